/**
 * The reports' rules (issue 32) as plain functions: which days a report covers and the period before it, and how the
 * counts the database adds up become rates, averages and naira. Money is added up in kobo (integers) and turned into
 * naira once, at the end.
 */
import { addDays, type LocalDate } from './time.ts';
import { isoDate } from './availability.ts';

/** The longest period one report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: LocalDate, to: LocalDate) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000) +
  1;

/** The period, its length and the one of equal length just before it; or why it cannot be reported on. */
export function reportPeriod(
  from: LocalDate,
  to: LocalDate,
): { days: number; previous: { from: LocalDate; to: LocalDate } } | string {
  const days = daysBetween(from, to);
  if (days < 1) return 'The end of the period must not be before its start.';
  if (days > MAX_REPORT_DAYS) return `A report covers at most ${MAX_REPORT_DAYS} days. Please choose a shorter period.`;
  return { days, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** What the database counts for a period (money in kobo). */
export interface PeriodCounts {
  bookings: number;
  completed: number;
  cancelled: number;
  lateCancelled: number;
  noShows: number;
  online: number;
  salon: number;
  /** Paid at the venue for completed appointments. */
  completedKobo: number;
  /** Deposits the salon kept (a no-show, a late cancellation). */
  keptKobo: number;
}

export const naira = (kobo: number) => Math.round(kobo) / 100;
/** part / whole as a fraction; 0 when there is nothing to divide. */
export const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * A period's headline figures. Revenue is what the salon took: completed visits and deposits kept. The average ticket
 * is a completed visit's. The no-show rate counts among appointments that were due (not cancelled); the cancellation
 * rates among all bookings.
 */
export function totalsOf(c: PeriodCounts) {
  return {
    bookings: c.bookings,
    completed: c.completed,
    cancelled: c.cancelled,
    lateCancelled: c.lateCancelled,
    noShows: c.noShows,
    online: c.online,
    salon: c.salon,
    revenue: naira(c.completedKobo + c.keptKobo),
    depositsKept: naira(c.keptKobo),
    averageTicket: c.completed ? naira(Math.round(c.completedKobo / c.completed)) : 0,
    noShowRate: rate(c.noShows, c.bookings - c.cancelled),
    cancellationRate: rate(c.cancelled, c.bookings),
    lateCancellationRate: rate(c.lateCancelled, c.bookings),
  };
}
export type Totals = ReturnType<typeof totalsOf>;

/** Every local date of the period, so that a day without bookings is a zero in the trend, not a gap. */
export function periodDates(from: LocalDate, to: LocalDate): string[] {
  const out: string[] = [];
  for (let d = addDays(from, 0); isoDate(d) <= isoDate(to); d = addDays(d, 1)) out.push(isoDate(d));
  return out;
}
