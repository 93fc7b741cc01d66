/**
 * How a build reads branch details (src/lib/catalog.ts): a page at a time as the branch pages render, one page ahead,
 * never all at once; a URL the pages do not bring is read on its own; a partial round reads just its branches, and a
 * new round reads again.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import type { BranchDetail } from '../../src/lib/types.ts';

// The files of this project share their modules in a worker (vitest.config.ts): loaded again here, with the mock.
vi.hoisted(() => vi.resetModules());
const api = vi.hoisted(() => ({
  branchIndex: vi.fn(),
  branchPage: vi.fn(),
  branchByUrl: vi.fn(),
}));
vi.mock('../../src/lib/api.ts', async (original) => ({
  ...(await original<typeof import('../../src/lib/api.ts')>()),
  api,
}));
const { ApiError } = await import('../../src/lib/api.ts');
const { branchDetail, branchPageUrls } = await import('../../src/lib/catalog.ts');
const { startRound } = await import('../../src/lib/site-round.ts');

const url = (i: number) => `branch-${String(i).padStart(5, '0')}`;
const detail = (branchUrl: string) => ({ branchUrl }) as BranchDetail;
// 2,500 active branches, paged by the API in URL order, 1,000 a page; the index lists them best rated first.
const all = Array.from({ length: 2500 }, (_, i) => url(i));

beforeEach(() => {
  vi.clearAllMocks();
  api.branchIndex.mockResolvedValue([...all].reverse().map((branchUrl) => ({ branchUrl })));
  api.branchPage.mockImplementation(async (after: string | undefined, limit: number) =>
    all
      .filter((u) => !after || u > after)
      .slice(0, limit)
      .map(detail),
  );
  api.branchByUrl.mockImplementation(async (u: string) => {
    if (u === 'gone') throw new ApiError(404, 'Branch not found.');
    return detail(u);
  });
  startRound();
});

it('reads the details a page at a time as the pages render, one page ahead', async () => {
  const urls = await branchPageUrls();
  expect(urls).toEqual(all);
  expect((await branchDetail(urls[0]!))?.branchUrl).toBe(url(0));
  // The first page, and the next one on its way.
  expect(api.branchPage.mock.calls.map(([after]) => after)).toEqual([undefined, url(999)]);
  for (const u of urls.slice(1, 1000)) expect((await branchDetail(u))?.branchUrl).toBe(u);
  expect(api.branchPage).toHaveBeenCalledTimes(2);
  for (const u of urls.slice(1000)) expect((await branchDetail(u))?.branchUrl).toBe(u);
  expect(api.branchPage.mock.calls.map(([after]) => after)).toEqual([undefined, url(999), url(1999)]);
  expect(api.branchByUrl).not.toHaveBeenCalled();
});

it('reads a branch the pages do not bring on its own, and answers undefined for one not active', async () => {
  await branchPageUrls();
  expect((await branchDetail('zz-ordered-elsewhere'))?.branchUrl).toBe('zz-ordered-elsewhere');
  expect(await branchDetail('gone')).toBeUndefined();
  expect(api.branchByUrl.mock.calls.map(([u]) => u)).toEqual(['zz-ordered-elsewhere', 'gone']);
});

it('reads just the branches of a partial round, and everything again in the next round', async () => {
  startRound({ keys: ['branch:branch-00007'], branchUrls: [url(7), 'gone'] });
  expect(await branchPageUrls()).toEqual([url(7), 'gone']);
  expect((await branchDetail(url(7)))?.branchUrl).toBe(url(7));
  expect(await branchDetail('gone')).toBeUndefined();
  expect(api.branchPage).not.toHaveBeenCalled();
  expect(api.branchIndex).not.toHaveBeenCalled();

  startRound();
  expect(await branchPageUrls()).toHaveLength(2500);
  startRound();
  await branchPageUrls();
  // Each full round reads the index again (the catalog may have changed in between).
  expect(api.branchIndex).toHaveBeenCalledTimes(2);
});
