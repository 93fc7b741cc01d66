/**
 * Reports (issue 32) on both databases, every figure checked against a small fixture computed by hand: a week of
 * Lekki (Lagos) with a visit at 23:30 local time (its local day, not UTC's), a booking at 00:30 local time on the
 * Monday that UTC still calls Sunday, a no-show whose deposit the salon kept, a late and an in-time cancellation, an
 * unpaid hold that ran out (never a booking), time off that shortens working minutes, a returning and a new customer.
 * Permissions, bad periods, an empty period, and the CSV parsed back.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { fixtureCaller, TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const GUEST = 'a1000000-0000-4000-8000-000000000001';
/** A second branch of the Lekki business, in Nairobi's zone (UTC+3), for a report of every branch. */
const NAIROBI = '50000000-0000-4000-8000-0000000000a1';
const NAIROBI_STYLIST = '70000000-0000-4000-8000-0000000000a1';
const MANAGER = '30000000-0000-4000-8000-0000000000e1';
const STYLIST = '30000000-0000-4000-8000-0000000000e2';
const H = 3_600_000;

/** An appointment as the report reads it, with its service lines. */
async function visit(
  db: Db,
  a: {
    start: string;
    minutes: number;
    employee: string;
    customer: { userId: string } | { guestId: string };
    total: number;
    service: string;
    name: string;
    status?: 'PENDING' | 'BOOKED' | 'CANCELLED' | 'NO_SHOW';
    paid?: boolean;
    source?: 'ONLINE' | 'SALON';
    cancelledHoursBefore?: number;
  },
) {
  const id = randomUUID();
  const startAt = new Date(a.start);
  const endAt = new Date(startAt.getTime() + a.minutes * 60_000);
  await db.insert(t.appointments).values({
    id,
    ...a.customer,
    branchId: ids.lekki,
    branchEmployeeId: a.employee,
    startAt,
    endAt,
    bookingStatus: a.status ?? (a.paid ? 'BOOKED' : 'PENDING'),
    paymentStatus: a.paid ? 'RECEIVED' : 'PENDING',
    source: a.source ?? 'ONLINE',
    subTotal: a.total,
    total: a.total,
    cancelledAt: a.cancelledHoursBefore === undefined ? null : new Date(startAt.getTime() - a.cancelledHoursBefore * H),
  });
  await db.insert(t.appointmentServices).values({
    appointmentId: id,
    serviceId: a.service,
    serviceName: a.name,
    price: a.total,
    startAt,
    endAt,
    durationMinutes: a.minutes,
  });
  return id;
}

const deposit = (db: Db, appointmentId: string, amount: number, status: 'KEPT' | 'EXPIRED') =>
  db.insert(t.deposits).values({
    appointmentId,
    branchId: ids.lekki,
    amount,
    status,
    txRef: `dep-${appointmentId}`,
    holdUntil: new Date('2026-11-01T00:00:00Z'),
  });

async function setup(db: Db) {
  await buildCatalog(db);
  await db.insert(t.salonGuests).values({ id: GUEST, branchId: ids.lekki, fullName: 'Walk-in Wale', phoneNumber: '' });
  await db.insert(t.users).values([
    { id: MANAGER, fullName: 'Mgr', email: 'mgr@reports.ng', passwordHash: NO_PASSWORD, role: 'Business' },
    { id: STYLIST, fullName: 'Sty', email: 'sty@reports.ng', passwordHash: NO_PASSWORD, role: 'Business' },
  ]);
  const joinedAt = new Date('2026-10-01T00:00:00Z');
  await db.insert(t.teamMembers).values([
    { branchId: ids.lekki, email: 'mgr@reports.ng', fullName: 'Mgr', role: 'MANAGER', userId: MANAGER, joinedAt },
    {
      branchId: ids.lekki,
      email: 'sty@reports.ng',
      fullName: 'Sty',
      role: 'STYLIST',
      userId: STYLIST,
      branchEmployeeId: ids.emp1,
      joinedAt,
    },
  ]);
  const A = { userId: ids.customerA };
  const B = { userId: ids.customerB };
  const G = { guestId: GUEST };
  const cut = { service: ids.cut, name: 'Silk Press' };
  const mani = { service: ids.manicure, name: 'Gel Manicure' };
  // The previous week (26 Oct - 1 Nov): A's completed visit (so A returns), the guest's cancelled one.
  await visit(db, {
    start: '2026-10-28T09:00:00Z',
    minutes: 60,
    employee: ids.emp1,
    customer: A,
    total: 10000,
    ...cut,
    paid: true,
  });
  await visit(db, {
    start: '2026-10-29T09:00:00Z',
    minutes: 30,
    employee: ids.emp2,
    customer: G,
    total: 5000,
    ...mani,
    status: 'CANCELLED',
  });
  // The week of Monday 2 November.
  await visit(db, {
    start: '2026-11-02T09:00:00Z',
    minutes: 60,
    employee: ids.emp1,
    customer: A,
    total: 8500,
    ...cut,
    paid: true,
  }); // Mon 10:00
  await visit(db, {
    start: '2026-11-02T22:30:00Z',
    minutes: 30,
    employee: ids.emp2,
    customer: G,
    total: 5000,
    ...mani,
    paid: true,
    source: 'SALON',
  }); // Mon 23:30
  const noShow = await visit(db, {
    start: '2026-11-01T23:30:00Z',
    minutes: 45,
    employee: ids.emp1,
    customer: B,
    total: 6000,
    ...mani,
    status: 'NO_SHOW',
  }); // Mon 00:30
  await deposit(db, noShow, 120_000, 'KEPT');
  await visit(db, {
    start: '2026-11-07T10:00:00Z',
    minutes: 60,
    employee: ids.emp1,
    customer: A,
    total: 7000,
    ...cut,
    status: 'CANCELLED',
    cancelledHoursBefore: 2,
  }); // Sat 11:00, late
  await visit(db, {
    start: '2026-11-07T11:00:00Z',
    minutes: 60,
    employee: ids.emp2,
    customer: B,
    total: 7000,
    ...cut,
    status: 'CANCELLED',
    cancelledHoursBefore: 48,
  }); // in time
  await visit(db, {
    start: '2026-11-07T13:00:00Z',
    minutes: 60,
    employee: ids.emp2,
    customer: B,
    total: 4000,
    ...mani,
    status: 'BOOKED',
  }); // Sat 14:00
  const unpaid = await visit(db, {
    start: '2026-11-07T14:30:00Z',
    minutes: 60,
    employee: ids.emp1,
    customer: A,
    total: 9000,
    ...cut,
    status: 'CANCELLED',
  });
  await deposit(db, unpaid, 180_000, 'EXPIRED');
  // Outside: 00:30 on Monday 9 November in Lagos, though UTC still says the 8th.
  await visit(db, {
    start: '2026-11-08T23:30:00Z',
    minutes: 30,
    employee: ids.emp1,
    customer: A,
    total: 3000,
    ...mani,
    paid: true,
  });
  // Nairobi: 00:30 on Monday 2 November there (21:30 UTC on the 1st) is in the week; 01:30 on the 9th is not.
  await db.insert(t.branches).values({
    id: NAIROBI,
    businessId: ids.bizLekki,
    branchUrl: 'kinks-coils-nairobi',
    location: 'Westlands',
    address: '1 Waiyaki Way',
    city: 'Nairobi',
    timeZone: 'Africa/Nairobi',
  });
  await db.insert(t.employees).values({ id: NAIROBI_STYLIST, branchId: NAIROBI, name: 'Wanjiru' });
  for (const start of ['2026-11-01T21:30:00Z', '2026-11-08T22:30:00Z'])
    await db.insert(t.appointments).values({
      userId: ids.customerB,
      branchId: NAIROBI,
      branchEmployeeId: NAIROBI_STYLIST,
      startAt: new Date(start),
      endAt: new Date(Date.parse(start) + 30 * 60_000),
      bookingStatus: 'BOOKED',
      paymentStatus: 'RECEIVED',
      subTotal: 2000,
      total: 2000,
    });
  // Aisha is off 10:00-12:00 on the Saturday.
  await db.insert(t.employeeTimeOff).values({
    employeeId: ids.emp2,
    branchId: ids.lekki,
    startAt: new Date('2026-11-07T09:00:00Z'),
    endAt: new Date('2026-11-07T11:00:00Z'),
  });
}

const clock = new Date('2026-11-20T10:00:00Z');
const api = useTestApi(setup, () => clock);
const call = fixtureCaller(api, () => clock);
const as = async (userId: string, path: string) =>
  api.request(path, {
    headers: { Authorization: `Bearer ${await signToken(TEST_SECRET, { userId, role: 'Business' }, clock)}` },
  });
const WEEK = `BranchId=${ids.lekki}&From=2026-11-02&To=2026-11-08`;

describe('the summary', () => {
  it('adds up every figure as computed by hand', async () => {
    const res = await call('X', `/api/Reports/Summary?${WEEK}`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.timeZone).toBe('Africa/Lagos');
    expect(r.totals).toEqual({
      bookings: 6,
      completed: 2,
      cancelled: 2,
      lateCancelled: 1,
      noShows: 1,
      online: 5,
      salon: 1,
      revenue: 14700, // 8,500 + 5,000 completed, 1,200 deposit kept
      depositsKept: 1200,
      averageTicket: 6750,
      noShowRate: 0.25, // 1 of the 4 that were due
      cancellationRate: 2 / 6,
      lateCancellationRate: 1 / 6,
    });
    expect(r.previous).toMatchObject({ bookings: 2, completed: 1, cancelled: 1, lateCancelled: 0, revenue: 10000 });
    expect(r.days).toHaveLength(7);
    expect(r.days[0]).toEqual({ date: '2026-11-02', bookings: 3, revenue: 14700 });
    expect(r.days[5]).toEqual({ date: '2026-11-07', bookings: 3, revenue: 0 });
    expect(r.days[6]).toEqual({ date: '2026-11-08', bookings: 0, revenue: 0 });
    // Mondays 9-19 and Saturdays 10-16: 960 minutes; Aisha's two hours off leave 840.
    expect(r.employees).toEqual([
      {
        branchEmployeeId: ids.emp2,
        name: 'Aisha Musa',
        bookedMinutes: 90,
        workingMinutes: 840,
        occupancy: 90 / 840,
        revenue: 5000,
        noShows: 0,
      },
      {
        branchEmployeeId: ids.emp1,
        name: 'Tolu Bakare',
        bookedMinutes: 105,
        workingMinutes: 960,
        occupancy: 105 / 960,
        revenue: 9700,
        noShows: 1,
      },
    ]);
    expect(r.customers).toEqual({
      new: 1,
      returning: 1,
      top: [
        { name: 'Chiamaka Nwosu Okafor', visits: 1, revenue: 8500 },
        { name: 'Walk-in Wale', visits: 1, revenue: 5000 },
      ],
    });
    expect(r.services.byRevenue.map((s: { name: string; revenue: number }) => [s.name, s.revenue])).toEqual([
      ['Silk Press', 8500],
      ['Gel Manicure', 5000],
    ]);
    expect(r.services.byCount.map((s: { name: string; count: number }) => [s.name, s.count])).toEqual([
      ['Gel Manicure', 1],
      ['Silk Press', 1],
    ]);
    expect(r.heatmap).toEqual([
      { weekday: 1, hour: 0, bookings: 1 },
      { weekday: 1, hour: 10, bookings: 1 },
      { weekday: 1, hour: 23, bookings: 1 },
      { weekday: 6, hour: 14, bookings: 1 },
    ]);
    // Every branch the owner owns, each in its own zone: Nairobi adds its visit of Monday 00:30 there.
    const all = (await call('X', `/api/Reports/Summary?BranchId=all&From=2026-11-02&To=2026-11-08`)).body.data;
    expect(all.totals).toMatchObject({ bookings: 7, completed: 3, revenue: 16700, online: 6 });
    expect(all.days[0]).toEqual({ date: '2026-11-02', bookings: 4, revenue: 16700 });
    expect(all.employees.map((e: { name: string }) => e.name)).toEqual(['Aisha Musa', 'Tolu Bakare', 'Wanjiru']);
    expect(all.heatmap[0]).toEqual({ weekday: 1, hour: 0, bookings: 2 });
  });

  it('owners and managers of the branch only; bad periods refused; an empty one is zeros', async () => {
    expect((await as(MANAGER, `/api/Reports/Summary?${WEEK}`)).status).toBe(200);
    expect((await as(MANAGER, `/api/Reports/Summary?BranchId=all&From=2026-11-02&To=2026-11-08`)).status).toBe(403);
    expect((await as(STYLIST, `/api/Reports/Summary?${WEEK}`)).status).toBe(403);
    expect((await call('Y', `/api/Reports/Summary?${WEEK}`)).status).toBe(403);
    expect((await call('A', `/api/Reports/Summary?${WEEK}`)).status).toBe(403);
    expect((await call(null, `/api/Reports/Summary?${WEEK}`)).status).toBe(401);
    const long = await call('X', `/api/Reports/Summary?BranchId=${ids.lekki}&From=2025-11-01&To=2026-11-02`);
    expect(long).toMatchObject({ status: 400, body: { message: expect.stringMatching(/at most 366 days/) } });
    const reversed = await call('X', `/api/Reports/Summary?BranchId=${ids.lekki}&From=2026-11-08&To=2026-11-02`);
    expect(reversed).toMatchObject({ status: 400, body: { message: expect.stringMatching(/must not be before/) } });
    expect((await call('X', `/api/Reports/Summary?BranchId=${ids.lekki}&From=2026-02-30&To=2026-03-02`)).status).toBe(
      400,
    );
    const empty = await call('X', `/api/Reports/Summary?BranchId=${ids.lekki}&From=2026-06-01&To=2026-06-30`);
    expect(empty.body.message).toBe('No appointments in this period.');
    expect(empty.body.data.totals).toMatchObject({ bookings: 0, revenue: 0, noShowRate: 0, averageTicket: 0 });
    expect(empty.body.data.days).toHaveLength(30);
  });
});

describe('the export', () => {
  it('is CSV with a header row whose rows add up to the summary', async () => {
    const token = await signToken(TEST_SECRET, { userId: ids.owner, role: 'Business' }, clock);
    const res = await api.app.request(`/api/Reports/Export?${WEEK}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report-2026-11-02-to-2026-11-08.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte order mark first, so spreadsheets read UTF-8; decoding drops it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Appointment,Date,Start,End,Customer,Employee,Services,Status,')).toBe(true);
    const [header, ...rows] = text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows).toHaveLength(6);
    const col = (name: string) => header!.indexOf(name);
    const count = (name: string, value: string) => rows.filter((r) => r[col(name)] === value).length;
    expect(count('Status', 'CANCELLED')).toBe(2);
    expect(count('Status', 'NO_SHOW')).toBe(1);
    expect(count('Payment', 'RECEIVED')).toBe(2);
    expect(count('Source', 'SALON')).toBe(1);
    const revenue = rows.reduce((sum, r) => sum + Number(r[col('Revenue (NGN)')]), 0);
    expect(revenue).toBe(14700);
    // Local times: the visit at 23:30 in Lagos is on the 2nd, the first row is 00:30 on the 2nd.
    expect(rows[0]!.slice(1, 4)).toEqual(['2026-11-02', '00:30', '01:15']);
    const late = rows.find((r) => r[col('Start')] === '23:30')!;
    expect([late[col('Date')], late[col('Customer')], late[col('Total (NGN)')]]).toEqual([
      '2026-11-02',
      'Walk-in Wale',
      '5000.00',
    ]);
    expect(rows[0]![col('Deposit (NGN)')]).toBe('1200.00');
    expect((await call('Y', `/api/Reports/Export?${WEEK}`)).status).toBe(403);
  });
});
