/**
 * Backups of the embedded database as a person runs them: `npm run backup` while the server runs and takes bookings,
 * `npm run restore` into a fresh folder (every row of every table and every image is there), a restore refused while
 * the server runs, the newest BACKUP_KEEP kept, a backup with the server stopped, and PostgreSQL's own tools named
 * when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { createRandom } from '../../server/seed/random.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/seed.ts';
import { attemptBooking, call, caller, loadSalon, login, type Salon, type Session } from '../support/booking-client.ts';
import { demoDatabase } from './fixtures/shared.ts';

const root = mkdtempSync(join(tmpdir(), 'salon-backup-'));
const dataDir = join(root, 'data');
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'off', LOG_REQUESTS: 'off', BACKUP_KEEP: '2' };
let server: RunningServer | undefined;
let customer: Session;
let salons: Salon[];
let imagePath: string;

afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Runs one of our scripts as `npm run` does, with DATA_DIR and the rest of `env`. */
function runScript(script: string, args: string[] = [], extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

async function backup(extra: Record<string, string> = {}) {
  const result = await runScript('scripts/backup.ts', [], extra);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout.match(/backup written: (\S+)/)![1]!;
}

async function restoreInto(file: string, into: string) {
  const result = await runScript('scripts/restore.ts', [file], { DATA_DIR: into });
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

/** Every row of every table, as text, sorted: two databases with the same rows give the same answer. */
async function everyRow(dir: string): Promise<Record<string, string[]>> {
  const db = await openPglite(dir);
  try {
    const tables = await db.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = await db.query<{ row: string }>(`select to_jsonb(t)::text as row from ${name} t`);
      out[name] = rows.rows.map((r) => r.row).sort();
    }
    return out;
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  // A data folder with the demo catalog, as the first start leaves it (server.test.ts proves that start).
  await demoDatabase(join(dataDir, 'db'));
  server = await startServer(env);
  const send = caller(server.url);
  customer = await login(send, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const top = await send('/api/Branch/GetTopActiveBranches');
  salons = await Promise.all(
    (top.body.data as { branchUrl: string }[]).slice(0, 3).map((b) => loadSalon(send, b.branchUrl)),
  );

  // The owner uploads a photo of the salon: an image in DATA_DIR/uploads that the database names.
  const owner = await login(send, DEMO_ACCOUNTS.business.email, DEMO_ACCOUNTS.business.password);
  const details = (await call(server.url, '/api/Business/GetByBranch', { token: owner.token })).body.data;
  const form = new FormData();
  for (const [key, value] of Object.entries(details)) {
    if (typeof value !== 'object' || value === null)
      form.append(key[0]!.toUpperCase() + key.slice(1), String(value ?? ''));
  }
  if (!details.landline) form.set('Landline', '01 555 0101');
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f5b' } })
    .png()
    .toBuffer();
  form.append('ImageFile', new File([png], 'front.png', { type: 'image/png' }));
  const res = await fetch(`${server.url}/api/Business/UpdateBusiness`, {
    method: 'PUT',
    body: form,
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  imagePath = (await call(server.url, '/api/Business/GetByBranch', { token: owner.token })).body.data.imageSrc;
  expect(imagePath).toMatch(/^\/uploads\/branches\/.+\.webp$/);
}, 180_000);

it('npm run backup during a burst of bookings: the restored copy is consistent, with earlier bookings', async () => {
  const send = caller(server!.url);
  const rnd = createRandom(7);
  const acknowledged: string[] = [];
  let stop = false;
  const client = async () => {
    while (!stop) {
      const attempt = await attemptBooking(send, customer.token, rnd.pick(salons), rnd);
      if (attempt.answer?.status === 200 && attempt.employeeId) acknowledged.push(attempt.answer.body.data);
    }
  };
  const clients = Array.from({ length: 3 }, client);
  while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 50));
  const before = [...acknowledged];
  const file = await backup();
  const during = acknowledged.length - before.length;
  stop = true;
  await Promise.all(clients);
  expect(file.startsWith(join(dataDir, 'backups', 'salonbook-'))).toBe(true);
  expect(file).toMatch(/salonbook-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/);
  expect(server!.output()).toMatch(/backup: wrote salonbook-.*\.tar\.gz/);
  expect(statSync(file).mode & 0o777).toBe(0o600); // it holds password hashes: the owner's only

  const into = join(root, 'restored-during-burst');
  expect(await restoreInto(file, into)).toMatch(/restored the backup of .*: \d+ branches, .* 1 images/);
  const db = await openPglite(join(into, 'db'));
  try {
    const found = await db.query<{ id: string }>('select id from appointments where id = any($1)', [before]);
    expect(found.rows.map((r) => r.id).sort()).toEqual([...before].sort());
    // Each booking is one transaction (the appointment and its lines): none is there in part.
    const partial = await db.query<{ n: number }>(
      `select count(*)::int as n from appointments a
        where not exists (select 1 from appointment_services s where s.appointment_id = a.id)`,
    );
    expect(partial.rows[0]!.n).toBe(0);
  } finally {
    await db.close();
  }
  console.log(`backup during a burst: ${before.length} bookings before it, ${during} while it was written`);
}, 180_000);

it('npm run restore refuses while the server runs, and changes nothing', async () => {
  const file = readdirSync(join(dataDir, 'backups')).find((n) => n.endsWith('.tar.gz'))!;
  const result = await runScript('scripts/restore.ts', [file]);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/The server \(pid \d+\) is running on .*\. Stop it first/);
  expect((await call(server!.url, '/api/health')).status).toBe(200);
});

it('a backup restored into a fresh folder holds every row of every table, every image and the token key', async () => {
  const file = await backup();
  server!.child.kill('SIGTERM');
  expect(await server!.exited).toEqual({ code: 0, signal: null });
  server = undefined;

  const into = join(root, 'restored');
  await restoreInto(file, into);
  expect(await everyRow(join(into, 'db'))).toEqual(await everyRow(join(dataDir, 'db')));
  const image = imagePath.replace(/^\/uploads\//, '');
  expect(readFileSync(join(into, 'uploads', image))).toEqual(readFileSync(join(dataDir, 'uploads', image)));
  expect(readFileSync(join(into, 'jwt-secret'))).toEqual(readFileSync(join(dataDir, 'jwt-secret')));

  // The restored folder serves: the same bookings, and the same token still works.
  const restored = await startServer({ ...env, DATA_DIR: into });
  try {
    const mine = await call(restored.url, '/api/Appointment/GetByUser', { token: customer.token });
    expect(mine.status).toBe(200);
    const res = await fetch(`${restored.url}${imagePath}`);
    expect(res.status).toBe(200);
  } finally {
    restored.child.kill('SIGTERM');
    await restored.exited;
  }
}, 180_000);

it('with the server stopped, backs up by itself; keeps the newest BACKUP_KEEP', async () => {
  const kept = readdirSync(join(dataDir, 'backups')).filter((n) => n.endsWith('.tar.gz'));
  const file = await backup();
  const now = readdirSync(join(dataDir, 'backups'))
    .filter((n) => n.endsWith('.tar.gz'))
    .sort();
  expect(now).toHaveLength(2);
  expect(now).toEqual([kept.sort().at(-1)!, file.split('/').at(-1)!]);
  // Nothing half-written stays behind, and the data folder is free again.
  expect(readdirSync(join(dataDir, 'backups')).filter((n) => n.startsWith('.'))).toEqual([]);
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
}, 120_000);

it('restoring over existing data moves that data aside instead of deleting it', async () => {
  const into = join(root, 'restored');
  const file = readdirSync(join(dataDir, 'backups')).find((n) => n.endsWith('.tar.gz'))!;
  const out = await restoreInto(join(dataDir, 'backups', file), into);
  const aside = out.match(/the data it replaced is in (\S+);/)![1]!;
  expect(readdirSync(aside).sort()).toEqual(['db', 'jwt-secret', 'uploads']);
}, 120_000);

it('with DATABASE_URL, npm run backup names PostgreSQL’s own tools', async () => {
  const result = await runScript('scripts/backup.ts', [], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('pg_dump --format=custom');
  expect(result.stderr).toContain('pg_restore');
});
