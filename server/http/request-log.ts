import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Log } from '../lib/log.ts';

/** A caller's request id is kept when it is a plausible one (a proxy's, a client's); any other is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every request has an id: the caller's X-Request-Id (nginx's $request_id, a client's), or one made here; it is sent
 * back on the answer and written on the request's log line, so one request can be followed through the proxy, the
 * API and a user's report.
 */
export const requestId: MiddlewareHandler = async (c, next) => {
  const given = c.req.header('X-Request-Id');
  const id = given && REQUEST_ID.test(given) ? given : randomUUID();
  c.set('requestId' as never, id as never);
  await next();
  c.res.headers.set('X-Request-Id', id);
};

/**
 * One JSON line per request: method, path (never the query string, which can carry e-mails or tokens), status, time,
 * request id. `quiet` paths are left out: health checks come every few seconds from monitors and would drown the rest.
 */
export function requestLog(to: Log, quiet: string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (quiet.includes(c.req.path)) return next();
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const requestId = c.get('requestId' as never) as string | undefined;
    to.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms, requestId }, 'request');
  };
}
