/**
 * The Reports panel's periods (issue 32) as local dates (YYYY-MM-DD) in the branch's zone: this week (Monday to
 * Sunday), this month (the 1st to its last day), the last 30 days (to today), or two dates chosen. The server compares
 * each with the period of equal length just before it.
 */

export type PeriodPreset = 'week' | 'month' | 'last30' | 'custom';

export const PERIOD_CHOICES: { value: PeriodPreset; label: string }[] = [
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
  { value: 'last30', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom' },
];

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

/** Today's date where the branch is (the zone's calendar, not the device's). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A local date `days` later (earlier when negative). */
export const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * DAY_MS));

/** How many dates the period holds, both ends counted. */
export const periodDays = (p: Period) => Math.round((toDate(p.to).getTime() - toDate(p.from).getTime()) / DAY_MS) + 1;

/** The period a choice stands for on `today` (custom periods are the dates chosen, not computed). */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  if (preset === 'last30') return { from: addDays(today, -29), to: today };
  if (preset === 'week') {
    const sinceMonday = (toDate(today).getUTCDay() + 6) % 7;
    const from = addDays(today, -sinceMonday);
    return { from, to: addDays(from, 6) };
  }
  const d = toDate(today);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { from: `${today.slice(0, 8)}01`, to: toIso(last) };
}

/** The period of equal length just before, as the server compares with it. */
export function previousPeriod(p: Period): Period {
  const days = periodDays(p);
  return { from: addDays(p.from, -days), to: addDays(p.from, -1) };
}

/** A file name for the period's CSV. */
export const csvName = (p: Period) => `report-${p.from}-to-${p.to}.csv`;
