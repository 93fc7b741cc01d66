/**
 * A branch's busy times (live appointments and time off) for the slot reads, kept in memory per branch and window.
 * Slot lookups are the hottest read of the product and each would otherwise cost a database round trip; a branch's
 * diary changes only through the booking use-cases, which report every committed change (server/booking/diary.ts):
 * at once in this process, and on PostgreSQL through the database's notification in the others.
 * The booking insert never reads from here: it re-checks inside its own transaction.
 */
import type { Db } from '../db/client.ts';
import type { Busy } from '../domain/availability.ts';
import { loadBusy } from './availability.ts';

/**
 * A safety net for writes that bypass the use-cases (SQL by hand, a lost notification): nothing is served older than
 * this. Reloading a hot window once a second costs nothing measurable.
 */
export const DIARY_MAX_AGE_MS = 1000;
/** Bounds the memory: a window holds one day of a branch (a few hundred intervals at most). */
const MAX_ENTRIES = 20_000;

interface Entry {
  /** The branch's and the global generation when the read was started. */
  branch: number;
  all: number;
  at: number;
  value: Promise<Busy[]>;
}

export interface DiaryCache {
  /** Busy times of the branch in [from, to), from memory while nothing changed in that branch since they were read. */
  busy(db: Db, branchId: string, from: Date, to: Date): Promise<Busy[]>;
  /** A booking change committed in the branch (without one: in any branch). */
  changed(branchId?: string): void;
  /** While cross-process notifications cannot arrive, nothing is kept. */
  setEnabled(enabled: boolean): void;
}

export function diaryCache(clock: () => number = Date.now): DiaryCache {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  let all = 0;
  let enabled = true;
  return {
    busy(db, branchId, from, to) {
      if (!enabled) return loadBusy(db, branchId, from, to);
      const key = `${branchId} ${from.getTime()} ${to.getTime()}`;
      const t = clock();
      const branch = generations.get(branchId) ?? 0;
      const hit = entries.get(key);
      if (hit && hit.branch === branch && hit.all === all && t - hit.at < DIARY_MAX_AGE_MS) return hit.value;
      // The generations are taken before the read starts: a change committed while it runs leaves this entry stale
      // by generation, so the next lookup reads again.
      const value = loadBusy(db, branchId, from, to);
      const entry = { branch, all, at: t, value };
      entries.delete(key);
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
    changed(branchId) {
      if (branchId === undefined) all++;
      else generations.set(branchId, (generations.get(branchId) ?? 0) + 1);
    },
    setEnabled(on) {
      enabled = on;
      all++;
    },
  };
}
