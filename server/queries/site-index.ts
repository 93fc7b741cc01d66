/**
 * What the site's live updates read: a light index of every active branch (what listing, category, search pages and
 * the sitemap show of it), and which branches changed since a moment. A branch's `updated_at` is its version: every
 * catalog write that changes what its pages show moves it (touchBranches).
 */
import { and, count, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, categories, services } from '../db/schema.ts';
import { byRating, byReviews, offersCategory, selectSummaries } from './catalog.ts';

/** Marks branches as changed (their pages are re-rendered by the site's live path). */
export async function touchBranches(db: Db, branchIds: string[]) {
  if (branchIds.length === 0) return;
  await db
    .update(branches)
    .set({ updatedAt: sql`now()` })
    .where(inArray(branches.id, branchIds));
}

/** Marks every branch of a business as changed (its name and contacts are on each branch's pages). */
export async function touchBusinessBranches(db: Db, businessId: string) {
  await db
    .update(branches)
    .set({ updatedAt: sql`now()` })
    .where(eq(branches.businessId, businessId));
}

/**
 * Every active branch (or those of `ids` that are active), best rated first, with what pages other than its own show
 * of it: its summary, the categories and service names it offers (active services), and its version.
 */
export async function branchIndex(db: Db, ids?: string[]) {
  const only = ids && inArray(branches.id, ids);
  // What each branch offers comes from its search row (migration 0015, kept by triggers): aggregating its services
  // took 12 s at 100,000 branches (1.2 million services), reading the rows 3.7 s.
  const [summaries, offered] = await Promise.all([
    selectSummaries(db, [only]),
    db.execute<{ branchId: string; updatedAt: string; categories: string[] | null; serviceNames: string[] | null }>(
      sql`select ${branches.id} as "branchId", ${branches.updatedAt} as "updatedAt", s.category_urls as categories,
        s.services as "serviceNames"
      from ${branches} left join branch_search s on s.branch_id = ${branches.id}
      where ${and(eq(branches.status, true), only)}`,
    ),
  ]);
  // Sorted here, not by the database's collation.
  const sorted = (values: string[] | null | undefined) => [...(values ?? [])].sort();
  const of = new Map(offered.rows.map((o) => [o.branchId, o]));
  return summaries.map((b) => {
    const o = of.get(b.branchId);
    return {
      ...b,
      categories: sorted(o?.categories),
      serviceNames: sorted(o?.serviceNames),
      updatedAt: new Date(o?.updatedAt ?? 0).toISOString(),
    };
  });
}

export type BranchIndexEntry = Awaited<ReturnType<typeof branchIndex>>[number];

/**
 * Branches (active or not) whose version is later than `since`, oldest change first, at most `limit`; with `afterId`,
 * those of the version `since` itself after that branch too: the next page when a page ended inside one instant (a
 * seed or a business's rename writes thousands of branches at one). Versions count in whole milliseconds, as they
 * are answered (the database keeps microseconds).
 */
export async function branchChanges(db: Db, since: Date, limit: number, afterId?: string) {
  const version = sql`date_trunc('milliseconds', ${branches.updatedAt})`;
  const rows = await db
    .select({
      branchId: branches.id,
      branchUrl: branches.branchUrl,
      active: branches.status,
      updatedAt: branches.updatedAt,
    })
    .from(branches)
    .where(
      afterId
        ? and(
            gte(branches.updatedAt, since),
            sql`(${version}, ${branches.id}) > (${since.toISOString()}::timestamptz, ${afterId}::uuid)`,
          )
        : gt(branches.updatedAt, since),
    )
    .orderBy(version, branches.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/** What a listing page shows: the branches offering a category, a service or in a place (exact, any case). */
export interface ListingFilter {
  categoryUrl?: string;
  service?: string;
  location?: string;
}

/**
 * A listing of at most this many branches is read through its filter's own index and sorted, rather than by walking
 * the rating order until a page of them turns up: a category, service or place few salons offer walked most of the
 * catalog (a category nobody offers: 1.6 s at 100,000 branches on the embedded database; a place: 80 ms).
 */
const FEW_BRANCHES = 1000;

/**
 * A listing page's first branches (best rated, or most reviewed, first) and how many it holds, with the spelling of
 * its service or place as salons write it: what a live update renders a listing from, without the whole index. The
 * count and the spelling of a listing of one kind are kept in listing_counts (migration 0017): a live update costs
 * the same at 100,000 branches as at 1,000; a listing of several kinds at once is counted here.
 */
export async function listing(
  db: Db,
  filter: ListingFilter,
  order: 'rating' | 'reviews',
  limit: number,
  few = FEW_BRANCHES,
) {
  const conditions: SQL[] = [];
  const candidates: SQL[] = [];
  const keys: [kind: string, key: string][] = [];
  const service = filter.service?.toLowerCase();
  const place = filter.location?.toLowerCase();
  if (filter.categoryUrl) {
    const url = filter.categoryUrl.toLowerCase();
    conditions.push(offersCategory(url));
    candidates.push(sql`select ${services.branchId} from ${services} join ${categories}
      on ${categories.id} = ${services.categoryId} where ${categories.categoryUrl} = ${url}`);
    keys.push(['category', url]);
  }
  if (service !== undefined) {
    const named = sql`lower(${services.serviceName}) = ${service}`;
    conditions.push(sql`exists (select 1 from ${services}
      where ${services.branchId} = ${branches.id} and ${services.status} and ${named})`);
    candidates.push(sql`select ${services.branchId} from ${services} where ${named}`);
    keys.push(['service', service]);
  }
  if (place !== undefined) {
    const there = or(sql`lower(${branches.location}) = ${place}`, sql`lower(${branches.city}) = ${place}`)!;
    conditions.push(there);
    candidates.push(sql`select ${branches.id} from ${branches} where ${there}`);
    keys.push(['place', place]);
  }
  const [kind, key] = keys.length === 0 ? ['all', ''] : keys[0]!;
  const named = service !== undefined ? ['service', service] : place !== undefined ? ['place', place] : undefined;
  const kept = keys.length <= 1 ? await keptCount(db, kind, key) : undefined;
  // One filter, kept count small: read its branches through the filter's index (several filters are walked).
  const found = kept !== undefined && kept <= few && candidates.length === 1;
  const through = found ? await candidateIds(db, candidates[0]!) : undefined;
  const [items, total, name] = await Promise.all([
    kept === 0
      ? []
      : selectSummaries(
          db,
          through ? [inArray(branches.id, through), ...conditions] : conditions,
          order === 'rating' ? byRating : byReviews,
        ).limit(limit),
    kept ?? countBranches(db, conditions),
    named ? spelling(db, named[0]!, named[1]!) : null,
  ]);
  return { items, total, name };
}

/** The branches a listing's filter can hold (a superset: the listing's own conditions are applied after). */
async function candidateIds(db: Db, candidates: SQL) {
  const { rows } = await db.execute<{ id: string }>(
    sql`select distinct c.branch_id as id from (${candidates}) c(branch_id)`,
  );
  return rows.map((r) => r.id);
}

async function keptCount(db: Db, kind: string, key: string) {
  const { rows } = await db.execute<{ branches: number }>(sql`select branches from listing_counts
    where kind = ${kind} and key = ${key} and spelling = ''`);
  return rows[0]?.branches ?? 0;
}

async function countBranches(db: Db, conditions: SQL[]) {
  const [row] = await db
    .select({ total: count() })
    .from(branches)
    .where(and(eq(branches.status, true), ...conditions));
  return row?.total ?? 0;
}

/** How salons spell a service or a place: the first spelling in code-point order, as the full build picks it. */
async function spelling(db: Db, kind: string, key: string) {
  const { rows } = await db.execute<{ name: string | null }>(sql`select min(spelling collate "C") as name
    from listing_counts where kind = ${kind} and key = ${key} and spelling <> '' and branches > 0`);
  return rows[0]?.name ?? null;
}

/** A branch's sitemap file: the first two hex digits of its URL's MD5, as src/lib/site-paths.ts sitemapBucket. */
const SITEMAP_BUCKET = sql`substr(md5(${branches.branchUrl}), 1, 2)`;

/** The active branches of one of the sitemap's files (branches_sitemap_idx). */
export async function sitemapBranches(db: Db, bucket: string) {
  const rows = await db
    .select({ branchUrl: branches.branchUrl, updatedAt: branches.updatedAt })
    .from(branches)
    .where(and(eq(branches.status, true), sql`${SITEMAP_BUCKET} = ${bucket}`))
    .orderBy(sql`${branches.branchUrl} collate "C"`);
  return rows.map((r) => ({ branchUrl: r.branchUrl, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * The sitemap's files that hold an active branch, in order: one step of branches_sitemap_idx per file (a skip scan),
 * so 256 probes at any catalog size rather than a walk of every branch.
 */
export async function sitemapFiles(db: Db): Promise<string[]> {
  const next = (after: SQL) =>
    sql`(select ${SITEMAP_BUCKET} from branches where status and ${SITEMAP_BUCKET} > ${after} order by 1 limit 1)`;
  const { rows } = await db.execute<{ bucket: string }>(sql`with recursive files(bucket) as (
      select ${next(sql`''`)} union all select ${next(sql`files.bucket`)} from files where files.bucket is not null
    )
    select bucket from files where bucket is not null`);
  return rows.map((r) => r.bucket);
}
