// npm run bench:backup [runs] — backup and restore times of the demo database, as a person runs them: `npm run backup`
// with the server stopped and while it runs, `npm run restore` into a fresh folder. Medians of `runs` (default 5).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib/server-process.ts';

const runs = Number(process.argv[2] ?? 5);
const root = mkdtempSync(join(tmpdir(), 'salon-bench-backup-'));
const dataDir = join(root, 'data');
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'off', LOG_REQUESTS: 'off', BACKUP_KEEP: '100' };

/** Runs a script; answers its wall time and its output. */
function timed(script: string, args: string[], extra: Record<string, string> = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env, ...extra },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise<{ ms: number; out: string }>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve({ ms: performance.now() - started, out }) : reject(new Error(`${script} exited ${code}`)),
    ),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const report = (what: string, xs: number[]) =>
  console.log(`${what}: median ${Math.round(median(xs))} ms (${xs.map((x) => Math.round(x)).join(', ')})`);

try {
  // The first start migrates and seeds the demo catalog.
  const seeded = await startServer(env);
  seeded.child.kill('SIGTERM');
  await seeded.exited;

  const stopped: number[] = [];
  let file = '';
  for (let i = 0; i < runs; i++) {
    const r = await timed('scripts/backup.ts', []);
    stopped.push(r.ms);
    file = r.out.match(/backup written: (\S+)/)![1]!;
  }
  const server = await startServer(env);
  const running: number[] = [];
  const inServer: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const r = await timed('scripts/backup.ts', []);
      running.push(r.ms);
      inServer.push(Number(r.out.match(/, (\d+) ms\)/)![1]));
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const restore: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await timed('scripts/restore.ts', [file], { DATA_DIR: join(root, `restored-${i}`) });
    restore.push(r.ms);
  }
  console.log(`demo database backup: ${(statSync(file).size / 1e6).toFixed(1)} MB (${file.split('/').at(-1)})`);
  report('npm run backup, server stopped (whole command)', stopped);
  report('npm run backup, server running (whole command)', running);
  report('  of which the server writing the backup', inServer);
  report('npm run restore into a fresh folder (whole command)', restore);
} finally {
  rmSync(root, { recursive: true, force: true });
}
