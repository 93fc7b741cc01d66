/**
 * The site deployed as a real static site: `npm run build:site` builds it from a running API (API_URL) into a folder,
 * and a plain static file server that is not ours (sirv) serves that folder, with /api and /uploads routed to the API
 * the way a CDN routes them to the load balancer. Every page of the sitemap answers, every link and asset on them
 * resolves, the precompressed variants are what a standard server sends, and an island reaches the API (a login).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import sirv from 'sirv';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { freePort } from '../../scripts/lib/server-process.ts';
import { demoApi } from './fixtures/demo-api.ts';

const outDir = mkdtempSync(join(tmpdir(), 'salon-static-'));
let api: Awaited<ReturnType<typeof demoApi>>;
let cdn: Server;
let apiOrigin = '';
let siteOrigin = '';

/** What a CDN does: /api and /uploads go to the API, everything else is the static folder. */
function staticSite(): Server {
  const files = sirv(outDir, { gzip: true, brotli: true, etag: true, dev: false });
  return createServer((req, res) => {
    if (!/^\/(api|uploads)\//.test(req.url ?? '')) {
      files(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host') headers.set(k, v);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      fetch(`${apiOrigin}${req.url}`, { method: req.method, headers, body })
        .then(async (answer) => {
          res.statusCode = answer.status;
          answer.headers.forEach((v, k) => {
            // fetch decoded the body already.
            if (k !== 'content-encoding' && k !== 'content-length') res.setHeader(k, v);
          });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => {
          res.statusCode = 502;
          res.end();
        });
    });
  });
}

beforeAll(async () => {
  const sitePort = await freePort();
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  // An API process as deployed behind a load balancer: SITE_BUILD=off, no site of its own. The demo catalog as
  // seeded today, in a database of its own.
  api = await demoApi({ siteUrl: siteOrigin, uploadsDir: outDir });
  apiOrigin = api.origin;
  const code = await new Promise<number | null>((done) => {
    const child = spawn(process.execPath, ['scripts/build-site.ts', '--out', outDir], {
      env: { ...process.env, API_URL: `${apiOrigin}/api`, SITE_URL: siteOrigin },
      stdio: 'ignore',
    });
    child.on('exit', done);
  });
  expect(code).toBe(0);
  cdn = staticSite();
  await new Promise<void>((done) => cdn.listen(sitePort, '127.0.0.1', done));
}, 240_000);

afterAll(async () => {
  cdn?.close();
  await api?.close();
  rmSync(outDir, { recursive: true, force: true });
});

it('serves every page of the sitemap, and every link and asset on them resolves', async () => {
  // The sitemap is an index of files of addresses.
  const locs = async (path: string) =>
    [...(await (await fetch(`${siteOrigin}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
  const files = await locs('/sitemap.xml');
  expect(files).toContain('/sitemap-pages.xml');
  const pages = (await Promise.all(files.map(locs))).flat();
  expect(pages.length).toBeGreaterThan(40);
  expect(pages).toContain('/');
  const targets = new Set<string>();
  for (const path of pages) {
    const res = await fetch(`${siteOrigin}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
    const html = await res.text();
    for (const m of html.matchAll(/(?:href|src)="(\/[^"#?]*)/g)) targets.add(m[1]!);
  }
  const broken: string[] = [];
  for (const target of targets) {
    const res = await fetch(`${siteOrigin}${target}`, { method: target.startsWith('/api/') ? 'GET' : 'HEAD' });
    if (res.status !== 200) broken.push(`${target} ${res.status}`);
  }
  expect(broken).toEqual([]);
  expect(targets.size).toBeGreaterThan(pages.length);
});

it('sends the variants compressed at build time, as a standard static server does', async () => {
  const res = await fetch(`${siteOrigin}/`, { headers: { 'Accept-Encoding': 'br' } });
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(await res.text()).toContain('</html>');
});

it('lets the islands reach the API: a customer logs in from the nav', async () => {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${siteOrigin}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill('customer@salonbook.ng');
    await dialog.getByLabel('Password', { exact: true }).fill('Customer@2026');
    const [login] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/Auth/login')),
      dialog.getByRole('button', { name: 'Login', exact: true }).click(),
    ]);
    expect(login.status()).toBe(200);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).waitFor();
  } finally {
    await browser.close();
  }
}, 60_000);
