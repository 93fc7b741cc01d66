/** Every setting the server reads from the environment, in one place (the README lists them). */
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  production: boolean;
  /** Build and serve the public site (SITE_BUILD=off serves only the API). */
  siteBuild: boolean;
  /** The public origin pages are built for (canonical URLs, sitemap). */
  siteUrl: string;
  /** One log line per request (LOG_REQUESTS=off when a proxy in front already logs them). */
  logRequests: boolean;
  /** The bearer token GET /metrics asks for; without one, /metrics answers this machine only. */
  metricsToken?: string;
  /** How often the site checks whether its source or the content changed, in minutes. */
  siteRefreshMinutes: number;
  /** A full build at least this often (hours), for writes made outside the API. */
  siteRebuildHours: number;
  /** How often the site asks the API which branches changed (writes by other processes) and puts them live. */
  sitePollSeconds: number;
  /** Deposits: how long an unpaid one holds its time, how often the keeper looks, when a due one is verified. */
  depositHoldMinutes: number;
  depositPollSeconds: number;
  depositReconcileSeconds: number;
  /** PostgreSQL: how long to wait for a connection (new, or free in the pool) before answering 503, in ms. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: the longest one statement may run before the server cancels it, in ms. */
  dbStatementTimeoutMs: number;
  /** PostgreSQL: connections per process. */
  dbPoolSize: number;
  /** API requests running at once (server/http/load-shed.ts). */
  apiConcurrency: number;
  /** How long an API request waits for its turn before answering 503. */
  shedAfterMs: number;
  /** Embedded database: where backups are written. */
  backupDir: string;
  /** Embedded database: how many backups to keep; 0 turns the daily backup off. */
  backupKeep: number;
}

/** A whole number from the environment, or the default when unset; anything else is a configuration error. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${text}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const dbPoolSize = whole(env, 'DB_POOL_SIZE', 10, 1);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    production: env.NODE_ENV === 'production',
    siteBuild: env.SITE_BUILD !== 'off',
    logRequests: env.LOG_REQUESTS !== 'off',
    metricsToken: env.METRICS_TOKEN || undefined,
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    siteRefreshMinutes: Math.max(1, Number(env.SITE_REFRESH_MINUTES ?? 10) || 10),
    sitePollSeconds: Math.max(1, Number(env.SITE_POLL_SECONDS ?? 5) || 5),
    siteRebuildHours: Math.max(1, Number(env.SITE_REBUILD_HOURS ?? 24) || 24),
    depositHoldMinutes: Math.max(1, Number(env.DEPOSIT_HOLD_MINUTES ?? 15) || 15),
    depositPollSeconds: Math.max(1, Number(env.DEPOSIT_POLL_SECONDS ?? 30) || 30),
    depositReconcileSeconds: Math.max(1, Number(env.DEPOSIT_RECONCILE_SECONDS ?? 120) || 120),
    dbConnectTimeoutMs: whole(env, 'DB_CONNECT_TIMEOUT_SECONDS', 5, 1) * 1000,
    dbStatementTimeoutMs: whole(env, 'DB_STATEMENT_TIMEOUT_SECONDS', 30, 1) * 1000,
    dbPoolSize,
    // The embedded database runs every statement on its one thread; PostgreSQL, three requests per connection.
    apiConcurrency: whole(env, 'API_CONCURRENCY', databaseUrl ? 3 * dbPoolSize : 8, 1),
    shedAfterMs: whole(env, 'SHED_AFTER_MS', 1000, 1),
    backupDir: resolve(env.BACKUP_DIR || join(dataDir, 'backups')),
    backupKeep: whole(env, 'BACKUP_KEEP', 7, 0),
  };
}

export const pgliteDir = (config: Config) => join(config.dataDir, 'db');
export const siteDir = (config: Config) => join(config.dataDir, 'site');
export const uploadsDir = (config: Config) => join(config.dataDir, 'uploads');
/** The embedded database's owner: the pid of the process using DATA_DIR (server/db/lock.ts). */
export const lockFile = (config: Config) => join(config.dataDir, 'server.lock');
/** Where a running server takes `npm run backup` requests (server/ops/control.ts). */
export const controlSocket = (config: Config) => join(config.dataDir, 'control.sock');
export const jwtSecretFile = (config: Config) => join(config.dataDir, 'jwt-secret');
