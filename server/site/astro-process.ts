/**
 * Runs `astro build` for the site builder, in a child process. A build that succeeds leaves its process up as the
 * resident renderer (src/integrations/resident.ts): the live path asks it to render a partial job's pages instead of
 * starting another build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RendererMessage, RenderRequest } from '../../src/integrations/resident.ts';
import { isRunning } from '../lib/processes.ts';
import type { PartialJob } from '../../src/lib/site-paths.ts';

export interface AstroSite {
  projectRoot: string;
  apiUrl: string;
  siteUrl: string;
}

/** A render that takes longer than this is given up (the renderer is stopped; the live update fails). */
const RENDER_TIMEOUT_MS = 120_000;

export class Renderer {
  private nextId = 1;
  private readonly child: ChildProcess;

  constructor(child: ChildProcess) {
    this.child = child;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.connected;
  }

  /** Renders the job's pages into outDir; resolves with the number of pages written. */
  render(job: PartialJob, outDir: string): Promise<number> {
    const request: RenderRequest = { id: this.nextId++, job, outDir };
    return new Promise((resolve, reject) => {
      const done = (err?: Error, pages = 0) => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        if (err) reject(err);
        else resolve(pages);
      };
      const onMessage = (message: RendererMessage) => {
        if (message.type === 'rendered' && message.id === request.id) done(undefined, message.pages);
        if (message.type === 'failed' && message.id === request.id) done(new Error(message.message));
      };
      const onExit = () => done(new Error('the renderer stopped'));
      const timer = setTimeout(() => {
        done(new Error(`no answer from the renderer in ${RENDER_TIMEOUT_MS / 1000} s`));
        this.stop();
      }, RENDER_TIMEOUT_MS);
      this.child.on('message', onMessage);
      this.child.on('exit', onExit);
      this.child.send(request);
    });
  }

  stop(): void {
    this.child.kill();
  }
}

export interface BuiltSite {
  renderer: Renderer;
  /** The build's peak memory (KB) and CPU time (ms). */
  usage: { peakKb: number; cpuMs: number };
}

/**
 * Builds the site into outDir (with `env`, e.g. SITE_PARTIAL for a partial build). Resolves with the renderer the
 * build's process becomes and what the build used, or null when the build failed (its output is logged) or was
 * stopped by `signal`.
 */
export async function buildSite(
  site: AstroSite,
  outDir: string,
  log: (line: string) => void,
  env: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<BuiltSite | null> {
  // While it renders, Astro keeps the pages' server code under the working directory when the output folder is
  // outside it, and that code imports packages by name, so it must sit inside the project. Each build runs from a
  // folder of its own there: two builds at once (two server processes; the site tests side by side) would otherwise
  // overwrite each other's. The folder goes when the process ends, or with the next build after its server has gone.
  const cache = join(site.projectRoot, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  await removeOrphans(cache);
  const work = await mkdtemp(join(cache, `site-build-${process.pid}-`));
  const astro = join(site.projectRoot, 'node_modules/astro/bin/astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', '--silent', '--root', site.projectRoot], {
    cwd: work,
    env: {
      ...process.env,
      API_URL: site.apiUrl,
      SITE_URL: site.siteUrl,
      SITE_OUT_DIR: outDir,
      SITE_RESIDENT: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.on('exit', () => void rm(work, { recursive: true, force: true }));
  const stop = () => child.kill();
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return new Promise((resolve) => {
    let built = false;
    child.on('message', (message: RendererMessage) => {
      if (message.type !== 'built' || built) return;
      built = true;
      signal?.removeEventListener('abort', stop);
      resolve({ renderer: new Renderer(child), usage: { peakKb: message.peakKb, cpuMs: message.cpuMs } });
    });
    child.on('error', (err) => {
      log(`site: could not start the build: ${err.message}`);
      resolve(null);
    });
    child.on('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (built) return;
      if (!signal?.aborted) log(`site: astro build exited with ${code}:\n${output}`);
      resolve(null);
    });
  });
}

/** Removes the build folders of server processes that have ended (their renderers end with them). */
async function removeOrphans(cache: string) {
  for (const name of await readdir(cache)) {
    const pid = Number(/^site-build-(\d+)-/.exec(name)?.[1]);
    if (pid && !isRunning(pid)) await rm(join(cache, name), { recursive: true, force: true });
  }
}
