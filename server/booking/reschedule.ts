/**
 * Reschedule: the same appointment (id, number, services, prices) moved to a free time, atomically. The new time is
 * checked inside the transaction and the database's exclusion constraint decides a race; the old time is given up
 * only in the same statement that takes the new one, so a lost race leaves the appointment as it was (409).
 * The customer: their own, before it starts, to a time at least the branch's minimum notice ahead. The salon: its
 * own branch, before it ends, from now on. Never once cancelled, completed or a no-show.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, appointmentServices, employees } from '../db/schema.ts';
import { retryTransient } from '../db/retry.ts';
import { findPgCode } from '../db/unavailable.ts';
import { daySlots, freeStaffAt, whyNotFree } from '../domain/availability.ts';
import {
  actingOn,
  isTheirs,
  mayChange,
  STYLIST_CANNOT,
  type AppointmentState,
  type Party,
} from '../domain/lifecycle.ts';
import { localDateOf } from '../domain/time.ts';
import { SLOT_TAKEN, timeRefused } from './book.ts';
import type { BookingDeps } from './context.ts';
import { changingDiary } from './diary.ts';
import { appointmentState, employeeDayFacts, scheduleOf } from './facts.ts';
import { mailFacts, mailWhen, queueBookingMails } from './mails.ts';
import { offerFreedTime } from '../waitlist/offers.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { refuseFor } from './status.ts';

export interface RescheduleInput {
  appointmentId: string;
  start: Date;
  /** Another employee of the same branch; the current one when left out. */
  branchEmployeeId?: string;
}

/** Null when this mover may move this appointment now, else the reason in words a person can act on. */
export function rescheduleRefusal(a: AppointmentState & { id: string }, mover: Party, now: Date): string | null {
  if (!isTheirs(a, mover)) return 'not yours';
  if (!mayChange(a, mover)) return STYLIST_CANNOT;
  if (a.bookingStatus === 'CANCELLED') return 'This appointment is cancelled, so it cannot be moved.';
  if (a.bookingStatus === 'NO_SHOW') return 'This appointment is marked as a no-show, so it cannot be moved.';
  if (a.paymentStatus === 'RECEIVED') return 'This appointment is completed, so it cannot be moved.';
  if (mover.role !== 'Business' && a.startAt.getTime() <= now.getTime())
    return 'This appointment has already started, so it can no longer be moved online. Please call the salon.';
  if (mover.role === 'Business' && a.endAt.getTime() <= now.getTime())
    return 'This appointment has already ended, so it cannot be moved.';
  return null;
}

const CHANGED = 'This appointment was changed meanwhile. Please reload it.';

export function reschedule(
  deps: BookingDeps,
  party: Party,
  input: RescheduleInput,
): Promise<Outcome<{ id: string; startDateTime: string }>> {
  return outcome(async () => {
    const { db, now } = deps;
    const before = await appointmentState(db, input.appointmentId);
    const mover = actingOn(before, party);
    const reason = rescheduleRefusal(before, mover, now());
    refuseFor(reason);
    const employeeId = input.branchEmployeeId ?? before.branchEmployeeId;
    const [employee] = await db
      .select({ id: employees.id, branchId: employees.branchId })
      .from(employees)
      .where(and(eq(employees.id, employeeId), eq(employees.isActive, true)));
    if (!employee || employee.branchId !== before.branchId)
      refuse('invalid', 'This employee is not available at this salon. Please choose another.');
    const schedule = await scheduleOf(db, before.branchId);
    const rules = mover.role === 'Business' ? { ...schedule.rules, minNoticeMinutes: 0 } : schedule.rules;
    const minutes = Math.round((before.endAt.getTime() - before.startAt.getTime()) / 60_000);
    const start = input.start;
    if (start.getTime() === before.startAt.getTime() && employeeId === before.branchEmployeeId)
      refuse('invalid', 'Please choose a different time or employee.');
    const local = localDateOf(start, rules.timeZone);
    const delta = start.getTime() - before.startAt.getTime();
    const oldWhen = mailWhen(before.startAt, rules.timeZone);

    await changingDiary(deps, before.branchId, () =>
      retryTransient(() =>
        db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const date = `${local.year}-${local.month}-${local.day}`;
          const facts = await employeeDayFacts(t, schedule, employeeId, date, minutes, now());
          // Its own current time does not stand in its way (a move by half an hour overlaps itself).
          const q = {
            ...facts,
            rules,
            busy: facts.busy.filter(
              (b) =>
                !(
                  b.employeeId === before.branchEmployeeId &&
                  b.start.getTime() === before.startAt.getTime() &&
                  b.end.getTime() === before.endAt.getTime()
                ),
            ),
          };
          const onGrid = daySlots(q).some((s) => s.getTime() === start.getTime());
          if (!onGrid || !freeStaffAt(q, start).some((s) => s.id === employeeId)) {
            const name = schedule.staff.find((s) => s.id === employeeId)?.name ?? 'the employee';
            const by = mover.role === 'Business' ? 'salon' : 'customer';
            refuse('conflict', timeRefused(whyNotFree(q, start, employeeId), by, name));
          }
          // Only from the state just checked (same time, still live): a change that landed meanwhile wins.
          const moved = await t
            .update(appointments)
            .set({
              startAt: start,
              endAt: new Date(start.getTime() + minutes * 60_000),
              branchEmployeeId: employeeId,
              sequence: sql`${appointments.sequence} + 1`,
              timeSetAt: now(),
              updatedAt: now(),
            })
            .where(
              and(
                eq(appointments.id, before.id),
                eq(appointments.startAt, before.startAt),
                sql`${appointments.bookingStatus} not in ('CANCELLED', 'NO_SHOW')`,
                eq(appointments.paymentStatus, 'PENDING'),
              ),
            )
            .returning({ id: appointments.id });
          if (!moved.length) refuse('conflict', CHANGED);
          await t
            .update(appointmentServices)
            .set({
              startAt: sql`${appointmentServices.startAt} + make_interval(secs => ${delta / 1000})`,
              endAt: sql`${appointmentServices.endAt} + make_interval(secs => ${delta / 1000})`,
            })
            .where(eq(appointmentServices.appointmentId, before.id));
          await queueBookingMails(deps, t, await mailFacts(t, before.id), 'rescheduled', oldWhen);
          // The time it left is free: whoever waits for it is told (what the move itself took is not offered).
          await offerFreedTime(deps, t, {
            branchId: before.branchId,
            employeeId: before.branchEmployeeId,
            start: before.startAt,
            end: before.endAt,
          });
        }),
      ).catch((err: unknown) => {
        if (findPgCode(err) === '23P01') refuse('conflict', SLOT_TAKEN);
        throw err;
      }),
    );
    deps.mailer.wake();
    return { id: before.id, startDateTime: start.toISOString() };
  });
}
