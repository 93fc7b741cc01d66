/**
 * The production topology of the README's "At scale", started for `npm run bench:day` inside one temporary folder:
 * a PostgreSQL database of its own, API processes on fixed ports (one of them the site's builder) and nginx with a
 * copy of deploy/nginx.conf. Nothing here touches the repository's own data/ folder.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const NGINX_PACKAGES = ['nginx-light', 'libnginx-mod-http-brotli-static'];

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Installs Debian's nginx when it is missing (as root, or with sudo that asks no password); answers its path. */
export function ensureNginx(): string {
  if (!onPath('nginx')) {
    const root = process.getuid?.() === 0;
    const sudo = !root && onPath('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0;
    if (!root && !sudo)
      throw new Error(
        `nginx is not installed, and this user cannot install it (no root, no password-less sudo). ` +
          `Install it first: sudo apt-get install -y ${NGINX_PACKAGES.join(' ')}`,
      );
    console.log(`installing nginx: apt-get install -y ${NGINX_PACKAGES.join(' ')}`);
    const install = ['apt-get', 'install', '-y', ...NGINX_PACKAGES];
    execFileSync(root ? install[0]! : 'sudo', root ? install.slice(1) : install, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
}

export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  /** The end of its log (stdout and stderr go to a file, so a busy pipe never slows the server). */
  logTail: (lines?: number) => string;
}

/**
 * Starts `node server/main.ts` on a fixed port (nginx's upstream names it) and resolves once `/api/health` answers
 * 200; with `site: true`, once it also says the site is built (the builder's first build).
 */
export async function startApi(
  name: string,
  port: number,
  env: Record<string, string>,
  logFile: string,
  options: { site?: boolean; timeoutMs?: number } = {},
): Promise<ApiProcess> {
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    // With a channel, the API stops if the bench is killed (server/main.ts).
    stdio: ['ignore', out, out, 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logTail = (lines = 20) => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  const api = { name, port, child, exited, logTail };
  const deadline = performance.now() + (options.timeoutMs ?? 20 * 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} stopped while starting:\n${logTail()}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then(async (r) => (r.ok ? ((await r.json()) as { data: { site: string } }) : undefined))
      .catch(() => undefined);
    if (health && (!options.site || health.data.site === 'built')) return api;
    if (performance.now() > deadline) throw new Error(`${name} was not ready in time:\n${logTail()}`);
    await new Promise((r) => setTimeout(r, options.site ? 1000 : 100));
  }
}

/** SIGTERM (the graceful stop), then SIGKILL if it has not stopped in 15 s. */
export async function stopApi(api: ApiProcess | undefined) {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
  await api.exited;
  clearTimeout(timer);
}

export interface Nginx {
  child: ChildProcess;
  port: number;
  errorLog: () => string;
  /** The pids of its worker processes (for the CPU figures). */
  workers: () => number[];
  stop: () => Promise<void>;
}

/**
 * nginx with the repository's deploy/nginx.conf, copied to `<prefix>/deploy/` with only its ports changed; started
 * with `-p <prefix>/` as the README starts it from the repository, so its relative paths (`data/site/current`, the
 * pid, the error log and the temp folders under `data/`) land in the bench's folder. Kept in the foreground
 * (`daemon off`) as this process's child, so it cannot outlive a bench that stops halfway.
 */
export async function startNginx(
  prefix: string,
  ports: { listen: number; upstreams: [number, number] },
): Promise<Nginx> {
  const conf = join(prefix, 'deploy', 'nginx.conf');
  mkdirSync(join(prefix, 'deploy'), { recursive: true });
  mkdirSync(join(prefix, 'data', 'nginx-temp'), { recursive: true });
  copyFileSync('deploy/page-headers.conf', join(prefix, 'deploy', 'page-headers.conf'));
  let text = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 8080;/, `listen 127.0.0.1:${ports.listen};`)
    .replace(/server 127\.0\.0\.1:4322 /, `server 127.0.0.1:${ports.upstreams[0]} `)
    .replace(/server 127\.0\.0\.1:4323 /, `server 127.0.0.1:${ports.upstreams[1]} `);
  // As the config's own comment says: without the module, without its two lines.
  if (!existsSync(BROTLI_MODULE)) text = text.replace(/^load_module .*brotli.*$/m, '').replace(/brotli_static on;/, '');
  writeFileSync(conf, text);
  const errorLogFile = join(prefix, 'data', 'nginx-error.log');
  const args = ['-c', conf, '-p', `${prefix}/`, '-e', errorLogFile];
  execFileSync('nginx', [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${ports.listen}/api/health`).catch(() => undefined);
    if (up) break;
    if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start:\n${readLog(errorLogFile)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    port: ports.listen,
    errorLog: () => readLog(errorLogFile),
    workers: () => childrenOf(child.pid!),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      spawnSync('nginx', [...args, '-s', 'stop'], { stdio: 'ignore' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const readLog = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** The pids whose parent is `pid` (from /proc). */
export function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}
