/**
 * Catalog answers kept in memory are never stale: every kind of catalog write shows in the next read, in the process
 * that wrote (and, on PostgreSQL, within a second in another process on the same database). Kept answers carry an
 * ETag and answer 304 to a client that has them; what depends on bookings or a token is never kept.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { postgresCatalogSignal, type CatalogSignal } from '../../server/db/catalog-signal.ts';
import { watchListening } from '../support/listening.ts';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { sandboxGateway } from '../../server/payments/gateway.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const api = useTestApi(buildCatalog);
const owner = () => signToken(TEST_SECRET, { userId: ids.owner, role: 'Business', branchId: ids.lekki }, new Date());
const customer = () => signToken(TEST_SECRET, { userId: ids.customerA, role: 'Customer' }, new Date());
const asOwner = async (path: string, init: RequestInit) =>
  api.request(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${await owner()}` } });
const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const branchPage = async () => (await api.get('/api/Branch/GetByURL/kinks-coils-lekki')).body.data;
const menu = async () => (await api.get(`/api/Service/GetByBranch?BranchId=${ids.lekki}`)).body.data as any[];
const indexEntry = async () =>
  ((await api.get('/api/Catalog/BranchIndex')).body.data as any[]).find((b) => b.branchUrl === 'kinks-coils-lekki');
const staff = async () => (await api.get(`/api/BranchEmployee/GetByBranch?BranchId=${ids.lekki}`)).body.data as any[];

function serviceForm(extra: Record<string, string>) {
  const f = new FormData();
  const fields = {
    branchId: ids.lekki,
    serviceName: 'Silk Press Deluxe',
    description: 'Wash and press',
    categoryId: ids.catHair,
    durationHours: '1',
    durationMinutes: '30',
    price: '15000',
    status: 'true',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe('catalog answers kept in memory', () => {
  it('are served again as the same bytes with an ETag, and 304 to a client that has them', async () => {
    const first = await api.app.request('/api/Category/GetByStatus');
    const second = await api.app.request('/api/Category/GetByStatus');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('ETag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    const again = await api.app.request('/api/Category/GetByStatus', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('are gzipped once and sent gzipped to those who accept it; short ones plain', async () => {
    // The page of branch details the site's build reads is well over gzip's 1 KB threshold.
    const res = await api.app.request('/api/Catalog/Branches', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(JSON.parse(gunzipSync(bytes).toString()).data.length).toBeGreaterThan(0);
    const plain = await api.app.request('/api/Catalog/Branches');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await plain.json()).data.length).toBeGreaterThan(0);
    // Under 1 KB gzip saves nothing: sent as kept, with its length.
    const short = await api.app.request('/api/Category/GetByStatus', { headers: { 'Accept-Encoding': 'gzip' } });
    const shortBytes = await short.text();
    expect(short.headers.get('Content-Encoding')).toBeNull();
    expect(short.headers.get('Content-Length')).toBe(String(Buffer.byteLength(shortBytes)));
    expect(JSON.parse(shortBytes).data.length).toBeGreaterThan(0);
  });

  it('are never kept for calls with a token or for free staff at a given time', async () => {
    const mine = await asOwner(`/api/Service/GetMine?BranchId=${ids.lekki}`, {});
    expect(mine.status).toBe(200);
    const withToken = await api.app.request('/api/Category/GetByStatus', {
      headers: { Authorization: `Bearer ${await owner()}` },
    });
    expect(withToken.headers.get('ETag')).toBeNull();
    const at = encodeURIComponent('2030-01-07T10:00:00+01:00');
    const free = await api.app.request(`/api/BranchEmployee/GetByBranch?BranchId=${ids.lekki}&AppointmentDate=${at}`);
    expect(free.headers.get('ETag')).toBeNull();
  });
});

describe('every kind of catalog write shows in the next read', () => {
  it('a service added, changed and deleted', async () => {
    expect((await menu()).map((s) => s.serviceName)).not.toContain('Silk Press Deluxe');
    await branchPage();
    expect((await indexEntry()).serviceNames).not.toContain('Silk Press Deluxe');
    expect((await asOwner('/api/Service/Insert', { method: 'POST', body: serviceForm({}) })).status).toBe(200);
    // The site's index (what its pages list of the branch) too.
    expect((await indexEntry()).serviceNames).toContain('Silk Press Deluxe');
    const added = (await menu()).find((s) => s.serviceName === 'Silk Press Deluxe');
    expect(added).toMatchObject({ price: 15000 });
    const onPage = (await branchPage()).branchServices.flatMap((c: any) => c.services);
    expect(onPage.map((s: any) => s.serviceName)).toContain('Silk Press Deluxe');

    const update = serviceForm({ serviceId: added.serviceId, price: '17500' });
    expect((await asOwner('/api/Service/Update', { method: 'PUT', body: update })).status).toBe(200);
    expect((await menu()).find((s) => s.serviceName === 'Silk Press Deluxe')).toMatchObject({ price: 17500 });

    expect((await asOwner(`/api/Service/Delete?id=${added.serviceId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await menu()).map((s) => s.serviceName)).not.toContain('Silk Press Deluxe');
  });

  it('staff added, renamed and deactivated', async () => {
    expect((await staff()).map((e) => e.name)).not.toContain('Tolu');
    const add = await asOwner('/api/BranchEmployee/Insert', json('POST', { branchId: ids.lekki, name: 'Tolu' }));
    expect(add.status).toBe(200);
    const tolu = (await staff()).find((e) => e.name === 'Tolu');
    expect(tolu).toBeDefined();
    const rename = { branchId: ids.lekki, branchEmployeeId: tolu.branchEmployeeId, name: 'Tolu B.' };
    expect((await asOwner('/api/BranchEmployee/Update', json('PUT', rename))).status).toBe(200);
    expect((await staff()).map((e) => e.name)).toContain('Tolu B.');
    const gone = await asOwner(`/api/BranchEmployee/Delete?id=${tolu.branchEmployeeId}`, { method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect((await staff()).map((e) => e.name)).not.toContain('Tolu B.');
  });

  it('opening hours', async () => {
    const sunday = async () =>
      ((await api.get(`/api/BranchAvailability/GetByBranch?BranchId=${ids.lekki}`)).body.data as any[]).find(
        (d) => d.dayNumber === 7,
      );
    expect(await sunday()).toMatchObject({ isOpened: false });
    const week = [1, 2, 3, 4, 5, 6, 7].map((dayNumber) => ({
      dayNumber,
      openingTime: 9,
      closingTime: 18,
      isOpened: true,
    }));
    const save = await asOwner(`/api/BranchAvailability/Update?BranchId=${ids.lekki}`, json('PUT', week));
    expect(save.status).toBe(200);
    expect(await sunday()).toMatchObject({ isOpened: true, openingTime: 9 });
    expect((await branchPage()).branchTimings.find((d: any) => d.dayNumber === 7)).toMatchObject({ isOpened: true });
  });

  it("the business's details", async () => {
    const d = (await asOwner(`/api/Business/GetByBranch?BranchId=${ids.lekki}`, {})).body.data;
    const fields: Record<string, string> = {
      BranchId: ids.lekki,
      BusinessName: d.businessName,
      ContactName: d.contactName || 'Funmi Adeyemi',
      Landline: d.landline || '01 555 0101',
      MobileNo: d.mobileNo || '0803 555 0101',
      Email: d.email,
      BusinessTypeId: d.businessTypeId,
      Address: d.address || '1 Admiralty Way',
      GoogleMapURL: 'https://www.google.com/maps/search/?api=1&query=6.44,3.47',
      Latitude: '6.44',
      Longitude: '3.47',
      Location: d.location,
      ZipCode: d.zipCode || '106104',
      City: d.city,
      Country: d.country || 'Nigeria',
      About: 'Now open late on Fridays.',
      Currency: 'NAIRA',
      Status: 'true',
    };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const update = await asOwner('/api/Business/UpdateBusiness', { method: 'PUT', body: form });
    expect(update.body.message).not.toMatch(/fill up|Invalid/);
    expect(update.status).toBe(200);
    expect((await branchPage()).about).toBe('Now open late on Fridays.');
  });

  it("a review, and a reviewer's new name", async () => {
    const before = await branchPage();
    const listed = await indexEntry();
    const start = new Date('2026-01-05T09:00:00Z');
    const [done] = await api.db
      .insert(t.appointments)
      .values({
        userId: ids.customerA,
        branchId: ids.lekki,
        branchEmployeeId: ids.emp2,
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        subTotal: 5000,
        total: 5000,
        bookingStatus: 'BOOKED',
        paymentStatus: 'RECEIVED',
      })
      .returning();
    const review = await api.request(`/api/Appointment/UpdateReview?AppointmentId=${done!.id}&Rating=1&Review=Late`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await customer()}` },
    });
    expect(review.body.message).toBe('Thank you for your feedback.');
    const after = await branchPage();
    expect(after.totalRatings).toBe(before.totalRatings + 1);
    expect(after.reviews.map((r: any) => r.review)).toContain('Late');
    expect((await indexEntry()).totalRatings).toBe(listed.totalRatings + 1);

    const profile = new URLSearchParams({ id: ids.customerA, name: 'Zainab Yusuf', email: 'a@test.ng' });
    profile.set('phoneno', '08030000000');
    const renamed = await api.request(`/api/Users?${profile}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await customer()}` },
    });
    expect(renamed.status).toBe(200);
    expect((await branchPage()).reviews.map((r: any) => r.customerName)).toContain('Zainab Y.');
  });
});

describe('slots follow a change of hours at once', () => {
  it("offers the new opening time in the next answer, although the branch's schedule is kept in memory", async () => {
    // A Monday at least a week ahead, in Lagos (UTC+1 all year).
    const day = new Date(Date.now() + 8 * 86_400_000);
    while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
    const date = `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`;
    const firstSlot = async () => {
      const slots = await api.get(`/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=${date}`);
      return new Date(slots.body.data[0]).getUTCHours() + 1;
    };
    const hours = (monday: number) =>
      asOwner(
        `/api/BranchAvailability/Update?BranchId=${ids.lekki}`,
        json(
          'PUT',
          [1, 2, 3, 4, 5, 6, 7].map((dayNumber) => ({
            dayNumber,
            openingTime: dayNumber === 1 ? monday : 9,
            closingTime: 19,
            isOpened: true,
          })),
        ),
      );
    expect((await hours(9)).status).toBe(200);
    expect(await firstSlot()).toBe(9);
    expect((await hours(13)).status).toBe(200);
    expect(await firstSlot()).toBe(13);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('another process on the same PostgreSQL database', () => {
  it('drops what it keeps within a second of a write here', async () => {
    const url = await currentDatabaseUrl();
    const deps = (signal: CatalogSignal) => ({
      db: api.db,
      now: () => new Date(),
      jwtSecret: TEST_SECRET,
      mailer: createMailer(api.db),
      gateway: sandboxGateway(api.db),
      siteUrl: 'http://localhost:4321',
      uploadsDir: '/nonexistent',
      catalogSignal: signal,
    });
    const here = postgresCatalogSignal(url, () => {});
    const there = postgresCatalogSignal(url, () => {});
    const watched = watchListening(there);
    const writer = createApp(deps(here));
    const reader = createApp(deps(watched.signal));
    try {
      const names = async () =>
        ((await (await reader.request(`/api/Service/GetByBranch?BranchId=${ids.lekki}`)).json()).data as any[]).map(
          (s) => s.serviceName,
        );
      // Wait until the reader listens (it keeps nothing before; an ETag alone would not tell), then let it keep the
      // menu: from here only the signal can make it read again within the second (what it keeps lives a minute).
      await expect.poll(watched.listens).toBe(true);
      expect(await names()).not.toContain('Box Braids XL');
      const add = await writer.request('/api/Service/Insert', {
        method: 'POST',
        body: serviceForm({ serviceName: 'Box Braids XL' }),
        headers: { Authorization: `Bearer ${await owner()}` },
      });
      expect(add.status).toBe(200);
      await expect.poll(names, { timeout: 1000, interval: 20 }).toContain('Box Braids XL');
    } finally {
      await here.close();
      await there.close();
    }
  });
});

/** The URL of the database this file's app runs on (a fresh one per file on the PostgreSQL server). */
async function currentDatabaseUrl() {
  const { rows } = await api.db.execute<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
