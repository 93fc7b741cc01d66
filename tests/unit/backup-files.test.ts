import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupName, backupTime, firstBackupDelay, listBackups, pruneBackups } from '../../server/ops/backup.ts';

const dir = mkdtempSync(join(tmpdir(), 'salon-backup-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup files', () => {
  it('name a backup by its UTC date and time, and read it back', () => {
    const at = new Date('2026-11-23T09:46:25.230Z');
    expect(backupName(at)).toBe('salonbook-2026-11-23T09-46-25.230Z.tar.gz');
    expect(backupTime(backupName(at))).toEqual(at);
  });

  it('keep the newest BACKUP_KEEP and leave other files alone', async () => {
    const days = [3, 1, 5, 2, 4].map((d) => backupName(new Date(Date.UTC(2026, 10, d, 2))));
    for (const name of [...days, 'notes.txt', 'salonbook-manual.tar.gz']) writeFileSync(join(dir, name), 'x');
    expect(await listBackups(dir)).toEqual([...days].sort());
    const removed = await pruneBackups(dir, 2);
    expect(removed).toEqual([...days].sort().slice(0, 3));
    expect(readdirSync(dir).sort()).toEqual(
      [
        backupName(new Date(Date.UTC(2026, 10, 4, 2))),
        backupName(new Date(Date.UTC(2026, 10, 5, 2))),
        'notes.txt',
        'salonbook-manual.tar.gz',
      ].sort(),
    );
    expect(await pruneBackups(dir, 0)).toEqual([]);
  });

  it('make the first daily backup a day after the newest, and a minute after start when that is past', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(firstBackupDelay(undefined, now)).toBe(60_000);
    expect(firstBackupDelay(backupName(new Date('2026-11-20T12:00:00Z')), now)).toBe(60_000);
    expect(firstBackupDelay(backupName(new Date('2026-11-23T02:00:00Z')), now)).toBe(14 * 3_600_000);
  });
});
