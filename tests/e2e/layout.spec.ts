/**
 * Layout on a 360 px phone (the mobile menu, no sideways scrolling) and the login overlay (spec section 2, 5).
 * The phone-only tests pin the viewport to 360 px, so they hold in the desktop project too; '@phone' runs them on the
 * phone project (touch, device scale factor 2) as well.
 */
import { expect, test, type Page } from '@playwright/test';
import { topBranches, waitForEagerIslands } from './helpers.ts';

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Clicks the nav's Login, opening the mobile menu first when the nav is collapsed. */
async function openLogin(page: Page) {
  if (await menuButton(page).isVisible()) {
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  }
  await mainNav(page).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu button opens and closes the mobile menu, and its links work @phone', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    const salons = mainNav(page).getByRole('link', { name: 'Salons', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(salons).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Salons', 'Blogs', 'Partner Fees'])
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Signup', exact: true })).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(salons).toBeHidden();

    await button.click();
    await expect(salons).toBeVisible();
    await salons.click();
    await expect(page).toHaveURL('/branches');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore us!' })).toBeVisible();
  });

  test('Escape closes the mobile menu @phone', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(mainNav(page).getByRole('link', { name: 'Blogs', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Blogs', exact: true })).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  const pages: [string, (p: { request: import('@playwright/test').APIRequestContext }) => Promise<string>][] = [
    ['/', async () => '/'],
    ['a branch page', async ({ request }) => `/branches/${(await topBranches(request))[0]!.branchUrl}`],
    ['/branches', async () => '/branches'],
    ['/blogs', async () => '/blogs'],
  ];
  for (const [name, path] of pages) {
    test(`no horizontal scrolling on ${name} @phone`, async ({ page, request }) => {
      await page.goto(await path({ request }));
      await waitForEagerIslands(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(360);
      expect(scrollWidth, 'document.documentElement.scrollWidth').toBeLessThanOrEqual(360);
    });
  }
});

test.describe('login overlay', () => {
  test('Login opens a dialog with Email and Password; Close closes it @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a click outside the panel closes it, a click inside does not @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('heading', { name: 'Login' }).click();
    await expect(dialog).toBeVisible();

    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    // A point on the backdrop: above the panel when there is room, otherwise below it.
    const y =
      box.y > 20
        ? box.y / 2
        : Math.min(viewport.height - 5, box.y + box.height + (viewport.height - box.y - box.height) / 2);
    await page.mouse.click(viewport.width / 2, y);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Escape closes it', async ({ page }) => {
    await page.goto('/');
    await openLogin(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'Forgot Password?' switches to the reset mode and 'Cancel' switches back", async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Forgot Password?', exact: true }).click();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Forgot Password?' })).toHaveCount(0);

    // Forgot mode requires the e-mail only.
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill up: Email');

    await cancel.click();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Forgot Password?', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  test("submitting empty shows 'Please fill up: Email, Password' and calls nothing @phone", async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    let loginCalls = 0;
    page.on('request', (r) => r.url().includes('/api/Auth/login') && loginCalls++);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill up: Email, Password');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill up: Password');
    expect(loginCalls).toBe(0);
  });
});
