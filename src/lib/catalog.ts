/**
 * Build-time access to the catalog, read from the API in bulk (never one request a page): the branch index (what
 * lists show of every branch) and the branches' details (for their own pages), and the few small lists. Each is read
 * once per round (./site-round.ts).
 *
 * A partial round (the live path) renders only the pages whose keys its job names (src/lib/site-paths.ts) and reads
 * the details of just the branches it re-renders.
 */
import { api, ApiError } from './api.ts';
import { currentRound } from './site-round.ts';
import { pageKey, sitemapBucket } from './site-paths.ts';
import type { BranchDetail, BranchIndexEntry, BranchSummary } from './types.ts';

/** Reads once per round (kept with the round, ./site-round.ts). */
const once = <T>(load: () => Promise<T>) => {
  const read = (): Promise<T> => {
    const { reads } = currentRound();
    if (!reads.has(read)) reads.set(read, load());
    return reads.get(read) as Promise<T>;
  };
  return read;
};

/** Whether this round is partial (the live path). */
export const isPartial = () => Boolean(currentRound().job);

/** Whether this round renders the page with this key (a full build renders every page). */
export const renders = (key: string) => {
  const { wanted } = currentRound();
  return !wanted || wanted.has(key);
};

const PAGE = 1000;

/**
 * The URLs of the branches whose own pages this round renders: every active branch (in URL order, the order the API
 * pages their details in), or those of a partial job (one no longer active renders no page).
 */
export async function branchPageUrls(): Promise<string[]> {
  const { job } = currentRound();
  if (job) return job.branchUrls;
  void detailStream(); // the first page of details loads while the other routes' paths are worked out
  return (await getBranchIndex()).map((b) => b.branchUrl).sort();
}

/** One branch's details for its page, or undefined when it is not active (anymore). */
export async function branchDetail(url: string): Promise<BranchDetail | undefined> {
  return currentRound().job ? oneBranch(url) : (await detailStream())(url);
}

const oneBranch = (url: string) =>
  api.branchByUrl(url).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  });

/**
 * A full round's branch details, read a page at a time in URL order as the pages render, the next page on its way
 * while this one renders: the API works out details while the build renders (neither waits for the other), and the
 * build never holds all 10,000 at once. A URL the pages do not bring (the database orders URLs differently) is read
 * on its own.
 */
const detailStream = once(async () => {
  const loaded = new Map<string, BranchDetail>();
  const fetchPage = (after?: string) => {
    const page = api.branchPage(after, PAGE);
    page.catch(() => {}); // a page asked for ahead and never needed must not fail the build; a needed one is awaited
    return page;
  };
  let next: Promise<BranchDetail[]> | undefined = fetchPage();
  let reading: Promise<void> | undefined;
  const readPage = async () => {
    const details = await next!;
    next = details.length < PAGE ? undefined : fetchPage(details.at(-1)!.branchUrl);
    for (const d of details) loaded.set(d.branchUrl, d);
  };
  return async (url: string) => {
    while (!loaded.has(url) && next) await (reading ??= readPage().finally(() => (reading = undefined)));
    const detail = loaded.get(url);
    loaded.delete(url);
    return detail ?? oneBranch(url);
  };
});

/** Every active branch, best rated first (the API's order), with its categories and service names. */
export const getBranchIndex = once(() => api.branchIndex());
export const getCategories = once(() => api.categories());
export const getBlogs = once(async () =>
  (await api.blogs()).sort((a, b) => b.createdDate.localeCompare(a.createdDate)),
);
export const getTestimonials = once(() => api.testimonials());
export const getFaqs = once(() => api.faqs());
export const getPlans = once(() => api.plans());
export const getPlanFeatures = once(() => api.planFeatures());

/** Active branches, best rated first, as summaries. */
export const getBranchSummaries = once(async (): Promise<BranchSummary[]> => (await getBranchIndex()).map(toSummary));

export function toSummary(b: BranchSummary): BranchSummary {
  const { branchId, businessName, branchUrl, imageSrc, address, about, location, city, rating, totalRatings } = b;
  return { branchId, businessName, branchUrl, imageSrc, address, about, location, city, rating, totalRatings };
}

/** The branches of one of the sitemap's files: from the index in a full round, from the API in a live update's. */
export async function branchesOfSitemapFile(bucket: string): Promise<{ branchUrl: string; updatedAt: string }[]> {
  if (isPartial()) return api.sitemapBranches(bucket);
  return (await getSitemapFiles()).get(bucket) ?? [];
}
/** The sitemap's files that hold a branch: from the index in a full round, from the API when a live update asks. */
export async function sitemapBuckets(): Promise<string[]> {
  if (!isPartial()) return [...(await getSitemapFiles()).keys()].sort();
  // A live update's render makes the index whether it goes live or not: only asked when it does.
  return renders(pageKey.sitemapIndex) ? api.sitemapFiles() : [];
}
const getSitemapFiles = once(async () => {
  const files = new Map<string, { branchUrl: string; updatedAt: string }[]>();
  const ordered = [...(await getBranchIndex())].sort((a, b) => (a.branchUrl < b.branchUrl ? -1 : 1));
  for (const { branchUrl, updatedAt } of ordered) {
    const bucket = sitemapBucket(branchUrl);
    if (!files.has(bucket)) files.set(bucket, []);
    files.get(bucket)!.push({ branchUrl, updatedAt });
  }
  return files;
});

/** How many cards a listing page shows before 'Show more'. */
export const FIRST_CARDS = 24;

/** A listing: all active branches, or those offering a category or a service, or in a place (exact, any case). */
export interface ListingFilter {
  categoryUrl?: string;
  service?: string;
  location?: string;
}

export interface ListingPage {
  items: BranchSummary[];
  total: number;
  /** The service or place as salons spell it (null: none offers it, or not a service or place listing). */
  name: string | null;
}

/** The first spelling in code-point order: the same whichever branch comes first (as the API picks it). */
const firstSpelling = (names: string[]) => names.reduce<string | null>((a, n) => (a === null || n < a ? n : a), null);

/**
 * A listing's first cards (best rated first, or most reviewed) and how many it holds. A full round works it out from
 * the index it has in hand; a live update's round asks the API for just this listing, so that its cost does not grow
 * with the catalog.
 */
export async function listing(
  filter: ListingFilter,
  { limit = FIRST_CARDS, order = 'rating' }: { limit?: number; order?: 'rating' | 'reviews' } = {},
): Promise<ListingPage> {
  if (isPartial()) {
    const query: Record<string, string> = { Order: order, Limit: String(limit) };
    if (filter.categoryUrl) query.CategoryURL = filter.categoryUrl;
    if (filter.service !== undefined) query.Service = filter.service;
    if (filter.location !== undefined) query.Location = filter.location;
    return api.listing(query);
  }
  const service = filter.service?.toLowerCase();
  const place = filter.location?.toLowerCase();
  const spellings: string[] = [];
  const held = (await getBranchIndex()).filter((b) => {
    if (filter.categoryUrl && !b.categories.includes(filter.categoryUrl)) return false;
    if (service !== undefined) {
      const offered = b.serviceNames.filter((n) => n.toLowerCase() === service);
      spellings.push(...offered);
      if (!offered.length) return false;
    }
    if (place !== undefined) {
      const there = [b.location, b.city].filter((n) => n.toLowerCase() === place);
      spellings.push(...there);
      if (!there.length) return false;
    }
    return true;
  });
  // The index is best rated first; a stable sort keeps that order among equals, as the API's order does.
  const ordered = order === 'reviews' ? [...held].sort((a, b) => b.totalRatings - a.totalRatings) : held;
  return { items: ordered.slice(0, limit).map(toSummary), total: held.length, name: firstSpelling(spellings) };
}

/** Distinct service names and locations, with the branches that match each (case-insensitive), for search pages. */
export const getSearchIndex = once(async () => {
  const branches: BranchIndexEntry[] = await getBranchIndex();
  const services = new Map<string, { name: string; urls: Set<string> }>();
  const locations = new Map<string, { name: string; urls: Set<string> }>();
  const add = (map: typeof services, name: string, url: string) => {
    const key = name.toLowerCase();
    const entry = map.get(key) ?? { name, urls: new Set<string>() };
    if (name < entry.name) entry.name = name;
    entry.urls.add(url);
    map.set(key, entry);
  };
  for (const b of branches) {
    for (const s of b.serviceNames) add(services, s, b.branchUrl);
    add(locations, b.location, b.branchUrl);
    add(locations, b.city, b.branchUrl);
  }
  return { services: [...services.values()], locations: [...locations.values()] };
});
