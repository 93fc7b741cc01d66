/**
 * The figures of `npm run bench:day`, worked out from the run's rows (scripts/lib/day-load.ts): per operation in the
 * steady state, the totals against the targets, the fault window second by second, and the database checks.
 */
import pg from 'pg';
import type { CpuFigures } from './day-cpu.ts';
import { statusText, type RunResult } from './day-load.ts';
import type { Acknowledged } from './day-ops.ts';

export const TARGETS = { readP99: 50, writeP99: 100 };
/** A request sent more than this after it was due counts as not sent on time (the generator fell behind). */
export const LATE_MS = 10;

const quantile = (sorted: Float32Array | number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
const ms = (x: number) => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(1) : x.toFixed(0));
const pad = (s: string | number, n: number) => String(s).padStart(n);

/** Is this answer an error for this op: anything but 2xx (and 304), except a 409 where the op may lose a race. */
const isError = (status: number, allows409: boolean) =>
  !((status >= 200 && status < 300) || status === 304 || (allows409 && status === 409));

interface Window {
  from: number;
  to: number;
}

/** When the answer (or the failure) came, in ms from the start. */
const answeredAt = (r: RunResult['records'], i: number) => r.due[i]! + r.late[i]! + r.latency[i]!;
/** The fault's requests: those due in its window, and those answered (or failed) in it. */
const within = (t: number, w: Window) => t >= w.from && t < w.to;
const inFault = (r: RunResult['records'], i: number, w: Window) => within(r.due[i]!, w) || within(answeredAt(r, i), w);

/**
 * Per op over the rows due in [from, to) and not the fault's: requests, p50, p99, errors (by status), conflicts,
 * late sends and the rate achieved; then pages, API reads and writes against the targets. Answers whether they were
 * met.
 */
export function printSteady(run: RunResult, from: number, to: number, fault?: Window): boolean {
  const { records: r, ops } = run;
  const seconds = (to - from - (fault ? fault.to - fault.from : 0)) / 1000;
  const inSteady = (i: number) => r.due[i]! >= from && r.due[i]! < to && !(fault && inFault(r, i, fault));
  const byOp = ops.map(() => [] as number[]);
  const byKind = { page: [] as number[], read: [] as number[], write: [] as number[] };
  const errors = ops.map(() => new Map<string, number>());
  const conflicts = ops.map(() => 0);
  const late = ops.map(() => 0);
  for (let i = 0; i < r.length; i++) {
    if (!inSteady(i)) continue;
    const op = ops[r.op[i]!]!;
    byOp[r.op[i]!]!.push(r.latency[i]!);
    byKind[op.kind].push(r.latency[i]!);
    if (r.late[i]! > LATE_MS) late[r.op[i]!]!++;
    const s = r.status[i]!;
    if (s === 409 && op.allows409) conflicts[r.op[i]!]!++;
    else if (isError(s, Boolean(op.allows409)))
      errors[r.op[i]!]!.set(statusText(s), (errors[r.op[i]!]!.get(statusText(s)) ?? 0) + 1);
  }
  console.log(`\nSteady state: ${seconds.toFixed(0)} s (warm-up${fault ? ' and the fault window' : ''} left out)`);
  console.log(
    `  ${'operation'.padEnd(24)}${pad('requests', 9)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}` +
      `${pad('errors', 8)}${pad('409s', 6)}${pad('late', 6)}${pad('skipped', 9)}`,
  );
  let totalErrors = 0;
  ops.forEach((op, k) => {
    const lat = Float32Array.from(byOp[k]!).sort();
    const errs = [...errors[k]!.values()].reduce((a, b) => a + b, 0);
    totalErrors += errs;
    console.log(
      `  ${op.name.padEnd(24)}${pad(lat.length, 9)}${pad((lat.length / seconds).toFixed(1), 8)}` +
        `${pad(ms(quantile(lat, 0.5)), 8)}${pad(ms(quantile(lat, 0.99)), 8)}${pad(errs, 8)}` +
        `${pad(op.allows409 ? conflicts[k]! : '', 6)}${pad(late[k]!, 6)}${pad(run.skipped[k]!, 9)}` +
        (errs ? `  (${[...errors[k]!].map(([s, n]) => `${n} x ${s}`).join(', ')})` : ''),
    );
  });
  const p99 = (xs: number[]) => quantile(Float32Array.from(xs).sort(), 0.99);
  const rows = [
    ['pages (nginx, from disk)', p99(byKind.page), TARGETS.readP99],
    ['API reads', p99(byKind.read), TARGETS.readP99],
    ['writes (book, cancel, move, login)', p99(byKind.write), TARGETS.writeP99],
  ] as const;
  console.log('\nAgainst the targets (steady state):');
  for (const [name, value, target] of rows)
    console.log(`  ${name}: p99 ${ms(value)} ms (target <= ${target} ms): ${value <= target ? 'met' : 'NOT met'}`);
  console.log(`  errors: ${totalErrors} (target 0): ${totalErrors === 0 ? 'met' : 'NOT met'}`);
  const encoded = [...run.encodings].map(([e, n]) => `${e} ${n}`).join(', ');
  console.log(`  pages' encodings (200s): ${encoded || 'none'}`);
  return rows.every(([, value, target]) => value <= target) && totalErrors === 0;
}

/**
 * The fault window second by second from the kill, by when the answer came: answers, and errors by status and op;
 * then the failures of pages, reads and writes in flight during the window.
 */
export function printFault(run: RunResult, fault: Window & { killedAt: number; readyAt: number }) {
  const { records: r, ops } = run;
  const seconds = Math.ceil((fault.to - fault.from) / 1000);
  const per = Array.from({ length: seconds }, () => ({ n: 0, errors: new Map<string, number>() }));
  const totals = { read: new Map<string, number>(), write: new Map<string, number>(), page: new Map<string, number>() };
  const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  for (let i = 0; i < r.length; i++) {
    if (!inFault(r, i, fault)) continue;
    const op = ops[r.op[i]!]!;
    const second = per[Math.floor((answeredAt(r, i) - fault.from) / 1000)];
    if (second) second.n++;
    if (!isError(r.status[i]!, Boolean(op.allows409))) continue;
    const what = `${statusText(r.status[i]!)} ${op.name}`;
    if (second) count(second.errors, what);
    count(totals[op.kind], what);
  }
  const restart = ((fault.readyAt - fault.killedAt) / 1000).toFixed(1);
  console.log(
    `\nFault: API process 2 killed (kill -9) at ${(fault.killedAt / 1000).toFixed(0)} s, restarted 3 s later, ` +
      `answering again ${restart} s after the kill; window: kill to 10 s after that (${seconds} s), ` +
      'answers by the second they came:',
  );
  per.forEach((s, k) => {
    const list = [...s.errors].map(([what, n]) => `${n} x ${what}`).join(', ');
    console.log(`  +${pad(k, 2)} s: ${pad(s.n, 5)} answers${list ? `; errors: ${list}` : ''}`);
  });
  console.log('  requests of the window (due or answered in it) that failed:');
  for (const kind of ['page', 'read', 'write'] as const) {
    const list = [...totals[kind]].map(([what, n]) => `${n} x ${what}`).join(', ');
    const n = [...totals[kind].values()].reduce((a, b) => a + b, 0);
    console.log(`    ${kind}s: ${n}${list ? ` (${list})` : ''}`);
  }
}

/**
 * The run in slices of due time (warm-up and fault included): requests due, p99 of pages and p50/p99 of the API, and
 * errors; a queue that grows shows as latency rising slice after slice.
 */
export function printTimeline(run: RunResult, totalMs: number) {
  const { records: r, ops } = run;
  const slice = Math.max(5_000, Math.ceil(totalMs / 20 / 5_000) * 5_000);
  const n = Math.ceil(totalMs / slice);
  const rows = Array.from({ length: n }, () => ({ pages: [] as number[], api: [] as number[], errors: 0, done: 0 }));
  for (let i = 0; i < r.length; i++) {
    const op = ops[r.op[i]!]!;
    const answeredIn = rows[Math.floor(answeredAt(r, i) / slice)];
    if (answeredIn && op.kind !== 'page') answeredIn.done++;
    const row = rows[Math.floor(r.due[i]! / slice)];
    if (!row) continue;
    (op.kind === 'page' ? row.pages : row.api).push(r.latency[i]!);
    if (isError(r.status[i]!, Boolean(op.allows409))) row.errors++;
  }
  console.log(
    `\nTimeline, ${slice / 1000} s slices by due time (API answered/s: by when the answers came; latencies in ms):`,
  );
  const head = ['pages', 'p99', 'API', 'p50', 'p99', 'errors', 'API answered/s'].map((h, k) =>
    pad(h, [7, 7, 6, 7, 7, 8, 16][k]!),
  );
  console.log(`  ${'from s'.padStart(6)}${head.join('')}`);
  rows.forEach((row, k) => {
    const pages = Float32Array.from(row.pages).sort();
    const api = Float32Array.from(row.api).sort();
    const cells = [
      [(k * slice) / 1000, 6],
      [pages.length, 7],
      [ms(quantile(pages, 0.99)), 7],
      [api.length, 6],
      [ms(quantile(api, 0.5)), 7],
      [ms(quantile(api, 0.99)), 7],
      [row.errors, 8],
      [(row.done / (slice / 1000)).toFixed(0), 16],
    ] as const;
    console.log(`  ${cells.map(([v, width]) => pad(v, width)).join('')}`);
  });
}

/**
 * CPU seconds per group over the run, as a share of one core, and the machine's; then the API processes' and the
 * database's CPU per API call (every call of the run, warm-up and fault included), which says how many cores the
 * stated rate needs.
 */
export function printCpu(c: CpuFigures, run: RunResult, apiRate: number) {
  console.log(`\nCPU over ${c.seconds.toFixed(0)} s (100% = one core; the machine has ${c.cores}):`);
  let ours = 0;
  for (const g of c.groups) {
    ours += g.cpu;
    console.log(`  ${g.name.padEnd(38)}${pad(((g.cpu / c.seconds) * 100).toFixed(0), 5)}%`);
  }
  console.log(`  ${'the whole machine'.padEnd(38)}${pad(((c.machineBusy / c.seconds) * 100).toFixed(0), 5)}%`);
  const others = Math.max(0, c.machineBusy - ours);
  console.log(`  ${'everything else (other work, PG)'.padEnd(38)}${pad(((others / c.seconds) * 100).toFixed(0), 5)}%`);
  // Calls the API processes answered (nginx's own 502s and the unanswered cost them little or nothing).
  let calls = 0;
  for (let i = 0; i < run.records.length; i++)
    if (run.ops[run.records.op[i]!]!.kind !== 'page' && run.records.status[i]! > 0 && run.records.status[i] !== 502)
      calls++;
  const cpuOf = (prefix: string) =>
    c.groups.filter((g) => g.name.startsWith(prefix)).reduce((sum, g) => sum + g.cpu, 0) * 1000;
  const api = cpuOf('API process') / calls;
  const db = cpuOf('PostgreSQL') / calls;
  const cores = ((api + db) * apiRate) / 1000;
  console.log(
    `  per API call answered: ${api.toFixed(1)} ms in the API processes, ${db.toFixed(1)} ms in PostgreSQL; ` +
      `${apiRate} calls/s need ${cores.toFixed(2)} cores for these alone`,
  );
}

/**
 * The database's word: no two live appointments of one employee overlap; every booking the API acknowledged is
 * there, cancelled when its cancellation was acknowledged, at its last acknowledged time. Answers whether all held.
 */
export async function checkDatabase(
  databaseUrl: string,
  acknowledged: Map<string, Acknowledged>,
  customerIds: string[],
): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Each live appointment against the latest end among the employee's earlier ones (not only its neighbour's).
    const overlaps = await client.query<{ n: string }>(`
      select count(*) as n from (
        select start_at, max(end_at) over (partition by branch_employee_id order by start_at, id
          rows between unbounded preceding and 1 preceding) as before_end
        from appointments where booking_status <> 'CANCELLED') x
      where before_end > start_at`);
    const ids = [...acknowledged.keys()];
    const { rows } = await client.query<{ id: string; status: string; start: Date; employee: string }>(
      `select id, booking_status as status, start_at as start, branch_employee_id as employee
       from appointments where id = any($1::uuid[])`,
      [ids],
    );
    const found = new Map(rows.map((row) => [row.id, row]));
    let missing = 0;
    let wrongStatus = 0;
    let wrongTime = 0;
    for (const [id, ack] of acknowledged) {
      const row = found.get(id);
      if (!row) missing++;
      else if (ack.cancelled && row.status !== 'CANCELLED') wrongStatus++;
      else if (
        !ack.uncertain &&
        (row.start.getTime() !== new Date(ack.start).getTime() || row.employee !== ack.employeeId)
      )
        wrongTime++;
    }
    const ours = await client.query<{ n: string }>(
      'select count(*) as n from appointments where user_id = any($1::uuid[])',
      [customerIds],
    );
    const unacknowledged = Number(ours.rows[0]!.n) - acknowledged.size;
    const line = (ok: boolean, text: string) => console.log(`  ${ok ? 'OK' : 'FAILED'}: ${text}`);
    const overlapping = Number(overlaps.rows[0]!.n);
    console.log('\nDatabase checks:');
    line(overlapping === 0, `${overlapping} live appointments overlap another of the same employee`);
    line(missing === 0, `${acknowledged.size - missing} of ${acknowledged.size} acknowledged bookings are there`);
    const cancelled = [...acknowledged.values()].filter((a) => a.cancelled).length;
    line(wrongStatus === 0, `${cancelled - wrongStatus} of ${cancelled} acknowledged cancellations are cancelled`);
    line(wrongTime === 0, `${wrongTime} bookings are not at their last acknowledged time and employee`);
    console.log(
      `  (${unacknowledged} bookings of the bench's customers are in the database without an acknowledgement: ` +
        'answers lost in the fault, or still unanswered)',
    );
    return overlapping === 0 && missing === 0 && wrongStatus === 0 && wrongTime === 0;
  } finally {
    await client.end();
  }
}
