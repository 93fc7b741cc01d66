/** Wall-clock time in a branch's IANA time zone, without a date library: Intl knows every zone's offsets. */

export interface LocalDate {
  year: number;
  month: number;
  day: number;
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  isoWeekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function parts(instant: Date, timeZone: string) {
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) out[p.type] = p.value;
  return out;
}

/** The zone's offset from UTC at an instant, in milliseconds (Lagos: +3,600,000). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date and weekday of an instant in a zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const p = parts(instant, timeZone);
  return { year: +p.year!, month: +p.month!, day: +p.day!, isoWeekday: WEEKDAYS[p.weekday!]! };
}

/**
 * Wall-clock times already worked out: the slot engine asks for the same few (a day's opening and closing) once per
 * candidate slot and employee, and each answer costs two Intl formats, most of a slot answer's time without this.
 * The zone rules are fixed for the process's life, so an answer never changes; the bound only caps the memory.
 */
const zoned = new Map<string, number>();

/** The instant at which the wall clock in `timeZone` shows the given date and minutes after midnight. */
export function zonedTime(date: Pick<LocalDate, 'year' | 'month' | 'day'>, minutes: number, timeZone: string): Date {
  const key = `${timeZone} ${date.year} ${date.month} ${date.day} ${minutes}`;
  const known = zoned.get(key);
  if (known !== undefined) return new Date(known);
  const guess = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  const second = guess - zoneOffsetMs(new Date(first), timeZone);
  if (zoned.size >= 50_000) zoned.clear();
  zoned.set(key, second);
  return new Date(second);
}

/** A local calendar date `days` after another (days may be negative). */
export function addDays(date: Pick<LocalDate, 'year' | 'month' | 'day'>, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    isoWeekday: ((d.getUTCDay() + 6) % 7) + 1,
  };
}
