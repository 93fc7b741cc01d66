import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AstroPrerenderer } from 'astro';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { compressAsRendered, pageFile } from '../../src/integrations/compress-pages.ts';

let out = '';
beforeEach(() => (out = mkdtempSync(join(tmpdir(), 'salon-compress-pages-'))));
afterEach(() => rmSync(out, { recursive: true, force: true }));

const html = (words: string) => `<!doctype html><html><body>${words.repeat(200)}</body></html>`;

/** A prerenderer that answers each URL's page (404 for /gone/), as Astro's default one does. */
function fakePrerenderer(): AstroPrerenderer {
  return {
    name: 'fake',
    getStaticPaths: async () => [],
    render: async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/gone/') return new Response(null, { status: 404 });
      return new Response(html(path), { headers: { 'Content-Type': 'text/html' } });
    },
  };
}

const page = (route: string, type = 'page') => ({ routeData: { route, type } }) as never;

it('works out the file a static build writes each route to', () => {
  expect(pageFile('/', 'page', '/')).toBe('index.html');
  expect(pageFile('/services/Knotless Braids/', 'page', '/services/[value]')).toBe(
    'services/Knotless Braids/index.html',
  );
  expect(pageFile('/sitemap-branches-a.xml', 'endpoint', '/sitemap-branches-[bucket].xml')).toBe(
    'sitemap-branches-a.xml',
  );
  expect(pageFile('/404/', 'page', '/404')).toBeUndefined();
  expect(pageFile('/old/', 'redirect', '/old')).toBeUndefined();
});

it('writes every rendered page and its variants as it renders, and none after the build has drained', async () => {
  const prerenderer = fakePrerenderer();
  const compressing = compressAsRendered(prerenderer, out);
  const urls = Array.from({ length: 30 }, (_, i) => `/branches/salon-${i}/`);
  for (const url of urls) {
    const answer = (await prerenderer.render(new Request(`http://x${url}`), page('/branches/[branchUrl]'))) as Response;
    // Written here: Astro is handed the answer without a body, and writes no file for it.
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  }
  await prerenderer.render(new Request('http://x/gone/'), page('/branches/[branchUrl]'));
  await compressing.drain();
  for (const url of urls) {
    const file = join(out, url, 'index.html');
    expect(readFileSync(file, 'utf8')).toBe(html(url));
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(html(url));
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(html(url));
  }
  expect(existsSync(join(out, 'gone'))).toBe(false);
  // A live update's pages, rendered by the same process later, go to a folder of their own: nothing is written here.
  await prerenderer.render(new Request('http://x/branches/later/'), page('/branches/[branchUrl]'));
  expect(existsSync(join(out, 'branches/later'))).toBe(false);
});

it('fails the build when a page cannot be written, saying which page', async () => {
  const prerenderer = fakePrerenderer();
  // A file where the page's folder should be.
  writeFileSync(join(out, 'branches'), 'not a folder');
  const compressing = compressAsRendered(prerenderer, out);
  const answer = await prerenderer.render(new Request('http://x/branches/salon-1/'), page('/branches/[branchUrl]'));
  // Astro gets the page as rendered, headers and all.
  expect((answer as Response).headers.get('Content-Type')).toBe('text/html');
  await expect(compressing.drain()).rejects.toThrow(/compressing .*branches\/salon-1\/index\.html: .*ENOTDIR/);
});
