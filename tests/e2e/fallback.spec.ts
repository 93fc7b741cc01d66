/**
 * A branch URL that is not built yet never dead-ends: the 404 page shows it from the API until the rebuild lands.
 * The test removes one branch's pre-rendered page from the served build to stand for a branch added after it.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Response } from '@playwright/test';

/** Removes a branch's page from the folder the server serves now. */
function removeServedPage(branchUrl: string) {
  const state = JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, 'site', 'current.json'), 'utf8'));
  rmSync(join(state.dir, 'branches', branchUrl), { recursive: true, force: true });
}

test('an unbuilt branch page is shown from the API, and a truly unknown one is Not Found', async ({
  page,
  request,
}) => {
  // The lowest-rated demo branch (it has services): other tests, running in parallel, use the top ones, and the salons
  // other tests make (salon.ts) have no reviews, or one good one.
  const all = await (await request.get('/api/Branch/GetActiveBranches')).json();
  const branch = all.data.filter((b: { totalRatings: number }) => b.totalRatings > 0).at(-1);
  // Whenever a salon changes (other tests make salons all the time) the server serves a new copy of the built site,
  // made from the folder it served: a copy begun just before the page was removed brings it back. So the page is
  // removed again from the folder served then, until the server answers without it.
  let response = null as Response | null;
  await expect(async () => {
    removeServedPage(branch.branchUrl);
    response = await page.goto(`/branches/${branch.branchUrl}`);
    expect(response!.status()).toBe(404);
  }).toPass({ timeout: 30_000 });
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: branch.businessName })).toBeVisible();
  await expect(page.getByText('Not Found')).toBeHidden();
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByRole('button', { name: /added$/ }).first()).toHaveText('Added');

  await page.goto('/branches/no-such-salon-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Could not find page.')).toBeVisible();
});
