/**
 * The salon's day through the API: the calendar, walk-in and phone bookings, staff time off (and the database's
 * guarantee that it never overlaps a booking), no-shows, who may do each, and times in a branch's own zone across
 * the October DST change.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const CUT = 'Silk Press';
const london = {
  biz: '40000000-0000-4000-8000-0000000000a1',
  branch: '50000000-0000-4000-8000-0000000000a1',
  emp: '70000000-0000-4000-8000-0000000000a1',
  cut: '60000000-0000-4000-8000-0000000000a1',
};

async function setup(db: Parameters<typeof buildCatalog>[0]) {
  await buildCatalog(db);
  await db.insert(t.users).values({
    id: '30000000-0000-4000-8000-0000000000a1',
    fullName: 'Ngozi London',
    email: 'london-owner@test.ng',
    passwordHash: NO_PASSWORD,
    role: 'Business',
  });
  await db.insert(t.businesses).values({
    id: london.biz,
    ownerUserId: '30000000-0000-4000-8000-0000000000a1',
    businessTypeId: ids.typeHair,
    businessName: 'Peckham Braids',
    businessUrl: 'peckham-braids',
    contactName: 'Ngozi',
    email: 'peckham@test.ng',
  });
  await db.insert(t.branches).values({
    id: london.branch,
    businessId: london.biz,
    branchUrl: 'peckham-braids',
    location: 'Peckham',
    address: '1 Rye Lane',
    city: 'London',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
  });
  await db
    .insert(t.branchTimings)
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((d) => ({ branchId: london.branch, dayOfWeek: d, openingTime: 9, closingTime: 17 })),
    );
  await db.insert(t.employees).values({ id: london.emp, branchId: london.branch, name: 'Kemi Ade' });
  await db.insert(t.services).values({
    id: london.cut,
    branchId: london.branch,
    categoryId: ids.catHair,
    serviceName: 'Silk Press',
    price: 40,
    durationHours: 1,
  });
}

// Monday 23 Nov 2026, 10:10 in Lagos (the Lekki branch opens Mondays 9-19 and has a 60-minute minimum notice).
let clock = new Date('2026-11-23T09:10:00Z');
const api = useTestApi(setup, () => clock);

type Who = 'salon' | 'other' | 'customer' | 'london' | null;
const token = (who: Exclude<Who, null>) =>
  signToken(
    TEST_SECRET,
    who === 'customer'
      ? { userId: ids.customerA, role: 'Customer' }
      : {
          userId:
            who === 'london' ? '30000000-0000-4000-8000-0000000000a1' : who === 'other' ? ids.ibadanOwner : ids.owner,
          role: 'Business',
          branchId: who === 'salon' ? ids.lekki : who === 'other' ? ids.ibadan : london.branch,
        },
    clock,
  );
const call = async (who: Who, path: string, init: RequestInit = {}) =>
  api.request(path, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(who ? { Authorization: `Bearer ${await token(who)}` } : {}) },
  });
const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const walkIn = (who: Who, start: string, extra: Record<string, unknown> = {}) =>
  call(
    who,
    '/api/Appointment/InsertBySalon',
    json('POST', {
      startDateTime: start,
      branchEmployeeId: ids.emp1,
      appointmentServices: [{ serviceId: ids.cut }],
      customer: { fullName: 'Walk-in Wale', phoneNumber: '0803 555 0101' },
      ...extra,
    }),
  );
const timeOff = (who: Who, start: string, end: string, employee: string = ids.emp2) =>
  call(
    who,
    '/api/BranchEmployee/TimeOff',
    json('POST', { branchEmployeeId: employee, startDateTime: start, endDateTime: end, reason: 'Lunch' }),
  );
const countRows = async (table: 'appointments' | 'employee_time_off' | 'salon_guests') =>
  Number(((await api.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n);

describe('walk-in and phone bookings (InsertBySalon)', () => {
  it('books a walk-in from now on (no minimum notice), as a guest of the salon, source SALON', async () => {
    // 10:30 Lagos is 20 minutes away: too soon for a customer online, fine for the salon.
    const online = await call(
      'customer',
      '/api/Appointment/Insert',
      json('POST', {
        startDateTime: '2026-11-23T10:30:00+01:00',
        branchEmployeeId: ids.emp1,
        appointmentServices: [{ serviceId: ids.cut }],
      }),
    );
    expect(online.status).toBe(409);
    const res = await walkIn('salon', '2026-11-23T10:30:00+01:00');
    expect(res.status).toBe(200);
    const [row] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, res.body.data));
    expect(row).toMatchObject({ source: 'SALON', userId: null, subTotal: 15000, bookingStatus: 'PENDING' });
    expect(row!.endAt.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    const [guest] = await api.db.select().from(t.salonGuests).where(eq(t.salonGuests.id, row!.guestId!));
    // Kept in E.164, however the salon wrote it.
    expect(guest).toMatchObject({ branchId: ids.lekki, fullName: 'Walk-in Wale', phoneNumber: '+2348035550101' });
    // No e-mail given: nobody is mailed (the salon booked it itself).
    expect((await api.get('/dev/mailbox.json?to=kinks-coils-lekki@test.ng')).body.data).toEqual([]);
    const list = (await call('salon', `/api/Appointment/GetByBranchId?BranchId=${ids.lekki}`)).body.data;
    expect(list.find((a: { appointmentId: string }) => a.appointmentId === row!.id)).toMatchObject({
      customerName: 'Walk-in Wale',
      customerPhone: '+2348035550101',
      source: 'SALON',
      timeZone: 'Africa/Lagos',
    });
  });

  it('finds the same guest again by phone, and links an e-mail of a customer account to it, with a mail', async () => {
    const guests = await countRows('salon_guests');
    // The same number written another way is the same guest.
    const again = await walkIn('salon', '2026-11-23T14:00:00+01:00', {
      customer: { fullName: 'Wale Adebayo', phoneNumber: '+234 (803) 555-0101' },
    });
    expect(again.status).toBe(200);
    expect(await countRows('salon_guests')).toBe(guests);
    const [first] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, again.body.data));
    const [guest] = await api.db.select().from(t.salonGuests).where(eq(t.salonGuests.id, first!.guestId!));
    expect(guest).toMatchObject({ fullName: 'Wale Adebayo', phoneNumber: '+2348035550101' });
    const phone = await walkIn('salon', '2026-11-23T16:00:00+01:00', {
      branchEmployeeId: ids.emp2,
      customer: { fullName: 'Chiamaka on the phone', phoneNumber: '0803 000 0002', email: 'A@test.ng' },
    });
    expect(phone.status).toBe(200);
    const [row] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, phone.body.data));
    expect(row).toMatchObject({ userId: ids.customerA, guestId: null, source: 'SALON' });
    const mine = (await call('customer', '/api/Appointment/GetByUser')).body.data;
    expect(mine.some((a: { appointmentId: string }) => a.appointmentId === row!.id)).toBe(true);
    const mail = (await api.get('/dev/mailbox.json?to=a@test.ng')).body.data;
    expect(mail[0].subject).toMatch(/^Booking confirmed: Kinks & Coils Studio, Monday, 23 November 2026/);
    expect(mail[0].attachments).toEqual(['appointment.ics']);
  });

  it('never over another booking, outside the hours, or in the past; bad input gets a message', async () => {
    const before = await countRows('appointments');
    // Each refusal says what to change: the services run into Tolu's next booking, or past the day's hours.
    const clash = await walkIn('salon', '2026-11-23T10:30:00+01:00');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'The services chosen would run into another booking or time off of Tolu Bakare. ' +
        'Please choose another time or fewer services.',
    );
    const late = await walkIn('salon', '2026-11-23T18:30:00+01:00'); // 18:30 + 1 h 30 > 19:00
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      "The services chosen would run past Tolu Bakare's working hours from this time. " +
        'Please choose an earlier time or fewer services.',
    );
    expect((await walkIn('salon', '2026-11-23T09:30:00+01:00')).status).toBe(409); // already past
    expect((await walkIn('salon', '2026-11-24T10:00:00+01:00')).status).toBe(409); // closed on Tuesdays
    const noName = await walkIn('salon', '2026-11-23T12:00:00+01:00', { customer: { fullName: ' ' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/customer\.fullName must be at least 2 characters/);
    const badTime = await walkIn('salon', 'tomorrow at ten');
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toMatch(/startDateTime must be a date-time/);
    const guests = await countRows('salon_guests');
    for (const phoneNumber of ['0803 555', '01 234 5678', 'ask Wale'])
      expect(
        await walkIn('salon', '2026-11-23T12:00:00+01:00', { customer: { fullName: 'Landline Lola', phoneNumber } }),
      ).toEqual({
        status: 400,
        body: { status: 'Error', message: 'Please enter a mobile number, like 0803 555 0142.' },
      });
    expect(await countRows('salon_guests')).toBe(guests);
    const noServices = await walkIn('salon', '2026-11-23T12:00:00+01:00', { appointmentServices: [] });
    expect(noServices.body.message).toMatch(/appointmentServices must list at least one service/);
    const foreign = await walkIn('salon', '2026-11-23T12:00:00+01:00', {
      appointmentServices: [{ serviceId: ids.ibadanBraids }],
    });
    expect(foreign.status).toBe(400);
    expect(await countRows('appointments')).toBe(before);
  });

  it('is refused to another salon, a customer and anyone without a token; nothing changes', async () => {
    const before = await countRows('appointments');
    const other = await walkIn('other', '2026-11-23T12:00:00+01:00');
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/not on your salon's staff/);
    expect((await walkIn('customer', '2026-11-23T12:00:00+01:00')).status).toBe(403);
    expect((await walkIn(null, '2026-11-23T12:00:00+01:00')).status).toBe(401);
    expect(await countRows('appointments')).toBe(before);
  });
});

describe('staff time off', () => {
  it('blocks the time: the employee is not offered, and when nobody is free the slot disappears', async () => {
    const slotQuery = `BranchId=${ids.lekki}&AppointmentDate=2026-11-30&ServiceIds=${ids.manicure}`;
    const before = (await api.get(`/api/Branch/TodaysAvailability?${slotQuery}`)).body.data as string[];
    expect(before).toContain('2026-11-30T12:00:00.000Z');
    const res = await timeOff('salon', '2026-11-30T13:00:00+01:00', '2026-11-30T14:00:00+01:00');
    expect(res.status).toBe(200);
    const free = await api.get(
      `/api/BranchEmployee/GetByBranch?BranchId=${ids.lekki}&AppointmentDate=2026-11-30T13:00:00%2B01:00` +
        `&ServiceIds=${ids.manicure}`,
    );
    expect(free.body.data).toEqual([{ name: 'Tolu Bakare', branchEmployeeId: ids.emp1 }]);
    expect((await timeOff('salon', '2026-11-30T12:00:00+01:00', '2026-11-30T15:00:00+01:00', ids.emp1)).status).toBe(
      200,
    );
    const after = (await api.get(`/api/Branch/TodaysAvailability?${slotQuery}`)).body.data as string[];
    expect(after).not.toContain('2026-11-30T12:00:00.000Z');
    expect(after).toContain('2026-11-30T14:00:00.000Z');
    // Neither a customer nor the salon can book into it.
    const online = await call(
      'customer',
      '/api/Appointment/Insert',
      json('POST', {
        startDateTime: '2026-11-30T13:00:00+01:00',
        branchEmployeeId: ids.emp2,
        appointmentServices: [{ serviceId: ids.manicure }],
      }),
    );
    expect(online.status).toBe(409);
    expect((await walkIn('salon', '2026-11-30T12:30:00+01:00')).status).toBe(409);
  });

  it('is refused over live bookings (409 lists them) and over other time off', async () => {
    const booked = await walkIn('salon', '2026-11-30T16:00:00+01:00', { branchEmployeeId: ids.emp2 });
    expect(booked.status).toBe(200);
    const clash = await timeOff('salon', '2026-11-30T15:00:00+01:00', '2026-11-30T19:00:00+01:00');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/overlaps bookings/);
    expect(clash.body.data).toEqual([
      expect.objectContaining({
        appointmentId: booked.body.data,
        startDateTime: '2026-11-30T15:00:00.000Z',
        endDateTime: '2026-11-30T16:30:00.000Z',
      }),
    ]);
    const twice = await timeOff('salon', '2026-11-30T13:30:00+01:00', '2026-11-30T14:30:00+01:00');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already has time off/);
  });

  it('the database itself keeps bookings and time off apart (employee_busy exclusion)', async () => {
    const base = { userId: ids.customerA, branchId: ids.lekki, branchEmployeeId: ids.emp2, subTotal: 1, total: 1 };
    // Over the 13:00-14:00 Lagos time off on 30 Nov, skipping the API.
    await expect(
      api.db
        .insert(t.appointments)
        .values({ ...base, startAt: new Date('2026-11-30T12:30:00Z'), endAt: new Date('2026-11-30T13:30:00Z') }),
    ).rejects.toThrow();
    await expect(
      api.db.insert(t.employeeTimeOff).values({
        employeeId: ids.emp2,
        branchId: ids.lekki,
        startAt: new Date('2026-11-30T15:15:00Z'),
        endAt: new Date('2026-11-30T15:45:00Z'),
      }),
    ).rejects.toThrow();
    // A cancelled booking frees its time; moving a booking moves its busy time with it.
    const [a] = await api.db
      .insert(t.appointments)
      .values({ ...base, startAt: new Date('2026-12-07T10:00:00Z'), endAt: new Date('2026-12-07T11:00:00Z') })
      .returning();
    const offAt = { employeeId: ids.emp2, branchId: ids.lekki, startAt: new Date('2026-12-07T10:00:00Z') };
    await expect(
      api.db.insert(t.employeeTimeOff).values({ ...offAt, endAt: new Date('2026-12-07T10:30:00Z') }),
    ).rejects.toThrow();
    await api.db.update(t.appointments).set({ bookingStatus: 'CANCELLED' }).where(eq(t.appointments.id, a!.id));
    await api.db.insert(t.employeeTimeOff).values({ ...offAt, endAt: new Date('2026-12-07T10:30:00Z') });
    await expect(
      api.db.update(t.appointments).set({ bookingStatus: 'PENDING' }).where(eq(t.appointments.id, a!.id)),
    ).rejects.toThrow();
  });

  it('lists and removes time off; the slot comes back', async () => {
    const list = await call('salon', `/api/BranchEmployee/TimeOff?BranchId=${ids.lekki}&From=2026-11-30&To=2026-11-30`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { employeeName: string; reason: string }) => x.employeeName)).toEqual([
      'Tolu Bakare',
      'Aisha Musa',
    ]);
    const aisha = list.body.data.find((x: { branchEmployeeId: string }) => x.branchEmployeeId === ids.emp2);
    expect(aisha).toMatchObject({
      startDateTime: '2026-11-30T12:00:00.000Z',
      endDateTime: '2026-11-30T13:00:00.000Z',
      reason: 'Lunch',
    });
    // Another salon cannot remove it, nor see the list.
    expect((await call('other', `/api/BranchEmployee/TimeOff/${aisha.timeOffId}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(
      (await call('other', `/api/BranchEmployee/TimeOff?BranchId=${ids.lekki}&From=2026-11-30&To=2026-11-30`)).status,
    ).toBe(403);
    const removed = await call('salon', `/api/BranchEmployee/TimeOff/${aisha.timeOffId}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const free = await api.get(
      `/api/BranchEmployee/GetByBranch?BranchId=${ids.lekki}&AppointmentDate=2026-11-30T13:00:00%2B01:00` +
        `&ServiceIds=${ids.manicure}`,
    );
    // Tolu is still off; Aisha is free again, so the slot is offered again.
    expect(free.body.data).toEqual([{ name: 'Aisha Musa', branchEmployeeId: ids.emp2 }]);
    const slots = (await api.get(`/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=2026-11-30`))
      .body.data as string[];
    expect(slots).toContain('2026-11-30T12:00:00.000Z');
    expect((await call('salon', `/api/BranchEmployee/TimeOff/${aisha.timeOffId}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('refuses bad input, other salons, customers and anonymous callers; nothing changes', async () => {
    const before = await countRows('employee_time_off');
    const backwards = await timeOff('salon', '2026-12-01T14:00:00+01:00', '2026-12-01T13:00:00+01:00');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/end of the time off must be after its start/);
    const long = await timeOff('salon', '2026-12-01T14:00:00+01:00', '2027-03-01T13:00:00+01:00');
    expect(long.body.message).toMatch(/at most 62 days/);
    const noOffset = await timeOff('salon', '2026-12-01T14:00:00', '2026-12-01T15:00:00+01:00');
    expect(noOffset.status).toBe(400);
    expect(noOffset.body.message).toMatch(/startDateTime must be a date-time with an offset/);
    const past = await timeOff('salon', '2026-11-23T08:00:00+01:00', '2026-11-23T09:00:00+01:00');
    expect(past.body.message).toMatch(/already over/);
    expect((await timeOff('other', '2026-12-01T14:00:00+01:00', '2026-12-01T15:00:00+01:00')).status).toBe(403);
    expect((await timeOff('customer', '2026-12-01T14:00:00+01:00', '2026-12-01T15:00:00+01:00')).status).toBe(403);
    expect((await timeOff(null, '2026-12-01T14:00:00+01:00', '2026-12-01T15:00:00+01:00')).status).toBe(401);
    expect(await countRows('employee_time_off')).toBe(before);
  });
});

describe('the calendar', () => {
  it('answers staff with hours and time off, and every appointment of the range, in the branch zone', async () => {
    const res = await call('salon', `/api/Appointment/Calendar?BranchId=${ids.lekki}&From=2026-11-23&To=2026-11-30`);
    expect(res.status).toBe(200);
    const cal = res.body.data;
    expect(cal.timeZone).toBe('Africa/Lagos');
    expect(cal.employees.map((e: { name: string }) => e.name)).toEqual(['Aisha Musa', 'Tolu Bakare']);
    const tolu = cal.employees.find((e: { branchEmployeeId: string }) => e.branchEmployeeId === ids.emp1);
    // Open Mondays 9-19 and Saturdays 10-16, in Lagos time.
    expect(tolu.workingHours).toEqual([
      { date: '2026-11-23', start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T18:00:00.000Z' },
      { date: '2026-11-28', start: '2026-11-28T09:00:00.000Z', end: '2026-11-28T15:00:00.000Z' },
      { date: '2026-11-30', start: '2026-11-30T08:00:00.000Z', end: '2026-11-30T18:00:00.000Z' },
    ]);
    expect(tolu.timeOff).toEqual([
      expect.objectContaining({ startDateTime: '2026-11-30T11:00:00.000Z', endDateTime: '2026-11-30T14:00:00.000Z' }),
    ]);
    const walk = cal.appointments.find(
      (a: { startDateTime: string }) => a.startDateTime === '2026-11-23T09:30:00.000Z',
    );
    expect(walk).toMatchObject({
      branchEmployeeId: ids.emp1,
      customerName: 'Walk-in Wale', // the latest name the salon gave for this phone number
      customerPhone: '+2348035550101',
      services: [CUT],
      endDateTime: '2026-11-23T11:00:00.000Z',
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      source: 'SALON',
    });
    expect(cal.appointments.every((a: { startDateTime: string }) => a.startDateTime < '2026-12-01')).toBe(true);
  });

  it('refuses more than 31 days, a reversed or bad range, other salons, customers and anonymous callers', async () => {
    const path = (branch: string, from: string, to: string) =>
      `/api/Appointment/Calendar?BranchId=${branch}&From=${from}&To=${to}`;
    expect((await call('salon', path(ids.lekki, '2026-11-01', '2026-12-01'))).status).toBe(200);
    const long = await call('salon', path(ids.lekki, '2026-11-01', '2026-12-02'));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 31 days/);
    expect((await call('salon', path(ids.lekki, '2026-11-05', '2026-11-01'))).body.message).toMatch(
      /To must not be before From/,
    );
    expect((await call('salon', path(ids.lekki, '2026-02-30', '2026-03-01'))).body.message).toMatch(
      /From must be a date/,
    );
    expect((await call('other', path(ids.lekki, '2026-11-23', '2026-11-23'))).status).toBe(403);
    expect((await call('customer', path(ids.lekki, '2026-11-23', '2026-11-23'))).status).toBe(403);
    expect((await call(null, path(ids.lekki, '2026-11-23', '2026-11-23'))).status).toBe(401);
  });
});

describe('no-show', () => {
  it('only after the start, only the salon, never cancelled or completed; shown to both sides', async () => {
    const res = await walkIn('salon', '2026-11-23T12:00:00+01:00', {
      customer: { fullName: 'Chiamaka', email: 'a@test.ng' },
    });
    expect(res.status).toBe(200);
    const id = res.body.data as string;
    const early = await call('salon', `/api/Appointment/NoShow/${id}`, { method: 'PUT' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/only once it has started/);
    clock = new Date('2026-11-23T11:20:00Z'); // 12:20 Lagos
    expect((await call('other', `/api/Appointment/NoShow/${id}`, { method: 'PUT' })).status).toBe(403);
    expect((await call('customer', `/api/Appointment/NoShow/${id}`, { method: 'PUT' })).status).toBe(403);
    expect((await call(null, `/api/Appointment/NoShow/${id}`, { method: 'PUT' })).status).toBe(401);
    const [still] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, id));
    expect(still!.bookingStatus).toBe('PENDING');
    const done = await call('salon', `/api/Appointment/NoShow/${id}`, { method: 'PUT' });
    expect(done).toMatchObject({ status: 200, body: { message: 'Marked as a no-show.' } });
    expect((await call('salon', `/api/Appointment/NoShow/${id}`, { method: 'PUT' })).status).toBe(409);
    expect((await call('salon', `/api/Appointment/Completed/${id}`, { method: 'POST' })).status).toBe(409);
    expect((await call('salon', `/api/Appointment/CancelBooking?AppointmentId=${id}`, { method: 'PUT' })).status).toBe(
      409,
    );
    const mine = (await call('customer', '/api/Appointment/GetByStatus?Status=NO_SHOW')).body.data;
    expect(mine.map((a: { appointmentId: string }) => a.appointmentId)).toEqual([id]);
    // The salon sees the earlier no-show on the customer's next appointment.
    const next = await walkIn('salon', '2026-11-23T16:00:00+01:00', {
      branchEmployeeId: ids.emp1,
      customer: { fullName: 'Chiamaka', email: 'a@test.ng' },
    });
    const detail = await call('salon', `/api/Appointment/GetById?id=${next.body.data}`);
    expect(detail.body.data.customerNoShows).toBe(1);
    const own = await call('customer', `/api/Appointment/GetById?id=${next.body.data}`);
    expect(own.body.data.customerNoShows).toBeUndefined();
  });

  it('a completed appointment cannot be a no-show', async () => {
    const res = await walkIn('salon', '2026-11-28T10:00:00+01:00');
    clock = new Date('2026-11-28T09:30:00Z');
    expect((await call('salon', `/api/Appointment/Completed/${res.body.data}`, { method: 'POST' })).status).toBe(200);
    const late = await call('salon', `/api/Appointment/NoShow/${res.body.data}`, { method: 'PUT' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/completed/);
  });
});

describe('a branch in Europe/London, across the October DST change', () => {
  it('offers, books, shows and mails times in London time before and after the clocks go back', async () => {
    clock = new Date('2026-10-23T07:00:00Z'); // Friday 23 Oct, 08:00 in London (BST, UTC+1)
    const slots = async (date: string) =>
      (await api.get(`/api/Branch/TodaysAvailability?BranchId=${london.branch}&AppointmentDate=${date}`)).body.data;
    expect((await slots('2026-10-24'))[0]).toBe('2026-10-24T08:00:00.000Z'); // 09:00 BST
    expect((await slots('2026-10-26'))[0]).toBe('2026-10-26T09:00:00.000Z'); // 09:00 GMT
    const booked = await call(
      'london',
      '/api/Appointment/InsertBySalon',
      json('POST', {
        startDateTime: '2026-10-26T09:00:00Z',
        branchEmployeeId: london.emp,
        appointmentServices: [{ serviceId: london.cut }],
        customer: { fullName: 'Tunde', email: 'tunde@example.com' },
      }),
    );
    expect(booked.status).toBe(200);
    const cal = (
      await call('london', `/api/Appointment/Calendar?BranchId=${london.branch}&From=2026-10-24&To=2026-10-26`)
    ).body.data;
    expect(cal.timeZone).toBe('Europe/London');
    expect(cal.employees[0].workingHours).toEqual([
      { date: '2026-10-24', start: '2026-10-24T08:00:00.000Z', end: '2026-10-24T16:00:00.000Z' },
      { date: '2026-10-25', start: '2026-10-25T09:00:00.000Z', end: '2026-10-25T17:00:00.000Z' },
      { date: '2026-10-26', start: '2026-10-26T09:00:00.000Z', end: '2026-10-26T17:00:00.000Z' },
    ]);
    expect(cal.appointments).toHaveLength(1);
    const mail = (await api.get('/dev/mailbox.json?to=tunde@example.com')).body.data;
    expect(mail[0].subject).toBe('Booking confirmed: Peckham Braids, Monday, 26 October 2026 at 09:00 (Europe/London)');
    const [row] = await api.db
      .select()
      .from(t.mailOutbox)
      .where(sql`${t.mailOutbox.toAddress} = 'tunde@example.com'`);
    expect(row!.attachments![0]!.content).toMatch(/DTSTART:20261026T090000Z/);
    // The salon's own calendar day in London starts at London midnight, whatever Lagos says.
    const list = (await call('london', `/api/Appointment/GetByBranchId?BranchId=${london.branch}`)).body.data;
    expect(list[0]).toMatchObject({ timeZone: 'Europe/London', source: 'SALON' });
  });
});
