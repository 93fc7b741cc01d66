/**
 * The sandbox gateway's side of a payment: the app plays the payment provider, so its checkout marks its own
 * transaction paid or cancelled, once; verification (server/payments/gateway.ts) later reads that mark.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { paymentTransactions } from '../db/schema.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { sandboxCheckoutOf } from '../queries/billing.ts';
import type { BillingDeps } from './context.ts';

/** Where the payer is sent back to: /PaymentStatus?status=… */
export type PaymentResult = 'success' | 'cancelled';

/** A checkout the payer can still pay or cancel, or one already decided (with how it went). */
export type SandboxCheckout =
  | { open: true; title: string; business: string; amount: number; currency: string }
  | { open: false; result: PaymentResult };

/** The sandbox checkout of a reference; an unknown reference is not found. */
export function sandboxCheckout(deps: BillingDeps, txRef: string): Promise<Outcome<SandboxCheckout>> {
  return outcome(async () => {
    const row = txRef ? await sandboxCheckoutOf(deps.db, txRef) : undefined;
    if (!row) refuse('not-found', 'This checkout link is not valid.');
    const decided = (row.gatewayResponse as { status?: string } | null)?.status;
    if (row.status !== 'pending' || decided)
      return { open: false, result: decided === 'successful' ? 'success' : 'cancelled' };
    return { open: true, title: row.title, business: row.business, amount: row.amount, currency: row.currency };
  });
}

/**
 * Pay or Cancel on the sandbox checkout: marks a pending, undecided transaction once. Anything else (unknown, already
 * decided, already verified) is a conflict and changes nothing, so a second click or a replayed form cannot flip it.
 */
export function completeSandboxPayment(
  deps: BillingDeps,
  input: { txRef: string; paid: boolean },
): Promise<Outcome<PaymentResult>> {
  return outcome(async () => {
    const { txRef, paid } = input;
    const updated = await deps.db
      .update(paymentTransactions)
      .set({ gatewayResponse: { status: paid ? 'successful' : 'cancelled', at: deps.now().toISOString() } })
      .where(
        and(
          eq(paymentTransactions.txRef, txRef),
          eq(paymentTransactions.gateway, 'sandbox'),
          eq(paymentTransactions.status, 'pending'),
          isNull(paymentTransactions.gatewayResponse),
        ),
      )
      .returning({ id: paymentTransactions.id });
    if (!updated.length) refuse('conflict', 'This payment is unknown or has already been processed.');
    return paid ? 'success' : 'cancelled';
  });
}
