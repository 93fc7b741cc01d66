/**
 * Payment gateways behind one small interface. The sandbox is served by this app (its own checkout page and records);
 * Flutterwave is used when FLW_SECRET_KEY is set. Either way a subscription is recorded only after the server itself
 * verified the transaction: reference, status, amount and currency.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentTransactions } from '../db/schema.ts';

export interface Verification {
  txRef: string;
  paid: boolean;
  amount: number;
  currency: string;
  raw?: unknown;
}

export interface Gateway {
  name: 'sandbox' | 'flutterwave';
  /** Where to send the payer for a transaction we have recorded as pending. */
  checkoutUrl(tx: {
    txRef: string;
    amount: number;
    currency: string;
    planName: string;
    email: string;
    redirectUrl: string;
  }): Promise<string>;
  /** Asks the gateway what really happened to a reference. */
  verify(txRef: string): Promise<Verification | null>;
  /** The secret its webhooks carry in `verif-hash` (FLW_WEBHOOK_HASH); without one, no webhook is believed. */
  webhookHash?: string;
}

/**
 * Whether a webhook's `verif-hash` is the gateway's secret, compared in constant time (over digests of equal length,
 * so neither the secret's length nor its first differing character shows in the time taken).
 */
export function webhookSigned(gateway: Gateway, header: string | undefined): boolean {
  if (!gateway.webhookHash || !header) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(header), digest(gateway.webhookHash));
}

/** The app's own sandbox: the checkout page marks its records paid or cancelled; verify reads those records. */
export function sandboxGateway(db: Db, webhookHash?: string): Gateway {
  return {
    name: 'sandbox',
    webhookHash,
    async checkoutUrl(tx) {
      return `/api/Payment/Sandbox/Checkout?txRef=${encodeURIComponent(tx.txRef)}`;
    },
    async verify(txRef) {
      const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.txRef, txRef));
      if (!row || row.gateway !== 'sandbox') return null;
      const sandbox = (row.gatewayResponse ?? {}) as { status?: string };
      return { txRef, paid: sandbox.status === 'successful', amount: row.amount, currency: row.currency, raw: sandbox };
    },
  };
}

/** Flutterwave Standard: a hosted payment link, verified by reference with the secret key. */
export function flutterwaveGateway(secretKey: string, fetcher: typeof fetch = fetch, webhookHash?: string): Gateway {
  const api = 'https://api.flutterwave.com/v3';
  const headers = { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' };
  return {
    name: 'flutterwave',
    webhookHash,
    async checkoutUrl(tx) {
      const res = await fetcher(`${api}/payments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          tx_ref: tx.txRef,
          amount: tx.amount,
          currency: tx.currency,
          redirect_url: tx.redirectUrl,
          customer: { email: tx.email },
          customizations: { title: `Salonbook ${tx.planName}` },
        }),
      });
      const body = (await res.json()) as { status?: string; data?: { link?: string } };
      if (!res.ok || body.status !== 'success' || !body.data?.link)
        throw new Error('The payment gateway did not answer. Please try again.');
      return body.data.link;
    },
    async verify(txRef) {
      const res = await fetcher(`${api}/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`, {
        headers,
      });
      if (!res.ok) return null;
      const body = (await res.json()) as {
        status?: string;
        data?: { tx_ref?: string; status?: string; amount?: number; currency?: string };
      };
      const d = body.data;
      if (body.status !== 'success' || !d || d.tx_ref !== txRef) return null;
      return { txRef, paid: d.status === 'successful', amount: Number(d.amount), currency: String(d.currency), raw: d };
    },
  };
}

/** The rule for a verified payment: paid, same reference, at least the price, in the plan's currency. */
export function paymentProblem(
  v: Verification | null,
  expected: { txRef: string; amount: number; currency: string },
): string | null {
  if (!v || v.txRef !== expected.txRef)
    return 'We could not find this payment. If you were charged, please contact us with the reference.';
  if (!v.paid) return 'This payment was not completed. Please choose your plan again to retry.';
  if (v.currency.toUpperCase() !== expected.currency.toUpperCase())
    return 'This payment was made in another currency. Please contact us with the reference.';
  if (Math.round(v.amount * 100) < Math.round(expected.amount * 100))
    return 'This payment is less than the price of the plan. Please contact us with the reference.';
  return null;
}
