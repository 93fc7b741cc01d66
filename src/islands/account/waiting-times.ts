/**
 * Which times the calendar offers for booking a waiting customer (issue 31): the walk-in form's free starts
 * (calendar-layout.ts gapsOf), kept to those where all of the entry's services fit before the gap ends, and the first
 * choices made for the salon: the preferred employee, the first start inside the customer's window. The server
 * re-checks every booking.
 */
import { localMinutes, SLOT_MINUTES } from '../../lib/calendar-time.ts';
import type { Calendar, CalendarEmployee, Service, WaitingCustomer } from '../../lib/types.ts';
import { inWindowMinutes } from '../../lib/waitlist-words.ts';
import { gapsOf } from './calendar-layout.ts';

/**
 * The entry's length in minutes, from the salon's services; one slot when they are not known (not loaded, or one was
 * removed since), which leaves the server to refuse a start that is too short.
 */
export function entryMinutes(services: Service[] | null, serviceIds: string[]): number {
  const chosen = (services ?? []).filter((s) => serviceIds.includes(s.serviceId));
  if (chosen.length !== serviceIds.length) return SLOT_MINUTES;
  return chosen.reduce((sum, s) => sum + s.durationHours * 60 + s.durationMinutes, 0) || SLOT_MINUTES;
}

/** An employee's free starts on the date where `minutes` fit before their free time ends. */
export function fittingStarts(
  calendar: Calendar,
  employee: CalendarEmployee,
  date: string,
  now: Date,
  minutes: number,
) {
  const length = minutes * 60_000;
  return gapsOf(calendar, employee, date, now).flatMap((g) =>
    g.starts.filter((s) => new Date(s).getTime() + length <= new Date(g.end).getTime()),
  );
}

/** The start to suggest: the first inside the customer's window, else the first at all. */
export const suggestedStart = (starts: string[], window: WaitingCustomer['window'], timeZone: string) =>
  starts.find((s) => inWindowMinutes(window, localMinutes(s, timeZone))) ?? starts[0] ?? '';

/**
 * The employee to suggest: the one the customer prefers (when they work here), else the first with a time in the
 * customer's window, else the first with any time, else the first.
 */
export function suggestedEmployee(
  calendar: Calendar,
  customer: Pick<WaitingCustomer, 'branchEmployeeId' | 'window'>,
  date: string,
  now: Date,
  minutes: number,
): string {
  const { employees, timeZone } = calendar;
  const preferred = employees.find((e) => e.branchEmployeeId === customer.branchEmployeeId);
  if (preferred) return preferred.branchEmployeeId;
  const starts = employees.map((e) => ({ e, starts: fittingStarts(calendar, e, date, now, minutes) }));
  const inWindow = starts.find((x) =>
    x.starts.some((s) => inWindowMinutes(customer.window, localMinutes(s, timeZone))),
  );
  return (inWindow ?? starts.find((x) => x.starts.length > 0) ?? starts[0])?.e.branchEmployeeId ?? '';
}
