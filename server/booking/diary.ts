/**
 * The one door for every write to a branch's diary (a booking, a status change, time off): slot reads keep each
 * branch's busy times in memory (server/queries/diary-cache.ts), and this tells them, in this process at once and on
 * PostgreSQL in the others, once the write has settled. tests/api/diary-cache.test.ts fails for a module that
 * writes appointments or time off without going through here.
 */
import type { BookingDeps } from './context.ts';

/**
 * Runs `write` (which commits, or throws) and then reports the branch's diary changed, whatever the outcome: a write
 * whose commit is in doubt (a lost connection) must not leave a stale diary behind. Reporting before the commit would
 * let a read in between keep the old diary.
 */
export async function changingDiary<T>(deps: BookingDeps, branchId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    deps.diaryChanged?.(branchId);
  }
}
