/**
 * Find and Suggest read each match tier by walking a window of the listing order first, read directly what a walk
 * found too few of, and stop reading tiers once the page is full (search-parts.ts, branch-search.ts, suggest.ts). At
 * 100,000 branches the window is 2,000 rows; here it is made a few rows, so that every way of reading a tier is taken
 * on this file's catalog, and each page must be the one read with a window that holds every branch.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { find } from '../../server/queries/branch-search.ts';
import { suggest } from '../../server/queries/suggest.ts';
import { useTestApi } from '../support/api.ts';

const TYPE = '33333333-0000-4000-8000-000000000001';
const OWNER = '33333333-0000-4000-8000-000000000002';
const CATEGORY = '33333333-0000-4000-8000-0000000000c1';
const uuid = (n: number) => `44444444-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Names and services that put branches in every tier of "glow" (the exact name, a name starting with it, a name
 * having it, a service having it, a typo of "glowing"), spread through the rating order so that a few rows of the
 * walk hold some of a tier's matches and not others.
 */
function salon(i: number) {
  const kinds = [
    { name: 'Glow', service: 'Silk Press' },
    { name: `Glow Studio ${i}`, service: 'Gel Manicure' },
    { name: `Amaka Glow ${i}`, service: 'Box Braids' },
    { name: `Braids Palace ${i}`, service: 'Glow Facial' },
    { name: `Kinks Corner ${i}`, service: 'Glowing Skin Treatment' },
    { name: `Lekki Cuts ${i}`, service: 'Skin Fade' },
  ];
  const kind = kinds[(i * 7) % kinds.length]!;
  return {
    ...kind,
    location: i % 3 === 0 ? 'Lekki Phase 1' : 'Yaba',
    at: i % 4 === 0 ? null : ([6.44 + (i % 9) * 0.01, 3.47 - (i % 5) * 0.01] as const),
    rating: ((i * 37) % 41) / 10 + 1,
    reviews: (i * 13) % 7,
  };
}
const COUNT = 72;

async function buildCatalog(db: Db) {
  await db.insert(t.businessTypes).values({ id: TYPE, name: 'Salon' });
  await db.insert(t.categories).values({ id: CATEGORY, categoryUrl: 'all', categoryName: 'All', imageSrc: '/a.webp' });
  await db.insert(t.users).values({
    id: OWNER,
    fullName: 'Walk Owner',
    email: 'owner@walk.test',
    passwordHash: NO_PASSWORD,
    role: 'Business',
  });
  for (let i = 1; i <= COUNT; i++) {
    const s = salon(i);
    const url = `walk-${i}`;
    const [business] = await db
      .insert(t.businesses)
      .values({
        ownerUserId: OWNER,
        businessTypeId: TYPE,
        businessName: s.name,
        businessUrl: url,
        contactName: 'Ada',
        email: `salon${i}@walk.test`,
      })
      .returning();
    await db.insert(t.branches).values({
      id: uuid(i),
      businessId: business!.id,
      branchUrl: url,
      location: s.location,
      address: `${i} Walk Street`,
      city: 'Lagos',
      latitude: s.at?.[0] ?? null,
      longitude: s.at?.[1] ?? null,
      rating: s.rating,
      totalRatings: s.reviews,
    });
    await db.insert(t.services).values({
      branchId: uuid(i),
      categoryId: CATEGORY,
      serviceName: s.service,
      price: 10000,
      durationHours: 1,
    });
  }
}

const api = useTestApi(buildCatalog);
/** A window that holds every branch: each tier's walk finds all of its matches. */
const WHOLE = 100_000;

/** Every page of a search (ids, page by page), following `next`. */
async function pages(query: Record<string, string>, limit: number, window: number) {
  const out: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await find(
      api.db,
      { ...query, Limit: limit, ...(cursor ? { Cursor: cursor } : {}) },
      undefined,
      undefined,
      window,
    );
    expect(page, 'a cursor of this query').toBeDefined();
    out.push(page!.items.map((b) => b.branchId));
    cursor = page!.next ?? undefined;
  } while (cursor && out.length < COUNT);
  return out;
}

const QUERIES: Record<string, string>[] = [
  { Query: 'glow' },
  { Query: 'Glow', Location: 'Lekki' },
  { Query: 'glow studio' },
  { Query: 'amaka glow' },
  { Query: 'glo' },
  { Query: 'facial' },
  { Query: 'glwoing' },
  { Query: 'skin' },
  { Query: 'lekki' },
  { Query: 'glow lekki' },
  { Query: 'glow', Near: '6.45,3.46' },
  { Query: 'skin', Near: '6.47,3.45' },
];

describe('a search reads the same pages whatever its walk window', () => {
  it.each(QUERIES)('Find %o: every page, at 3 and 5 a page, windows of 1 to 8 rows', async (query) => {
    for (const limit of [3, 5]) {
      const expected = await pages(query, limit, WHOLE);
      expect(expected.flat().length, 'the query finds branches').toBeGreaterThan(limit);
      expect(new Set(expected.flat()).size, 'no branch twice').toBe(expected.flat().length);
      for (const window of [1, 2, 3, 5, 8])
        expect(await pages(query, limit, window), `window ${window}`).toEqual(expected);
    }
  });

  it.each(['gl', 'glo', 'glow', 'glow st', 'amaka gl', 'studoi', 'kinks'])(
    'Suggest %s: the same salons whatever the window',
    async (text) => {
      const expected = await suggest(api.db, text, 'salon', undefined, undefined, WHOLE);
      expect(expected.length, 'salons are suggested').toBeGreaterThan(0);
      for (const window of [1, 2, 3, 5, 8])
        expect(await suggest(api.db, text, 'salon', undefined, undefined, window), `window ${window}`).toEqual(
          expected,
        );
    },
  );
});
