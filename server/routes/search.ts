/**
 * Search that asks the server (issue 35): GET /api/Branch/Find (a page of branches for typed words, catalog filters
 * and a place) and GET /api/Search/Suggest (the quick search's suggestions). Both are public catalog reads, kept in
 * memory until a catalog write (answer-cache.ts), and may be kept by browsers and CDNs for a short while.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { badRequest, createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { FindAnswer, FindQuery, Suggestion, SuggestQuery } from '../http/search-schemas.ts';
import { find } from '../queries/branch-search.ts';
import { keptFor, keptWords, wordStats } from '../queries/search-words.ts';
import { suggest } from '../queries/suggest.ts';

/** A stale answer for half a minute is harmless here, and lets a CDN answer the popular searches. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=30, s-maxage=60';
export const STALE_CURSOR = 'This page link is out of date; search again.';

const shortLived = (c: Context) => c.header('Cache-Control', SEARCH_CACHE_CONTROL);

export function searchRoutes({ db, catalogGeneration }: AppDeps) {
  // What typed words stand for, kept while the catalog stands (its words change only with it).
  const words = keptWords(catalogGeneration ?? (() => 0));
  // How common words are: what decides how each part of a search is read (ANALYZE refreshes it, hourly at most).
  const stats = keptFor(5 * 60_000, wordStats);
  const branch = createRouter();
  branch.openapi(
    getRoute({
      path: '/Find',
      tag: 'Branch',
      summary:
        'A page of active branches: matching typed words (best matches first), filtered like SearchBranches, ' +
        'nearest first with Near, else best rated; pass `next` back as Cursor for the following page',
      query: FindQuery,
      data: FindAnswer,
      errors: [400],
    }),
    async (c) => {
      const answer = await find(db, c.req.valid('query'), words, stats);
      if (!answer) throw badRequest(STALE_CURSOR);
      shortLived(c);
      return ok(c, answer);
    },
  );

  const search = createRouter();
  search.openapi(
    getRoute({
      path: '/Suggest',
      tag: 'Search',
      summary: 'Up to 8 salons, services and areas for what is typed (from 2 characters), each with the page it opens',
      query: SuggestQuery,
      data: z.array(Suggestion),
      errors: [400],
    }),
    async (c) => {
      const { Query, Kind } = c.req.valid('query');
      shortLived(c);
      return ok(c, await suggest(db, Query, Kind, words, stats));
    },
  );
  return { branch, search };
}
