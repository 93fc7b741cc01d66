import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatHour,
  formatNaira,
  formatTime,
  formatUsd,
  stars,
  truncate,
} from '../../src/lib/format.ts';
import { missingFields } from '../../src/lib/validation.ts';

describe('formatting (spec section 1)', () => {
  it('naira with en-NG grouping', () => {
    expect(formatNaira(12500)).toBe('₦12,500');
    expect(formatNaira(1250000)).toBe('₦1,250,000');
    expect(formatNaira(0)).toBe('₦0');
  });
  it('plans in US dollars', () => expect(formatUsd(24.99)).toBe('$24.99'));
  it('dates en-NG, times en-US 12-hour, in Lagos time', () => {
    expect(formatDate('2026-12-05T08:30:00Z')).toBe('5 Dec 2026');
    expect(formatTime('2026-12-05T08:30:00Z')).toBe('9:30 AM');
    expect(formatTime('2026-12-05T13:00:00Z')).toBe('2:00 PM');
  });
  it('opening hours as hour:00', () => expect(formatHour(9)).toBe('9:00'));
  it('durations', () => {
    expect(formatDuration(4, 30)).toBe('4 hr 30 min');
    expect(formatDuration(0, 45)).toBe('45 min');
    expect(formatDuration(2, 0)).toBe('2 hr');
  });
  it('stars: filled first, then empty, out of 5', () => {
    expect(stars(4.4)).toEqual({ filled: 4, empty: 1 });
    expect(stars(0)).toEqual({ filled: 0, empty: 5 });
    expect(stars(9)).toEqual({ filled: 5, empty: 0 });
  });
  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncate('short', 100)).toBe('short');
    const long = 'word '.repeat(40).trim();
    const cut = truncate(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/wor…$/);
  });
});

describe('missingFields', () => {
  it("lists the empty required fields by label: 'Please fill up: '", () => {
    expect(
      missingFields([
        ['Email', ''],
        ['Password', '  '],
        ['Name', 'Ada'],
      ]),
    ).toBe('Please fill up: Email, Password');
    expect(missingFields([['Email', 'a@b.ng']])).toBeNull();
    expect(missingFields([['Price', 0]])).toBeNull();
  });
});

describe("times in the branch's own time zone", () => {
  it('writes a London branch in London time on both sides of the October DST change', () => {
    // 09:00 UTC is 10:00 BST on Saturday 24 Oct 2026 and 09:00 GMT on Monday 26 Oct, after the clocks went back.
    expect(formatTime('2026-10-24T09:00:00Z', 'Europe/London')).toBe('10:00 AM');
    expect(formatTime('2026-10-26T09:00:00Z', 'Europe/London')).toBe('9:00 AM');
    expect(formatTime('2026-10-26T09:00:00Z')).toBe('10:00 AM'); // Lagos when no zone is given
    // Late in the evening in London is already the next day in Lagos.
    expect(formatDate('2026-10-26T23:30:00Z', 'Europe/London')).toBe('26 Oct 2026');
    expect(formatDate('2026-10-26T23:30:00Z')).toBe('27 Oct 2026');
  });
});
