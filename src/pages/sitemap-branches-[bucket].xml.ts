/**
 * One of the sitemap's 256 files of branch pages (by the first two hex digits of their URL's MD5, with their last
 * change): a full build writes those that hold a branch; a live update rewrites just the file of the branches it
 * changed.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { branchesOfSitemapFile, isPartial, renders, sitemapBuckets } from '../lib/catalog.ts';
import { pageKey, SITEMAP_BUCKETS } from '../lib/site-paths.ts';
import { urlSet } from '../lib/sitemap.ts';

export const getStaticPaths = (async () =>
  (isPartial() ? SITEMAP_BUCKETS : await sitemapBuckets())
    .filter((b) => renders(pageKey.sitemap(b)))
    .map((bucket) => ({ params: { bucket } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const branches = await branchesOfSitemapFile(params.bucket!);
  return urlSet(
    site,
    branches.map((b) => ({ path: `/branches/${b.branchUrl}`, lastmod: b.updatedAt })),
  );
};
