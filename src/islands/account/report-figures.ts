/**
 * The Reports panel's figures in words (issue 32): the headline figures with their change against the previous period
 * (amounts and counts in percent, "new" after a period of none; rates in percentage points), the week grid filled
 * in, and the one-sentence summaries the charts are read out as.
 */
import { formatDate, formatDuration, formatNaira } from '../../lib/format.ts';
import type { ReportSummary, ReportTotals } from '../../lib/types.ts';

const percentFormat = new Intl.NumberFormat('en-NG', { style: 'percent', maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('en-NG');

/** 0.083 -> "8.3%" */
export const formatPercent = (fraction: number) => percentFormat.format(fraction);
/** 1234 -> "1,234" */
export const formatCount = (n: number) => countFormat.format(n);
/** Minutes as hours and minutes: "12 hr 30 min". */
export const formatMinutes = (minutes: number) => formatDuration(Math.floor(minutes / 60), minutes % 60);
/** A local date (YYYY-MM-DD) as the site writes dates: "5 Dec 2026". */
export const formatLocalDate = (date: string) => formatDate(`${date}T00:00:00Z`, 'UTC');
/** An axis label: ₦950, ₦12k, ₦1.5m. */
export function compactNaira(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 1e6) return `₦${+(amount / 1e6).toFixed(1)}m`;
  if (abs >= 1e3) return `₦${+(amount / 1e3).toFixed(1)}k`;
  return `₦${Math.round(amount)}`;
}

/** "+12%", "−5%", "0%"; "new" when the previous period had none, "no change" when neither had any. */
export function percentChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct > 0 ? `+${pct}%` : pct < 0 ? `−${-pct}%` : '0%';
}

/** A rate's change in percentage points: "+2.5 pts", "−1 pt", "no change". */
export function pointsChange(current: number, previous: number): string {
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return 'no change';
  const size = Math.abs(points);
  return `${points > 0 ? '+' : '−'}${size} ${size === 1 ? 'pt' : 'pts'}`;
}

/** One headline figure: its value, the change, the previous period's value, and whether the change is good news. */
export interface Figure {
  key: string;
  label: string;
  value: string;
  /** A second line under the value (e.g. the late cancellations' share). */
  detail?: string;
  change: string;
  previous: string;
  /** True when the figure moved the way a salon wants, false the other way, null when it did not move. */
  good: boolean | null;
}

const onlineShare = (t: ReportTotals) => (t.online + t.salon === 0 ? 0 : t.online / (t.online + t.salon));

/** The headline figures of a period beside the previous one. */
export function headlineFigures(now: ReportTotals, before: ReportTotals): Figure[] {
  const moved = (a: number, b: number, upIsGood: boolean | null) =>
    a === b || upIsGood === null ? null : a > b === upIsGood;
  const amount = (key: 'revenue' | 'averageTicket', label: string): Figure => ({
    key,
    label,
    value: formatNaira(now[key]),
    change: percentChange(now[key], before[key]),
    previous: formatNaira(before[key]),
    good: moved(now[key], before[key], true),
  });
  const count = (key: 'bookings' | 'completed', label: string): Figure => ({
    key,
    label,
    value: formatCount(now[key]),
    change: percentChange(now[key], before[key]),
    previous: formatCount(before[key]),
    good: moved(now[key], before[key], true),
  });
  const rate = (key: 'noShowRate' | 'cancellationRate', label: string, detail?: string): Figure => ({
    key,
    label,
    value: formatPercent(now[key]),
    detail,
    change: pointsChange(now[key], before[key]),
    previous: formatPercent(before[key]),
    good: moved(now[key], before[key], false),
  });
  return [
    amount('revenue', 'Revenue'),
    count('bookings', 'Bookings'),
    count('completed', 'Completed'),
    rate('noShowRate', 'No-show rate'),
    rate('cancellationRate', 'Cancellation rate', `${formatPercent(now.lateCancellationRate)} late`),
    amount('averageTicket', 'Average ticket'),
    {
      key: 'online',
      label: 'Booked online',
      value: formatPercent(onlineShare(now)),
      detail: `${formatCount(now.online)} online, ${formatCount(now.salon)} at the salon`,
      change: pointsChange(onlineShare(now), onlineShare(before)),
      previous: formatPercent(onlineShare(before)),
      good: null,
    },
  ];
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface WeekGrid {
  /** The hours shown: the usual working day (9 to 18), widened to every hour with a booking. */
  hours: number[];
  /** Monday first; one count per hour shown. */
  rows: { weekday: string; counts: number[] }[];
  max: number;
}

/** The weekday x hour grid with every cell, empty ones as 0. */
export function weekGrid(cells: ReportSummary['heatmap']): WeekGrid {
  const booked = cells.filter((c) => c.bookings > 0);
  const first = Math.min(9, ...booked.map((c) => c.hour));
  const last = Math.max(18, ...booked.map((c) => c.hour));
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const count = new Map(cells.map((c) => [`${c.weekday}|${c.hour}`, c.bookings]));
  const rows = WEEKDAYS.map((weekday, i) => ({
    weekday,
    counts: hours.map((h) => count.get(`${i + 1}|${h}`) ?? 0),
  }));
  return { hours, rows, max: Math.max(0, ...booked.map((c) => c.bookings)) };
}

/** A cell's shade, 0 (none) to 4 (the busiest hour). */
export const shade = (count: number, max: number) => (count === 0 || max === 0 ? 0 : Math.ceil((count / max) * 4));

/** What the trend chart shows, in a sentence. */
export function trendSummary(report: ReportSummary): string {
  const busiest = report.days.reduce((a, b) => (b.bookings > a.bookings ? b : a), report.days[0]!);
  const span = `${formatLocalDate(report.from)} to ${formatLocalDate(report.to)}`;
  const total = `${formatCount(report.totals.bookings)} bookings and ${formatNaira(report.totals.revenue)} revenue`;
  const peak = busiest.bookings ? `; the busiest day ${formatLocalDate(busiest.date)} (${busiest.bookings})` : '';
  return `Bookings and revenue per day, ${span}: ${total}${peak}.`;
}

/** What a bar chart shows, in a sentence: its title and each bar. */
export const barsSummary = (title: string, bars: { label: string; value: string }[]) =>
  `${title}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ') || 'none'}.`;
