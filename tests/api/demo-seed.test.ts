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

  it('makes every branch’s search row, leaving search indexes and triggers as migrations made them', async () => {
    const { rows } = await api.db.execute<{ missing: number; stale: number }>(sql`
      select count(*) filter (where s.branch_id is null)::int as missing,
             count(*) filter (where s.rating <> b.rating or s.total_ratings <> b.total_ratings)::int as stale
      from ${t.branches} b left join branch_search s on s.branch_id = b.id`);
    expect(rows[0]).toEqual({ missing: 0, stale: 0 });
    // The seed drops the search tables' indexes and builds them again (makeSearchRows): the same as a migrated one's.
    const indexes = (db: typeof api.db) =>
      db.execute<{ definition: string }>(sql`
        select indexdef as definition from pg_indexes
        where tablename in ('branch_search', 'search_terms', 'search_words') order by indexname`);
    const other = await freshDatabase();
    try {
      const expected = (await indexes(other.db)).rows;
      expect(expected.length).toBeGreaterThan(10);
      expect((await indexes(api.db)).rows).toEqual(expected);
    } finally {
      await other.close();
    }
    // Its deferral of the search triggers ended with its transaction: a renamed business is found by its new name.
    const { rows: named } = await api.db.execute<{ id: string; branch: string }>(sql`
      select bu.id, b.id as branch from ${t.businesses} bu join ${t.branches} b on b.business_id = bu.id limit 1`);
    await api.db.execute(
      sql`update ${t.businesses} set business_name = 'Zyqwx Hair Studio' where id = ${named[0]!.id}`,
    );
    const found = (await api.get('/api/Branch/Find?Query=zyqwx')).body.data.items;
    expect(found.map((b: any) => b.branchId)).toContain(named[0]!.branch);
  });

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
      // The same appointments too, to the number, history and all.
      const bookings = (db: typeof api.db) =>
        db.execute(
          sql`select a.id, a.appointment_no, a.branch_employee_id, a.start_at, a.end_at, a.booking_status,
                     a.payment_status, a.source, a.total, a.cancelled_at, a.created_at,
                     coalesce(a.user_id, a.guest_id) as customer
              from appointments a order by a.appointment_no`,
        );
      expect((await bookings(other.db)).rows).toEqual((await bookings(api.db)).rows);
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

describe("the demo salon's history (issue 32)", () => {
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
  /** The 90 days before the seeding day (22 November in Lagos). */
  const LAST_90_DAYS = 'From=2026-08-24&To=2026-11-21';

  async function demoSalon(db: typeof api.db) {
    const { rows } = await db.execute<{ id: string }>(
      sql`select br.id from ${t.branches} br join ${t.businesses} b on b.id = br.business_id
          join ${t.users} u on u.id = b.owner_user_id
          where u.email = ${DEMO_ACCOUNTS.business.email} and br.branch_type = 'Main'`,
    );
    return rows[0]!.id;
  }

  /** The demo owner's report on the demo salon, as the reports panel asks for it. */
  async function report(period = LAST_90_DAYS) {
    const { business } = DEMO_ACCOUNTS;
    const login = await api.request('/api/Auth/login', form({ Username: business.email, Password: business.password }));
    expect(login.status).toBe(200);
    const res = await api.request(`/api/Reports/Summary?BranchId=${await demoSalon(api.db)}&${period}`, {
      headers: { Authorization: `Bearer ${login.body.token}` },
    });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  it("looks like a real salon's last 90 days: visits, regulars, a few no-shows and late cancellations", async () => {
    const r = await report();
    expect(r.totals.completed).toBeGreaterThanOrEqual(200);
    expect(r.totals.revenue).toBeGreaterThan(0);
    expect(r.totals.noShows).toBeGreaterThan(0);
    expect(r.totals.noShowRate).toBeLessThan(0.1);
    expect(r.totals.lateCancelled).toBeGreaterThan(0);
    // In-time cancellations too.
    expect(r.totals.cancelled).toBeGreaterThan(r.totals.lateCancelled);
    expect(r.totals.online).toBeGreaterThan(0);
    expect(r.totals.salon).toBeGreaterThan(0);
    expect(r.customers.returning).toBeGreaterThanOrEqual(10);
    expect(r.customers.new).toBeGreaterThan(0);
    expect(r.customers.top[0].visits).toBeGreaterThanOrEqual(4);
    // Most open days have bookings, and every employee worked.
    expect(r.days.filter((d: { bookings: number }) => d.bookings > 0).length).toBeGreaterThanOrEqual(70);
    for (const e of r.employees) expect(e.bookedMinutes).toBeGreaterThan(0);
    expect(r.services.byCount.length).toBeGreaterThanOrEqual(5);
    // The previous 30 days are as busy as the last 30: a salon with a past, not one that opened last month.
    const month = await report('From=2026-10-23&To=2026-11-21');
    expect(month.previous.completed).toBeGreaterThan(month.totals.completed / 2);
    expect(month.customers.returning).toBeGreaterThan(month.customers.new);
  });

  it('has a quiet Monday morning and busier Fridays and Saturdays', async () => {
    const { heatmap } = await report();
    const sum = (test: (h: { weekday: number; hour: number }) => boolean) =>
      heatmap.filter(test).reduce((n: number, h: { bookings: number }) => n + h.bookings, 0);
    const on = (weekday: number) => sum((h) => h.weekday === weekday);
    expect(sum((h) => h.weekday === 1 && h.hour < 12)).toBeLessThan(on(1) / 4);
    expect(sum((h) => h.weekday === 1 && h.hour < 12)).toBeLessThan(sum((h) => h.weekday === 6 && h.hour < 12));
    for (const weekday of [1, 2, 3, 4]) {
      expect(on(5)).toBeGreaterThan(on(weekday));
      expect(on(6)).toBeGreaterThan(on(weekday));
    }
  });

  it('is all in the past: nothing completed, missed or cancelled is still to come', async () => {
    const branchId = await demoSalon(api.db);
    const { rows } = await api.db.execute<{ status: string; n: number }>(
      sql`select booking_status || '/' || payment_status as status, count(*)::int as n from ${t.appointments}
          where end_at > ${now.toISOString()}::timestamptz group by 1`,
    );
    // Only the bookings of the demo week (and the demo customer's) end after the seeding moment.
    expect(rows.map((r) => r.status)).toEqual(['PENDING/PENDING']);
    const history = await api.db
      .select()
      .from(t.appointments)
      .where(sql`${t.appointments.branchId} = ${branchId} and ${t.appointments.bookingStatus} <> 'PENDING'`);
    expect(history.length).toBeGreaterThan(300);
    for (const a of history) {
      expect(a.endAt < now).toBe(true);
      expect(a.createdAt <= a.startAt).toBe(true);
      if (a.bookingStatus === 'CANCELLED' && a.cancelledAt) {
        expect(a.createdAt < a.cancelledAt && a.cancelledAt < a.startAt).toBe(true);
      }
    }
    // No-shows stay out of the last week, where the calendar's started bookings are the demo week's to mark.
    const weekAgo = new Date(now.getTime() - 8 * 86_400_000);
    expect(history.filter((a) => a.bookingStatus === 'NO_SHOW' && a.startAt > weekAgo)).toEqual([]);
  });

  it("keeps to the salon's hours, one customer at a time per employee, with lines that add up", async () => {
    const branchId = await demoSalon(api.db);
    // Inside the day's opening hours, in the branch's zone.
    const { rows: outside } = await api.db.execute(sql`
      select a.appointment_no from ${t.appointments} a join ${t.branches} b on b.id = a.branch_id
      left join ${t.branchTimings} h on h.branch_id = b.id and h.is_opened
        and h.day_of_week = extract(isodow from a.start_at at time zone b.time_zone)
      where a.branch_id = ${branchId} and (h.branch_id is null
        or (a.start_at at time zone b.time_zone)::time < make_time(h.opening_time::int, 0, 0)
        or (a.end_at at time zone b.time_zone) > (a.start_at at time zone b.time_zone)::date
          + make_interval(hours => h.closing_time::int))`);
    expect(outside).toEqual([]);
    // Never two at once for one employee, cancelled ones included (the database refuses live ones already).
    const { rows: overlapping } = await api.db.execute(sql`
      select a.appointment_no from ${t.appointments} a join ${t.appointments} o
        on o.branch_employee_id = a.branch_employee_id and o.id <> a.id
        and o.start_at < a.end_at and a.start_at < o.end_at
      where a.branch_id = ${branchId}`);
    expect(overlapping).toEqual([]);
    // Lines one after another from the start to the end, adding up to the total.
    const { rows: wrong } = await api.db.execute(sql`
      select a.appointment_no from ${t.appointments} a
      join (select appointment_id, sum(price) as price, min(start_at) as s, max(end_at) as e,
                   sum(duration_minutes) as minutes
            from ${t.appointmentServices} group by appointment_id) l on l.appointment_id = a.id
      where l.price <> a.total or a.sub_total <> a.total or l.s <> a.start_at or l.e <> a.end_at
         or l.minutes * interval '1 minute' <> a.end_at - a.start_at`);
    expect(wrong).toEqual([]);
    const { rows: bare } = await api.db.execute(sql`
      select 1 from ${t.appointments} a
      where not exists (select 1 from ${t.appointmentServices} l where l.appointment_id = a.id)`);
    expect(bare).toEqual([]);
  });

  it("leaves the demo customer's account as it was: no history of theirs at the demo salon", async () => {
    const branchId = await demoSalon(api.db);
    const mine = await api.db
      .select()
      .from(t.appointments)
      .innerJoin(t.users, sql`${t.users.id} = ${t.appointments.userId}`)
      .where(sql`${t.users.email} = ${DEMO_ACCOUNTS.customer.email}`);
    expect(mine.filter((m) => m.appointments.branchId === branchId && m.appointments.startAt < now)).toEqual([]);
    expect(mine).toHaveLength(4);
  });

  it('is relative to the seeding day: a week later, the same figures for its own last 90 days', async () => {
    const other = await freshDatabase();
    try {
      const later = new Date(now.getTime() + 7 * 86_400_000);
      await seedDemo(other.db, { now: later });
      const figures = async (db: typeof api.db, to: Date) => {
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const { rows } = await db.execute(sql`
          select booking_status, payment_status, source, count(*)::int as n, sum(total)::numeric::text as total
          from ${t.appointments}
          where branch_id = ${await demoSalon(db)}
            and (start_at at time zone 'Africa/Lagos')::date
              between ${iso(new Date(to.getTime() - 90 * 86_400_000))}::date
              and ${iso(new Date(to.getTime() - 86_400_000))}::date
          group by 1, 2, 3 order by 1, 2, 3`);
        return rows;
      };
      expect(await figures(other.db, later)).toEqual(await figures(api.db, now));
    } finally {
      await other.close();
    }
  });
});

describe('generated catalog (npm run seed -- --branches N)', () => {
  it('puts indexes, foreign keys and triggers back as migrated; every search row, busy time, sum', async () => {
    const indexes = (db: typeof api.db) =>
      db.execute<{ definition: string }>(sql`
        select indexdef as definition from pg_indexes where schemaname = current_schema() order by indexname`);
    const seeded = await freshDatabase();
    const migrated = await freshDatabase();
    try {
      await seedDemo(seeded.db, { now, extraBranches: 150 });
      expect((await indexes(seeded.db)).rows).toEqual((await indexes(migrated.db)).rows);
      const { rows } = await seeded.db.execute<{ branches: number; rows: number; listed: number }>(sql`
        select (select count(*) from ${t.branches})::int as branches,
               (select count(*) from branch_search)::int as rows,
               (select branches from listing_counts where kind = 'all')::int as listed`);
      const active = await seeded.db.$count(t.branches, sql`${t.branches.status}`);
      expect(rows[0]!.branches).toBeGreaterThan(150);
      expect(rows[0]).toMatchObject({ rows: rows[0]!.branches, listed: active });
      // The rows went in without the services' indexes; reads by them find every one.
      const [byBranch] = await seeded.db
        .execute<{ n: number }>(
          sql`
        select count(*)::int as n from ${t.branches} b join ${t.services} s on s.branch_id = b.id`,
        )
        .then((r) => r.rows);
      expect(byBranch!.n).toBe(await seeded.db.$count(t.services));
      // The foreign keys and the appointments' triggers it set aside are back, as migrated, and they hold.
      const keysAndTriggers = async (db: typeof api.db) => ({
        keys: (
          await db.execute(sql`
            select c.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition,
              k.convalidated as checked
            from pg_constraint k join pg_class c on c.oid = k.conrelid
            where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace order by 1, 2`)
        ).rows,
        triggers: (
          await db.execute(sql`
            select c.relname as "table", g.tgname as name, g.tgenabled as enabled
            from pg_trigger g join pg_class c on c.oid = g.tgrelid
            where not g.tgisinternal and c.relnamespace = current_schema()::regnamespace order by 1, 2`)
        ).rows,
      });
      expect(await keysAndTriggers(seeded.db)).toEqual(await keysAndTriggers(migrated.db));
      // Every generated appointment's busy time and report sums, as the triggers would have made them: the busy
      // times are those of the appointments not cancelled, and the sums those counted afresh from all appointments.
      const busy = await seeded.db.execute(sql`
        select appointment_id as id from employee_busy where appointment_id is not null
        except select id from ${t.appointments} where booking_status <> 'CANCELLED'`);
      expect(busy.rows).toEqual([]);
      expect(await seeded.db.$count(t.employeeBusy, sql`appointment_id is not null`)).toBe(
        await seeded.db.$count(t.appointments, sql`booking_status <> 'CANCELLED'`),
      );
      const reportSums = async () => ({
        days: (await seeded.db.execute(sql`select * from report_days order by branch_id, day, employee_id`)).rows,
        hours: (await seeded.db.execute(sql`select * from report_hours order by branch_id, day, hour`)).rows,
      });
      const kept = await reportSums();
      expect(kept.days.length).toBeGreaterThan(150);
      await seeded.db.execute(sql`truncate report_days, report_hours`);
      await seeded.db.execute(sql`
        select report_count(a, d.status, d.amount_kobo, 1)
        from ${t.appointments} a left join ${t.deposits} d on d.appointment_id = a.id`);
      expect(await reportSums()).toEqual(kept);
    } finally {
      await seeded.close();
      await migrated.close();
    }
  });
});
