/**
 * axe finds no violations on every public page (desktop), and on '/', a branch page and '/branches' on the phone
 * ('@phone' tests run in both projects). Failures list each rule id with the offending selectors.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blogs, categories, searchData, topBranches, waitForEagerIslands } from './helpers.ts';
import { expectNoViolations } from './session.ts';

type PathOf = (request: APIRequestContext) => Promise<string>;

/** Opens the page, lets its eager islands hydrate, and runs axe on it. */
async function expectPageClean(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response, `opened ${path}`).not.toBeNull();
  await waitForEagerIslands(page);
  await expectNoViolations(page, path);
}

const fixed =
  (path: string): PathOf =>
  async () =>
    path;
const branchPage: PathOf = async (request) => `/branches/${(await topBranches(request))[0]!.branchUrl}`;

// Checked on the phone too (and on the desktop, since '@phone' tests run in both projects).
const onBoth: [string, PathOf][] = [
  ['/', fixed('/')],
  ['a branch page', branchPage],
  ['/branches', fixed('/branches')],
];

const desktopOnly: [string, PathOf][] = [
  ['a category page', async (request) => `/category/${(await categories(request))[0]!.categoryurl}`],
  [
    'a service search page',
    async (request) => `/services/ServiceName=${encodeURIComponent((await searchData(request)).services[0]!)}`,
  ],
  [
    'a location search page',
    async (request) => `/locations/Location=${encodeURIComponent((await searchData(request)).locations[0]!)}`,
  ],
  ['/about-us', fixed('/about-us')],
  ['/blogs', fixed('/blogs')],
  ['a blog post', async (request) => `/blogs/${(await blogs(request))[0]!.url}`],
  ['/faq', fixed('/faq')],
  ['/contactus', fixed('/contactus')],
  ['/partner-fees', fixed('/partner-fees')],
  ['/partner-terms', fixed('/partner-terms')],
  ['/terms-of-use', fixed('/terms-of-use')],
  ['/privacy-policy', fixed('/privacy-policy')],
  ['the 404 page', fixed('/no-such-page-here')],
];

for (const [name, path] of onBoth) {
  test(`axe: no violations on ${name} @phone`, async ({ page, request }) => {
    await expectPageClean(page, await path(request));
  });
}

for (const [name, path] of desktopOnly) {
  test(`axe: no violations on ${name}`, async ({ page, request }) => {
    await expectPageClean(page, await path(request));
  });
}

test('axe: no violations with the login dialog open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the home page with the login dialog open');
});
