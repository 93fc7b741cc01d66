/**
 * The live path: one salon's change reaches the site in seconds, without a full build, at a cost that grows with what
 * changed and not with the catalog. The server asks the API which branches changed (Catalog/Changes) and what the
 * pages show of just those (Catalog/BranchIndex?ids=), works out which pages show them (src/lib/site-paths.ts, before
 * and after the change), has Astro render just those (each listing from its first cards and its count, never the
 * whole index) into a folder of their own, compresses them there, and moves them into the build being served, each
 * file by a rename: a reader gets the old page or the new one, whole (one that has the old file open keeps reading
 * it), and a failed render leaves every served page as it was. No folder of the served build is listed or copied
 * (one holds a folder per branch), so 100,000 branches cost what 1,000 do.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rename, rm, unlink } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  goesLive,
  keyFolders,
  pageKey,
  pagesShowing,
  sitemapBucket,
  type PartialJob,
} from '../../src/lib/site-paths.ts';
import type { BranchIndexEntry } from '../../src/lib/types.ts';
import { COMPRESSIBLE, exists, precompress } from './precompress.ts';

/** What pages other than its own show of a branch (Catalog/BranchIndex): its card, its listings, its version. */
export type IndexEntry = BranchIndexEntry;

export interface Change {
  branchId: string;
  branchUrl: string;
  active: boolean;
  updatedAt: string;
}

/** More changed branches than this at once are cheaper as one full build. */
export const MAX_LIVE_CHANGES = 500;

/** What every listing shows of a branch, and orders it by: its card (a listing's count goes by who is in it). */
function cardOf(entry: IndexEntry) {
  const { categories: _c, serviceNames: _s, updatedAt: _u, ...card } = entry;
  return card;
}

/** What is in one list and not the other, both ways. */
const eitherOnly = (a: string[], b: string[]) => [
  ...a.filter((x) => !b.includes(x)),
  ...b.filter((x) => !a.includes(x)),
];

/**
 * What to re-render for these changes: every page that showed a changed branch before (the old index) or shows it
 * now (the new index), and the own pages of the changed branches that are active now. When its card is the same, a
 * listing that holds it before and after shows it as it did (the same card, in the same place, the same count): then
 * only its own page, its sitemap file (which gives its version) and the listings it joined or left are re-rendered,
 * a service's under both spellings when it spells it anew (a listing shows the first spelling). So a price re-renders
 * two pages and a service's new name four, whatever the branch offers.
 */
export function planPartial(changes: Change[], before: Map<string, IndexEntry>, after: Map<string, IndexEntry>) {
  const keys = new Set<string>();
  const branchUrls = new Set<string>();
  for (const change of changes) {
    const old = before.get(change.branchId);
    const now = after.get(change.branchId);
    if (old && now && isDeepStrictEqual(cardOf(old), cardOf(now))) {
      [
        pageKey.branch(now.branchUrl),
        pageKey.sitemap(sitemapBucket(now.branchUrl)),
        ...eitherOnly(old.categories, now.categories).map(pageKey.category),
        ...eitherOnly(old.serviceNames, now.serviceNames).map(pageKey.service),
      ].forEach((k) => keys.add(k));
      branchUrls.add(now.branchUrl);
      continue;
    }
    if (old) pagesShowing(old).forEach((k) => keys.add(k));
    if (now) {
      pagesShowing(now).forEach((k) => keys.add(k));
      branchUrls.add(now.branchUrl);
    }
    // It entered or left the sitemap (new, opened, closed, another URL): a file may have gained its first branch.
    if (old?.branchUrl !== now?.branchUrl) keys.add(pageKey.sitemapIndex);
    // A branch this build never showed (or no longer shows) still has its own page removed or written.
    [
      pageKey.branch(change.branchUrl),
      pageKey.home,
      pageKey.listing,
      pageKey.sitemap(sitemapBucket(change.branchUrl)),
    ].forEach((k) => keys.add(k));
  }
  return { keys: [...keys].sort(), branchUrls: [...branchUrls].sort() } satisfies PartialJob;
}

/** Runs a file tool (cp, rm) as a child process; false when it is missing or fails. */
function runTool(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Files under dir, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Moves a file into place by a rename (same disk): whoever reads the target reads the old file or this one. */
async function moveInto(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
}

/**
 * Puts a partial render (in `partial`, a folder next to the builds) into the served build `served`: new assets, then
 * each re-rendered page with its compressed variants (made here, in `partial`, before anything moves), each by a
 * rename; then removes what the job's keys named and the render no longer made (a deactivated branch's folder, a
 * service nobody offers any more). Returns the files written and the folders removed.
 */
export async function applyPartial(served: string, partial: string, job: PartialJob) {
  const produced = (await filesUnder(partial)).filter((f) => f.startsWith('_astro/') || goesLive(f, job.keys));
  const assets = produced.filter((f) => f.startsWith('_astro/'));
  const pages = produced.filter((f) => !f.startsWith('_astro/'));
  await precompress(partial, pages);
  const written: string[] = [];
  // Same source, same names: an asset already there is the same file. Assets first: pages may name new ones.
  for (const rel of assets) {
    if (await exists(join(served, rel))) continue;
    await precompress(partial, [rel]);
    for (const variant of ['.br', '.gz']) {
      if (await exists(join(partial, rel + variant)))
        await moveInto(join(partial, rel + variant), join(served, rel + variant));
    }
    await moveInto(join(partial, rel), join(served, rel));
    written.push(rel);
  }
  for (const rel of pages) {
    // Variants first, so the page's new bytes are never sent with an old compressed copy after it lands; a variant
    // the new page does not have (too small to gain) is removed, never left stale.
    if (COMPRESSIBLE.has(extname(rel))) {
      for (const variant of ['.br', '.gz']) {
        const from = join(partial, rel + variant);
        if (await exists(from)) await moveInto(from, join(served, rel + variant));
        else await unlink(join(served, rel + variant)).catch(() => undefined);
      }
    }
    await moveInto(join(partial, rel), join(served, rel));
    written.push(rel);
  }
  const made = new Set(pages.map((f) => f.split('/').slice(0, 2).join('/')));
  const removed: string[] = [];
  for (const key of job.keys) {
    const folders = keyFolders(key);
    if (!folders) continue;
    const dir = join(served, folders.dir);
    const entries =
      'entry' in folders ? [folders.entry] : (await readdir(dir).catch(() => [])).filter((e) => folders.match(e));
    for (const entry of entries) {
      const rel = `${folders.dir}/${entry}`;
      if (entry === 'index.html' || made.has(rel) || !(await exists(join(dir, entry)))) continue;
      await removeTree(join(dir, entry));
      removed.push(rel);
    }
  }
  return { written, removed };
}

/**
 * Removes a whole build folder. By `rm -rf` where there is one: Node's own removal runs its tens of thousands of
 * unlinks on the thread pool that every file read and write of the server shares (a live update's 8 MB state file
 * took 3 s to write behind it).
 */
export async function removeTree(dir: string): Promise<void> {
  if (!(await runTool('rm', ['-rf', dir]))) await rm(dir, { recursive: true, force: true });
}
