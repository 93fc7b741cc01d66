/** The booking flow's pure helpers (src/lib/booking.ts): months of the date strip, API dates, the appointment sent. */
import { describe, expect, it } from 'vitest';
import {
  bookingMonths,
  branchIdFromPath,
  buildAppointment,
  dayLabel,
  localDateText,
  monthIndexOf,
  monthLabel,
  monthQuery,
  todayIn,
  ZERO_ID,
} from '../../src/lib/booking.ts';
import { emptyCart, type Cart } from '../../src/stores/cart.ts';

describe('bookingMonths: the current month through the one holding the 60th day ahead', () => {
  it.each([
    [{ year: 2026, month: 12, day: 5 }, ['2026-12', '2027-1', '2027-2']],
    [{ year: 2026, month: 1, day: 1 }, ['2026-1', '2026-2', '2026-3']],
    [{ year: 2026, month: 11, day: 23 }, ['2026-11', '2026-12', '2027-1']],
    [{ year: 2026, month: 3, day: 1 }, ['2026-3', '2026-4']],
  ])('from %o', (today, expected) => {
    expect(bookingMonths(today).map((m) => `${m.year}-${m.month}`)).toEqual(expected);
  });
});

describe('dates for the API', () => {
  it('asks the current month from today and later months from the 1st, without zero padding', () => {
    const today = { year: 2026, month: 12, day: 5 };
    expect(monthQuery({ year: 2026, month: 12 }, today)).toBe('2026-12-5');
    expect(monthQuery({ year: 2027, month: 1 }, today)).toBe('2027-1-1');
  });
  it('drops the zero padding of a fullDate', () => {
    expect(localDateText('2026-01-05')).toBe('2026-1-5');
    expect(localDateText('2026-12-25')).toBe('2026-12-25');
  });
  it('names the month', () => {
    expect(monthLabel({ year: 2026, month: 12 })).toBe('December 2026');
  });
  it('writes a day out, whatever the zone the browser is in (a calendar date)', () => {
    expect(dayLabel('2026-12-05')).toBe('Saturday, 5 December 2026');
    expect(dayLabel('2027-01-01')).toBe('Friday, 1 January 2027');
  });
  it("finds the strip's month of a day (a waitlist offer's), -1 outside the strip", () => {
    const months = bookingMonths({ year: 2026, month: 11, day: 27 });
    expect(monthIndexOf(months, '2026-11-30')).toBe(0);
    expect(monthIndexOf(months, '2026-12-05')).toBe(1);
    expect(monthIndexOf(months, '2027-01-20')).toBe(2);
    expect(monthIndexOf(months, '2027-03-01')).toBe(-1);
  });
  it("knows today's date in Lagos (UTC+1) around midnight", () => {
    expect(todayIn('Africa/Lagos', new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(todayIn('Africa/Lagos', new Date('2026-12-31T22:30:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
  });
  it('reads the branch id from /appointments/{branchId}', () => {
    expect(branchIdFromPath('/appointments/0b5e1c2a-1111-4222-8333-944445555666')).toBe(
      '0b5e1c2a-1111-4222-8333-944445555666',
    );
    expect(branchIdFromPath('/appointments/abc/')).toBe('abc');
    expect(branchIdFromPath('/appointments/')).toBeNull();
    expect(branchIdFromPath('/branches/abc')).toBeNull();
  });
});

describe('buildAppointment', () => {
  const cart: Cart = {
    ...emptyCart(),
    items: [
      { id: 's1', name: 'Knotless Braids', price: 35000, hours: 4, min: 30, deposit: 0 },
      { id: 's2', name: 'Silk Press', price: 15000, hours: 0, min: 45, deposit: 0 },
    ],
    totalAmount: 50000,
    appointmentDateTime: '2026-12-05T08:00:00.000Z',
    employee: { employeeId: 'e1', employeeName: 'Ada' },
  };
  const now = new Date('2026-12-01T10:00:00.000Z');

  it('chains the services from the start and ends after the sum of their hours and minutes', () => {
    const a = buildAppointment(cart, { userId: 'u1', businessName: 'Glow', businessEmail: 'hello@glow.ng' }, now);
    expect(a.appointmentServices).toEqual([
      {
        serviceId: 's1',
        startTime: '2026-12-05T08:00:00.000Z',
        endTime: '2026-12-05T12:30:00.000Z',
        price: 35000,
        duration: '4Hrs-30Min',
      },
      {
        serviceId: 's2',
        startTime: '2026-12-05T12:30:00.000Z',
        endTime: '2026-12-05T13:15:00.000Z',
        price: 15000,
        duration: '0Hrs-45Min',
      },
    ]);
    expect(a).toMatchObject({
      startDateTime: '2026-12-05T08:00:00.000Z',
      appointmentDateTime: '2026-12-05T08:00:00.000Z',
      endDateTime: '2026-12-05T13:15:00.000Z',
      duration: (5 * 60 + 15) * 60_000,
      branchEmployeeId: 'e1',
      employeeName: 'Ada',
      businessName: 'Glow',
      businessEmail: 'hello@glow.ng',
      userId: 'u1',
    });
  });

  it("carries the spec's defaults for a new booking", () => {
    const a = buildAppointment(cart, { businessName: 'Glow', businessEmail: '' }, now);
    expect(a).toMatchObject({
      appointmentId: ZERO_ID,
      appointmentNo: 'TEMP',
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      modeOfPayment: 'OFFLINE',
      paymentPlace: 'VENUE',
      review: 'PENDING',
      rating: 0,
      discount: 0,
      tax: 0,
      subTotal: 50000,
      total: 50000,
      userId: ZERO_ID,
      createdDate: now.toISOString(),
    });
  });

  it('refuses a cart without a time or an employee', () => {
    expect(() => buildAppointment({ ...cart, employee: null }, { businessName: '', businessEmail: '' }, now)).toThrow();
  });
});
