import { createHash } from 'node:crypto';

/**
 * Which pages show a branch. A change to one branch re-renders just these (the live path, server/site/live.ts),
 * named by keys the pages' getStaticPaths filter on, so the server and the build agree without knowing file names:
 * its own page, the home page and the listing, its categories' pages, the search pages of its services and places,
 * and its file of the sitemap.
 */
export interface BranchOnPages {
  branchUrl: string;
  categories: string[];
  serviceNames: string[];
  location: string;
  city: string;
}

export const pageKey = {
  branch: (url: string) => `branch:${url.toLowerCase()}`,
  category: (url: string) => `category:${url.toLowerCase()}`,
  service: (name: string) => `services:${name.toLowerCase()}`,
  location: (name: string) => `locations:${name.toLowerCase()}`,
  sitemap: (bucket: string) => `sitemap:${bucket}`,
  sitemapIndex: 'page:/sitemap.xml',
  home: 'page:/',
  listing: 'page:/branches',
};

/**
 * The sitemap is an index of files (a file holds at most 50,000 addresses): the site's other pages, and the branches
 * in 256 files by the first two hex digits of their URL's MD5 (about 400 a file at 100,000 branches; room for 12
 * million). A change rewrites one small file, which the API reads through an index (server/queries/site-index.ts
 * sitemapBranches: the same digits in SQL). A file with no branch is not listed (an empty one is not a valid sitemap),
 * so a branch that enters or leaves the sitemap re-renders the index too.
 */
export const SITEMAP_BUCKETS = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
export const sitemapBucket = (branchUrl: string) => createHash('md5').update(branchUrl).digest('hex').slice(0, 2);
export const sitemapFile = (bucket: string) => `sitemap-branches-${bucket}.xml`;

/** The keys of every page that shows the branch as described (call with its old and its new description). */
export function pagesShowing(branch: BranchOnPages): string[] {
  return [
    pageKey.branch(branch.branchUrl),
    pageKey.home,
    pageKey.listing,
    pageKey.sitemap(sitemapBucket(branch.branchUrl)),
    ...branch.categories.map(pageKey.category),
    ...branch.serviceNames.map(pageKey.service),
    pageKey.location(branch.location),
    pageKey.location(branch.city),
  ];
}

/** What a partial build renders: the keys of the pages, and the branches whose own pages are among them. */
export interface PartialJob {
  keys: string[];
  branchUrls: string[];
}

/**
 * The folders (under the site root) of the pages a key names: a branch's own folder by name (never a listing of the
 * branches' folder, which holds one per branch), search pages under both value forms.
 */
export function keyFolders(
  key: string,
): { dir: string; entry: string } | { dir: string; match: (entry: string) => boolean } | undefined {
  const [kind, ...rest] = key.split(':');
  const value = rest.join(':');
  const decoded = (entry: string) => {
    try {
      return decodeURIComponent(entry).toLowerCase();
    } catch {
      return entry.toLowerCase();
    }
  };
  if (kind === 'branch') return { dir: 'branches', entry: value };
  if (kind === 'category') return { dir: 'category', match: (e) => decoded(e) === value };
  if (kind === 'services' || kind === 'locations') {
    const prefix = kind === 'services' ? 'servicename=' : 'location=';
    return { dir: kind, match: (e) => decoded(e) === value || decoded(e) === prefix + value };
  }
  return undefined;
}

/** The single pages a key names, by their file under the site root. */
const SINGLE_PAGES: Record<string, string> = {
  [pageKey.home]: 'index.html',
  [pageKey.listing]: 'branches/index.html',
  [pageKey.sitemapIndex]: 'sitemap.xml',
  ...Object.fromEntries(SITEMAP_BUCKETS.map((b) => [pageKey.sitemap(b), sitemapFile(b)])),
};
const DYNAMIC_DIRS = ['branches', 'category', 'services', 'locations'];

/**
 * Whether a page of a partial render (its file under the site root) goes live: those under the folders of keyed
 * pages, and the keyed single pages. A partial render renders the site's other pages too, unchanged.
 */
export function goesLive(file: string, keys: string[]): boolean {
  const [top, second] = file.split('/');
  if (DYNAMIC_DIRS.includes(top!) && second !== 'index.html') return true;
  return keys.some((key) => SINGLE_PAGES[key] === file);
}
