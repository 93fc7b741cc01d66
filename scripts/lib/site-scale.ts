/**
 * The site at scale (npm run bench:web, its second part): for one catalog size, the generated catalog seeded (or a
 * data folder seeded already, copied), the server's own full build (pages per second, the build's peak memory), then
 * 10 writes (a service's price and its name, alternately): seconds from the write to the live page, and the server's
 * own time for each live update. `scaleTable` prints the sizes side by side: a live update must cost the same at any
 * size.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineSpeed } from './cpu-speed.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { formatNaira } from '../../src/lib/format.ts';

export interface ScaleRow {
  branches: number;
  seedSeconds: number | null;
  pages: number;
  buildSeconds: number;
  compressSeconds: number;
  peakMb: number;
  live: Record<'price' | 'name', LiveFigures>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function scale(branches: number, seededDir: string | undefined): Promise<ScaleRow> {
  console.log(`\n2. The site at ${branches.toLocaleString('en')} branches`);
  const dataDir = mkdtempSync(join(tmpdir(), `salon-bench-${branches}-`));
  try {
    let seedSeconds: number | null = null;
    if (seededDir) {
      cpSync(seededDir, dataDir, { recursive: true });
      rmSync(join(dataDir, 'site'), { recursive: true, force: true });
    } else {
      const started = performance.now();
      const seeded = spawnSync(process.execPath, ['server/seed/cli.ts', '--branches', String(branches)], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      if (seeded.status !== 0) throw new Error(`the seed failed:\n${seeded.stderr}`);
      seedSeconds = (performance.now() - started) / 1000;
      console.log(`   ${seeded.stdout.trim().split('\n').at(-1)}`);
    }
    // The copy's or the seed's gigabytes go to disk now, not while the build writes its pages (file creations waited
    // on them).
    spawnSync('sync');
    console.log(`   the machine before the build: ${machineSpeed()}`);
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_REQUESTS: 'off' });
    try {
      const build = await fullBuild(server, dataDir);
      return { branches, seedSeconds, ...build, ...(await liveWrites(server)) };
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, server.output());
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    // On ext4 without a journal, a new file skips inodes freed in the last 60 s, or 6 minutes while their block is
    // not yet on disk (`recently_deleted`, most of a file creation's time in `perf`): written now, the next run's
    // build (after its 2-minute seed) does not create its 300,000 files among them. Measured with 30,000 pages of 4
    // files: 0.12 ms of system time a page well after a delete, 0.7 to 2.4 ms within minutes of one.
    spawnSync('sync');
  }
}

/** Waits for the server's first build; its figures from the server's log and the served folder. */
async function fullBuild(server: RunningServer, dataDir: string) {
  const started = performance.now();
  for (;;) {
    // The server is busy building; a refused or cut request is retried.
    const health = (await fetch(`${server.url}/api/health`)
      .then((r) => r.json())
      .catch(() => undefined)) as { data: { site: string } } | undefined;
    // Served once swapped in; its log line follows the saved state.
    if (health?.data.site === 'built' && server.output().includes('site: built in')) break;
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output().slice(-3000)}`);
    if (performance.now() - started > 30 * 60_000) throw new Error('the server did not build the site in time');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const built = /site: built in (\d+) ms \(peak memory (\d+) MB, Astro's CPU (\d+) s\)/.exec(server.output())!;
  const buildSeconds = Number(built[1]) / 1000;
  const peakMb = Number(built[2]);
  const compressSeconds = Number(/site: compressed in (\d+) ms/.exec(server.output())![1]) / 1000;
  const pages = readdirSync(join(dataDir, 'site', 'current'), { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.html') || f.endsWith('.xml'),
  ).length;
  console.log(
    `   the server's full build (with compression): ${pages} pages in ${buildSeconds.toFixed(1)} s, ` +
      `${(pages / buildSeconds).toFixed(0)} pages/s (compression ${compressSeconds.toFixed(1)} s; Astro's CPU ` +
      `${built[3]} s); the build's peak memory ${peakMb} MB (load average ${loadavg()[0]!.toFixed(1)})`,
  );
  return { pages, buildSeconds, peakMb, compressSeconds };
}

/** One kind of write's figures: seconds from the write to the live page, the server's update and render times. */
interface LiveFigures {
  median: number;
  worst: number;
  updateMs: number;
  renderMs: number;
}

/**
 * 10 writes by the demo owner, alternately a service's price (shown on the branch's own page only) and its name
 * (shown on the listings too: its service pages, old and new, its categories, places, the home page): seconds from
 * the write to the live page, and the server's own figures for each update (its log lines while that write went
 * live).
 */
async function liveWrites(server: RunningServer) {
  const login = (await (
    await fetch(`${server.url}/api/Auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ Username: 'owner@salonbook.ng', Password: 'Business@2026' }),
    })
  ).json()) as { token: string; branchId: string };
  const auth = { Authorization: `Bearer ${login.token}` };
  const mine = (await (
    await fetch(`${server.url}/api/Service/GetMine?BranchId=${login.branchId}`, { headers: auth })
  ).json()) as { data: Record<string, string | number | boolean>[] };
  const service = mine.data.find((s) => s.status)!;
  const branch = (await (await fetch(`${server.url}/api/Branch/GetById/${login.branchId}`)).json()) as {
    data: { branchUrl: string };
  };
  const url = `${server.url}/branches/${branch.data.branchUrl}`;
  const runs = { price: [] as number[][], name: [] as number[][] };
  let cut = 0;
  for (let i = 1; i <= 10; i++) {
    const kind = i % 2 ? 'price' : 'name';
    const price = kind === 'price' ? 20_000 + i * 7 + (Date.now() % 5) * 1000 : Number(service.price);
    const name = kind === 'name' ? `${String(service.serviceName).replace(/ \d+$/, '')} ${i}` : service.serviceName;
    const form = new FormData();
    for (const k of ['description', 'categoryId', 'durationHours', 'durationMinutes'])
      form.append(k, String(service[k]));
    form.append('serviceName', String(name));
    form.append('branchId', login.branchId);
    form.append('serviceId', String(service.serviceId));
    form.append('status', 'true');
    form.append('price', String(price));
    Object.assign(service, { price, serviceName: name });
    const shows = kind === 'price' ? formatNaira(price) : String(name);
    const logFrom = server.output().length;
    const wrote = performance.now();
    const res = await fetch(`${server.url}/api/Service/Update`, { method: 'PUT', body: form, headers: auth });
    if (!res.ok) throw new Error(`Service/Update answered ${res.status}: ${await res.text()}`);
    for (;;) {
      // A kept-alive connection the server closed while idle is cut on reuse (ECONNRESET): ask again; a server that
      // stopped is an error.
      const html = await fetch(url)
        .then((r) => r.text())
        .catch((err: unknown) => {
          if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output().slice(-3000)}`);
          cut++;
          return String(err);
        });
      if (html.includes(shows)) break;
      if (performance.now() - wrote > 300_000) throw new Error('the change was not live within 5 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - wrote) / 1000;
    // The server logs the update just after its last file has moved in.
    const updateLine = /live in (\d+) ms \((\d+) pages written.*rendered by .+ in (\d+) ms\)/;
    const logged = performance.now();
    while (!updateLine.test(server.output().slice(logFrom)) && performance.now() - logged < 10_000)
      await new Promise((r) => setTimeout(r, 20));
    const update = updateLine.exec(server.output().slice(logFrom));
    runs[kind].push([seconds, Number(update?.[1] ?? NaN), Number(update?.[3] ?? NaN), Number(update?.[2] ?? NaN)]);
  }
  const figures = (rows: number[][]): LiveFigures => ({
    median: median(rows.map((r) => r[0]!)),
    worst: Math.max(...rows.map((r) => r[0]!)),
    updateMs: median(rows.map((r) => r[1]!)),
    renderMs: median(rows.map((r) => r[2]!)),
  });
  for (const kind of ['price', 'name'] as const) {
    const f = figures(runs[kind]);
    console.log(
      `   a service's ${kind}, 5 writes: write to live page median ${f.median.toFixed(2)} s, worst ` +
        `${f.worst.toFixed(2)} s; the server's update median ${f.updateMs} ms, of which rendering ${f.renderMs} ms ` +
        `(${runs[kind].map((r) => r[3]).join(', ')} pages written)`,
    );
  }
  console.log(
    `   ${cut} page request(s) cut and asked again; full builds meanwhile: ` +
      `${server.output().split('site: building').length - 2}`,
  );
  return { live: { price: figures(runs.price), name: figures(runs.name) } };
}

/** The sizes side by side. */
export function scaleTable(rows: ScaleRow[]) {
  const line = (label: string, cell: (r: ScaleRow) => string) =>
    console.log(`   ${label.padEnd(40)}${rows.map((r) => cell(r).padStart(12)).join('')}`);
  console.log(`\nThe site at scale (load average ${loadavg()[0]!.toFixed(1)})`);
  line('branches', (r) => r.branches.toLocaleString('en'));
  line('seed (s)', (r) => (r.seedSeconds === null ? 'copied' : r.seedSeconds.toFixed(0)));
  line('pages', (r) => r.pages.toLocaleString('en'));
  line('full build with compression (s)', (r) => r.buildSeconds.toFixed(1));
  line('of which compression (s)', (r) => r.compressSeconds.toFixed(1));
  line('build rate (pages/s)', (r) => (r.pages / r.buildSeconds).toFixed(0));
  line("build's peak memory (MB)", (r) => String(r.peakMb));
  for (const kind of ['price', 'name'] as const) {
    line(`${kind}: write to live page, median (s)`, (r) => r.live[kind].median.toFixed(2));
    line(`${kind}: write to live page, worst (s)`, (r) => r.live[kind].worst.toFixed(2));
    line(`${kind}: live update, median (ms)`, (r) => String(r.live[kind].updateMs));
    line(`${kind}: of which rendering (ms)`, (r) => String(r.live[kind].renderMs));
  }
}
