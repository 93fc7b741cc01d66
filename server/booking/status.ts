/**
 * Changing an appointment's status: the customer or the salon cancels (its time offered to the waitlist), the salon
 * completes (paid at the venue) or marks a no-show.
 * One transition rule for all of them: the lifecycle's refusal for the action, then a write guarded by the state the
 * rule saw, so two changes racing on one appointment never both succeed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { retryTransient } from '../db/retry.ts';
import { appointments } from '../db/schema.ts';
import {
  cancelRefusal,
  completeRefusal,
  noShowRefusal,
  actingOn,
  STYLIST_CANNOT,
  type Actor,
  type AppointmentState,
  type Party,
} from '../domain/lifecycle.ts';
import type { BookingDeps } from './context.ts';
import type { DepositDeps } from '../deposits/context.ts';
import { depositOnStatus } from '../deposits/on-status.ts';
import { changingDiary } from './diary.ts';
import { appointmentState } from './facts.ts';
import { mailFacts, queueBookingMails } from './mails.ts';
import { offerFreedTime } from '../waitlist/offers.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';

export const NOT_YOURS = 'You can only manage your own appointments.';
const LINK = 'signed-link';
const CHANGED = 'This appointment was changed meanwhile. Please reload it.';

export type StatusAction = 'cancel' | 'complete' | 'no-show';

const rules: Record<
  StatusAction,
  {
    refusal: (a: AppointmentState, actor: Actor, now: Date) => string | null;
    set: Partial<typeof appointments.$inferInsert>;
    message: string;
  }
> = {
  cancel: { refusal: cancelRefusal, set: { bookingStatus: 'CANCELLED' }, message: 'Appointment cancelled.' },
  complete: {
    refusal: (a, actor) => completeRefusal(a, actor),
    set: { paymentStatus: 'RECEIVED', bookingStatus: 'BOOKED' },
    message: 'Appointment completed.',
  },
  'no-show': { refusal: noShowRefusal, set: { bookingStatus: 'NO_SHOW' }, message: 'Marked as a no-show.' },
};

/** Neither cancelled, nor a no-show, nor paid: the state every change starts from. */
const unsettled = sql`${appointments.bookingStatus} not in ('CANCELLED', 'NO_SHOW')
  and ${appointments.paymentStatus} = 'PENDING'`;

/** Turns a lifecycle refusal into the use-case's refusal ("not yours" is a permission refusal). */
export function refuseFor(reason: string | null): void {
  if (reason === 'not yours') refuse('forbidden', NOT_YOURS);
  if (reason === STYLIST_CANNOT) refuse('forbidden', reason);
  if (reason) refuse('conflict', reason);
}

/** Applies one status action; answers the message to show. */
export function changeStatus(
  deps: BookingDeps & Pick<Partial<DepositDeps>, 'refundDue'>,
  actor: Party,
  id: string,
  action: StatusAction,
): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    const rule = rules[action];
    // The holder of the appointment's signed link has the customer's rules for it (an account or a salon's guest).
    const refusalOf = (state: AppointmentState) => {
      if (actor.role !== 'Link') return rule.refusal(state, actingOn(state, actor), deps.now());
      if (actor.appointmentId !== id) return 'not yours';
      return rule.refusal({ ...state, userId: LINK }, { role: 'Customer', userId: LINK }, deps.now());
    };
    const state = await appointmentState(deps.db, id);
    refuseFor(refusalOf(state));
    // A deposit follows the customer's rules or the salon's: whoever acts (a team member's own booking elsewhere is
    // a customer's).
    const by = actor.role !== 'Link' && actingOn(state, actor).role === 'Business' ? 'salon' : 'customer';
    // Only from the state just checked: a change that landed meanwhile wins, never both. The deposit's fate and a
    // cancellation's mails (which say it) are written with it.
    const updated = await changingDiary(deps, state.branchId, () =>
      retryTransient(() =>
        deps.db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const rows = await t
            .update(appointments)
            .set({ ...rule.set, ...(action === 'cancel' && { cancelledAt: deps.now() }), updatedAt: deps.now() })
            .where(and(eq(appointments.id, id), unsettled))
            .returning({
              branchId: appointments.branchId,
              employeeId: appointments.branchEmployeeId,
              start: appointments.startAt,
              end: appointments.endAt,
            });
          if (!rows[0]) return undefined;
          const refund = await depositOnStatus(t, deps.now(), id, action, by);
          if (action === 'cancel') {
            await queueBookingMails(deps, t, await mailFacts(t, id), 'cancelled');
            // The time is free again: whoever waits for it is told, in this same transaction.
            await offerFreedTime(deps, t, rows[0]);
          }
          return { refund };
        }),
      ),
    );
    if (!updated) {
      refuseFor(refusalOf(await appointmentState(deps.db, id)));
      refuse('conflict', CHANGED);
    }
    if (updated.refund) deps.refundDue?.();
    if (action === 'cancel') deps.mailer.wake();
    return { message: rule.message };
  });
}
