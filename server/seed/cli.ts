/**
 * npm run seed -- [--branches N] [--reset]
 * Seeds the demo catalog into the configured database (DATABASE_URL or PGlite in DATA_DIR). With --branches N,
 * generated salons are added until there are N branches (for benchmarks), with a progress line every 10,000 branches
 * or few seconds. --reset empties the database first. Ends with VACUUM ANALYZE (statistics for what runs next).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { loadConfig, lockFile, pgliteDir } from '../config.ts';
import { lockDataDir } from '../db/lock.ts';
import { openDatabase } from '../db/client.ts';
import { demoContent } from './demo-content.ts';
import { isEmpty, seedDemo } from './seed.ts';

const { values } = parseArgs({
  options: {
    branches: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('usage: npm run seed -- [--branches N] [--reset]');
  process.exit(0);
}
const branches = values.branches === undefined ? demoContent.salons.length : Number(values.branches);
if (!Number.isInteger(branches) || branches < 1 || branches > 200_000) {
  console.error('--branches must be a whole number between 1 and 200000');
  process.exit(2);
}

const config = loadConfig();
let unlock = () => {};
if (!config.databaseUrl) {
  // The embedded database is one process's: never seed it under a running server.
  mkdirSync(config.dataDir, { recursive: true });
  try {
    unlock = lockDataDir(lockFile(config), 'seed');
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config) });
try {
  if (!(await isEmpty(database.db))) {
    if (!values.reset) {
      console.error('The database already holds a catalog. Run with --reset to empty it first.');
      process.exit(1);
    }
    const { rows } = await database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    await database.db.execute(
      sql.raw(`truncate ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`),
    );
    console.log('emptied the database');
  }
  const started = performance.now();
  const result = await seedDemo(database.db, {
    extraBranches: Math.max(0, branches - demoContent.salons.length),
    log: (line) => console.log(line),
  });
  const ms = Math.round(performance.now() - started);
  // Statistics for the planner before the first query (the embedded database has no autovacuum, and PostgreSQL's
  // comes when it comes), and the visibility map set, so that what runs next on this catalog runs as it will later.
  const vacuumed = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  const vacuumMs = Math.round(performance.now() - vacuumed);
  // One line, the last: benchmarks print it.
  console.log(
    `seeded ${result.branches} branches, ${result.appointments} appointments, ${result.reviews} reviews in ${ms} ms` +
      ` (then vacuum analyze: ${vacuumMs} ms)`,
  );
} finally {
  await database.close();
  unlock();
}
