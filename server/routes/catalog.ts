/** Bulk reads for the site build: whole pages of branch details, and the catalog's version, never one call a page. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { BranchChange, BranchDetail, BranchIndexEntry, CatalogVersion, Slug } from '../http/schemas.ts';
import { pageBranchDetails } from '../queries/catalog.ts';
import { catalogVersion } from '../queries/content.ts';
import { branchChanges, branchIndex } from '../queries/site-index.ts';

const tag = 'Catalog';
export const MAX_PAGE = 1000;

export function catalogRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/Branches',
      tag,
      summary: 'A page of active branch details in URL order; pass the last URL as `after` for the next page',
      query: z.object({
        after: Slug.optional(),
        limit: z.coerce
          .number({ error: 'must be a number' })
          .int({ error: 'must be a whole number' })
          .min(1, { error: 'must be at least 1' })
          .max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` })
          .default(500),
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
      summary: 'Every active branch, best rated first, with what listing, category and search pages show of it',
      data: z.array(BranchIndexEntry),
    }),
    async (c) => ok(c, await branchIndex(db)),
  );
  r.openapi(
    getRoute({
      path: '/Changes',
      tag,
      summary:
        'Branches (active or not) whose pages changed after `since`, oldest first; the site re-renders just those',
      query: z.object({
        since: z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-11-23T10:00:00Z' }),
        limit: z.coerce
          .number({ error: 'must be a number' })
          .int({ error: 'must be a whole number' })
          .min(1, { error: 'must be at least 1' })
          .max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` })
          .default(MAX_PAGE),
      }),
      data: z.array(BranchChange),
    }),
    async (c) => {
      const { since, limit } = c.req.valid('query');
      return ok(c, await branchChanges(db, new Date(since), limit));
    },
  );
  return r;
}
