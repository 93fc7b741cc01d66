/**
 * A branch's schedule (hours, staff, rules), a cart's services and an employee's branch kept in memory for the slot
 * reads and the booking checks: they change rarely, and every change is a catalog write, which moves the generation
 * (at once here, within milliseconds in other processes on PostgreSQL). The age limit bounds what a write outside the
 * API (or a lost notification connection) can leave stale. A booking still re-checks the busy times inside its
 * transaction.
 */
import { cartOf, scheduleOf } from '../booking/facts.ts';
import type { KeptFacts } from '../booking/context.ts';
import type { Db } from '../db/client.ts';
import { loadEmployeeBranch, type BranchSchedule } from '../queries/availability.ts';

export const SCHEDULE_TTL_MS = 5000;

function keptWhile<V>(now: () => Date, generation: () => number) {
  const cache = new Map<string, { at: number; generation: number; value: Promise<V> }>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const t = now().getTime();
    const hit = cache.get(key);
    if (hit && hit.generation === generation() && t - hit.at < SCHEDULE_TTL_MS) return hit.value;
    // The generation is taken before the read starts: a write committed while it runs makes this entry stale.
    const entry = { at: t, generation: generation(), value: load() };
    cache.set(key, entry);
    entry.value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    if (cache.size > 5000) cache.delete(cache.keys().next().value!);
    return entry.value;
  };
}

export function keptFacts(db: Db, now: () => Date, generation: () => number): KeptFacts {
  const schedules = keptWhile<BranchSchedule>(now, generation);
  const carts = keptWhile<Awaited<ReturnType<typeof cartOf>>>(now, generation);
  const employeeBranches = keptWhile<string | undefined>(now, generation);
  return {
    employeeBranch: (employeeId) => employeeBranches(employeeId, () => loadEmployeeBranch(db, employeeId)),
    schedule: (branchId) => schedules(branchId, () => scheduleOf(db, branchId)),
    cart: (schedule, serviceIds) =>
      carts(`${schedule.branchId} ${serviceIds.join(',')}`, () => cartOf(db, schedule, serviceIds)),
  };
}
