/**
 * Quick search (spec sections 2, 4, 9): three boxes (service, location, salon); suggestions from 2 typed characters;
 * typing in one box clears the other two; arrow keys move the highlighted option and Enter opens it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { searchBranches, searchData, waitForHydration, type SearchData } from './helpers.ts';

const quickSearch = (page: Page) => page.getByRole('search', { name: 'Find a salon' });
const box = (page: Page, name: 'Service' | 'Location' | 'Salon') =>
  quickSearch(page).getByRole('combobox', { name, exact: true });
const optionsOf = (page: Page, name: string) =>
  quickSearch(page)
    .getByRole('listbox', { name: `${name} suggestions` })
    .getByRole('option');

/** Opens the home page with the quick search hydrated and its data loaded. */
async function openQuickSearch(page: Page) {
  await page.goto('/');
  const service = box(page, 'Service');
  await waitForHydration(service);
  const loaded = page.waitForResponse((r) => r.url().includes('/api/Branch/SearchData'));
  await service.focus();
  await loaded;
}

/** A 2-letter start shared by at least two of the names, so arrow keys have somewhere to go. */
function sharedStart(names: string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) {
    const key = n.slice(0, 2).toLowerCase();
    if (/^[a-z]{2}$/.test(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[1] < 2) throw new Error('no two names share a start');
  return best[0];
}

const contains = (text: string) => (s: string) => s.toLowerCase().includes(text.toLowerCase());

async function expectSuggestionsFor(options: Locator, text: string, pool: string[]) {
  await expect(options.first()).toBeVisible();
  const shown = await options.allInnerTexts();
  for (const s of shown) {
    expect(s.toLowerCase(), `suggestion "${s}" contains "${text}"`).toContain(text.toLowerCase());
    expect(pool).toContain(s);
  }
}

test('one character shows no suggestions, two characters do @phone', async ({ page, request }) => {
  const data = await searchData(request);
  await openQuickSearch(page);
  const term = sharedStart(data.services);

  const service = box(page, 'Service');
  await service.pressSequentially(term[0]!);
  await expect(service).toHaveValue(term[0]!);
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(optionsOf(page, 'Service')).toHaveCount(0);

  await service.pressSequentially(term[1]!);
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await expectSuggestionsFor(optionsOf(page, 'Service'), term, data.services.filter(contains(term)));

  // Back to one character: the suggestions go away.
  await service.press('Backspace');
  await expect(optionsOf(page, 'Service')).toHaveCount(0);
  await expect(service).toHaveAttribute('aria-expanded', 'false');

  // The same threshold holds for locations and salons.
  const location = box(page, 'Location');
  const locTerm = sharedStart(data.locations);
  await location.pressSequentially(locTerm[0]!);
  await expect(optionsOf(page, 'Location')).toHaveCount(0);
  await location.pressSequentially(locTerm[1]!);
  await expectSuggestionsFor(optionsOf(page, 'Location'), locTerm, data.locations.filter(contains(locTerm)));

  const salon = box(page, 'Salon');
  const names = data.branches.map((b) => b.name);
  const salonTerm = sharedStart(names);
  await salon.pressSequentially(salonTerm[0]!);
  await expect(optionsOf(page, 'Salon')).toHaveCount(0);
  await salon.pressSequentially(salonTerm[1]!);
  await expectSuggestionsFor(optionsOf(page, 'Salon'), salonTerm, names.filter(contains(salonTerm)));
});

test('typing in one box clears the other two', async ({ page, request }) => {
  const data = await searchData(request);
  await openQuickSearch(page);
  const [service, location, salon] = [box(page, 'Service'), box(page, 'Location'), box(page, 'Salon')];

  const serviceTerm = sharedStart(data.services);
  await service.pressSequentially(serviceTerm);
  await expect(service).toHaveValue(serviceTerm);

  const locTerm = sharedStart(data.locations);
  await location.pressSequentially(locTerm);
  await expect(location).toHaveValue(locTerm);
  await expect(service).toHaveValue('');
  await expect(salon).toHaveValue('');

  const salonTerm = sharedStart(data.branches.map((b) => b.name));
  await salon.pressSequentially(salonTerm);
  await expect(salon).toHaveValue(salonTerm);
  await expect(service).toHaveValue('');
  await expect(location).toHaveValue('');

  await service.pressSequentially(serviceTerm);
  await expect(service).toHaveValue(serviceTerm);
  await expect(location).toHaveValue('');
  await expect(salon).toHaveValue('');
});

/** Arrow keys move aria-selected; answers the option that is highlighted last. */
async function arrowThrough(page: Page, input: Locator, name: string): Promise<string> {
  const options = optionsOf(page, name);
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count, 'at least two suggestions').toBeGreaterThanOrEqual(2);
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(0);

  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  await input.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  return options.nth(1).innerText();
}

test('service: arrows and Enter open /services/ServiceName={name} listing its salons @phone', async ({
  page,
  request,
}) => {
  const data: SearchData = await searchData(request);
  await openQuickSearch(page);
  const input = box(page, 'Service');
  await input.pressSequentially(sharedStart(data.services));
  const chosen = await arrowThrough(page, input, 'Service');
  await input.press('Enter');

  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/services/ServiceName=${chosen}`);
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  const expected = (await searchBranches(request, { ServiceName: chosen })).map((b) => b.businessName);
  expect(expected.length).toBeGreaterThan(0);
  const cards = page.getByRole('region', { name: 'Salons' }).getByRole('article').getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.allInnerTexts()) expect(expected).toContain(name);
});

test('location: arrows and Enter open /locations/Location={name}', async ({ page, request }) => {
  const data = await searchData(request);
  await openQuickSearch(page);
  const input = box(page, 'Location');
  await input.pressSequentially(sharedStart(data.locations));
  const chosen = await arrowThrough(page, input, 'Location');
  await input.press('Enter');

  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/locations/Location=${chosen}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
  const expected = (await searchBranches(request, { Location: chosen })).map((b) => b.businessName);
  const cards = page.getByRole('region', { name: 'Salons' }).getByRole('article').getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.allInnerTexts()) expect(expected).toContain(name);
});

test('salon: arrows and Enter open /branches/{url}', async ({ page, request }) => {
  const data = await searchData(request);
  await openQuickSearch(page);
  const input = box(page, 'Salon');
  await input.pressSequentially(sharedStart(data.branches.map((b) => b.name)));
  const chosen = await arrowThrough(page, input, 'Salon');
  const branch = data.branches.find((b) => b.name === chosen)!;
  expect(branch).toBeTruthy();
  await input.press('Enter');

  await expect(page).toHaveURL(`/branches/${branch.url}`);
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
});

test('the quick search on /branches works the same way', async ({ page, request }) => {
  const data = await searchData(request);
  await page.goto('/branches');
  const input = box(page, 'Salon');
  await waitForHydration(input);
  const name = data.branches[0]!.name;
  await input.pressSequentially(name.slice(0, 6));
  const option = optionsOf(page, 'Salon').filter({ hasText: name });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(`/branches/${data.branches[0]!.url}`);
});
