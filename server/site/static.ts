/**
 * Serves the pre-rendered site from the current build folder: files, folder index pages, the 404 page, and
 * long-lived caching for fingerprinted assets. While the first build runs, a short "preparing" page answers 503.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { htmlPage } from '../http/html.ts';

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
  return /^\/appointments\/[^/]+\/?$/.test(path) ? '/appointments/' : path;
}

/** Headers every page gets; the page's own <meta> CSP (hashes of its scripts and styles) comes from the build. */
export const PAGE_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
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

export function serveSite(currentRoot: () => string | null): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const root = currentRoot();
    if (!root) return c.html(PREPARING, 503, { 'Retry-After': '3', 'Cache-Control': 'no-store' });
    const file = await resolveFile(root, appShellPath(c.req.path));
    if (!file) {
      const notFound = await readFile(join(root, '404.html')).catch(() => undefined);
      return c.body(notFound ?? 'Not Found', 404, {
        'Content-Type': TYPES['.html']!,
        'Cache-Control': 'no-cache',
        ...PAGE_HEADERS,
      });
    }
    const ext = extname(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    if (c.req.path.startsWith('/_astro/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else if (ext === '.html') Object.assign(headers, { 'Cache-Control': 'no-cache' }, PAGE_HEADERS);
    else headers['Cache-Control'] = 'public, max-age=86400';
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(await readFile(file), 200, headers);
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
