/**
 * A server you can watch (issue 33): GET /metrics in Prometheus' text format, read by a scraper with the token (and
 * refused without it): requests by route and status with a latency histogram, the database pool, the mail outbox's
 * depth and oldest age, the API's queue, the process's memory and event-loop lag. Every answer carries a request id,
 * the caller's when it sent a plausible one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'salon-metrics-'));
const TOKEN = 'metrics-test-token';
let server: RunningServer | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** One sample of the exposition format: name, labels, value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus' text format (0.0.4): comments (# HELP, # TYPE) and `name{label="value",...} number` lines. */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of m[2]?.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g) ?? []) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: m[3] === 'NaN' ? Number.NaN : Number(m[3]) });
  }
  return { samples, types };
}

it('serves the metrics to the scraper with the token only, and ids every request', async () => {
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'off', METRICS_TOKEN: TOKEN });
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/Category/GetByStatus`)).text();
  const echoed = await fetch(`${server.url}/api/Category/GetByStatus`, { headers: { 'X-Request-Id': 'abc-123' } });
  expect(echoed.headers.get('x-request-id')).toBe('abc-123');
  const made = await fetch(`${server.url}/api/NoSuchCall`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

  expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const { samples, types } = parseExposition(await res.text());
  const one = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

  expect(types.get('http_requests_total')).toBe('counter');
  expect(types.get('http_request_duration_seconds')).toBe('histogram');
  const categories = { method: 'GET', route: '/api/Category/GetByStatus' };
  expect(one('http_requests_total', { ...categories, status: '200' })[0]!.value).toBeGreaterThanOrEqual(4);
  expect(one('http_request_duration_seconds_count', categories)[0]!.value).toBeGreaterThanOrEqual(4);
  expect(one('http_request_duration_seconds_bucket', { ...categories, le: '+Inf' })[0]!.value).toBeGreaterThanOrEqual(
    4,
  );
  // A path no route has is one series, however many such paths are asked for.
  expect(one('http_requests_total', { status: '404' }).map((s) => s.labels.route)).toEqual(['unmatched']);
  for (const gauge of ['db_pool_in_use', 'db_pool_waiting', 'mail_outbox_depth', 'mail_outbox_oldest_age_seconds'])
    expect(one(gauge)[0]!.value, gauge).toBeGreaterThanOrEqual(0);
  // The API's queue, idle between requests (the scrape itself is not an API request).
  for (const gauge of ['api_requests_running', 'api_requests_waiting', 'api_queue_standing'])
    expect(one(gauge)[0]!.value, gauge).toBe(0);
  expect(one('process_resident_memory_bytes')[0]!.value).toBeGreaterThan(10_000_000);
  expect(one('nodejs_eventloop_lag_seconds')).toHaveLength(1);
  expect(one('db_slow_statements_total')).toHaveLength(1);
  // Declared from the start; its series come with the first build or live update (tests/process/site.test.ts).
  expect(types.get('site_update_seconds')).toBe('histogram');
}, 180_000);
