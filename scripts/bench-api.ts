// npm run bench:api [-- --rate 1000 --insert-rate 200 --seconds 15 --runs 3 --pin]
// Latency percentiles and throughput of the API under load (autocannon, on loopback):
//  0. the floor (an unknown /api path: routing, envelope, no database) and the catalog reads at full speed, each as a
//     ratio of the floor measured in the same run;
//  1. the day's slots of a branch with 10 employees and 2,000 appointments, at a fixed request rate;
//  2. booking inserts at a fixed rate (each request a different slot; a few lose to earlier ones and answer 409);
//  3. the salon's calendar of that branch for 31 days (its owner's token), one request at a time, median of 21;
//  4. the waitlist's matching of a freed time on that branch with 500 waiting entries: offerFreedTime in the
//     cancellation's transaction, median of 21 (scripts/lib/waitlist-matching.ts; no server: --only waitlist);
//  5. the reports on another branch grown to a year of history (100,000 appointments; BENCH_REPORT_APPOINTMENTS): the
//     summary for 366 days one request at a time (p50 of 21) and the CSV export's rows a second
//     (scripts/lib/report-bench.ts);
//  6. alone (--only search [--branches 10000 | --seeded DIR] [--search-rate 200 --search-seconds 20]): Find and
//     Suggest,
//     a mix of searches open-loop on a catalog of that size (scripts/lib/search-bench.ts).
// Figures, not pass/fail. Uses a fresh embedded database; with DATABASE_URL, that PostgreSQL database instead, which
// must be empty (a scratch one: `createdb -h 127.0.0.1 -U postgres bench13`, dropped afterwards).
// --pin runs the server on core 0 and this load generator on core 1 (taskset), so the two do not take turns on one
// core; PostgreSQL's own processes are not pinned. Off by default: on a 2-core machine that other work shares, a
// pinned server cannot move away from a busy core (measured 2026-11-23 at load 19: slots 73 req/s served pinned,
// 882 unpinned), so pinning steadies the figures only on an otherwise idle machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, ne } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import * as t from '../server/db/schema.ts';
import { addDays, localDateOf, zonedTime } from '../server/domain/time.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../server/seed/seed.ts';
import { machineNow } from './lib/cpu-speed.ts';
import { startServer } from './lib/server-process.ts';
import { benchReports, growReportBranch, printReports } from './lib/report-bench.ts';
import { benchSearch } from './lib/search-bench.ts';
import { benchWaitlistMatching, type WaitlistMatchingFigures } from './lib/waitlist-matching.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    'insert-rate': { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    runs: { type: 'string', default: '3' },
    pin: { type: 'boolean', default: false },
    /** A folder for a CPU profile of the server (node --cpu-prof), written when it stops. */
    'cpu-prof': { type: 'string' },
    /** Only these sections (comma-separated: reads,slots,inserts,calendar,reports,waitlist; search runs alone). */
    only: { type: 'string', default: 'reads,slots,inserts,calendar,waitlist,reports' },
    /** search: the catalog's size, or a PGlite data folder seeded before (copied, not changed). */
    branches: { type: 'string', default: '10000' },
    seeded: { type: 'string' },
    'search-rate': { type: 'string', default: '200' },
    'search-seconds': { type: 'string', default: '20' },
  },
});
// 6. Search (issue 35, scripts/lib/search-bench.ts): its own server on a catalog of --branches, none of the above.
if (values.only === 'search') {
  await benchSearch({
    branches: Number(values.branches),
    seeded: values.seeded,
    databaseUrl: process.env.DATABASE_URL || undefined,
    rate: Number(values['search-rate']),
    seconds: Number(values['search-seconds']),
  });
  process.exit(0);
}
const rate = Number(values.rate);
const insertRate = Number(values['insert-rate']);
const databaseUrl = process.env.DATABASE_URL || undefined;
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-api-'));

// 1. A busy branch: the demo catalog, then one salon grown to 10 employees and 2,000 appointments around today.
const database = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'db') });
if (databaseUrl && (await database.db.select().from(t.branches).limit(1)).length) {
  console.error('bench:api: the DATABASE_URL database is not empty; give it a scratch one (createdb ...)');
  process.exit(1);
}
await seedDemo(database.db);
const [branch] = await database.db.select().from(t.branches).orderBy(t.branches.branchUrl).limit(1);
const [service] = await database.db.select().from(t.services).where(eq(t.services.branchId, branch!.id)).limit(1);
const [customer] = await database.db.select().from(t.users).where(eq(t.users.email, DEMO_ACCOUNTS.customer.email));
await database.db
  .update(t.branchTimings)
  .set({ isOpened: true, openingTime: 8, closingTime: 21 })
  .where(eq(t.branchTimings.branchId, branch!.id));
const existing = await database.db.select().from(t.employees).where(eq(t.employees.branchId, branch!.id));
const extra = await database.db
  .insert(t.employees)
  .values(
    Array.from({ length: 10 - existing.length }, (_, i) => ({ branchId: branch!.id, name: `Bench Stylist ${i + 1}` })),
  )
  .returning();
const staff = [...existing, ...extra];
// Start the branch's diary afresh so the generated appointments cannot collide with the demo ones.
await database.db.delete(t.appointments).where(eq(t.appointments.branchId, branch!.id));
await database.db.delete(t.employeeTimeOff).where(eq(t.employeeTimeOff.branchId, branch!.id));
// The branch's owner gets a password, so the calendar is read with its own token.
const OWNER_PASSWORD = 'Bench-Owner-2026';
const [business] = await database.db.select().from(t.businesses).where(eq(t.businesses.id, branch!.businessId));
const [owner] = await database.db
  .update(t.users)
  .set({ passwordHash: await hashPassword(OWNER_PASSWORD) })
  .where(eq(t.users.id, business!.ownerUserId))
  .returning();
const today = localDateOf(new Date(), 'Africa/Lagos');
const rows: (typeof t.appointments.$inferInsert)[] = [];
// 40 days (20 back, 20 ahead) x 10 employees x 5 one-hour appointments a day = 2,000.
for (let day = -20; day < 20; day++) {
  const date = addDays(today, day);
  for (const e of staff) {
    for (let k = 0; k < 5; k++) {
      const start = zonedTime(date, (9 + k * 2) * 60, 'Africa/Lagos');
      rows.push({
        userId: customer!.id,
        branchId: branch!.id,
        branchEmployeeId: e.id,
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        subTotal: 5000,
        total: 5000,
      });
    }
  }
}
for (let i = 0; i < rows.length; i += 500) await database.db.insert(t.appointments).values(rows.slice(i, i + 500));
console.log(`branch ${branch!.branchUrl}: ${staff.length} employees, ${rows.length} appointments added`);
const sections = new Set(values.only.split(','));
// Measured in this process before the server takes the database (the embedded one is one process's); shown last.
const waitlist = sections.has('waitlist')
  ? await benchWaitlistMatching(database.db, {
      branchId: branch!.id,
      staffIds: staff.map((s) => s.id),
      today,
      timeZone: 'Africa/Lagos',
    })
  : undefined;
// 5. The reports' branch: another demo branch, grown to a year of history (its owner reads the report).
const reports = sections.has('reports') ? await reportBranch() : undefined;
async function reportBranch() {
  const [other] = await database.db
    .select()
    .from(t.branches)
    .where(ne(t.branches.businessId, branch!.businessId))
    .orderBy(t.branches.branchUrl)
    .limit(1);
  const own = await database.db.select().from(t.employees).where(eq(t.employees.branchId, other!.id));
  const more = await database.db
    .insert(t.employees)
    .values(
      Array.from({ length: 10 - own.length }, (_, i) => ({ branchId: other!.id, name: `Report Stylist ${i + 1}` })),
    )
    .returning();
  const [cut] = await database.db.select().from(t.services).where(eq(t.services.branchId, other!.id)).limit(1);
  await database.db.delete(t.appointments).where(eq(t.appointments.branchId, other!.id));
  await database.db.delete(t.employeeTimeOff).where(eq(t.employeeTimeOff.branchId, other!.id));
  const [business] = await database.db.select().from(t.businesses).where(eq(t.businesses.id, other!.businessId));
  const [reportOwner] = await database.db
    .update(t.users)
    .set({ passwordHash: await hashPassword(OWNER_PASSWORD) })
    .where(eq(t.users.id, business!.ownerUserId))
    .returning();
  const grown = Number(process.env.BENCH_REPORT_APPOINTMENTS ?? 100_000);
  const started = performance.now();
  const written = await growReportBranch(
    database.db,
    {
      branchId: other!.id,
      staffIds: [...own, ...more].map((e) => e.id),
      service: { id: cut!.id, name: cut!.serviceName, price: cut!.price },
      today,
      timeZone: 'Africa/Lagos',
    },
    grown,
  );
  console.log(
    `branch ${other!.branchUrl}: ${written} appointments over the last 366 days, written in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { branchId: other!.id, email: reportOwner!.email };
}
await database.close();
function printWaitlist(w: WaitlistMatchingFigures) {
  console.log(
    `\n4. Waitlist matching: a cancellation tomorrow, ${w.entries} waiting entries on the branch ` +
      `(${w.candidates} for that day and stylist); offerFreedTime in the cancellation's transaction, ` +
      `${w.timings.length} runs rolled back:`,
  );
  const mid = w.timings[Math.floor(w.timings.length / 2)]!;
  console.log(
    `   median ${mid.toFixed(1)} ms, fastest ${w.timings[0]!.toFixed(1)} ms, ` +
      `slowest ${w.timings.at(-1)!.toFixed(1)} ms; ${w.offersPerRun} offers (and their mails) written per run`,
  );
  console.log(`   the entries query's plan:\n${w.plan.map((line) => `     ${line}`).join('\n')}`);
}
if (waitlist && [...sections].every((s) => s === 'waitlist')) {
  printWaitlist(waitlist);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// Request logs off: a log line per request into a pipe this busy process drains would measure the pipe.
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  SITE_BUILD: 'off',
  LOG_REQUESTS: 'off',
  ...(values['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${values['cpu-prof']}` } : {}),
});
// Every thread of the server on core 0, of this load generator on core 1; threads started later inherit it.
const pinned = values.pin && availableParallelism() >= 2 && pin(server.child.pid!, '0') && pin(process.pid, '1');
function pin(pid: number, cores: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
console.log(
  `database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded (PGlite)'}; ` +
    (pinned ? 'server pinned to core 0, load generator to core 1 (taskset)' : 'not pinned (--pin to pin)') +
    `; load average before: ${machineNow()}`,
);
const percentiles = ({ latency: l, requests, non2xx, errors }: autocannon.Result) =>
  `p50 ${l.p50} ms, p97.5 ${l.p97_5} ms, p99 ${l.p99} ms, max ${l.max} ms; ` +
  `${requests.average.toFixed(0)} req/s; ${non2xx} non-2xx, ${errors} errors`;
try {
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const medians = (rs: autocannon.Result[]) =>
    `p50 ${median(rs.map((r) => r.latency.p50))} ms, p99 ${median(rs.map((r) => r.latency.p99))} ms, ` +
    `${median(rs.map((r) => r.requests.average)).toFixed(0)} req/s served`;
  // 0. Full speed: as many requests as 10 connections get answered; gzip accepted, as browsers do.
  const fullSpeed = (path: string) =>
    autocannon({
      url: `${server.url}${path}`,
      connections: 10,
      duration: seconds,
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
  if (sections.has('reads')) {
    await fullSpeed('/api/Category/GetByStatus'); // warm-up
    const reads: Record<string, string> = {
      'floor (unknown path, 404)': '/api/NoSuchCall',
      categories: '/api/Category/GetByStatus',
      'active branches': '/api/Branch/GetActiveBranches',
      'a branch by URL': `/api/Branch/GetByURL/${branch!.branchUrl}`,
      employees: `/api/BranchEmployee/GetByBranch?BranchId=${branch!.id}`,
      services: `/api/Service/GetByBranch?BranchId=${branch!.id}`,
    };
    // Rounds interleave the floor with the reads, so a busy moment of the machine weighs on all of them alike.
    const results = new Map<string, autocannon.Result[]>();
    for (let round = 0; round < runs; round++)
      for (const [name, path] of Object.entries(reads))
        results.set(name, [...(results.get(name) ?? []), await fullSpeed(path)]);
    const floorRate = median(results.get('floor (unknown path, 404)')!.map((r) => r.requests.average));
    console.log(`\n0. Full speed, 10 connections, ${seconds} s each, median of ${runs} rounds:`);
    for (const [name, rs] of results) {
      const rate = median(rs.map((r) => r.requests.average));
      const p50 = median(rs.map((r) => r.latency.p50));
      const p99 = median(rs.map((r) => r.latency.p99));
      const ratio = `${((rate / floorRate) * 100).toFixed(0)}% of the floor`;
      console.log(`   ${name}: ${rate.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms (${ratio})`);
    }
  }

  if (sections.has('slots')) {
    const tomorrow = addDays(today, 1);
    const day = `${tomorrow.year}-${tomorrow.month}-${tomorrow.day}`;
    const slotsUrl =
      `${server.url}/api/Branch/TodaysAvailability?BranchId=${branch!.id}&AppointmentDate=${day}` +
      `&ServiceIds=${service!.id}`;
    const check = (await (await fetch(slotsUrl)).json()) as { data: string[] };
    console.log(`\n1. Day's slots (${check.data.length} offered), ${rate} req/s for ${seconds} s, 10 connections`);
    await autocannon({ url: slotsUrl, connections: 10, duration: 3, overallRate: rate }); // warm-up
    const slotRuns: autocannon.Result[] = [];
    for (let round = 0; round < runs; round++) {
      slotRuns.push(await autocannon({ url: slotsUrl, connections: 10, duration: seconds, overallRate: rate }));
      console.log(`   run ${round + 1}: ${percentiles(slotRuns.at(-1)!)}`);
    }
    console.log(`   median: ${medians(slotRuns)}`);
  }

  if (sections.has('inserts')) {
    const login = await fetch(`${server.url}/api/Auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ Username: DEMO_ACCOUNTS.customer.email, Password: DEMO_ACCOUNTS.customer.password }),
    });
    const { token } = (await login.json()) as { token: string };
    // Distinct candidate slots 21 to 59 days ahead, every employee, on the half hour between 8:00 and 20:00.
    const bodies: string[] = [];
    for (let day = 21; day <= 59; day++) {
      for (let minute = 8 * 60; minute < 20 * 60; minute += 30) {
        for (const e of staff) {
          bodies.push(
            JSON.stringify({
              startDateTime: zonedTime(addDays(today, day), minute, 'Africa/Lagos').toISOString(),
              branchEmployeeId: e.id,
              appointmentServices: [{ serviceId: service!.id }],
            }),
          );
        }
      }
    }
    let next = 0;
    console.log(`\n2. Booking inserts, ${insertRate} req/s for ${seconds} s, 10 connections, each a different slot`);
    const inserts = (duration: number) =>
      autocannon({
        url: `${server.url}/api/Appointment/Insert`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        connections: 10,
        duration,
        overallRate: insertRate,
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
      });
    // Warm-up, as for the slots: the first seconds are the compilers' (the database's WebAssembly among them).
    await inserts(3);
    const insertRuns: autocannon.Result[] = [];
    for (let round = 0; round < runs; round++) {
      insertRuns.push(await inserts(seconds));
      console.log(`   run ${round + 1}: ${percentiles(insertRuns.at(-1)!)}`);
    }
    console.log(`   median: ${medians(insertRuns)}`);
    console.log('   (409s are slots an earlier booking of a longer service already covers)');
  }

  if (sections.has('calendar')) {
    // The calendar: 31 days around today (15 back, 15 ahead), sequential requests so each is timed alone.
    const ownerLogin = await fetch(`${server.url}/api/Auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ Username: owner!.email, Password: OWNER_PASSWORD }),
    });
    const ownerToken = ((await ownerLogin.json()) as { token: string }).token;
    const iso = (d: typeof today) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    const calendarUrl =
      `${server.url}/api/Appointment/Calendar?BranchId=${branch!.id}` +
      `&From=${iso(addDays(today, -15))}&To=${iso(addDays(today, 15))}`;
    const timeCalendar = async () => {
      const started = performance.now();
      const res = await fetch(calendarUrl, { headers: { Authorization: `Bearer ${ownerToken}` } });
      const body = (await res.json()) as { data: { appointments: unknown[]; employees: unknown[] } };
      if (!res.ok) throw new Error(`calendar answered ${res.status}`);
      return { ms: performance.now() - started, body: body.data };
    };
    for (let i = 0; i < 3; i++) await timeCalendar(); // warm-up
    const timings: number[] = [];
    let answer = (await timeCalendar()).body;
    for (let i = 0; i < 21; i++) {
      const r = await timeCalendar();
      timings.push(r.ms);
      answer = r.body;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `\n3. Calendar, 31 days, ${answer.employees.length} employees, ${answer.appointments.length} appointments ` +
        `in the answer, 21 sequential requests:`,
    );
    console.log(
      `   median ${timings[10]!.toFixed(1)} ms, fastest ${timings[0]!.toFixed(1)} ms, ` +
        `slowest ${timings[20]!.toFixed(1)} ms`,
    );
  }
  if (waitlist) printWaitlist(waitlist);
  if (reports) {
    const login = await fetch(`${server.url}/api/Auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ Username: reports.email, Password: OWNER_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    printReports(await benchReports(server.url, token, { branchId: reports.branchId, today }));
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`\nload average after: ${machineNow()}`);
}
