/** The demo catalog: big enough to feel real, ratings earned from reviews, and the same on every machine. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { verifyPassword } from '../../server/lib/passwords.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/seed.ts';
import { freshDatabase } from '../support/test-db.ts';
import { useTestApi } from '../support/api.ts';

const now = new Date('2026-11-22T10:00:00Z');
const api = useTestApi(
  (db) => seedDemo(db, { now }).then(() => undefined),
  () => now,
);

describe('demo catalog', () => {
  it(
    'has 40+ branches across Lagos, Abuja, Port Harcourt, ' +
      'Ibadan and more, each with image, address, coordinates and map URL',
    async () => {
      const branches = (await api.get('/api/Branch/GetActiveBranches')).body.data;
      expect(branches.length).toBeGreaterThanOrEqual(40);
      const cities = new Set(branches.map((b: any) => b.city));
      for (const city of ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan']) expect(cities).toContain(city);
      expect(cities.size).toBeGreaterThanOrEqual(6);
      const pages = (await api.get('/api/Catalog/Branches?limit=1000')).body.data;
      expect(pages).toHaveLength(branches.length);
      for (const b of pages) {
        expect(b.imageSrc).toMatch(/^\/images\/branches\/branch-\d\d\.webp$/);
        expect(b.address.length).toBeGreaterThan(5);
        expect(b.latitude).toBeGreaterThan(4);
        expect(b.latitude).toBeLessThan(14);
        expect(b.longitude).toBeGreaterThan(2.5);
        expect(b.longitude).toBeLessThan(15);
        expect(b.googleMapURL).toMatch(/^https:\/\/www\.google\.com\/maps\//);
        expect(b.branchServices.length).toBeGreaterThan(0);
        expect(b.branchTimings.filter((d: any) => d.isOpened).length).toBeGreaterThanOrEqual(5);
        for (const s of b.branchServices.flatMap((g: any) => g.services)) {
          expect(s.price).toBeGreaterThan(0);
          expect(s.durationHours * 60 + s.durationMinutes).toBeGreaterThanOrEqual(15);
        }
      }
    },
  );

  it(
    'has 10+ categories with images, 6+ blogs with SEO fields, ' +
      'FAQs under 3+ subjects, 3 plans in USD with features, business types',
    async () => {
      const categories = (await api.get('/api/Category/GetByStatus')).body.data;
      expect(categories.length).toBeGreaterThanOrEqual(10);
      for (const c of categories) expect(c.imageSrc).toBe(`/images/categories/${c.categoryurl}.webp`);
      const blogs = (await api.get('/api/Blog/Get')).body.data;
      expect(blogs.length).toBeGreaterThanOrEqual(6);
      expect(blogs.filter((b: any) => b.seoTitle && b.seoDescription && b.seoKeywords).length).toBeGreaterThanOrEqual(
        5,
      );
      for (const b of blogs) {
        expect(b.description).toMatch(/<p>/);
        expect(b.description).not.toMatch(/<script|style=|on\w+=/i);
      }
      expect((await api.get('/api/FAQ/GetBySubject')).body.data.length).toBeGreaterThanOrEqual(3);
      const plans = (await api.get('/api/SubscriptionType/GetByStatus')).body.data;
      expect(plans).toHaveLength(3);
      const features = (await api.get('/api/SubscriptionData/Get')).body.data;
      for (const p of plans) {
        expect(p.usdPrice).toBeGreaterThan(0);
        expect(p.paymentLink).toBeTruthy();
        expect(
          features.filter((f: any) => f.subscriptionTypeId === p.subscriptionTypeId).length,
        ).toBeGreaterThanOrEqual(3);
      }
      expect((await api.get('/api/BusinessType/Get')).body.data.length).toBeGreaterThanOrEqual(4);
    },
  );

  it('earns ratings from reviews: every branch rating is the average of its reviews', async () => {
    const { rows } = await api.db.execute<{ bad: number; reviewed: number }>(sql`
      select count(*) filter (
               where abs(b.rating - coalesce(r.avg, 0)) > 0.005 or b.total_ratings <> coalesce(r.n, 0)
             )::int as bad,
             count(*) filter (where r.n > 0)::int as reviewed
      from ${t.branches} b
      left join (
        select branch_id, avg(rating) as avg, count(*) as n from ${t.reviews} group by branch_id
      ) r on r.branch_id = b.id`);
    expect(Number(rows[0]!.bad)).toBe(0);
    expect(Number(rows[0]!.reviewed)).toBeGreaterThanOrEqual(35);
    // Reviews belong to completed, paid appointments of the reviewer, which ended before the review.
    const { rows: wrong } = await api.db.execute(sql`
      select 1 from ${t.reviews} r join ${t.appointments} a on a.id = r.appointment_id
      where a.payment_status <> 'RECEIVED' or a.user_id <> r.user_id
         or r.created_at < a.end_at or a.branch_id <> r.branch_id`);
    expect(wrong).toHaveLength(0);
    const testimonials = (await api.get('/api/Testimonial/GetHomePage')).body.data;
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.some((x: any) => x.review.length > 100)).toBe(true);
  });

  it(
    'documents two working demo accounts; ' + 'the demo customer has past, reviewable and upcoming appointments',
    async () => {
      const [customer] = await api.db
        .select()
        .from(t.users)
        .where(sql`${t.users.email} = ${DEMO_ACCOUNTS.customer.email}`);
      const [owner] = await api.db
        .select()
        .from(t.users)
        .where(sql`${t.users.email} = ${DEMO_ACCOUNTS.business.email}`);
      expect(customer!.role).toBe('Customer');
      expect(owner!.role).toBe('Business');
      expect(await verifyPassword(customer!.passwordHash, DEMO_ACCOUNTS.customer.password)).toBe(true);
      expect(await verifyPassword(owner!.passwordHash, DEMO_ACCOUNTS.business.password)).toBe(true);
      expect(await verifyPassword(owner!.passwordHash, 'wrong')).toBe(false);
      const mine = await api.db
        .select()
        .from(t.appointments)
        .where(sql`${t.appointments.userId} = ${customer!.id}`);
      expect(mine.some((a) => a.startAt > now && a.bookingStatus === 'PENDING')).toBe(true);
      expect(mine.some((a) => a.bookingStatus === 'CANCELLED')).toBe(true);
      expect(mine.filter((a) => a.paymentStatus === 'RECEIVED').length).toBeGreaterThanOrEqual(2);
      // Seeded appointments never overlap for one employee (the exclusion constraint would have refused them).
      const { rows } = await api.db.execute(sql`select count(*)::int as n from ${t.appointments}`);
      expect(Number((rows[0] as any).n)).toBeGreaterThan(300);
    },
  );

  it('gives the demo salon a real week: staff booked ahead, walk-ins, an afternoon off, visits waiting', async () => {
    const [owner] = await api.db
      .select()
      .from(t.users)
      .where(sql`${t.users.email} = ${DEMO_ACCOUNTS.business.email}`);
    const { rows: branch } = await api.db.execute<{ id: string }>(
      sql`select br.id from ${t.branches} br join ${t.businesses} b on b.id = br.business_id
          where b.owner_user_id = ${owner!.id} and br.branch_type = 'Main'`,
    );
    const branchId = branch[0]!.id;
    const week = new Date(now.getTime() + 7 * 86_400_000);
    const mine = await api.db
      .select()
      .from(t.appointments)
      .where(sql`${t.appointments.branchId} = ${branchId}`);
    const ahead = mine.filter((a) => a.startAt > now && a.startAt < week && a.bookingStatus === 'PENDING');
    expect(new Set(ahead.map((a) => a.branchEmployeeId)).size).toBeGreaterThanOrEqual(3);
    const walkIns = mine.filter((a) => a.source === 'SALON');
    expect(walkIns.length).toBeGreaterThanOrEqual(2);
    for (const a of walkIns) expect(a.guestId).toBeTruthy();
    // Started, neither completed nor cancelled: waiting for Complete or No-show.
    const waiting = mine.filter(
      (a) => a.startAt < now && a.bookingStatus === 'PENDING' && a.paymentStatus === 'PENDING',
    );
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    const off = await api.db
      .select()
      .from(t.employeeTimeOff)
      .where(sql`${t.employeeTimeOff.branchId} = ${branchId}`);
    expect(off).toHaveLength(1);
    expect(off[0]!.reason).toBe('Afternoon off');
    expect(off[0]!.startAt > now).toBe(true);
  });

  it('is deterministic: the same seed and day give the same catalog', async () => {
    const other = await freshDatabase();
    try {
      await seedDemo(other.db, { now });
      const pick = (db: typeof api.db) =>
        db.execute(
          sql`select b.id, b.branch_url, b.rating, b.total_ratings,
                     (select count(*) from services s where s.branch_id = b.id) as services
              from branches b order by b.branch_url`,
        );
      expect((await pick(other.db)).rows).toEqual((await pick(api.db)).rows);
    } finally {
      await other.close();
    }
  });

  it("gives the demo salon a second branch: a copy of the first's services and hours, staff of its own", async () => {
    const [owner] = await api.db
      .select()
      .from(t.users)
      .where(sql`${t.users.email} = ${DEMO_ACCOUNTS.business.email}`);
    const { rows } = await api.db.execute<{ id: string; branch_type: string; branch_url: string }>(
      sql`select br.id, br.branch_type, br.branch_url from ${t.branches} br
          join ${t.businesses} b on b.id = br.business_id
          where b.owner_user_id = ${owner!.id} order by br.branch_type`,
    );
    expect(rows.map((r) => r.branch_type)).toEqual(['Main', 'Sub']);
    const [main, second] = rows.map((r) => r.id);
    const menu = async (id: string) =>
      (
        await api.db
          .select()
          .from(t.services)
          .where(sql`${t.services.branchId} = ${id}`)
      )
        .map((x) => `${x.serviceName} ${x.price}`)
        .sort();
    expect(await menu(second!)).toEqual(await menu(main!));
    const staff = await api.db
      .select()
      .from(t.employees)
      .where(sql`${t.employees.branchId} = ${second}`);
    expect(staff).toHaveLength(2);
    const page = (await api.get(`/api/Branch/GetByURL/${rows[0]!.branch_url}`)).body.data;
    expect(page.otherBranches.map((b: { branchUrl: string }) => b.branchUrl)).toEqual([rows[1]!.branch_url]);
  });
});
