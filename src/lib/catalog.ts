/** Build-time access to the catalog: the collections, and the few small lists every build reads once. */
import { getCollection } from 'astro:content';
import { api } from './api.ts';
import type { BranchDetail, BranchSummary, Blog, Category } from './types.ts';

const once = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

// Entries are typed here, not by Astro's generated types, so the code typechecks before any build has run.
async function entries<T>(name: 'branches' | 'categories' | 'blogs'): Promise<T[]> {
  return ((await getCollection(name)) as { data: unknown }[]).map((e) => e.data as T);
}

export const getBranches = once(() => entries<BranchDetail>('branches'));
export const getCategories = once(() => entries<Category>('categories'));
export const getBlogs = once(async () =>
  (await entries<Blog>('blogs')).sort((a, b) => b.createdDate.localeCompare(a.createdDate)),
);
export const getTestimonials = once(() => api.testimonials());
export const getFaqs = once(() => api.faqs());
export const getPlans = once(() => api.plans());
export const getPlanFeatures = once(() => api.planFeatures());

/** Active branches, best rated first (the API's order), as summaries. */
export const getBranchSummaries = once(async (): Promise<BranchSummary[]> =>
  (await getBranches())
    .map(toSummary)
    .sort(
      (a, b) => b.rating - a.rating || b.totalRatings - a.totalRatings || a.businessName.localeCompare(b.businessName),
    ),
);

export function toSummary(b: BranchDetail): BranchSummary {
  const { branchId, businessName, branchUrl, imageSrc, address, about, location, city, rating, totalRatings } = b;
  return { branchId, businessName, branchUrl, imageSrc, address, about, location, city, rating, totalRatings };
}

/** Distinct service names and locations, with the branches that match each (case-insensitive), for search pages. */
export const getSearchIndex = once(async () => {
  const branches = await getBranches();
  const services = new Map<string, { name: string; urls: Set<string> }>();
  const locations = new Map<string, { name: string; urls: Set<string> }>();
  const add = (map: typeof services, name: string, url: string) => {
    const key = name.toLowerCase();
    const entry = map.get(key) ?? { name, urls: new Set<string>() };
    entry.urls.add(url);
    map.set(key, entry);
  };
  for (const b of branches) {
    for (const s of b.branchServices.flatMap((g) => g.services)) add(services, s.serviceName, b.branchUrl);
    add(locations, b.location, b.branchUrl);
    add(locations, b.city, b.branchUrl);
  }
  return { services: [...services.values()], locations: [...locations.values()] };
});
