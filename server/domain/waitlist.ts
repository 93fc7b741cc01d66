/**
 * The waitlist's rules (issue 31), as plain functions over the availability engine's data: who may join, which freed
 * time fits a waiting entry (its window of the day, its services' length, its preferred employee, the minimum notice,
 * all decided by the same engine that offers times to everyone), and how often one entry may be told. Used by
 * server/waitlist (joining, and the offers written with every change that frees time).
 */
import { DEFAULT_HORIZON_DAYS, daySlots, freeStaffAt, isoDate, type DayQuery } from './availability.ts';
import { addDays, localDateOf, zonedTime, type LocalDate } from './time.ts';

export const WAITLIST_WINDOWS = ['MORNING', 'AFTERNOON', 'EVENING', 'ANY'] as const;
export type WaitlistWindow = (typeof WAITLIST_WINDOWS)[number];

/** Active entries a customer may hold at once. */
export const MAX_ACTIVE_ENTRIES = 5;
/** One entry is told at most once in this long, however many times free up. */
export const OFFER_SPACING_MS = 10 * 60_000;

/** A window's wall-clock minutes of the day in the branch's zone: [from, to). */
const WINDOW_MINUTES: Record<WaitlistWindow, [number, number]> = {
  MORNING: [0, 12 * 60],
  AFTERNOON: [12 * 60, 16 * 60],
  EVENING: [16 * 60, 24 * 60],
  ANY: [0, 24 * 60],
};

/** Whether a start falls in the window on that day, in the branch's zone (its start decides, not its end). */
export function inWindow(window: WaitlistWindow, date: LocalDate, start: Date, timeZone: string): boolean {
  const [from, to] = WINDOW_MINUTES[window];
  const s = start.getTime();
  return s >= zonedTime(date, from, timeZone).getTime() && s < zonedTime(date, to, timeZone).getTime();
}

/**
 * Why a customer cannot join for this day, in words they can act on; null when they can. `today` is the branch's;
 * the day must be bookable (today up to the horizon).
 */
export function joinProblem(input: {
  date: LocalDate;
  today: LocalDate;
  horizonDays?: number;
  activeEntries: number;
  /** An active entry of theirs for the same branch, day and services. */
  duplicate: boolean;
}): string | null {
  const day = isoDate(input.date);
  if (day < isoDate(input.today)) return 'This day has passed. Please choose today or a later day.';
  const last = addDays(input.today, input.horizonDays ?? DEFAULT_HORIZON_DAYS);
  if (day > isoDate(last)) return `Bookings open ${input.horizonDays ?? DEFAULT_HORIZON_DAYS} days ahead at most.`;
  if (input.duplicate) return 'You are already on the waitlist for this day and these services.';
  if (input.activeEntries >= MAX_ACTIVE_ENTRIES)
    return `You can wait for ${MAX_ACTIVE_ENTRIES} days at a time. Please leave one of your waitlists first.`;
  return null;
}

/**
 * The first time of the day that fits a waiting entry, with the employee to offer: inside its window, long enough
 * for its services (`q.durationMinutes`), with its preferred employee when it has one, and no sooner than the
 * minimum notice. The engine's own slots and free staff decide, so an offer is a time anyone could book. Given the
 * time that just `opened`, only a time that uses some of it: one free all along is not news. Null when nothing fits.
 */
export function firstFit(
  q: DayQuery,
  entry: { window: WaitlistWindow; branchEmployeeId?: string | null },
  opened?: { start: Date; end: Date },
): { start: Date; branchEmployeeId: string } | null {
  const length = q.durationMinutes * 60_000;
  for (const start of daySlots(q)) {
    if (!inWindow(entry.window, q.date, start, q.rules.timeZone)) continue;
    const s = start.getTime();
    if (opened && (s >= opened.end.getTime() || s + length <= opened.start.getTime())) continue;
    const free = freeStaffAt(q, start).filter((s) => !entry.branchEmployeeId || s.id === entry.branchEmployeeId);
    if (free[0]) return { start, branchEmployeeId: free[0].id };
  }
  return null;
}

/** Whether an entry may be told of a time now: never told, or told more than ten minutes ago. */
export const mayOffer = (lastOfferedAt: Date | null, now: Date) =>
  !lastOfferedAt || now.getTime() - lastOfferedAt.getTime() >= OFFER_SPACING_MS;

/** An entry ends when its day has ended in the branch's zone. */
export const dayEnded = (date: LocalDate, now: Date, timeZone: string) =>
  isoDate(localDateOf(now, timeZone)) > isoDate(date);
