/**
 * The demo salon's past (issue 32, server/seed/demo-history.ts): a plan of four months of visits that looks like a
 * real salon's, stays before the demo week and off every booking already taken, and turns into coherent rows.
 */
import { describe, expect, it } from 'vitest';
import {
  HISTORY_DAYS,
  historyRows,
  NO_SHOW_QUIET_DAYS,
  planDemoHistory,
  type HistoryBranch,
  type PastVisit,
} from '../../server/seed/demo-history.ts';
import { createRandom } from '../../server/seed/random.ts';
import { addDays, localDateOf, type LocalDate } from '../../server/domain/time.ts';

const TZ = 'Africa/Lagos';
// The demo week's first day (a Saturday): history stops the day before.
const UNTIL = localDateOf(new Date('2026-11-21T12:00:00Z'), TZ);
const BRANCH: HistoryBranch & { services: { id: string; name: string; price: number; minutes: number }[] } = {
  hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [8, 20], 7: [13, 18] },
  employeeIds: ['e1', 'e2', 'e3', 'e4', 'e5'],
  services: [
    { id: 's1', name: 'Gele Tying', price: 13000, minutes: 30 },
    { id: 's2', name: 'Express Facial', price: 13500, minutes: 45 },
    { id: 's3', name: 'Chemical Peel', price: 48500, minutes: 60 },
    { id: 's4', name: 'Classic Lash Extensions', price: 14500, minutes: 120 },
    { id: 's5', name: 'One-on-One Makeup Class', price: 76500, minutes: 180 },
  ],
};
const ACCOUNTS = 80;
const key = (d: LocalDate) => d.year * 10_000 + d.month * 100 + d.day;

/** A plan over a busy map of its own; `taken` is already booked before it starts. */
function plan(seed = 7, options: { windowHours?: number; taken?: [string, LocalDate, number, number][] } = {}) {
  const busy = new Map<string, [number, number][]>();
  const slot = (id: string, d: LocalDate) => `${id}|${key(d)}`;
  const take = (id: string, d: LocalDate, s: number, e: number) =>
    busy.set(slot(id, d), [...(busy.get(slot(id, d)) ?? []), [s, e]]);
  for (const [id, d, s, e] of options.taken ?? []) take(id, d, s, e);
  const result = planDemoHistory({
    rnd: createRandom(seed),
    branch: BRANCH,
    until: UNTIL,
    accounts: ACCOUNTS,
    windowHours: options.windowHours ?? 24,
    isFree: (id, d, s, e) => !(busy.get(slot(id, d)) ?? []).some(([a, b]) => s < b && a < e),
    take,
  });
  return { ...result, busy };
}

const count = (visits: PastVisit[], test: (v: PastVisit) => boolean) => visits.filter(test).length;

describe('planDemoHistory', () => {
  const { visits, guests } = plan();

  it('fills the days before the week with a few hundred visits, the same for the same seed', () => {
    expect(visits.length).toBeGreaterThan(300);
    expect(visits.length).toBeLessThan(700);
    expect(plan().visits).toEqual(visits);
    expect(plan(8).visits).not.toEqual(visits);
    const first = key(addDays(UNTIL, -HISTORY_DAYS));
    for (const v of visits) {
      expect(key(v.date)).toBeGreaterThanOrEqual(first);
      expect(key(v.date)).toBeLessThan(key(UNTIL));
    }
  });

  it("keeps to the branch's hours and never books an employee twice at once", () => {
    const byEmployeeDay = new Map<string, PastVisit[]>();
    for (const v of visits) {
      const [open, close] = BRANCH.hours[v.date.isoWeekday]!;
      expect(v.start).toBeGreaterThanOrEqual(open * 60);
      expect(v.start + v.minutes).toBeLessThanOrEqual(close * 60);
      const minutes = v.serviceIds.reduce((sum, id) => sum + BRANCH.services.find((s) => s.id === id)!.minutes, 0);
      expect(v.minutes).toBe(minutes);
      const k = `${v.employeeId}|${key(v.date)}`;
      byEmployeeDay.set(k, [...(byEmployeeDay.get(k) ?? []), v]);
    }
    for (const list of byEmployeeDay.values()) {
      const sorted = [...list].sort((a, b) => a.start - b.start);
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.start + sorted[i - 1]!.minutes);
    }
  });

  it('leaves alone what is already booked', () => {
    // Every employee's whole of one Saturday is taken beforehand.
    const saturday = addDays(UNTIL, -7);
    const taken = BRANCH.employeeIds.map((id) => [id, saturday, 0, 24 * 60] as [string, LocalDate, number, number]);
    expect(count(plan(7, { taken }).visits, (v) => key(v.date) === key(saturday))).toBe(0);
    expect(count(visits, (v) => key(v.date) === key(saturday))).toBeGreaterThan(0);
  });

  it('is quiet on Monday mornings and busiest on Fridays and Saturdays', () => {
    const on = (day: number) => count(visits, (v) => v.date.isoWeekday === day);
    const mondayMornings = count(visits, (v) => v.date.isoWeekday === 1 && v.start < 12 * 60);
    expect(mondayMornings).toBeLessThanOrEqual(on(1) / 4);
    for (const weekday of [1, 2, 3, 4, 7]) {
      expect(on(5)).toBeGreaterThan(on(weekday));
      expect(on(6)).toBeGreaterThan(on(weekday));
    }
  });

  it('has regulars among accounts and guests, and one visit a day each', () => {
    const visitsOf = new Map<string, number>();
    const perDay = new Set<string>();
    for (const v of visits) {
      const who = 'guest' in v.customer ? `g${v.customer.guest}` : `a${v.customer.account}`;
      visitsOf.set(who, (visitsOf.get(who) ?? 0) + 1);
      expect(perDay.has(`${who}|${key(v.date)}`)).toBe(false);
      perDay.add(`${who}|${key(v.date)}`);
      if ('guest' in v.customer) expect(v.customer.guest).toBeLessThan(guests);
      else expect(v.customer.account).toBeLessThan(ACCOUNTS);
    }
    const regulars = [...visitsOf].filter(([, n]) => n >= 4).map(([who]) => who[0]);
    expect(regulars.filter((kind) => kind === 'a').length).toBeGreaterThanOrEqual(10);
    expect(regulars.filter((kind) => kind === 'g').length).toBeGreaterThanOrEqual(3);
  });

  it('mostly completed; a few no-shows (none in the last fortnight), late and in-time cancellations', () => {
    const of = (outcome: PastVisit['outcome']) => visits.filter((v) => v.outcome === outcome);
    expect(of('completed').length).toBeGreaterThan(visits.length * 0.75);
    expect(of('no-show').length).toBeGreaterThan(0);
    expect(of('no-show').length).toBeLessThan(visits.length * 0.1);
    const quiet = key(addDays(UNTIL, -NO_SHOW_QUIET_DAYS));
    for (const v of of('no-show')) expect(key(v.date)).toBeLessThan(quiet);
    expect(of('late-cancel').length).toBeGreaterThan(0);
    for (const v of of('late-cancel')) expect(v.cancelledHoursBefore).toBeLessThan(24);
    expect(of('cancel').length).toBeGreaterThan(0);
    for (const v of of('cancel')) expect(v.cancelledHoursBefore).toBeGreaterThan(24);
    for (const v of visits) {
      expect(v.cancelledHoursBefore === undefined).toBe(v.outcome === 'completed' || v.outcome === 'no-show');
      expect(v.cancelledHoursBefore ?? 0).toBeGreaterThanOrEqual(v.outcome === 'late-cancel' ? 1 : 0);
      // Booked before it was cancelled; only a guest who came walks in (booked at the start).
      if (v.bookedHoursBefore === 0) expect('guest' in v.customer && v.outcome === 'completed').toBe(true);
      else expect(v.bookedHoursBefore).toBeGreaterThan(v.cancelledHoursBefore ?? 0);
    }
  });

  it.each([0, 1])('has no late cancellations without a window of two hours or more (%i)', (windowHours) => {
    const { visits: none } = plan(7, { windowHours });
    expect(count(none, (v) => v.outcome === 'late-cancel')).toBe(0);
    expect(count(none, (v) => v.outcome === 'cancel')).toBeGreaterThan(0);
  });

  it('plans nothing for a branch without staff, services or customers', () => {
    const empty = (branch: HistoryBranch, accounts = ACCOUNTS) =>
      planDemoHistory({
        rnd: createRandom(1),
        branch,
        until: UNTIL,
        accounts,
        windowHours: 24,
        isFree: () => true,
        take: () => {},
      });
    expect(empty({ ...BRANCH, employeeIds: [] })).toEqual({ visits: [], guests: 0 });
    expect(empty({ ...BRANCH, services: [] })).toEqual({ visits: [], guests: 0 });
    expect(empty(BRANCH, 0)).toEqual({ visits: [], guests: 0 });
  });
});

describe('historyRows', () => {
  const { visits, guests } = plan();
  const accountIds = Array.from({ length: ACCOUNTS }, (_, i) => `user-${i}`);
  const rows = historyRows({
    rnd: createRandom(3),
    branchId: 'branch',
    timeZone: TZ,
    services: BRANCH.services,
    accountIds,
    guests: Array.from({ length: guests }, (_, i) => ({ fullName: `Guest ${i}`, phoneNumber: '' })),
    visits,
  });

  it('writes one appointment per visit, oldest first, with its statuses, times and source', () => {
    expect(rows.salonGuests).toHaveLength(guests);
    expect(rows.appointments).toHaveLength(visits.length);
    const starts = rows.appointments.map((a) => a.startAt!.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const guestIds = new Set(rows.salonGuests.map((g) => g.id));
    for (const a of rows.appointments) {
      expect(a.endAt!.getTime()).toBeLessThanOrEqual(new Date('2026-11-21T00:00:00+01:00').getTime());
      if (a.guestId) expect([guestIds.has(a.guestId), a.userId, a.source]).toEqual([true, undefined, 'SALON']);
      else expect([a.userId?.startsWith('user-'), a.source]).toEqual([true, 'ONLINE']);
      expect(a.createdAt!.getTime()).toBeLessThanOrEqual(a.startAt!.getTime());
      expect(a.timeSetAt).toEqual(a.createdAt);
      if (a.bookingStatus === 'CANCELLED') {
        expect(a.createdAt!.getTime()).toBeLessThan(a.cancelledAt!.getTime());
        expect(a.cancelledAt!.getTime()).toBeLessThan(a.startAt!.getTime());
      } else expect(a.cancelledAt).toBeNull();
      expect(a.paymentStatus).toBe(a.bookingStatus === 'BOOKED' ? 'RECEIVED' : 'PENDING');
    }
    expect(new Set(rows.appointments.map((a) => a.bookingStatus))).toEqual(new Set(['BOOKED', 'NO_SHOW', 'CANCELLED']));
  });

  it('gives each appointment its service lines, one after another, adding up to its total', () => {
    for (const a of rows.appointments) {
      const lines = rows.appointmentServices.filter((l) => l.appointmentId === a.id);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, l) => sum + l.price, 0)).toBe(a.total);
      expect(a.subTotal).toBe(a.total);
      expect(lines[0]!.startAt).toEqual(a.startAt);
      expect(lines.at(-1)!.endAt).toEqual(a.endAt);
      for (let i = 1; i < lines.length; i++) expect(lines[i]!.startAt).toEqual(lines[i - 1]!.endAt);
    }
  });
});
