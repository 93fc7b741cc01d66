/**
 * A branch's plans. A plan is recorded only after the server itself asked the gateway about the payment (never on the
 * payer's word: the return page's query is forgeable), and once per reference however often the payer comes back.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { branchSubscriptions, paymentTransactions, subscriptionTypes } from '../db/schema.ts';
import { purchasedPeriod, type PlanPeriod } from '../domain/plans.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { minorUnits, paymentProblem } from '../payments/gateway.ts';
import { branchPlansOf, type BranchPlan } from '../queries/billing.ts';
import type { BillingDeps, PlanBuyer } from './context.ts';

const NOT_FOUND = 'We could not find this payment. If you were charged, please contact us with the reference.';

/** The buyer's branch's plans, the current one first. */
export function branchPlans(deps: BillingDeps, buyer: PlanBuyer): Promise<Outcome<BranchPlan[]>> {
  return outcome(() => branchPlansOf(deps.db, buyer.branchId, deps.now()));
}

export interface RecordInput {
  /** The payment reference the checkout returned. */
  txRef: string;
  /** When given, must be the plan the payment was for. */
  subscriptionTypeId?: string;
}

/**
 * Records the plan a verified payment bought, for the buyer's own branch; a reference already recorded answers the
 * same period again. A payment the gateway does not confirm is refused (402) and only its answer is kept on the
 * transaction, for support to read.
 */
export function recordSubscription(
  deps: BillingDeps,
  buyer: PlanBuyer,
  input: RecordInput,
): Promise<Outcome<PlanPeriod>> {
  return outcome(async () => {
    const { txRef } = input;
    const [tx] = await deps.db.select().from(paymentTransactions).where(eq(paymentTransactions.txRef, txRef));
    // A made-up or someone else's reference records nothing.
    if (!tx || !isPlanPayment(tx)) refuse('payment-required', NOT_FOUND);
    if (tx.branchId !== buyer.branchId) refuse('forbidden', 'This payment belongs to another salon.');
    if (input.subscriptionTypeId && input.subscriptionTypeId !== tx.subscriptionTypeId)
      refuse('invalid', 'This payment was made for another plan.');
    return settle(deps, tx);
  });
}

type Transaction = typeof paymentTransactions.$inferSelect;
/** A payment for a plan (not a deposit). */
type PlanTransaction = Transaction & { subscriptionTypeId: string };
const isPlanPayment = (tx: Transaction): tx is PlanTransaction => tx.subscriptionTypeId !== null;

/**
 * A payment the gateway tells us about (its webhook; the sandbox's checkout too): verified with the gateway and, when
 * paid, its plan recorded for the branch that started it. Delivered twice, late or out of order, it records once; an
 * unknown reference records nothing.
 */
export function settlePayment(deps: BillingDeps, txRef: string): Promise<Outcome<PlanPeriod>> {
  return outcome(async () => {
    const [tx] = await deps.db.select().from(paymentTransactions).where(eq(paymentTransactions.txRef, txRef));
    if (!tx || !isPlanPayment(tx)) refuse('not-found', NOT_FOUND);
    return settle(deps, tx);
  });
}

/** Verifies a transaction with the gateway and records its plan once; a payment it does not confirm is refused. */
async function settle(deps: BillingDeps, tx: PlanTransaction): Promise<PlanPeriod> {
  const { db, gateway } = deps;
  const { txRef, branchId } = tx;
  const already = await recordedPeriod(deps, txRef);
  if (already) return already;
  const verification = await gateway.verify(txRef);
  const problem = paymentProblem(verification, { txRef, amountMinor: minorUnits(tx.amount)!, currency: tx.currency });
  if (problem) {
    await db
      .update(paymentTransactions)
      .set({
        status: verification?.paid === false ? 'failed' : tx.status,
        gatewayResponse: verification?.raw ?? tx.gatewayResponse,
      })
      .where(eq(paymentTransactions.id, tx.id));
    refuse('payment-required', problem);
  }
  const now = deps.now();
  const [plan] = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, tx.subscriptionTypeId));
  const [running] = await db
    .select({ expiresAt: branchSubscriptions.expiresAt })
    .from(branchSubscriptions)
    .where(
      and(
        eq(branchSubscriptions.branchId, branchId),
        eq(branchSubscriptions.subscriptionTypeId, tx.subscriptionTypeId),
        gt(branchSubscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(branchSubscriptions.expiresAt))
    .limit(1);
  const period = purchasedPeriod(now, plan!.periodDays, running?.expiresAt);
  const inserted = await db.transaction(async (t) => {
    // Two returns of the same payment at once: the unique reference lets only one of them record it.
    const rows = await t
      .insert(branchSubscriptions)
      .values({
        branchId,
        subscriptionTypeId: tx.subscriptionTypeId,
        paymentStatus: 'successful',
        pgReference: txRef,
        ...period,
      })
      .onConflictDoNothing()
      .returning({ startsAt: branchSubscriptions.startsAt, expiresAt: branchSubscriptions.expiresAt });
    await t
      .update(paymentTransactions)
      .set({ status: 'verified', verifiedAt: now, gatewayResponse: verification!.raw ?? null })
      .where(eq(paymentTransactions.id, tx.id));
    return rows[0];
  });
  return inserted ?? (await recordedPeriod(deps, txRef))!;
}

/** The period already recorded for a reference, if any. */
async function recordedPeriod(deps: BillingDeps, txRef: string): Promise<PlanPeriod | undefined> {
  const [row] = await deps.db
    .select({ startsAt: branchSubscriptions.startsAt, expiresAt: branchSubscriptions.expiresAt })
    .from(branchSubscriptions)
    .where(eq(branchSubscriptions.pgReference, txRef));
  return row;
}
