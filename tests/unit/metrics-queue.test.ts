/** server/ops/metrics.ts: the API's queue as gauges, read from the load shedder when scraped. */
import { expect, it } from 'vitest';
import { createMetrics } from '../../server/ops/metrics.ts';

it("reports the API's queue: running, waiting, and 1 while it stands past capacity", async () => {
  const metrics = createMetrics({
    outbox: () => Promise.resolve({ depth: 0, oldestSeconds: 0 }),
    pool: () => ({ inUse: 0, waiting: 0 }),
  });
  let state = { running: 6, waiting: 41, standing: true };
  metrics.watchQueue(() => state);
  const gauges = async () => {
    const text = await metrics.registry.metrics();
    return Object.fromEntries(
      ['api_requests_running', 'api_requests_waiting', 'api_queue_standing'].map((name) => [
        name,
        Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]),
      ]),
    );
  };
  expect(await gauges()).toEqual({ api_requests_running: 6, api_requests_waiting: 41, api_queue_standing: 1 });
  state = { running: 2, waiting: 0, standing: false };
  expect(await gauges()).toEqual({ api_requests_running: 2, api_requests_waiting: 0, api_queue_standing: 0 });
});
