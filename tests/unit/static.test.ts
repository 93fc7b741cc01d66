import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliWindow, compressBytesSync, PAGE_BROTLI_QUALITY, precompress } from '../../server/site/precompress.ts';
import { appShellPath, chooseEncoding, resolveFile, serveSite } from '../../server/site/static.ts';

describe('static site paths', () => {
  it('serves every booking address from the booking shell', () => {
    expect(appShellPath('/appointments/50000000-0000-4000-8000-000000000001')).toBe('/appointments/');
    expect(appShellPath('/appointments/x/')).toBe('/appointments/');
    expect(appShellPath('/appointments/a/b')).toBe('/appointments/a/b');
    expect(appShellPath('/branches/x')).toBe('/branches/x');
    // The pages of their own under /appointments: a reminder's manage link, the deposit's return.
    expect(appShellPath('/appointments/manage')).toBe('/appointments/manage');
    expect(appShellPath('/appointments/deposit/')).toBe('/appointments/deposit/');
  });
  it('never resolves outside the build folder', async () => {
    expect(await resolveFile('/tmp', '/../etc/passwd')).toBeUndefined();
    expect(await resolveFile('/tmp', '/%2e%2e/etc/passwd')).toBeUndefined();
    expect(await resolveFile('/tmp', '/%E0%A4%A')).toBeUndefined();
    expect(await resolveFile('/tmp', '/a%00b')).toBeUndefined();
  });
});

describe('serving the built site', () => {
  const root = mkdtempSync(join(tmpdir(), 'salon-static-'));
  const page = `<!doctype html><title>Branch</title>${'<p>Braids, cornrows and twists in Lekki.</p>'.repeat(60)}`;
  const app = new Hono();
  app.get(
    '*',
    serveSite(() => root),
  );

  beforeAll(async () => {
    mkdirSync(join(root, 'branches', 'x'), { recursive: true });
    mkdirSync(join(root, '_astro'), { recursive: true });
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, 'branches', 'x', 'index.html'), page.replace('Branch', 'X'));
    writeFileSync(join(root, '_astro', 'app.abc123.js'), 'console.log("hello from an island");'.repeat(40));
    writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>');
    await precompress(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('compresses once at build time: .br and .gz next to each page and asset', () => {
    expect(brotliDecompressSync(readFileSync(join(root, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(root, '_astro', 'app.abc123.js.gz'))).toString()).toContain('island');
    // Too small to be worth it.
    expect(existsSync(join(root, '404.html.br'))).toBe(false);
  });

  it('sends brotli when accepted, else gzip, else the bytes as they are, varying by Accept-Encoding', async () => {
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gz = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    const plain = await app.request('/');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    // The ETag names the representation; all three share the hash of the page's bytes.
    const tags = [br, gz, plain].map((r) => r.headers.get('ETag')!);
    expect(new Set(tags).size).toBe(3);
    expect(tags[0]).toBe(tags[2]!.replace(/"$/, '-br"'));
  });

  it('answers pages with an ETag, Last-Modified and a Cache-Control a CDN can keep briefly', async () => {
    const res = await app.request('/branches/x');
    expect(res.status).toBe(200);
    const hash = createHash('sha256').update(page.replace('Branch', 'X')).digest('base64url').slice(0, 22);
    expect(res.headers.get('ETag')).toBe(`"${hash}"`);
    expect(res.headers.get('Last-Modified')).toMatch(/GMT$/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const asset = await app.request('/_astro/app.abc123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a revalidation by ETag (any encoding of it) or by date, and 200 when changed', async () => {
    const first = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('ETag')!;
    const lastModified = first.headers.get('Last-Modified')!;
    const byTag = await app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    const otherEncoding = await app.request('/', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(otherEncoding.status).toBe(304);
    const byDate = await app.request('/', { headers: { 'If-Modified-Since': lastModified } });
    expect(byDate.status).toBe(304);
    const stale = await app.request('/', { headers: { 'If-None-Match': '"something-else"' } });
    expect(stale.status).toBe(200);
    const old = await app.request('/', { headers: { 'If-Modified-Since': new Date(0).toUTCString() } });
    expect(old.status).toBe(200);
  });

  it('chooses encodings by q-values', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

it('compresses only what has no variant yet when asked for the missing ones (pages made in a build)', async () => {
  const root = mkdtempSync(join(tmpdir(), 'salon-missing-'));
  try {
    const text = '<p>A page worth compressing.</p>'.repeat(40);
    mkdirSync(join(root, 'branches', 'ada'), { recursive: true });
    writeFileSync(join(root, 'branches', 'ada', 'index.html'), text);
    // Compressed as it was rendered: its variants stay as they are.
    writeFileSync(join(root, 'branches', 'ada', 'index.html.br'), 'made while rendering');
    writeFileSync(join(root, 'branches', 'ada', 'index.html.gz'), 'made while rendering');
    writeFileSync(join(root, 'robots.xml'), text);
    await precompress(root, undefined, { missing: true });
    expect(readFileSync(join(root, 'branches', 'ada', 'index.html.br'), 'utf8')).toBe('made while rendering');
    expect(readFileSync(join(root, 'branches', 'ada', 'index.html.gz'), 'utf8')).toBe('made while rendering');
    expect(brotliDecompressSync(readFileSync(join(root, 'robots.xml.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(root, 'robots.xml.gz'))).toString()).toBe(text);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it("compresses with brotli's window shrunk to the file: the same bytes back, no worse, at every size", () => {
  expect(brotliWindow(100)).toBe(10);
  expect(brotliWindow(40_000)).toBe(16);
  expect(brotliWindow(65_520)).toBe(16);
  expect(brotliWindow(65_521)).toBe(17);
  expect(brotliWindow(50_000_000)).toBe(22);
  // Its second half repeats its first (random letters): a window that did not hold the file would miss that match.
  const dir = mkdtempSync(join(tmpdir(), 'salon-window-'));
  try {
    for (const size of [1_000, 65_520, 65_521, 300_000]) {
      const half = randomBytes(size)
        .toString('base64')
        .slice(0, Math.ceil(size / 2));
      const text = Buffer.from((half + half).slice(0, size));
      const file = join(dir, `page-${size}.html`);
      compressBytesSync(file, text);
      const br = readFileSync(`${file}.br`);
      expect(brotliDecompressSync(br).equals(text)).toBe(true);
      const wide = brotliCompressSync(text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      });
      expect(br.length).toBeLessThanOrEqual(wide.length * 1.01);
      expect(br.length).toBeLessThan(size * 0.45);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
