/**
 * The staff free to take a slot: BranchEmployee/GetByBranch with an AppointmentDate answers only these, from the same
 * kept schedule, cart and diary as the day's slots (the booking page asks for both).
 */
import { freeStaffAt } from '../domain/availability.ts';
import { localDateOf } from '../domain/time.ts';
import { outcome, type Outcome } from '../lib/outcome.ts';
import type { DiaryCache } from '../queries/diary-cache.ts';
import type { BookingDeps } from './context.ts';
import { cartOf, dayFacts, scheduleOf } from './facts.ts';

export interface FreeStaffDeps extends Pick<BookingDeps, 'db' | 'now' | 'kept'> {
  /** Busy times kept in memory; without it, from the database. */
  diary?: Pick<DiaryCache, 'busy'>;
}

/** The active employees of a branch free at `at` for the whole cart, by name. */
export function freeEmployeesAt(
  { db, now, kept, diary }: FreeStaffDeps,
  branchId: string,
  at: Date,
  serviceIds: string[],
): Promise<Outcome<{ name: string; branchEmployeeId: string }[]>> {
  return outcome(async () => {
    const schedule = await (kept?.schedule(branchId) ?? scheduleOf(db, branchId));
    const { minutes } = await (kept?.cart(schedule, serviceIds) ?? cartOf(db, schedule, serviceIds));
    const local = localDateOf(at, schedule.rules.timeZone);
    const date = `${local.year}-${local.month}-${local.day}`;
    const q = await dayFacts(db, schedule, date, minutes, now(), diary?.busy);
    const free = new Set(freeStaffAt(q, at).map((s) => s.id));
    return schedule.staff.filter((s) => free.has(s.id)).map((s) => ({ name: s.name, branchEmployeeId: s.id }));
  });
}
