/** When a bought plan runs, and which plan counts as current: pure rules, the clock passed in. */
import { describe, expect, it } from 'vitest';
import { purchasedPeriod, runsAt } from '../../server/domain/plans.ts';

const at = (iso: string) => new Date(iso);

describe('purchasedPeriod', () => {
  it.each([
    ['a new plan starts now', undefined, '2026-11-22T10:00:00.000Z', '2026-12-22T10:00:00.000Z'],
    [
      'a renewal starts when the running plan ends',
      at('2026-12-01T00:00:00Z'),
      '2026-12-01T00:00:00.000Z',
      '2026-12-31T00:00:00.000Z',
    ],
  ])('%s', (_, runningUntil, startsAt, expiresAt) => {
    const period = purchasedPeriod(at('2026-11-22T10:00:00Z'), 30, runningUntil);
    expect([period.startsAt.toISOString(), period.expiresAt.toISOString()]).toEqual([startsAt, expiresAt]);
  });
});

describe('runsAt', () => {
  const period = { startsAt: at('2026-11-22T10:00:00Z'), expiresAt: at('2026-12-22T10:00:00Z') };
  it.each([
    ['before it starts', '2026-11-22T09:59:59Z', false],
    ['the moment it starts', '2026-11-22T10:00:00Z', true],
    ['while it runs', '2026-12-01T00:00:00Z', true],
    ['the moment it expires', '2026-12-22T10:00:00Z', false],
    ['after it expired', '2027-02-01T00:00:00Z', false],
  ])('%s: %s', (_, now, runs) => {
    expect(runsAt(period, at(now))).toBe(runs);
  });
});
