/**
 * A gateway's word that a payment changed (its webhook, the sandbox's checkout): the payment's reference says what it
 * paid for, and that use-case verifies it with the gateway and records it once.
 */
import { eq } from 'drizzle-orm';
import type { BillingDeps } from '../billing/context.ts';
import { settlePayment } from '../billing/subscriptions.ts';
import { paymentTransactions } from '../db/schema.ts';
import type { DepositDeps } from '../deposits/context.ts';
import { settleDeposit } from '../deposits/settle.ts';
import type { DepositStatus } from '../domain/deposits.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';

export type Settled =
  | { purpose: 'plan'; startsAt: Date; expiresAt: Date }
  | { purpose: 'deposit'; appointmentId: string; status: DepositStatus };

/** What a payment reference is for: a plan, a deposit, or nothing we know. */
export async function paymentPurpose(deps: { db: BillingDeps['db'] }, txRef: string) {
  const [tx] = await deps.db
    .select({ appointmentId: paymentTransactions.appointmentId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.txRef, txRef));
  if (!tx) return undefined;
  return tx.appointmentId ? 'deposit' : 'plan';
}

/** Settles a reference; `known` is its purpose when the caller has already read it. */
export function settleByReference(
  deps: BillingDeps & DepositDeps,
  txRef: string,
  known?: 'plan' | 'deposit',
): Promise<Outcome<Settled>> {
  return outcome(async () => {
    const purpose = known ?? (await paymentPurpose(deps, txRef));
    if (!purpose) refuse('not-found', 'We could not find this payment.');
    if (purpose === 'plan') {
      const period = await settlePayment(deps, txRef);
      if (!period.ok) refuse(period.refusal.refused, period.refusal.message);
      return { purpose, ...period.value };
    }
    const deposit = await settleDeposit(deps, txRef);
    if (!deposit.ok) refuse(deposit.refusal.refused, deposit.refusal.message);
    return { purpose, ...deposit.value };
  });
}
