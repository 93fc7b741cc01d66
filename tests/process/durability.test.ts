/** kill -9 loses nothing that was answered as saved: every id the writer printed after its commit is still there. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { faqs } from '../../server/db/schema.ts';

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
