// npm run bench:start — time from `npm start` (process spawn) to the first answered API request on an already
// seeded PGlite database. Prints each run and the median of 5.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib/server-process.ts';

const runs = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'off' };

async function firstAnswer(): Promise<number> {
  const started = performance.now();
  const server = await startServer(env);
  for (;;) {
    const res = await fetch(`${server.url}/api/Branch/GetTopActiveBranches`).catch(() => undefined);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - started;
  server.child.kill('SIGTERM');
  await server.exited;
  return ms;
}

try {
  const seedRun = await startServer(env);
  console.log(`first start (migrate + seed): ${Math.round(seedRun.readyMs)} ms`);
  seedRun.child.kill('SIGTERM');
  await seedRun.exited;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(await firstAnswer());
    console.log(`run ${i + 1}: ${Math.round(times.at(-1)!)} ms to the first answered request`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median of ${runs}: ${Math.round(sorted[Math.floor(runs / 2)]!)} ms (seeded PGlite database)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
