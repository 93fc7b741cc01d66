/** The sitemap's index: the site's own pages, and the files of branches that hold one (src/lib/site-paths.ts). */
import type { APIRoute } from 'astro';
import { sitemapBuckets } from '../lib/catalog.ts';
import { sitemapFile } from '../lib/site-paths.ts';
import { sitemapIndex } from '../lib/sitemap.ts';

export const GET: APIRoute = async ({ site }) =>
  sitemapIndex(site, ['/sitemap-pages.xml', ...(await sitemapBuckets()).map((b) => `/${sitemapFile(b)}`)]);
