/**
 * Opens the database: embedded PGlite in a folder by default, a PostgreSQL server when a URL is given.
 * Both get the same Drizzle schema and the same SQL migrations.
 */
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { namingStatements } from './pg-named.ts';
import { timed } from './slow.ts';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './unavailable.ts';
import { databaseTarget, underSetupLock, waitForDatabase } from './wait.ts';

/** One type for both drivers: their query builders are the same PostgreSQL dialect. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connections in use and callers waiting for one (the embedded database: statements sent and not yet answered). */
  pool(): { inUse: number; waiting: number };
  /** Copies the embedded database's data folder to the folder `to`, consistent (for backups); absent on PostgreSQL. */
  copyTo?: (to: string) => Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** A postgres:// URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway database. */
  dataDir?: string;
  /**
   * PGlite, a new data folder: starts as this dump (a tar file of PGlite's dumpDataDir) instead of an empty cluster.
   * Tests' throwaway databases start from one migrated dump: making a cluster and migrating it took 5 s each.
   */
  startFrom?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection, new or from the pool, in ms. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels any statement running longer, in ms. */
  statementTimeoutMs?: number;
  /** Runs once the schema is up to date (on PostgreSQL under the setup lock): the first seed. */
  prepare?: (db: Db) => Promise<void>;
  log?: (line: string) => void;
  /** Told of every statement that took longer than SLOW_STATEMENT_MS (./slow.ts: its text, cut short, and its time). */
  onSlowStatement?: (statement: string, ms: number) => void;
}

/** Opens the database and brings its schema up to date. The embedded one runs in a thread of its own. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  const client = await startPgliteThread(options.dataDir ?? 'data/db', options.onSlowStatement, options.startFrom);
  try {
    // Drizzle calls only query, exec and transaction, which the thread's client has with PGlite's signatures.
    const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await options.prepare?.(db);
    return {
      db,
      kind: 'pglite',
      pool: () => ({ inUse: client.pending(), waiting: 0 }),
      copyTo: client.copyTo,
      close: client.close,
    };
  } catch (err) {
    await client.close();
    throw err;
  }
}

/**
 * A pool with explicit timeouts, so an unreachable server turns into a prompt error (a 503) instead of a hung
 * request; it reconnects by itself once the server is back. Start-up waits for the server, then migrates and runs
 * `prepare` under the setup lock.
 */
async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const log = options.log ?? console.log;
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    // No JIT: compiling a query's expressions took 250 ms before the first row of a report's statement that runs in
    // 30 ms without it; our statements are short, and a request never recoups a compilation.
    options: '-c jit=off',
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => log(`[db] idle connection lost: ${err.message}`));
  const named = namingStatements();
  // Nor one dropped while a transaction holds it between two queries: the next query on it fails, and it is discarded.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    client.query = timed(named(client.query.bind(client)), options.onSlowStatement) as typeof client.query;
  });
  // numeric and int8 arrive as strings from pg; Drizzle's column modes turn them into numbers where declared.
  const db = drizzlePg(pool, { schema });
  const target = databaseTarget(url);
  try {
    for (;;) {
      await waitForDatabase(pool, target, log);
      try {
        await underSetupLock(connection, log, async () => {
          await migratePg(db, { migrationsFolder });
          await options.prepare?.(db);
        });
        break;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        log(`database: lost PostgreSQL during start-up (${describeDatabaseError(err)}); starting over`);
      }
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    pool: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
