/**
 * Search that asks the server (issue 35): GET /api/Branch/Find and GET /api/Search/Suggest on a catalog of this file's
 * own (salons named for these tests), on PGlite and, in the api-postgres project, on PostgreSQL. What the database
 * keeps for search (migration 0015's branch_search) is kept by triggers, so rows written here are searchable at once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { encodeCursor } from '../../src/lib/search-cursor.ts';
import { normalizeText } from '../../server/domain/search.ts';
import { useTestApi } from '../support/api.ts';

const TYPE = '11111111-0000-4000-8000-000000000001';
const OWNER = '11111111-0000-4000-8000-000000000002';
const CATEGORY = {
  braids: '11111111-0000-4000-8000-0000000000c1',
  nails: '11111111-0000-4000-8000-0000000000c2',
  hair: '11111111-0000-4000-8000-0000000000c3',
};

interface Salon {
  name: string;
  location: string;
  city: string;
  at?: [number, number];
  services: [string, keyof typeof CATEGORY][];
  rating: number;
  reviews: number;
  active?: boolean;
}

const SALONS: Salon[] = [
  {
    name: 'Braids by Ada',
    location: 'Lekki Phase 1',
    city: 'Lagos',
    at: [6.4478, 3.4723],
    services: [['Knotless Braids', 'braids']],
    rating: 4.5,
    reviews: 10,
  },
  {
    name: 'Glow Studio Oyo',
    location: 'Bodija',
    city: 'Ìbàdàn',
    at: [7.4296, 3.9118],
    services: [['Gel Manicure', 'nails']],
    rating: 4,
    reviews: 3,
  },
  {
    name: 'Sharp Barber Lounge',
    location: 'Yaba',
    city: 'Lagos',
    at: [6.5078, 3.3773],
    services: [['Skin Fade', 'hair']],
    rating: 3.9,
    reviews: 8,
  },
  {
    name: 'Kinks Corner',
    location: 'Ikeja GRA',
    city: 'Lagos',
    at: [6.5786, 3.3551],
    services: [
      ['Box Braids', 'braids'],
      ['Silk Press', 'braids'],
    ],
    rating: 4.8,
    reviews: 20,
  },
  {
    name: 'Wuse Nail Bar',
    location: 'Wuse 2',
    city: 'Abuja',
    at: [9.0797, 7.4704],
    services: [
      ['Gel Manicure', 'nails'],
      ['Spa Pedicure', 'nails'],
    ],
    rating: 4.2,
    reviews: 5,
  },
  {
    name: 'No Map Salon',
    location: 'Surulere',
    city: 'Lagos',
    services: [['Knotless Braids', 'braids']],
    rating: 5,
    reviews: 1,
  },
  {
    name: 'Closed Braids Place',
    location: 'Lekki Phase 1',
    city: 'Lagos',
    at: [6.4479, 3.4724],
    services: [['Knotless Braids', 'braids']],
    rating: 5,
    reviews: 50,
    active: false,
  },
  {
    name: '100% Natural_Hair \\ Studio',
    location: 'Surulere',
    city: 'Lagos',
    services: [['Wash & Go', 'hair']],
    rating: 2,
    reviews: 1,
  },
  // For paging: 30 salons in one place with ties on rating, told apart by reviews, then name, then id.
  ...Array.from({ length: 30 }, (_, i) => ({
    name: `Festac Plait Hub ${String(i % 10).padStart(2, '0')}`,
    location: 'Festac Town',
    city: 'Lagos',
    at: [6.4672 + i * 0.001, 3.2848] as [number, number],
    services: [['Cornrow Styles', 'hair']] as Salon['services'],
    rating: [3, 3.5][i % 2]!,
    reviews: i % 3,
  })),
];

const uuid = (n: number) => `22222222-0000-4000-8000-${String(n).padStart(12, '0')}`;
const slug = (name: string, n: number) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`;

async function addSalon(db: Db, salon: Salon, n: number) {
  const [business] = await db
    .insert(t.businesses)
    .values({
      ownerUserId: OWNER,
      businessTypeId: TYPE,
      businessName: salon.name,
      businessUrl: slug(salon.name, n),
      contactName: 'Ada',
      email: `salon${n}@search.test`,
    })
    .returning();
  await db.insert(t.branches).values({
    id: uuid(n),
    businessId: business!.id,
    branchUrl: slug(salon.name, n),
    location: salon.location,
    address: `${n} Test Street`,
    city: salon.city,
    latitude: salon.at?.[0] ?? null,
    longitude: salon.at?.[1] ?? null,
    rating: salon.rating,
    totalRatings: salon.reviews,
    status: salon.active ?? true,
  });
  await db.insert(t.services).values(
    salon.services.map(([serviceName, category]) => ({
      branchId: uuid(n),
      categoryId: CATEGORY[category],
      serviceName,
      price: 10000,
      durationHours: 1,
    })),
  );
  return uuid(n);
}

async function buildSearchCatalog(db: Db) {
  await db.insert(t.businessTypes).values({ id: TYPE, name: 'Salon' });
  await db.insert(t.categories).values([
    { id: CATEGORY.braids, categoryUrl: 'braids', categoryName: 'Braids & Weaves', imageSrc: '/b.webp' },
    { id: CATEGORY.nails, categoryUrl: 'nails', categoryName: 'Nails', imageSrc: '/n.webp' },
    { id: CATEGORY.hair, categoryUrl: 'hair', categoryName: 'Hair Care', imageSrc: '/h.webp' },
  ]);
  await db.insert(t.users).values({
    id: OWNER,
    fullName: 'Ada Owner',
    email: 'owner@search.test',
    passwordHash: NO_PASSWORD,
    role: 'Business',
  });
  for (const [i, salon] of SALONS.entries()) await addSalon(db, salon, i + 1);
}

const api = useTestApi(buildSearchCatalog);
const someKey = { rating: 4, totalRatings: 1, businessName: 'X', branchId: uuid(1) };
const names = (body: { data: { items: { businessName: string }[] } }) => body.data.items.map((b) => b.businessName);
const find = async (query: string) => {
  const { status, body } = await api.get(`/api/Branch/Find?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as {
    items: { businessName: string; branchId: string; distanceKm?: number | null }[];
    next: string | null;
  };
};
/** Every page of a search, following `next`. */
async function allPages(query: string, from: string | null = null) {
  const pages = [];
  let next = from;
  do {
    const page = await find(`${query}${next ? `&Cursor=${next}` : ''}`);
    pages.push(page.items);
    next = page.next;
  } while (next && pages.length < 50);
  return pages;
}

describe('Find: typed words', () => {
  it.each([
    ['ibadan', 'Glow Studio Oyo'],
    ['%C3%8Cb%C3%A0d%C3%A0n', 'Glow Studio Oyo'],
    ['IBADAN', 'Glow Studio Oyo'],
    ['bra', 'Braids by Ada'],
    ['braids%20by', 'Braids by Ada'],
    ['barbar', 'Sharp Barber Lounge'],
    ['manicrue', 'Wuse Nail Bar'],
    ['wuse%202', 'Wuse Nail Bar'],
    ['pedicure%20abuja', 'Wuse Nail Bar'],
    ['natural_hair', '100% Natural_Hair \\ Studio'],
  ])('Query=%s finds %s first', async (query, first) => {
    expect(names({ data: await find(`Query=${query}`) })[0]).toBe(first);
  });

  it('ranks the name above the services, exact and prefix matches above typos, then by rating', async () => {
    // Braids by Ada has the word in its name; Kinks Corner (better rated) and No Map Salon only offer braids.
    expect(names({ data: await find('Query=braids') })).toEqual(['Braids by Ada', 'No Map Salon', 'Kinks Corner']);
    // The exact name first, then the name that starts with the words.
    expect(names({ data: await find('Query=braids%20by%20ada') })[0]).toBe('Braids by Ada');
    // 'briads' is one swap from 'braids': the same salons, as typo matches.
    expect(names({ data: await find('Query=briads') })).toEqual(['No Map Salon', 'Kinks Corner', 'Braids by Ada']);
  });

  it('forgives no typo in words under five letters, and finds nothing for words no salon has', async () => {
    expect((await find('Query=nial')).items).toEqual([]);
    expect((await find('Query=zumba')).items).toEqual([]);
  });

  it('never lists an inactive branch', async () => {
    expect(names({ data: await find('Query=closed') })).toEqual([]);
  });

  it('filters like SearchBranches, combined with words', async () => {
    expect(names({ data: await find('CategoryURL=nails') })).toEqual(['Wuse Nail Bar', 'Glow Studio Oyo']);
    expect(names({ data: await find('ServiceName=knotless') })).toEqual(['No Map Salon', 'Braids by Ada']);
    expect(names({ data: await find('Location=ikeja') })).toEqual(['Kinks Corner']);
    expect(names({ data: await find('Query=braids&Location=lekki') })).toEqual(['Braids by Ada']);
    expect(names({ data: await find('ServiceName=100%25') })).toEqual([]);
  });

  it("lists a pre-rendered page's exact service or place (Service, Place), and continues from its cursor", async () => {
    // 'Braids' is part of three services' names but the whole name of none; 'Knotless Braids' is two salons' service.
    expect(names({ data: await find('Service=braids') })).toEqual([]);
    expect(names({ data: await find('Service=KNOTLESS%20BRAIDS') })).toEqual(['No Map Salon', 'Braids by Ada']);
    expect(names({ data: await find('Service=silk%20press') })).toEqual(['Kinks Corner']);
    expect(names({ data: await find('Place=lekki') })).toEqual([]);
    expect(names({ data: await find('Place=lekki%20phase%201') })).toEqual(['Braids by Ada']);
    expect(names({ data: await find('Place=abuja') })).toEqual(['Wuse Nail Bar']);
    // A place page of more than a page: its first cursor, made as the site makes it, gives the rest of that place.
    const festac = await allPages('Place=festac%20town&Limit=30');
    const first = festac.flat().slice(0, 24) as any[];
    const cursor = encodeCursor({ Place: 'Festac Town' }, first[23]);
    const rest = await find(`Place=festac%20town&Cursor=${cursor}`);
    expect(rest.items.map((b) => b.branchId)).toEqual(
      festac
        .flat()
        .slice(24)
        .map((b) => b.branchId),
    );
    expect(rest.items.every((b: any) => b.location === 'Festac Town')).toBe(true);
    // A cursor of the place page is no cursor of the service page.
    expect((await api.get(`/api/Branch/Find?Service=skin%20fade&Cursor=${cursor}`)).status).toBe(400);
  });
});

describe('Find: order and paging', () => {
  it('without words lists as GetActiveBranches (best rated, then reviews, name, id), a page at a time', async () => {
    const everything = (await api.get('/api/Branch/GetActiveBranches')).body.data.map((b: any) => b.branchId);
    const pages = await allPages('Limit=7');
    expect(pages.flat().map((b) => b.branchId)).toEqual(everything);
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
  });

  it("continues a pre-rendered page: its 24th branch's cursor (as the site encodes it) gives Find's next", async () => {
    const everything = (await api.get('/api/Branch/GetActiveBranches')).body.data;
    const last = everything[23];
    const cursor = encodeCursor({}, { ...last, rating: last.rating });
    const page = await find(`Cursor=${cursor}`);
    expect(page.items.map((b) => b.branchId)).toEqual(everything.slice(24, 48).map((b: any) => b.branchId));
  });

  it('pages without duplicates or gaps while salons are added between pages', async () => {
    const first = await find('Query=cornrow&Limit=7');
    // One sorts before the cursor (best rated), one after it (worst rated): only the second can still be listed.
    const top = await addSalon(db(), { ...SALONS[8]!, name: 'Festac Plait Hub Top', rating: 5, reviews: 9 }, 901);
    const last = await addSalon(db(), { ...SALONS[8]!, name: 'Festac Plait Hub Last', rating: 1, reviews: 0 }, 902);
    const rest = (await allPages('Query=cornrow&Limit=7', first.next)).flat();
    const listed = [...first.items, ...rest].map((b) => b.branchId);
    expect(new Set(listed).size).toBe(listed.length);
    const festac = SALONS.map((s, i) => [s, uuid(i + 1)] as const).filter(([s]) => s.location === 'Festac Town');
    expect(listed.slice(0, -1).sort()).toEqual(festac.map(([, id]) => id).sort());
    expect(listed).not.toContain(top);
    expect(listed.at(-1)).toBe(last);
  });

  it('with Near: nearest first with distances in km (one decimal), branches without a position last', async () => {
    const { items } = await find('Near=6.4474,3.4739&Limit=50');
    expect(items[0]).toMatchObject({ businessName: 'Braids by Ada', distanceKm: 0.2 });
    const km = items.map((b) => b.distanceKm);
    const placed = km.filter((d): d is number => d !== null);
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    expect(km.slice(placed.length).every((d) => d === null)).toBe(true);
    expect(items.slice(placed.length).map((b) => b.businessName)).toEqual([
      'No Map Salon',
      '100% Natural_Hair \\ Studio',
    ]);
    // Paged, the same order.
    const paged = (await allPages('Near=6.4474,3.4739&Limit=4')).flat();
    expect(paged.map((b) => b.branchId)).toEqual(items.map((b) => b.branchId));
  });

  it('with Near and words: matching salons nearest first, typo matches after', async () => {
    const { items } = await find('Query=braids&Near=6.5786,3.3551');
    expect(items.map((b) => b.businessName)).toEqual(['Kinks Corner', 'Braids by Ada', 'No Map Salon']);
    expect(items[0]!.distanceKm).toBe(0);
    expect(items.map((b) => b.distanceKm)).toEqual([0, expect.any(Number), null]);
  });
});

describe('Find: bad input is refused in words, never a 500, never the whole catalog', () => {
  it.each([
    ['Query=a'],
    ['Query=%20%20b%20'],
    ['Query=%25'],
    ['Query=_'],
    ['Query=%5C'],
    ["Query='%22"],
    ['Query=%F0%9F%92%87'],
    ['Query=%D8%B5%D8%A7%D9%84%D9%88%D9%86'],
  ])('%s: an empty answer', async (query) => {
    expect(await find(query)).toEqual({ items: [], next: null });
  });

  it.each([["Query=' or 1=1 --"], ['Query=braids%3B drop table branches%3B'], ['Query=braids%25']])(
    '%s: a normal answer',
    async (query) => {
      const { items } = await find(query.replace(/ /g, '%20'));
      expect(items.length).toBeLessThan(SALONS.length);
    },
  );

  it.each([
    [`Query=${'x'.repeat(200)}`, 'Invalid input: Query must be at most 100 characters.'],
    ['Near=91,3', 'Invalid input: Near must have a latitude between -90 and 90.'],
    ['Near=6,181', 'Invalid input: Near must have a longitude between -180 and 180.'],
    ['Near=lagos', 'Invalid input: Near must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739.'],
    ['Limit=0', 'Invalid input: Limit must be between 1 and 50.'],
    ['Limit=1000', 'Invalid input: Limit must be between 1 and 50.'],
    ['Limit=ten', 'Invalid input: Limit must be a number.'],
    ['Cursor=bm9wZQ', 'This page link is out of date; search again.'],
    [
      `Cursor=${encodeCursor({ Query: 'nails' }, { score: 1, ...someKey })}&Query=braids`,
      'This page link is out of date; search again.',
    ],
    // A cursor of this query without its tier (as if made by hand) is refused too.
    [
      `Cursor=${encodeCursor({ Query: 'braids' }, someKey)}&Query=braids`,
      'This page link is out of date; search again.',
    ],
  ])('%s: 400 %s', async (query, message) => {
    const { status, body } = await api.get(`/api/Branch/Find?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ status: 'Error', message });
  });
});

describe('Find and Suggest answers are cacheable', () => {
  it.each(['/api/Branch/Find?Query=braids', '/api/Search/Suggest?Query=bra'])(
    '%s: ETag, short shared lifetime, 304',
    async (path) => {
      const first = await api.app.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('Cache-Control')).toBe('public, max-age=30, s-maxage=60');
      const etag = first.headers.get('ETag');
      expect(etag).toBeTruthy();
      const again = await api.app.request(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=30, s-maxage=60');
    },
  );
});

describe('Suggest', () => {
  const suggest = async (query: string) => {
    const { status, body } = await api.get(`/api/Search/Suggest?${query}`);
    expect(status).toBe(200);
    return body.data as { kind: string; label: string; url: string }[];
  };

  it('suggests services, areas and salons with the pages they open', async () => {
    const list = await suggest('Query=bra');
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list).toContainEqual({
      kind: 'service',
      label: 'Knotless Braids',
      url: '/services/ServiceName=Knotless%20Braids',
    });
    expect(list).toContainEqual({
      kind: 'salon',
      label: 'Braids by Ada',
      url: `/branches/${slug('Braids by Ada', 1)}`,
    });
    expect(await suggest('Query=ibad')).toEqual([
      { kind: 'area', label: 'Ìbàdàn', url: `/locations/Location=${encodeURIComponent('Ìbàdàn')}` },
    ]);
  });

  it('forgives a typo, asks for one kind, and says nothing for one character', async () => {
    expect(await suggest('Query=manicrue')).toEqual([
      { kind: 'service', label: 'Gel Manicure', url: '/services/ServiceName=Gel%20Manicure' },
    ]);
    expect((await suggest('Query=festac&Kind=salon')).map((s) => s.kind)).toEqual(Array(8).fill('salon'));
    expect(await suggest('Query=b')).toEqual([]);
    expect(await suggest('Query=%F0%9F%92%87%F0%9F%92%87')).toEqual([]);
  });

  it('refuses text of 200 characters and an unknown kind, in words', async () => {
    expect((await api.get(`/api/Search/Suggest?Query=${'b'.repeat(200)}`)).body.message).toBe(
      'Invalid input: Query must be at most 100 characters.',
    );
    expect((await api.get('/api/Search/Suggest?Query=bra&Kind=shop')).body.message).toBe(
      'Invalid input: Kind must be salon, service or area.',
    );
  });
});

describe("Find: Name, part of the business name (the branches list's filter)", () => {
  /** The listed salons (every active one, in the list's order) whose name holds `typed`, in the normal form. */
  const holding = async (typed: string) =>
    (await allPages('Limit=50'))
      .flat()
      .map((b) => b.businessName)
      .filter((name) => normalizeText(name).includes(normalizeText(typed)));
  const named = async (typed: string) =>
    (await allPages(`Name=${encodeURIComponent(typed)}&Limit=7`)).flat().map((b) => b.businessName);

  it.each(['st', 'ESTA', 'ai', 'ids by', 'ural_ha', 'Glow Studio Oyo'])(
    'Name=%s lists every active salon whose name holds it, anywhere in a word, in the order of the list',
    async (typed) => {
      const expected = await holding(typed);
      expect(expected.length).toBeGreaterThan(0);
      expect(await named(typed)).toEqual(expected);
    },
  );

  it('is the name alone, as one piece: not the area, a service, or the words in another order', async () => {
    // 'st' is inside 'Festac', not at a word's start: the Query search would not list those salons by it.
    expect(await named('st')).toContain('Festac Plait Hub 00');
    expect(await named('lekki')).toEqual([]);
    expect(await named('knotless')).toEqual([]);
    expect(await named('ada braids')).toEqual([]);
    expect(await named('closed')).toEqual([]);
    expect(await named('s')).toEqual([]);
    expect(await named('%%')).toEqual([]);
  });

  it('narrows the other filters and pages with its own cursor', async () => {
    expect(names({ data: await find('Name=ai&Location=lekki') })).toEqual(['Braids by Ada']);
    expect(names({ data: await find('Name=ai&CategoryURL=nails') })).toEqual(['Wuse Nail Bar']);
    const first = await find('Name=festac&Limit=10');
    expect((await api.get(`/api/Branch/Find?Name=plait&Limit=10&Cursor=${first.next}`)).status).toBe(400);
  });

  it('finds a piece over 200 name words hold (read from the names, not the word list) as one few hold', async () => {
    // 201 salons named with words that all hold 'qzw'; 'qzw1' is in 111 of them.
    const [type] = await db().select().from(t.businessTypes).limit(1);
    const made = Array.from({ length: 201 }, (_, i) => ({ n: 1000 + i, name: `Aqzw${i} Parlour` }));
    const businesses = await db()
      .insert(t.businesses)
      .values(
        made.map(({ n, name }) => ({
          ownerUserId: OWNER,
          businessTypeId: type!.id,
          businessName: name,
          businessUrl: slug(name, n),
          contactName: 'Ada',
          email: `salon${n}@search.test`,
        })),
      )
      .returning();
    await db()
      .insert(t.branches)
      .values(
        made.map(({ n, name }, i) => ({
          id: uuid(n),
          businessId: businesses[i]!.id,
          branchUrl: slug(name, n),
          location: 'Yaba',
          address: `${n} Test Street`,
          city: 'Lagos',
          rating: 4,
          totalRatings: i,
        })),
      );
    api.deps.catalogChanged?.();
    const byReviews = (from: typeof made) =>
      from
        .slice()
        .reverse()
        .map((m) => m.name);
    expect(await named('QZW')).toEqual(byReviews(made));
    expect(await named('qzw1')).toEqual(byReviews(made.filter((m) => /^Aqzw1/.test(m.name))));
    expect(await named('zw19 parl')).toEqual(byReviews(made.filter((m) => /^Aqzw19 /.test(m.name))));
  });
});

describe('the search rows follow the catalog', () => {
  // Written straight to the tables, so the answers kept in memory are dropped as a catalog write through the API would.
  const changed = () => api.deps.catalogChanged?.();

  it('a renamed business, a new service, a closed branch: found as they are now', async () => {
    const id = uuid(3);
    const [branch] = await db().select().from(t.branches).where(eq(t.branches.id, id));
    await db()
      .update(t.businesses)
      .set({ businessName: 'Razor Sharp Cuts' })
      .where(eq(t.businesses.id, branch!.businessId));
    changed();
    expect(names({ data: await find('Query=razor') })).toEqual(['Razor Sharp Cuts']);
    await db().insert(t.services).values({
      branchId: id,
      categoryId: CATEGORY.nails,
      serviceName: 'Acrylic Extensions',
      price: 5000,
      durationHours: 1,
    });
    changed();
    expect(names({ data: await find('Query=acrylic') })).toEqual(['Razor Sharp Cuts']);
    expect(names({ data: await find('CategoryURL=nails') })).toContain('Razor Sharp Cuts');
    expect((await api.get('/api/Search/Suggest?Query=acryl')).body.data).toContainEqual(
      expect.objectContaining({ kind: 'service', label: 'Acrylic Extensions' }),
    );
    await db().update(t.branches).set({ status: false }).where(eq(t.branches.id, id));
    changed();
    expect(names({ data: await find('Query=razor') })).toEqual([]);
    expect((await api.get('/api/Search/Suggest?Query=acryl')).body.data).toEqual([]);
  });
});

const db = () => api.db;
