/**
 * The site at scale (npm run bench:web, its second part): for one catalog size, the generated catalog seeded (or a
 * data folder seeded already, copied), the server's own full build (pages per second, the build's peak memory), then
 * 10 writes (a service's price): seconds from the write to the live page, and the server's own time for each live
 * update. `scaleTable` prints the sizes side by side: a live update must cost the same at any size.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from './server-process.ts';
import { formatNaira } from '../../src/lib/format.ts';

export interface ScaleRow {
  branches: number;
  seedSeconds: number | null;
  pages: number;
  buildSeconds: number;
  compressSeconds: number;
  peakMb: number;
  liveMedian: number;
  liveWorst: number;
  updateMedianMs: number;
  renderMedianMs: number;
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

/** 10 price changes by the demo owner: seconds from the write to the live page, and the server's own figures. */
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
  const seconds: number[] = [];
  let cut = 0;
  for (let i = 1; i <= 10; i++) {
    const price = 20_000 + i * 7 + (Date.now() % 5) * 1000;
    const form = new FormData();
    for (const k of ['serviceName', 'description', 'categoryId', 'durationHours', 'durationMinutes'])
      form.append(k, String(service[k]));
    form.append('branchId', login.branchId);
    form.append('serviceId', String(service.serviceId));
    form.append('status', 'true');
    form.append('price', String(price));
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
      if (html.includes(formatNaira(price))) break;
      if (performance.now() - wrote > 300_000) throw new Error('the change was not live within 5 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    seconds.push((performance.now() - wrote) / 1000);
  }
  console.log(
    `   write to live page, 10 writes: median ${median(seconds).toFixed(1)} s, worst ` +
      `${Math.max(...seconds).toFixed(1)} s (${seconds.map((x) => x.toFixed(1)).join(', ')}); ` +
      `${cut} page request(s) cut and asked again`,
  );
  const updates = [...server.output().matchAll(/live in (\d+) ms/g)].map((m) => Number(m[1]));
  const renders = [...server.output().matchAll(/live in \d+ ms .*rendered by (.+) in (\d+) ms/g)];
  const by = [...new Set(renders.map((m) => m[1]!.replace(/ \(pid \d+\)/, '')))].join(', ');
  const renderMedianMs = median(renders.map((m) => Number(m[2])));
  console.log(
    `   the server's live updates (${updates.length}, from the update's start to the last file moved in): median ` +
      `${median(updates)} ms, worst ${Math.max(...updates)} ms, of which rendering (by ${by}) ${renderMedianMs} ms; ` +
      `full builds meanwhile: ${server.output().split('site: building').length - 2}`,
  );
  return {
    liveMedian: median(seconds),
    liveWorst: Math.max(...seconds),
    updateMedianMs: median(updates),
    renderMedianMs,
  };
}

/** The sizes side by side. */
export function scaleTable(rows: ScaleRow[]) {
  const line = (label: string, cell: (r: ScaleRow) => string) =>
    console.log(`   ${label.padEnd(34)}${rows.map((r) => cell(r).padStart(12)).join('')}`);
  console.log(`\nThe site at scale (load average ${loadavg()[0]!.toFixed(1)})`);
  line('branches', (r) => r.branches.toLocaleString('en'));
  line('seed (s)', (r) => (r.seedSeconds === null ? 'copied' : r.seedSeconds.toFixed(0)));
  line('pages', (r) => r.pages.toLocaleString('en'));
  line('full build with compression (s)', (r) => r.buildSeconds.toFixed(1));
  line('of which compression (s)', (r) => r.compressSeconds.toFixed(1));
  line('build rate (pages/s)', (r) => (r.pages / r.buildSeconds).toFixed(0));
  line("build's peak memory (MB)", (r) => String(r.peakMb));
  line('write to live page, median (s)', (r) => r.liveMedian.toFixed(2));
  line('write to live page, worst (s)', (r) => r.liveWorst.toFixed(2));
  line('live update, median (ms)', (r) => String(r.updateMedianMs));
  line('of which rendering, median (ms)', (r) => String(r.renderMedianMs));
}
