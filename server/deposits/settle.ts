/**
 * A deposit's payment, believed only once the gateway itself confirmed it (reference, status, amount, currency): on
 * the customer's return, on the gateway's webhook, and by the reconciler. However often, late or out of order it
 * arrives, the deposit row (taken FOR UPDATE) and the money trail's one charge per appointment apply it once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, deposits, moneyMovements, paymentTransactions } from '../db/schema.ts';
import type { DepositStatus } from '../domain/deposits.ts';
import { findPgCode } from '../db/unavailable.ts';
import { changingDiary } from '../booking/diary.ts';
import { endBookedEntries } from '../waitlist/booked.ts';
import { mailFacts, queueBookingMails, queueDepositMail } from '../booking/mails.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { paymentProblem } from '../payments/gateway.ts';
import { depositByRef } from '../queries/deposits.ts';
import { DEPOSIT_WORDS, type DepositDeps } from './context.ts';
import { releaseHold } from './hold.ts';

const NOT_FOUND = 'We could not find this payment. If you were charged, please contact us with the reference.';
const DECLINED =
  'This payment was not completed. The time held for you has been released; you are welcome to book again.';

type Deposit = typeof deposits.$inferSelect;

/** Settles the deposit of a payment reference; answers its status afterwards. Refused when not paid. */
export function settleDeposit(
  deps: DepositDeps,
  txRef: string,
): Promise<Outcome<{ appointmentId: string; status: DepositStatus }>> {
  return outcome(async () => {
    const [deposit] = await deps.db.select().from(deposits).where(eq(deposits.txRef, txRef));
    if (!deposit) refuse('not-found', NOT_FOUND);
    return { appointmentId: deposit.appointmentId, status: await settle(deps, deposit) };
  });
}

/** Verifies a deposit with the gateway and applies a confirmed payment once; an unconfirmed one is refused. */
export async function settle(deps: DepositDeps, deposit: Deposit): Promise<DepositStatus> {
  // Paid, refunded or kept: already applied; only a due or an ended unpaid deposit can still receive its payment.
  if (deposit.status !== 'DUE' && deposit.status !== 'EXPIRED') return deposit.status;
  const { db, gateway } = deps;
  const verification = await gateway.verify(deposit.txRef);
  await db.update(deposits).set({ checkedAt: deps.now() }).where(eq(deposits.id, deposit.id));
  const problem = paymentProblem(
    verification,
    { txRef: deposit.txRef, amountMinor: deposit.amount, currency: deposit.currency },
    DEPOSIT_WORDS,
  );
  if (problem) {
    // A final answer is kept on the transaction for support; a payment still in progress leaves it as it is.
    if (verification?.declined)
      await db
        .update(paymentTransactions)
        .set({ status: 'failed', gatewayResponse: verification.raw ?? null })
        .where(and(eq(paymentTransactions.txRef, deposit.txRef), eq(paymentTransactions.status, 'pending')));
    // A payment the gateway says will never come releases the time at once instead of at the hold's end.
    const released = verification?.declined && (await releaseHold(deps, deposit.appointmentId, 'cancel'));
    refuse('payment-required', released ? DECLINED : problem);
  }
  const [appointment] = await db
    .select({ branchId: appointments.branchId, startAt: appointments.startAt })
    .from(appointments)
    .where(eq(appointments.id, deposit.appointmentId));
  const status = await changingDiary(deps, appointment!.branchId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [current] = await t.select().from(deposits).where(eq(deposits.id, deposit.id)).for('update');
      if (current!.status !== 'DUE' && current!.status !== 'EXPIRED') return current!.status;
      const now = deps.now();
      await Promise.all([
        t
          .insert(moneyMovements)
          .values({
            appointmentId: deposit.appointmentId,
            depositId: deposit.id,
            kind: 'CHARGE',
            amount: deposit.amount,
            reference: deposit.txRef,
          })
          .onConflictDoNothing(),
        t
          .update(paymentTransactions)
          .set({ status: 'verified', verifiedAt: now, gatewayResponse: verification!.raw ?? null })
          .where(eq(paymentTransactions.txRef, deposit.txRef)),
      ]);
      // Paid in time; or paid after its hold ran out while the time is still free and to come: booked again.
      const booked =
        current!.status === 'DUE' ||
        (current!.releasedBy === 'hold' && appointment!.startAt > now && (await bookAgain(t, deposit.appointmentId)));
      const next: DepositStatus = booked ? 'PAID' : 'REFUND_PENDING';
      await t
        .update(deposits)
        .set({
          status: next,
          paidAt: now,
          gatewayTxId: verification!.gatewayTxId ?? null,
          refundNextAt: booked ? null : now,
          updatedAt: now,
        })
        .where(eq(deposits.id, deposit.id));
      const mail = await mailFacts(t, deposit.appointmentId);
      if (booked)
        await Promise.all([
          queueBookingMails(deps, t, mail, 'confirmed'),
          endBookedEntries(t, deposit.appointmentId, now),
        ]);
      else await queueDepositMail(deps, t, mail, 'late');
      return next;
    }),
  );
  deps.mailer.wake();
  if (status === 'REFUND_PENDING') deps.refundDue?.();
  return status;
}

/**
 * Makes a released appointment live again, in a savepoint: the exclusion constraint refuses it when someone has
 * taken the time meanwhile, and then only the savepoint is undone.
 */
async function bookAgain(t: Db, appointmentId: string): Promise<boolean> {
  try {
    await t.transaction(async (sp) => {
      await sp
        .update(appointments)
        .set({ bookingStatus: 'PENDING', cancelledAt: null })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.bookingStatus, 'CANCELLED')));
    });
    return true;
  } catch (err) {
    if (findPgCode(err) === '23P01') return false;
    throw err;
  }
}

/**
 * The customer back from the checkout: their deposit verified with the gateway (the return address's query is never
 * believed), answered with the appointment it confirmed. Not paid, or paid too late for a time taken meanwhile: said
 * in words.
 */
export function payerReturns(
  deps: DepositDeps,
  userId: string,
  txRef: string,
): Promise<Outcome<{ appointmentId: string }>> {
  return outcome(async () => {
    const found = txRef ? await depositByRef(deps.db, txRef) : undefined;
    if (!found) refuse('not-found', NOT_FOUND);
    if (found.userId !== userId) refuse('forbidden', 'This payment belongs to another customer.');
    const status = await settle(deps, found.d);
    if (status === 'REFUND_PENDING' || (status === 'REFUNDED' && found.d.releasedBy))
      refuse(
        'conflict',
        'Your payment arrived after the time held for you had been booked by someone else, ' +
          'so we are refunding your deposit in full. Please choose another time.',
      );
    if (status === 'DUE' || status === 'EXPIRED') refuse('payment-required', 'This deposit has not been paid.');
    return { appointmentId: found.d.appointmentId };
  });
}
