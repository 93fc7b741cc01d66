/**
 * Embedded PGlite is one process's database: a second server on the same folder would corrupt it. The lock file holds
 * the owner's pid; a lock left by a process that no longer runs (a kill -9) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws with a message that says what to do. Returns the release function. */
export function lockDataDir(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        const folder = lockPath.replace(/\/[^/]+$/, '');
        throw new Error(
          `Another server (pid ${owner}) is using the database in ${folder}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
          { cause: err },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
