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

/** Vacuums and analyzes the embedded database now and every `everyMs`; nothing on PostgreSQL. Answers how to stop. */
export function keepMaintained(database: Database, everyMs: number, log: (line: string) => void = console.error) {
  if (database.kind !== 'pglite') return () => {};
  const tidy = () =>
    database.db.execute(sql`vacuum (analyze)`).then(
      () => undefined,
      (err: Error) => log(`database: vacuum skipped: ${err.message}`),
    );
  void tidy();
  const timer = setInterval(() => void tidy(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
