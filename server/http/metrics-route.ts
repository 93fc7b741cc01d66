/**
 * GET /metrics (issue 33) is not public: with METRICS_TOKEN set, only a caller presenting it as a bearer token (the
 * scraper) reads it; without one, only a caller on this machine (a scraper beside the server, or through an SSH
 * tunnel). Anyone else gets 401 or 403 and not a figure.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import type { Metrics } from '../ops/metrics.ts';
import { clientAddress } from './rate-limit.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'local']);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function metricsRoute(metrics: Metrics, token?: string): Handler {
  return async (c) => {
    if (token) {
      const given = c.req.header('Authorization')?.replace(/^Bearer /, '') ?? '';
      if (!same(given, token)) return c.text('A metrics token is needed.', 401, { 'WWW-Authenticate': 'Bearer' });
    } else if (!LOOPBACK.has(clientAddress(c))) {
      return c.text('Metrics are served to this machine only (set METRICS_TOKEN to scrape from elsewhere).', 403);
    }
    return c.text(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  };
}
