/**
 * Finding a salon without downloading the catalog (issue 35): the quick search's suggestions come from
 * GET /api/Search/Suggest as one types; the branches list's name search, 'Show more' and 'Near me' page through
 * GET /api/Branch/Find. Every test watches the network: the islands never ask for the whole catalog
 * (GetActiveBranches, SearchBranches, SearchData).
 *
 * The paging and distance tests use a business of their own with many branches (named "E2E" and digits, in a demo
 * place, rated 0: see salon.ts), its branches placed around a random point far from the demo's salons.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { escapeRegExp, topBranches, waitForHydration } from './helpers.ts';
import { registerBusiness } from './salon.ts';
import { expectNoSidewaysScroll, expectNoViolations, login } from './session.ts';

const WHOLE_CATALOG = /\/api\/Branch\/(GetActiveBranches|SearchBranches|SearchData)\b/;
const FIND = '/api/Branch/Find';
const SUGGEST = '/api/Search/Suggest';

/** Every API request the page makes, as URLs. */
function apiRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(url);
  });
  return seen;
}

function expectNoCatalogDownload(seen: URL[]) {
  const whole = seen.filter((u) => WHOLE_CATALOG.test(u.pathname)).map((u) => u.pathname + u.search);
  expect(whole, 'requests for the whole catalog').toEqual([]);
}

const asked = (seen: URL[], path: string) => seen.filter((u) => u.pathname === path);

const cards = (page: Page) => page.getByRole('region', { name: 'Salons' }).getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 });
/** The list's polite status line (the quick search above it has its own). */
const listStatus = (page: Page) => page.getByRole('region', { name: 'Salons' }).getByRole('status');
const nameSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search salons by name' });

/** A point somewhere in northern Nigeria (hundreds of km from every demo salon), different for every run. */
function farPoint() {
  return { latitude: 11 + Math.random() * 1.5, longitude: 7 + Math.random() * 3 };
}

/** A business of the test's own with `extra` more branches than the one it registers with; `at` places them. */
async function businessWithBranches(
  request: APIRequestContext,
  extra: number,
  at?: (i: number) => { latitude: number; longitude: number },
) {
  const business = await registerBusiness(request, 'find');
  const owner = await login(request, business.email, business.password);
  const headers = { Authorization: `Bearer ${owner.token}` };
  const branchUrls: string[] = [];
  for (let i = 0; i < extra; i++) {
    const res = await request.post('/api/Branch/Insert', {
      headers,
      data: {
        branchName: `Annex ${i + 1}`,
        address: `${i + 1} Herbert Macaulay Way`,
        location: 'Yaba',
        city: 'Lagos',
        phoneNumber: '0803 777 8888',
        ...at?.(i),
      },
    });
    expect(res.ok(), `Branch/Insert answered ${res.status()}: ${await res.text()}`).toBeTruthy();
    const { data: branchId } = (await res.json()) as { data: string };
    const branch = await request.get(`/api/Branch/GetById/${branchId}`).then(async (r) => (await r.json()).data);
    branchUrls.push(branch.branchUrl as string);
  }
  return { name: business.businessName, branchUrls };
}

test('the home quick search suggests from the server as one types, and opens a suggestion @phone', async ({
  page,
  request,
}) => {
  const seen = apiRequests(page);
  const target = (await topBranches(request))[0]!;
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find a salon' });
  const salon = search.getByRole('combobox', { name: 'Salon', exact: true });
  await waitForHydration(salon);

  const text = target.businessName.slice(0, 5);
  const answered = page.waitForResponse((r) => r.url().includes(SUGGEST) && r.ok());
  await salon.pressSequentially(text);
  await answered;
  const option = search
    .getByRole('listbox', { name: 'Salon suggestions' })
    // Two branches of one business are told apart by their area ("Name · Area").
    .getByRole('option', {
      name: new RegExp(`^${escapeRegExp(target.businessName)}( · ${escapeRegExp(target.location)})?$`),
    });
  await expect(option).toBeVisible();
  await expect(salon).toHaveAttribute('aria-expanded', 'true');
  // Asked from the second character, for what was typed, and never for one letter.
  const queries = asked(seen, SUGGEST).map((u) => u.searchParams.get('Query')!);
  expect(queries.length).toBeGreaterThan(0);
  for (const q of queries) {
    expect(q.length).toBeGreaterThanOrEqual(2);
    expect(text.startsWith(q), `asked "${q}" while typing "${text}"`).toBeTruthy();
  }
  expect(queries.at(-1)).toBe(text.trim());
  // The box asks for its own kind.
  for (const u of asked(seen, SUGGEST)) expect(u.searchParams.get('Kind')).toBe('salon');
  await expectNoViolations(page, 'the home page with suggestions open');
  await expectNoSidewaysScroll(page, 'the home page with suggestions open');

  await option.click();
  await expect(page).toHaveURL(`/branches/${target.branchUrl}`);
  expectNoCatalogDownload(seen);
});

test('the quick search opens a service suggestion with the keyboard', async ({ page, request }) => {
  const seen = apiRequests(page);
  const answer = await request.get(`${SUGGEST}?Query=br`);
  expect(answer.ok()).toBeTruthy();
  const service = ((await answer.json()).data as { kind: string; label: string; url: string }[]).find(
    (s) => s.kind === 'service',
  );
  expect(service, 'the demo has a service with "br" in its name').toBeTruthy();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Service', exact: true });
  await waitForHydration(box);
  await box.pressSequentially('br');
  const options = page.getByRole('listbox', { name: 'Service suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allInnerTexts();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/services/ServiceName=${labels[0]}`);
  expectNoCatalogDownload(seen);
});

test("the branches list: the name search asks Find, and 'Show more' pages through the answer", async ({
  page,
  request,
}) => {
  // 25 branches besides the first: a first page of 24 and a second of 2.
  const own = await businessWithBranches(request, 25);
  const seen = apiRequests(page);
  await page.goto('/branches');
  await waitForHydration(nameSearch(page));
  const initial = await cardNames(page).allInnerTexts();

  const found = page.waitForResponse((r) => r.url().includes(FIND) && r.ok());
  await nameSearch(page).fill(own.name);
  await found;
  await expect(cardNames(page)).toHaveCount(24);
  for (const name of await cardNames(page).allInnerTexts()) expect(name).toBe(own.name);
  await expect(listStatus(page)).toHaveText('24 salons match. Show more for the rest.');
  const first = asked(seen, FIND).at(-1)!;
  expect(first.searchParams.get('Name')).toBe(own.name);
  expect(first.searchParams.get('Query')).toBeNull();
  expect(first.searchParams.get('Cursor')).toBeNull();

  const more = page.waitForResponse((r) => r.url().includes(FIND) && r.url().includes('Cursor=') && r.ok());
  await page.getByRole('button', { name: 'Show more' }).click();
  await more;
  await expect(cardNames(page)).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  const links = await cards(page)
    .locator('a.branch-link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(new Set(links).size, 'no card twice').toBe(26);
  for (const url of own.branchUrls) expect(links).toContain(`/branches/${url}`);
  await expectNoViolations(page, '/branches filtered by name');

  // Cleared: the pre-rendered list again.
  await nameSearch(page).fill('');
  await expect.poll(() => cardNames(page).allInnerTexts()).toEqual(initial);
  expectNoCatalogDownload(seen);
});

test("'Near me' with the location granted lists the nearest first, each with its distance @phone", async ({
  page,
  context,
  request,
}) => {
  const here = farPoint();
  // About 0.5, 2.4 and 6 km north of here.
  const offsetsKm = [6, 0.5, 2.4];
  const own = await businessWithBranches(request, offsetsKm.length, (i) => ({
    latitude: here.latitude + offsetsKm[i]! / 111.2,
    longitude: here.longitude,
  }));
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const seen = apiRequests(page);
  await page.goto('/branches');
  const near = page.getByRole('button', { name: 'Near me' });
  await waitForHydration(near);
  await expect(near).toHaveAttribute('aria-pressed', 'false');

  const found = page.waitForResponse((r) => r.url().includes(FIND) && r.url().includes('Near=') && r.ok());
  await near.click();
  await found;
  await expect(near).toHaveAttribute('aria-pressed', 'true');
  // Only the test's own branches are compared: the same test in the other project may have put its own nearby.
  const ownUrls = own.branchUrls.map((url) => `/branches/${url}`);
  const byDistance = [1, 2, 0].map((i) => ownUrls[i]!);
  await expect
    .poll(() =>
      cards(page)
        .locator('a.branch-link')
        .evaluateAll(
          (as, mine) => as.map((a) => a.getAttribute('href')).filter((href) => mine.includes(href!)),
          ownUrls,
        ),
    )
    .toEqual(byDistance);
  for (const [url, km] of [
    [byDistance[0]!, '0.5 km away'],
    [byDistance[1]!, '2.4 km away'],
    [byDistance[2]!, '6.0 km away'],
  ] as const)
    await expect(cards(page).filter({ has: page.locator(`a.branch-link[href="${url}"]`) })).toContainText(km);
  await expect(listStatus(page)).toContainText('nearest first');
  const ask = asked(seen, FIND).find((u) => u.searchParams.has('Near'))!;
  expect(ask.searchParams.get('Near')).toBe(`${here.latitude.toFixed(4)},${here.longitude.toFixed(4)}`);
  await expectNoViolations(page, '/branches nearest first');
  await expectNoSidewaysScroll(page, '/branches nearest first');

  // Pressed again: the list as it was.
  await near.click();
  await expect(near).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/km away/)).toHaveCount(0);
  expectNoCatalogDownload(seen);
});

test("'Near me' with the location refused says so and leaves the list", async ({ page, context }) => {
  await context.clearPermissions();
  const seen = apiRequests(page);
  await page.goto('/branches');
  const near = page.getByRole('button', { name: 'Near me' });
  await waitForHydration(near);
  const before = await cardNames(page).allInnerTexts();
  await near.click();
  const message = page.getByText(/^We could not get your location\. /);
  await expect(message).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ has: message })).toHaveCount(1);
  await expect(near).toHaveAttribute('aria-pressed', 'false');
  expect(await cardNames(page).allInnerTexts()).toEqual(before);
  expect(asked(seen, FIND)).toEqual([]);
  await expectNoViolations(page, '/branches after a refused location');
  expectNoCatalogDownload(seen);
});
