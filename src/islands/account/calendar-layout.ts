/**
 * Where the calendar puts things, apart from how they are drawn: the columns of the grid, each booking, time off and
 * free time placed on the day's axis, one employee's day as an agenda. Two renderings read it, CalendarViews (React)
 * and first-calendar.ts (the panel painted before React), so they cannot place anything differently.
 */
import { formatTime } from '../../lib/format.ts';
import {
  addDays,
  calendarStatus,
  dayAxis,
  freeGaps,
  holdsTime,
  localDate,
  localMinutes,
  longDate,
  shortDate,
  SLOT_MINUTES,
  weekStart,
} from '../../lib/calendar-time.ts';
import type { Calendar, CalendarAppointment, CalendarEmployee } from '../../lib/types.ts';

/** Below this width one employee's day is shown as a list. */
export const PHONE_QUERY = '(max-width: 40rem)';
export const isPhone = () => typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;

/** The calendar's first date: the browser's today, a fair guess until the answer names the branch's zone. */
export const todayHere = () => localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Pixels per minute of the grid. */
const PX = 1.2;

export type TimeOffEntry = CalendarEmployee['timeOff'][number];

export interface Column {
  key: string;
  title: string;
  date: string;
  employee: CalendarEmployee;
}

/** What the calendar shows: a date or a week (never on a phone), and whose week. */
export interface CalendarView {
  date: string;
  week: boolean;
  employeeId: string;
}

/** The first and last date a view reads. */
export function viewRange(date: string, week: boolean): [string, string] {
  const from = week ? weekStart(date) : date;
  return [from, week ? addDays(from, 6) : date];
}

export const viewTitle = (date: string, week: boolean) => {
  const [from, to] = viewRange(date, week);
  return week ? `${shortDate(from)} – ${shortDate(to)}` : longDate(date);
};

/** The employee a week or an agenda shows: the one chosen, else the first. */
export const shownEmployee = (calendar: Calendar, employeeId: string) =>
  calendar.employees.find((e) => e.branchEmployeeId === employeeId) ?? calendar.employees[0];

/** The grid's columns: one per day of the employee's week, or one per employee on the date. */
export function gridColumns(calendar: Calendar, view: CalendarView): Column[] {
  const employee = shownEmployee(calendar, view.employeeId);
  if (view.week && employee) {
    const [from] = viewRange(view.date, true);
    return Array.from({ length: 7 }, (_, i) => {
      const d = addDays(from, i);
      return { key: d, title: shortDate(d), date: d, employee };
    });
  }
  return calendar.employees.map((e) => ({ key: e.branchEmployeeId, title: e.name, date: view.date, employee: e }));
}

export const gridLabel = (calendar: Calendar, view: CalendarView) => {
  const employee = shownEmployee(calendar, view.employeeId);
  return view.week && employee ? `${employee.name}'s week` : `Staff on ${longDate(view.date)}`;
};

/** Cancelled bookings of the view (they free their time, so they are listed apart). */
export const cancelledOf = (calendar: Calendar, view: CalendarView) =>
  calendar.appointments.filter(
    (a) =>
      a.bookingStatus === 'CANCELLED' && (view.week || localDate(a.startDateTime, calendar.timeZone) === view.date),
  );

export const statusClass = (a: CalendarAppointment) => `cal-status-${calendarStatus(a).toLowerCase().replace('-', '')}`;
export const timeRange = (start: string, end: string, tz: string) =>
  `${formatTime(start, tz)} – ${formatTime(end, tz)}`;

/** The earliest start of anybody's hours on a date: the grid the server offers starts on begins there. */
function openingOf(calendar: Calendar, date: string): number {
  const starts = calendar.employees.flatMap((e) =>
    e.workingHours.filter((h) => h.date === date).map((h) => localMinutes(h.start, calendar.timeZone)),
  );
  return starts.length ? Math.min(...starts) : 0;
}

function onDate<T extends { startDateTime: string; endDateTime: string }>(items: T[], date: string, tz: string) {
  return items.filter((x) => localDate(x.startDateTime, tz) === date || localDate(x.endDateTime, tz) === date);
}

const bookingsOf = (calendar: Calendar, employee: CalendarEmployee, date: string) =>
  onDate(
    calendar.appointments.filter((a) => a.branchEmployeeId === employee.branchEmployeeId && holdsTime(a)),
    date,
    calendar.timeZone,
  );

/** An employee's free gaps on a date, on the slot grid of the day's opening. */
export const gapsOf = (calendar: Calendar, employee: CalendarEmployee, date: string, now: Date) =>
  freeGaps(calendar, employee, date, now, openingOf(calendar, date));

/** A block's place on the grid, in pixels (CSS top and height). */
export interface Place {
  top: number;
  height: number;
}

export interface PlacedColumn {
  column: Column;
  headingId: string;
  /** The grey before and after the employee's hours; null when they do not work that day. */
  offHours: { before: number; after: number } | null;
  timeOff: { item: TimeOffEntry; place: Place }[];
  bookings: { item: CalendarAppointment; place: Place }[];
  free: { start: string; place: Place }[];
  /** Where the now-line is drawn, when the column is today and now is on the axis. */
  now: number | null;
}

/** The grid: its height, the hour marks of the axis and every column's contents placed on it. */
export function gridLayout(calendar: Calendar, columns: Column[], now: Date) {
  const tz = calendar.timeZone;
  const dates = [...new Set(columns.map((c) => c.date))];
  const [axisStart, axisEnd] = dayAxis(
    calendar,
    dates,
    columns.map((c) => c.employee),
  );
  const height = (axisEnd - axisStart) * PX;
  const top = (iso: string, date: string) => {
    // A block that began the day before starts at the top of this day.
    const m = localDate(iso, tz) === date ? localMinutes(iso, tz) : 0;
    return Math.max(0, (m - axisStart) * PX);
  };
  const bottom = (iso: string, date: string) => {
    const m = localDate(iso, tz) === date ? localMinutes(iso, tz) : 24 * 60;
    return Math.min(height, (m - axisStart) * PX);
  };
  const place = (x: { startDateTime: string; endDateTime: string }, date: string): Place => ({
    top: top(x.startDateTime, date),
    height: Math.max(18, bottom(x.endDateTime, date) - top(x.startDateTime, date)),
  });
  const hours: { top: number; label: string }[] = [];
  for (let m = axisStart; m < axisEnd; m += 60)
    hours.push({
      top: (m - axisStart) * PX,
      label: formatTime(`2000-01-01T${String(m / 60).padStart(2, '0')}:00:00Z`, 'UTC'),
    });
  const today = localDate(now, tz);
  const nowMinutes = localMinutes(now, tz);

  const placed = columns.map((column): PlacedColumn => {
    const { employee: e, date } = column;
    const worked = e.workingHours.find((h) => h.date === date);
    return {
      column,
      headingId: `cal-col-${column.key}`,
      offHours: worked ? { before: top(worked.start, date), after: bottom(worked.end, date) } : null,
      timeOff: onDate(e.timeOff, date, tz).map((item) => ({ item, place: place(item, date) })),
      bookings: bookingsOf(calendar, e, date).map((item) => ({ item, place: place(item, date) })),
      free: gapsOf(calendar, e, date, now).flatMap((g) =>
        g.starts.map((start) => ({ start, place: { top: top(start, date), height: SLOT_MINUTES * PX } })),
      ),
      now: date === today && nowMinutes >= axisStart && nowMinutes <= axisEnd ? (nowMinutes - axisStart) * PX : null,
    };
  });
  return { height, hours, columns: placed };
}

/** What a free time's button says to a screen reader before the time. */
export const freeLabel = (column: Column) =>
  column.title === column.employee.name
    ? `Book ${column.employee.name} at `
    : `Book ${column.employee.name} on ${column.title} at `;

export type AgendaEntry =
  | { kind: 'booking'; at: string; key: string; booking: CalendarAppointment }
  | { kind: 'time-off'; at: string; key: string; timeOff: TimeOffEntry }
  | { kind: 'free'; at: string; key: string; start: string; end: string };

/** One employee's day in time order: bookings, time off and free gaps. */
export function agendaEntries(calendar: Calendar, employee: CalendarEmployee, date: string, now: Date) {
  const entries: AgendaEntry[] = [
    ...bookingsOf(calendar, employee, date).map((booking) => ({
      kind: 'booking' as const,
      at: booking.startDateTime,
      key: booking.appointmentId,
      booking,
    })),
    ...onDate(employee.timeOff, date, calendar.timeZone).map((timeOff) => ({
      kind: 'time-off' as const,
      at: timeOff.startDateTime,
      key: timeOff.timeOffId,
      timeOff,
    })),
    ...gapsOf(calendar, employee, date, now).map((g) => ({
      kind: 'free' as const,
      at: g.start,
      key: `free-${g.start}`,
      start: g.start,
      end: g.end,
    })),
  ];
  return entries.sort((x, y) => new Date(x.at).getTime() - new Date(y.at).getTime());
}

export const worksOn = (employee: CalendarEmployee, date: string) => employee.workingHours.some((h) => h.date === date);
