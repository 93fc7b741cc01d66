/**
 * The listings' counts and spellings kept by the search triggers (migration 0017), which a live update renders its
 * listings from: after every kind of catalog write they equal a count made from the catalog itself, with the full
 * build's rules (active branches, active services; names compared lowercased; the first spelling in code-point order).
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const api = useTestApi(buildCatalog);

type Row = { kind: string; key: string; spelling: string; branches: number };
const order = (rows: Row[]) =>
  rows.map((r) => `${r.kind}|${r.key}|${r.spelling}|${r.branches}`).sort((a, b) => (a < b ? -1 : 1));

const kept = async () =>
  order(
    (
      await api.db.execute<Row>(sql`select kind, key, spelling, branches from listing_counts
        where branches <> 0`)
    ).rows,
  );

const recounted = async () =>
  order(
    (
      await api.db.execute<Row>(sql`
        with b as (select id, location, city from branches where status),
        s as (
          select distinct s.branch_id, s.service_name, c.category_url from services s
          join categories c on c.id = s.category_id
          where s.status and s.branch_id in (select id from b)
        ),
        p as (select distinct id, place from b, unnest(array[location, city]) place)
        select 'all' as kind, '' as key, '' as spelling, count(*)::int as branches from b
        union all select 'category', category_url, '', count(distinct branch_id)::int from s group by category_url
        union all select 'service', lower(service_name), '', count(distinct branch_id)::int from s
          group by lower(service_name)
        union all select 'service', lower(service_name), service_name, count(distinct branch_id)::int from s
          group by service_name
        union all select 'place', lower(place), '', count(distinct id)::int from p group by lower(place)
        union all select 'place', lower(place), place, count(distinct id)::int from p group by place`)
    ).rows,
  );

const listing = async (query: string) => (await api.get(`/api/Catalog/Listing?${query}`)).body.data;

it('keeps every listing count and spelling equal to a recount, through every kind of catalog write', async () => {
  expect(await kept()).toEqual(await recounted());
  const writes: [string, () => Promise<unknown>][] = [
    [
      'another spelling of a service, on another branch',
      () =>
        api.db.update(t.services).set({ serviceName: 'knotless BRAIDS' }).where(eq(t.services.id, ids.ibadanBraids)),
    ],
    [
      'a service switched off',
      () => api.db.update(t.services).set({ status: false }).where(eq(t.services.id, ids.cut)),
    ],
    [
      'a service moved to another category',
      () => api.db.update(t.services).set({ categoryId: ids.catNails }).where(eq(t.services.id, ids.braids)),
    ],
    [
      'a new service',
      async () => {
        const [row] = await api.db.select().from(t.services).where(eq(t.services.id, ids.manicure));
        await api.db.insert(t.services).values({
          ...row!,
          id: '60000000-0000-4000-8000-0000000000aa',
          branchId: ids.ibadan,
          serviceName: 'Gel Manicure',
        });
      },
    ],
    [
      'a branch moved (its area spelled as another branch spells its city)',
      () => api.db.update(t.branches).set({ location: 'LAGOS' }).where(eq(t.branches.id, ids.ibadan)),
    ],
    [
      'a service deleted (soft)',
      () =>
        api.db.update(t.services).set({ status: false, deletedAt: new Date() }).where(eq(t.services.id, ids.manicure)),
    ],
    ['a branch closed', () => api.db.update(t.branches).set({ status: false }).where(eq(t.branches.id, ids.lekki))],
    ['a branch opened', () => api.db.update(t.branches).set({ status: true }).where(eq(t.branches.id, ids.closed))],
  ];
  for (const [what, write] of writes) {
    await write();
    expect(await kept(), what).toEqual(await recounted());
  }
  // What the live path reads: the counts and the first spelling (lekki closed: ibadan spells the service alone).
  expect(await listing('Service=KNOTLESS%20braids')).toMatchObject({ total: 1, name: 'knotless BRAIDS' });
  expect(await listing('Location=lagos')).toMatchObject({ total: 2, name: 'LAGOS' });
  expect(await listing('CategoryURL=nails')).toMatchObject({ total: 1 });
  // The categories' branch counts (Category/Get) are read from there too.
  const categories = (await api.get('/api/Category/Get')).body.data;
  const recount = new Map(
    (await recounted()).filter((r) => r.startsWith('category|')).map((r) => [r.split('|')[1], Number(r.split('|')[3])]),
  );
  for (const c of categories) expect(c.branchCount, c.categoryurl).toBe(recount.get(c.categoryurl) ?? 0);
  expect(categories.find((c: { categoryurl: string }) => c.categoryurl === 'nails').branchCount).toBe(1);
  // Several kinds at once are counted from the catalog.
  expect(await listing('CategoryURL=nails&Location=lagos')).toMatchObject({ total: 1 });
  expect(await listing('CategoryURL=old-stuff&Location=lagos')).toMatchObject({ total: 0 });
});
