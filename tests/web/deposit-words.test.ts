/** Deposits in words (issue 29) and the salon's deposit forms, as every screen shows and checks them. */
import { describe, expect, it } from 'vitest';
import { checkDeposit, windowHoursFrom } from '../../src/lib/deposit-forms.ts';
import {
  cancellationPolicy,
  cartDepositTerms,
  depositRuleWords,
  depositWords,
  nairaToKobo,
  orderPaymentNote,
  paidDepositLines,
  serviceDepositWords,
} from '../../src/lib/deposit-words.ts';
import type { Deposit } from '../../src/lib/types.ts';

const deposit = (status: Deposit['status'], amount = 200_000, balance = 1_300_000): Deposit => ({
  amount,
  balance,
  currency: 'NGN',
  status,
  txRef: 'dep-1',
  holdUntil: '2026-12-05T08:45:00.000Z', // 9:45 AM in Lagos
  checkoutUrl: status === 'DUE' ? 'https://pay.example/dep-1' : null,
});

describe('depositWords', () => {
  it.each([
    ['DUE', 'Deposit ₦2,000 due (held until 9:45 AM)'],
    ['PAID', 'Deposit ₦2,000 paid'],
    ['REFUND_PENDING', 'Deposit ₦2,000 being refunded'],
    ['REFUNDED', 'Deposit ₦2,000 refunded'],
    ['KEPT', 'Deposit ₦2,000 kept by the salon'],
    ['EXPIRED', 'Deposit not paid — booking released'],
  ] as const)('%s reads "%s"', (status, words) => {
    expect(depositWords(deposit(status), 'Africa/Lagos')).toBe(words);
  });

  it('shows the hold in the branch’s time zone and kobo when there are any', () => {
    expect(depositWords(deposit('DUE', 250_050), 'Europe/London')).toBe('Deposit ₦2,500.50 due (held until 8:45 AM)');
  });

  it('says nothing without a deposit', () => {
    expect(depositWords(null, 'Africa/Lagos')).toBeNull();
    expect(depositWords(undefined, 'Africa/Lagos')).toBeNull();
  });
});

describe('a service’s deposit', () => {
  it.each([
    [{ type: 'NONE', value: 0, amount: 0 }, null],
    [{ type: 'PERCENT', value: 20, amount: 300_000 }, '20%'],
    [{ type: 'FIXED', value: 5000, amount: 500_000 }, '₦5,000'],
    [{ type: 'FIXED', value: 2500.5, amount: 250_050 }, '₦2,500.50'],
  ] as const)('rule %o reads %s in the salon’s list', (rule, words) => {
    expect(depositRuleWords(rule)).toBe(words);
  });

  it('reads "₦2,000 deposit" beside the price on the branch page, nothing for none', () => {
    expect(serviceDepositWords(200_000)).toBe('₦2,000 deposit');
    expect(serviceDepositWords(0)).toBeNull();
  });
});

describe('cancellationPolicy', () => {
  const kept = ' and the deposit is refunded; after that, or if you do not come, the salon keeps it.';
  it.each([
    [24, 'Cancel for free until 24 hours before your appointment'],
    [1, 'Cancel for free until 1 hour before your appointment'],
    [0, 'Cancel for free until your appointment starts'],
  ])('%i hours', (hours, words) => {
    expect(cancellationPolicy(hours)).toBe(words + kept);
  });
});

describe('cartDepositTerms', () => {
  it('adds the items’ deposits; the rest of the total (naira) is due at the venue', () => {
    const terms = cartDepositTerms(
      [
        { price: 15000, deposit: 300_000 },
        { price: 8500.1, deposit: 0 },
      ],
      48,
    );
    expect(terms).toEqual({
      dueNow: '₦3,000 deposit to pay now',
      atVenue: '₦20,500.10 to pay at the venue',
      kept:
        'Cancel for free until 48 hours before your appointment and the deposit is refunded; ' +
        'after that, or if you do not come, the salon keeps it.',
    });
  });

  it('is null when nothing is due now', () => {
    expect(cartDepositTerms([{ price: 15000, deposit: 0 }], 24)).toBeNull();
  });

  it('turns naira into whole kobo without floating point residue', () => {
    expect(nairaToKobo(8500.1)).toBe(850_010);
    expect(nairaToKobo(0.29)).toBe(29);
  });
});

describe('orderPaymentNote', () => {
  it('says the deposit due when confirming, else all at the venue', () => {
    expect(orderPaymentNote([{ deposit: 300_000 }, { deposit: 50 }])).toBe(
      '₦3,000.50 deposit when you confirm; the rest at the venue.',
    );
    expect(orderPaymentNote([{ deposit: 0 }])).toBe('Pay at the venue.');
  });
});

describe('paidDepositLines', () => {
  it('shows the deposit paid and the balance only once paid', () => {
    expect(paidDepositLines(deposit('PAID'))).toEqual({ paid: '₦2,000', atVenue: '₦13,000' });
    expect(paidDepositLines(deposit('DUE'))).toBeNull();
    expect(paidDepositLines(null)).toBeNull();
  });
});

describe('checkDeposit (the services panel’s form)', () => {
  it.each([
    [
      { type: 'NONE', value: 'anything' },
      { type: 'NONE', value: 0 },
    ],
    [
      { type: 'PERCENT', value: '20' },
      { type: 'PERCENT', value: 20 },
    ],
    [
      { type: 'PERCENT', value: '100' },
      { type: 'PERCENT', value: 100 },
    ],
    [
      { type: 'FIXED', value: '2500.50' },
      { type: 'FIXED', value: 2500.5 },
    ],
    [
      { type: 'FIXED', value: '15,000' },
      { type: 'FIXED', value: 15000 },
    ],
  ] as const)('%o is sent as %o', (values, body) => {
    expect(checkDeposit(values, 15000)).toEqual({ ok: true, body });
  });

  it.each([
    [{ type: 'PERCENT', value: '0' }, 'A deposit in percent is a whole number from 1 to 100.'],
    [{ type: 'PERCENT', value: '12.5' }, 'A deposit in percent is a whole number from 1 to 100.'],
    [{ type: 'PERCENT', value: '101' }, 'A deposit in percent is a whole number from 1 to 100.'],
    [
      { type: 'FIXED', value: '15000.01' },
      "A fixed deposit is more than ₦0 and at most the service's price (₦15,000).",
    ],
    [{ type: 'FIXED', value: '0' }, "A fixed deposit is more than ₦0 and at most the service's price (₦15,000)."],
    [{ type: 'FIXED', value: '-5' }, 'Enter the deposit in naira, e.g. 5000 or 2500.50 (at most two decimals).'],
    [{ type: 'FIXED', value: '10.555' }, 'Enter the deposit in naira, e.g. 5000 or 2500.50 (at most two decimals).'],
  ] as const)('%o is refused: %s', (values, problem) => {
    expect(checkDeposit(values, 15000)).toEqual({ ok: false, problem });
  });
});

describe('windowHoursFrom (the booking settings form)', () => {
  it.each([
    ['0', 0],
    ['24', 24],
    [' 168 ', 168],
    ['169', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
  ])('%j -> %j', (text, hours) => {
    expect(windowHoursFrom(text)).toBe(hours);
  });
});
