/**
 * npm run backup: a backup of the embedded database, the uploaded images and the token key, written into
 * BACKUP_DIR (DATA_DIR/backups) as salonbook-<UTC date and time>.tar.gz. While the server runs it makes the backup
 * itself (it owns the database); otherwise this process opens the database, holding the data folder's lock.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { controlSocket, loadConfig, lockFile, pgliteDir } from '../server/config.ts';
import { copyPglite, openPglite } from '../server/db/pglite.ts';
import { lockDataDir, lockHolder } from '../server/db/lock.ts';
import { writeBackup, type BackupResult } from '../server/ops/backup.ts';
import { requestBackup } from '../server/ops/control.ts';

const POSTGRES_ADVICE = `DATABASE_URL is set: the data lives in PostgreSQL, so back it up with PostgreSQL's own tools:
  pg_dump --format=custom --file=salonbook-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"
and restore such a dump with
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump
For point-in-time recovery use base backups and WAL archiving (pg_basebackup); see the README, "Operations".
Uploaded images are files in DATA_DIR/uploads: copy them too.`;

const config = loadConfig();
if (config.databaseUrl) {
  console.error(POSTGRES_ADVICE);
  process.exit(1);
}

const paths = { dataDir: config.dataDir, backupDir: config.backupDir };
const holder = lockHolder(lockFile(config));
let result: BackupResult;
try {
  if (holder?.owner === 'server') {
    console.log(`the server (pid ${holder.pid}) is running: it makes the backup`);
    result = await requestBackup(controlSocket(config)).catch((err: Error) => {
      throw new Error(`the running server (pid ${holder.pid}) could not make it: ${err.message}`, { cause: err });
    });
  } else {
    if (!existsSync(join(pgliteDir(config), 'PG_VERSION')))
      throw new Error(`there is no database in ${pgliteDir(config)} (DATA_DIR=${config.dataDir}).`);
    const unlock = lockDataDir(lockFile(config), 'backup');
    try {
      const pglite = await openPglite(pgliteDir(config));
      try {
        result = await writeBackup((to) => copyPglite(pglite, pgliteDir(config), to), paths, config.backupKeep);
      } finally {
        await pglite.close();
      }
    } finally {
      unlock();
    }
  }
} catch (err) {
  console.error(`No backup was made: ${(err as Error).message}`);
  process.exit(1);
}
const mb = (result.bytes / 1e6).toFixed(1);
console.log(`backup written: ${result.file} (${mb} MB, ${result.images} images, ${Math.round(result.ms)} ms)`);
if (config.backupKeep > 0) console.log(`keeping the newest ${config.backupKeep} backups in ${config.backupDir}`);
