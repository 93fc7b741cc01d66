/**
 * Starting to pay for a plan: a pending transaction is recorded before the payer leaves, so the reference the gateway
 * returns can later be verified against what we asked for (plan, branch, amount, currency).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paymentTransactions, subscriptionTypes, users } from '../db/schema.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import type { BillingDeps, PlanBuyer } from './context.ts';
import { minorUnits } from '../payments/gateway.ts';
import { majorText } from '../domain/deposits.ts';

export interface Checkout {
  txRef: string;
  checkoutUrl: string;
}

/** Records a pending transaction for an offered plan and answers where to pay it. */
export function startCheckout(
  deps: BillingDeps,
  buyer: PlanBuyer,
  input: { subscriptionTypeId: string },
): Promise<Outcome<Checkout>> {
  return outcome(async () => {
    const { db, gateway } = deps;
    const [plan] = await db
      .select()
      .from(subscriptionTypes)
      .where(and(eq(subscriptionTypes.id, input.subscriptionTypeId), eq(subscriptionTypes.status, true)));
    if (!plan) refuse('not-found', 'This plan is no longer offered.');
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, buyer.userId));
    const txRef = `${gateway.name === 'sandbox' ? 'SB' : 'FLW'}-${randomUUID()}`;
    await db.insert(paymentTransactions).values({
      txRef,
      gateway: gateway.name,
      userId: buyer.userId,
      branchId: buyer.branchId,
      subscriptionTypeId: plan.id,
      amount: plan.usdPrice,
      currency: 'USD',
    });
    const checkoutUrl = await gateway.checkoutUrl({
      txRef,
      amount: majorText(minorUnits(plan.usdPrice)!),
      currency: 'USD',
      title: `${plan.subscriptionName} plan`,
      email: user?.email ?? '',
      redirectUrl: new URL('/PaymentStatus', deps.siteUrl).toString(),
    });
    return { txRef, checkoutUrl };
  });
}
