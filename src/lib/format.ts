/**
 * How the product writes money, dates and times (spec section 1): naira en-NG, dates en-NG, times en-US 12-hour;
 * dates and times in the branch's own IANA time zone, which every appointment answer carries. Phone numbers, stored in
 * E.164, are grouped for reading ('+234 803 555 0142').
 */
export { formatPhone } from '../../server/domain/phone-format.ts';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Where the product started; times without a branch (blog dates) are written in it. */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/** One formatter per zone and style: creating Intl formatters is the slow part. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time' | 'weekday', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f =
      kind === 'date'
        ? new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
        : kind === 'weekday'
          ? new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', timeZone })
          : new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** ₦12,500 */
export const formatNaira = (amount: number) => naira.format(amount).replace(/^NGN\s?/, '₦');
/** $24.99 */
export const formatUsd = (amount: number) => usd.format(amount);
/** 5 Dec 2026, in the branch's time zone (Lagos when none is given). */
export const formatDate = (iso: string | Date, timeZone = DEFAULT_TIME_ZONE) =>
  formatter('date', timeZone).format(new Date(iso));
/** 9:30 AM, in the branch's time zone (Lagos when none is given). */
export const formatTime = (iso: string | Date, timeZone = DEFAULT_TIME_ZONE) =>
  formatter('time', timeZone).format(new Date(iso));
/** 5 Dec 2026, 9:30 AM, in the branch's time zone. */
export const formatDateTime = (iso: string | Date, timeZone = DEFAULT_TIME_ZONE) =>
  `${formatDate(iso, timeZone)}, ${formatTime(iso, timeZone)}`;
/** Sat, 5 Dec, in the branch's time zone. */
export const formatWeekday = (iso: string | Date, timeZone = DEFAULT_TIME_ZONE) =>
  formatter('weekday', timeZone).format(new Date(iso));
/** Opening hours are whole hours, shown as hour:00: 9 -> "9:00". */
export const formatHour = (hour: number) => `${hour}:00`;

/** "1 hr 30 min", "45 min" */
export function formatDuration(hours: number, minutes: number): string {
  const parts = [];
  if (hours) parts.push(`${hours} hr`);
  if (minutes) parts.push(`${minutes} min`);
  return parts.join(' ') || '0 min';
}

/** The first `length` characters of a text, cut at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 5 stars out of a rating: filled first, then empty. */
export function stars(rating: number, scale = 5): { filled: number; empty: number } {
  const filled = Math.max(0, Math.min(scale, Math.round(rating)));
  return { filled, empty: scale - filled };
}
