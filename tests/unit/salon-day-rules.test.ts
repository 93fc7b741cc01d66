/** The salon's day as pure rules: no-show, the lifecycle with NO_SHOW, and working hours across a DST change. */
import { describe, expect, it } from 'vitest';
import { workingWindow } from '../../server/domain/availability.ts';
import {
  canSee,
  cancelRefusal,
  completeRefusal,
  noShowRefusal,
  STYLIST_CANNOT,
  type AppointmentState,
} from '../../server/domain/lifecycle.ts';
import { mailWhen } from '../../server/booking/mails.ts';
import { addDays } from '../../server/domain/time.ts';
import { canCancel, canComplete, canMarkNoShow, statusLabel } from '../../src/islands/account/appointment-rules.ts';

const now = new Date('2026-11-23T10:00:00Z');
const base: AppointmentState = {
  userId: null,
  branchId: 'b1',
  branchEmployeeId: 'e1',
  startAt: new Date('2026-11-23T09:30:00Z'),
  endAt: new Date('2026-11-23T10:30:00Z'),
  bookingStatus: 'PENDING',
  paymentStatus: 'PENDING',
  reviewed: false,
};
const salon = { role: 'Business' as const, branchIds: ['b1'], employeeIds: [] };
/** A stylist of b1 who is employee e1, and one who is e2. */
const stylist = { role: 'Business' as const, branchIds: [], employeeIds: ['e1'] };
const otherStylist = { role: 'Business' as const, branchIds: [], employeeIds: ['e2'] };

describe('a stylist (issue 28)', () => {
  it('closes their own appointments, never another stylist’s, and leaves cancelling to the front desk', () => {
    expect(noShowRefusal(base, stylist, now)).toBeNull();
    expect(completeRefusal(base, stylist)).toBeNull();
    expect(cancelRefusal(base, stylist, now)).toBe(STYLIST_CANNOT);
    expect(canSee(base, stylist)).toBe(true);
    expect(noShowRefusal(base, otherStylist, now)).toBe('not yours');
    expect(completeRefusal(base, otherStylist)).toBe('not yours');
    expect(cancelRefusal(base, otherStylist, now)).toBe('not yours');
    expect(canSee(base, otherStylist)).toBe(false);
  });
});

describe('no-show', () => {
  it('the salon, once the appointment has started, neither cancelled, completed nor a no-show already', () => {
    expect(noShowRefusal(base, salon, now)).toBeNull();
    expect(noShowRefusal(base, { role: 'Business', branchIds: ['b2'], employeeIds: [] }, now)).toBe('not yours');
    expect(noShowRefusal(base, { role: 'Customer', userId: 'u1' }, now)).toBe('not yours');
    expect(noShowRefusal(base, salon, new Date('2026-11-23T09:00:00Z'))).toMatch(/only once it has started/);
    expect(noShowRefusal({ ...base, bookingStatus: 'CANCELLED' }, salon, now)).toMatch(/cancelled/);
    expect(noShowRefusal({ ...base, bookingStatus: 'NO_SHOW' }, salon, now)).toMatch(/already/);
    expect(noShowRefusal({ ...base, paymentStatus: 'RECEIVED' }, salon, now)).toMatch(/completed/);
  });

  it('a no-show can be neither cancelled nor completed; the islands offer the same', () => {
    const missed = { ...base, bookingStatus: 'NO_SHOW' as const };
    expect(cancelRefusal(missed, salon, now)).toMatch(/no-show/);
    expect(completeRefusal(missed, salon)).toMatch(/no-show/);
    const shown = {
      appointmentDateTime: '2026-11-23T09:30:00Z',
      endDateTime: '2026-11-23T10:30:00Z',
      bookingStatus: 'NO_SHOW',
      paymentStatus: 'PENDING',
      review: 'PENDING',
      rating: 0,
    };
    expect(canCancel(shown, 'business', now)).toBe(false);
    expect(canComplete(shown)).toBe(false);
    expect(canMarkNoShow(shown, now)).toBe(false);
    expect(canMarkNoShow({ ...shown, bookingStatus: 'PENDING' }, now)).toBe(true);
    expect(canMarkNoShow({ ...shown, bookingStatus: 'PENDING' }, new Date('2026-11-23T09:00:00Z'))).toBe(false);
    expect(statusLabel('NO_SHOW')).toBe('No-show');
    expect(statusLabel('PENDING')).toBe('PENDING');
  });
});

describe('working hours and mails in a DST zone', () => {
  it("a London employee's 9 to 5 moves in UTC when the clocks go back", () => {
    const week = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayOfWeek: d, open: 9, close: 17, isOpen: true }));
    const sat = { year: 2026, month: 10, day: 24 };
    const window = (days: number) =>
      workingWindow(week, { id: 'e' }, addDays(sat, days), 'Europe/London')!.map((d) => d.toISOString());
    expect(window(0)).toEqual(['2026-10-24T08:00:00.000Z', '2026-10-24T16:00:00.000Z']);
    expect(window(1)).toEqual(['2026-10-25T09:00:00.000Z', '2026-10-25T17:00:00.000Z']);
    // Own hours narrow the branch's; a day off is null.
    const own = [{ dayOfWeek: 6, open: 12, close: 20, isOpen: true }];
    expect(workingWindow(week, { id: 'e', hours: own }, addDays(sat, 0), 'Europe/London')![0].toISOString()).toBe(
      '2026-10-24T11:00:00.000Z',
    );
    const off = [{ dayOfWeek: 6, open: 9, close: 17, isOpen: false }];
    expect(workingWindow(week, { id: 'e', hours: off }, addDays(sat, 0), 'Europe/London')).toBeNull();
  });

  it('mails say the time in the branch zone, and name it when it is not Lagos', () => {
    expect(mailWhen(new Date('2026-10-24T09:00:00Z'), 'Europe/London')).toMatch(/24 October 2026 at 10:00.*London/);
    expect(mailWhen(new Date('2026-10-26T09:00:00Z'), 'Europe/London')).toMatch(/26 October 2026 at 09:00.*London/);
    expect(mailWhen(new Date('2026-10-26T09:00:00Z'), 'Africa/Lagos')).toMatch(/26 October 2026 at 10:00$/);
  });
});
