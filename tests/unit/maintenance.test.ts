/**
 * The embedded database is kept as autovacuum would keep PostgreSQL: keepMaintained vacuums and analyzes it as the
 * server starts, so a table's size is known to the planner, not guessed, and old row versions are cleared.
 */
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { keepMaintained } from '../../server/db/maintenance.ts';

const database = await openDatabase({ dataDir: 'memory://' });
afterAll(() => database.close());

const known = async () =>
  Number(
    (await database.db.execute<{ n: number }>(sql`select reltuples as n from pg_class where relname = 'faqs'`)).rows[0]!
      .n,
  );

it('vacuums and analyzes the embedded database at once, and stops when told', async () => {
  await database.db.execute(sql`
    insert into faqs (subject_name, question, answer)
    select 'Booking', 'Question ' || i, 'Answer' from generate_series(1, 500) i`);
  // Never analyzed: the planner does not know the table's size (-1).
  expect(await known()).toBe(-1);
  const stop = keepMaintained(database, 60_000, () => {}, 0);
  await expect.poll(known, { timeout: 10_000 }).toBe(500);
  stop();
});
