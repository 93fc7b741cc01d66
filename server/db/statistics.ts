/**
 * The planner's statistics for the embedded database. PostgreSQL's autovacuum keeps them (ANALYZE as tables grow);
 * PGlite has no autovacuum, so without this its planner would guess every table's size forever, and a year of a
 * salon's appointments would be read with plans made for an empty table (the reports took 2.5 times as long).
 * ANALYZE samples each table (30,000 rows at most), so it stays short however large the database grows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Analyzes the embedded database now and then every `everyMs`; nothing to do on PostgreSQL. Stop with the result. */
export function keepStatistics(database: Database, everyMs: number, log: (line: string) => void = console.error) {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () =>
    database.db.execute(sql`analyze`).then(
      () => undefined,
      (err: Error) => log(`database: analyze skipped: ${err.message}`),
    );
  void analyze();
  const timer = setInterval(() => void analyze(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
