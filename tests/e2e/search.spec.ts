/**
 * Quick search (spec sections 2, 4, 9): three boxes (service, location, salon); suggestions from 2 typed characters;
 * typing in one box clears the other two; arrow keys move the highlighted option and Enter opens it. The suggestions
 * are the server's (GET /api/Search/Suggest, issue 35): each box shows those of its kind, in the server's order, and
 * the page never downloads the catalog's names.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiGet, escapeRegExp, searchData, topBranches, waitForHydration, type BranchSummary } from './helpers.ts';

type BoxName = 'Service' | 'Location' | 'Salon';
interface Suggestion {
  kind: 'salon' | 'service' | 'area';
  label: string;
  url: string;
}
const KIND: Record<BoxName, Suggestion['kind']> = { Service: 'service', Location: 'area', Salon: 'salon' };

const quickSearch = (page: Page) => page.getByRole('search', { name: 'Find a salon' });
const box = (page: Page, name: BoxName) => quickSearch(page).getByRole('combobox', { name, exact: true });
const optionsOf = (page: Page, name: string) =>
  quickSearch(page)
    .getByRole('listbox', { name: `${name} suggestions` })
    .getByRole('option');

/** What the server suggests for `text` in a box (of that box's kind only, as the box asks). */
const suggest = (request: APIRequestContext, text: string, name: BoxName) =>
  apiGet<Suggestion[]>(request, `Search/Suggest?${new URLSearchParams({ Query: text, Kind: KIND[name] })}`);

/** The branches a list page holds (GET /api/Branch/Find, every page). */
async function findAll(request: APIRequestContext, query: Record<string, string>): Promise<BranchSummary[]> {
  const all: BranchSummary[] = [];
  let cursor: string | null = null;
  do {
    const params: Record<string, string> = { ...query, Limit: '50', ...(cursor ? { Cursor: cursor } : {}) };
    const page: { items: BranchSummary[]; next: string | null } = await apiGet(
      request,
      `Branch/Find?${new URLSearchParams(params)}`,
    );
    all.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return all;
}

/**
 * A 2-letter start of `names` for which the server suggests at least two of `name`'s kind, and those suggestions (the
 * starts shared by the most names are tried first).
 */
async function termFor(request: APIRequestContext, name: BoxName, names: string[]) {
  const counts = new Map<string, number>();
  for (const n of names) {
    const key = n.slice(0, 2).toLowerCase();
    if (/^[a-z]{2}$/.test(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [term] of [...counts].sort((a, b) => b[1] - a[1])) {
    const labels = await suggest(request, term, name);
    if (labels.length >= 2) return { term, suggestions: labels };
  }
  throw new Error(`no 2-letter start brings two ${name} suggestions`);
}

/** Every API request the page makes; the page must never ask for the whole catalog. */
function watchApi(page: Page) {
  const seen: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(url);
  });
  return {
    suggestQueries: () =>
      seen.filter((u) => u.pathname === '/api/Search/Suggest').map((u) => u.searchParams.get('Query')!),
    expectNoCatalogDownload: () =>
      expect(
        seen.filter((u) => /\/api\/Branch\/(GetActiveBranches|SearchBranches|SearchData)\b/.test(u.pathname)),
        'requests for the whole catalog',
      ).toEqual([]),
  };
}

/** Opens the home page with the quick search hydrated. */
async function openQuickSearch(page: Page) {
  await page.goto('/');
  await waitForHydration(box(page, 'Service'));
}

async function expectSuggestions(options: Locator, expected: Suggestion[]) {
  await expect(options.first()).toBeVisible();
  await expect.poll(() => options.allInnerTexts()).toEqual(expected.map((s) => s.label));
}

const salonNames = async (request: APIRequestContext) => (await topBranches(request)).map((b) => b.businessName);

test('one character shows no suggestions, two characters do @phone', async ({ page, request }) => {
  const api = watchApi(page);
  const data = await searchData(request);
  await openQuickSearch(page);
  const { term, suggestions } = await termFor(request, 'Service', data.services);

  const service = box(page, 'Service');
  await service.pressSequentially(term[0]!);
  await expect(service).toHaveValue(term[0]!);
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(optionsOf(page, 'Service')).toHaveCount(0);

  await service.pressSequentially(term[1]!);
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await expectSuggestions(optionsOf(page, 'Service'), suggestions);

  // Back to one character: the suggestions go away.
  await service.press('Backspace');
  await expect(optionsOf(page, 'Service')).toHaveCount(0);
  await expect(service).toHaveAttribute('aria-expanded', 'false');

  // The same threshold holds for locations and salons.
  const location = box(page, 'Location');
  const place = await termFor(request, 'Location', data.locations);
  await location.pressSequentially(place.term[0]!);
  await expect(optionsOf(page, 'Location')).toHaveCount(0);
  await location.pressSequentially(place.term[1]!);
  await expectSuggestions(optionsOf(page, 'Location'), place.suggestions);

  const salon = box(page, 'Salon');
  const named = await termFor(request, 'Salon', await salonNames(request));
  await salon.pressSequentially(named.term[0]!);
  await expect(optionsOf(page, 'Salon')).toHaveCount(0);
  await salon.pressSequentially(named.term[1]!);
  await expectSuggestions(optionsOf(page, 'Salon'), named.suggestions);

  // The server was asked for two or more characters only, and the page never loaded the catalog's names.
  expect(api.suggestQueries().length).toBeGreaterThan(0);
  for (const q of api.suggestQueries()) expect(q.length).toBeGreaterThanOrEqual(2);
  api.expectNoCatalogDownload();
});

test('typing in one box clears the other two', async ({ page, request }) => {
  const data = await searchData(request);
  await openQuickSearch(page);
  const [service, location, salon] = [box(page, 'Service'), box(page, 'Location'), box(page, 'Salon')];

  const serviceTerm = (await termFor(request, 'Service', data.services)).term;
  await service.pressSequentially(serviceTerm);
  await expect(service).toHaveValue(serviceTerm);

  const locTerm = (await termFor(request, 'Location', data.locations)).term;
  await location.pressSequentially(locTerm);
  await expect(location).toHaveValue(locTerm);
  await expect(service).toHaveValue('');
  await expect(salon).toHaveValue('');

  const salonTerm = (await termFor(request, 'Salon', await salonNames(request))).term;
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

/** The list's card names are all among `expected`. */
async function expectListedAmong(page: Page, expected: string[]) {
  expect(expected.length).toBeGreaterThan(0);
  const cards = page.getByRole('region', { name: 'Salons' }).getByRole('article').getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.allInnerTexts()) expect(expected).toContain(name);
}

test('service: arrows and Enter open /services/ServiceName={name} listing its salons @phone', async ({
  page,
  request,
}) => {
  const api = watchApi(page);
  const data = await searchData(request);
  await openQuickSearch(page);
  const input = box(page, 'Service');
  await input.pressSequentially((await termFor(request, 'Service', data.services)).term);
  const chosen = await arrowThrough(page, input, 'Service');
  await input.press('Enter');

  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/services/ServiceName=${chosen}`);
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  await expectListedAmong(
    page,
    (await findAll(request, { ServiceName: chosen })).map((b) => b.businessName),
  );
  api.expectNoCatalogDownload();
});

test('location: arrows and Enter open /locations/Location={name}', async ({ page, request }) => {
  const data = await searchData(request);
  await openQuickSearch(page);
  const input = box(page, 'Location');
  await input.pressSequentially((await termFor(request, 'Location', data.locations)).term);
  const chosen = await arrowThrough(page, input, 'Location');
  await input.press('Enter');

  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/locations/Location=${chosen}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
  await expectListedAmong(
    page,
    (await findAll(request, { Location: chosen })).map((b) => b.businessName),
  );
});

test('salon: arrows and Enter open /branches/{url}', async ({ page, request }) => {
  await openQuickSearch(page);
  const input = box(page, 'Salon');
  const { term, suggestions } = await termFor(request, 'Salon', await salonNames(request));
  await input.pressSequentially(term);
  const chosen = await arrowThrough(page, input, 'Salon');
  const suggestion = suggestions.find((s) => s.label === chosen)!;
  expect(suggestion).toBeTruthy();
  await input.press('Enter');

  await expect(page).toHaveURL(suggestion.url);
  // Two branches of one business are told apart by their area ("Name · Area").
  await expect(page.getByRole('heading', { level: 1, name: chosen.split(' · ')[0] })).toBeVisible();
});

test('the quick search on /branches works the same way', async ({ page, request }) => {
  const api = watchApi(page);
  const branch = (await topBranches(request))[0]!;
  await page.goto('/branches');
  const input = box(page, 'Salon');
  await waitForHydration(input);
  await input.pressSequentially(branch.businessName.slice(0, 6));
  // Two branches of one business are told apart by their area ("Name · Area").
  const option = optionsOf(page, 'Salon').filter({
    hasText: new RegExp(`^${escapeRegExp(branch.businessName)}( · ${escapeRegExp(branch.location)})?$`),
  });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(`/branches/${branch.branchUrl}`);
  api.expectNoCatalogDownload();
});
