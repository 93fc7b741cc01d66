// npm run bench:web [-- --skip-scale | --only-scale] [-- --runs 3]
// Measures the site's budgets (issue 3) and prints figures, not pass/fail:
//  1. JavaScript fetched on first load without interaction (gzip), per page;
//  2. Lighthouse (mobile) on /, a branch page and a blog page: median of runs;
//  3. a full build of the 10,000-branch generated catalog: pages per second and peak memory, compression at build
//     time, the server's own full build, and seconds from a write (a service's price) to the live page, 10 writes.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.ts';
import { freePort, startServer } from './lib/server-process.ts';
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
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForSite(url: string) {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the site was not built in time');
}

async function jsWeight(base: string, paths: Record<string, string>) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  console.log('\n1. JavaScript on first load, no interaction (gzip)');
  for (const [name, path] of Object.entries(paths)) {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => undefined);
      if (body) scripts.set(res.url(), gzipSync(body).length);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Let idle and visible islands hydrate, as they would for a person reading the page.
    await page.waitForTimeout(1500);
    const html = await page.content();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .join('');
    const total = [...scripts.values()].reduce((a, b) => a + b, 0) + gzipSync(inline).length;
    console.log(`   ${name.padEnd(10)} ${kb(total).padStart(9)}  (${scripts.size} files + inline)`);
    await page.close();
  }
  await browser.close();
}

async function lighthouseScores(base: string, paths: Record<string, string>) {
  console.log(`\n2. Lighthouse, mobile, median of ${runs}`);
  const chrome = await launch({ chromePath: await chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    for (const [name, path] of Object.entries(paths)) {
      const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(scores),
        });
        for (const key of Object.keys(scores))
          scores[key]!.push(Math.round((result!.lhr.categories[key]!.score ?? 0) * 100));
      }
      console.log(
        `   ${name.padEnd(10)} ${Object.entries(scores)
          .map(([k, v]) => `${k} ${median(v)}`)
          .join(', ')}`,
      );
    }
  } finally {
    chrome.kill();
  }
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
      const started = performance.now();
      const build = spawn('/usr/bin/time', ['-v', process.execPath, 'node_modules/astro/bin/astro.mjs', 'build'], {
        env: { ...process.env, API_URL: `${server.url}/api`, SITE_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      let out = '';
      build.stdout.on('data', (d) => (out += d));
      build.stderr.on('data', (d) => (out += d));
      const code = await new Promise<number | null>((r) => build.on('exit', r));
      const seconds = (performance.now() - started) / 1000;
      const pages = Number(/(\d+) page\(s\) built/.exec(out)?.[1] ?? NaN);
      const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(out)?.[1] ?? NaN);
      // On a shared machine wall time varies with the load; CPU time says what the build itself costs.
      const cpu =
        Number(/User time \(seconds\): ([\d.]+)/.exec(out)?.[1] ?? NaN) +
        Number(/System time \(seconds\): ([\d.]+)/.exec(out)?.[1] ?? NaN);
      if (code !== 0) console.log(out.slice(-3000));
      const render = /generating static routes[\s\S]*?Completed in ([\d.]+)(m?s)/.exec(out);
      const renderSeconds = render ? Number(render[1]) / (render[2] === 'ms' ? 1000 : 1) : NaN;
      console.log(
        `   ${pages} pages in ${seconds.toFixed(1)} s: ${(pages / seconds).toFixed(0)} pages/s for the whole build ` +
          '(loading 10,000 branches from the API included)',
      );
      console.log(
        `   rendering alone: ${renderSeconds.toFixed(1)} s, ${(pages / renderSeconds).toFixed(0)} pages/s; ` +
          `peak memory ${(peakKb / 1024).toFixed(0)} MB; CPU ${cpu.toFixed(0)} s ` +
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
      if (health?.data.site === 'built') break;
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
        const html = await (await fetch(url)).text();
        if (html.includes(formatNaira(price))) break;
        if (performance.now() - wrote > 300_000) throw new Error('the change was not live within 5 minutes');
        await new Promise((r) => setTimeout(r, 100));
      }
      seconds.push((performance.now() - wrote) / 1000);
    }
    console.log(
      `   write to live page, 10 writes: median ${median(seconds).toFixed(1)} s, worst ` +
        `${Math.max(...seconds).toFixed(1)} s (${seconds.map((x) => x.toFixed(1)).join(', ')})`,
    );
    const renders = [...server.output().matchAll(/live in (\d+) ms .*render (\d+) ms/g)].map((m) => Number(m[2]));
    if (renders.length)
      console.log(`   of which the partial render (astro build of the changed pages): median ${median(renders)} ms`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

async function budgets() {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: base },
    stdio: 'ignore',
  });
  try {
    await waitForSite(`${base}/`);
    const top = (await (await fetch(`${base}/api/Branch/GetTopActiveBranches`)).json()) as {
      data: { branchUrl: string }[];
    };
    const blogs = (await (await fetch(`${base}/api/Blog/Get`)).json()) as { data: { url: string }[] };
    const branch = `/branches/${top.data[0]!.branchUrl}`;
    const blog = `/blogs/${blogs.data[0]!.url}`;
    await jsWeight(base, {
      home: '/',
      branch,
      branches: '/branches',
      blog,
      faq: '/faq',
      about: '/about-us',
      contact: '/contactus',
    });
    await lighthouseScores(base, { home: '/', branch, blog });
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
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
} else if (!values['skip-scale']) await scaleBuild();
