/**
 * One part of a search page (issue 35): the first rows of branch_search meeting a condition, in the page order, read
 * so that the cost follows the page and not the catalog whatever the planner guesses about the condition. A condition
 * that most branches meet ('hair') is best answered by walking an order index and stopping after a page; a rare one
 * ('lekki' in a name) by its GIN index and a sort of the few found. Which one a word is cannot be read from the
 * statistics (an array element missing from them is guessed at 0.5%), and the wrong guess costs a walk of the whole
 * catalog (a second at 100,000 branches). So a part walks a bounded window first, and only when the window holds too
 * few matches (and they could be on the page) is it asked again, reading its matches through the indexes.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { CursorKey } from '../../src/lib/search-cursor.ts';
import type { TailKey } from './keyset.ts';

/** Rows walked in order before a part looks its matches up instead: a page is found there when 1.2% match. */
export const WALK = 2000;

/** The listing order after tier and distance, all ascending: the expressions of branch_search_order_idx. */
export const RANK_WALK = sql`-bs.rating, -bs.total_ratings, bs.business_name, bs.branch_id`;
/** The same order over a part's output columns. */
export const RANK_ORDER = sql`rating desc, total_ratings desc, business_name, branch_id`;

/** After the cursor in the listing order: one row comparison, which the order index starts from. */
export const rankAfter = (k: CursorKey): TailKey => ({
  after: sql`(-bs.rating, -bs.total_ratings, bs.business_name, bs.branch_id)
    > (-(${k.rating}::numeric), -(${k.totalRatings}::int), ${k.businessName}::text, ${k.branchId}::uuid)`,
});

export interface PartQuery {
  /** The output columns, from `bs`; they include what `order` names. */
  select: SQL;
  /** What places the rows in the walk: active, placed or not, after the cursor. */
  where: SQL[];
  /** What the part matches (words, filters); none: every row of the walk. */
  match: SQL[];
  /** The order as expressions of `bs` an index serves (the walk). */
  walk: SQL;
  /** The same order over the output columns, which no index serves (so the planner reads the matches instead). */
  order: SQL;
  limit: number;
  /** Rows walked before the part is read directly instead (WALK; tests make it small to reach both ways). */
  window?: number;
  /**
   * With Near, for branches with a position: the distance, which cube's index gives nearest first but cannot break
   * ties by the listing's keys (PostgreSQL 15 then sorts the whole table instead). The walk goes by distance alone,
   * and takes whole ties at its ends (FETCH … WITH TIES), so the rows sorted after are all that can come first.
   */
  nearest?: SQL;
}

/** What a part's select, match and order read of a walked row (all but the wide columns they never read). */
const WALKED = sql.raw(
  ['branch_id', 'rating', 'total_ratings', 'business_name', 'position', 'name_words', 'name_list', 'words']
    .concat(['word_list', 'category_urls', 'service_names', 'location', 'city'])
    .map((c) => `bs.${c}`)
    .join(', '),
);

/**
 * How a part is read: `walk` the order index and keep the first `limit` matches among the first WALK rows (the rows
 * come in the walk's order, and a filter and a limit keep it), or read the matches `direct`ly through their indexes
 * and sort them (an order no index serves, so the planner is not tempted into walking), or, when an index gives the
 * matches in the walk's order (an exact name: its rows of branch_search_name_order_idx), read them `indexed`, best
 * first.
 */
export type PartMode = 'walk' | 'direct' | 'indexed';

/** The part's first `limit` rows (fewer after a walk: see `mode`), as a parenthesized query for a UNION ALL. */
export function firstRows(q: PartQuery, mode: PartMode): SQL {
  const where = and(...q.where)!;
  const match = q.match.length ? and(...q.match)! : sql`true`;
  const window = q.window ?? WALK;
  if (q.nearest && mode === 'walk')
    return sql`(select ${q.select} from (
        select ${WALKED}, ${q.nearest} as nearest from branch_search bs where ${where}
        order by ${q.nearest} fetch first (${window}) rows with ties
      ) bs where ${match} order by bs.nearest fetch first (${q.limit}) rows with ties)`;
  if (q.match.length === 0)
    return sql`(select ${q.select} from branch_search bs where ${where} order by ${q.walk} limit ${q.limit})`;
  if (mode === 'indexed')
    return sql`(select ${q.select} from branch_search bs where ${where} and ${match}
      order by ${q.walk} limit ${q.limit})`;
  if (mode === 'direct')
    return sql`(select ${q.select} from branch_search bs where ${where} and ${match}
      order by ${q.order} limit ${q.limit})`;
  return sql`(select ${q.select} from (
      select ${WALKED} from branch_search bs where ${where} order by ${q.walk} limit ${window}
    ) bs where ${match} limit ${q.limit})`;
}

/**
 * The parts' rows one after another (each query a `firstRows` with an `i::int as part` column), for a materialized
 * CTE. With `first`, the parts come in the page's order (best tier first, each in the listing order), so the page is
 * the union's first `first` rows and a part after the one that fills it is not read at all.
 */
export function partsUnion(queries: SQL[], first?: number): SQL {
  const union = sql.join(queries, sql` union all `);
  return first === undefined ? union : sql`select * from (${union}) t limit ${first}`;
}

/** How many rows each of `parts` parts gave to the CTE `u` (an array, indexed by part). */
export const partCounts = (parts: number) =>
  sql`array(select (select count(*) from u where u.part = g)::int from generate_series(0, ${parts - 1}) g)`;

/**
 * The part whose rows fill a page of `page` (parts in page order, `counts` from a read of their first rows); the
 * number of parts when they do not. A walk's rows are its first matches, so the parts from there on gave all the
 * page needs of them.
 */
export function filledAt(counts: number[], page: number): number {
  let given = 0;
  const at = counts.findIndex((n) => (given += n) >= page);
  return at === -1 ? counts.length : at;
}
