// npm run bench:web [-- --only-js | --skip-scale | --only-scale | --only-live --seeded DIR] [-- --url URL]
//                    [-- --runs 3] [-- --skip-lighthouse] [-- --verbose]
// Measures the site's budgets and prints figures, not pass/fail:
//  1. JavaScript each page type loads before anyone touches it (gzip) against its goal (issue 15), the first tap on
//     "+ Add" on a slow 4G network, and Lighthouse (mobile) on home, a branch, a blog post, booking and the customer
//     account: median of --runs (scripts/lib/web-budgets.ts). --url measures a running site instead of starting one;
//     --only-js runs just this part;
//  2. a full build of the 10,000-branch generated catalog: pages per second and peak memory, compression at build
//     time, the server's own full build, and seconds from a write (a service's price) to the live page, 10 writes
//     (BENCH_SERVER_LOG=FILE keeps that server's log).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startServer } from './lib/server-process.ts';
import { firstTap, jsBudgetTable, lighthouseMobile, siteFixtures } from './lib/web-budgets.ts';
import { buildSite } from '../server/site/astro-process.ts';
import { precompress } from '../server/site/precompress.ts';
import { formatNaira } from '../src/lib/format.ts';

const { values } = parseArgs({
  options: {
    'skip-scale': { type: 'boolean', default: false },
    'only-scale': { type: 'boolean', default: false },
    // Only the server's own build and the write-to-live measurement (with --seeded).
    'only-live': { type: 'boolean', default: false },
    // A data folder seeded already with `npm run seed -- --branches 10000` (copied, not changed): skips the seeding.
    seeded: { type: 'string' },
    runs: { type: 'string', default: '3' },
    // Only the first-load budgets: JavaScript per page, the first tap on slow 4G and Lighthouse (no 10k build).
    'only-js': { type: 'boolean', default: false },
    // Measure the site running at this origin (e.g. http://127.0.0.1:4321) instead of starting one on the demo data.
    url: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // The script files each page loaded.
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function waitForSite(url: string) {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the site was not built in time');
}

async function scaleBuild() {
  console.log('\n3. Full build of the 10,000-branch generated catalog');
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-10k-'));
  const outDir = join(dataDir, 'site');
  try {
    if (values.seeded) {
      cpSync(values.seeded, dataDir, { recursive: true });
      rmSync(join(dataDir, 'site'), { recursive: true, force: true });
    } else {
      const seeded = spawnSync(process.execPath, ['server/seed/cli.ts', '--branches', '10000'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      console.log(`   ${seeded.stdout.trim().split('\n').at(-1)}`);
    }
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'off' });
    try {
      // As the server's own builder runs it.
      const started = performance.now();
      const site = { projectRoot: process.cwd(), apiUrl: `${server.url}/api`, siteUrl: 'http://localhost:4321' };
      const built = await buildSite(site, outDir, (line) => console.log(line));
      const seconds = (performance.now() - started) / 1000;
      if (!built) throw new Error('the build failed');
      built.renderer.stop();
      const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
        (f) => f.endsWith('.html') || f.endsWith('.xml'),
      ).length;
      const cpu = built.usage.cpuMs / 1000;
      console.log(
        `   ${pages} pages in ${seconds.toFixed(1)} s: ${(pages / seconds).toFixed(0)} pages/s for the whole build ` +
          '(loading 10,000 branches from the API included)',
      );
      // On a shared machine wall time varies with the load; CPU time says what the build itself costs.
      console.log(
        `   peak memory ${(built.usage.peakKb / 1024).toFixed(0)} MB; CPU ${cpu.toFixed(0)} s ` +
          `(${(pages / cpu).toFixed(0)} pages per CPU-second; load average ${loadavg()[0]!.toFixed(1)})`,
      );
      const compressStarted = performance.now();
      const files = await precompress(outDir);
      const compressSeconds = (performance.now() - compressStarted) / 1000;
      console.log(
        `   compression at build time (brotli and gzip of ${files} files): ${compressSeconds.toFixed(1)} s; ` +
          `build and compression: ${(pages / (seconds + compressSeconds)).toFixed(0)} pages/s`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await liveWrites(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server builds the 10,000-branch site itself, then 10 price changes: seconds from the write to the live page. */
async function liveWrites(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_REQUESTS: 'off' });
  try {
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
    console.log(
      `   the server's own first build (with compression): ${/site: built in (\d+) ms/.exec(server.output())?.[1]} ms`,
    );
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
    const index = (await (await fetch(`${server.url}/api/Catalog/BranchIndex`)).json()) as {
      data: { branchId: string; branchUrl: string }[];
    };
    const url = `${server.url}/branches/${index.data.find((b) => b.branchId === login.branchId)!.branchUrl}`;
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
    console.log(
      `   the server's live updates (${updates.length}, from the update's start to the swap): median ` +
        `${median(updates)} ms, worst ${Math.max(...updates)} ms; full builds meanwhile: ` +
        `${server.output().split('site: building').length - 2}`,
    );
    const renders = [...server.output().matchAll(/live in \d+ ms .*rendered by (.+) in (\d+) ms/g)];
    if (renders.length) {
      const by = [...new Set(renders.map((m) => m[1]!.replace(/ \(pid \d+\)/, '')))].join(', ');
      console.log(
        `   of which rendering the changed pages (by ${by}): median ${median(renders.map((m) => Number(m[2])))} ms`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, server.output());
  }
}

/** The budgets of a running site (`--url`), else of a fresh one started here on the demo catalog. */
async function budgets() {
  if (values.url) return measureSite(values.url.replace(/\/$/, ''));
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: base,
      LOG_REQUESTS: 'off',
    },
    stdio: 'ignore',
  });
  try {
    await waitForSite(`${base}/`);
    await measureSite(base);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureSite(base: string) {
  console.log(`Site: ${base}`);
  const site = await siteFixtures(base);
  await jsBudgetTable(base, site.pages, values.verbose);
  await firstTap(base, site.tap, runs);
  if (!values['skip-lighthouse']) await lighthouseMobile(base, site.lighthouse, runs);
}

if (!values['only-scale'] && !values['only-live']) await budgets();
if (values['only-live'] && values.seeded) {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-live-'));
  cpSync(values.seeded, dataDir, { recursive: true });
  rmSync(join(dataDir, 'site'), { recursive: true, force: true });
  try {
    await liveWrites(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
} else if (!values['skip-scale'] && !values['only-js']) await scaleBuild();
