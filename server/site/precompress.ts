/**
 * Compresses a built site once, at build time: next to every compressible file goes `file.br` and `file.gz`, which
 * the static server sends by the request's Accept-Encoding (no compression per request).
 */
import { writeFileSync } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);
/** Below this, the headers cost more than compression saves. */
export const MIN_BYTES = 512;

/**
 * Brotli's best quality (11) costs about 40 times quality 4 and saves a few percent: pages, of which there are
 * thousands and which change, use 4; fingerprinted assets, few and immutable, use 11. Quality 4, not 5: 30% less time
 * on the thread a 100,000-branch build waits for (0.52 → 0.37 ms a branch page) for 6% more bytes (9,464 → 10,014 on
 * average), and every page still fits the 14 KB a connection's first round trip carries (the largest: 11.4 KB).
 */
export const PAGE_BROTLI_QUALITY = 4;
function brotliQuality(path: string) {
  return path.split(sep).includes('_astro') ? 11 : PAGE_BROTLI_QUALITY;
}

export async function compressFile(path: string): Promise<void> {
  await compressBytes(path, await readFile(path));
}

/** Writes the variants of the file at `path` whose bytes are `data` (the file itself may not be written yet). */
export async function compressBytes(path: string, data: Uint8Array): Promise<void> {
  if (data.length < MIN_BYTES) return;
  const quality = brotliQuality(path);
  const [br, gzipped] = await Promise.all([brotli(data, brotliOptions(data, quality)), gz(data, gzipOptions(quality))]);
  // Written aside and renamed: never through a hard link shared with a build being served.
  const put = async (target: string, bytes: Buffer) => {
    await writeFile(`${target}.tmp`, bytes);
    await rename(`${target}.tmp`, target);
  };
  // A variant that does not save anything is not worth sending; the server then sends the file as it is.
  if (br.length < data.length) await put(`${path}.br`, br);
  if (gzipped.length < data.length) await put(`${path}.gz`, gzipped);
}

/**
 * compressBytes on the calling thread, for a thread that does nothing else (src/integrations/page-compressor.ts):
 * the variants are written under their own names at once, into a folder no build serves yet.
 */
export function compressBytesSync(path: string, data: Uint8Array): void {
  if (data.length < MIN_BYTES) return;
  const quality = brotliQuality(path);
  const br = brotliCompressSync(data, brotliOptions(data, quality));
  if (br.length < data.length) writeFileSync(`${path}.br`, br);
  const gzipped = gzipSync(data, gzipOptions(quality));
  if (gzipped.length < data.length) writeFileSync(`${path}.gz`, gzipped);
}

const brotliOptions = (data: Uint8Array, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindow(data.length),
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/**
 * The smallest window (log2 of its size) that still holds the whole file, at most brotli's default. Brotli does not
 * shrink its window to the file on its own, and a window of 4 MB for a 40 KB page made its compression 40% slower
 * (quality 5: 1.22 → 0.85 ms a branch page) for the same bytes; a window holding the file loses nothing.
 */
export function brotliWindow(size: number): number {
  // A window of 2^w holds 2^w - 16 bytes.
  return Math.min(
    constants.BROTLI_DEFAULT_WINDOW,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
  );
}
/**
 * Pages at gzip's fastest level (1, with its larger hash): browsers take brotli, so the gzip variant is for the few
 * clients without it, and on the thread a 100,000-branch build waits for it cost 0.40 ms a branch page at level 5
 * against 0.25 ms at 1, for 8% more bytes (11.3 → 12.2 KB; still within a first round trip's 14 KB). Assets, few and
 * immutable, at level 9.
 */
const gzipOptions = (quality: number) => ({ level: quality === 11 ? 9 : 1, memLevel: 9 });

/** Whether a file (or folder) is there. */
export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Every compressible file under `dir`, or only the given ones (paths relative to dir), compressed in parallel. With
 * `missing`, a file that has a variant already is left as it is (the pages a full build compressed as it rendered
 * them, src/integrations/compress-pages.ts).
 */
export async function precompress(
  dir: string,
  only?: string[],
  { concurrency = 4, missing = false } = {},
): Promise<number> {
  const files = only ? only.map((f) => join(dir, f)) : await listFiles(dir);
  // A whole folder's listing names the variants already there: no file of 100,000 pages is asked for one by one.
  const listed = only ? undefined : new Set(files);
  const has = async (path: string) => (listed ? listed.has(path) : exists(path));
  const compressible = files.filter((f) => COMPRESSIBLE.has(extname(f)));
  await eachAtOnce(compressible, concurrency, async (file) => {
    if (missing && ((await has(`${file}.br`)) || (await has(`${file}.gz`)))) return;
    if (listed || (await stat(file).catch(() => undefined))?.isFile()) await compressFile(file);
  });
  return compressible.length;
}

/**
 * Every file under `dir`. Folders are read several at a time, a level at a time: Node's recursive readdir reads them
 * one after another (a 100,000-branch build's 100,000 folders: 4.3 s, against 1.7 s).
 */
export async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (let level = [dir]; level.length;) {
    const below: string[] = [];
    await eachAtOnce(level, 16, async (folder) => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) below.push(path);
        else if (entry.isFile()) files.push(path);
      }
    });
    level = below;
  }
  return files;
}

/** Calls `work` on every item, at most `concurrency` at once. */
async function eachAtOnce<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
