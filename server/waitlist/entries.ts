/**
 * Joining and leaving a salon's waitlist (issue 31): a customer waits for a day that has no time for their cart, in a
 * window of it, perhaps for one employee. The rules are server/domain/waitlist.ts's; the offers that fill freed times
 * are ./offers.ts's. An entry ends when its day has ended where the branch is (read as EXPIRED from then on), when
 * it is booked (./booked.ts) or when its customer leaves it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, waitlistEntries } from '../db/schema.ts';
import { entriesOf } from '../queries/waitlist.ts';
import { isoDate, parseLocalDate } from '../domain/availability.ts';
import { localDateOf } from '../domain/time.ts';
import { joinProblem, type WaitlistWindow } from '../domain/waitlist.ts';
import { cartOf, scheduleOf } from '../booking/facts.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';

export interface WaitlistDeps {
  db: Db;
  now: () => Date;
}

export interface JoinInput {
  branchId: string;
  /** yyyy-mm-dd, the branch's local date. */
  date: string;
  window: WaitlistWindow;
  serviceIds: string[];
  branchEmployeeId?: string;
}

const ACTIVE = ['WAITING', 'OFFERED'] as const;

/** Ends the customer's active entries whose day has ended where their branch is. */
async function expireEnded(deps: WaitlistDeps, userId: string) {
  await deps.db.execute(sql`
    update ${waitlistEntries} w set status = 'EXPIRED', ended_at = ${deps.now().toISOString()}::timestamptz
    from ${branches} b
    where b.id = w.branch_id and w.user_id = ${userId} and w.status in ('WAITING', 'OFFERED')
      and w.day < to_char(${deps.now().toISOString()}::timestamptz at time zone b.time_zone, 'YYYY-MM-DD')`);
}

/** Puts the customer on the branch's waitlist for the day; answers the entry's id. */
export function joinWaitlist(deps: WaitlistDeps, userId: string, input: JoinInput): Promise<Outcome<string>> {
  return outcome(async () => {
    const { db } = deps;
    const date = parseLocalDate(input.date);
    if (!date) refuse('invalid', 'Please choose a day, like 2026-12-05.');
    const schedule = await scheduleOf(db, input.branchId);
    const serviceIds = [...new Set(input.serviceIds)];
    if (!serviceIds.length) refuse('invalid', 'Please choose the services you are waiting for.');
    await cartOf(db, schedule, serviceIds);
    if (input.branchEmployeeId && !schedule.staff.some((s) => s.id === input.branchEmployeeId))
      refuse('invalid', 'This employee does not work at this salon. Please choose another, or anyone.');
    await expireEnded(deps, userId);
    const active = await db
      .select({ branchId: waitlistEntries.branchId, day: waitlistEntries.day, serviceIds: waitlistEntries.serviceIds })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, [...ACTIVE])));
    const same = (ids: string[]) => ids.length === serviceIds.length && ids.every((id) => serviceIds.includes(id));
    const problem = joinProblem({
      date,
      today: localDateOf(deps.now(), schedule.rules.timeZone),
      horizonDays: schedule.rules.horizonDays,
      activeEntries: active.length,
      duplicate: active.some((e) => e.branchId === input.branchId && e.day === isoDate(date) && same(e.serviceIds)),
    });
    if (problem) refuse('invalid', problem);
    const [row] = await db
      .insert(waitlistEntries)
      .values({
        userId,
        branchId: input.branchId,
        day: isoDate(date),
        window: input.window,
        serviceIds,
        branchEmployeeId: input.branchEmployeeId ?? null,
      })
      .returning({ id: waitlistEntries.id });
    return row!.id;
  });
}

/** The customer leaves one of their active entries; someone else's, or none, is not found. */
export function leaveWaitlist(deps: WaitlistDeps, userId: string, id: string): Promise<Outcome<null>> {
  return outcome(async () => {
    await expireEnded(deps, userId);
    const [entry] = await deps.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId)));
    if (!entry) refuse('not-found', 'This waitlist entry was not found.');
    const left = await deps.db
      .update(waitlistEntries)
      .set({ status: 'LEFT', endedAt: deps.now(), updatedAt: deps.now() })
      .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...ACTIVE])))
      .returning({ id: waitlistEntries.id });
    if (!left.length) refuse('conflict', 'This waitlist entry has already ended.');
    return null;
  });
}

/** The customer's entries, active and past, newest first, with the salon's name and the time last offered. */
export function myWaitlist(deps: WaitlistDeps, userId: string) {
  return outcome(async () => {
    await expireEnded(deps, userId);
    return entriesOf(deps.db, userId);
  });
}
