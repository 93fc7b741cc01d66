/**
 * The demo salon's past (issue 32): four months of visits before its demo week, so its reports look like a real
 * salon's. Mostly completed and paid; regulars coming back, accounts and the salon's own guests (walk-ins and phone
 * bookings) alike; a few no-shows, late and in-time cancellations; a quiet Monday morning and busy Fridays and
 * Saturdays. Four months, not three: a report of the last 90 days counts a customer as returning only after a visit
 * before that period. Deterministic for a given random source and day; never over another booking (the caller's busy
 * map), always ended before the day it stops at.
 */
import type * as t from '../db/schema.ts';
import { serviceLines } from '../domain/service-lines.ts';
import { addDays, zonedTime, type LocalDate } from '../domain/time.ts';
import type { Random } from './random.ts';

/** Days of history before the day it stops at. */
export const HISTORY_DAYS = 120;
/**
 * No no-shows in the last fortnight: there, the started bookings that are pending or missed are the demo week's, which
 * the end-to-end no-show test takes one by one (tests/e2e/calendar.spec.ts).
 */
export const NO_SHOW_QUIET_DAYS = 14;

/** Bookings on an ordinary day by ISO weekday, before the odd one more or less. */
const PER_DAY: Record<number, number> = { 1: 2, 2: 3, 3: 3, 4: 4, 5: 6, 6: 8, 7: 2 };
/** Before this (minutes after midnight) a Monday is quiet: only now and then a booking. */
const MONDAY_QUIET_UNTIL = 12 * 60;
const MONDAY_MORNING_CHANCE = 0.1;
/** How the employees share the work, busiest first (in a random order of the staff); the rest get the last. */
const EMPLOYEE_WEIGHTS = [5, 4, 3, 3, 2, 1];
/** The clientele, accounts and guests: regulars (every few weeks), occasional ones; and now and then someone new. */
const ACCOUNTS = { regulars: 30, occasional: 40, regularWeight: 3 };
const GUESTS = { regulars: 8, occasional: 16, regularWeight: 3 };
const GUEST_CHANCE = 0.25;
const NEW_FACE_CHANCE = 0.15;

export interface HistoryBranch {
  hours: Partial<Record<number, [number, number] | null>>;
  employeeIds: string[];
  services: { id: string; minutes: number }[];
}

type Customer = { account: number } | { guest: number };

export type Outcome = 'completed' | 'no-show' | 'late-cancel' | 'cancel';

/** A past booking: minutes after local midnight; its customer an index into the accounts or the guests. */
export interface PastVisit {
  employeeId: string;
  date: LocalDate;
  start: number;
  minutes: number;
  serviceIds: string[];
  outcome: Outcome;
  customer: Customer;
  /** Hours before the start it was booked (0: a walk-in), and cancelled (when it was). */
  bookedHoursBefore: number;
  cancelledHoursBefore?: number;
}

export interface HistoryInput {
  rnd: Random;
  branch: HistoryBranch;
  /** The day history stops at (not included): the demo week's first. */
  until: LocalDate;
  /** How many customer accounts there are to choose from (indexes 0 to accounts - 1). */
  accounts: number;
  /** The branch's free-cancellation window: a cancellation inside it is late. */
  windowHours: number;
  isFree: (employeeId: string, date: LocalDate, start: number, end: number) => boolean;
  take: (employeeId: string, date: LocalDate, start: number, end: number) => void;
}

/** A pick by weight from [item, weight] pairs. */
function weighted<T>(rnd: Random, items: readonly (readonly [T, number])[]): T {
  let r = rnd.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items.at(-1)![0];
}

/** What became of a booking: no-shows only before the quiet fortnight, late cancellations only with a window. */
function outcomeOf(rnd: Random, daysAgo: number, windowHours: number): Outcome {
  const r = rnd.next();
  if (r < 0.05) return daysAgo > NO_SHOW_QUIET_DAYS ? 'no-show' : 'completed';
  if (r < 0.09) return windowHours > 1 ? 'late-cancel' : 'cancel';
  if (r < 0.16) return 'cancel';
  return 'completed';
}

/** Plans the history; answers the visits and how many salon guests they need. */
export function planDemoHistory({ rnd, branch, until, accounts, windowHours, isFree, take }: HistoryInput) {
  const visits: PastVisit[] = [];
  const guests = GUESTS.regulars + GUESTS.occasional;
  const staff = branch.employeeIds;
  if (staff.length === 0 || branch.services.length === 0 || accounts === 0) return { visits, guests: 0 };
  const staffWeights = rnd.sample(staff, staff.length).map((id, i) => [id, EMPLOYEE_WEIGHTS[i] ?? 1] as const);
  const accountsOf: [Customer, number][] = rnd
    .sample(
      Array.from({ length: accounts }, (_, i) => i),
      ACCOUNTS.regulars + ACCOUNTS.occasional,
    )
    .map((account, i) => [{ account }, i < ACCOUNTS.regulars ? ACCOUNTS.regularWeight : 1]);
  const guestsOf: [Customer, number][] = Array.from({ length: guests }, (_, guest) => [
    { guest },
    guest < GUESTS.regulars ? GUESTS.regularWeight : 1,
  ]);
  const seen = new Set<string>();

  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const date = addDays(until, -daysAgo);
    const h = branch.hours[date.isoWeekday];
    if (!h) continue;
    const wanted = Math.max(0, (PER_DAY[date.isoWeekday] ?? 3) + rnd.int(-1, 1));
    for (let n = 0, tries = 0; n < wanted && tries < wanted * 4; tries++) {
      const lines = rnd.sample(branch.services, rnd.chance(0.2) ? 2 : 1);
      const minutes = lines.reduce((sum, s) => sum + s.minutes, 0);
      const quiet = date.isoWeekday === 1 && !rnd.chance(MONDAY_MORNING_CHANCE);
      const earliest = Math.max(h[0] * 60, quiet ? MONDAY_QUIET_UNTIL : 0);
      const slots = Math.floor((h[1] * 60 - minutes - earliest) / 30);
      if (slots < 0) continue;
      // On weekdays the later of two draws: people come after work; Saturdays fill from the opening.
      const step = date.isoWeekday === 6 ? rnd.int(0, slots) : Math.max(rnd.int(0, slots), rnd.int(0, slots));
      const start = earliest + 30 * step;
      const first = weighted(rnd, staffWeights);
      const employeeId = [first, ...staff.filter((id) => id !== first)].find((id) =>
        isFree(id, date, start, start + minutes),
      );
      if (!employeeId) continue;
      const customer: Customer = rnd.chance(NEW_FACE_CHANCE)
        ? { account: rnd.int(0, accounts - 1) }
        : weighted(rnd, rnd.chance(GUEST_CHANCE) ? guestsOf : accountsOf);
      // One visit a day for a customer.
      const who = `${'account' in customer ? `a${customer.account}` : `g${customer.guest}`}|${daysAgo}`;
      if (seen.has(who)) continue;
      seen.add(who);
      take(employeeId, date, start, start + minutes);
      const outcome = outcomeOf(rnd, daysAgo, windowHours);
      const cancelledHoursBefore =
        outcome === 'late-cancel'
          ? rnd.int(1, windowHours - 1)
          : outcome === 'cancel'
            ? windowHours + rnd.int(1, 120)
            : undefined;
      // A guest who came is a walk-in half the time; otherwise, as every account, booked ahead.
      const walkIn = 'guest' in customer && outcome === 'completed' && rnd.chance(0.5);
      const bookedHoursBefore = walkIn ? 0 : (cancelledHoursBefore ?? 0) + rnd.int(2, 21 * 24);
      visits.push({
        employeeId,
        date,
        start,
        minutes,
        serviceIds: lines.map((l) => l.id),
        outcome,
        customer,
        bookedHoursBefore,
        cancelledHoursBefore,
      });
      n++;
    }
  }
  return { visits, guests };
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface HistoryRowsInput {
  rnd: Random;
  branchId: string;
  timeZone: string;
  services: { id: string; name: string; price: number; minutes: number }[];
  accountIds: string[];
  /** The salon's guests' names and phone numbers, one per guest the plan needs. */
  guests: { fullName: string; phoneNumber: string }[];
  visits: PastVisit[];
}

/** The rows of a planned history: its guests, appointments (oldest first) and their service lines. */
export function historyRows({ rnd, branchId, timeZone, services, accountIds, guests, visits }: HistoryRowsInput) {
  const salonGuests: Insert<typeof t.salonGuests>[] = guests.map((g) => ({ id: rnd.uuid(), branchId, ...g }));
  const appointments: Insert<typeof t.appointments>[] = [];
  const appointmentServices: Insert<typeof t.appointmentServices>[] = [];
  const byId = new Map(services.map((s) => [s.id, s]));
  const order = [...visits].sort(
    (a, b) => a.date.year - b.date.year || a.date.month - b.date.month || a.date.day - b.date.day || a.start - b.start,
  );
  for (const v of order) {
    const id = rnd.uuid();
    const startAt = zonedTime(v.date, v.start, timeZone);
    const at = (hoursBefore: number) => new Date(startAt.getTime() - hoursBefore * 3_600_000);
    const lines = v.serviceIds.map((sid) => byId.get(sid)!);
    const subTotal = lines.reduce((sum, s) => sum + s.price, 0);
    // A guest is the salon's own booking (a walk-in or a call); an account booked online.
    const customer =
      'guest' in v.customer
        ? { guestId: salonGuests[v.customer.guest]!.id, source: 'SALON' as const }
        : { userId: accountIds[v.customer.account]!, source: 'ONLINE' as const };
    appointments.push({
      id,
      ...customer,
      branchId,
      branchEmployeeId: v.employeeId,
      startAt,
      endAt: new Date(startAt.getTime() + v.minutes * 60_000),
      bookingStatus: v.outcome === 'completed' ? 'BOOKED' : v.outcome === 'no-show' ? 'NO_SHOW' : 'CANCELLED',
      paymentStatus: v.outcome === 'completed' ? 'RECEIVED' : 'PENDING',
      subTotal,
      total: subTotal,
      createdAt: at(v.bookedHoursBefore),
      timeSetAt: at(v.bookedHoursBefore),
      cancelledAt: v.cancelledHoursBefore === undefined ? null : at(v.cancelledHoursBefore),
    });
    appointmentServices.push(...serviceLines(id, startAt, lines).map((l) => ({ id: rnd.uuid(), ...l })));
  }
  return { salonGuests, appointments, appointmentServices };
}
