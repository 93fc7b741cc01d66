/**
 * Past capacity, a prompt "busy" instead of a queue that grows by the second. At most `concurrency` API requests run
 * at once; the others wait their turn in arrival order, and one that has waited `maxWaitMs` without a turn, or that
 * finds `maxQueue` waiting already, is answered 503 at once with Retry-After. Without it, 200 searches a second on a
 * catalog that answers 90 queued every request behind the database: answers took 3 to 9 seconds, for everyone.
 * Answers from memory (the answer cache, before this) and the health check are never held back.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './envelope.ts';

export interface ShedOptions {
  concurrency: number;
  maxWaitMs: number;
  maxQueue?: number;
}

export const BUSY = 'We are very busy right now. Please try again in a moment.';

export function loadShedder(
  { concurrency, maxWaitMs, maxQueue = 1000 }: ShedOptions,
  skip?: (path: string) => boolean,
) {
  let running = 0;
  const waiting: { admit: () => void }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next.admit();
    else running--;
  };

  /** Resolves true with a turn (the caller then holds one), false when the wait ran out. */
  const turn = (): Promise<boolean> =>
    new Promise((resolve) => {
      const entry = {
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        resolve(false);
      }, maxWaitMs);
      waiting.push(entry);
    });

  const middleware: MiddlewareHandler = async (c, next) => {
    if (skip?.(c.req.path)) return next();
    if (running < concurrency) running++;
    else if (waiting.length >= maxQueue || !(await turn())) {
      c.header('Retry-After', '1');
      return c.json(errorBody(BUSY), 503);
    }
    try {
      await next();
    } finally {
      release();
    }
  };
  return { middleware, state: () => ({ running, waiting: waiting.length }) };
}
