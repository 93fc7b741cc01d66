/**
 * Shared helpers for the end-to-end tests: typed reads of the public API (tests find their data there instead of
 * hard-coding demo names), waiting for an Astro island to hydrate, the reschedule form's choice, browser dialogs and
 * the spec's money format. Who a test is (logins, sessions, new accounts) and the page checks (axe, sideways scroll)
 * are in session.ts; a salon of a test's own is made by salon.ts.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface BranchSummary {
  branchId: string;
  businessName: string;
  branchUrl: string;
  location: string;
  city: string;
  rating: number;
  totalRatings: number;
}

export interface Service {
  serviceId: string;
  serviceName: string;
  price: number;
  durationHours: number;
  durationMinutes: number;
  categoryId: string;
  categoryName: string;
}

export interface BranchDetail extends BranchSummary {
  businessEmail: string;
  address: string;
  branchServices: { categoryId: string; categoryName: string; services: Service[] }[];
  branchTimings: { dayOfWeek: string; openingTime: number; closingTime: number; isOpened: boolean }[];
  reviews: { reviewId: string; customerName: string; rating: number; review: string }[];
}

export interface Category {
  categoryId: string;
  categoryurl: string;
  categoryName: string;
}

export interface Blog {
  url: string;
  title: string;
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
}

export interface Testimonial {
  testimonialId: string;
  name: string;
  review: string;
}

export interface SearchData {
  services: string[];
  locations: string[];
  branches: { name: string; url: string }[];
}

/** GET /api/{path} and unwrap the envelope's `data`. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok(), `GET /api/${path} answered ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

export const topBranches = (request: APIRequestContext) =>
  apiGet<BranchSummary[]>(request, 'Branch/GetTopActiveBranches');
export const activeBranches = (request: APIRequestContext) =>
  apiGet<BranchSummary[]>(request, 'Branch/GetActiveBranches');
export const branchByUrl = (request: APIRequestContext, url: string) =>
  apiGet<BranchDetail>(request, `Branch/GetByURL/${encodeURIComponent(url)}`);
export const categories = (request: APIRequestContext) => apiGet<Category[]>(request, 'Category/GetByStatus');
export const blogs = (request: APIRequestContext) => apiGet<Blog[]>(request, 'Blog/Get');
export const searchData = (request: APIRequestContext) => apiGet<SearchData>(request, 'Branch/SearchData');
export const searchBranches = (request: APIRequestContext, query: Record<string, string>) =>
  apiGet<BranchSummary[]>(request, `Branch/SearchBranches?${new URLSearchParams(query)}`);

/** A top branch with at least `minServices` services, in full. */
export async function branchWithServices(request: APIRequestContext, minServices = 2, skip = 0): Promise<BranchDetail> {
  let seen = 0;
  for (const summary of await topBranches(request)) {
    const detail = await branchByUrl(request, summary.branchUrl);
    if (detail.branchServices.flatMap((g) => g.services).length >= minServices && seen++ >= skip) return detail;
  }
  throw new Error(`no top branch with ${minServices} services`);
}

/** Services of a branch, flattened. */
export const servicesOf = (branch: BranchDetail) => branch.branchServices.flatMap((g) => g.services);

/** ₦ with en-NG digit grouping, e.g. 12500 -> "₦12,500" (spec section 1). */
export const naira = (amount: number) => `₦${amount.toLocaleString('en-NG', { maximumFractionDigits: 0 })}`;

/** Escapes a text for use inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until the Astro island holding `target` has hydrated (Astro removes the island's `ssr` attribute then), so
 * clicks reach React. Islands loaded `client:visible` hydrate once scrolled into view, so the target is scrolled first;
 * `client:intent` islands hydrate on a first touch, so one is signalled (a pointerdown that React never sees).
 */
export async function waitForHydration(target: Locator) {
  await target.first().scrollIntoViewIfNeeded();
  const island = target.first().locator('xpath=ancestor::astro-island[1]');
  if ((await island.getAttribute('client')) === 'intent' && (await island.getAttribute('ssr')) !== null)
    await island.dispatchEvent('pointerdown');
  await expect(island).not.toHaveAttribute('ssr');
}

/** Waits until every island that hydrates on load or when idle has hydrated. */
export async function waitForEagerIslands(page: Page) {
  await expect(page.locator('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]')).toHaveCount(0);
}

/** The page's stored value for a localStorage key, parsed as JSON when possible. */
export async function stored<T = unknown>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(k);
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }, key) as Promise<T | null>;
}

/**
 * In the reschedule form (RescheduleForm, in a dialog or on the manage page): the last bookable day shown, its last
 * time and, when none is chosen yet, the first employee free then; answers the chosen start. The tests that move a
 * booking do it at a salon of their own (salon.ts): at a shared one, two of them would pick the same time.
 */
export async function chooseLastFreeTime(form: Locator | Page, employeeId?: string): Promise<string> {
  const days = form.locator('.day-button');
  await expect(days.first()).toBeVisible();
  await days.last().click();
  const time = form.getByLabel('New time');
  await expect(time).toBeEnabled();
  const chosen = (await time.locator('option:not([value=""])').last().getAttribute('value'))!;
  await time.selectOption(chosen);
  const employee = form.getByLabel('Employee');
  await expect(employee).toBeEnabled();
  if (!(await employee.inputValue()))
    await employee.selectOption(
      employeeId ?? (await employee.locator('option:not([value=""])').first().getAttribute('value'))!,
    );
  return chosen;
}

/** Collects every browser dialog (confirm, alert) and accepts it. */
export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}
