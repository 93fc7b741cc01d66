/** The sitemap's file of every public page but the branches': home, listings, categories, blogs, static pages. */
import type { APIRoute } from 'astro';
import { getBlogs, getCategories } from '../lib/catalog.ts';
import { urlSet } from '../lib/sitemap.ts';

const STATIC = [
  '/',
  '/branches',
  '/blogs',
  '/faq',
  '/about-us',
  '/contactus',
  '/partner-fees',
  '/partner-terms',
  '/terms-of-use',
  '/privacy-policy',
];

export const GET: APIRoute = async ({ site }) => {
  const [categories, blogs] = await Promise.all([getCategories(), getBlogs()]);
  return urlSet(site, [
    ...STATIC.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/category/${c.categoryurl}` })),
    ...blogs.map((b) => ({ path: `/blogs/${b.url}`, lastmod: b.createdDate })),
  ]);
};
