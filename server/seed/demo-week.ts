/**
 * The demo salon's week (issue 11), relative to the day the database is seeded, so a newcomer can try every action of
 * the calendar at once: bookings on several staff today and on the coming days, two walk-ins booked by the salon, one
 * stylist's afternoon off, and the last working day's and this morning's appointments still waiting to be completed
 * or marked no-show. Deterministic for a given seed and moment; never over another booking (the caller's busy map).
 */
import { addDays, type LocalDate } from '../domain/time.ts';
import type { Random } from './random.ts';

export interface DemoWeekBranch {
  hours: Partial<Record<number, [number, number] | null>>;
  employeeIds: string[];
  services: { id: string; minutes: number }[];
}

/** One booking to write: minutes after local midnight; `guest` for a walk-in booked by the salon. */
export interface PlannedBooking {
  employeeId: string;
  date: LocalDate;
  start: number;
  serviceIds: string[];
  minutes: number;
  state: 'waiting' | 'completed' | 'upcoming';
  guest: boolean;
}

export interface PlannedTimeOff {
  employeeId: string;
  date: LocalDate;
  start: number;
  end: number;
  reason: string;
}

export interface DemoWeekInput {
  rnd: Random;
  branch: DemoWeekBranch;
  today: LocalDate;
  /** Minutes after local midnight of today at the moment of seeding. */
  nowMinutes: number;
  /** Whether [start, end) of an employee on a date is free; `take` marks it taken. */
  isFree: (employeeId: string, date: LocalDate, start: number, end: number) => boolean;
  take: (employeeId: string, date: LocalDate, start: number, end: number) => void;
}

export function planDemoWeek({ rnd, branch, today, nowMinutes, isFree, take }: DemoWeekInput) {
  const bookings: PlannedBooking[] = [];
  const timeOff: PlannedTimeOff[] = [];
  const staff = branch.employeeIds;
  const short = branch.services.filter((s) => s.minutes <= 120);
  if (staff.length === 0 || short.length === 0) return { bookings, timeOff };
  const hoursOf = (d: LocalDate) => branch.hours[d.isoWeekday] ?? null;
  const key = (d: LocalDate) => d.year * 10_000 + d.month * 100 + d.day;

  /** Books the first free start at or after `from` (30-minute steps) for one employee; false when none fits. */
  const place = (employeeId: string, date: LocalDate, from: number, state: PlannedBooking['state'], guest = false) => {
    const h = hoursOf(date);
    if (!h) return false;
    const lines = rnd.sample(short, rnd.chance(0.25) ? 2 : 1);
    const minutes = lines.reduce((sum, s) => sum + s.minutes, 0);
    for (let start = Math.max(from, h[0] * 60); start + minutes <= h[1] * 60; start += 30) {
      if (!isFree(employeeId, date, start, start + minutes)) continue;
      // A booking is waiting once it has started; one still ahead is upcoming.
      const rel = key(date) < key(today) ? -1 : key(date) > key(today) ? 1 : 0;
      const started = rel < 0 || (rel === 0 && start < nowMinutes);
      if (state === 'upcoming' && started) continue;
      const actual = started ? state : 'upcoming';
      take(employeeId, date, start, start + minutes);
      bookings.push({
        employeeId,
        date,
        start,
        minutes,
        serviceIds: lines.map((l) => l.id),
        state: actual,
        guest,
      });
      return true;
    }
    return false;
  };

  // The last working day: most visits done and paid, three still waiting to be completed or marked no-show.
  let last = addDays(today, -1);
  for (let i = 0; i < 7 && !hoursOf(last); i++) last = addDays(last, -1);
  const lastHours = hoursOf(last);
  if (lastHours) {
    staff.forEach((id, i) => {
      place(id, last, lastHours[0] * 60 + 60 * i, i < 3 ? 'waiting' : 'completed');
      place(id, last, lastHours[0] * 60 + 240 + 30 * i, 'completed');
    });
  }

  // Today (or the next working day when the salon is closed today): one stylist's afternoon off, then a full day.
  let day = today;
  for (let i = 0; i < 7 && !hoursOf(day); i++) day = addDays(day, 1);
  const h = hoursOf(day);
  if (h) {
    const afternoon = Math.max(13 * 60, h[0] * 60 + 120);
    const off = staff.find((id) => isFree(id, day, afternoon, h[1] * 60));
    if (off && afternoon < h[1] * 60) {
      take(off, day, afternoon, h[1] * 60);
      timeOff.push({ employeeId: off, date: day, start: afternoon, end: h[1] * 60, reason: 'Afternoon off' });
    }
    staff.forEach((id, i) => {
      place(id, day, h[0] * 60 + 30 * i, 'waiting');
      place(id, day, h[0] * 60 + 150 + 30 * i, 'waiting');
      place(id, day, h[0] * 60 + 300 + 60 * i, 'waiting');
    });
    // A walk-in this morning and a phone booking later today, both booked by the salon.
    place(staff[staff.length - 1]!, day, h[0] * 60, 'waiting', true);
    place(staff[0]!, day, Math.max(h[0] * 60, nowMinutes + 60), 'upcoming', true);
  }

  // The coming days: two to four bookings a day across the staff.
  for (let d = 1; d <= 6; d++) {
    const date = addDays(day, d);
    const dh = hoursOf(date);
    if (!dh) continue;
    const n = rnd.int(2, 4);
    for (let k = 0; k < n; k++)
      place(rnd.pick(staff), date, dh[0] * 60 + 30 * rnd.int(0, Math.max(0, (dh[1] - dh[0]) * 2 - 4)), 'upcoming');
  }
  return { bookings, timeOff };
}
