/**
 * What an operator watches (issue 33), in Prometheus' text format at GET /metrics (prom-client): requests by route
 * and status with a latency histogram, the database pool (in use, waiting), the mail outbox (depth, the oldest queued
 * message's age), slow statements, the API's queue (running, waiting, past capacity), the site's builds and live
 * updates, and the process itself (memory, event-loop lag, from prom-client's defaults).
 * Figures of the database are read when scraped, never on the request path.
 */
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsProbe {
  /** Messages waiting in the outbox and how long the oldest has waited, in seconds. */
  outbox(): Promise<{ depth: number; oldestSeconds: number }>;
  /** Connections in use and requests waiting for one (PostgreSQL's pool; the embedded database's queue). */
  pool(): { inUse: number; waiting: number };
}

/** The API's turns (server/http/load-shed.ts): requests running, waiting, and whether the queue stands. */
export type QueueState = () => { running: number; waiting: number; standing: boolean };

export function createMetrics(probe: MetricsProbe) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const slow = new Counter({
    name: 'db_slow_statements_total',
    help: 'Database statements that took longer than 100 ms',
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_in_use',
    help: 'Database connections in use (the embedded database: statements running or queued)',
    registers: [registry],
    collect() {
      this.set(probe.pool().inUse);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Requests waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(probe.pool().waiting);
    },
  });
  // Both outbox gauges come from one read: a scrape asks each in turn, within the same second.
  let read: { at: number; figures: ReturnType<MetricsProbe['outbox']> } | undefined;
  const outbox = () => {
    if (!read || Date.now() - read.at > 1000)
      read = {
        at: Date.now(),
        figures: probe.outbox().catch(() => ({ depth: Number.NaN, oldestSeconds: Number.NaN })),
      };
    return read.figures;
  };
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mails and texts waiting to be sent',
    registers: [registry],
    async collect() {
      this.set((await outbox()).depth);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_age_seconds',
    help: 'How long the oldest message waiting to be sent has waited',
    registers: [registry],
    async collect() {
      this.set((await outbox()).oldestSeconds);
    },
  });

  // Past capacity: the queue stands, and what it refuses shows as 503s in http_requests_total.
  let queue: QueueState | undefined;
  const queueGauge = (name: string, help: string, value: (q: ReturnType<QueueState>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (queue) this.set(value(queue()));
      },
    });
  queueGauge('api_requests_running', 'API requests running (at most API_CONCURRENCY)', (q) => q.running);
  queueGauge('api_requests_waiting', 'API requests waiting for their turn', (q) => q.waiting);
  queueGauge(
    'api_queue_standing',
    '1 while the API is past capacity (a standing queue: newest first, waits cut short), else 0',
    (q) => Number(q.standing),
  );

  const site = new Histogram({
    name: 'site_update_seconds',
    help: "The site's full builds and live updates, from start to serving",
    labelNames: ['kind'] as const,
    buckets: [0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [registry],
  });

  /**
   * Counts and times every request by its route's pattern (not its path: ids would make a series each), the route
   * that would answer it even when a middleware did (an answer kept in memory); a path no route has is 'unmatched'.
   */
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const route = matchedRoutes(c).findLast((r) => r.method !== 'ALL')?.path ?? 'unmatched';
    requests.inc({ method: c.req.method, route, status: String(c.res.status) });
    duration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
  };
  return {
    registry,
    middleware,
    slowStatement: () => slow.inc(),
    siteUpdated: (kind: 'build' | 'live', seconds: number) => site.observe({ kind }, seconds),
    watchQueue: (state: QueueState) => void (queue = state),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
