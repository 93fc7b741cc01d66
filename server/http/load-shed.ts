/**
 * Past capacity, a prompt "busy" instead of a queue that grows by the second. At most `concurrency` API requests run
 * at once; the others wait their turn, and one that has waited `maxWaitMs` without a turn, or that finds `maxQueue`
 * waiting already, is answered 503 at once with Retry-After. Without it, 200 searches a second on a catalog that
 * answers 90 queued every request behind the database: answers took 3 to 9 seconds, for everyone.
 *
 * A burst waits in arrival order. A queue that stands is excess load, not a burst (CoDel's test, Nichols and
 * Jacobson): when for `intervalMs` the oldest waiting request had always waited longer than `targetMs`, the newest are
 * served first and any that waits past twice `targetMs` is answered 503 at once (adaptive LIFO, as Facebook's servers
 * do it). bench:day at 300 API calls a second on a machine that answers about 250 (90 s, 2026-11-28): in arrival
 * order alone, the requests served took p50 1 s and p99 1.2 s, and 18% were answered 503 after waiting 1 s; with this,
 * p50 0.14 s and p99 0.6 s, and 10% answered 503. The queue goes back to arrival order once it empties. A second and
 * 50 ms, not CoDel's 100 ms and 5 ms: at half that load, this machine's stalls of a few hundred ms (both API processes
 * at once) had requests refused with 200 ms and 20 ms, none with these.
 *
 * Answers from memory (the answer cache, before this) and the health check are never held back.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './envelope.ts';

export interface ShedOptions {
  concurrency: number;
  maxWaitMs: number;
  maxQueue?: number;
  /** The wait a standing queue is measured against; under one, no request waits past twice this. */
  targetMs?: number;
  /** How long the oldest request's wait must stay over `targetMs` for the queue to count as standing. */
  intervalMs?: number;
  /** The clock, in ms (tests drive their own). */
  now?: () => number;
}

export const BUSY = 'We are very busy right now. Please try again in a moment.';

interface Waiting {
  since: number;
  admit: () => void;
  refuse: () => void;
}

export function loadShedder(
  {
    concurrency,
    maxWaitMs,
    maxQueue = 1000,
    targetMs = 50,
    intervalMs = 1000,
    now = () => performance.now(),
  }: ShedOptions,
  skip?: (path: string) => boolean,
) {
  let running = 0;
  /** Oldest first. */
  const waiting: Waiting[] = [];
  let standing = false;
  let intervalStart = now();
  let shortestDelay = Infinity;

  /** At each turn given back: how long the oldest waiting request has waited (none waiting: 0), per interval. */
  const measure = (at: number) => {
    shortestDelay = Math.min(shortestDelay, waiting.length ? at - waiting[0]!.since : 0);
    if (at - intervalStart < intervalMs) return;
    standing = shortestDelay > targetMs;
    shortestDelay = Infinity;
    intervalStart = at;
  };

  const release = () => {
    const at = now();
    measure(at);
    if (standing) while (waiting.length && at - waiting[0]!.since > 2 * targetMs) waiting[0]!.refuse();
    const next = standing ? waiting.pop() : waiting.shift();
    if (next) next.admit();
    else running--;
  };

  /** Resolves true with a turn (the caller then holds one), false when refused. */
  const turn = (): Promise<boolean> =>
    new Promise((resolve) => {
      const entry: Waiting = {
        since: now(),
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
        refuse: () => {
          clearTimeout(timer);
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(false);
        },
      };
      const timer = setTimeout(entry.refuse, maxWaitMs);
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
  return { middleware, state: () => ({ running, waiting: waiting.length, standing }) };
}
