/**
 * Keeps the pre-rendered site fresh: builds it with Astro (a child process reading this server's API) when it is
 * missing or stale (its source or the content changed, or a day old; checked at start and on a schedule), and swaps
 * the new build in atomically. Between full builds, catalog changes go live through the live path (./live.ts): just
 * the pages that show the changed branches are rendered and moved into the served build. A build or render that fails
 * leaves the previous pages serving.
 */
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buildSite, type Renderer } from './astro-process.ts';
import type { PartialJob } from '../../src/lib/site-paths.ts';
import { applyPartial, MAX_LIVE_CHANGES, planPartial, removeTree, type Change, type IndexEntry } from './live.ts';
import { precompress } from './precompress.ts';
import { logInfo } from '../lib/log.ts';

export interface BuildState {
  dir: string;
  /** The version of what only full builds show (contentVersion) the build was made from. */
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
  /**
   * The version of what only a full build shows (blogs and other content that no branch carries): branches, their
   * services and reviews go live through the live path, which finds them by their branch's version.
   */
  contentVersion: () => Promise<string | null>;
  /** A full build at least this often, for writes made outside the API that moved no branch's version. */
  rebuildHours?: number;
  /** How long after a catalog change the live update starts (changes close together go live together). */
  debounceMs?: number;
  log?: (line: string) => void;
  /** Told how long each full build and each live update took, in seconds, once it is serving (for /metrics). */
  observe?: (kind: 'build' | 'live', seconds: number) => void;
  /** While no build is served, a failed one is tried again after this long (ms). */
  retryFirstBuildMs?: number;
}

const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

/**
 * What the served build shows of each branch, and from when to ask for changes: written whole by a full build
 * (live.json), then one line per live update (live.jsonl) with just the branches it changed, so that an update's
 * cost does not grow with the catalog. A line of another build (a crash between the two writes) is ignored.
 */
interface LiveState {
  build: string;
  cursor: string;
  entries: IndexEntry[];
}
interface LiveLine {
  build: string;
  cursor: string;
  changed: { branchId: string; updatedAt: string; entry?: IndexEntry }[];
}

/** Branches asked for at once (their ids go in the address). */
const IDS_PER_REQUEST = 100;
/** Changes read a page at a time, and at most this many in one live update. */
const CHANGES_PAGE = 1000;
const CHANGES_READ = 10_000;

/** Changes are asked for from a little before the last one seen: a write that committed late is still found. */
const OVERLAP_MS = 10_000;

type Job = { kind: 'full' | 'live'; reason: string };

export class SiteBuilder {
  private state: BuildState | null = null;
  private running: Promise<void> | null = null;
  private runningKind: Job['kind'] | null = null;
  private pending: Job | null = null;
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  /** What the served build shows of each active branch (by id), and the version of each branch it shows. */
  private index = new Map<string, IndexEntry>();
  private versions = new Map<string, string>();
  private cursor: string | null = null;
  private pruning: Promise<void> | undefined;
  /** The process of the last successful build, kept up to render live updates. */
  private renderer: Renderer | null = null;
  private stopped = false;
  private readonly log: (line: string) => void;
  private readonly options: SiteBuilderOptions;

  constructor(options: SiteBuilderOptions) {
    this.options = options;
    this.log = options.log ?? logInfo;
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
    try {
      const live = JSON.parse(await readFile(this.livePath, 'utf8')) as LiveState;
      this.remember(live.entries, live.cursor);
      const lines = (await readFile(this.journalPath, 'utf8').catch(() => '')).split('\n').filter(Boolean);
      for (const line of lines.map((l) => JSON.parse(l) as LiveLine)) {
        if (line.build === live.build) this.note(line.changed, line.cursor);
      }
    } catch {
      // No live state: the next live update renders changed branches from their new description only.
    }
  }

  /**
   * Builds when there is no build, the site's source or the content changed since the last one, or the last one is
   * older than rebuildHours. Not when branches changed: the live path puts those live, at a cost that does not grow
   * with the catalog (a full build of 100,000 branches takes minutes).
   */
  async ensureFresh(): Promise<void> {
    const [content, source] = await Promise.all([
      this.options.contentVersion(),
      sourceFingerprint(this.options.projectRoot),
    ]);
    const age = this.state ? Date.now() - Date.parse(this.state.builtAt) : 0;
    const why = !this.state
      ? 'no build yet'
      : this.state.source !== source
        ? 'site source changed'
        : this.state.catalog !== content
          ? 'content changed'
          : age > (this.options.rebuildHours ?? 24) * 3_600_000
            ? 'the last full build is a day old'
            : undefined;
    if (why) await this.build(why);
  }

  /** Call after a catalog change: the changed pages go live once things have been quiet for a moment. */
  catalogChanged(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.liveUpdate(), this.options.debounceMs ?? 300);
    this.timer.unref();
  }

  /** Runs one full build; a request during a build or update runs it right after. */
  build(reason: string): Promise<void> {
    return this.run({ kind: 'full', reason });
  }

  /** Puts the pages of branches changed since the last look live (a full build when there are too many). */
  liveUpdate(): Promise<void> {
    return this.run({ kind: 'live', reason: 'catalog changed' });
  }

  private run(job: Job): Promise<void> {
    if (this.running) {
      // One job waits; a full build covers a live update.
      if (!this.pending || job.kind === 'full') this.pending = job;
      return this.running;
    }
    // Never rejects: a build fired from a timer must not take the process down (e.g. while the database is away).
    const work = job.kind === 'full' ? this.runBuild(job.reason) : this.runLive();
    const what = job.kind === 'full' ? 'build' : 'live update';
    this.runningKind = job.kind;
    this.running = work
      .catch((err: Error) => this.log(`site: ${what} failed (${err.message}); the previous build keeps serving`))
      .finally(() => {
        this.running = null;
        this.runningKind = null;
        const next = this.pending;
        this.pending = null;
        if (next) void this.run(next.kind === 'full' ? { ...next, reason: 'changes during the last build' } : next);
        // Nothing is served until a build succeeds (the database was away, or held by a backup, at start): soon again,
        // not at the next scheduled refresh minutes later.
        else if (job.kind === 'full' && !this.state && !this.stopped) {
          clearTimeout(this.retry);
          this.retry = setTimeout(
            () => void this.build('no build is served yet'),
            this.options.retryFirstBuildMs ?? 30_000,
          );
          this.retry.unref();
        }
      });
    return this.running;
  }

  /**
   * Waits while a full build runs or is due next. The daily backup waits for it: both are due daily from the server's
   * start, and at 100,000 branches a backup packed beside the build cost it a tenth of its rate even at the lowest CPU
   * priority (388-405 pages a second, against 430 without).
   */
  async fullBuildsDone(): Promise<void> {
    while (this.running && (this.runningKind === 'full' || this.pending?.kind === 'full')) await this.running;
  }

  /** Waits for a build in progress and the removal of old ones (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
    await this.pruning;
  }

  stop(): void {
    clearTimeout(this.timer);
    clearTimeout(this.retry);
    this.stopped = true;
    this.keepRenderer(null);
  }

  private get statePath() {
    return join(this.options.siteDir, 'current.json');
  }

  private get livePath() {
    return join(this.options.siteDir, 'live.json');
  }

  private get journalPath() {
    return join(this.options.siteDir, 'live.jsonl');
  }

  private remember(entries: IndexEntry[], cursor: string) {
    this.index = new Map(entries.map((e) => [e.branchId, e]));
    this.versions = new Map(entries.map((e) => [e.branchId, e.updatedAt]));
    this.cursor = cursor;
  }

  /** Takes in what a live update changed: each branch's new entry (none: it shows on no page now) and version. */
  private note(changed: LiveLine['changed'], cursor: string) {
    for (const c of changed) {
      if (c.entry) this.index.set(c.branchId, c.entry);
      else this.index.delete(c.branchId);
      this.versions.set(c.branchId, c.updatedAt);
    }
    this.cursor = cursor;
  }

  /** After a full build: the whole state, and an empty journal. */
  private async saveLive(build: string) {
    const live: LiveState = {
      build,
      cursor: this.cursor ?? new Date(0).toISOString(),
      entries: [...this.index.values()],
    };
    await writeFile(`${this.livePath}.tmp`, JSON.stringify(live));
    await rename(`${this.livePath}.tmp`, this.livePath);
    await rm(this.journalPath, { force: true });
  }

  /** After a live update: one line. */
  private async journal(changed: LiveLine['changed'], cursor: string) {
    const line: LiveLine = { build: this.state!.dir, cursor, changed };
    await appendFile(this.journalPath, `${JSON.stringify(line)}\n`);
  }

  /**
   * The changes after `since`, a page at a time: a page can end inside one instant (a seed, a business's rename), and
   * asking again from that instant alone would get the same page for ever. Past CHANGES_READ, a full build is cheaper
   * (complete: false).
   */
  private async changesSince(since: string): Promise<{ changes: Change[]; complete: boolean }> {
    const changes: Change[] = [];
    for (let after = ''; changes.length < CHANGES_READ;) {
      const page = await this.getJson<Change[]>(
        `Catalog/Changes?since=${encodeURIComponent(changes.at(-1)?.updatedAt ?? since)}${after}&limit=${CHANGES_PAGE}`,
      );
      changes.push(...page);
      if (page.length < CHANGES_PAGE) return { changes, complete: true };
      after = `&afterId=${page.at(-1)!.branchId}`;
    }
    return { changes, complete: false };
  }

  /** What the pages show of these branches now (those not active are absent). */
  private async entriesOf(ids: string[]): Promise<Map<string, IndexEntry>> {
    const entries: IndexEntry[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
      const chunk = ids.slice(i, i + IDS_PER_REQUEST).join(',');
      entries.push(...(await this.getJson<IndexEntry[]>(`Catalog/BranchIndex?ids=${chunk}`)));
    }
    return new Map(entries.map((e) => [e.branchId, e]));
  }

  private async getJson<T>(path: string): Promise<T> {
    const once = async () => {
      // Plain: the API is this process's own (server/main.ts), and gzipping the 77 MB index of 100,000 branches there
      // to inflate it here only took the cores from the build.
      const res = await fetch(`${this.options.apiUrl}/${path}`, {
        headers: { 'Accept-Encoding': 'identity' },
        signal: AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return ((await res.json()) as { data: T }).data;
    };
    try {
      return await once();
    } catch (err) {
      // A kept-alive connection the API closed while idle is cut when reused (fetch's TypeError: "terminated",
      // "fetch failed"): asked once more, on a new connection. An answer that is an error, or a timeout, is not.
      if (!(err instanceof TypeError)) throw err;
      return once();
    }
  }

  /** Swaps a finished folder in: the state file is replaced by a rename, the served folder by one assignment. */
  private async swapIn(state: BuildState) {
    await writeFile(`${this.statePath}.tmp`, JSON.stringify(state, null, 2));
    await rename(`${this.statePath}.tmp`, this.statePath);
    // A web server in front (deploy/nginx.conf) serves `current`: a link renamed over the old one, so it names the
    // previous build or this one, never a missing folder.
    const link = join(this.options.siteDir, 'current');
    await rm(`${link}.tmp`, { force: true });
    await symlink(relative(this.options.siteDir, state.dir), `${link}.tmp`);
    await rename(`${link}.tmp`, link);
    const previous = this.state?.dir;
    this.state = state;
    // The new pages serve from here on; removing old folders (a second or more at 10,000 branches) does not hold up
    // the next update.
    this.pruning = this.prune([state.dir, previous].filter((d): d is string => Boolean(d))).catch((err: Error) =>
      this.log(`site: could not remove old builds (${err.message})`),
    );
  }

  private async runLive(): Promise<void> {
    if (!this.state) return;
    const started = performance.now();
    const since = this.cursor ?? new Date(Date.parse(this.state.builtAt) - 60_000).toISOString();
    const { changes, complete } = await this.changesSince(since);
    const fresh = changes.filter((c) => this.versions.get(c.branchId) !== c.updatedAt);
    const latest = changes.reduce((max, c) => (c.updatedAt > max ? c.updatedAt : max), since);
    const nextCursor = new Date(Math.max(Date.parse(since), Date.parse(latest) - OVERLAP_MS)).toISOString();
    if (!complete || fresh.length > MAX_LIVE_CHANGES) {
      await this.runBuild(`${complete ? fresh.length : 'thousands of'} branches changed`);
      return;
    }
    if (fresh.length === 0) {
      this.cursor = nextCursor;
      return;
    }
    const after = await this.entriesOf(fresh.map((c) => c.branchId));
    const job = planPartial(fresh, this.index, after);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const partialDir = join(this.options.siteDir, 'partial', stamp);
    const jobFile = `${partialDir}.json`;
    await mkdir(join(this.options.siteDir, 'partial'), { recursive: true });
    await writeFile(jobFile, JSON.stringify(job));
    try {
      const by = await this.renderPartial(job, jobFile, partialDir);
      const rendered = performance.now();
      const { written, removed } = await applyPartial(this.state.dir, partialDir, job);
      const changed = fresh.map((c) => ({
        branchId: c.branchId,
        updatedAt: c.updatedAt,
        entry: after.get(c.branchId),
      }));
      this.note(changed, nextCursor);
      await this.journal(changed, nextCursor);
      const pages = written.filter((f) => !f.startsWith('_astro')).length;
      this.options.observe?.('live', (performance.now() - started) / 1000);
      this.log(
        `site: ${fresh.length} branch(es) live in ${Math.round(performance.now() - started)} ms ` +
          `(${pages} pages written, ${removed.length} removed; ` +
          `rendered by ${by} in ${Math.round(rendered - started)} ms)`,
      );
    } finally {
      await rm(partialDir, { recursive: true, force: true });
      await rm(jobFile, { force: true });
    }
  }

  /**
   * Renders a partial job's pages into partialDir: by the renderer kept from the last build, or (none yet, e.g.
   * after a restart, or it failed) by a partial build, whose process is kept from then on.
   */
  private async renderPartial(job: PartialJob, jobFile: string, partialDir: string): Promise<string> {
    if (this.renderer?.alive()) {
      try {
        await this.renderer.render(job, partialDir);
        return `the renderer (pid ${this.renderer.pid})`;
      } catch (err) {
        this.log(`site: the renderer failed (${(err as Error).message}); trying a partial build`);
        this.keepRenderer(null);
        await rm(partialDir, { recursive: true, force: true });
      }
    }
    const built = await buildSite(this.options, partialDir, this.log, { SITE_PARTIAL: jobFile });
    if (!built) throw new Error('the partial render failed');
    this.keepRenderer(built.renderer);
    return 'a partial build';
  }

  /** Keeps this renderer and stops any other; after stop() (a build that finishes late) none is kept. */
  private keepRenderer(renderer: Renderer | null) {
    const kept = this.stopped ? null : renderer;
    for (const other of [this.renderer, renderer]) if (other && other !== kept) other.stop();
    this.renderer = kept;
  }

  private async runBuild(reason: string): Promise<void> {
    const started = performance.now();
    const [content, source] = await Promise.all([
      this.options.contentVersion(),
      sourceFingerprint(this.options.projectRoot),
    ]);
    // What this build shows of each branch, asked for as it starts: a change after this is found by the next live
    // update. The renderer's own read of the index comes seconds later (after Vite's builds), and a read that arrives
    // while this one is worked out is sent the same answer (server/http/answer-cache.ts), so the build never shows an
    // older index than this (at 100,000 branches the read takes 5 s, no longer before the build).
    const cursor = new Date(Date.now() - OVERLAP_MS).toISOString();
    const index = this.getJson<IndexEntry[]>('Catalog/BranchIndex');
    // An index that cannot be read (the API or its database away) stops the build at once.
    const unreadable = new AbortController();
    index.catch((err: Error) => {
      this.log(`site: could not read the branch index (${err.message})`);
      unreadable.abort();
    });
    const buildsDir = join(this.options.siteDir, 'builds');
    const dir = join(buildsDir, new Date().toISOString().replace(/[:.]/g, '-'));
    await mkdir(buildsDir, { recursive: true });
    this.log(`site: building (${reason})`);
    const built = await buildSite(this.options, dir, this.log, { SITE_COMPRESS: '1' }, unreadable.signal);
    const entries = await index.catch(() => undefined);
    if (!built || !entries) {
      built?.renderer.stop();
      await removeTree(dir);
      this.log('site: build failed; the previous build keeps serving');
      return;
    }
    try {
      const compressed = performance.now();
      // The pages were compressed as they were rendered; the rest (assets, public files, the 404 page) now.
      await precompress(dir, undefined, { missing: true });
      this.log(`site: compressed in ${Math.round(performance.now() - compressed)} ms`);
      await this.swapIn({ dir, catalog: content, source, builtAt: new Date().toISOString() });
    } catch (err) {
      built.renderer.stop();
      throw err;
    }
    // Renders live updates from now on: same source as the pages it serves, so the same asset names.
    this.keepRenderer(built.renderer);
    this.remember(entries, cursor);
    await this.saveLive(dir);
    this.options.observe?.('build', (performance.now() - started) / 1000);
    this.log(
      `site: built in ${Math.round(performance.now() - started)} ms ` +
        `(peak memory ${Math.round(built.usage.peakKb / 1024)} MB, ` +
        `Astro's CPU ${Math.round(built.usage.cpuMs / 1000)} s)`,
    );
  }

  /**
   * Keeps the current and the previous build (requests may still be reading it); removes older ones. Folders are
   * named by the time they were started, so one newer than those kept (the next update, being written) is left alone.
   */
  private async prune(keep: string[]) {
    const buildsDir = join(this.options.siteDir, 'builds');
    const oldestKept = keep.map((dir) => relative(buildsDir, dir)).sort()[0]!;
    for (const name of await readdir(buildsDir)) {
      if (name < oldestKept) await removeTree(join(buildsDir, name));
    }
  }
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
