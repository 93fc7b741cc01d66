/**
 * kill -9 loses nothing that was answered as saved: every id the writer printed after its commit is still there, and
 * every booking the real server answered "confirmed" during a burst is there after it was killed and restarted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server-process.ts';
import { openDatabase } from '../../server/db/client.ts';
import { faqs } from '../../server/db/schema.ts';
import { createRandom } from '../../server/seed/random.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/seed.ts';
import { attemptBooking, call, caller, loadSalon, login } from '../support/booking-client.ts';
import { demoDatabase } from './fixtures/shared.ts';

const dir = mkdtempSync(join(tmpdir(), 'salon-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writeThenKill(wanted: number): Promise<string[]> {
  const child = spawn(process.execPath, ['tests/process/fixtures/writer.ts', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const saved: string[] = [];
  let buffer = '';
  await new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (line.startsWith('saved ')) saved.push(line.slice(6));
      if (saved.length >= wanted && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
  });
  return saved;
}

it('every commit the writer reported survives SIGKILL, twice in a row', async () => {
  // A migrated database of its own to write to (a fresh one would cost the writer PGlite's initdb first).
  await demoDatabase(dir);
  const first = await writeThenKill(150);
  const second = await writeThenKill(150);
  expect(first.length).toBeGreaterThanOrEqual(150);
  expect(second.length).toBeGreaterThanOrEqual(150);
  const database = await openDatabase({ dataDir: dir });
  const all = [...first, ...second];
  const found = await database.db.select({ id: faqs.id }).from(faqs).where(inArray(faqs.id, all));
  await database.close();
  expect(found.length).toBe(all.length);
});

it('kill -9 of npm start during a burst of bookings: every acknowledged booking is there after a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-durability-server-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'off', LOG_REQUESTS: 'off' };
  // A data folder with the demo catalog, as the first start leaves it (server.test.ts proves that start).
  await demoDatabase(join(dataDir, 'db'));
  let server = await startServer(env);
  try {
    const send = caller(server.url);
    const { token } = await login(send, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const top = await send('/api/Branch/GetTopActiveBranches');
    const salons = await Promise.all(
      (top.body.data as { branchUrl: string }[]).slice(0, 3).map((b) => loadSalon(send, b.branchUrl)),
    );
    const rnd = createRandom(Date.now() % 100_000);
    const acknowledged: string[] = [];
    let attempts = 0;
    let killed = false;
    // Six clients book as fast as they can; the server is killed once 60 bookings were answered "confirmed".
    const client = async () => {
      while (!killed) {
        const attempt = await attemptBooking(send, token, rnd.pick(salons), rnd);
        if (!attempt.employeeId) continue;
        attempts++;
        if (attempt.answer!.status === 200) acknowledged.push(attempt.answer!.body.data);
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, client));
    await server.exited;

    server = await startServer(env);
    const mine = await call(server.url, '/api/Appointment/GetByUser', { token });
    const found = new Set((mine.body.data as { appointmentId: string }[]).map((a) => a.appointmentId));
    const lost = acknowledged.filter((id) => !found.has(id));
    console.log(
      `embedded kill -9 during bookings: ${attempts} attempts, ${acknowledged.length} acknowledged, ` +
        `${lost.length} lost`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(lost).toEqual([]);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
