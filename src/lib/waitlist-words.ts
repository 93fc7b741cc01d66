/**
 * The waitlist (issue 31) in words, for the customer's account and the salon's calendar: a window of the day, an
 * entry's outcome, and which entries are still active. The edges are the server's (server/domain/waitlist.ts).
 */
import { formatTime } from './format.ts';
import type { WaitlistStatus, WaitlistWindow } from './types.ts';

export const WINDOW_WORDS: Record<WaitlistWindow, string> = {
  MORNING: 'Morning (before 12:00)',
  AFTERNOON: 'Afternoon (12:00–16:00)',
  EVENING: 'Evening (after 16:00)',
  ANY: 'Any time',
};

/** A window's minutes of the local day: [from, to), as the server matches a start against it. */
export const WINDOW_MINUTES: Record<WaitlistWindow, [number, number]> = {
  MORNING: [0, 12 * 60],
  AFTERNOON: [12 * 60, 16 * 60],
  EVENING: [16 * 60, 24 * 60],
  ANY: [0, 24 * 60],
};

export const inWindowMinutes = (window: WaitlistWindow, minutes: number) =>
  minutes >= WINDOW_MINUTES[window][0] && minutes < WINDOW_MINUTES[window][1];

/** Waiting or offered: the customer may still leave it, the salon still sees it. */
export const isActive = (status: WaitlistStatus) => status === 'WAITING' || status === 'OFFERED';

const STATUS_WORDS: Record<WaitlistStatus, string> = {
  WAITING: 'Waiting',
  OFFERED: 'Offered',
  BOOKED: 'Booked',
  EXPIRED: 'Expired',
  LEFT: 'Left',
};

/** An entry's outcome; an offer names the time last offered, in the branch's zone. */
export function outcomeWords(entry: {
  status: WaitlistStatus;
  offeredDateTime?: string | null;
  timeZone?: string;
}): string {
  if (entry.status === 'OFFERED' && entry.offeredDateTime)
    return `Offered: ${formatTime(entry.offeredDateTime, entry.timeZone)}`;
  return STATUS_WORDS[entry.status];
}
