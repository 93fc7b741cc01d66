/**
 * Deposits against no-shows (issue 29), as plain rules: what a service asks up front, what is left to pay at the
 * venue, and what a cancellation does to a paid deposit. Money is kobo (₦1 = 100 kobo) in integers from the text a
 * person typed or the database stored to the words shown: it never passes through floating point.
 */

/** An amount of money in kobo: a non-negative integer. */
export type Kobo = number;

export const DEPOSIT_TYPES = ['NONE', 'PERCENT', 'FIXED'] as const;

/** What a service asks up front: nothing, a whole percentage of its price, or a fixed amount. */
export type DepositRule = { type: 'NONE' } | { type: 'PERCENT'; percent: number } | { type: 'FIXED'; amount: Kobo };

export type DepositStatus = 'DUE' | 'PAID' | 'REFUND_PENDING' | 'REFUNDED' | 'KEPT' | 'EXPIRED';

/** Free cancellation until this many hours before the start: 0 to 168 (a week), 24 unless the salon sets it. */
export const CANCELLATION_WINDOW_HOURS = { min: 0, max: 168, default: 24 } as const;

/**
 * Naira as written ("2500", "2,500.5", "₦2,500.50", a database's "9000.00") in kobo; null for anything else (a
 * negative amount, more than two decimals, letters). Digits are read as digits.
 */
export function parseNaira(text: string): Kobo | null {
  const match = /^₦?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const naira = Number(match[1]!.replaceAll(',', ''));
  const kobo = Number((match[2] ?? '').padEnd(2, '0'));
  const total = naira * 100 + kobo;
  return Number.isSafeInteger(total) ? total : null;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Kobo as the product writes naira: ₦2,500, or ₦2,500.50 when there are kobo. */
export function formatKobo(amount: Kobo): string {
  const naira = Math.floor(amount / 100);
  const kobo = amount % 100;
  return `₦${grouped(naira)}${kobo ? `.${String(kobo).padStart(2, '0')}` : ''}`;
}

/** A service's stored rule (its type and value: a percent, or kobo) as a rule. */
export function ruleOf(type: (typeof DEPOSIT_TYPES)[number], value: number): DepositRule {
  if (type === 'PERCENT') return { type, percent: value };
  if (type === 'FIXED') return { type, amount: value };
  return { type: 'NONE' };
}

/** Why this rule cannot be a service's at this price, in words an owner can act on; null when it can. */
export function depositRuleProblem(rule: DepositRule, price: Kobo): string | null {
  if (rule.type === 'PERCENT' && !(Number.isInteger(rule.percent) && rule.percent >= 1 && rule.percent <= 100))
    return 'A deposit in percent is a whole number from 1 to 100.';
  if (rule.type === 'FIXED' && !(Number.isSafeInteger(rule.amount) && rule.amount > 0 && rule.amount <= price))
    return `A fixed deposit is more than ₦0 and at most the service's price (${formatKobo(price)}).`;
  return null;
}

/** The deposit one service asks: a percentage rounded half up to whole kobo, a fixed amount up to the price. */
export function depositOf(rule: DepositRule, price: Kobo): Kobo {
  if (rule.type === 'PERCENT') return Math.floor((price * rule.percent + 50) / 100);
  if (rule.type === 'FIXED') return Math.min(rule.amount, price);
  return 0;
}

/** A cart's money: the total, the deposit due now (each service's, added) and the balance due at the venue. */
export function cartMoney(lines: readonly { price: Kobo; rule: DepositRule }[]) {
  const total = lines.reduce((sum, l) => sum + l.price, 0);
  const deposit = lines.reduce((sum, l) => sum + depositOf(l.rule, l.price), 0);
  return { total, deposit, atVenue: total - deposit };
}

/**
 * The last instant a customer may cancel and have the deposit back. Hours are real hours before the start (instants,
 * not the clock on the wall): a change to or from summer time does not move it.
 */
export const freeCancellationUntil = (startAt: Date, windowHours: number) =>
  new Date(startAt.getTime() - windowHours * 3_600_000);

/**
 * What a cancellation does to a paid deposit: the salon cancelling, or the customer until the free window closes
 * (that instant included), refunds it; the customer cancelling later leaves it with the salon.
 */
export function onCancellation(input: {
  by: 'customer' | 'salon';
  startAt: Date;
  now: Date;
  windowHours: number;
}): 'REFUND' | 'KEEP' {
  if (input.by === 'salon') return 'REFUND';
  return input.now.getTime() <= freeCancellationUntil(input.startAt, input.windowHours).getTime() ? 'REFUND' : 'KEEP';
}

/** A no-show keeps the deposit: the time was held for the customer. */
export const ON_NO_SHOW = 'KEEP' as const;

/** The branch's cancellation policy in words (the branch page, the booking summary). */
export function cancellationPolicy(windowHours: number): string {
  const until =
    windowHours === 0
      ? 'until your appointment starts'
      : `until ${windowHours} hour${windowHours === 1 ? '' : 's'} before your appointment`;
  return `Cancel for free ${until} and the deposit is refunded; after that, or if you do not come, the salon keeps it.`;
}

/** The deposit terms in words, as the booking summary shows them; null without a deposit. */
export function depositTerms(money: { deposit: Kobo; atVenue: Kobo }, windowHours: number) {
  if (!money.deposit) return null;
  return {
    dueNow: `${formatKobo(money.deposit)} deposit to pay now`,
    atVenue: `${formatKobo(money.atVenue)} to pay at the venue`,
    kept: cancellationPolicy(windowHours),
  };
}

/**
 * A price as the database gives it (numeric naira read as a JavaScript number) in kobo, from its digits: a number read
 * from two-decimal text prints back as the same digits, so no floating point arithmetic touches it.
 */
export function koboOf(naira: number): Kobo {
  const kobo = parseNaira(String(naira));
  if (kobo === null) throw new Error(`not an amount of naira: ${naira}`);
  return kobo;
}

/** Minor units as major-unit decimal text (150050 → "1500.50"), without floating point: what a gateway's JSON takes. */
export const majorText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * A service's deposit as the API shows it: its rule (a percent, or naira for a fixed amount, as the salon set it) and
 * what it asks at its price now, in kobo.
 */
export function serviceDeposit(type: (typeof DEPOSIT_TYPES)[number], value: number, priceNaira: number) {
  return {
    type,
    value: type === 'FIXED' ? Number(majorText(value)) : value,
    amount: depositOf(ruleOf(type, value), koboOf(priceNaira)),
  };
}
