// npm run bench:branch — how long a new branch takes to appear on the public site, on the demo data: the demo owner
// opens a branch (a copy of their main one) through the API, then its page is asked for every 50 ms until it answers
// 200. Prints each run and the median of 5 (issue 28).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../server/seed/seed.ts';
import { startServer } from './lib/server-process.ts';

const runs = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 600_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `path` until it answers 200; the milliseconds it took. */
async function until200(path: string, started: number, limitMs: number): Promise<number> {
  for (;;) {
    const res = await fetch(`${server.url}${path}`).catch(() => undefined);
    if (res?.status === 200) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`${path} did not answer 200 within ${limitMs} ms`);
    await sleep(50);
  }
}

try {
  // The first build of the whole site comes first.
  await until200('/', performance.now(), 600_000);
  const { email, password } = DEMO_ACCOUNTS.business;
  const login = await fetch(`${server.url}/api/Auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ Username: email, Password: password }),
  }).then((r) => r.json() as Promise<{ token: string; branchId: string }>);
  const headers = { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/Branch/Insert`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        branchName: `Bench Annex ${i + 1}`,
        address: `${10 + i} Commercial Avenue`,
        location: 'Yaba',
        city: 'Lagos',
        phoneNumber: '0803 777 8888',
        copyFrom: login.branchId,
      }),
    });
    if (!res.ok) throw new Error(`Branch/Insert answered ${res.status}: ${await res.text()}`);
    const { data: branchId } = (await res.json()) as { data: string };
    const branch = (await fetch(`${server.url}/api/Branch/GetById/${branchId}`).then((r) => r.json())) as {
      data: { branchUrl: string };
    };
    times.push(await until200(`/branches/${branch.data.branchUrl}`, started, 120_000));
    console.log(`run ${i + 1}: ${Math.round(times.at(-1)!)} ms from Branch/Insert to its page answering 200`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median of ${runs}: ${Math.round(sorted[Math.floor(runs / 2)]!)} ms (demo data, embedded database)`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
