import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { openPglite } from '../../server/db/pglite.ts';
import {
  backupName,
  backupTime,
  firstBackupDelay,
  listBackups,
  pruneBackups,
  restoreBackup,
  writeBackup,
} from '../../server/ops/backup.ts';

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

  it('restore a backup of format 1 (PGlite’s own dump of the folder), and refuse a format not known', async () => {
    const old = join(dir, 'old');
    const database = await openDatabase({ dataDir: join(old, 'db') });
    await database.db.execute(sql`create table marker (x int)`);
    await database.db.execute(sql`insert into marker values (42)`);
    await database.close();
    // A backup as the versions before wrote it: db.tar, PGlite's dump, beside the manifest.
    const staging = join(old, 'staging');
    mkdirSync(staging);
    const pglite = await openPglite(join(old, 'db'));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    writeFileSync(join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
    const manifest = (format: number) =>
      JSON.stringify({ format, app: 'salonbook', createdAt: '2026-11-01T02:00:00Z' });
    writeFileSync(join(staging, 'manifest.json'), manifest(1));
    const file = join(old, 'format-1.tar.gz');
    await tar.create({ cwd: staging, gzip: true, file }, ['db.tar', 'manifest.json']);

    const restored = await restoreBackup(file, join(dir, 'restored'));
    expect(restored.rows).toEqual({ branches: 0, users: 0, appointments: 0, reviews: 0 });
    const opened = await openPglite(join(dir, 'restored', 'db'));
    try {
      expect((await opened.query('select x from marker')).rows).toEqual([{ x: 42 }]);
    } finally {
      await opened.close();
    }

    writeFileSync(join(staging, 'manifest.json'), manifest(3));
    const newer = join(old, 'format-3.tar.gz');
    await tar.create({ cwd: staging, gzip: true, file: newer }, ['db.tar', 'manifest.json']);
    await expect(restoreBackup(newer, join(dir, 'refused'))).rejects.toThrow(
      'format-3.tar.gz was written in backup format 3; this version reads 1 and 2.',
    );
  }, 120_000);

  it('pack a backup in a process of the lowest CPU priority, once the database copy is made', async () => {
    const paths = { dataDir: join(dir, 'packing'), backupDir: join(dir, 'packing', 'backups') };
    const copy = async (to: string) => {
      mkdirSync(to, { recursive: true });
      writeFileSync(join(to, 'PG_VERSION'), '17\n');
      // Random bytes do not shrink: gzip works on them for a while.
      writeFileSync(join(to, 'base'), randomBytes(48 * 1024 * 1024));
    };
    /** The nice value of each process packing a folder under this backup folder, as it runs. */
    const seen = new Map<string, number>();
    const look = () => {
      for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
          const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
          if (!cmdline.includes('pack-backup.ts') || !cmdline.includes(paths.backupDir)) continue;
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          seen.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
        } catch {
          // Ended while read.
        }
      }
    };
    const writing = writeBackup(copy, paths, 1);
    let done = false;
    void writing.finally(() => (done = true)).catch(() => {});
    while (!done) {
      look();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const result = await writing;
    expect([...seen.values()]).toEqual([19]);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    const listed: string[] = [];
    await tar.list({ file: result.file, onReadEntry: (entry) => listed.push(entry.path) });
    expect(listed).toEqual(expect.arrayContaining(['db/PG_VERSION', 'db/base', 'manifest.json']));
  }, 120_000);
});
