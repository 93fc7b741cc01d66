/** The sitemap's index: the site's own pages, and the branches in sixteen files (src/lib/site-paths.ts). */
import type { APIRoute } from 'astro';
import { SITEMAP_BUCKETS, sitemapFile } from '../lib/site-paths.ts';
import { sitemapIndex } from '../lib/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  sitemapIndex(site, ['/sitemap-pages.xml', ...SITEMAP_BUCKETS.map((b) => `/${sitemapFile(b)}`)]);
