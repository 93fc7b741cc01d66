/**
 * Staff time off (leave, lunch, a training): the salon blocks an employee's time so no slot is offered inside it.
 * Time off over live bookings is refused with the list of those bookings (the salon moves or cancels them first);
 * the database's employee_busy exclusion keeps a booking and time off from overlapping even in a race.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, employeeTimeOff } from '../db/schema.ts';
import { findPgCode } from '../db/unavailable.ts';
import type { Actor } from '../domain/lifecycle.ts';
import { liveBookingsOverlapping } from '../queries/time-off.ts';
import type { BookingDeps } from './context.ts';
import { changingDiary } from './diary.ts';
import { offerFreedTime } from '../waitlist/offers.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';

export const MAX_TIME_OFF_DAYS = 62;
const OVER_BOOKINGS = 'This time off overlaps bookings. Please move or cancel them first.';
const OVER_TIME_OFF = 'This employee already has time off in that period.';

export interface TimeOffInput {
  branchEmployeeId: string;
  start: Date;
  end: Date;
  reason: string;
}

/** The branches the actor manages; a customer, or an account without a branch, is refused. */
function salonBranches(actor: Actor): string[] {
  if (actor.role !== 'Business')
    refuse('forbidden', "Please log in with your business account to manage your staff's time.");
  if (!actor.branchIds.length)
    refuse('forbidden', "Only the owner or a manager of the branch can manage staff's time.");
  return actor.branchIds;
}

export function addTimeOff(deps: BookingDeps, actor: Actor, input: TimeOffInput): Promise<Outcome<{ id: string }>> {
  return outcome(async () => {
    const branches = salonBranches(actor);
    const { start, end } = input;
    if (end.getTime() <= start.getTime()) refuse('invalid', 'The end of the time off must be after its start.');
    if (end.getTime() - start.getTime() > MAX_TIME_OFF_DAYS * 86_400_000)
      refuse('invalid', `Time off can be at most ${MAX_TIME_OFF_DAYS} days at once.`);
    if (end.getTime() <= deps.now().getTime()) refuse('invalid', 'This time off is already over.');
    const [employee] = await deps.db
      .select({ branchId: employees.branchId })
      .from(employees)
      .where(eq(employees.id, input.branchEmployeeId));
    if (!employee || !branches.includes(employee.branchId))
      refuse('forbidden', "This employee is not on your salon's staff.");
    const { branchId } = employee;
    const over = await liveBookingsOverlapping(deps.db, input.branchEmployeeId, start, end);
    if (over.length) refuse('conflict', OVER_BOOKINGS, over);
    const written = deps.db
      .insert(employeeTimeOff)
      .values({ employeeId: input.branchEmployeeId, branchId, startAt: start, endAt: end, reason: input.reason })
      .returning({ id: employeeTimeOff.id });
    const [row] = await changingDiary(deps, branchId, () => written).catch(async (err: unknown) => {
      if (findPgCode(err) !== '23P01') throw err;
      // A booking landed meanwhile, or this overlaps other time off: say which.
      const now = await liveBookingsOverlapping(deps.db, input.branchEmployeeId, start, end);
      return now.length ? refuse('conflict', OVER_BOOKINGS, now) : refuse('conflict', OVER_TIME_OFF);
    });
    return { id: row!.id };
  });
}

export function removeTimeOff(deps: BookingDeps, actor: Actor, id: string): Promise<Outcome<null>> {
  return outcome(async () => {
    const branches = salonBranches(actor);
    const [timeOff] = await deps.db
      .select({ branchId: employeeTimeOff.branchId })
      .from(employeeTimeOff)
      .where(eq(employeeTimeOff.id, id));
    // Another salon's time off is not found, as one that does not exist.
    if (!timeOff || !branches.includes(timeOff.branchId)) refuse('not-found', 'Time off not found.');
    const deleted = await changingDiary(deps, timeOff.branchId, () =>
      deps.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [row] = await t
          .delete(employeeTimeOff)
          .where(and(eq(employeeTimeOff.id, id), eq(employeeTimeOff.branchId, timeOff.branchId)))
          .returning({
            branchId: employeeTimeOff.branchId,
            employeeId: employeeTimeOff.employeeId,
            start: employeeTimeOff.startAt,
            end: employeeTimeOff.endAt,
          });
        // The time is bookable again: whoever waits for it is told, with the removal.
        if (row) await offerFreedTime(deps, t, row);
        return row;
      }),
    );
    if (!deleted) refuse('not-found', 'Time off not found.');
    deps.mailer.wake();
    return null;
  });
}
