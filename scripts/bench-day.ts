// npm run bench:day [-- --branches 1000 --seconds 300 --api-rate 300 --page-rate 1000 --kill-at S | --no-kill]
// A day at the salons on this machine, in the production topology of the README's "At scale" (issue 33):
//  - a PostgreSQL database of its own (bench_day_<pid> on --pg), seeded with --branches branches;
//  - API process 1 (it also builds the site, into the folder nginx serves) and API process 2 (SITE_BUILD=off);
//  - nginx with a copy of deploy/nginx.conf (ports changed), in a temporary folder;
//  - an open-loop replay through nginx: page views at --page-rate, API calls at --api-rate (the booking page's
//    calls, bookings, cancellations, reschedules, the salon calendar, logins); a warm-up first, not counted: the
//    rates rise from none to the full ones over its first half (servers on a Saturday have been up since the
//    morning; at full rate from a cold start they spent 10-15 s catching up), then hold;
//  - at --kill-at seconds API process 2 is killed (kill -9) and restarted 3 s later; the errors of that window are
//    shown apart from the steady state;
//  - at the end the database is checked: no overlapping bookings, every acknowledged one present.
// Everything it started is stopped, and the database dropped, at the end, on an error and on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createRandom } from '../server/seed/random.ts';
import { sampleCpu } from './lib/day-cpu.ts';
import { printNginxErrors, printServerTimes } from './lib/day-logs.ts';
import { logInOwners, prepareFixtures, probe } from './lib/day-fixtures.ts';
import { frontDoor, runOpenLoop } from './lib/day-load.ts';
import { dayMix } from './lib/day-ops.ts';
import { checkDatabase, LATE_MS, printCpu, printFault, printSteady, printTimeline, TARGETS } from './lib/day-report.ts';
import { childrenOf, ensureNginx, startApi, startNginx, stopApi, type ApiProcess } from './lib/day-topology.ts';
import { machineNow } from './lib/cpu-speed.ts';
import { createDatabase } from './lib/pg-database.ts';
import { freePort } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    branches: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '300' },
    'api-rate': { type: 'string', default: '300' },
    'page-rate': { type: 'string', default: '1000' },
    'kill-at': { type: 'string' },
    'no-kill': { type: 'boolean', default: false },
    warmup: { type: 'string', default: '20' },
    customers: { type: 'string', default: '2000' },
    /** A folder for CPU profiles of the API processes (node --cpu-prof), written when they stop. */
    'cpu-prof': { type: 'string' },
    /** The PostgreSQL server (trust authentication) where the bench makes and drops its database. */
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const seconds = Number(values.seconds);
/** Connections of each of the two clients (pages, API) to nginx; nginx's own limit is 4,096 a worker. */
const CLIENT_CONNECTIONS = 1024;
// The README's topology: PostgreSQL shares these 2 cores, so each process keeps 2 connections (4 busy backends).
const poolSize = process.env.DB_POOL_SIZE ?? '2';
const warmup = Number(values.warmup);
const apiRate = Number(values['api-rate']);
const pageRate = Number(values['page-rate']);
const killAt = values['no-kill'] ? undefined : Number(values['kill-at'] ?? seconds / 2);
if (killAt !== undefined && !(killAt >= 0 && killAt < seconds)) {
  console.error('--kill-at must be within the run (0 to --seconds)');
  process.exit(2);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

console.log(
  `bench:day: ${values.branches} branches on PostgreSQL; nginx in front of 2 API processes (1 builds the site), ` +
    `${poolSize} database connections each;\n` +
    `${warmup} s warm-up (rising to the full rates over ${warmup / 2} s), then ${seconds} s of ${pageRate} ` +
    `page views/s and ${apiRate} API calls/s, open loop ` +
    `(Poisson arrivals; a request sent over ${LATE_MS} ms late counts as late);\n` +
    (killAt === undefined ? 'no fault' : `API process 2 killed (kill -9) at ${killAt} s and restarted 3 s later`) +
    `; targets: reads p99 <= ${TARGETS.readP99} ms, writes p99 <= ${TARGETS.writeP99} ms, 0 errors, 0 overlaps.\n` +
    `Every caller reaches the API from nginx's address, so the per-address rate limits are raised ` +
    `(RATE_LIMIT_MULTIPLIER) as for many customers; request logs go to files.`,
);

// What was started, stopped in reverse order once: at the end, on an error, or on Ctrl-C.
const undo: (() => Promise<unknown> | void)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch((e: Error) => console.error(e.message));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\n${signal}: stopping what the bench started`);
    void cleanUp().then(() => process.exit(130));
  });

try {
  process.exitCode = await main();
} catch (err) {
  console.error(`bench:day failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function main(): Promise<number> {
  ensureNginx();
  // nginx's workers run as another user: they must be able to reach the site through the folder.
  const dir = mkdtempSync(join(tmpdir(), 'salon-bench-day-'));
  chmodSync(dir, 0o755);
  undo.push(() => rmSync(dir, { recursive: true, force: true }));
  const database = await createDatabase(values.pg, `bench_day_${process.pid}`);
  undo.push(() => database.drop());

  let started = performance.now();
  const seeded = spawnSync(process.execPath, ['server/seed/cli.ts', '--branches', values.branches], {
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr || seeded.stdout}`);
  const summary = seeded.stdout.split('\n').find((line) => line.startsWith('seeded')) ?? 'seeded';
  console.log(`\n${summary} (${elapsed(started)})`);

  const jwtSecret = randomBytes(36).toString('base64url');
  const fixtures = await prepareFixtures(database.url, jwtSecret, { customers: Number(values.customers), owners: 20 });
  console.log(
    `${fixtures.customers.length} customer accounts written; ${fixtures.calendarBranches.length} owners of the ` +
      'most visited branches read their calendars',
  );

  const [nginxPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
  const common = {
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
    RATE_LIMIT_MULTIPLIER: '1000',
    DB_POOL_SIZE: poolSize,
    ...(values['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${values['cpu-prof']}` } : {}),
  };
  // The README's topology: process 1's DATA_DIR is the folder nginx's relative `data/site/current` points into.
  const env1 = { ...common, DATA_DIR: join(dir, 'data'), SITE_URL: `http://127.0.0.1:${nginxPort}` };
  const env2 = { ...common, DATA_DIR: join(dir, 'api2'), SITE_BUILD: 'off' };
  mkdirSync(join(dir, 'logs'));
  const log1 = join(dir, 'logs', 'api1.log');
  const log2 = join(dir, 'logs', 'api2.log');
  const apis: { one?: ApiProcess; two?: ApiProcess } = {};
  undo.push(() => Promise.all([stopApi(apis.one), stopApi(apis.two)]));
  started = performance.now();
  const startingOne = startApi('API process 1', port1, env1, log1, { site: true }).then((a) => (apis.one = a));
  const startingTwo = startApi('API process 2', port2, env2, log2).then((a) => (apis.two = a));
  await Promise.all([startingOne, startingTwo]);
  console.log(`API processes on ports ${port1} and ${port2}; the site is built (${elapsed(started)})`);
  const nginx = await startNginx(dir, { listen: nginxPort, upstreams: [port1, port2] });
  undo.push(() => nginx.stop());
  const origin = `http://127.0.0.1:${nginxPort}`;
  console.log(`nginx on ${origin}, serving ${join(dir, 'data', 'site', 'current')}`);
  await probe(origin, fixtures);
  const ownerTokens = await logInOwners(origin, fixtures);

  const random = createRandom(7).next;
  const mix = dayMix(fixtures, ownerTokens, random);
  // Many customers, each on a connection of their own, as on the internet: with a few dozen shared connections, a
  // front door past capacity made the requests queue in this client, unseen by nginx and the API (45 s waits, where
  // the API answers 503 after SHED_AFTER_MS).
  const pages = frontDoor(origin, CLIENT_CONNECTIONS);
  const api = frontDoor(origin, CLIENT_CONNECTIONS);
  undo.push(() => Promise.all([pages.close(), api.close()]));
  const stats = new pg.Client({ connectionString: database.url });
  await stats.connect();
  undo.push(() => stats.end());
  const cpu = sampleCpu({
    'load generator (this process)': () => [process.pid],
    'nginx (master and workers)': () => [nginx.child.pid!, ...nginx.workers()],
    'API process 1 (and the site builder)': () =>
      apis.one ? [apis.one.child.pid!, ...childrenOf(apis.one.child.pid!)] : [],
    'API process 2': () => (apis.two ? [apis.two.child.pid!] : []),
    'PostgreSQL backends of the bench db': async () =>
      (
        await stats.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')
      ).rows.map((r) => r.pid),
  });
  undo.push(() => cpu.stop());

  const startLoad = machineNow();
  console.log(`\nload average at the start: ${startLoad}`);
  const t0 = performance.now();
  const wallStart = new Date();
  const runMs = (warmup + seconds) * 1000;
  const fault =
    killAt === undefined ? undefined : killAndRestart(apis, port2, env2, log2, t0, (warmup + killAt) * 1000);
  const run = await runOpenLoop(
    [
      { rate: pageRate, ops: mix.pages, send: pages.send, giveUp: pages.giveUp },
      { rate: apiRate, ops: mix.api, send: api.send, giveUp: api.giveUp },
    ],
    runMs,
    random,
    t0,
    (warmup * 1000) / 2,
  );
  const faultWindow = fault && (await fault);
  const endLoad = machineNow();
  const cpuFigures = await cpu.stop();

  const window = faultWindow && { ...faultWindow, to: Math.min(faultWindow.to, runMs) };
  const met = printSteady(run, warmup * 1000, runMs, window);
  if (window) printFault(run, window);
  printTimeline(run, runMs);
  printServerTimes([log1, log2], wallStart);
  printCpu(cpuFigures, run, apiRate);
  console.log(`\nload average at the start: ${startLoad}; at the end: ${endLoad}`);
  const wallOf = (ms: number) => new Date(wallStart.getTime() + ms);
  printNginxErrors(
    nginx.errorLog(),
    { [port1]: 'API process 1', [port2]: 'API process 2' },
    window && { from: wallOf(window.from), to: wallOf(window.to) },
  );
  const sound = await checkDatabase(
    database.url,
    mix.acknowledged,
    fixtures.customers.map((c) => c.id),
  );
  console.log(`\n${met ? 'Targets met.' : 'Targets NOT met.'} Database ${sound ? 'sound' : 'checks FAILED'}.`);
  return sound ? 0 : 1;
}

/** Kills API process 2 at `at` ms after `t0`, restarts it 3 s later; answers the window, in ms after `t0`. */
async function killAndRestart(
  apis: { two?: ApiProcess },
  port: number,
  env: Record<string, string>,
  log: string,
  t0: number,
  at: number,
) {
  await sleep(at - (performance.now() - t0));
  const killedAt = performance.now() - t0;
  apis.two!.child.kill('SIGKILL');
  await apis.two!.exited;
  await sleep(3000);
  apis.two = await startApi('API process 2 (restarted)', port, env, log);
  const readyAt = performance.now() - t0;
  return { killedAt, readyAt, from: killedAt, to: readyAt + 10_000 };
}

function elapsed(since: number) {
  return `${((performance.now() - since) / 1000).toFixed(0)} s`;
}
