import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { compressAnswers } from '../../server/http/compress-answers.ts';

const answer = (n: number) => ({
  data: Array.from({ length: n }, (_, i) => ({ branchUrl: `salon-${i}`, about: 'Braids and nails.' })),
});
const big = answer(100);
/** Past the size gzipped on the event loop: gzipped on the thread pool, the same to the client. */
const huge = answer(3000);

function app() {
  const a = new Hono();
  a.use('*', compressAnswers());
  a.get('/small', (c) => c.json({ status: 'Success', data: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  a.get('/missing', (c) => c.json({ status: 'Error', message: 'No such API call.' }, 404));
  a.get('/big', (c) => c.json(big));
  a.get('/huge', (c) => c.json(huge));
  a.get('/csv', (c) => {
    const rows = Array.from({ length: 200 }, (_, i) => `row ${i},Braids,5000\n`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const row = rows.shift();
        if (row) controller.enqueue(new TextEncoder().encode(row));
        else controller.close();
      },
    });
    return c.body(stream, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  return a;
}

it('sends a short JSON answer plain, with its length and the handler’s status and headers', async () => {
  for (const [path, status] of [
    ['/small', 200],
    ['/missing', 404],
  ] as const) {
    const res = await app().request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(new TextDecoder().decode(bytes)).status).toBe(status === 200 ? 'Success' : 'Error');
  }
  const small = await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(small.headers.get('Cache-Control')).toBe('no-store');
});

it('gzips a long JSON answer for a client that takes gzip, and sends it plain to one that does not', async () => {
  const zipped = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
  const bytes = Buffer.from(await zipped.arrayBuffer());
  expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
  expect(zipped.headers.get('Content-Length')).toBe(String(bytes.byteLength));
  expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
  expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);

  const large = await app().request('/huge', { headers: { 'Accept-Encoding': 'gzip' } });
  const largeBytes = Buffer.from(await large.arrayBuffer());
  expect(large.headers.get('Content-Encoding')).toBe('gzip');
  expect(large.headers.get('Content-Length')).toBe(String(largeBytes.byteLength));
  expect(JSON.parse(gunzipSync(largeBytes).toString())).toEqual(huge);
  expect(JSON.stringify(huge).length).toBeGreaterThan(64 * 1024);

  const plain = await app().request('/big', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers.get('Content-Encoding')).toBeNull();
  expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
  expect(await plain.json()).toEqual(big);
});

it('still compresses a streamed answer (the CSV report) as it streams', async () => {
  const res = await app().request('/csv', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.headers.get('Content-Encoding')).toBe('gzip');
  expect(res.headers.get('Content-Length')).toBeNull();
  const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
  expect(text.split('\n')).toHaveLength(201);
  expect(text).toMatch(/^row 0,Braids,5000\n/);
});
