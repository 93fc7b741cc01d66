/**
 * First touch (issue 15): islands stay pre-rendered HTML until someone shows intent, and that first touch is never
 * lost. Every test starts on a cold page (a fresh browser context: nothing cached or stored) and holds the island's
 * code back until the touch has happened, so the touch lands on HTML that React has not hydrated yet.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { branchWithServices, escapeRegExp, naira, searchData, servicesOf, stored } from './helpers.ts';

/** Scripts the page asked for so far (their paths). */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => new URL(e.name).pathname),
  );

/**
 * Holds back every bundled script the page requests until `release` is called (inline scripts, among them the
 * island runtime and the client:intent directive, run as usual). Returns the paths requested meanwhile.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const held: string[] = [];
  const pattern = /\/_astro\/.*\.js$/;
  await page.route(pattern, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return {
    held,
    // Later requests go straight to the network again (interception slows every request on a busy machine).
    release: async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

/**
 * After the code is let through, the effect of the touch must show. On a busy machine loading the island's chunks
 * can take seconds: the wait is generous, since what is asserted is that the touch is not lost, not how fast
 * (`npm run bench:web` measures that).
 */
const EFFECT = { timeout: 25_000 };

/** The island around `el` has not hydrated: Astro removes `ssr` once it has. */
async function expectNotHydrated(page: Page, islandSelector: string) {
  await expect(page.locator(islandSelector).first()).toHaveAttribute('ssr', '');
}

/**
 * While its code is held back (far longer than 150 ms), the touched island says it is working; once it has
 * hydrated, it no longer does.
 */
async function expectPending(island: Locator) {
  await expect(island).toHaveClass(/\bisland-pending\b/);
  await expect(island).toHaveAttribute('aria-busy', 'true');
}
async function expectNotPending(island: Locator) {
  await expect(island).not.toHaveAttribute('ssr', EFFECT);
  await expect(island).not.toHaveClass(/\bisland-pending\b/);
  await expect(island).not.toHaveAttribute('aria-busy');
}

test.describe('first touch on a cold page @phone', () => {
  // Each test loads a cold page and holds its code back (or throttles the network) on purpose.
  test.describe.configure({ timeout: 120_000 });

  test("the first tap on '+ Add' adds the service", async ({ page, request, isMobile }) => {
    const branch = await branchWithServices(request);
    const service = servicesOf(branch)[0]!;
    await page.goto(`/branches/${branch.branchUrl}`);
    const island = '#book astro-island';
    await expectNotHydrated(page, island);
    // Nothing of React was fetched before the touch.
    expect((await scriptsLoaded(page)).filter((p) => /react|client\.|BranchOrder/i.test(p))).toEqual([]);

    const add = page.locator('#book').getByRole('button', { name: `Add ${service.serviceName}`, exact: true });
    await add.scrollIntoViewIfNeeded();
    const { release } = await holdScripts(page);
    if (isMobile) await add.tap();
    else await add.click();
    await expectNotHydrated(page, island);
    await expectPending(page.locator(island).first());
    await release();
    await expectNotPending(page.locator(island).first());

    await expect(
      page.locator('#book').getByRole('button', { name: `${service.serviceName} added`, exact: true }),
    ).toHaveText('Added', EFFECT);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText(service.serviceName)).toBeVisible();
    await expect(summary.locator('.order-total')).toContainText(naira(service.price));
    expect((await stored<{ items: { id: string }[] }>(page, 'cart'))?.items.map((i) => i.id)).toEqual([
      service.serviceId,
    ]);
  });

  test('typing into the home search before anything has loaded keeps every letter and shows suggestions', async ({
    page,
    request,
  }) => {
    const data = await searchData(request);
    // Three letters that begin at least one service's name.
    const text = data.services[0]!.slice(0, 3);
    const { release, held } = await holdScripts(page);
    // Module scripts hold DOMContentLoaded back, so only the HTML is waited for: the page as it first appears.
    await page.goto('/', { waitUntil: 'commit' });
    const service = page.getByRole('combobox', { name: 'Service' });
    await service.click();
    await service.pressSequentially(text);
    await expect(service).toHaveValue(text);
    const island = page.locator('astro-island:has(form[role="search"])');
    await expectNotHydrated(page, 'astro-island:has(form[role="search"])');
    await expectPending(island);
    expect(held.length).toBeGreaterThan(0);
    await release();

    await expectNotPending(island);
    await expect(service).toHaveValue(text);
    const list = page.getByRole('listbox', { name: 'Service suggestions' });
    await expect(list).toBeVisible(EFFECT);
    await expect(list.getByRole('option').first()).toHaveText(new RegExp(escapeRegExp(text), 'i'));
  });

  test('the first click on a plan button acts', async ({ page, isMobile }) => {
    await page.goto('/partner-fees');
    // The first plan: its name and its button.
    const card = page.locator('.plan').first();
    const island = card.locator('astro-island');
    await expect(island).toHaveAttribute('ssr', '');
    const button = card.getByRole('button', { name: 'Click here for subscription' });
    const plan = (await card.getByRole('heading', { level: 2 }).textContent())?.trim();
    const { release } = await holdScripts(page);
    if (isMobile) await button.tap();
    else await button.click();
    // The click is held while the island loads, not lost: it acts once the code arrives.
    await expectPending(island);
    await expect(page).toHaveURL(/\/partner-fees$/);
    await release();

    await expect(page).toHaveURL(/\/auth\?mode=register/, EFFECT);
    expect((await stored<{ subscriptionName: string }>(page, 'subscriptionItem'))?.subscriptionName).toBe(plan);
  });

  test("on a slow 4G network the first tap's effect happens", async ({ page, request, isMobile }) => {
    const branch = await branchWithServices(request, 2, 1);
    const service = servicesOf(branch)[0]!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Chrome DevTools' "Slow 4G" profile (the one Lighthouse's mobile audit simulates).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    // A person taps as soon as the page shows, not once every image has arrived.
    await page.goto(`/branches/${branch.branchUrl}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const add = page.locator('#book').getByRole('button', { name: `Add ${service.serviceName}`, exact: true });
    await add.scrollIntoViewIfNeeded();
    if (isMobile) await add.tap();
    else await add.click();
    // How fast is measured by `npm run bench:web`; here: the tap is not lost, however long the code takes to arrive.
    await expect(page.locator('#book').getByRole('button', { name: `${service.serviceName} added` })).toHaveText(
      'Added',
      { timeout: 60_000 },
    );
    expect((await stored<{ items: { id: string }[] }>(page, 'cart'))?.items.map((i) => i.id)).toEqual([
      service.serviceId,
    ]);
  });
});
