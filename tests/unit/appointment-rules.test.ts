import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canComplete,
  canWriteFeedback,
  isReviewed,
  lineDuration,
  showsReview,
} from '../../src/islands/account/appointment-rules.ts';

const now = new Date('2026-05-10T12:00:00Z');
const base = {
  appointmentDateTime: '2026-05-10T13:00:00Z',
  endDateTime: '2026-05-10T14:00:00Z',
  bookingStatus: 'PENDING',
  paymentStatus: 'PENDING',
  review: 'PENDING',
  rating: 0,
};
const started = { appointmentDateTime: '2026-05-10T11:30:00Z', endDateTime: '2026-05-10T12:30:00Z' };
const ended = { appointmentDateTime: '2026-05-10T10:00:00Z', endDateTime: '2026-05-10T11:00:00Z' };
const paid = { paymentStatus: 'RECEIVED', bookingStatus: 'BOOKED' };
const reviewed = { ...paid, review: 'Lovely braids', rating: 4 };

describe('canCancel (design section 3)', () => {
  it.each([
    ['upcoming, unpaid', {}, true, true],
    ['booked, unpaid', { bookingStatus: 'BOOKED' }, true, true],
    ['already cancelled', { bookingStatus: 'CANCELLED' }, false, false],
    ['paid', paid, false, false],
    ['started, not ended: the salon only', started, false, true],
    ['ended', ended, false, false],
  ])('%s: customer %s, salon %s', (_, change, customer, salon) => {
    expect(canCancel({ ...base, ...change }, 'customer', now)).toBe(customer);
    expect(canCancel({ ...base, ...change }, 'business', now)).toBe(salon);
  });
});

describe('canComplete', () => {
  it.each([
    [{}, true],
    [ended, true],
    [{ bookingStatus: 'CANCELLED' }, false],
    [paid, false],
  ])('%o -> %s', (change, expected) => expect(canComplete({ ...base, ...change })).toBe(expected));
});

describe('feedback and review', () => {
  it.each([
    ['unpaid', {}, false, false],
    ['paid, not reviewed', paid, true, false],
    ['reviewed', reviewed, false, true],
    ['reviewed with stars only', { ...reviewed, review: '' }, false, true],
    ['cancelled', { bookingStatus: 'CANCELLED' }, false, false],
  ])('%s: Write Feedback %s, review shown %s', (_, change, write, shown) => {
    expect(canWriteFeedback({ ...base, ...change })).toBe(write);
    expect(showsReview({ ...base, ...change })).toBe(shown);
  });
  it('a review is one with stars', () => {
    expect(isReviewed({ ...base, ...reviewed })).toBe(true);
    expect(isReviewed(base)).toBe(false);
  });
});

describe('lineDuration', () => {
  it.each([
    ['1Hrs-30Min', '1 hr 30 min'],
    ['0Hrs-45Min', '45 min'],
    ['2Hrs-0Min', '2 hr'],
    ['odd', 'odd'],
  ])('%s -> %s', (text, expected) => {
    expect(lineDuration(text)).toBe(expected);
  });
});
