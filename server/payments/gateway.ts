/**
 * Payment gateways behind one small interface. The sandbox is served by this app (its own checkout page and records);
 * Flutterwave is used when FLW_SECRET_KEY is set. Either way a plan or a deposit is recorded only after the server
 * itself verified the transaction: reference, status, amount and currency.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentTransactions } from '../db/schema.ts';
import { majorText, parseNaira } from '../domain/deposits.ts';

export interface Verification {
  txRef: string;
  paid: boolean;
  /** The gateway says this payment ended without money (cancelled, failed): it will not become paid. */
  declined: boolean;
  /** In the currency's minor unit (kobo, cents), read from the gateway's digits; null when they are not an amount. */
  amountMinor: number | null;
  currency: string;
  /** The gateway's own id of the charge (a refund names it). */
  gatewayTxId?: string;
  raw?: unknown;
}

/** A refund the gateway accepted (its reference), or why it did not. */
export type RefundResult = { ok: true; reference: string } | { ok: false; error: string };

/** An amount as a gateway or the database writes it (1500, "1500.5") in minor units, read as digits. */
export const minorUnits = (amount: unknown): number | null =>
  typeof amount === 'number' || typeof amount === 'string' ? parseNaira(String(amount)) : null;

export interface Gateway {
  name: 'sandbox' | 'flutterwave';
  /** Where to send the payer for a transaction we have recorded as pending. */
  checkoutUrl(tx: {
    txRef: string;
    /** In major units as decimal text ("24.99", "1500.00"): what is charged, never rounded by floating point. */
    amount: string;
    currency: string;
    /** What the payer sees it is for. */
    title: string;
    email: string;
    redirectUrl: string;
  }): Promise<string>;
  /** Asks the gateway what really happened to a reference. */
  verify(txRef: string): Promise<Verification | null>;
  /** Gives a verified charge back, in full; answers whether the gateway accepted it. Never throws. */
  refund(charge: { txRef: string; gatewayTxId: string | null; amountMinor: number }): Promise<RefundResult>;
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
      return {
        txRef,
        paid: sandbox.status === 'successful',
        declined: sandbox.status === 'cancelled',
        amountMinor: minorUnits(row.amount),
        currency: row.currency,
        gatewayTxId: row.id,
        raw: sandbox,
      };
    },
    // The sandbox's refund is recorded on its own transaction, once; asked again (a process that died before it
    // wrote down the answer), it answers the same refund instead of giving the money back twice.
    async refund(charge) {
      const { rows } = await db.execute<{ id: string }>(sql`
        update ${paymentTransactions}
        set gateway_response = gateway_response || jsonb_build_object('refunded', ${charge.amountMinor}::bigint)
        where tx_ref = ${charge.txRef} and gateway = 'sandbox' and gateway_response->>'status' = 'successful'
        returning id`);
      return rows[0]
        ? { ok: true, reference: `SB-REFUND-${rows[0].id}` }
        : { ok: false, error: 'The sandbox has no refundable payment with this reference.' };
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
          customizations: { title: `Salonbook: ${tx.title}` },
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
        data?: { id?: number; tx_ref?: string; status?: string; amount?: number; currency?: string };
      };
      const d = body.data;
      if (body.status !== 'success' || !d || d.tx_ref !== txRef) return null;
      return {
        txRef,
        paid: d.status === 'successful',
        declined: d.status === 'failed' || d.status === 'cancelled',
        amountMinor: minorUnits(d.amount),
        currency: String(d.currency),
        gatewayTxId: d.id === undefined ? undefined : String(d.id),
        raw: d,
      };
    },
    // Flutterwave refunds by its own id of the charge. Its "success" is the refund accepted (it may take days to
    // reach the card); anything else, or no answer, is retried by the caller.
    async refund(charge) {
      if (!charge.gatewayTxId) return { ok: false, error: 'The charge has no gateway id to refund.' };
      try {
        const res = await fetcher(`${api}/transactions/${encodeURIComponent(charge.gatewayTxId)}/refund`, {
          method: 'POST',
          headers,
          body: `{"amount":${majorText(charge.amountMinor)},"comments":"Salonbook deposit refund"}`,
        });
        const body = (await res.json().catch(() => ({}))) as {
          status?: string;
          message?: string;
          data?: { id?: number };
        };
        if (res.ok && body.status === 'success') return { ok: true, reference: `FLW-REFUND-${body.data?.id ?? ''}` };
        return { ok: false, error: body.message ?? `The gateway answered ${res.status}.` };
      } catch (err) {
        return { ok: false, error: (err as Error).message };
      }
    },
  };
}

/**
 * The rule for a verified payment: paid, same reference, at least the amount asked (in minor units, compared as
 * integers), in its currency. `what` names what was paid for in the words of the answer.
 */
export function paymentProblem(
  v: Verification | null,
  expected: { txRef: string; amountMinor: number; currency: string },
  what: { price: string; retry: string } = { price: 'the price of the plan', retry: 'choose your plan again' },
): string | null {
  if (!v || v.txRef !== expected.txRef)
    return 'We could not find this payment. If you were charged, please contact us with the reference.';
  if (!v.paid) return `This payment was not completed. Please ${what.retry} to retry.`;
  if (v.currency.toUpperCase() !== expected.currency.toUpperCase())
    return 'This payment was made in another currency. Please contact us with the reference.';
  if (v.amountMinor === null || v.amountMinor < expected.amountMinor)
    return `This payment is less than ${what.price}. Please contact us with the reference.`;
  return null;
}
