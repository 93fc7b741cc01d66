/**
 * A live update's files go into the served build one by one, each by a rename (server/site/live.ts applyPartial):
 * pages with fresh compressed variants (a stale one never stays), new assets, and the folders of the job's keys that
 * the render no longer made removed; everything else untouched.
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { applyPartial, planPartial } from '../../server/site/live.ts';
import { pageKey, sitemapBucket, sitemapFile } from '../../src/lib/site-paths.ts';

let root = '';
let served = '';
let partial = '';
const put = (dir: string, rel: string, text: string) => {
  mkdirSync(dirname(join(dir, rel)), { recursive: true });
  writeFileSync(join(dir, rel), text);
};
const read = (rel: string) => readFileSync(join(served, rel), 'utf8');
const page = (words: string) => `<!doctype html><html><body>${words.repeat(60)}</body></html>`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'salon-live-apply-'));
  served = join(root, 'served');
  partial = join(root, 'partial');
  put(served, 'branches/ada/index.html', page('old ada '));
  put(served, 'branches/ada/index.html.br', 'stale br');
  put(served, 'branches/ada/index.html.gz', 'stale gz');
  put(served, 'branches/bola/index.html', page('bola '));
  put(served, 'branches/closed/index.html', page('closed '));
  put(served, 'services/braids/index.html', page('old spelling '));
  put(served, 'services/Nails/index.html', page('nails '));
  put(served, '_astro/app.1.js', 'console.log(1)');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('renames pages and their fresh variants in, removes what the keys no longer have, leaves the rest', async () => {
  put(partial, 'branches/ada/index.html', page('new ada '));
  put(partial, 'services/Braids/index.html', page('Braids '));
  put(partial, 'services/ServiceName=Braids/index.html', page('Braids '));
  // A page the render made but no key names (the render makes the site's other pages too): not moved.
  put(partial, 'faq/index.html', page('faq '));
  put(partial, '_astro/app.2.js', 'console.log(2)');
  const reader = openSync(join(served, 'branches/ada/index.html'), 'r');
  const job = { keys: [pageKey.branch('ada'), pageKey.branch('closed'), pageKey.service('braids')], branchUrls: [] };

  const { written, removed } = await applyPartial(served, partial, job);

  expect(read('branches/ada/index.html')).toBe(page('new ada '));
  expect(brotliDecompressSync(readFileSync(join(served, 'branches/ada/index.html.br'))).toString()).toBe(
    page('new ada '),
  );
  // One who opened the old page before reads it whole.
  try {
    expect(readFileSync(reader, 'utf8')).toBe(page('old ada '));
  } finally {
    closeSync(reader);
  }
  expect(existsSync(join(served, 'branches/closed'))).toBe(false);
  expect(existsSync(join(served, 'services/braids'))).toBe(false);
  expect(read('services/Braids/index.html')).toBe(page('Braids '));
  expect(read('branches/bola/index.html')).toBe(page('bola '));
  expect(read('services/Nails/index.html')).toBe(page('nails '));
  expect(existsSync(join(served, 'faq'))).toBe(false);
  expect(read('_astro/app.2.js')).toBe('console.log(2)');
  expect(written.sort()).toEqual(
    [
      '_astro/app.2.js',
      'branches/ada/index.html',
      'services/Braids/index.html',
      'services/ServiceName=Braids/index.html',
    ].sort(),
  );
  expect(removed.sort()).toEqual(['branches/closed', 'services/braids']);
});

it('removes a compressed variant the new page does not have, never leaving stale bytes', async () => {
  put(partial, 'branches/ada/index.html', '<p>tiny</p>');
  await applyPartial(served, partial, { keys: [pageKey.branch('ada')], branchUrls: ['ada'] });
  expect(read('branches/ada/index.html')).toBe('<p>tiny</p>');
  expect(existsSync(join(served, 'branches/ada/index.html.br'))).toBe(false);
  expect(existsSync(join(served, 'branches/ada/index.html.gz'))).toBe(false);
});

const entry = (categories: string[], location: string, updatedAt = '') => ({
  branchId: 'b1',
  branchUrl: 'ada-braids',
  businessName: 'Ada Braids',
  imageSrc: '/images/branches/branch-01.webp',
  address: '1 Herbert Macaulay Way',
  about: 'Braids.',
  rating: 4.5,
  totalRatings: 2,
  categories,
  serviceNames: ['Braids'],
  location,
  city: 'Lagos',
  updatedAt,
});

it("plans a branch's own page, the listings that show it before and after, and its one sitemap file", () => {
  const change = { branchId: 'b1', branchUrl: 'ada-braids', active: true, updatedAt: 'x' };
  const job = planPartial(
    [change],
    new Map([['b1', entry(['hair'], 'Yaba')]]),
    new Map([['b1', entry(['nails'], 'Lekki')]]),
  );
  expect(job.keys).toEqual(
    [
      pageKey.branch('ada-braids'),
      pageKey.home,
      pageKey.listing,
      pageKey.sitemap(sitemapBucket('ada-braids')),
      pageKey.category('hair'),
      pageKey.category('nails'),
      pageKey.service('Braids'),
      pageKey.location('Yaba'),
      pageKey.location('Lekki'),
      pageKey.location('Lagos'),
    ].sort(),
  );
  expect(job.branchUrls).toEqual(['ada-braids']);
  expect(sitemapFile(sitemapBucket('ada-braids'))).toMatch(/^sitemap-branches-[0-9a-f]{2}\.xml$/);
});

it("plans the sitemap's index when a branch enters or leaves the sitemap, not when it stays", () => {
  const change = (branchUrl: string) => ({ branchId: 'b1', branchUrl, active: true, updatedAt: 'y' });
  const before = new Map([['b1', entry(['hair'], 'Yaba')]]);
  const renamed = new Map([['b1', { ...entry(['hair'], 'Yaba'), branchUrl: 'ada-braids-yaba' }]]);
  const index = (keys: string[]) => keys.includes(pageKey.sitemapIndex);
  expect(index(planPartial([change('ada-braids')], new Map(), before).keys)).toBe(true); // new, or opened
  expect(index(planPartial([change('ada-braids')], before, new Map()).keys)).toBe(true); // closed
  expect(index(planPartial([change('ada-braids-yaba')], before, renamed).keys)).toBe(true); // another URL
  const moved = planPartial([change('ada-braids')], before, new Map([['b1', entry(['nails'], 'Lekki')]]));
  expect(index(moved.keys)).toBe(false);
});

it('plans only the own page and sitemap file of a change no card shows; a card change, the listings', () => {
  const change = { branchId: 'b1', branchUrl: 'ada-braids', active: true, updatedAt: 'y' };
  const before = new Map([['b1', entry(['hair'], 'Yaba', 'x')]]);
  // A price: the entry differs in its version only.
  const priced = planPartial([change], before, new Map([['b1', entry(['hair'], 'Yaba', 'y')]]));
  expect(priced).toEqual({
    keys: [pageKey.branch('ada-braids'), pageKey.sitemap(sitemapBucket('ada-braids'))].sort(),
    branchUrls: ['ada-braids'],
  });
  // A new rating is on every card: every listing that shows the branch.
  const rated = planPartial([change], before, new Map([['b1', { ...entry(['hair'], 'Yaba', 'y'), rating: 4.7 }]]));
  expect(rated.keys).toEqual(
    expect.arrayContaining([pageKey.home, pageKey.listing, pageKey.category('hair'), pageKey.location('Yaba')]),
  );
});

it('plans, for the same card, the listings the branch joined or left, under both spellings of a service', () => {
  const change = { branchId: 'b1', branchUrl: 'ada-braids', active: true, updatedAt: 'y' };
  const before = new Map([['b1', { ...entry(['hair'], 'Yaba', 'x'), serviceNames: ['Braids', 'Cornrows'] }]]);
  const own = [pageKey.branch('ada-braids'), pageKey.sitemap(sitemapBucket('ada-braids'))];
  const plan = (now: { categories: string[]; serviceNames: string[] }) =>
    planPartial([change], before, new Map([['b1', { ...entry(['hair'], 'Yaba', 'y'), ...now }]])).keys;
  // A service's new name: its old and its new search page; not home, the listing, its category or its other services.
  expect(plan({ categories: ['hair'], serviceNames: ['Cornrows', 'Knotless braids'] })).toEqual(
    [...own, pageKey.service('Braids'), pageKey.service('Knotless braids')].sort(),
  );
  // Spelled anew: that page shows the first spelling, so it is re-rendered.
  expect(plan({ categories: ['hair'], serviceNames: ['BRAIDS', 'Cornrows'] })).toEqual(
    [...own, pageKey.service('Braids')].sort(),
  );
  // A service in a new category: that category's page and the service's.
  expect(plan({ categories: ['hair', 'nails'], serviceNames: ['Braids', 'Cornrows', 'Gel nails'] })).toEqual(
    [...own, pageKey.category('nails'), pageKey.service('Gel nails')].sort(),
  );
});
