/**
 * Serves the pre-rendered site from the current build folder: files, folder index pages, the 404 page. Answers carry
 * what a CDN needs: an ETag (hash of the bytes), Last-Modified, 304 on revalidation, the variant compressed at build
 * time that the request accepts, and Cache-Control by kind (pages briefly, fingerprinted assets for a year).
 * While the first build runs, a short "preparing" page answers 503.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { htmlPage } from '../http/html.ts';
import { COMPRESSIBLE } from './precompress.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Pages whose content is personal or live, built once as a shell: the booking flow serves /appointments/{branchId}
 * from /appointments/index.html and reads the id from the address.
 */
export function appShellPath(path: string): string {
  return /^\/appointments\/(?!(?:manage|deposit)\/?$)[^/]+\/?$/.test(path) ? '/appointments/' : path;
}

/** Headers every page gets; the page's own <meta> CSP (hashes of its scripts and styles) comes from the build. */
export const PAGE_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

const PREPARING = htmlPage({
  title: 'Salonbook is getting ready',
  head: '<meta http-equiv="refresh" content="3">',
  body:
    '<h1>Salonbook is getting ready</h1>' +
    '<p>The site is being built from the catalog. This page reloads by itself in a few seconds.</p>',
});

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside root, or undefined; never anything outside root. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Pages: a CDN keeps them a minute and serves a stale one for up to ten while it revalidates. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Fingerprinted assets (/_astro/*) never change under their name. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Other public files (images, robots.txt, the sitemap): a day, revalidated by ETag after. */
export const FILE_CACHE = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

/** The encodings a request accepts, as the precompressed variant to send: brotli first, then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

interface Entry {
  etag: string;
  lastModified: string;
  mtimeMs: number;
  size: number;
}
/** ETags by file (a hash of its bytes), remembered while the file is unchanged (same mtime and size). */
const etags = new Map<string, Entry>();
const MAX_ETAGS = 50_000;

async function fileEntry(file: string): Promise<Entry> {
  const info = await stat(file);
  const known = etags.get(file);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
  const hash = createHash('sha256')
    .update(await readFile(file))
    .digest('base64url')
    .slice(0, 22);
  const entry = { etag: `"${hash}"`, lastModified: info.mtime.toUTCString(), mtimeMs: info.mtimeMs, size: info.size };
  if (etags.size >= MAX_ETAGS) etags.clear();
  etags.set(file, entry);
  return entry;
}

/** True when the client's copy is current: If-None-Match wins over If-Modified-Since (RFC 9110, 13.2.2). */
export function notModified(headers: { ifNoneMatch?: string; ifModifiedSince?: string }, entry: Entry): boolean {
  if (headers.ifNoneMatch) {
    const bare = (tag: string) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gzip)"$/, '"');
    return headers.ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === entry.etag);
  }
  if (headers.ifModifiedSince) {
    const since = Date.parse(headers.ifModifiedSince);
    // HTTP dates have whole seconds.
    return Number.isFinite(since) && Math.floor(entry.mtimeMs / 1000) * 1000 <= since;
  }
  return false;
}

export function serveSite(currentRoot: () => string | null): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const root = currentRoot();
    if (!root) return c.html(PREPARING, 503, { 'Retry-After': '3', 'Cache-Control': 'no-store' });
    const file = await resolveFile(root, appShellPath(c.req.path));
    if (!file) {
      const notFound = await readFile(join(root, '404.html')).catch(() => undefined);
      // Not kept by caches: a branch added since the build is shown by the 404 page until its page lands.
      return c.body(notFound ?? 'Not Found', 404, {
        'Content-Type': TYPES['.html']!,
        'Cache-Control': 'no-cache',
        ...PAGE_HEADERS,
      });
    }
    const ext = extname(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    if (c.req.path.startsWith('/_astro/')) headers['Cache-Control'] = ASSET_CACHE;
    else if (ext === '.html') Object.assign(headers, { 'Cache-Control': PAGE_CACHE }, PAGE_HEADERS);
    else headers['Cache-Control'] = FILE_CACHE;
    let entry: Entry;
    try {
      entry = await fileEntry(file);
    } catch {
      // Swapped away between resolving and reading (a live update): the next request finds the new file.
      return c.body('Not Found', 404, { 'Cache-Control': 'no-store' });
    }
    headers['Last-Modified'] = entry.lastModified;
    const compressible = COMPRESSIBLE.has(ext);
    if (compressible) headers.Vary = 'Accept-Encoding';
    const ifNoneMatch = c.req.header('If-None-Match');
    const ifModifiedSince = c.req.header('If-Modified-Since');
    const encoding = compressible ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined;
    let body: Buffer<ArrayBuffer> | undefined;
    let sent = encoding;
    if (encoding) body = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => undefined);
    if (!body) sent = undefined;
    // One ETag per representation (RFC 9110, 8.8.3): the bytes' hash, marked with the encoding sent.
    headers.ETag = sent ? entry.etag.replace(/"$/, `-${sent}"`) : entry.etag;
    if (sent) headers['Content-Encoding'] = sent;
    if (notModified({ ifNoneMatch, ifModifiedSince }, entry)) return c.body(null, 304, headers);
    body ??= await readFile(file);
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(body, 200, headers);
  };
}

/** Uploaded images (always WebP we wrote ourselves), from the uploads folder. */
export function serveUploads(uploadsDir: string): MiddlewareHandler {
  return async (c) => {
    const file = await resolveFile(uploadsDir, c.req.path.replace(/^\/uploads/, ''));
    if (!file || extname(file) !== '.webp') return c.json({ status: 'Error', message: 'Not found.' }, 404);
    return c.body(await readFile(file), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
