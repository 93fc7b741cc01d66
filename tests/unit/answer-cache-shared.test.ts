import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { answerCache } from '../../server/http/answer-cache.ts';

/** A catalog read whose handler is held until released, counting its calls and answering the call's number. */
function heldRead() {
  const cache = answerCache();
  const app = new Hono();
  app.use('/api/*', cache.middleware);
  let calls = 0;
  const releases: (() => void)[] = [];
  app.get('/api/Catalog/BranchIndex', async (c) => {
    const call = ++calls;
    await new Promise<void>((resolve) => releases.push(resolve));
    return call === 1 && c.req.query('fail') ? c.json({ message: 'away' }, 503) : c.json({ data: [{ call }] });
  });
  const read = async (query = '') => (await app.request(`/api/Catalog/BranchIndex${query}`)).json();
  // Lets every handler called so far answer, once the reads have reached them.
  const release = async () => {
    await new Promise((r) => setTimeout(r, 10));
    while (releases.length) releases.shift()!();
  };
  return { cache, read, release, calls: () => calls };
}

it('sends a read that arrives while the same answer is worked out that answer, not a second one', async () => {
  const held = heldRead();
  const first = held.read();
  const second = held.read();
  await held.release();
  expect(await first).toEqual({ data: [{ call: 1 }] });
  expect(await second).toEqual({ data: [{ call: 1 }] });
  expect(held.calls()).toBe(1);
});

it('works the answer out again for a read after a catalog write, and when the one waited for is not kept', async () => {
  const held = heldRead();
  const before = held.read();
  await new Promise((r) => setTimeout(r, 10));
  // A write while the first read is worked out: the next read must not get what was read before it.
  held.cache.invalidate();
  const after = held.read();
  await held.release();
  expect(await before).toEqual({ data: [{ call: 1 }] });
  expect(await after).toEqual({ data: [{ call: 2 }] });

  const other = heldRead();
  const failed = other.read('?fail=1');
  const waiting = other.read('?fail=1');
  await other.release();
  expect(await failed).toEqual({ message: 'away' });
  // It waited for the first, which was not kept, then asked the handler itself.
  await other.release();
  expect(await waiting).toEqual({ data: [{ call: 2 }] });
});
