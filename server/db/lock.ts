/**
 * Embedded PGlite is one process's database: a second server on the same folder would corrupt it, and so would a
 * backup or a restore that opened it beside a server. The lock file holds the owner's pid and what it is; a lock left
 * by a process that no longer runs (a kill -9) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isRunning } from '../lib/processes.ts';

/** What holds the lock: the server, or `npm run backup` / `restore` / `seed` while no server runs. */
export type LockOwner = 'server' | 'backup' | 'restore' | 'seed';
const OWNERS: LockOwner[] = ['server', 'backup', 'restore', 'seed'];

/** The live process holding the lock, or null when none does. */
export function lockHolder(lockPath: string): { pid: number; owner: LockOwner } | null {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
  const [pidText, owner] = text.split('\n');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid === process.pid || !isRunning(pid)) return null;
  return { pid, owner: OWNERS.find((o) => o === owner) ?? 'server' };
}

/** Takes the lock or throws with a message that says what to do. Returns the release function. */
export function lockDataDir(lockPath: string, owner: LockOwner = 'server'): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, `${process.pid}\n${owner}`, { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = lockHolder(lockPath);
      if (holder) {
        const folder = dirname(lockPath);
        throw new Error(
          holder.owner === 'server'
            ? `Another server (pid ${holder.pid}) is using the database in ${folder}. ` +
                'Stop it first, or set DATA_DIR to another folder.'
            : `A ${holder.owner} (pid ${holder.pid}) is using the database in ${folder}. ` +
                'Try again when it has finished.',
          { cause: err },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
