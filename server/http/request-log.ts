import type { MiddlewareHandler } from 'hono';

/**
 * One line per request: method, path (never the query string, which can carry e-mails or tokens), status, time.
 * `quiet` paths are left out: health checks come every few seconds from monitors and would drown the rest.
 */
export function requestLog(quiet: string[] = [], write: (line: string) => void = console.log): MiddlewareHandler {
  return async (c, next) => {
    if (quiet.includes(c.req.path)) return next();
    const start = performance.now();
    await next();
    const ms = (performance.now() - start).toFixed(1);
    write(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
