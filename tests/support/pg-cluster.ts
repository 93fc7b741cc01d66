/**
 * A PostgreSQL cluster of a test's own, from the installed server binaries: initdb into a temporary folder, a free
 * port on 127.0.0.1, trust authentication. Stopping and restarting it disturbs no other test. initdb refuses to run
 * as root, so as root the cluster belongs to the `postgres` user and its commands run through runuser.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../scripts/lib/server-process.ts';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (Debian's layout), or null when there is none. */
export function postgresBinaries(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')) && existsSync(join(ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(ROOT, versions[0]!, 'bin') : null;
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

export class PgCluster {
  readonly dir: string;
  readonly port: number;
  private readonly bin: string;
  private readonly asPostgres: boolean;

  private constructor(bin: string, dir: string, port: number, asPostgres: boolean) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
    this.asPostgres = asPostgres;
  }

  static async create(bin: string): Promise<PgCluster> {
    const dir = mkdtempSync(join(tmpdir(), 'salon-pg-'));
    const owner = await postgresUser();
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const cluster = new PgCluster(bin, dir, await freePort(), owner !== null);
    await cluster.exec('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    return cluster;
  }

  get dataDir() {
    return join(this.dir, 'data');
  }

  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
    await this.exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** fast: the way a restart or failover ends sessions (57P01 to every open connection). */
  async stop(mode: 'fast' | 'immediate' = 'fast') {
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  async createDatabase(name: string) {
    const admin = new pg.Client({ connectionString: this.url() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }

  async destroy() {
    await this.stop('immediate').catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async exec(command: string, args: string[]) {
    const path = join(this.bin, command);
    const [file, argv] = this.asPostgres ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    // Run from the cluster's folder: the postgres user may not be allowed into the current one.
    await run(file, argv, { cwd: this.dir });
  }
}
