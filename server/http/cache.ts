/**
 * ETags for public catalog reads: a GET answer gets a hash of its bytes, and a client (or CDN) that sends it back in
 * If-None-Match gets 304 without the body. Requests that carry a login are personal and left alone.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Public GET calls whose answers are the same for everyone: the catalog and the site's content. */
export const CATALOG_PREFIXES = [
  '/api/Catalog',
  '/api/Branch',
  '/api/Category',
  '/api/Service',
  '/api/Testimonial',
  '/api/FAQ',
  '/api/Blog',
  '/api/BusinessType',
  '/api/SubscriptionType',
  '/api/Search',
];

/** Whether an If-None-Match header names this ETag (weak or strong: the comparison is weak, RFC 9110 13.1.2). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

export function catalogETags(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.req.header('Authorization') || c.res.status !== 200) return;
    // Answers kept in memory (answer-cache.ts) come with their ETag already.
    if (c.res.headers.has('ETag')) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const body = await c.res.arrayBuffer();
    const etag = `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url').slice(0, 22)}"`;
    const headers = new Headers(c.res.headers);
    headers.set('ETag', etag);
    // Kept by browsers and CDNs, but always revalidated: catalog answers change with every owner's edit.
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
    if (matchesETag(c.req.header('If-None-Match'), etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Length');
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    c.res = new Response(body, { status: 200, headers });
  };
}
