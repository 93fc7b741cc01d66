/**
 * npm run restore -- FILE: replaces the embedded database, the uploaded images and the token key in DATA_DIR with a
 * backup's. Only while no server runs on DATA_DIR; the data it replaces is moved aside, never deleted.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, lockFile } from '../server/config.ts';
import { lockDataDir, lockHolder } from '../server/db/lock.ts';
import { listBackups, restoreBackup } from '../server/ops/backup.ts';

const config = loadConfig();
const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

if (config.databaseUrl)
  fail('DATABASE_URL is set: restore a PostgreSQL dump with pg_restore (see the README, "Operations").');
const arg = process.argv[2];
if (!arg) {
  const names = await listBackups(config.backupDir);
  fail(
    `usage: npm run restore -- FILE\n` +
      (names.length ? `backups in ${config.backupDir}:\n  ${names.join('\n  ')}` : `no backups in ${config.backupDir}`),
    2,
  );
}
const file = [resolve(arg!), join(config.backupDir, arg!)].find((path) => existsSync(path));
if (!file) fail(`No backup "${arg}": not a file, nor one in ${config.backupDir}.`);

const holder = lockHolder(lockFile(config));
if (holder?.owner === 'server')
  fail(
    `The server (pid ${holder.pid}) is running on ${config.dataDir}. ` +
      `Stop it first (Ctrl-C, or kill -TERM ${holder.pid}), then run npm run restore again.`,
  );
mkdirSync(config.dataDir, { recursive: true });
let unlock = () => {};
try {
  unlock = lockDataDir(lockFile(config), 'restore');
} catch (err) {
  fail((err as Error).message);
}
let failure: string | undefined;
try {
  console.log(`restoring ${file} into ${config.dataDir}`);
  const r = await restoreBackup(file!, config.dataDir);
  const rows = Object.entries(r.rows)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.log(`restored the backup of ${r.createdAt}: ${rows}, ${r.images} images (${Math.round(r.ms)} ms)`);
  if (r.previous) console.log(`the data it replaced is in ${r.previous}; delete that folder once you are sure`);
} catch (err) {
  failure = `Restore failed: ${(err as Error).message}`;
} finally {
  unlock();
}
if (failure) fail(failure);
