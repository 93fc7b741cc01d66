/**
 * Deposit rules as pure functions (issue 29): naira text to kobo and back without floating point, the rule checks,
 * percentages rounded half up to whole kobo, a cart's deposit and balance, and the free-cancellation window at its
 * edges and across a change to summer time.
 */
import { describe, expect, it } from 'vitest';
import {
  cartMoney,
  depositOf,
  depositRuleProblem,
  depositTerms,
  formatKobo,
  freeCancellationUntil,
  onCancellation,
  parseNaira,
} from '../../server/domain/deposits.ts';

describe('naira and kobo', () => {
  it('reads what people type and what the database stores, digits as digits', () => {
    expect(parseNaira('2500')).toBe(250_000);
    expect(parseNaira('2,500.5')).toBe(250_050);
    expect(parseNaira(' ₦2,500.50 ')).toBe(250_050);
    expect(parseNaira('9000.00')).toBe(900_000);
    expect(parseNaira('0.07')).toBe(7);
    // 0.1 + 0.2 in floating point is 0.30000000000000004: none of that here.
    expect(parseNaira('0.10')! + parseNaira('0.20')!).toBe(parseNaira('0.30'));
    for (const bad of ['', '-5', '1.005', '2,50', '1e3', 'ten', '12,3456', '₦', '99999999999999999999'])
      expect(parseNaira(bad), bad).toBeNull();
  });

  it('writes kobo as naira, with kobo only when there are some', () => {
    expect(formatKobo(250_000)).toBe('₦2,500');
    expect(formatKobo(250_050)).toBe('₦2,500.50');
    expect(formatKobo(7)).toBe('₦0.07');
    expect(formatKobo(123_456_789_01)).toBe('₦123,456,789.01');
    expect(formatKobo(0)).toBe('₦0');
  });
});

describe('a service’s deposit rule', () => {
  const price = 900_000;
  it('takes a whole percentage from 1 to 100, or a fixed amount above ₦0 up to the price', () => {
    expect(depositRuleProblem({ type: 'NONE' }, price)).toBeNull();
    expect(depositRuleProblem({ type: 'PERCENT', percent: 1 }, price)).toBeNull();
    expect(depositRuleProblem({ type: 'PERCENT', percent: 100 }, price)).toBeNull();
    for (const percent of [0, 101, -5, 12.5, Number.NaN])
      expect(depositRuleProblem({ type: 'PERCENT', percent }, price), String(percent)).toBe(
        'A deposit in percent is a whole number from 1 to 100.',
      );
    expect(depositRuleProblem({ type: 'FIXED', amount: price }, price)).toBeNull();
    for (const amount of [0, -100, price + 1, 0.5])
      expect(depositRuleProblem({ type: 'FIXED', amount }, price), String(amount)).toBe(
        "A fixed deposit is more than ₦0 and at most the service's price (₦9,000).",
      );
  });

  it('rounds a percentage half up to whole kobo', () => {
    expect(depositOf({ type: 'PERCENT', percent: 33 }, 100_001)).toBe(33_000); // 33,000.33
    expect(depositOf({ type: 'PERCENT', percent: 15 }, 333)).toBe(50); // 49.95
    expect(depositOf({ type: 'PERCENT', percent: 50 }, 1)).toBe(1); // 0.5
    expect(depositOf({ type: 'PERCENT', percent: 50 }, 3)).toBe(2); // 1.5
    expect(depositOf({ type: 'PERCENT', percent: 1 }, 49)).toBe(0); // 0.49
    expect(depositOf({ type: 'PERCENT', percent: 100 }, 900_000)).toBe(900_000);
    expect(depositOf({ type: 'FIXED', amount: 200_000 }, 900_000)).toBe(200_000);
    expect(depositOf({ type: 'NONE' }, 900_000)).toBe(0);
  });

  it('adds a cart’s deposits up, and leaves the rest to the venue', () => {
    const money = cartMoney([
      { price: 2_500_000, rule: { type: 'PERCENT', percent: 20 } },
      { price: 450_050, rule: { type: 'FIXED', amount: 100_000 } },
      { price: 300_000, rule: { type: 'NONE' } },
    ]);
    expect(money).toEqual({ total: 3_250_050, deposit: 600_000, atVenue: 2_650_050 });
    expect(cartMoney([])).toEqual({ total: 0, deposit: 0, atVenue: 0 });
  });
});

describe('the free-cancellation window', () => {
  const startAt = new Date('2026-12-05T10:00:00Z');
  const at = (iso: string) => ({ startAt, now: new Date(iso), windowHours: 24 });

  it('refunds the customer until the window closes, that instant included; later, the salon keeps it', () => {
    expect(onCancellation({ by: 'customer', ...at('2026-12-04T09:59:59.999Z') })).toBe('REFUND');
    expect(onCancellation({ by: 'customer', ...at('2026-12-04T10:00:00.000Z') })).toBe('REFUND');
    expect(onCancellation({ by: 'customer', ...at('2026-12-04T10:00:00.001Z') })).toBe('KEEP');
    expect(onCancellation({ by: 'customer', ...at('2026-12-05T11:00:00Z') })).toBe('KEEP');
  });

  it('refunds whenever the salon cancels; with no window, the customer until the start', () => {
    expect(onCancellation({ by: 'salon', ...at('2026-12-05T09:59:00Z') })).toBe('REFUND');
    const none = { startAt, windowHours: 0 };
    expect(onCancellation({ by: 'customer', ...none, now: startAt })).toBe('REFUND');
    expect(onCancellation({ by: 'customer', ...none, now: new Date(startAt.getTime() + 1) })).toBe('KEEP');
  });

  it('counts real hours across a change to summer time, not the clock on the wall', () => {
    // London moves its clocks forward at 01:00 UTC on 29 March 2026: 24 hours before 12:00 local (11:00 UTC) on the
    // 29th is 11:00 local (11:00 UTC) on the 28th, an hour earlier on the wall than "the same time yesterday".
    const start = new Date('2026-03-29T11:00:00Z');
    const until = freeCancellationUntil(start, 24);
    expect(until.toISOString()).toBe('2026-03-28T11:00:00.000Z');
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeStyle: 'short' });
    expect([wall.format(until), wall.format(start)]).toEqual(['11:00', '12:00']);
  });
});

describe('the terms in words', () => {
  it('says what is due now, what at the venue, and when the deposit is kept; nothing without a deposit', () => {
    expect(depositTerms({ deposit: 200_000, atVenue: 700_050 }, 24)).toEqual({
      dueNow: '₦2,000 deposit to pay now',
      atVenue: '₦7,000.50 to pay at the venue',
      kept:
        'Cancel for free until 24 hours before your appointment and the deposit is refunded; ' +
        'after that, or if you do not come, the salon keeps it.',
    });
    expect(depositTerms({ deposit: 100, atVenue: 0 }, 1)!.kept).toMatch(/until 1 hour before your appointment/);
    expect(depositTerms({ deposit: 100, atVenue: 0 }, 0)!.kept).toMatch(/until your appointment starts/);
    expect(depositTerms({ deposit: 0, atVenue: 900_000 }, 24)).toBeNull();
  });
});
