/** Every public page: home, listings, branches (with their last change), categories, blogs and static pages. */
import type { APIRoute } from 'astro';
import { getBlogs, getBranchIndex, getCategories } from '../lib/catalog.ts';

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
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const GET: APIRoute = async ({ site }) => {
  const [branches, categories, blogs] = await Promise.all([getBranchIndex(), getCategories(), getBlogs()]);
  const url = (path: string, lastmod?: string) => {
    const loc = `<loc>${escape(new URL(path, site).toString())}</loc>`;
    const last = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
    return `<url>${loc}${last}</url>`;
  };
  const body = [
    ...STATIC.map((p) => url(p)),
    ...categories.map((c) => url(`/category/${c.categoryurl}`)),
    ...branches.map((b) => url(`/branches/${b.branchUrl}`, b.updatedAt)),
    ...blogs.map((b) => url(`/blogs/${b.url}`, b.createdDate)),
  ].join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    },
  );
};
