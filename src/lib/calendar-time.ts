/**
 * Pure helpers of the salon's calendar: local dates and minutes of the day in the branch's IANA zone (never the
 * browser's), the time axis of a day, and the free starts an employee has, from the calendar answer alone.
 */
import type { Calendar, CalendarAppointment, CalendarEmployee } from './types.ts';

/** The grid the calendar offers free starts on (the demo branches' slot length). */
export const SLOT_MINUTES = 30;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function parts(instant: Date, timeZone: string) {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export const localDate = (instant: Date | string, timeZone: string) => parts(new Date(instant), timeZone).date;
/** Minutes since local midnight of an instant in the zone. */
export const localMinutes = (instant: Date | string, timeZone: string) => parts(new Date(instant), timeZone).minutes;

/** The instant of `minutes` after local midnight of `date` in the zone (the offset is corrected once for DST). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const guess = utcOf(date, minutes);
  const seen = parts(new Date(guess), timeZone);
  const first = guess - (utcOf(seen.date, seen.minutes) - guess);
  const again = parts(new Date(first), timeZone);
  return new Date(first - (utcOf(again.date, again.minutes) - guess));
}

/** The UTC milliseconds of a wall-clock date and minutes, as if the zone were UTC. */
function utcOf(date: string, minutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, 0, minutes);
}

/** YYYY-MM-DD plus n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Monday of the week of `date`. */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** "Monday, 5 October 2026" for a local date (a date has no zone: it is written as UTC). */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "Mon 5 Oct" for a local date. */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** How the calendar names an appointment's state (text beside the colour). */
export function calendarStatus(a: Pick<CalendarAppointment, 'bookingStatus' | 'paymentStatus'>): string {
  if (a.bookingStatus === 'CANCELLED') return 'Cancelled';
  if (a.bookingStatus === 'NO_SHOW') return 'No-show';
  if (a.paymentStatus === 'RECEIVED') return 'Completed';
  return 'Booked';
}

/** An appointment that holds its employee's time (cancelled ones free it again). */
export const holdsTime = (a: Pick<CalendarAppointment, 'bookingStatus'>) => a.bookingStatus !== 'CANCELLED';

/** The minutes of the day the axis covers for these dates: from the earliest opening to the latest closing. */
export function dayAxis(calendar: Calendar, dates: string[], employees = calendar.employees): [number, number] {
  const tz = calendar.timeZone;
  let start = Infinity;
  let end = -Infinity;
  for (const e of employees)
    for (const h of e.workingHours)
      if (dates.includes(h.date)) {
        start = Math.min(start, localMinutes(h.start, tz));
        end = Math.max(end, localMinutes(h.end, tz) || 24 * 60);
      }
  // Bookings outside the hours (hours changed since) still show.
  for (const a of calendar.appointments)
    if (holdsTime(a) && dates.includes(localDate(a.startDateTime, tz))) {
      start = Math.min(start, localMinutes(a.startDateTime, tz));
      end = Math.max(end, Math.min(24 * 60, localMinutes(a.startDateTime, tz) + minutesBetween(a)));
    }
  if (!Number.isFinite(start)) return [9 * 60, 18 * 60];
  return [Math.floor(start / 60) * 60, Math.ceil(end / 60) * 60];
}

const minutesBetween = (x: { startDateTime: string; endDateTime: string }) =>
  (new Date(x.endDateTime).getTime() - new Date(x.startDateTime).getTime()) / 60_000;

export interface FreeGap {
  /** Instants (ISO) of the gap. */
  start: string;
  end: string;
  /** The bookable starts inside it, on the slot grid. */
  starts: string[];
}

/**
 * An employee's free time on a date: inside their hours, outside live bookings and time off, from `now` on, with the
 * starts on the slot grid (aligned to the day's opening). The server re-checks every booking.
 */
export function freeGaps(
  calendar: Calendar,
  employee: CalendarEmployee,
  date: string,
  now: Date,
  openingMinutes: number,
): FreeGap[] {
  const tz = calendar.timeZone;
  const hours = employee.workingHours.find((h) => h.date === date);
  if (!hours) return [];
  const taken = [
    ...calendar.appointments
      .filter((a) => a.branchEmployeeId === employee.branchEmployeeId && holdsTime(a))
      .map((a) => [new Date(a.startDateTime).getTime(), new Date(a.endDateTime).getTime()] as const),
    ...employee.timeOff.map((t) => [new Date(t.startDateTime).getTime(), new Date(t.endDateTime).getTime()] as const),
  ];
  const step = SLOT_MINUTES * 60_000;
  const gridStart = zonedInstant(date, openingMinutes, tz).getTime();
  const end = new Date(hours.end).getTime();
  const gaps: FreeGap[] = [];
  let current: FreeGap | null = null;
  for (let t = gridStart; t + step <= end; t += step) {
    const free =
      t >= new Date(hours.start).getTime() && t >= now.getTime() && !taken.some(([s, e]) => t < e && s < t + step);
    if (free) {
      const iso = new Date(t).toISOString();
      if (!current) current = { start: iso, end: '', starts: [] };
      current.starts.push(iso);
      current.end = new Date(t + step).toISOString();
    } else if (current) {
      gaps.push(current);
      current = null;
    }
  }
  if (current) gaps.push(current);
  return gaps;
}
