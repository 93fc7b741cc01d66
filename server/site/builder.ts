/**
 * Keeps the pre-rendered site fresh: builds it with Astro (a child process reading this server's API) when it is
 * missing or stale, after catalog changes (debounced) and on a schedule, and swaps the new build in atomically.
 * A build that fails leaves the previous one serving.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface BuildState {
  dir: string;
  /** The catalog version the build was made from. */
  catalog: string | null;
  /** A fingerprint of the site's own source (pages, components, public files). */
  source: string;
  builtAt: string;
}

export interface SiteBuilderOptions {
  projectRoot: string;
  /** Where builds and the state file live, e.g. data/site. */
  siteDir: string;
  apiUrl: string;
  siteUrl: string;
  /** The catalog's current version (its last change). */
  catalogVersion: () => Promise<string | null>;
  debounceMs?: number;
  log?: (line: string) => void;
}

const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

export class SiteBuilder {
  private state: BuildState | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly log: (line: string) => void;
  private readonly options: SiteBuilderOptions;

  constructor(options: SiteBuilderOptions) {
    this.options = options;
    this.log = options.log ?? console.log;
  }

  /** The folder being served, or null before the first build. */
  current(): string | null {
    return this.state?.dir ?? null;
  }

  /** Loads the last build's state from disk. */
  async load(): Promise<void> {
    try {
      const state = JSON.parse(await readFile(this.statePath, 'utf8')) as BuildState;
      if ((await stat(join(state.dir, 'index.html'))).isFile()) this.state = state;
    } catch {
      this.state = null;
    }
  }

  /** Builds when there is no build, or the catalog or the site's source changed since the last one. */
  async ensureFresh(): Promise<void> {
    const [catalog, source] = await Promise.all([
      this.options.catalogVersion(),
      sourceFingerprint(this.options.projectRoot),
    ]);
    if (this.state && this.state.catalog === catalog && this.state.source === source) return;
    const why = !this.state ? 'no build yet' : this.state.source !== source ? 'site source changed' : 'catalog changed';
    await this.build(why);
  }

  /** Call after a catalog change: rebuilds once things have been quiet for a moment. */
  catalogChanged(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.build('catalog changed'), this.options.debounceMs ?? 5000);
    this.timer.unref();
  }

  /** Runs one build; a request during a build runs one more right after it. */
  build(reason: string): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    // Never rejects: a build fired from a timer must not take the process down (e.g. while the database is away).
    this.running = this.runBuild(reason)
      .catch((err: Error) => this.log(`site: build failed (${err.message}); the previous build keeps serving`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.build('changes during the last build');
        }
      });
    return this.running;
  }

  /** Waits for a build in progress (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private get statePath() {
    return join(this.options.siteDir, 'current.json');
  }

  private async runBuild(reason: string): Promise<void> {
    const started = performance.now();
    const [catalog, source] = await Promise.all([
      this.options.catalogVersion(),
      sourceFingerprint(this.options.projectRoot),
    ]);
    const buildsDir = join(this.options.siteDir, 'builds');
    const dir = join(buildsDir, new Date().toISOString().replace(/[:.]/g, '-'));
    await mkdir(buildsDir, { recursive: true });
    this.log(`site: building (${reason})`);
    const ok = await runAstroBuild(this.options, dir, this.log);
    if (!ok) {
      await rm(dir, { recursive: true, force: true });
      this.log('site: build failed; the previous build keeps serving');
      return;
    }
    const state: BuildState = { dir, catalog, source, builtAt: new Date().toISOString() };
    // Atomic swap: the state file is replaced by a rename, the served folder by one assignment.
    await writeFile(`${this.statePath}.tmp`, JSON.stringify(state, null, 2));
    await rename(`${this.statePath}.tmp`, this.statePath);
    const previous = this.state?.dir;
    this.state = state;
    this.log(`site: built in ${Math.round(performance.now() - started)} ms`);
    await this.prune([dir, previous].filter((d): d is string => Boolean(d)));
  }

  /** Keeps the current and the previous build (requests may still be reading it); removes older ones. */
  private async prune(keep: string[]) {
    const buildsDir = join(this.options.siteDir, 'builds');
    for (const name of await readdir(buildsDir)) {
      const path = join(buildsDir, name);
      if (!keep.includes(path)) await rm(path, { recursive: true, force: true });
    }
  }
}

function runAstroBuild(options: SiteBuilderOptions, outDir: string, log: (line: string) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(options.projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'],
      {
        cwd: options.projectRoot,
        env: {
          ...process.env,
          API_URL: options.apiUrl,
          SITE_URL: options.siteUrl,
          SITE_OUT_DIR: outDir,
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => {
      log(`site: could not start the build: ${err.message}`);
      resolve(false);
    });
    child.on('exit', (code) => {
      if (code !== 0) log(`site: astro build exited with ${code}:\n${output}`);
      resolve(code === 0);
    });
  });
}

/** Paths, sizes and modification times of the site's source files, hashed. */
export async function sourceFingerprint(root: string): Promise<string> {
  const hash = createHash('sha256');
  async function walk(path: string) {
    const info = await stat(path).catch(() => undefined);
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of (await readdir(path)).sort()) await walk(join(path, name));
    } else {
      hash.update(`${relative(root, path)}:${info.size}:${info.mtimeMs}\n`);
    }
  }
  for (const s of SOURCES) await walk(join(root, s));
  return hash.digest('hex').slice(0, 16);
}
