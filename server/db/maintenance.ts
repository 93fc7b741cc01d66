/**
 * Housekeeping for the embedded database, which has no autovacuum. PostgreSQL's autovacuum keeps the planner's
 * statistics (ANALYZE as tables grow) and clears the row versions updates leave behind (VACUUM); PGlite does neither
 * by itself. Without statistics every table is planned as if empty (a year of reports took 2.5 times as long); without
 * vacuuming, the report sums (updated in place by every booking) would grow by a dead row version per change.
 * VACUUM skips the pages nothing changed on and ANALYZE samples at most 30,000 rows a table, so an hourly round stays
 * short however large the database grows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { logError } from '../lib/log.ts';

/**
 * Vacuums and analyzes the embedded database `firstAfterMs` from now, then every `everyMs`; nothing on PostgreSQL.
 * Answers how to stop. Not at once by default: the statistics kept by the last round survive a restart, and a round
 * holds the database's one thread, which a server just started needs for its first requests.
 */
export function keepMaintained(
  database: Database,
  everyMs: number,
  log: (line: string) => void = logError,
  firstAfterMs = 60_000,
) {
  if (database.kind !== 'pglite') return () => {};
  const tidy = () =>
    database.db.execute(sql`vacuum (analyze)`).then(
      () => undefined,
      (err: Error) => log(`database: vacuum skipped: ${err.message}`),
    );
  let timer: NodeJS.Timeout = setTimeout(() => {
    void tidy();
    timer = setInterval(() => void tidy(), everyMs);
    timer.unref();
  }, firstAfterMs);
  timer.unref();
  return () => clearTimeout(timer);
}
