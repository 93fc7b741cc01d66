/**
 * The daily backup waits until the server is quiet (no full site build running: server/main.ts); one asked for
 * (`npm run backup`) is made at once. The database copy here fails at once, which ends the backup early and logs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { serverBackups } from '../../server/ops/backup.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'salon-backup-schedule-'));
afterEach(() => {
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

const turn = () => new Promise((resolve) => setImmediate(resolve));

it('makes the daily backup once the server is quiet, and one asked for at once', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const copies: string[] = [];
  const logs: string[] = [];
  let nowQuiet!: () => void;
  const quiet = new Promise<void>((resolve) => (nowQuiet = resolve));
  const backups = serverBackups(
    async (to) => {
      copies.push(to);
      throw new Error('no database here');
    },
    { dataDir, backupDir: join(dataDir, 'backups') },
    { keep: 2, quiet: () => quiet, log: (line) => logs.push(line) },
  );
  // The first daily backup is set once the (empty) backup folder has been read: a minute after start.
  while (vi.getTimerCount() === 0) await turn();
  await vi.advanceTimersByTimeAsync(60_000);
  for (let i = 0; i < 20; i++) await turn();
  expect(copies).toEqual([]);

  await expect(backups.now()).rejects.toThrow('no database here');
  expect(copies).toHaveLength(1);

  nowQuiet();
  await vi.waitFor(() => expect(copies).toHaveLength(2));
  await vi.waitFor(() => expect(logs.filter((l) => l === 'backup: failed: no database here')).toHaveLength(2));
  await backups.stop();
});
