import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableDates,
  daySlots,
  freeStaffAt,
  parseLocalDate,
  type Busy,
  type DayHours,
  type DayQuery,
  type StaffMember,
  whyNotFree,
} from '../../server/domain/availability.ts';
import { addDays, localDateOf, zonedTime } from '../../server/domain/time.ts';

const week = (open: number, close: number, closed: number[] = []): DayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayOfWeek: d, open, close, isOpen: !closed.includes(d) }));
const rules = { timeZone: 'Africa/Lagos', slotMinutes: 30, minNoticeMinutes: 60 };
const at = (iso: string) => new Date(iso);

describe('daySlots, worked examples', () => {
  // Monday 23 Nov 2026, Lagos (UTC+1). Now is Sunday evening.
  const monday = parseLocalDate('2026-11-23')!;
  const base: DayQuery = {
    rules,
    week: week(9, 18),
    staff: [{ id: 'a' }],
    busy: [],
    now: at('2026-11-22T18:00:00Z'),
    date: monday,
    durationMinutes: 60,
  };
  const times = (q: DayQuery) => daySlots(q).map((d) => d.toISOString().slice(11, 16));

  it('offers the grid from opening until the cart no longer fits', () => {
    const slots = times(base);
    expect(slots[0]).toBe('08:00'); // 9:00 Lagos
    expect(slots.at(-1)).toBe('16:00'); // 17:00 Lagos + 60 min = closing
    expect(slots).toHaveLength(17);
  });

  it('names why an employee cannot take a time (whyNotFree), and nothing when they can', () => {
    const busy: Busy[] = [{ employeeId: 'a', start: at('2026-11-23T09:00:00Z'), end: at('2026-11-23T10:30:00Z') }];
    const q = { ...base, busy };
    expect(whyNotFree(q, at('2026-11-23T08:00:00Z'), 'a')).toBeNull(); // 9:00-10:00 Lagos
    expect(whyNotFree(q, at('2026-11-23T08:30:00Z'), 'a')).toBe('busy'); // runs into the 10:00 booking
    expect(whyNotFree(q, at('2026-11-23T16:30:00Z'), 'a')).toBe('hours'); // 17:30 + 1 h > 18:00
    expect(whyNotFree(q, at('2026-11-23T08:10:00Z'), 'a')).toBe('closed'); // off the half-hour grid
    expect(whyNotFree(q, at('2026-11-23T07:00:00Z'), 'a')).toBe('closed'); // before opening
    expect(whyNotFree(q, at('2026-11-23T08:00:00Z'), 'nobody')).toBe('closed');
    expect(whyNotFree({ ...q, now: at('2026-11-23T07:30:00Z') }, at('2026-11-23T08:00:00Z'), 'a')).toBe('notice');
    // Whenever it names nothing, the engine offers the time; whenever it names a reason, it does not.
    for (const start of daySlots({ ...q, busy: [] })) {
      const free = freeStaffAt(q, start).some((s) => s.id === 'a');
      expect(whyNotFree(q, start, 'a') === null, start.toISOString()).toBe(free);
    }
  });

  it('works around an appointment and offers the other employee', () => {
    const busy: Busy[] = [{ employeeId: 'a', start: at('2026-11-23T09:00:00Z'), end: at('2026-11-23T10:30:00Z') }];
    expect(times({ ...base, busy })).not.toContain('09:00');
    expect(times({ ...base, busy })).not.toContain('08:30'); // 9:30-10:30 Lagos would overlap
    expect(times({ ...base, busy, staff: [{ id: 'a' }, { id: 'b' }] })).toContain('09:00');
    const slot = at('2026-11-23T09:00:00Z');
    expect(freeStaffAt({ ...base, busy, staff: [{ id: 'a' }, { id: 'b' }] }, slot).map((s) => s.id)).toEqual(['b']);
  });

  it("respects an employee's own hours", () => {
    const staff: StaffMember[] = [{ id: 'a', hours: [{ dayOfWeek: 1, open: 12, close: 15, isOpen: true }] }];
    expect(times({ ...base, staff })).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00']);
    const off: StaffMember[] = [{ id: 'a', hours: [{ dayOfWeek: 1, open: 9, close: 18, isOpen: false }] }];
    expect(times({ ...base, staff: off })).toEqual([]);
  });

  it('never offers the past or inside the minimum notice', () => {
    const now = at('2026-11-23T11:10:00Z'); // 12:10 Lagos on the same Monday
    expect(times({ ...base, now })[0]).toBe('12:30'); // 13:30 Lagos is the first grid time at least 60 min ahead
    expect(daySlots({ ...base, now: at('2026-11-25T10:00:00Z') })).toEqual([]); // a past day
  });

  it('offers nothing on a closed day, for a cart longer than the day, or beyond the horizon', () => {
    expect(daySlots({ ...base, week: week(9, 18, [1]) })).toEqual([]);
    expect(daySlots({ ...base, durationMinutes: 10 * 60 })).toEqual([]);
    expect(daySlots({ ...base, date: addDays(monday, 61) })).toEqual([]);
  });

  it('across midnight: a late salon never offers a slot that ends after closing at 24:00', () => {
    const q = { ...base, week: week(20, 24), durationMinutes: 90 };
    expect(times(q).at(-1)).toBe('21:30'); // 22:30-24:00 Lagos
  });
});

describe('availableDates', () => {
  it('lists open days from today to 60 days ahead as { fullDate, date, day }', () => {
    const dates = availableDates(rules, week(9, 18, [7]), at('2026-11-22T08:00:00Z'));
    expect(dates[0]).toEqual({ fullDate: '2026-11-23', date: 23, day: 'Mon' }); // today is a Sunday: closed
    expect(dates.every((d) => d.day !== 'Sun')).toBe(true);
    expect(dates.at(-1)!.fullDate).toBe('2027-01-21');
  });

  it('drops today once no booking fits before closing, and honours a month range', () => {
    const late = availableDates(rules, week(9, 18), at('2026-11-23T16:30:00Z'));
    expect(late[0]!.fullDate).toBe('2026-11-24');
    const december = availableDates(rules, week(9, 18), at('2026-11-23T08:00:00Z'), {
      from: parseLocalDate('2026-12-1')!,
      to: parseLocalDate('2026-12-31')!,
    });
    expect(december).toHaveLength(31);
    expect(december[0]).toEqual({ fullDate: '2026-12-01', date: 1, day: 'Tue' });
  });

  it('parses dates with or without zero padding and refuses impossible ones', () => {
    expect(parseLocalDate('2026-12-5')).toMatchObject({ year: 2026, month: 12, day: 5 });
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('5/12/2026')).toBeNull();
  });
});

describe('properties (fast-check)', () => {
  const zones = ['Africa/Lagos', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
  const dayHours = fc.record({
    open: fc.integer({ min: 0, max: 23 }),
    len: fc.integer({ min: 1, max: 24 }),
    isOpen: fc.boolean(),
  });
  const scenario = fc
    .record({
      timeZone: fc.constantFrom(...zones),
      slotMinutes: fc.constantFrom(10, 15, 20, 30, 45, 60),
      minNoticeMinutes: fc.integer({ min: 0, max: 300 }),
      week: fc.array(dayHours, { minLength: 7, maxLength: 7 }),
      staff: fc.array(fc.record({ own: fc.option(dayHours, { nil: undefined }) }), { minLength: 1, maxLength: 4 }),
      nowMs: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
      dayOffset: fc.integer({ min: -2, max: 10 }),
      busy: fc.array(
        fc.record({
          who: fc.nat(3),
          startMin: fc.integer({ min: -120, max: 1500 }),
          len: fc.integer({ min: 5, max: 360 }),
        }),
        { maxLength: 14 },
      ),
      durationMinutes: fc.integer({ min: 5, max: 12 * 60 }),
    })
    .map((s) => {
      const toHours = (h: { open: number; len: number; isOpen: boolean }, d: number): DayHours => ({
        dayOfWeek: d,
        open: h.open,
        close: Math.min(24, h.open + h.len),
        isOpen: h.isOpen,
      });
      const now = new Date(s.nowMs);
      const date = addDays(localDateOf(now, s.timeZone), s.dayOffset);
      const staff: StaffMember[] = s.staff.map((m, i) => ({
        id: `e${i}`,
        hours: m.own ? [toHours(m.own, date.isoWeekday)] : undefined,
      }));
      const busy: Busy[] = s.busy.map((b) => {
        const start = zonedTime(date, b.startMin, s.timeZone);
        return { employeeId: `e${b.who % staff.length}`, start, end: new Date(start.getTime() + b.len * 60_000) };
      });
      const q: DayQuery = {
        rules: { timeZone: s.timeZone, slotMinutes: s.slotMinutes, minNoticeMinutes: s.minNoticeMinutes },
        week: s.week.map((h, i) => toHours(h, i + 1)),
        staff,
        busy,
        now,
        date,
        durationMinutes: s.durationMinutes,
      };
      return q;
    });

  /** An independent oracle: is this employee free and working for [start, end)? */
  function oracleFree(q: DayQuery, staff: StaffMember, start: number, end: number): boolean {
    const branch = q.week.find((d) => d.dayOfWeek === q.date.isoWeekday)!;
    if (!branch.isOpen) return false;
    const own = staff.hours?.find((d) => d.dayOfWeek === q.date.isoWeekday);
    const hours = [branch, ...(own ? [own] : [])];
    for (const h of hours) {
      if (!h.isOpen) return false;
      if (start < zonedTime(q.date, h.open * 60, q.rules.timeZone).getTime()) return false;
      if (end > zonedTime(q.date, h.close * 60, q.rules.timeZone).getTime()) return false;
    }
    return q.busy.every((b) => b.employeeId !== staff.id || b.end.getTime() <= start || b.start.getTime() >= end);
  }

  it('never offers an overlapping, out-of-hours, past, too-soon or off-grid slot', () => {
    fc.assert(
      fc.property(scenario, (q) => {
        const branch = q.week.find((d) => d.dayOfWeek === q.date.isoWeekday)!;
        const open = zonedTime(q.date, branch.open * 60, q.rules.timeZone).getTime();
        for (const slot of daySlots(q)) {
          const s = slot.getTime();
          const e = s + q.durationMinutes * 60_000;
          expect(s).toBeGreaterThanOrEqual(q.now.getTime() + q.rules.minNoticeMinutes * 60_000);
          expect((s - open) % (q.rules.slotMinutes * 60_000)).toBe(0);
          const free = q.staff.filter((m) => oracleFree(q, m, s, e));
          expect(free.length).toBeGreaterThan(0);
          expect(freeStaffAt(q, slot).map((m) => m.id)).toEqual(free.map((m) => m.id));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('offers every grid time at which someone is free (nothing bookable is hidden)', () => {
    fc.assert(
      fc.property(scenario, (q) => {
        const today = localDateOf(q.now, q.rules.timeZone);
        const branch = q.week.find((d) => d.dayOfWeek === q.date.isoWeekday)!;
        const offered = new Set(daySlots(q).map((d) => d.getTime()));
        if (!branch.isOpen || branch.open >= branch.close) {
          expect(offered.size).toBe(0);
          return;
        }
        const past =
          `${q.date.year}${String(q.date.month).padStart(2, '0')}${String(q.date.day).padStart(2, '0')}` <
          `${today.year}${String(today.month).padStart(2, '0')}${String(today.day).padStart(2, '0')}`;
        const open = zonedTime(q.date, branch.open * 60, q.rules.timeZone).getTime();
        const close = zonedTime(q.date, branch.close * 60, q.rules.timeZone).getTime();
        for (let t = open; t + q.durationMinutes * 60_000 <= close; t += q.rules.slotMinutes * 60_000) {
          const bookable =
            !past &&
            t >= q.now.getTime() + q.rules.minNoticeMinutes * 60_000 &&
            q.staff.some((m) => oracleFree(q, m, t, t + q.durationMinutes * 60_000));
          expect(offered.has(t), new Date(t).toISOString()).toBe(bookable);
        }
      }),
      { numRuns: 400 },
    );
  });
});
