/**
 * Deposits in words (issue 29), one wording for every screen that shows them: the branch page, the booking summary
 * and Thank You, the customer's appointments, the salon's services, appointments and calendar. Amounts are kobo
 * integers; the rules and the terms' sentences are server/domain/deposits.ts's, shared so both sides say the same.
 */
import { cancellationPolicy, depositTerms, formatKobo, parseNaira, type Kobo } from '../../server/domain/deposits.ts';
import { formatTime } from './format.ts';
import type { Deposit, ServiceDeposit } from './types.ts';

export { cancellationPolicy, formatKobo };

/**
 * Naira (a price as the API sends it: at most two decimals) in kobo, read from its digits, never multiplied; 0 for
 * what is not an amount (a hand-edited cart), which the server never takes from the browser anyway.
 */
export const nairaToKobo = (naira: number): Kobo => parseNaira(String(naira)) ?? 0;

/** An appointment's deposit as one line, or null when it has none. Times are the branch's (its time zone). */
export function depositWords(deposit: Deposit | null | undefined, timeZone: string): string | null {
  if (!deposit) return null;
  const amount = formatKobo(deposit.amount);
  switch (deposit.status) {
    case 'DUE':
      return `Deposit ${amount} due (held until ${formatTime(deposit.holdUntil, timeZone)})`;
    case 'PAID':
      return `Deposit ${amount} paid`;
    case 'REFUND_PENDING':
      return `Deposit ${amount} being refunded`;
    case 'REFUNDED':
      return `Deposit ${amount} refunded`;
    case 'KEPT':
      return `Deposit ${amount} kept by the salon`;
    case 'EXPIRED':
      return 'Deposit not paid — booking released';
  }
}

/** A service's rule as the salon's services list shows it: "20%", "₦5,000", or null when it asks none. */
export function depositRuleWords(deposit: ServiceDeposit | undefined): string | null {
  if (!deposit || deposit.type === 'NONE') return null;
  return deposit.type === 'PERCENT' ? `${deposit.value}%` : formatKobo(nairaToKobo(deposit.value));
}

/** What a service asks up front, beside its price on the branch page: "₦2,000 deposit", or null for none. */
export const serviceDepositWords = (amount: Kobo | undefined) => (amount ? `${formatKobo(amount)} deposit` : null);

/** A cart's deposit terms (due now, at the venue, when kept) or null when nothing is due now. */
export function cartDepositTerms(items: readonly { price: number; deposit: Kobo }[], windowHours: number) {
  const total = items.reduce((sum, i) => sum + nairaToKobo(i.price), 0);
  const deposit = items.reduce((sum, i) => sum + i.deposit, 0);
  return depositTerms({ deposit, atVenue: Math.max(total - deposit, 0) }, windowHours);
}

/** The order's note under Proceed (the booking's first step): the deposit when confirming, else all at the venue. */
export function orderPaymentNote(items: readonly { deposit: Kobo }[]): string {
  const deposit = items.reduce((sum, i) => sum + i.deposit, 0);
  return deposit ? `${formatKobo(deposit)} deposit when you confirm; the rest at the venue.` : 'Pay at the venue.';
}

/** A paid deposit's lines on Thank You: what was paid and what is left for the venue; null when none was paid. */
export function paidDepositLines(deposit: Deposit | null | undefined) {
  if (!deposit || deposit.status !== 'PAID') return null;
  return { paid: formatKobo(deposit.amount), atVenue: formatKobo(deposit.balance) };
}
