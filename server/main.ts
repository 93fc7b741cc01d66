/**
 * `npm start`: one process on PORT. Migrates the database, seeds the demo catalog when it is empty, serves the API
 * under /api, and shuts down cleanly on SIGINT and SIGTERM.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig, pgliteDir } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isEmpty, seedDemo } from './seed/seed.ts';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config) });
console.log(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir(config)}`}`);

if (await isEmpty(database.db)) {
  console.log('database is empty: seeding the demo catalog');
  const result = await seedDemo(database.db);
  console.log(`seeded ${result.branches} branches, ${result.appointments} appointments, ${result.reviews} reviews`);
}

const app = createApp({ db: database.db, now: () => new Date() }, { log: true });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.log(`listening on http://localhost:${info.port} (ready in ${ms} ms); API reference at /api/docs`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
