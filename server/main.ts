/**
 * `npm start`: one process on PORT. Migrates the database, seeds the demo catalog when it is empty, serves the API
 * under /api and the pre-rendered site (built when missing or stale, rebuilt after catalog changes and on a
 * schedule), and shuts down cleanly on SIGINT and SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig, pgliteDir, siteDir } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { catalogVersion } from './queries/content.ts';
import { isEmpty, seedDemo } from './seed/seed.ts';
import { SiteBuilder } from './site/builder.ts';
import { loadJwtSecret } from './lib/jwt.ts';
import { createMailer } from './mail/mailer.ts';
import { flutterwaveGateway, sandboxGateway } from './payments/gateway.ts';

const started = performance.now();
const config = loadConfig();
let unlock = () => {};
if (!config.databaseUrl) {
  mkdirSync(config.dataDir, { recursive: true });
  try {
    unlock = lockDataDir(join(config.dataDir, 'server.lock'));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config) });
console.log(
  `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir(config)}`}`,
);

if (await isEmpty(database.db)) {
  console.log('database is empty: seeding the demo catalog');
  const result = await seedDemo(database.db);
  console.log(`seeded ${result.branches} branches, ${result.appointments} appointments, ${result.reviews} reviews`);
}

const site = config.siteBuild
  ? new SiteBuilder({
      projectRoot: fileURLToPath(new URL('..', import.meta.url)),
      siteDir: siteDir(config),
      apiUrl: `http://127.0.0.1:${config.port}/api`,
      siteUrl: config.siteUrl,
      catalogVersion: async () => (await catalogVersion(database.db)).lastModified,
    })
  : undefined;
await site?.load();

const app = createApp(
  {
    db: database.db,
    now: () => new Date(),
    jwtSecret: loadJwtSecret(process.env.JWT_SECRET, join(config.dataDir, 'jwt-secret')),
    mailer: createMailer(database.db, process.env.SMTP_URL),
    gateway: process.env.FLW_SECRET_KEY ? flutterwaveGateway(process.env.FLW_SECRET_KEY) : sandboxGateway(database.db),
    siteUrl: config.siteUrl,
    uploadsDir: join(config.dataDir, 'uploads'),
    production: config.production,
    catalogChanged: () => site?.catalogChanged(),
  },
  { log: config.logRequests, site: site && (() => site.current()) },
);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.log(`listening on http://localhost:${info.port} (ready in ${ms} ms); API reference at /api/docs`);
  if (site) {
    void site.ensureFresh();
    // Changes made by other processes (or directly in the database) are picked up on a schedule.
    setInterval(() => void site.ensureFresh(), config.siteRefreshMinutes * 60_000).unref();
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  site?.stop();
  server.close();
  await database.close();
  unlock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
