import type { MiddlewareHandler } from 'hono';

/** One line per request: method, path (never the query string, which can carry e-mails or tokens), status, time. */
export function requestLog(write: (line: string) => void = console.log): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = (performance.now() - start).toFixed(1);
    write(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
