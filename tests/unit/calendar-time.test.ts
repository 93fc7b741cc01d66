/** The calendar's local dates and minutes in the branch's zone, the day's axis and an employee's free gaps. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayAxis,
  freeGaps,
  localDate,
  localMinutes,
  weekStart,
  zonedInstant,
} from '../../src/lib/calendar-time.ts';
import type { Calendar } from '../../src/lib/types.ts';
import { at, booking, tz } from './calendar-fixture.ts';

describe('zonedInstant', () => {
  it.each([
    ['2026-11-24', 600, 'Africa/Lagos', '2026-11-24T09:00:00.000Z'],
    ['2026-10-24', 600, 'Europe/London', '2026-10-24T09:00:00.000Z'],
    // The day after the clocks go back: London is on GMT again.
    ['2026-10-26', 600, 'Europe/London', '2026-10-26T10:00:00.000Z'],
    ['2026-12-31', 23 * 60 + 30, 'Africa/Lagos', '2026-12-31T22:30:00.000Z'],
  ])('%s + %i min in %s is %s', (date, minutes, tz, iso) => {
    const at = zonedInstant(date, minutes, tz);
    expect(at.toISOString()).toBe(iso);
    expect(localDate(at, tz)).toBe(date);
    expect(localMinutes(at, tz)).toBe(minutes);
  });
});

describe('dates', () => {
  it('adds days across months and finds Monday', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });
});

describe('freeGaps and dayAxis', () => {
  const calendar: Calendar = {
    timeZone: tz,
    employees: [
      {
        branchEmployeeId: 'e1',
        name: 'Ada',
        workingHours: [{ date: '2026-11-24', start: at('09:00'), end: at('13:00') }],
        timeOff: [{ timeOffId: 't1', startDateTime: at('12:00'), endDateTime: at('13:00'), reason: '' }],
      },
    ],
    appointments: [booking('a1', at('10:00'), at('11:00')), booking('a2', at('11:00'), at('11:30'), 'CANCELLED')],
  };

  it('leaves out live bookings, time off and the past; a cancelled booking frees its time', () => {
    const gaps = freeGaps(calendar, calendar.employees[0]!, '2026-11-24', new Date(at('09:10')), 9 * 60);
    expect(gaps.map((g) => [g.start, g.end])).toEqual([
      [at('09:30'), at('10:00')],
      [at('11:00'), at('12:00')],
    ]);
    expect(gaps[1]!.starts).toEqual([at('11:00'), at('11:30')]);
  });

  it('spans the hours of the day in whole hours', () => {
    expect(dayAxis(calendar, ['2026-11-24'])).toEqual([9 * 60, 13 * 60]);
    expect(dayAxis(calendar, ['2026-11-25'])).toEqual([9 * 60, 18 * 60]);
  });
});
