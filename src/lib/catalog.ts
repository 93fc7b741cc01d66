/**
 * Build-time access to the catalog, read from the API in bulk (never one request a page): the branch index (what
 * lists show of every branch) and the branches' details (for their own pages), and the few small lists. Each is read
 * once per round (./site-round.ts).
 *
 * A partial round (the live path) renders only the pages whose keys its job names (src/lib/site-paths.ts) and reads
 * the details of just the branches it re-renders.
 */
import { api } from './api.ts';
import { currentRound } from './site-round.ts';
import type { BranchDetail, BranchIndexEntry, BranchSummary } from './types.ts';

const once = <T>(load: () => Promise<T>) => {
  let round = -1;
  let promise: Promise<T> | undefined;
  return () => {
    const { id } = currentRound();
    if (id !== round) [round, promise] = [id, load()];
    return promise!;
  };
};

/** Whether this round is partial (the live path). */
export const isPartial = () => Boolean(currentRound().job);

/** Whether this round renders the page with this key (a full build renders every page). */
export const renders = (key: string) => {
  const { wanted } = currentRound();
  return !wanted || wanted.has(key);
};

const PAGE = 1000;

/** Details of the branches whose own pages this build renders: all of them, or those of a partial build. */
export const getBranches = once(async (): Promise<BranchDetail[]> => {
  const { job } = currentRound();
  if (job) {
    const found = await Promise.all(job.branchUrls.map((url) => api.branchByUrl(url).catch(() => undefined)));
    return found.filter((b): b is BranchDetail => Boolean(b));
  }
  const all: BranchDetail[] = [];
  for (let after: string | undefined; ;) {
    const page = await api.branchPage(after, PAGE);
    all.push(...page);
    if (page.length < PAGE) break;
    after = page.at(-1)!.branchUrl;
  }
  return all;
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

/** Distinct service names and locations, with the branches that match each (case-insensitive), for search pages. */
export const getSearchIndex = once(async () => {
  const branches: BranchIndexEntry[] = await getBranchIndex();
  const services = new Map<string, { name: string; urls: Set<string> }>();
  const locations = new Map<string, { name: string; urls: Set<string> }>();
  const add = (map: typeof services, name: string, url: string) => {
    const key = name.toLowerCase();
    const entry = map.get(key) ?? { name, urls: new Set<string>() };
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
