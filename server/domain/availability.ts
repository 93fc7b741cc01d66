/**
 * The availability engine (design.md section 3), as pure functions of the clock and the data: which dates a branch
 * can be booked, which start times a day offers for a cart of a given length, and which employees are free for one.
 * A slot is offered when some employee is free for the whole duration, inside the branch's and the employee's hours,
 * on the branch's grid, not in the past and at least the minimum notice ahead. All in the branch's time zone.
 */
import { addDays, localDateOf, zonedTime, type LocalDate } from './time.ts';

export interface DayHours {
  /** ISO weekday, 1 = Monday. */
  dayOfWeek: number;
  open: number;
  close: number;
  isOpen: boolean;
}

export interface BranchRules {
  timeZone: string;
  slotMinutes: number;
  minNoticeMinutes: number;
  /** How far ahead bookings are taken. */
  horizonDays?: number;
}

export interface StaffMember {
  id: string;
  /** Own hours by ISO weekday; a day that is absent means "works the branch hours". */
  hours?: DayHours[];
}

export interface Busy {
  employeeId: string;
  start: Date;
  end: Date;
}

export const DEFAULT_HORIZON_DAYS = 60;
const WEEKDAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export interface AvailableDate {
  /** 2026-12-05 */
  fullDate: string;
  /** Day of the month: 5 */
  date: number;
  /** Short weekday: Sat */
  day: (typeof WEEKDAY)[number];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Pick<LocalDate, 'year' | 'month' | 'day'>) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** Parses '2026-12-5' or '2026-12-05' into a real calendar date, or null. */
export function parseLocalDate(text: string): LocalDate | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = addDays({ year, month, day }, 0);
  return check.year === year && check.month === month && check.day === day ? check : null;
}

const hoursOn = (week: DayHours[], isoWeekday: number) => week.find((d) => d.dayOfWeek === isoWeekday);

/** The [start, end) instants a branch is open on a local date, or null when closed. */
function openWindow(week: DayHours[], date: LocalDate, timeZone: string): [Date, Date] | null {
  const h = hoursOn(week, date.isoWeekday);
  if (!h || !h.isOpen || h.open >= h.close) return null;
  return [zonedTime(date, h.open * 60, timeZone), zonedTime(date, h.close * 60, timeZone)];
}

/** The [start, end) an employee works on a date: their own hours inside the branch's, else the branch's. */
function workWindow(
  staff: StaffMember,
  branchWindow: [Date, Date],
  date: LocalDate,
  timeZone: string,
): [Date, Date] | null {
  const own = staff.hours && hoursOn(staff.hours, date.isoWeekday);
  if (!own) return branchWindow;
  if (!own.isOpen || own.open >= own.close) return null;
  const start = Math.max(zonedTime(date, own.open * 60, timeZone).getTime(), branchWindow[0].getTime());
  const end = Math.min(zonedTime(date, own.close * 60, timeZone).getTime(), branchWindow[1].getTime());
  return start < end ? [new Date(start), new Date(end)] : null;
}

/** Dates from today (in the branch's zone) to the horizon on which the branch opens, within [from, to] if given. */
export function availableDates(
  rules: BranchRules,
  week: DayHours[],
  now: Date,
  range?: { from: LocalDate; to: LocalDate },
): AvailableDate[] {
  const today = localDateOf(now, rules.timeZone);
  const horizon = addDays(today, rules.horizonDays ?? DEFAULT_HORIZON_DAYS);
  const first = range && isoDate(range.from) > isoDate(today) ? range.from : today;
  const last = range && isoDate(range.to) < isoDate(horizon) ? range.to : horizon;
  const out: AvailableDate[] = [];
  for (let d = addDays(first, 0); isoDate(d) <= isoDate(last); d = addDays(d, 1)) {
    const window = openWindow(week, d, rules.timeZone);
    // Today counts only while a booking is still possible before closing.
    if (!window || window[1].getTime() <= now.getTime() + rules.minNoticeMinutes * 60_000) continue;
    out.push({ fullDate: isoDate(d), date: d.day, day: WEEKDAY[d.isoWeekday - 1]! });
  }
  return out;
}

export interface DayQuery {
  rules: BranchRules;
  week: DayHours[];
  staff: StaffMember[];
  busy: Busy[];
  now: Date;
  date: LocalDate;
  /** The cart's whole length in minutes (at least 1). */
  durationMinutes: number;
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/** Employees free for [start, start + duration) on the query's date. */
export function freeStaffAt(q: DayQuery, start: Date): StaffMember[] {
  const window = openWindow(q.week, q.date, q.rules.timeZone);
  if (!window) return [];
  const s = start.getTime();
  const e = s + q.durationMinutes * 60_000;
  if (s < window[0].getTime() || e > window[1].getTime()) return [];
  if (s < q.now.getTime() + q.rules.minNoticeMinutes * 60_000) return [];
  return q.staff.filter((staff) => {
    const work = workWindow(staff, window, q.date, q.rules.timeZone);
    if (!work || s < work[0].getTime() || e > work[1].getTime()) return false;
    return !q.busy.some((b) => b.employeeId === staff.id && overlaps(s, e, b.start.getTime(), b.end.getTime()));
  });
}

/**
 * Why an employee cannot take [start, start + duration) on the query's date, or null when they can: the branch closed
 * that day or the time off its grid ('closed'), too little notice ('notice'), past the branch's or the employee's
 * hours ('hours'), or another booking or time off in the way ('busy'). freeStaffAt and daySlots decide; this names why.
 */
export function whyNotFree(
  q: DayQuery,
  start: Date,
  employeeId: string,
): 'closed' | 'notice' | 'hours' | 'busy' | null {
  const window = openWindow(q.week, q.date, q.rules.timeZone);
  const staff = q.staff.find((s) => s.id === employeeId);
  if (!window || !staff) return 'closed';
  const s = start.getTime();
  const e = s + q.durationMinutes * 60_000;
  const step = q.rules.slotMinutes * 60_000;
  if (s < window[0].getTime() || (s - window[0].getTime()) % step !== 0) return 'closed';
  if (s < q.now.getTime() + q.rules.minNoticeMinutes * 60_000) return 'notice';
  const work = workWindow(staff, window, q.date, q.rules.timeZone);
  if (!work || s < work[0].getTime() || e > work[1].getTime() || e > window[1].getTime()) return 'hours';
  if (q.busy.some((b) => b.employeeId === staff.id && overlaps(s, e, b.start.getTime(), b.end.getTime())))
    return 'busy';
  return null;
}

/** The day's bookable start times on the branch's grid (aligned to opening time), earliest first. */
export function daySlots(q: DayQuery): Date[] {
  const window = openWindow(q.week, q.date, q.rules.timeZone);
  if (!window || q.durationMinutes < 1) return [];
  const today = localDateOf(q.now, q.rules.timeZone);
  const horizon = addDays(today, q.rules.horizonDays ?? DEFAULT_HORIZON_DAYS);
  if (isoDate(q.date) < isoDate(today) || isoDate(q.date) > isoDate(horizon)) return [];
  // Only this day's appointments matter; filtering once keeps a busy branch fast.
  const dayBusy = q.busy.filter((b) =>
    overlaps(b.start.getTime(), b.end.getTime(), window[0].getTime(), window[1].getTime()),
  );
  const day = { ...q, busy: dayBusy };
  const step = q.rules.slotMinutes * 60_000;
  const slots: Date[] = [];
  for (let t = window[0].getTime(); t + q.durationMinutes * 60_000 <= window[1].getTime(); t += step) {
    const start = new Date(t);
    if (freeStaffAt(day, start).length > 0) slots.push(start);
  }
  return slots;
}

/** When an employee works on a local date (their own hours inside the branch's), or null on a day off. */
export function workingWindow(
  week: DayHours[],
  staff: StaffMember,
  date: LocalDate,
  timeZone: string,
): [Date, Date] | null {
  const window = openWindow(week, date, timeZone);
  return window && workWindow(staff, window, date, timeZone);
}
