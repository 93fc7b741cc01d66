/**
 * Backups of the embedded database. One `.tar.gz` per backup holds the database's data folder, the uploaded images,
 * the JWT secret and a manifest. The data folder is copied after a checkpoint and while PGlite runs nothing (every
 * query waits for it meanwhile: the seconds of a file copy), so it is the state after the last commit: consistent,
 * also while the server runs. It is compressed once the database is let go, by a process of the lowest priority.
 * Images are copied after the database: every image the database names is in the backup.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { openPglite } from '../db/pglite.ts';
import { logInfo } from '../lib/log.ts';

export interface DataPaths {
  dataDir: string;
  backupDir: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  images: number;
  ms: number;
}

/**
 * 2: the data folder as files (`db/`). 1 (read still): the data folder as PGlite's own dump (`db.tar`), which held
 * the database while PGlite read every file into it (6.3 s at 100,000 branches, against 1.6 s for the copy).
 */
const FORMAT = 2;
const READS = [1, FORMAT];
const NAME = /^salonbook-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/;
/** What a backup carries besides the database, relative to DATA_DIR. */
const FILES = ['uploads', 'jwt-secret'];

interface Manifest {
  format: number;
  app: 'salonbook';
  createdAt: string;
  images: number;
}

/** salonbook-2026-05-04T10-22-31.123Z.tar.gz: UTC date and time, sortable by name. */
export const backupName = (at: Date) => `salonbook-${at.toISOString().replace(/:/g, '-')}.tar.gz`;

/** This folder's backups, oldest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  return names.filter((n) => NAME.test(n)).sort();
}

/** The moment a backup was made, from its name. */
export function backupTime(name: string): Date {
  const stamp = name.slice('salonbook-'.length, -'.tar.gz'.length);
  return new Date(stamp.replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3'));
}

/** Copies the embedded database's data folder, consistent, to a new folder (copyPglite, or the database thread's). */
export type CopyDatabase = (to: string) => Promise<void>;

/** Writes a backup of the open database and the files beside it, then keeps only the newest `keep`. */
export async function writeBackup(copyDatabase: CopyDatabase, paths: DataPaths, keep: number): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(paths.backupDir, { recursive: true });
  const staging = await mkdtemp(join(paths.backupDir, '.partial-'));
  try {
    await copyDatabase(join(staging, 'db'));
    const createdAt = new Date();
    for (const name of FILES) {
      const from = join(paths.dataDir, name);
      if (existsSync(from)) await cp(from, join(staging, name), { recursive: true });
    }
    const images = await countFiles(join(staging, 'uploads'));
    const manifest: Manifest = { format: FORMAT, app: 'salonbook', createdAt: createdAt.toISOString(), images };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const file = join(paths.backupDir, backupName(createdAt));
    const partial = `${file}.partial`;
    // Written under another name and renamed once complete, so a backup file is never half a backup.
    await packAside(staging, partial);
    await rename(partial, file);
    await pruneBackups(paths.backupDir, keep);
    return { file, bytes: (await stat(file)).size, images, ms: performance.now() - started };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Packs the staging folder into `file` in a process of its own at the lowest CPU priority (./pack-backup.ts). */
async function packAside(staging: string, file: string): Promise<void> {
  const script = fileURLToPath(new URL('./pack-backup.ts', import.meta.url));
  const child = spawn(process.execPath, [script, staging, file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  try {
    if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  } catch {
    // Ended already (a small folder), or not allowed here: it packs at the server's own priority then.
  }
  const code = await exited;
  if (code !== 0) throw new Error(`packing the backup failed (exit ${code}): ${errors.trim()}`);
}

/** Removes all but the newest `keep` backups (keep 0 keeps everything: nothing automatic runs then). */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  const names = await listBackups(backupDir);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(backupDir, name), { force: true });
  return old;
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

export interface RestoreResult {
  createdAt: string;
  images: number;
  rows: Record<string, number>;
  /** Where the data that was replaced now lives; absent when DATA_DIR held none. */
  previous?: string;
  ms: number;
}

/** Tables whose row counts a restore reports. */
const COUNTED = ['branches', 'users', 'appointments', 'reviews'];

/**
 * Restores a backup into `dataDir`; the caller holds the data folder's lock (no server runs). The backup is unpacked
 * and opened beside the current data first; only then is the current data moved aside (never deleted) and the
 * restored data moved in.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  const started = performance.now();
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(join(dataDir, '.restore-'));
  try {
    await tar.extract({ file, cwd: work, strict: true });
    const manifest = await readManifest(work, file);
    let dump: Blob | undefined;
    if (manifest.format === 1) {
      dump = new Blob([await readFile(join(work, 'db.tar'))]);
      await rm(join(work, 'db.tar'));
    }
    const pglite = await openPglite(join(work, 'db'), dump);
    const rows: Record<string, number> = {};
    try {
      for (const table of COUNTED) {
        const result = await pglite.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        rows[table] = result.rows[0]!.n;
      }
    } finally {
      await pglite.close();
    }

    const previous = join(dataDir, `before-restore-${new Date().toISOString().replace(/:/g, '-')}`);
    let moved = false;
    for (const name of ['db', ...FILES]) {
      if (!existsSync(join(dataDir, name))) continue;
      await mkdir(previous, { recursive: true });
      await rename(join(dataDir, name), join(previous, name));
      moved = true;
    }
    for (const name of ['db', ...FILES]) {
      if (existsSync(join(work, name))) await rename(join(work, name), join(dataDir, name));
    }
    return {
      createdAt: manifest.createdAt,
      images: manifest.images,
      rows,
      previous: moved ? previous : undefined,
      ms: performance.now() - started,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readManifest(dir: string, file: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8').catch(() => '{}')) as Manifest;
  if (manifest.app !== 'salonbook') throw new Error(`${basename(file)} is not a Salonbook backup.`);
  if (!READS.includes(manifest.format))
    throw new Error(
      `${basename(file)} was written in backup format ${manifest.format}; this version reads ${READS.join(' and ')}.`,
    );
  const database = manifest.format === 1 ? 'db.tar' : join('db', 'PG_VERSION');
  if (!existsSync(join(dir, database))) throw new Error(`${basename(file)} is not a Salonbook backup.`);
  return manifest;
}

export interface Backups {
  /** Makes a backup now; a request while one is being written shares that one. */
  now(): Promise<BackupResult>;
  /** Waits for a backup in progress and stops the daily schedule. */
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** How long after start the first daily backup is due: a day after the newest one, but not in the first minute. */
export function firstBackupDelay(newest: string | undefined, now: Date): number {
  const due = newest ? backupTime(newest).getTime() + DAY_MS : 0;
  return Math.max(60_000, due - now.getTime());
}

export interface BackupSchedule {
  /** Backups kept; 0 keeps everything and makes none by itself. */
  keep: number;
  /** Resolves once nothing runs that a daily backup should not compete with for the cores (a full site build). */
  quiet?: () => Promise<void>;
  log?: (line: string) => void;
}

/**
 * The server's backups: on request (`npm run backup` through the control socket) and one a day, the first a minute
 * after start when the newest backup is older than a day (or there is none). A daily one waits for `quiet`; one
 * asked for is made at once. With keep 0 nothing runs by itself.
 */
export function serverBackups(
  copyDatabase: CopyDatabase,
  paths: DataPaths,
  { keep, quiet = async () => {}, log = logInfo }: BackupSchedule,
): Backups {
  let running: Promise<BackupResult> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const now = () => {
    running ??= writeBackup(copyDatabase, paths, keep)
      .then(
        (r) => {
          log(`backup: wrote ${basename(r.file)} (${(r.bytes / 1e6).toFixed(1)} MB, ${Math.round(r.ms)} ms)`);
          return r;
        },
        (err: Error) => {
          log(`backup: failed: ${err.message}`);
          throw err;
        },
      )
      .finally(() => (running = null));
    return running;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      // A failure is logged above; the next one is due tomorrow all the same.
      void quiet()
        .then(() => (stopped ? undefined : now()))
        .catch(() => {});
      schedule(DAY_MS);
    }, ms);
    timer.unref();
  };
  if (keep > 0) void listBackups(paths.backupDir).then((names) => schedule(firstBackupDelay(names.at(-1), new Date())));
  return {
    now,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
