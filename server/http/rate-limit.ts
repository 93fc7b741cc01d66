/**
 * Rate limits in the database (fixed windows), so every API process shares them. Over the limit: 429 with a message
 * and Retry-After; nothing else happens.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { errorBody } from './envelope.ts';

export interface RateLimitRule {
  /** A name for the counter, e.g. "login". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * RATE_LIMIT_MULTIPLIER raises every limit for end-to-end runs, where all the test browsers share one address; the
 * API tests run with the real limits and prove they hold.
 */
const MULTIPLIER = Math.max(1, Number(process.env.RATE_LIMIT_MULTIPLIER) || 1);

/** Counts one hit and answers whether it is within the limit. */
export async function hit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${key}`, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: row!.hits <= rule.limit * MULTIPLIER, retryAfter };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The caller's address: the socket's peer, or, when the peer is a proxy on this machine (deploy/nginx.conf), the
 * address that proxy saw, the last one of X-Forwarded-For (it appends it; what a caller sent comes before). Behind
 * the front door every caller would otherwise be 127.0.0.1 and share one login limit.
 */
export function clientAddress(c: Context): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
  const forwarded = LOOPBACK.has(peer) ? c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || peer;
}

export function rateLimit(db: Db, now: () => Date, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    const { allowed, retryAfter } = await hit(db, clientAddress(c), rule, now());
    if (!allowed) {
      c.header('Retry-After', String(retryAfter));
      return c.json(errorBody('Too many attempts. Please wait a few minutes and try again.'), 429);
    }
    await next();
  };
}
