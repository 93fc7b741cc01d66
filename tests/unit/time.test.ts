import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, zonedTime, zoneOffsetMs } from '../../server/domain/time.ts';

describe('time zones', () => {
  it('Lagos is UTC+1 all year', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Africa/Lagos')).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Africa/Lagos')).toBe(3_600_000);
  });

  it('zonedTime finds the instant of a local wall-clock time', () => {
    expect(zonedTime({ year: 2026, month: 12, day: 5 }, 9 * 60 + 30, 'Africa/Lagos').toISOString()).toBe(
      '2026-12-05T08:30:00.000Z',
    );
    // Across midnight: 00:30 in Lagos is the evening before in UTC.
    expect(zonedTime({ year: 2026, month: 1, day: 1 }, 30, 'Africa/Lagos').toISOString()).toBe(
      '2025-12-31T23:30:00.000Z',
    );
    // A zone with daylight saving: London in summer is UTC+1, in winter UTC+0.
    expect(zonedTime({ year: 2026, month: 7, day: 1 }, 600, 'Europe/London').toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
    expect(zonedTime({ year: 2026, month: 12, day: 1 }, 600, 'Europe/London').toISOString()).toBe(
      '2026-12-01T10:00:00.000Z',
    );
  });

  it('localDateOf gives the date and ISO weekday in the zone', () => {
    // 23:30 UTC on Sunday 22 Nov 2026 is already Monday 23 Nov in Lagos.
    expect(localDateOf(new Date('2026-11-22T23:30:00Z'), 'Africa/Lagos')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      isoWeekday: 1,
    });
    expect(localDateOf(new Date('2026-11-22T22:30:00Z'), 'Africa/Lagos')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      isoWeekday: 7,
    });
  });

  it('addDays crosses months, years and leap days', () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2, isoWeekday: 6 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29, isoWeekday: 2 });
  });
});
