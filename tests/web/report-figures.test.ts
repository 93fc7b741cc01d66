/**
 * The Reports panel's pure parts (issue 32): the periods as local dates in the branch's zone, the period before,
 * the changes in words, the headline figures in naira, the week grid filled in.
 */
import { describe, expect, it } from 'vitest';
import {
  compactNaira,
  headlineFigures,
  percentChange,
  pointsChange,
  shade,
  weekGrid,
} from '../../src/islands/account/report-figures.ts';
import { csvName, periodDays, presetPeriod, previousPeriod, todayIn } from '../../src/islands/account/report-period.ts';
import { totals } from './report-fixture.ts';

describe('periods', () => {
  it("counts today in the branch's zone, not the device's", () => {
    // 23:30 UTC on Wednesday 13 May is 00:30 on Thursday 14 May in Lagos (UTC+1).
    const now = new Date('2026-05-13T23:30:00Z');
    expect(todayIn('Africa/Lagos', now)).toBe('2026-05-14');
    expect(todayIn('UTC', now)).toBe('2026-05-13');
    expect(todayIn('America/New_York', now)).toBe('2026-05-13');
  });

  it.each([
    ['week', '2026-05-14', { from: '2026-05-11', to: '2026-05-17' }],
    ['week', '2026-05-11', { from: '2026-05-11', to: '2026-05-17' }],
    ['week', '2026-05-17', { from: '2026-05-11', to: '2026-05-17' }],
    ['week', '2026-01-01', { from: '2025-12-29', to: '2026-01-04' }],
    ['month', '2026-05-14', { from: '2026-05-01', to: '2026-05-31' }],
    ['month', '2028-02-10', { from: '2028-02-01', to: '2028-02-29' }],
    ['month', '2026-02-28', { from: '2026-02-01', to: '2026-02-28' }],
    ['last30', '2026-05-14', { from: '2026-04-15', to: '2026-05-14' }],
    ['last30', '2026-03-01', { from: '2026-01-31', to: '2026-03-01' }],
  ] as const)('%s on %s is %o', (preset, today, period) => {
    expect(presetPeriod(preset, today)).toEqual(period);
  });

  it('compares with the period of equal length just before; names the CSV after the period', () => {
    const may = { from: '2026-05-01', to: '2026-05-31' };
    expect(periodDays(may)).toBe(31);
    expect(previousPeriod(may)).toEqual({ from: '2026-03-31', to: '2026-04-30' });
    expect(previousPeriod({ from: '2026-05-14', to: '2026-05-14' })).toEqual({ from: '2026-05-13', to: '2026-05-13' });
    expect(csvName(may)).toBe('report-2026-05-01-to-2026-05-31.csv');
  });
});

describe('changes and figures', () => {
  it.each([
    [120, 100, '+20%'],
    [80, 100, '−20%'],
    [100, 100, '0%'],
    [100.4, 100, '0%'],
    [5, 0, 'new'],
    [0, 0, 'no change'],
    [0, 40, '−100%'],
  ])('percent change %s against %s is %s', (now, before, text) => {
    expect(percentChange(now, before)).toBe(text);
  });

  it.each([
    [0.1, 0.05, '+5 pts'],
    [0.05, 0.1, '−5 pts'],
    [0.06, 0.05, '+1 pt'],
    [0.125, 0.1, '+2.5 pts'],
    [0.2, 0.2, 'no change'],
  ])('a rate %s against %s moved %s', (now, before, text) => {
    expect(pointsChange(now, before)).toBe(text);
  });

  it('writes the headline figures in naira and percent, each with its change and the value before', () => {
    const now = totals({
      bookings: 10,
      completed: 6,
      cancelled: 2,
      lateCancelled: 1,
      noShows: 1,
      online: 7,
      salon: 3,
      revenue: 54000,
      averageTicket: 9000,
      noShowRate: 0.125,
      cancellationRate: 0.2,
      lateCancellationRate: 0.1,
    });
    const before = totals({ bookings: 8, completed: 4, revenue: 36000, averageTicket: 9000, online: 2, salon: 6 });
    const figures = Object.fromEntries(headlineFigures(now, before).map((f) => [f.key, f]));
    expect(figures.revenue).toMatchObject({ value: '₦54,000', change: '+50%', previous: '₦36,000', good: true });
    expect(figures.bookings).toMatchObject({ value: '10', change: '+25%', previous: '8' });
    expect(figures.completed).toMatchObject({ value: '6', change: '+50%' });
    expect(figures.noShowRate).toMatchObject({ value: '12.5%', change: '+12.5 pts', previous: '0%', good: false });
    expect(figures.cancellationRate).toMatchObject({ value: '20%', detail: '10% late', change: '+20 pts' });
    expect(figures.averageTicket).toMatchObject({ value: '₦9,000', change: '0%', good: null });
    expect(figures.online).toMatchObject({ value: '70%', detail: '7 online, 3 at the salon', change: '+45 pts' });
    expect(headlineFigures(totals({}), totals({})).map((f) => f.change)).toEqual(Array(7).fill('no change'));
  });

  it('writes axis amounts short', () => {
    expect([950, 12000, 12500, 1_500_000, 0].map(compactNaira)).toEqual(['₦950', '₦12k', '₦12.5k', '₦1.5m', '₦0']);
  });
});

describe('the week grid', () => {
  it('has every weekday and the usual hours, widened to any hour booked, empty cells 0, shaded by the busiest', () => {
    const grid = weekGrid([
      { weekday: 1, hour: 7, bookings: 2 },
      { weekday: 6, hour: 20, bookings: 8 },
      { weekday: 6, hour: 12, bookings: 4 },
    ]);
    expect(grid.hours).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(grid.rows.map((r) => r.weekday)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(grid.rows[0]!.counts[0]).toBe(2);
    expect(grid.rows[5]!.counts.at(-1)).toBe(8);
    expect(grid.rows[5]!.counts[5]).toBe(4);
    expect(grid.rows[2]!.counts.every((c) => c === 0)).toBe(true);
    expect(grid.max).toBe(8);
    expect([0, 1, 2, 4, 6, 8].map((c) => shade(c, 8))).toEqual([0, 1, 1, 2, 3, 4]);
    expect(weekGrid([]).hours).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
});
