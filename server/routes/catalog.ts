/** Bulk reads for the site build: whole pages of branch details, and the catalog's version, never one call a page. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import {
  BranchChange,
  BranchDetail,
  BranchIndexEntry,
  CatalogVersion,
  Id,
  Listing,
  SearchText,
  SitemapEntry,
  Slug,
} from '../http/schemas.ts';
import { pageBranchDetails } from '../queries/catalog.ts';
import { catalogVersion } from '../queries/content.ts';
import { branchChanges, branchIndex, listing, sitemapBranches, sitemapFiles } from '../queries/site-index.ts';

const tag = 'Catalog';
export const MAX_PAGE = 1000;
const MAX_LISTING = 50;
/** How many to answer: a whole number from 1 to `max`, `fallback` when not asked. */
const pageSize = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);
/** Branch ids separated by commas (a live update asks for the branches it re-renders, a hundred at a time). */
const IdList = z
  .string()
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(Id).max(100, { error: 'at most 100 ids' }));

export function catalogRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/Branches',
      tag,
      summary: 'A page of active branch details in URL order; pass the last URL as `after` for the next page',
      query: z.object({
        after: Slug.optional(),
        limit: pageSize(MAX_PAGE, 500),
      }),
      data: z.array(BranchDetail),
    }),
    async (c) => {
      const { after, limit } = c.req.valid('query');
      return ok(c, await pageBranchDetails(db, after, limit));
    },
  );
  r.openapi(
    getRoute({
      path: '/Version',
      tag,
      summary: 'When the public catalog last changed, and its size',
      data: CatalogVersion,
    }),
    async (c) => ok(c, await catalogVersion(db)),
  );
  r.openapi(
    getRoute({
      path: '/BranchIndex',
      tag,
      summary:
        'Every active branch (or those of `ids` that are active), best rated first, with what listing, category ' +
        'and search pages show of it',
      query: z.object({ ids: IdList.optional() }),
      data: z.array(BranchIndexEntry),
    }),
    async (c) => ok(c, await branchIndex(db, c.req.valid('query').ids)),
  );
  r.openapi(
    getRoute({
      path: '/Listing',
      tag,
      summary:
        "A listing page's first branches and how many it holds: all, or those offering a category or a service, " +
        'or in a place (exact names, any case); best rated or most reviewed first',
      query: z.object({
        CategoryURL: Slug.optional(),
        Service: SearchText.optional(),
        Location: SearchText.optional(),
        Order: z.enum(['rating', 'reviews'], { error: 'must be rating or reviews' }).default('rating'),
        Limit: pageSize(MAX_LISTING, 24),
      }),
      data: Listing,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const filter = { categoryUrl: q.CategoryURL, service: q.Service, location: q.Location };
      return ok(c, await listing(db, filter, q.Order, q.Limit));
    },
  );
  r.openapi(
    getRoute({
      path: '/Sitemap/{bucket}',
      tag,
      summary: "The active branches of one of the sitemap's 256 files: those whose URL's MD5 starts with `bucket`",
      params: z.object({
        bucket: z.string().regex(/^[0-9a-f]{2}$/, { error: 'must be two hex digits, like 0a or f3' }),
      }),
      data: z.array(SitemapEntry),
      errors: [400],
    }),
    async (c) => ok(c, await sitemapBranches(db, c.req.valid('param').bucket)),
  );
  r.openapi(
    getRoute({
      path: '/SitemapFiles',
      tag,
      summary: "The sitemap's files that hold an active branch (their `bucket`s, in order); the index lists just these",
      data: z.array(z.string().openapi({ example: '0a' })),
    }),
    async (c) => ok(c, await sitemapFiles(db)),
  );
  r.openapi(
    getRoute({
      path: '/Changes',
      tag,
      summary:
        'Branches (active or not) whose pages changed after `since`, oldest first; the site re-renders just those',
      query: z.object({
        since: z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-11-23T10:00:00Z' }),
        afterId: Id.optional().openapi({
          description: 'The last branch of the previous page: the next page of changes, also of the version `since`',
        }),
        limit: pageSize(MAX_PAGE, MAX_PAGE),
      }),
      data: z.array(BranchChange),
    }),
    async (c) => {
      const { since, limit, afterId } = c.req.valid('query');
      return ok(c, await branchChanges(db, new Date(since), limit, afterId));
    },
  );
  return r;
}
