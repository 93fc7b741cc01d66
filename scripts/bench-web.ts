// npm run bench:web [-- --only-js | --skip-scale | --only-scale] [-- --branches 1000,10000,100000]
//                    [-- --seeded 100000=DIR] [-- --url URL] [-- --runs 3] [-- --skip-lighthouse] [-- --verbose]
// Measures the site's budgets and prints figures, not pass/fail:
//  1. JavaScript each page type loads before anyone touches it (gzip) against its goal (issue 15), the first tap on
//     "+ Add" on a slow 4G network, and Lighthouse (mobile) on home, a branch, a blog post, booking and the customer
//     account: median of --runs (scripts/lib/web-budgets.ts). --url measures a running site instead of starting one;
//     --only-js runs just this part;
//  2. the site at each catalog size of --branches (scripts/lib/site-scale.ts): seeded, or copied from a data folder
//     seeded already (--seeded N=DIR,...; not changed), the server's full build (pages per second, peak memory) and
//     10 writes put live; the sizes side by side (BENCH_SERVER_LOG=FILE keeps the last server's log).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './lib/server-process.ts';
import { scale, scaleTable, type ScaleRow } from './lib/site-scale.ts';
import { firstTap, jsBudgetTable, lighthouseMobile, siteFixtures } from './lib/web-budgets.ts';

const { values } = parseArgs({
  options: {
    'skip-scale': { type: 'boolean', default: false },
    'only-scale': { type: 'boolean', default: false },
    // The catalog sizes of the scale part.
    branches: { type: 'string', default: '1000,10000,100000' },
    // Data folders seeded already (`npm run seed -- --branches N`), copied, not changed: N=DIR, comma-separated.
    seeded: { type: 'string', default: '' },
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

async function waitForSite(url: string) {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the site was not built in time');
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
    // With a channel, the server stops if the bench is killed (server/main.ts).
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
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

if (!values['only-scale']) await budgets();
if (!values['skip-scale'] && !values['only-js']) {
  const seeded = new Map(
    values.seeded
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const rows: ScaleRow[] = [];
  for (const n of values.branches.split(',').map(Number)) {
    if (!Number.isInteger(n) || n < 20) throw new Error(`--branches: ${n} is not a catalog size (20 or more)`);
    rows.push(await scale(n, seeded.get(String(n))));
  }
  scaleTable(rows);
}
