/** The waitlist's rules (issue 31): windows at their edges, joining, the first time that fits an entry, spacing. */
import { describe, expect, it } from 'vitest';
import { parseLocalDate, type DayHours, type DayQuery } from '../../server/domain/availability.ts';
import {
  dayEnded,
  firstFit,
  inWindow,
  joinProblem,
  MAX_ACTIVE_ENTRIES,
  mayOffer,
} from '../../server/domain/waitlist.ts';

const LAGOS = 'Africa/Lagos';
const monday = parseLocalDate('2026-11-23')!;
const at = (iso: string) => new Date(iso);
const week: DayHours[] = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayOfWeek: d, open: 9, close: 18, isOpen: true }));
const base: DayQuery = {
  rules: { timeZone: LAGOS, slotMinutes: 30, minNoticeMinutes: 60 },
  week,
  staff: [{ id: 'ada' }, { id: 'tolu' }],
  busy: [],
  now: at('2026-11-22T18:00:00Z'),
  date: monday,
  durationMinutes: 90,
};

describe('inWindow (the start decides, in the branch zone)', () => {
  it.each([
    ['MORNING', '2026-11-23T10:59:00Z', true], // 11:59 Lagos
    ['MORNING', '2026-11-23T11:00:00Z', false], // 12:00 Lagos
    ['AFTERNOON', '2026-11-23T11:00:00Z', true],
    ['AFTERNOON', '2026-11-23T14:59:00Z', true], // 15:59
    ['AFTERNOON', '2026-11-23T15:00:00Z', false], // 16:00
    ['EVENING', '2026-11-23T15:00:00Z', true],
    ['EVENING', '2026-11-23T22:59:00Z', true], // 23:59
    ['EVENING', '2026-11-23T23:00:00Z', false], // the next day
    ['ANY', '2026-11-22T23:00:00Z', true], // 00:00 Lagos on the 23rd
    ['ANY', '2026-11-22T22:59:00Z', false], // 23:59 Lagos on the 22nd
  ] as const)('%s %s: %s', (window, start, expected) => {
    expect(inWindow(window, monday, at(start), LAGOS)).toBe(expected);
  });
});

describe('joinProblem', () => {
  const today = parseLocalDate('2026-11-22')!;
  const ok = { date: monday, today, activeEntries: 0, duplicate: false };
  it('lets a customer join for today up to the horizon', () => {
    expect(joinProblem(ok)).toBeNull();
    expect(joinProblem({ ...ok, date: today })).toBeNull();
    expect(joinProblem({ ...ok, date: parseLocalDate('2027-01-21')!, horizonDays: 60 })).toBeNull();
  });
  it('refuses a past day, a day past the horizon, a duplicate and a sixth entry, in words', () => {
    expect(joinProblem({ ...ok, date: parseLocalDate('2026-11-21')! })).toMatch(/has passed/);
    expect(joinProblem({ ...ok, date: parseLocalDate('2027-01-22')!, horizonDays: 60 })).toMatch(/60 days ahead/);
    expect(joinProblem({ ...ok, duplicate: true })).toMatch(/already on the waitlist/);
    expect(joinProblem({ ...ok, activeEntries: MAX_ACTIVE_ENTRIES - 1 })).toBeNull();
    expect(joinProblem({ ...ok, activeEntries: MAX_ACTIVE_ENTRIES })).toMatch(/5 days at a time/);
  });
});

describe('firstFit', () => {
  const full = (employee: string, from: string, to: string) => ({ employeeId: employee, start: at(from), end: at(to) });

  it('the first time in the window that fits the services, for anyone or the preferred employee', () => {
    // Ada is busy all morning; Tolu until 10:30 Lagos.
    const q = {
      ...base,
      busy: [
        full('ada', '2026-11-23T08:00:00Z', '2026-11-23T11:00:00Z'),
        full('tolu', '2026-11-23T08:00:00Z', '2026-11-23T09:30:00Z'),
      ],
    };
    expect(firstFit(q, { window: 'MORNING' })).toEqual({ start: at('2026-11-23T09:30:00Z'), branchEmployeeId: 'tolu' });
    // Ada can start only at 12:00 Lagos: the afternoon, not the morning.
    expect(firstFit(q, { window: 'MORNING', branchEmployeeId: 'ada' })).toBeNull();
    expect(firstFit(q, { window: 'AFTERNOON', branchEmployeeId: 'ada' })).toEqual({
      start: at('2026-11-23T11:00:00Z'),
      branchEmployeeId: 'ada',
    });
  });

  it('a freed gap shorter than the services does not fit; the minimum notice is kept', () => {
    // Only 10:00-11:00 Lagos is free for both: a 90-minute cart does not fit the morning.
    const busy = ['ada', 'tolu'].flatMap((e) => [
      full(e, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z'),
      full(e, '2026-11-23T10:00:00Z', '2026-11-23T17:00:00Z'),
    ]);
    expect(firstFit({ ...base, busy }, { window: 'MORNING' })).toBeNull();
    expect(firstFit({ ...base, busy, durationMinutes: 60 }, { window: 'MORNING' })).toEqual({
      start: at('2026-11-23T09:00:00Z'),
      branchEmployeeId: 'ada',
    });
    // Now 9:30 Lagos on the day: 10:00 is inside the hour's notice.
    expect(
      firstFit({ ...base, busy, durationMinutes: 60, now: at('2026-11-23T08:30:00Z') }, { window: 'ANY' }),
    ).toBeNull();
  });
});

describe('firstFit after a time opened', () => {
  it('offers only a time that uses some of the opened time, not one free all along', () => {
    // Tolu is free from 13:00 Lagos all along; Ada's 10:00-11:30 has just opened (busy around it).
    const busy = [
      { employeeId: 'ada', start: at('2026-11-23T08:00:00Z'), end: at('2026-11-23T09:00:00Z') },
      { employeeId: 'ada', start: at('2026-11-23T10:30:00Z'), end: at('2026-11-23T17:00:00Z') },
      { employeeId: 'tolu', start: at('2026-11-23T08:00:00Z'), end: at('2026-11-23T12:00:00Z') },
    ];
    const opened = { start: at('2026-11-23T09:00:00Z'), end: at('2026-11-23T10:30:00Z') };
    expect(firstFit({ ...base, busy }, { window: 'ANY' }, opened)).toEqual({
      start: at('2026-11-23T09:00:00Z'),
      branchEmployeeId: 'ada',
    });
    // Tolu's afternoon was free before: without the opened time, it is what fits the afternoon; with it, nothing.
    expect(firstFit({ ...base, busy }, { window: 'AFTERNOON' })?.branchEmployeeId).toBe('tolu');
    expect(firstFit({ ...base, busy }, { window: 'AFTERNOON' }, opened)).toBeNull();
    // A time that starts in the opened hour and runs on past it uses it too.
    const after = { start: at('2026-11-23T08:00:00Z'), end: at('2026-11-23T09:00:00Z') };
    expect(firstFit({ ...base, busy: busy.slice(1) }, { window: 'ANY' }, after)).toEqual({
      start: at('2026-11-23T08:00:00Z'),
      branchEmployeeId: 'ada',
    });
  });
});

describe('spacing and the end of the day', () => {
  it('tells an entry at most once in ten minutes', () => {
    const told = at('2026-11-23T09:00:00Z');
    expect(mayOffer(null, told)).toBe(true);
    expect(mayOffer(told, at('2026-11-23T09:09:59Z'))).toBe(false);
    expect(mayOffer(told, at('2026-11-23T09:10:00Z'))).toBe(true);
  });
  it('an entry ends when its day has ended where the branch is', () => {
    expect(dayEnded(monday, at('2026-11-23T22:59:00Z'), LAGOS)).toBe(false); // 23:59 Lagos
    expect(dayEnded(monday, at('2026-11-23T23:00:00Z'), LAGOS)).toBe(true); // midnight Lagos
  });
});
