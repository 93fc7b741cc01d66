// Past capacity a prompt 503 (server/http/load-shed.ts): requests beyond the limit wait their turn in order, and one
// whose wait runs out, or that finds the queue full, is answered "busy" at once; a failed request gives its turn back.
// A queue that stands (excess load, not a burst) serves the newest first and refuses at once what waited too long.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { BUSY, loadShedder } from '../../server/http/load-shed.ts';

/** Lets the app run what is ready (requests arrive, turns are given). */
const tick = () => new Promise((r) => setImmediate(r));

/** An app whose /api/slow requests finish when the test says (in the order they arrived). */
function appWith(options: Parameters<typeof loadShedder>[0]) {
  const finishers: (() => void)[] = [];
  const started: string[] = [];
  const shed = loadShedder(options, (path) => path === '/api/health');
  const app = new Hono();
  app.use('/api/*', shed.middleware);
  app.get('/api/slow/:name', async (c) => {
    started.push(c.req.param('name'));
    await new Promise<void>((resolve) => finishers.push(resolve));
    return c.json({ status: 'Success' });
  });
  app.get('/api/fail', () => {
    throw new Error('broken');
  });
  app.onError((_err, c) => c.json({ status: 'Error' }, 500));
  app.get('/api/health', (c) => c.json({ status: 'Success' }));
  const request = (path: string) => Promise.resolve(app.request(path));
  /** Resolves once `n` requests have started. */
  const startedCount = async (n: number) => {
    while (started.length < n) await tick();
  };
  const finishNext = () => finishers.shift()!();
  /** Finishes these requests one after another, each answered 200 before the next is finished. */
  const finishEach = async (requests: Promise<Response>[]) => {
    for (const done of requests) {
      finishNext();
      expect((await done).status).toBe(200);
      await tick();
    }
  };
  return { request, started, startedCount, finishNext, finishEach, state: shed.state };
}

/** One request at a time, a standing queue past 20 ms throughout 100 ms, on a clock the test sets. */
function clockedApp() {
  const clock = { ms: 0 };
  const app = appWith({ concurrency: 1, maxWaitMs: 60_000, targetMs: 20, intervalMs: 100, now: () => clock.ms });
  return { ...app, clock };
}

describe('load shedding', () => {
  it('runs up to the limit at once; the next waits its turn and runs when one finishes', async () => {
    const t = appWith({ concurrency: 2, maxWaitMs: 60_000 });
    const first = t.request('/api/slow/a');
    const second = t.request('/api/slow/b');
    await t.startedCount(2);
    const third = t.request('/api/slow/c');
    await tick();
    expect(t.started).toEqual(['a', 'b']);
    expect(t.state()).toEqual({ running: 2, waiting: 1, standing: false });
    t.finishNext();
    expect((await first).status).toBe(200);
    await t.startedCount(3);
    expect(t.started).toEqual(['a', 'b', 'c']);
    t.finishNext();
    t.finishNext();
    expect([(await second).status, (await third).status]).toEqual([200, 200]);
    expect(t.state()).toEqual({ running: 0, waiting: 0, standing: false });
  });

  it('answers 503 "busy" with Retry-After once the wait runs out, and never runs that request', async () => {
    const t = appWith({ concurrency: 1, maxWaitMs: 50 });
    const first = t.request('/api/slow/a');
    await t.startedCount(1);
    const shed = await t.request('/api/slow/b');
    expect(shed.status).toBe(503);
    expect(shed.headers.get('Retry-After')).toBe('1');
    expect(await shed.json()).toEqual({ status: 'Error', message: BUSY });
    expect(t.state()).toEqual({ running: 1, waiting: 0, standing: false });
    t.finishNext();
    expect((await first).status).toBe(200);
    expect(t.started).toEqual(['a']);
  });

  it('answers 503 at once when the queue is full, and never holds back the health check', async () => {
    const t = appWith({ concurrency: 1, maxWaitMs: 60_000, maxQueue: 1 });
    const first = t.request('/api/slow/a');
    await t.startedCount(1);
    const queued = t.request('/api/slow/b');
    expect((await t.request('/api/slow/c')).status).toBe(503);
    expect((await t.request('/api/health')).status).toBe(200);
    t.finishNext();
    await t.startedCount(2);
    t.finishNext();
    expect([(await first).status, (await queued).status]).toEqual([200, 200]);
  });

  it('gives the turn back when a request fails', async () => {
    const t = appWith({ concurrency: 1, maxWaitMs: 60_000 });
    expect((await t.request('/api/fail')).status).toBe(500);
    expect(t.state()).toEqual({ running: 0, waiting: 0, standing: false });
    const next = t.request('/api/slow/a');
    await t.startedCount(1);
    t.finishNext();
    expect((await next).status).toBe(200);
  });

  it('under a standing queue serves the newest first, refusing at once what waited past twice the target', async () => {
    const t = clockedApp();
    const a = t.request('/api/slow/a');
    await t.startedCount(1);
    const b = t.request('/api/slow/b');
    await tick();
    // 150 ms on, b has waited all along (the queue stood for a whole interval), and two more came just now.
    t.clock.ms = 150;
    const d = t.request('/api/slow/d');
    const e = t.request('/api/slow/e');
    await tick();
    t.finishNext();
    expect((await a).status).toBe(200);
    // b is answered busy at once, not after its 60 s; the newest, e, runs before d.
    expect((await b).status).toBe(503);
    await t.startedCount(2);
    expect(t.started).toEqual(['a', 'e']);
    expect(t.state()).toEqual({ running: 1, waiting: 1, standing: true });
    t.clock.ms = 160;
    t.finishNext();
    expect((await e).status).toBe(200);
    await t.startedCount(3);
    // Once the queue has emptied for an interval, requests wait their turn in arrival order again.
    t.clock.ms = 400;
    t.finishNext();
    expect((await d).status).toBe(200);
    const f = t.request('/api/slow/f');
    await t.startedCount(4);
    const g = t.request('/api/slow/g');
    const h = t.request('/api/slow/h');
    await tick();
    expect(t.state()).toEqual({ running: 1, waiting: 2, standing: false });
    await t.finishEach([f, g, h]);
    expect(t.started).toEqual(['a', 'e', 'd', 'f', 'g', 'h']);
  });

  it('lets a burst shorter than the interval wait in arrival order, however long the waits', async () => {
    const t = clockedApp();
    const a = t.request('/api/slow/a');
    await t.startedCount(1);
    const b = t.request('/api/slow/b');
    const c = t.request('/api/slow/c');
    await tick();
    t.clock.ms = 90;
    await t.finishEach([a, b, c]);
    expect(t.started).toEqual(['a', 'b', 'c']);
  });
});
