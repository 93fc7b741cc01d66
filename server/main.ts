/**
 * `npm start`: one process on PORT. Migrates the database, seeds the demo catalog when it is empty, serves the API
 * under /api and the pre-rendered site (built when missing or stale and on a schedule; catalog changes go live
 * through the live path in seconds), backs the embedded database up daily, and stops gracefully on SIGINT and SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { controlSocket, jwtSecretFile, loadConfig, lockFile, pgliteDir, siteDir, uploadsDir } from './config.ts';
import { postgresCatalogSignal } from './db/catalog-signal.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { keepMaintained } from './db/maintenance.ts';
import { log, logInfo, logProcessWarnings } from './lib/log.ts';
import { createMetrics } from './ops/metrics.ts';
import { outboxBacklog } from './queries/mailbox.ts';
import { lockDataDir } from './db/lock.ts';
import { databaseTarget } from './db/wait.ts';
import { serverBackups, type Backups } from './ops/backup.ts';
import { listenControl } from './ops/control.ts';
import { drain } from './ops/drain.ts';
import { contentVersion } from './queries/content.ts';
import { isEmpty, seedDemo } from './seed/seed.ts';
import { SiteBuilder } from './site/builder.ts';
import { loadJwtSecret } from './lib/jwt.ts';
import { createMailer, createTransport } from './mail/mailer.ts';
import { startMailSender } from './mail/sender.ts';
import { createTextProvider } from './mail/text-providers.ts';
import { queueDueReminders } from './booking/reminders.ts';
import { flutterwaveGateway, sandboxGateway } from './payments/gateway.ts';
import { startDepositKeeper, type DepositKeeper } from './deposits/keeper.ts';

const started = performance.now();
logProcessWarnings();
const config = loadConfig();
let unlock = () => {};
if (!config.databaseUrl) {
  mkdirSync(config.dataDir, { recursive: true });
  try {
    unlock = lockDataDir(lockFile(config));
  } catch (err) {
    log.error((err as Error).message);
    process.exit(1);
  }
}

/** The first start on an empty database seeds the demo catalog (on PostgreSQL under the setup lock: only once). */
async function seedWhenEmpty(db: Db) {
  if (!(await isEmpty(db))) return;
  log.info('database is empty: seeding the demo catalog');
  const result = await seedDemo(db);
  log.info(`seeded ${result.branches} branches, ${result.appointments} appointments, ${result.reviews} reviews`);
}

let database: Database;
// What an operator watches (GET /metrics); the database's figures are read when scraped.
const metrics = createMetrics({
  outbox: () => outboxBacklog(database.db, new Date()),
  pool: () => database?.pool() ?? { inUse: 0, waiting: 0 },
});
try {
  database = await openDatabase({
    // A line for every statement slower than 100 ms, and the count in /metrics.
    onSlowStatement: (statement, ms) => {
      metrics.slowStatement();
      log.warn({ ms, statement }, 'slow statement');
    },
    url: config.databaseUrl,
    dataDir: pgliteDir(config),
    poolSize: config.dbPoolSize,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    prepare: seedWhenEmpty,
    log: logInfo,
  });
} catch (err) {
  const where = config.databaseUrl ? `PostgreSQL at ${databaseTarget(config.databaseUrl)}` : pgliteDir(config);
  log.error(`database: could not open ${where}: ${(err as Error).message}`);
  unlock();
  process.exit(1);
}
log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir(config)}`}`);
// The embedded database has no autovacuum: it is vacuumed and analyzed here, a minute after start and then hourly.
const stopMaintenance = keepMaintained(database, 60 * 60_000);

const site = config.siteBuild
  ? new SiteBuilder({
      projectRoot: fileURLToPath(new URL('..', import.meta.url)),
      siteDir: siteDir(config),
      apiUrl: `http://127.0.0.1:${config.port}/api`,
      siteUrl: config.siteUrl,
      contentVersion: () => contentVersion(database.db),
      rebuildHours: config.siteRebuildHours,
      observe: metrics.siteUpdated,
    })
  : undefined;
await site?.load();
/** A refresh that cannot read the catalog (the database is out of reach) waits for the next one. */
const refreshSite = () => site?.ensureFresh().catch((err: Error) => log.error(`site: refresh skipped: ${err.message}`));

// The outbox's sender runs in every process; row locks keep two processes from sending one mail. Before each poll it
// writes the reminders that fell due (also those that fell due while no server ran).
const jwtSecret = loadJwtSecret(process.env.JWT_SECRET, jwtSecretFile(config));
const mailer = createMailer(database.db);
const mailSender = startMailSender({
  db: database.db,
  transport: createTransport(process.env.SMTP_URL),
  // Texts through Termii when TERMII_API_KEY and TERMII_SENDER_ID are set, else to /dev/phone.
  texts: createTextProvider(process.env),
  beforePoll: async () => {
    await queueDueReminders({ db: database.db, now: () => new Date(), mailer, siteUrl: config.siteUrl, jwtSecret });
  },
});
mailer.onWake(mailSender.wake);

const catalogSignal = config.databaseUrl ? postgresCatalogSignal(config.databaseUrl) : undefined;
const gateway = process.env.FLW_SECRET_KEY
  ? flutterwaveGateway(process.env.FLW_SECRET_KEY, fetch, process.env.FLW_WEBHOOK_HASH)
  : sandboxGateway(database.db, process.env.FLW_WEBHOOK_HASH);
let depositKeeper: DepositKeeper | undefined;
const app = createApp(
  {
    db: database.db,
    now: () => new Date(),
    jwtSecret,
    mailer,
    gateway,
    depositHoldMinutes: config.depositHoldMinutes,
    textsWebhookSecret: process.env.TERMII_WEBHOOK_SECRET || undefined,
    refundDue: () => depositKeeper?.wake(),
    siteUrl: config.siteUrl,
    uploadsDir: uploadsDir(config),
    production: config.production,
    catalogChanged: () => site?.catalogChanged(),
    catalogSignal,
  },
  {
    log: config.logRequests ? log : undefined,
    metrics: { metrics, token: config.metricsToken },
    shed: {
      concurrency: config.apiConcurrency,
      maxWaitMs: config.shedAfterMs,
    },
    site: site && (() => site.current()),
    // Deposits still due are verified, holds that ran out end and refunds are retried, in every process (row locks),
    // with the app's own dependencies so that a released time is offered again at once.
    withDeps: (deps) => {
      depositKeeper = startDepositKeeper(deps, config.depositPollSeconds * 1000, {
        reconcileAfterMs: config.depositReconcileSeconds * 1000,
      });
    },
  },
);

// The embedded database is this process's: it makes the backups, daily and when `npm run backup` asks.
let backups: Backups | undefined;
let closeControl: (() => Promise<void>) | undefined;
if (database.copyTo) {
  backups = serverBackups(
    database.copyTo,
    { dataDir: config.dataDir, backupDir: config.backupDir },
    { keep: config.backupKeep, quiet: site ? () => site.fullBuildsDone() : undefined },
  );
  closeControl = await listenControl(controlSocket(config), { backup: backups.now }).catch((err: Error) => {
    log.error(`backup: npm run backup cannot reach this server (${err.message}); the daily backup still runs`);
    return undefined;
  });
}

let refresh: NodeJS.Timeout | undefined;
let poll: NodeJS.Timeout | undefined;
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const ms = Math.round(performance.now() - started);
  log.info(`listening on http://localhost:${info.port} (ready in ${ms} ms); API reference at /api/docs`);
  if (site) {
    void refreshSite();
    // Changes made by other processes (or directly in the database) are picked up on a schedule.
    refresh = setInterval(() => void refreshSite(), config.siteRefreshMinutes * 60_000);
    refresh.unref();
    // A write by this process puts its pages live at once; writes by other processes are found by this poll.
    poll = setInterval(() => void site.liveUpdate(), config.sitePollSeconds * 1000);
    poll.unref();
  }
}) as Server;
// Idle keep-alive connections stay open longer than a proxy in front keeps them (nginx: 30 s, deploy/nginx.conf):
// the proxy closes first, so it never reuses a connection this server is closing (Node's default is 5 s).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const draining = drain(server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    // A second Ctrl-C: do not wait for the requests in flight.
    draining.hurry();
    return;
  }
  stopping = true;
  log.info(`${signal}: stopping; no new connections, finishing ${draining.inFlight()} request(s) (up to 10 s)`);
  site?.stop();
  clearInterval(refresh);
  clearInterval(poll);
  stopMaintenance();
  const unfinished = await draining.close(10_000);
  if (unfinished) log.warn(`${unfinished} request(s) did not finish in time and were cut off`);
  await closeControl?.();
  await mailSender.stop();
  await depositKeeper?.stop();
  await backups?.stop();
  await catalogSignal?.close();
  await database.close().catch((err: Error) => log.error(`database: close failed: ${err.message}`));
  unlock();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started with an IPC channel (the benchmarks and process tests: scripts/lib/server-process.ts), the server stops when
// its parent is gone, however it ended: a killed benchmark's server went on answering the next run's requests. Its
// output went to the parent: nobody reads it now, and a write to the closed pipe must not end the stop half-way.
if (process.send) {
  process.once('disconnect', () => {
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    void shutdown('parent gone');
  });
}
