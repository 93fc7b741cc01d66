/**
 * The salon and its waitlist (issue 31): who waits for a day of its branch, and booking one of them into a free time
 * directly. Owners and managers of the branch (the calendar's 'day' right); a stylist, or another salon, is refused.
 */
import { eq } from 'drizzle-orm';
import { users, waitlistEntries } from '../db/schema.ts';
import { isoDate, parseLocalDate } from '../domain/availability.ts';
import type { Actor } from '../domain/lifecycle.ts';
import { localDateOf } from '../domain/time.ts';
import { dayEnded } from '../domain/waitlist.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { placeBooking } from '../booking/book.ts';
import type { BookingDeps } from '../booking/context.ts';
import { scheduleOf } from '../booking/facts.ts';
import { waitingFor } from '../queries/waitlist.ts';

const NOT_YOURS = 'Only the owner or a manager of the branch can see and book its waitlist.';
const NOT_FOUND = 'This waitlist entry was not found.';

function dayBranches(actor: Actor): string[] {
  if (actor.role !== 'Business' || !actor.branchIds.length) refuse('forbidden', NOT_YOURS);
  return actor.branchIds;
}

/** Who waits for the branch's day, first come first; nobody once the day has ended. */
export function branchWaitlist(deps: Pick<BookingDeps, 'db' | 'now'>, actor: Actor, branchId: string, day: string) {
  return outcome(async () => {
    if (!dayBranches(actor).includes(branchId)) refuse('forbidden', NOT_YOURS);
    const schedule = await scheduleOf(deps.db, branchId);
    if (dayEnded(parseLocalDate(day)!, deps.now(), schedule.rules.timeZone)) return [];
    return waitingFor(deps.db, branchId, day);
  });
}

/**
 * The salon books a waiting customer, with the entry's services, into a free time of the day they wait for: a salon
 * booking (no minimum notice, the same engine and database guarantee), which ends the entry as booked.
 */
export function bookFromWaitlist(
  deps: BookingDeps,
  actor: Actor,
  waitlistId: string,
  at: { start: Date; branchEmployeeId: string },
): Promise<Outcome<{ id: string }>> {
  return outcome(async () => {
    const branchIds = dayBranches(actor);
    const [row] = await deps.db
      .select({ entry: waitlistEntries, name: users.fullName, email: users.email, phone: users.phoneNumber })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .where(eq(waitlistEntries.id, waitlistId));
    // Another salon's entry is not found, as one that does not exist.
    if (!row || !branchIds.includes(row.entry.branchId)) refuse('not-found', NOT_FOUND);
    const { entry } = row;
    const schedule = await scheduleOf(deps.db, entry.branchId);
    const { timeZone } = schedule.rules;
    if (
      (entry.status !== 'WAITING' && entry.status !== 'OFFERED') ||
      dayEnded(parseLocalDate(entry.day)!, deps.now(), timeZone)
    )
      refuse('conflict', 'This customer is no longer waiting: their waitlist entry has ended.');
    if (isoDate(localDateOf(at.start, timeZone)) !== entry.day)
      refuse('invalid', 'Please choose a time on the day this customer is waiting for.');
    // The customer's account is found by its e-mail, so the booking is theirs and ends their entry.
    const customer = { fullName: row.name, email: row.email, phoneNumber: row.phone };
    const { id } = await placeBooking(
      deps,
      { source: 'SALON', branchIds, customer },
      {
        start: at.start,
        branchEmployeeId: at.branchEmployeeId,
        serviceIds: entry.serviceIds,
      },
    );
    return { id };
  });
}
