/**
 * The live path: one salon's change reaches the site in seconds, without a full build. The server asks the API which
 * branches changed (Catalog/Changes), works out which pages show them (src/lib/site-paths.ts, before and after the
 * change), has Astro render just those (a partial build: same source, so the same asset names), and swaps them in:
 * a new folder of hard links to the current build, with the re-rendered pages written as new files and the pages that
 * no longer exist removed, then served with one assignment. Nothing in the folder being served is ever written, so
 * a reader never sees a half-written page, and a failed render leaves the previous pages serving.
 */
import { spawn } from 'node:child_process';
import { copyFile, link, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { goesLive, keyFolders, pageKey, pagesShowing, type PartialJob } from '../../src/lib/site-paths.ts';
import { precompress } from './precompress.ts';

export interface IndexEntry {
  branchId: string;
  branchUrl: string;
  categories: string[];
  serviceNames: string[];
  location: string;
  city: string;
  updatedAt: string;
}

export interface Change {
  branchId: string;
  branchUrl: string;
  active: boolean;
  updatedAt: string;
}

/** More changed branches than this at once are cheaper as one full build. */
export const MAX_LIVE_CHANGES = 500;

/**
 * What to re-render for these changes: every page that showed a changed branch before (the old index) or shows it
 * now (the new index), and the own pages of the changed branches that are active now.
 */
export function planPartial(changes: Change[], before: Map<string, IndexEntry>, after: Map<string, IndexEntry>) {
  const keys = new Set<string>();
  const branchUrls = new Set<string>();
  for (const change of changes) {
    const old = before.get(change.branchId);
    const now = after.get(change.branchId);
    if (old) pagesShowing(old).forEach((k) => keys.add(k));
    if (now) {
      pagesShowing(now).forEach((k) => keys.add(k));
      branchUrls.add(now.branchUrl);
    }
    // A branch this build never showed (or no longer shows) still has its own page removed or written.
    [pageKey.branch(change.branchUrl), pageKey.home, pageKey.listing, pageKey.sitemap].forEach((k) => keys.add(k));
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

/** A copy of a folder made of hard links (no file is copied; a few seconds for 10,000 pages at worst). */
export async function hardLinkCopy(from: string, to: string): Promise<void> {
  if (await runTool('cp', ['-al', from, to])) return;
  // No GNU cp (e.g. macOS): link file by file.
  await removeTree(to);
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  await mkdir(to, { recursive: true });
  for (const e of entries.filter((x) => x.isDirectory())) {
    await mkdir(join(to, relative(from, join(e.parentPath, e.name))), { recursive: true });
  }
  for (const e of entries.filter((x) => x.isFile())) {
    const rel = relative(from, join(e.parentPath, e.name));
    await link(join(from, rel), join(to, rel));
  }
}

/** Files under dir, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * Makes `next` (a hard-linked copy of the current build) show the partial build in `partial`: removes the pages of
 * the job's keys, then writes the pages the partial build made for them (new files, never into a linked one), the
 * single pages it names, and any new asset. Returns the pages written and removed.
 */
export async function applyPartial(next: string, partial: string, job: PartialJob) {
  const removed: string[] = [];
  for (const key of job.keys) {
    const folders = keyFolders(key);
    if (!folders) continue;
    const dir = join(next, folders.dir);
    for (const entry of await readdir(dir).catch(() => [])) {
      if (entry === 'index.html' || !folders.match(entry)) continue;
      await rm(join(dir, entry), { recursive: true, force: true });
      removed.push(`${folders.dir}/${entry}`);
    }
  }
  const produced = await filesUnder(partial);
  const written: string[] = [];
  for (const rel of produced) {
    const isAsset = rel.startsWith('_astro/');
    if (!isAsset && !goesLive(rel, job.keys)) continue;
    const target = join(next, rel);
    if (isAsset) {
      // Same source, same names: an asset already there is the same file.
      if (await stat(target).catch(() => undefined)) continue;
    } else {
      // A hard link shares its bytes with the build being served: replace the link, never write through it.
      for (const f of [target, `${target}.br`, `${target}.gz`]) await unlink(f).catch(() => undefined);
    }
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(partial, rel), target);
    written.push(rel);
  }
  await precompress(next, written);
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
