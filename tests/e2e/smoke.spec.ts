import { expect, test } from '@playwright/test';

test('home page shows the hero and the quick search @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Perfect Looks' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Find a salon' })).toBeVisible();
});
