/**
 * Start-up against a PostgreSQL server: wait for it while it is out of reach (a deployment often starts the app and
 * the database together), then migrate and seed under an advisory lock so that replicas starting at the same instant
 * take turns instead of racing each other's CREATE TYPE.
 */
import pg from 'pg';
import { describeDatabaseError, isDatabaseUnavailable } from './unavailable.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** host:port/database, without the credentials, for the log. */
export function databaseTarget(url: string): string {
  const u = new URL(url);
  return `${u.hostname || 'localhost'}:${u.port || 5432}${u.pathname}`;
}

/**
 * Resolves once the server answers a query. Out of reach: says so once, then every 30 s, and retries with a short
 * backoff. Anything else (a wrong password, a missing database) is a configuration error and is thrown.
 */
export async function waitForDatabase(pool: pg.Pool, target: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  let delay = 250;
  let lastSaid = 0;
  for (;;) {
    try {
      await pool.query('select 1');
      if (lastSaid) log(`database: PostgreSQL at ${target} answered after ${seconds(started)} s`);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      if (!lastSaid || performance.now() - lastSaid >= 30_000) {
        const what = lastSaid ? `still waiting (${seconds(started)} s)` : 'waiting for it';
        log(`database: PostgreSQL at ${target} is not answering (${describeDatabaseError(err)}); ${what}`);
        lastSaid = performance.now();
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 2000);
    }
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** One key for every process of this application; advisory locks are per database, so databases never collide. */
const SETUP_LOCK_KEY = 7_318_430_265;

/**
 * Runs `fn` holding a session-level advisory lock on a connection of its own (outside the pool, so `fn` can use every
 * pooled connection). PostgreSQL releases the lock when that connection ends, also when this process is killed.
 */
export async function underSetupLock<T>(
  connection: pg.ClientConfig,
  log: (line: string) => void,
  fn: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client(connection);
  // A connection dropped while we hold it surfaces through the pending query; the event must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    // Waiting for another process's migrations and seed may take longer than any statement timeout.
    await client.query('set statement_timeout = 0');
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SETUP_LOCK_KEY]);
    if (!rows[0]!.ok) {
      log('database: another process is migrating or seeding this database; waiting for it');
      await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    }
    return await fn();
  } finally {
    await client.end().catch(() => {});
  }
}
