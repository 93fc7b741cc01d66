/**
 * An owner opens another branch of their business, as a copy of one of theirs (services, opening hours, booking
 * settings; never staff or bookings) or from the default hours, and lists their branches. Nobody else can, and a
 * refused request changes nothing.
 */
import { asc, count, eq, isNull, and, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken, type Claims } from '../../server/lib/jwt.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

let yemi = '';
const api = useTestApi(async (db) => {
  await buildCatalog(db);
  // Another owner, of the Ibadan business; the fixture's owner keeps Lekki (and the closed salon).
  const [y] = await db
    .insert(t.users)
    .values({ fullName: 'Yemi Owner', email: 'y@branches.ng', passwordHash: '!', role: 'Business' })
    .returning();
  yemi = y!.id;
  await db.update(t.businesses).set({ ownerUserId: yemi }).where(eq(t.businesses.id, ids.bizIbadan));
});

const owner: Claims = { userId: ids.owner, role: 'Business', branchId: ids.lekki };
/** Calls the API as `claims` (anonymously for null), with a JSON body when one is given. */
const call = async (claims: Claims | null, method: string, path: string, body?: unknown) =>
  api.request(path, {
    method,
    headers: {
      ...(claims ? { Authorization: `Bearer ${await signToken(TEST_SECRET, claims, new Date())}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
/** GET, or POST when a body is given. */
const as = (claims: Claims | null, path: string, body?: unknown) =>
  call(claims, body === undefined ? 'GET' : 'POST', path, body);

const ikeja = {
  branchName: 'Ikeja City Mall',
  address: '194 Obafemi Awolowo Way',
  location: 'Ikeja',
  city: 'Lagos',
  phoneNumber: '0803 123 4567',
};

const menuOf = (branchId: string) =>
  api.db
    .select({ name: t.services.serviceName, price: t.services.price, minutes: t.services.durationMinutes })
    .from(t.services)
    .where(and(eq(t.services.branchId, branchId), isNull(t.services.deletedAt)))
    .orderBy(asc(t.services.serviceName));
const hoursOf = (branchId: string) =>
  api.db
    .select({
      day: t.branchTimings.dayOfWeek,
      open: t.branchTimings.openingTime,
      close: t.branchTimings.closingTime,
      opened: t.branchTimings.isOpened,
    })
    .from(t.branchTimings)
    .where(eq(t.branchTimings.branchId, branchId))
    .orderBy(t.branchTimings.dayOfWeek);
/** Customer A's hour-long booking with this employee of this branch. */
const hourAt = (branchId: string, branchEmployeeId: string, start: Date) => ({
  userId: ids.customerA,
  branchId,
  branchEmployeeId,
  startAt: start,
  endAt: new Date(start.getTime() + 3_600_000),
  subTotal: 1,
  total: 1,
});
const branchCount = async () => (await api.db.select({ n: count() }).from(t.branches))[0]!.n;

describe('POST /api/Branch/Insert', () => {
  it("opens a copy of one of the owner's branches: its services, hours and settings, not its staff", async () => {
    await api.db
      .update(t.branches)
      .set({ minNoticeMinutes: 120, reminderHours: [48] })
      .where(eq(t.branches.id, ids.lekki));
    const lekkiBefore = new Date((await api.get(`/api/Branch/GetById/${ids.lekki}`)).body.data.updatedAt).getTime();
    const res = await as(owner, '/api/Branch/Insert', { ...ikeja, copyFrom: ids.lekki });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Success', message: 'Branch added.' });
    const id: string = res.body.data;

    expect(await menuOf(id)).toEqual(await menuOf(ids.lekki));
    expect((await menuOf(id)).length).toBeGreaterThan(0);
    expect(await hoursOf(id)).toEqual(await hoursOf(ids.lekki));
    const [row] = await api.db.select().from(t.branches).where(eq(t.branches.id, id));
    expect(row).toMatchObject({
      branchType: 'Sub',
      branchName: 'Ikeja City Mall',
      phoneNumber: '+2348031234567',
      minNoticeMinutes: 120,
      reminderHours: [48],
      timeZone: 'Africa/Lagos',
      businessId: ids.bizLekki,
      status: true,
    });
    expect(await api.db.select().from(t.employees).where(eq(t.employees.branchId, id))).toEqual([]);

    // Its own public page with its own phone, each page of the business listing the other ("Also at"), and the
    // first branch's page marked changed so that it goes live again.
    const page = await api.get(`/api/Branch/GetById/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      address: '194 Obafemi Awolowo Way',
      location: 'Ikeja',
      phoneNumber: '+2348031234567',
      otherBranches: [{ branchUrl: 'kinks-coils-lekki', branchName: '', location: 'Lekki Phase 1', city: 'Lagos' }],
    });
    const lekki = (await api.get(`/api/Branch/GetById/${ids.lekki}`)).body.data;
    expect(lekki.otherBranches).toContainEqual({
      branchUrl: page.body.data.branchUrl,
      branchName: 'Ikeja City Mall',
      location: 'Ikeja',
      city: 'Lagos',
    });
    expect(lekki.phoneNumber).toBe('+2348030000000');
    expect(new Date(lekki.updatedAt).getTime()).toBeGreaterThan(lekkiBefore);
    const mine = await as(owner, `/api/Service/GetMine?BranchId=${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength((await menuOf(id)).length);
  });

  it('opens branches in one place at once, each with its own address (a taken URL is picked again)', async () => {
    const opened = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        as(owner, '/api/Branch/Insert', { ...ikeja, branchName: `Surulere ${n}`, location: 'Surulere' }),
      ),
    );
    expect(opened.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await api.db
      .select({ url: t.branches.branchUrl })
      .from(t.branches)
      .where(eq(t.branches.location, 'Surulere'));
    expect(rows.map((r) => r.url).sort()).toEqual([
      'kinks-and-coils-studio-surulere',
      'kinks-and-coils-studio-surulere-2',
      'kinks-and-coils-studio-surulere-3',
      'kinks-and-coils-studio-surulere-4',
    ]);
  });

  it('opens an empty branch with the default hours when it copies none', async () => {
    const res = await as(owner, '/api/Branch/Insert', {
      ...ikeja,
      branchName: 'Abuja Wuse',
      location: 'Wuse 2',
      city: 'Abuja',
      timeZone: 'Africa/Lagos',
      latitude: 9.08,
      longitude: 7.47,
    });
    expect(res.status).toBe(200);
    const id: string = res.body.data;
    expect(await menuOf(id)).toEqual([]);
    expect((await hoursOf(id)).map((h) => h.opened)).toEqual([true, true, true, true, true, true, false]);
    const [row] = await api.db.select().from(t.branches).where(eq(t.branches.id, id));
    expect(row).toMatchObject({
      city: 'Abuja',
      latitude: 9.08,
      longitude: 7.47,
      branchUrl: 'kinks-and-coils-studio-wuse-2',
    });
  });

  it('refuses everyone but the owner, and bad input, in words they can act on; nothing changes', async () => {
    const before = await branchCount();
    const customer: Claims = { userId: ids.customerA, role: 'Customer' };
    const cases: [Claims | null, unknown, number, string][] = [
      [null, ikeja, 401, 'Please log in to continue.'],
      [customer, ikeja, 403, 'This is not available to your account.'],
      [
        { userId: yemi, role: 'Business' },
        { ...ikeja, copyFrom: ids.lekki },
        403,
        'You can only copy one of your own branches.',
      ],
      [owner, { ...ikeja, branchName: ' ', phoneNumber: '' }, 400, 'Please fill up: Branch Name, Phone Number'],
      [owner, { ...ikeja, timeZone: 'Lagos/Nowhere' }, 400, 'Lagos/Nowhere is not a time zone (e.g. Africa/Lagos).'],
      // The branch's phone gets the salon's booking texts: a landline is refused.
      [owner, { ...ikeja, phoneNumber: '01 234 5678' }, 400, 'Please enter a mobile number, like 0803 555 0142.'],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await as(who, '/api/Branch/Insert', body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    for (const body of [{ ...ikeja, latitude: 100 }, { ...ikeja, copyFrom: 'lekki' }, { branchName: 'Only a name' }]) {
      const res = await as(owner, '/api/Branch/Insert', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid input/);
    }
    expect(await branchCount()).toBe(before);
  });
});

describe("the new branch's day", () => {
  it('is run like the first: staff, a walk-in, time off, the calendar, completing; another owner cannot', async () => {
    const id: string = (await as(owner, '/api/Branch/Insert', { ...ikeja, location: 'Ikeja GRA', copyFrom: ids.lekki }))
      .body.data;
    expect((await call(owner, 'POST', '/api/BranchEmployee/Insert', { branchId: id, name: 'Ikeja Ife' })).status).toBe(
      200,
    );
    const [employee] = await api.db.select().from(t.employees).where(eq(t.employees.branchId, id));
    const [service] = await api.db
      .select()
      .from(t.services)
      .where(and(eq(t.services.branchId, id), eq(t.services.serviceName, 'Silk Press')));
    // Next Monday (the copied hours open Mondays 9-19), 10:00 in Lagos.
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
    const date = day.toISOString().slice(0, 10);
    const walkIn = (claims: Claims) =>
      call(claims, 'POST', '/api/Appointment/InsertBySalon', {
        startDateTime: `${date}T10:00:00+01:00`,
        branchEmployeeId: employee!.id,
        appointmentServices: [{ serviceId: service!.id }],
        customer: { fullName: 'Ikeja Walk-in', phoneNumber: '0803 555 0199' },
      });
    const ibadanOwner: Claims = { userId: ids.ibadanOwner, role: 'Business' };
    expect((await walkIn(ibadanOwner)).status).toBe(403);
    const booked = await walkIn(owner);
    expect(booked.status).toBe(200);
    const timeOff = {
      branchEmployeeId: employee!.id,
      startDateTime: `${date}T14:00:00+01:00`,
      endDateTime: `${date}T15:00:00+01:00`,
      reason: 'Lunch',
    };
    expect((await call(ibadanOwner, 'POST', '/api/BranchEmployee/TimeOff', timeOff)).status).toBe(403);
    expect((await call(owner, 'POST', '/api/BranchEmployee/TimeOff', timeOff)).status).toBe(200);
    const calendarPath = `/api/Appointment/Calendar?BranchId=${id}&From=${date}&To=${date}`;
    expect((await call(ibadanOwner, 'GET', calendarPath)).status).toBe(403);
    const calendar = await call(owner, 'GET', calendarPath);
    expect(calendar.status).toBe(200);
    expect(JSON.stringify(calendar.body.data)).toContain('Ikeja Walk-in');
    const completed = `/api/Appointment/Completed/${booked.body.data}`;
    expect((await call(ibadanOwner, 'POST', completed)).status).toBe(403);
    expect((await call(owner, 'POST', completed)).status).toBe(200);
  });
});

describe('PUT /api/Branch/Status/{id}', () => {
  it('closes a branch (its page answers 404, its sisters stop listing it) and opens it again', async () => {
    const id: string = (await as(owner, '/api/Branch/Insert', { ...ikeja, location: 'Maryland' })).body.data;
    const status = (claims: Claims | null, active: boolean) =>
      call(claims, 'PUT', `/api/Branch/Status/${id}`, { active });
    const listed = async () =>
      ((await api.get(`/api/Branch/GetById/${ids.lekki}`)).body.data.otherBranches as { location: string }[]).some(
        (b) => b.location === 'Maryland',
      );
    expect(await listed()).toBe(true);
    for (const [who, code] of [
      [null, 401],
      [{ userId: ids.customerA, role: 'Customer' }, 403],
      [{ userId: ids.ibadanOwner, role: 'Business' }, 403],
    ] as const)
      expect((await status(who, false)).status).toBe(code);
    expect((await api.get(`/api/Branch/GetById/${id}`)).status).toBe(200);

    const closed = await status(owner, false);
    expect([closed.status, closed.body.message]).toEqual([200, 'Branch closed.']);
    expect((await api.get(`/api/Branch/GetById/${id}`)).status).toBe(404);
    expect(await listed()).toBe(false);
    expect((await status(owner, true)).status).toBe(200);
    expect((await api.get(`/api/Branch/GetById/${id}`)).status).toBe(200);
    expect(await listed()).toBe(true);
  });

  it('refuses to close a branch with bookings to come, listing them; nothing changes', async () => {
    const id: string = (await as(owner, '/api/Branch/Insert', { ...ikeja, location: 'Ogba', copyFrom: ids.lekki })).body
      .data;
    const [employee] = await api.db.insert(t.employees).values({ branchId: id, name: 'Ogba Ola' }).returning();
    const start = new Date(Date.now() + 3 * 86_400_000);
    const [booked] = await api.db
      .insert(t.appointments)
      .values(hourAt(id, employee!.id, start))
      .returning();
    const res = await call(owner, 'PUT', `/api/Branch/Status/${id}`, { active: false });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This branch has bookings to come. Please move or cancel them first.');
    expect(res.body.data).toEqual([expect.objectContaining({ appointmentId: booked!.id })]);
    expect((await api.get(`/api/Branch/GetById/${id}`)).status).toBe(200);

    // Nor through the business details form's Status: the same refusal, nothing of the form saved.
    const f = new FormData();
    const fields = {
      BranchId: id,
      BusinessName: 'Renamed Meanwhile',
      ContactName: 'Bisi Ade',
      Landline: '01 555 0101',
      MobileNo: '0803 555 0101',
      Email: 'glow@test.ng',
      BusinessTypeId: ids.typeHair,
      Address: '3 Herbert Macaulay Way',
      GoogleMapURL: 'https://www.google.com/maps/search/?api=1&query=6.5,3.38',
      Latitude: '6.5',
      Longitude: '3.38',
      Location: 'Ogba',
      ZipCode: '100001',
      About: 'Our Ogba branch.',
      City: 'Lagos',
      Country: 'Nigeria',
      Currency: 'NAIRA',
      Status: 'false',
    };
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    const token = await signToken(TEST_SECRET, owner, new Date());
    const viaDetails = await api.request('/api/Business/UpdateBusiness', {
      method: 'PUT',
      body: f,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(viaDetails.status, JSON.stringify(viaDetails.body)).toBe(409);
    expect(viaDetails.body.message).toBe(res.body.message);
    const [still] = await api.db.select().from(t.branches).where(eq(t.branches.id, id));
    expect(still!.status).toBe(true);
    const [business] = await api.db.select().from(t.businesses).where(eq(t.businesses.id, ids.bizLekki));
    expect(business!.businessName).not.toBe('Renamed Meanwhile');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('closing a branch while a booking is being written', () => {
  it('waits for the booking, then refuses to close with it listed; the branch stays open', async () => {
    const id: string = (await as(owner, '/api/Branch/Insert', { ...ikeja, location: 'Ojota', copyFrom: ids.lekki }))
      .body.data;
    const [employee] = await api.db.insert(t.employees).values({ branchId: id, name: 'Ojota Ola' }).returning();
    const start = new Date(Date.now() + 5 * 86_400_000);
    // A booking in flight, as book.ts writes one: the branch row held open, the appointment written, not committed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appointmentId = '';
    const booking = api.db.transaction(async (tx) => {
      await tx.execute(sql`select status from branches where id = ${id} for share`);
      const [row] = await tx
        .insert(t.appointments)
        .values(hourAt(id, employee!.id, start))
        .returning();
      appointmentId = row!.id;
      await held;
    });
    await expect.poll(() => appointmentId).not.toBe('');
    const closing = call(owner, 'PUT', `/api/Branch/Status/${id}`, { active: false });
    // The close waits for the booking's hold on the branch row.
    const waiting = async () =>
      (
        await api.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and datname = current_database()`,
        )
      ).rows[0]!.n;
    await expect.poll(waiting).toBe(1);
    release();
    await booking;
    const res = await closing;
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.data).toEqual([expect.objectContaining({ appointmentId })]);
    const [branch] = await api.db.select().from(t.branches).where(eq(t.branches.id, id));
    expect(branch!.status).toBe(true);
  });
});

describe('GET /api/Business/Branches', () => {
  it("lists the owner's own branches, the main one first", async () => {
    const res = await as({ userId: yemi, role: 'Business' }, '/api/Business/Branches');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ branchId: ids.ibadan, branchType: 'Main', businessName: 'Bodija Braids Hub' }),
    ]);
    const mine = (await as(owner, '/api/Business/Branches')).body.data as { branchId: string; branchType: string }[];
    expect(mine[0]!.branchType).toBe('Main');
    expect(mine.map((b) => b.branchId)).not.toContain(ids.ibadan);
    expect((await as({ userId: ids.customerA, role: 'Customer' }, '/api/Business/Branches')).status).toBe(403);
    expect((await as(null, '/api/Business/Branches')).status).toBe(401);
  });
});
