/**
 * A branch URL that is not built yet never dead-ends: the 404 page shows it from the API until the rebuild lands.
 * The test removes one branch's pre-rendered page from the served build to stand for a branch added after it.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

test('an unbuilt branch page is shown from the API, and a truly unknown one is Not Found', async ({
  page,
  request,
}) => {
  // The lowest-rated demo branch (it has services): other tests, running in parallel, use the top ones, and salons
  // registered by other tests have no services yet.
  const all = await (await request.get('/api/Branch/GetActiveBranches')).json();
  const branch = all.data.filter((b: { totalRatings: number }) => b.totalRatings > 0).at(-1);
  const state = JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, 'site', 'current.json'), 'utf8'));
  rmSync(join(state.dir, 'branches', branch.branchUrl), { recursive: true, force: true });

  const response = await page.goto(`/branches/${branch.branchUrl}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: branch.businessName })).toBeVisible();
  await expect(page.getByText('Not Found')).toBeHidden();
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByRole('button', { name: /added$/ }).first()).toHaveText('Added');

  await page.goto('/branches/no-such-salon-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Could not find page.')).toBeVisible();
});
