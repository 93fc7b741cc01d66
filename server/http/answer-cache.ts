/**
 * Public catalog reads answered from memory. The catalog changes a few times a day and is read all the time, so each
 * answer is kept as bytes (plain and gzip) with an ETag, and served again until a catalog write moves the generation:
 * at once in the process that wrote, and through the database's notification in the others (server/db/catalog-signal).
 * What depends on bookings or the clock (slots, free employees) and anything sent with a token is never kept.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { matchesETag } from './cache.ts';
import { acceptsGzip, GZIP_MIN_BYTES } from './compress-answers.ts';

/** The public reads whose answers depend only on the catalog, as exact paths or path prefixes ending in '/'. */
const CATALOG_READS = [
  '/api/Branch/GetTopActiveBranches',
  '/api/Branch/GetActiveBranches',
  '/api/Branch/SearchBranches',
  '/api/Branch/GetByURL/',
  '/api/Branch/GetById/',
  '/api/Branch/Locations',
  '/api/Branch/SearchData',
  // Search (issue 35): the popular searches and the first letters of names are asked again and again.
  '/api/Branch/Find',
  '/api/Search/Suggest',
  '/api/BranchAvailability/GetByBranch',
  '/api/Category/GetByStatus',
  '/api/Category/Get',
  '/api/Service/Search',
  '/api/Service/GetByBranch',
  '/api/Testimonial/GetHomePage',
  '/api/FAQ/GetBySubject',
  '/api/Blog/Get',
  '/api/Blog/GetByURL',
  '/api/BusinessType/Get',
  '/api/SubscriptionType/GetByStatus',
  '/api/SubscriptionData/Get',
  '/api/Catalog/Branches',
  // The site's index (7.7 MB at 10,000 branches, ~1.4 s to read): a live update reads it twice, the builder then the
  // renderer.
  '/api/Catalog/BranchIndex',
];
/** Read by the booking flow with a slot (AppointmentDate): then it depends on bookings and is not kept. */
const EMPLOYEES = '/api/BranchEmployee/GetByBranch';

/** Bounds the memory: the 10,000-branch catalog's active list alone is about 4 MB. */
const MAX_BYTES = 64 * 1024 * 1024;
/** A safety net for writes that bypass the API (a seed run by hand, SQL): nothing is served older than this. */
const MAX_AGE_MS = 60_000;

interface Entry {
  generation: number;
  storedAt: number;
  etag: string;
  /** The handler's own lifetime (search answers may be kept a short while), else revalidate every time. */
  cacheControl: string;
  plain: Uint8Array<ArrayBuffer>;
  /** Made when first sent (gzipOf). */
  gzip?: Uint8Array<ArrayBuffer>;
}

export function isCatalogRead(path: string, query: URLSearchParams): boolean {
  const p = path.length > 5 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (p === EMPLOYEES) return !query.has('AppointmentDate');
  return CATALOG_READS.some((read) => (read.endsWith('/') ? p.startsWith(read) && p.length > read.length : p === read));
}

export interface AnswerCache {
  middleware: MiddlewareHandler;
  /** A catalog write committed: nothing kept before now is served again. */
  invalidate(): void;
  /** While cross-process notifications are not arriving (the listener is reconnecting), answers are not kept. */
  setEnabled(enabled: boolean): void;
}

export function answerCache(clock: () => number = Date.now): AnswerCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let bytes = 0;
  let enabled = true;

  const drop = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.plain.byteLength + (old.gzip?.byteLength ?? 0);
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    const size = entry.plain.byteLength + (entry.gzip?.byteLength ?? 0);
    // The oldest answers go first (a Map iterates in insertion order).
    for (const oldest of entries.keys()) {
      if (bytes + size <= MAX_BYTES) break;
      drop(oldest);
    }
    entries.set(key, entry);
    bytes += size;
  };

  /**
   * The answer gzipped, made the first time it is sent to a client that takes gzip (the site's build, on this machine,
   * reads answers plain); undefined when too small to be worth it.
   */
  const gzipOf = (entry: Entry) => {
    if (!entry.gzip && entry.plain.byteLength >= GZIP_MIN_BYTES) {
      entry.gzip = gzipSync(entry.plain);
      bytes += entry.gzip.byteLength;
    }
    return entry.gzip;
  };

  /**
   * Answers being worked out, by key: a read that arrives meanwhile, at the same generation, waits for that one and
   * is sent the same answer (not an older one: the 100,000-branch index takes seconds, and the site builder reads it
   * while its renderer starts; the renderer's read then shares it, and the builder knows what the build shows).
   */
  const computing = new Map<string, { generation: number; entry: Promise<Entry | undefined> }>();

  /** Runs the handler and keeps its answer; undefined when it is not one to keep (c.res is then the handler's). */
  const keep = async (c: Context, next: Next, key: string, readAt: number) => {
    await next();
    if (!enabled || c.res.status !== 200 || c.res.headers.has('Content-Encoding')) return undefined;
    const plain = new Uint8Array(await c.res.clone().arrayBuffer());
    const entry: Entry = {
      generation: readAt,
      storedAt: clock(),
      etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
      cacheControl: c.res.headers.get('Cache-Control') ?? 'no-cache',
      plain,
    };
    store(key, entry);
    return entry;
  };

  /** keep(), announced to the reads of the same key that arrive meanwhile. */
  const compute = (c: Context, next: Next, key: string) => {
    // Taken before reading: a write that lands while this answer is computed leaves it already stale.
    const flight = { generation, entry: keep(c, next, key, generation) };
    computing.set(key, flight);
    return flight.entry.finally(() => {
      if (computing.get(key) === flight) computing.delete(key);
    });
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== 'GET' || c.req.header('Authorization') || !isCatalogRead(url.pathname, url.searchParams))
      return next();
    const key = url.pathname + url.search;
    let entry = entries.get(key);
    if (!enabled || !entry || entry.generation !== generation || clock() - entry.storedAt > MAX_AGE_MS) {
      const flight = computing.get(key);
      entry = enabled && flight?.generation === generation ? await flight.entry.catch(() => undefined) : undefined;
      entry ??= await compute(c, next, key);
      if (!entry) return;
    }
    // Hono copies the headers of a response it replaces into the new one; what the handler sent (its length, an
    // ETag of its own) must not outlive it.
    c.res = undefined;
    c.res = respond(entry, c.req.header('If-None-Match'), c.req.header('Accept-Encoding'), gzipOf);
  };

  return {
    middleware,
    invalidate: () => {
      generation++;
      entries.clear();
      bytes = 0;
    },
    setEnabled: (on) => {
      enabled = on;
      generation++;
      entries.clear();
      bytes = 0;
    },
  };
}

function respond(
  entry: Entry,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
  gzipOf: (entry: Entry) => Uint8Array<ArrayBuffer> | undefined,
): Response {
  const headers = new Headers({
    ETag: entry.etag,
    // Unless the handler said otherwise, clients keep the answer and ask again each time; the ETag makes that cheap.
    'Cache-Control': entry.cacheControl,
    Vary: 'Accept-Encoding',
  });
  if (matchesETag(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', 'application/json');
  const gzip = acceptsGzip(acceptEncoding) ? gzipOf(entry) : undefined;
  if (gzip) headers.set('Content-Encoding', 'gzip');
  const body = gzip ?? entry.plain;
  // With its length, a kept answer is sent as it is (compressAnswers leaves it alone).
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: 200, headers });
}
