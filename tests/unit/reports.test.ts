/** The reports' rules (issue 32): the period and the one before it, rates and naira from kobo, CSV fields. */
import { describe, expect, it } from 'vitest';
import { parseLocalDate } from '../../server/domain/availability.ts';
import { csvField, csvRow } from '../../server/domain/csv.ts';
import { isoDate } from '../../server/domain/availability.ts';
import { periodDates, reportPeriod, totalsOf } from '../../server/domain/reports.ts';

const d = (s: string) => parseLocalDate(s)!;

describe('reportPeriod', () => {
  it('the previous period has the same length and ends the day before', () => {
    const p = reportPeriod(d('2026-11-01'), d('2026-11-30'));
    if (typeof p === 'string') throw new Error(p);
    expect(p.days).toBe(30);
    expect([isoDate(p.previous.from), isoDate(p.previous.to)]).toEqual(['2026-10-02', '2026-10-31']);
    // A leap year's 366 days are one report; one more day is not.
    expect(reportPeriod(d('2028-01-01'), d('2028-12-31'))).toMatchObject({ days: 366 });
    expect(reportPeriod(d('2028-01-01'), d('2029-01-01'))).toMatch(/at most 366 days/);
    expect(reportPeriod(d('2026-11-02'), d('2026-11-01'))).toMatch(/must not be before/);
    expect(periodDates(d('2026-02-27'), d('2026-03-01'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('totalsOf', () => {
  it('turns kobo into naira once and rates into fractions; nothing to divide is 0', () => {
    const zero = { bookings: 0, completed: 0, cancelled: 0, lateCancelled: 0, noShows: 0, online: 0, salon: 0 };
    expect(totalsOf({ ...zero, completedKobo: 0, keptKobo: 0 })).toMatchObject({
      revenue: 0,
      averageTicket: 0,
      noShowRate: 0,
      cancellationRate: 0,
    });
    const t = totalsOf({ ...zero, bookings: 3, completed: 3, completedKobo: 1_000_001, keptKobo: 50 });
    expect(t.revenue).toBe(10000.51);
    // 1,000,001 kobo over 3 visits: 333,333.67 kobo, rounded to 333,334 kobo.
    expect(t.averageTicket).toBe(3333.34);
  });
});

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('Ada, the "best"')).toBe('"Ada, the ""best"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5 off')).toBe("'-5 off");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvRow(['a', 1, 'line\nbreak'])).toBe('a,1,"line\nbreak"\r\n');
  });
});
