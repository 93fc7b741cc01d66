/** A warning for every database statement slower than 100 ms (issue 33), on the embedded database's thread. */
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';

const slow: { statement: string; ms: number }[] = [];
const database = await openDatabase({
  dataDir: 'memory://',
  onSlowStatement: (statement, ms) => slow.push({ statement, ms }),
});
afterAll(() => database.close());

it('reports a slow statement with its text and time, inside a transaction too; a quick one not at all', async () => {
  // The migrations' statements at open are reported too when they are slow (on a busy machine some are): not here.
  slow.length = 0;
  await database.db.execute(sql`select 1 as quick`);
  await database.db.execute(sql`select pg_sleep(0.15)`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_sleep(0.12), 'in a transaction'`);
  });
  await expect.poll(() => slow.length).toBe(2);
  expect(slow[0]!.statement).toBe('select pg_sleep(0.15)');
  expect(slow[0]!.ms).toBeGreaterThanOrEqual(100);
  expect(slow[1]!.statement).toContain('in a transaction');
  expect(slow.some((s) => s.statement.includes('quick'))).toBe(false);
  expect(database.pool()).toEqual({ inUse: 0, waiting: 0 });
});
