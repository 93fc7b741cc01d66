import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { expect, it, vi } from 'vitest';

// The files of this project share their modules in a worker (vitest.config.ts): loaded again here, with the mock.
vi.hoisted(() => vi.resetModules());
// Counts the compressions the cache makes.
const zlib = vi.hoisted(() => ({ gzips: 0 }));
vi.mock('node:zlib', async (original) => {
  const actual = await original<typeof import('node:zlib')>();
  return {
    ...actual,
    gzipSync: (...args: Parameters<typeof actual.gzipSync>) => (zlib.gzips++, actual.gzipSync(...args)),
  };
});
const { answerCache } = await import('../../server/http/answer-cache.ts');

it('compresses a kept answer the first time a client that takes gzip asks for it, and only then', async () => {
  const app = new Hono();
  app.use('/api/*', answerCache().middleware);
  const page = {
    data: Array.from({ length: 200 }, (_, i) => ({ branchUrl: `salon-${i}`, about: 'Braids and nails.' })),
  };
  app.get('/api/Catalog/Branches', (c) => c.json(page));

  // The build reads plain: nothing is compressed for it.
  for (let i = 0; i < 2; i++) {
    const plain = await app.request('/api/Catalog/Branches', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(page);
  }
  expect(zlib.gzips).toBe(0);

  const first = await app.request('/api/Catalog/Branches', { headers: { 'Accept-Encoding': 'gzip, br' } });
  const second = await app.request('/api/Catalog/Branches', { headers: { 'Accept-Encoding': 'gzip' } });
  for (const res of [first, second]) {
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(page);
  }
  expect(first.headers.get('ETag')).toBe(second.headers.get('ETag'));
  expect(zlib.gzips).toBe(1);
});
