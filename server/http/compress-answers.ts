/**
 * API answers compressed for slow networks at the least cost. A JSON answer is a whole string, never a stream: under
 * 1 KB it is sent plain with its length (gzip would save nothing), above it is gzipped in one call: on the event loop
 * up to SYNC_GZIP_MAX_BYTES, on libuv's thread pool above it. Only bodies of unknown length (the CSV report streams)
 * go through Hono's streaming compress. Hono's compress alone piped every answer, even a 40-byte one, through a
 * CompressionStream: in CPU profiles of bench:day's API processes (70 s at 300 calls a second), each main thread ran
 * 37 s with it, 26 s with this.
 */
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this, gzip costs more than it saves (the same threshold as Hono's compress). */
export const GZIP_MIN_BYTES = 1024;

/**
 * Up to this, an answer is gzipped on the event loop. A job on the thread pool costs more than the gzip of a few KB:
 * a 5.6 KB answer took 33 us of CPU gzipped in place and 176 us sent to the pool (the hand-over's wake-ups and
 * copies), measured 2026-11-28; 64 KB gzips in well under a millisecond, and larger answers still go to the pool.
 */
const SYNC_GZIP_MAX_BYTES = 64 * 1024;
const gzipAsync = promisify(gzip);
const gzipped = (plain: Uint8Array) => (plain.byteLength <= SYNC_GZIP_MAX_BYTES ? gzipSync(plain) : gzipAsync(plain));
export const acceptsGzip = (acceptEncoding: string | undefined) => /\bgzip\b/.test(acceptEncoding ?? '');

export function compressAnswers(): MiddlewareHandler {
  const streamed = compress({ threshold: GZIP_MIN_BYTES });
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const res = c.res;
      const whole = res.body && !res.headers.has('Content-Length') && !res.headers.has('Content-Encoding');
      if (!whole || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
      const plain = new Uint8Array(await res.arrayBuffer());
      const zipped = plain.byteLength >= GZIP_MIN_BYTES && acceptsGzip(c.req.header('Accept-Encoding'));
      const body = zipped ? await gzipped(plain) : plain;
      const headers = new Headers(res.headers);
      headers.set('Content-Length', String(body.byteLength));
      if (zipped) headers.set('Content-Encoding', 'gzip');
      // Whether an answer is gzipped depends on the request's Accept-Encoding once it is long enough to be.
      if (plain.byteLength >= GZIP_MIN_BYTES) headers.append('Vary', 'Accept-Encoding');
      // Hono copies the replaced response's headers into the new one; these already are its headers.
      c.res = undefined;
      c.res = new Response(body, { status: res.status, headers });
    });
}
