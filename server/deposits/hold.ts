/**
 * A booking with a deposit: the deposit is written with the appointment, in its transaction, so the time is held
 * from the first instant (the live appointment is in employee_busy, whose exclusion constraint keeps anyone else
 * out); then the customer is sent to the gateway's checkout. A gateway that does not answer releases the hold.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, deposits, paymentTransactions, users } from '../db/schema.ts';
import { majorText, type Kobo } from '../domain/deposits.ts';
import { changingDiary } from '../booking/diary.ts';
import { offerFreedTime } from '../waitlist/offers.ts';
import { refuse } from '../lib/outcome.ts';

import { DEFAULT_HOLD_MINUTES, type DepositDeps } from './context.ts';

export interface HeldDeposit {
  appointmentId: string;
  branchId: string;
  txRef: string;
  amount: Kobo;
  /** The appointment's total, in naira as the booking has it. */
  total: number;
  holdUntil: Date;
}

/**
 * Writes the deposit of a new online appointment (and its pending payment) in the booking's transaction `t`. The
 * hold ends after DEPOSIT_HOLD_MINUTES, or at the start if that comes first.
 */
export async function holdDeposit(
  t: Db,
  deps: DepositDeps,
  h: { appointmentId: string; branchId: string; userId: string; start: Date; amount: Kobo; total: number },
): Promise<HeldDeposit> {
  const minutes = deps.depositHoldMinutes ?? DEFAULT_HOLD_MINUTES;
  const holdUntil = new Date(Math.min(deps.now().getTime() + minutes * 60_000, h.start.getTime()));
  const txRef = `${deps.gateway.name === 'sandbox' ? 'SB' : 'FLW'}-DEP-${randomUUID()}`;
  // The payment first: the deposit row names its reference. Naira are written from kobo by the database.
  await t.insert(paymentTransactions).values({
    txRef,
    gateway: deps.gateway.name,
    userId: h.userId,
    branchId: h.branchId,
    appointmentId: h.appointmentId,
    amount: sql`${h.amount}::numeric / 100`,
    currency: 'NGN',
  });
  await t.insert(deposits).values({
    appointmentId: h.appointmentId,
    branchId: h.branchId,
    amount: h.amount,
    txRef,
    holdUntil,
  });
  return { appointmentId: h.appointmentId, branchId: h.branchId, txRef, amount: h.amount, total: h.total, holdUntil };
}

/** Where the gateway sends the payer back to. */
export const DEPOSIT_RETURN = '/appointments/deposit';

export const GATEWAY_DOWN =
  'The payment service is not answering just now, so your booking was not made and the time is free again. ' +
  'Please try again in a few minutes.';

/** Asks the gateway for a held deposit's checkout; when it cannot, the hold is released and the booking refused. */
export async function openCheckout(deps: DepositDeps, held: HeldDeposit, appointmentNo: string): Promise<string> {
  const [payer] = await deps.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(paymentTransactions, eq(paymentTransactions.userId, users.id))
    .where(eq(paymentTransactions.txRef, held.txRef));
  try {
    const checkoutUrl = await deps.gateway.checkoutUrl({
      txRef: held.txRef,
      amount: majorText(held.amount),
      currency: 'NGN',
      title: `Deposit for appointment ${appointmentNo}`,
      email: payer?.email ?? '',
      redirectUrl: new URL(DEPOSIT_RETURN, deps.siteUrl).toString(),
    });
    await deps.db.update(deposits).set({ checkoutUrl }).where(eq(deposits.txRef, held.txRef));
    return checkoutUrl;
  } catch {
    await releaseHold(deps, held.appointmentId, 'cancel');
    await deps.db
      .update(paymentTransactions)
      .set({ status: 'failed' })
      .where(eq(paymentTransactions.txRef, held.txRef));
    refuse('unavailable', GATEWAY_DOWN);
  }
}

/**
 * Ends an unpaid deposit: EXPIRED, and its appointment cancelled so that its time is offered again at once. Only
 * from DUE (a payment that landed meanwhile wins). Answers whether it ended it; `afterwards` runs in the same
 * transaction (the expiry's mail), and so do the time's offers to the waitlist unless `offer` is false.
 */
export async function releaseHold(
  deps: DepositDeps,
  appointmentId: string,
  by: 'hold' | 'cancel',
  afterwards?: (t: Db) => Promise<void>,
  offer = true,
): Promise<boolean> {
  const [appointment] = await deps.db
    .select({ branchId: appointments.branchId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!appointment) return false;
  return changingDiary(deps, appointment.branchId, () =>
    deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const ended = await t
        .update(deposits)
        .set({ status: 'EXPIRED', releasedBy: by, updatedAt: deps.now() })
        .where(and(eq(deposits.appointmentId, appointmentId), eq(deposits.status, 'DUE')))
        .returning({ id: deposits.id });
      if (!ended.length) return false;
      const [freed] = await t
        .update(appointments)
        .set({ bookingStatus: 'CANCELLED', cancelledAt: deps.now(), updatedAt: deps.now() })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.bookingStatus, 'PENDING')))
        .returning({
          branchId: appointments.branchId,
          employeeId: appointments.branchEmployeeId,
          start: appointments.startAt,
          end: appointments.endAt,
        });
      await afterwards?.(t);
      // The held time is free again: whoever waits for it is told. Not when the customer's own new booking of the
      // same time takes it over at once (releaseOwnHold).
      if (freed && offer) await offerFreedTime(deps, t, freed);
      return true;
    }),
  ).then((released) => {
    if (released) deps.mailer.wake();
    return released;
  });
}

/**
 * A customer back from a checkout they did not finish, confirming the same time with the same employee again: their
 * own unpaid hold gives way to the new booking (a payment that still comes for it is refunded). Answers whether one
 * did.
 */
export async function releaseOwnHold(deps: DepositDeps, userId: string, employeeId: string, start: Date) {
  const held = await deps.db
    .select({ id: appointments.id })
    .from(deposits)
    .innerJoin(appointments, eq(appointments.id, deposits.appointmentId))
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.branchEmployeeId, employeeId),
        eq(appointments.startAt, start),
        eq(deposits.status, 'DUE'),
      ),
    );
  let released = false;
  for (const { id } of held) released = (await releaseHold(deps, id, 'cancel', undefined, false)) || released;
  return released;
}
