/** Where the salon's calendar places things: the grid's columns and blocks, the now-line, the phone's agenda. */
import { describe, expect, it } from 'vitest';
import {
  agendaEntries,
  cancelledOf,
  freeLabel,
  gridColumns,
  gridLabel,
  gridLayout,
  viewRange,
  viewTitle,
} from '../../src/islands/account/calendar-layout.ts';
import type { Calendar } from '../../src/lib/types.ts';
import { at, booking, tz } from './calendar-fixture.ts';

const calendar: Calendar = {
  timeZone: tz,
  employees: [
    {
      branchEmployeeId: 'e1',
      name: 'Ada',
      workingHours: [{ date: '2026-11-24', start: at('09:00'), end: at('13:00') }],
      timeOff: [{ timeOffId: 't1', startDateTime: at('12:00'), endDateTime: at('13:00'), reason: 'Lunch' }],
    },
    { branchEmployeeId: 'e2', name: 'Bisi', workingHours: [], timeOff: [] },
  ],
  appointments: [
    booking('a1', at('10:00'), at('11:00')),
    // Ten minutes: drawn at least 18 px high, so it can be read and pressed.
    booking('a2', at('11:00'), at('11:10')),
    booking('a3', at('11:30'), at('12:00'), 'CANCELLED'),
  ],
};
const day = { date: '2026-11-24', week: false, employeeId: '' };

describe('the grid', () => {
  it('has a column per employee on a day, and the days of one employee in a week', () => {
    expect(gridColumns(calendar, day).map((c) => [c.key, c.title])).toEqual([
      ['e1', 'Ada'],
      ['e2', 'Bisi'],
    ]);
    const week = { date: '2026-11-26', week: true, employeeId: 'e2' };
    const columns = gridColumns(calendar, week);
    expect(columns.map((c) => c.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(columns.every((c) => c.employee.name === 'Bisi')).toBe(true);
    expect(gridLabel(calendar, week)).toBe("Bisi's week");
    expect(gridLabel(calendar, day)).toBe('Staff on Tuesday, 24 November 2026');
    expect(viewRange('2026-11-26', true)).toEqual(['2026-11-23', '2026-11-29']);
    expect(viewTitle('2026-11-26', true)).toMatch(/^Mon.*23.*–.*Sun.*29/);
    expect(freeLabel(columns[0]!)).toBe(`Book Bisi on ${columns[0]!.title} at `);
    expect(freeLabel(gridColumns(calendar, day)[0]!)).toBe('Book Ada at ');
  });

  it('places bookings, time off, free times and the hours off on the axis, 1.2 px a minute', () => {
    const grid = gridLayout(calendar, gridColumns(calendar, day), new Date(at('10:30')));
    // 9:00 to 13:00.
    expect(grid.height).toBeCloseTo(4 * 60 * 1.2);
    expect(grid.hours.map((h) => h.top)).toEqual([0, 72, 144, 216]);
    const [ada, bisi] = grid.columns;
    expect(ada!.offHours).toEqual({ before: 0, after: grid.height });
    expect(ada!.bookings.map((b) => [b.item.appointmentId, b.place.top, b.place.height])).toEqual([
      ['a1', 72, 72],
      ['a2', 144, 18],
    ]);
    expect(ada!.timeOff.map((t) => t.place)).toEqual([{ top: 216, height: 72 }]);
    // From now (10:30) on, outside bookings and time off, on the half-hour grid: 11:30 (the cancelled one is free).
    expect(ada!.free.map((f) => f.start)).toEqual([at('11:30')]);
    expect(ada!.now).toBeCloseTo(90 * 1.2);
    // Not working: no hours off drawn, nothing free, the now-line still across the day.
    expect(bisi!.offHours).toBeNull();
    expect(bisi!.free).toEqual([]);
    expect(bisi!.now).toBeCloseTo(90 * 1.2);
  });

  it('draws the now-line on today only, and a block from the day before from the top', () => {
    const seenTheDayBefore = gridLayout(calendar, gridColumns(calendar, day), new Date(at('10:30', '2026-11-23')));
    expect(seenTheDayBefore.columns[0]!.now).toBeNull();
    const overnight: Calendar = { ...calendar, appointments: [booking('n', at('23:00', '2026-11-23'), at('10:00'))] };
    const grid = gridLayout(overnight, gridColumns(overnight, day), new Date(at('08:00')));
    expect(grid.columns[0]!.bookings[0]!.place).toEqual({ top: 0, height: 72 });
  });
});

describe('the agenda and the cancelled list', () => {
  it("lists one employee's day in time order: free gaps, bookings, time off", () => {
    const entries = agendaEntries(calendar, calendar.employees[0]!, '2026-11-24', new Date(at('08:00')));
    expect(entries.map((e) => [e.kind, e.at])).toEqual([
      ['free', at('09:00')],
      ['booking', at('10:00')],
      ['booking', at('11:00')],
      ['free', at('11:30')],
      ['time-off', at('12:00')],
    ]);
  });

  it('lists the cancelled bookings of the day, or of the whole week', () => {
    expect(cancelledOf(calendar, day).map((a) => a.appointmentId)).toEqual(['a3']);
    expect(cancelledOf(calendar, { ...day, date: '2026-11-25' })).toEqual([]);
    expect(cancelledOf(calendar, { ...day, date: '2026-11-25', week: true }).map((a) => a.appointmentId)).toEqual([
      'a3',
    ]);
  });
});
