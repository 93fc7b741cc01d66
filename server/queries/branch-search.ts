/**
 * GET /api/Branch/Find's query (issue 35), over branch_search (migration 0015). The answer is the union of a few
 * parts, one per match tier (and with Near, placed and unplaced branches apart), each asking its index for its first
 * rows in the page's order: a part that matches most branches walks the order index and stops after a page, a rare
 * one reads its GIN or btree index and sorts the few it finds. So the cost follows the page, not the catalog.
 */
import { and, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  containsPattern,
  EARTH_RADIUS_KM,
  nearGroup,
  normalizeText,
  parseNear,
  searchedWords,
  Tier,
  type Place,
} from '../domain/search.ts';
import { decodeCursor, encodeCursor, type CursorKey, type FindQuery } from '../../src/lib/search-cursor.ts';
import { DEFAULT_BRANCH_IMAGE } from './catalog.ts';
import { afterCursor, type OrderKey } from './keyset.ts';
import { filledAt, firstRows, partCounts, partsUnion, RANK_WALK, rankAfter, type PartMode } from './search-parts.ts';
import {
  matchesSomething,
  nameable,
  nameWordsContaining,
  NO_STATS,
  rowsWith,
  textArray,
  wordsFor,
  type TokenWords,
  type WordLookup,
  type WordStats,
} from './search-words.ts';

export interface FindInput {
  /** The typed words as stored words; absent without Query. */
  words?: TokenWords[];
  stats?: WordStats;
  /** The typed words in order, joined by spaces (the business name may start with them). */
  phrase?: string;
  /** Name: the text in normal form, its words, and the name words containing each (null: too many to list). */
  name?: { text: string; tokens: string[]; words: (string[] | null)[] };
  categoryUrl?: string;
  serviceName?: string;
  location?: string;
  /** Exact names, any case: what the pre-rendered service and place pages list (Catalog/Listing). */
  service?: string;
  place?: string;
  near?: Place;
  after?: CursorKey;
  limit: number;
  /** Rows a part walks before it is read directly (search-parts.ts' WALK; tests make it small). */
  window?: number;
}

export type FoundRow = {
  branchId: string;
  businessName: string;
  branchUrl: string;
  imageSrc: string;
  address: string;
  about: string;
  location: string;
  city: string;
  rating: number;
  totalRatings: number;
  /** The page order's keys: the match tier (with Query), the distance on the unit sphere (with Near; null: none). */
  tier: number | null;
  dist: number | null;
  /** Kilometres by haversine, to one decimal (with Near; null: the branch has no position). */
  km: number | null;
};

/** One part of the union: its rows' tier and what they match. */
interface Part {
  tier: number | null;
  match: SQL[];
  /** An index gives its matches best first (the exact name). */
  indexed?: boolean;
  /** So few branches can match (by the statistics) that it is read through its indexes at once. */
  rare?: boolean;
  /** With Near: branches with a position (true) or without (false). */
  placed?: boolean;
}

/** The business name has a word starting with the typed word. */
export const nameHas = (w: TokenWords): SQL =>
  w.named ? sql`bs.name_list && ${textArray(w.named)}::text[]` : sql`bs.name_words like ${`% ${w.token}%`}`;

/**
 * The business name holds the typed text (Name): each typed word through the name index (or LIKE, past too many name
 * words), and the whole text, when more than its first word, as one substring.
 */
function nameHolds({ text, tokens, words }: NonNullable<FindInput['name']>): SQL[] {
  const each = tokens.map((token, i) => {
    const containing = words[i];
    return containing
      ? sql`bs.name_list && ${textArray(containing)}::text[]`
      : sql`bs.name_words like ${containsPattern(token)}`;
  });
  return text === tokens[0] ? each : [...each, sql`bs.name_words like ${containsPattern(text)}`];
}

function wordsHave(w: TokenWords, typos: boolean): SQL {
  const extra = typos && w.typos.length ? sql` or bs.word_list && ${textArray(w.typos)}::text[]` : sql``;
  if (!w.prefixed) return sql`(bs.words like ${`% ${w.token}%`}${extra})`;
  return sql`(bs.word_list && ${textArray(w.prefixed)}::text[]${extra})`;
}

/** The business name is the typed words, or starts with them (both read through branch_search_name_order_idx). */
export const namePhrase = (phrase: string) => ({
  exact: sql`bs.name_words = ${` ${phrase} `}`,
  starts: sql`bs.name_words like ${` ${phrase}%`}`,
});

/** Fewer branches than this (by the statistics) are read through the indexes rather than found by walking. */
export const RARE_ROWS = 1000;

/** The tiers a query can reach, each with its own condition; a tier below excludes the ones above it. */
export function textParts(words: TokenWords[], phrase: string, stats: WordStats = NO_STATS): Part[] {
  // Every word must match, so a part matches at most as many branches as its rarest word.
  const fewest = (field: 'words' | 'names', of: (w: TokenWords) => string[] | null) =>
    Math.min(...words.map((w) => rowsWith(stats, of(w), field))) < RARE_ROWS;
  const rareInName = fewest('names', (w) => w.named);
  const rareAnywhere = fewest('words', (w) => w.prefixed);
  const rareWithTypos = fewest('words', (w) => (w.prefixed ? [...w.prefixed, ...w.typos] : null));
  const asTyped = words.every((w) => w.prefixed === null || w.prefixed.length > 0);
  const withTypos =
    words.some((w) => w.typos.length > 0) &&
    words.every((w) => w.prefixed === null || w.prefixed.length > 0 || w.typos.length > 0);
  // No name has one of the words: the name tiers are left out (an area, a service).
  const inName = asTyped && nameable(words) ? and(...words.map(nameHas))! : undefined;
  const anywhere = and(...words.map((w) => wordsHave(w, false)))!;
  const parts: Part[] = [];
  if (inName) {
    const { exact, starts } = namePhrase(phrase);
    // A name can start with the words only if one starts with the first of them.
    if (words[0]!.startsName) {
      parts.push({ tier: Tier.EXACT_NAME, match: [exact], indexed: true });
      parts.push({ tier: Tier.PHRASE, match: [starts, not(exact)], rare: rareInName });
    }
    parts.push({ tier: Tier.NAME, match: [inName, not(starts)], rare: rareInName });
  }
  if (asTyped)
    parts.push({ tier: Tier.ANYWHERE, match: inName ? [anywhere, not(inName)] : [anywhere], rare: rareAnywhere });
  if (withTypos) {
    const typed = and(...words.map((w) => wordsHave(w, true)))!;
    parts.push({ tier: Tier.TYPO, match: asTyped ? [typed, not(anywhere)] : [typed], rare: rareWithTypos });
  }
  return parts;
}

/** The catalog filters of the spec's SearchBranches, on the search rows. */
function filters(input: FindInput): SQL[] {
  const out: SQL[] = [];
  if (input.name) out.push(...nameHolds(input.name));
  if (input.categoryUrl) out.push(sql`bs.category_urls @> ${textArray([input.categoryUrl.toLowerCase()])}::text[]`);
  if (input.serviceName) out.push(sql`bs.service_names like lower(${containsPattern(input.serviceName)})`);
  if (input.location) {
    const p = containsPattern(input.location);
    out.push(sql`(bs.location ilike ${p} or bs.city ilike ${p})`);
  }
  if (input.service) {
    // service_names holds the lowercased names one a line: the whole name is a line of it.
    const name = input.service.trim().toLowerCase();
    const line = name.replace(/[\\%_]/g, (m) => `\\${m}`);
    out.push(sql`(bs.service_names = ${name} or bs.service_names like ${`${line}\n%`}
      or bs.service_names like ${`%\n${line}`} or bs.service_names like ${`%\n${line}\n%`})`);
  }
  if (input.place) {
    const place = input.place.trim().toLowerCase();
    out.push(sql`(lower(bs.location) = ${place} or lower(bs.city) = ${place})`);
  }
  return out;
}

const point = (p: Place) => sql`search_point(${p.latitude}::float8, ${p.longitude}::float8)`;

/** The ORDER BY of one part as keys, with the cursor's values. */
function keysOf(part: Part, input: FindInput, after: CursorKey): OrderKey[] {
  const keys: OrderKey[] = [];
  const known = (value: number | null) => ({ value });
  const tierRow = part.tier === null ? null : known(part.tier);
  if (input.near) {
    if (part.tier !== null)
      keys.push({ row: known(nearGroup(part.tier)), dir: 'desc', cursor: nearGroup(after.score ?? 0), type: 'int' });
    const dist = part.placed ? sql`bs.position <-> ${point(input.near)}` : known(null);
    keys.push({ row: dist, dir: 'asc', cursor: after.distance ?? null, type: 'float8' });
  }
  if (tierRow) keys.push({ row: tierRow, dir: 'desc', cursor: after.score ?? 0, type: 'int' });
  keys.push(rankAfter(after));
  return keys;
}

/**
 * The page's order over the union's columns (`p.`); within a part (no prefix) without the Near group, which is the
 * same for all its rows (and an expression over output names is not allowed there).
 */
function pageOrder(input: FindInput, text: boolean, prefix = ''): SQL {
  const col = (name: string) => sql.raw(`${prefix}${name}`);
  const keys: SQL[] = [];
  if (input.near && text && prefix)
    keys.push(sql`(case when ${col('tier')} >= ${Tier.ANYWHERE}::int then 1 else 0 end) desc`);
  if (input.near) keys.push(sql`${col('dist')} asc nulls last`);
  if (text) keys.push(sql`${col('tier')} desc`);
  keys.push(
    sql.raw(['rating desc', 'total_ratings desc', 'business_name', 'branch_id'].map((k) => prefix + k).join(', ')),
  );
  return sql.join(keys, sql`, `);
}

/** One part's first rows after the cursor, in the page order; undefined when none can come after it. */
function partQuery(part: Part, input: FindInput, index: number, mode: PartMode): SQL | undefined {
  const where = [sql`bs.active`];
  if (input.near) where.push(part.placed ? sql`bs.position is not null` : sql`bs.position is null`);
  if (input.after) {
    const after = afterCursor(keysOf(part, input, input.after));
    if (after === false) return undefined;
    if (after !== true) where.push(after);
  }
  const tier = part.tier === null ? sql`null::int` : sql`${part.tier}::int`;
  // Read directly, the distance is an expression no index orders by (the same number): no nearest-first walk.
  const distance = input.near && sql`bs.position <-> ${point(input.near)}`;
  const dist = !part.placed || !distance ? sql`null::float8` : mode === 'walk' ? distance : sql`(${distance}) + 0`;
  return firstRows(
    {
      select: sql`bs.branch_id, bs.rating, bs.total_ratings, bs.business_name, ${tier} as tier, ${dist} as dist,
        ${index}::int as part`,
      where,
      match: [...part.match, ...filters(input)],
      walk: distance && part.placed ? sql`${distance}, ${RANK_WALK}` : RANK_WALK,
      nearest: distance && part.placed ? distance : undefined,
      order: pageOrder(input, part.tier !== null),
      limit: input.limit + 1,
      window: input.window,
    },
    part.indexed ? 'indexed' : mode,
  );
}

/**
 * Whether every row a part could give sorts after `last` (the page is full without it): decided on the keys known
 * for all its rows, the Near group, a missing distance, the tier.
 */
function behind(part: Part, last: FoundRow, input: FindInput): boolean {
  const partTier = part.tier;
  if (input.near) {
    if (partTier !== null && last.tier !== null) {
      const [a, b] = [nearGroup(last.tier), nearGroup(partTier)];
      if (a !== b) return a > b;
    }
    if (part.placed) return false;
    if (last.dist !== null) return true;
  }
  return partTier !== null && last.tier !== null && last.tier > partTier;
}

/** The parts (the tiers, best first) come in the page's order: Near orders by distance first, and mixes them. */
const inPageOrder = (input: FindInput) => Boolean(input.words) && !input.near;

/** Haversine in SQL, in km to one decimal, from the branch's own coordinates. */
function kmFrom(near: Place): SQL {
  const lat = sql`${near.latitude}::float8`;
  const lng = sql`${near.longitude}::float8`;
  const h = sql`power(sin(radians(b.latitude::float8 - ${lat}) / 2), 2) + cos(radians(${lat}))
    * cos(radians(b.latitude::float8)) * power(sin(radians(b.longitude::float8 - ${lng}) / 2), 2)`;
  return sql`round((2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(${h}))))::numeric, 1)::float8`;
}

/**
 * The page with each part read as `modes` says, and how many rows each part gave. Text without Near stops at a full
 * page (partsUnion): a common word's lower tiers walked 2,000 rows for nothing.
 */
async function readPage(db: Db, input: FindInput, parts: Part[], modes: PartMode[], text: boolean) {
  const queries = parts.map((p, i) => partQuery(p, input, i, modes[i]!)).filter((q): q is SQL => q !== undefined);
  if (queries.length === 0) return { rows: [], counts: parts.map(() => 0) };
  const km = input.near ? kmFrom(input.near) : sql`null::float8`;
  const { rows } = await db.execute<FoundRow & { counts: number[] }>(sql`
    with u as materialized (${partsUnion(queries, inPageOrder(input) ? input.limit + 1 : undefined)}),
    p as (select * from u order by ${pageOrder(input, text, 'u.')} limit ${input.limit + 1})
    select b.id as "branchId", bu.business_name as "businessName", b.branch_url as "branchUrl",
      coalesce((select i.image_src from branch_images i where i.branch_id = b.id order by i.sort_order limit 1),
        ${DEFAULT_BRANCH_IMAGE}) as "imageSrc",
      b.address, b.about, b.location, b.city, b.rating::float8 as rating, b.total_ratings as "totalRatings",
      p.tier, p.dist, case when b.latitude is null or b.longitude is null then null else ${km} end as km,
      ${partCounts(parts.length)} as counts
    -- A page's few rows are looked up by key (a limit keeps the planner from turning them into a hash join that
    -- reads every branch).
    from p, lateral (select id, business_id, branch_url, address, about, location, city, rating, total_ratings,
        latitude, longitude from branches b where b.id = p.branch_id limit 1) b,
      lateral (select business_name from businesses bu where bu.id = b.business_id limit 1) bu
    order by ${pageOrder(input, text, 'p.')}`);
  return { rows: rows.map(({ counts: _c, ...row }) => row), counts: rows[0]?.counts ?? parts.map(() => 0) };
}

/**
 * A page of branches (limit + 1 rows: one more says there is a next page), in the page order. Each part walks
 * first; a part whose walk found too few, and whose rows could still be on the page, is read again directly.
 */
export async function findBranches(db: Db, input: FindInput): Promise<FoundRow[]> {
  const text = Boolean(input.words);
  const base: Part[] = input.words
    ? textParts(input.words, input.phrase ?? '', input.stats)
    : [{ tier: null, match: [] }];
  const parts = input.near ? base.flatMap((p) => [true, false].map((placed) => ({ ...p, placed }))) : base;
  const first = parts.map((p): PartMode => (p.rare ? 'direct' : 'walk'));
  const walked = await readPage(db, input, parts, first, text);
  const full = walked.rows.length > input.limit;
  const last = walked.rows.at(-1);
  const filled = inPageOrder(input) ? filledAt(walked.counts, input.limit + 1) : parts.length;
  const modes = parts.map((part, i): PartMode => {
    const walks = !part.indexed && (part.placed || [...part.match, ...filters(input)].length > 0);
    if (part.rare) return 'direct';
    if (!walks || walked.counts[i]! > input.limit || i >= filled) return 'walk';
    return full && last && behind(part, last, input) ? 'walk' : 'direct';
  });
  if (modes.every((m, i) => m === first[i])) return walked.rows;
  return (await readPage(db, input, parts, modes, text)).rows;
}

/** The cursor key of a row of the page. */
export const keyOf = (row: FoundRow): CursorKey => ({
  ...(row.tier === null ? {} : { score: row.tier }),
  ...(row.dist === null ? {} : { distance: row.dist }),
  rating: row.rating,
  totalRatings: row.totalRatings,
  businessName: row.businessName,
  branchId: row.branchId,
});

export interface FindRequest extends FindQuery {
  Cursor?: string;
  Limit: number;
}

export type FoundBranch = Omit<FoundRow, 'tier' | 'dist' | 'km'> & { distanceKm?: number | null };

/** Whether a decoded cursor has the keys this query orders by (a cursor of another shape is refused). */
function fitsQuery(key: CursorKey, request: FindRequest): boolean {
  const tierOk = request.Query
    ? Number.isInteger(key.score) && key.score! >= Tier.TYPO && key.score! <= Tier.EXACT_NAME
    : key.score === undefined;
  return tierOk && (request.Near !== undefined || key.distance === undefined);
}

/**
 * GET /api/Branch/Find: a page of branches and the cursor of the next (null: the last page); undefined when the
 * cursor is not one of this query's. Text too short or without words finds nothing rather than everything.
 */
export async function find(
  db: Db,
  request: FindRequest,
  lookup: WordLookup = wordsFor,
  stats: (db: Db) => Promise<WordStats> = async () => NO_STATS,
  window?: number,
): Promise<{ items: FoundBranch[]; next: string | null } | undefined> {
  const { Cursor, Limit: limit, ...query } = request;
  const after = Cursor === undefined ? undefined : decodeCursor(query, Cursor);
  if (Cursor !== undefined && (!after || !fitsQuery(after, request))) return undefined;
  const nothing = { items: [], next: null };
  let words: TokenWords[] | undefined;
  if (query.Query !== undefined) {
    const tokens = searchedWords(query.Query);
    if (tokens.length === 0) return nothing;
    words = await lookup(db, tokens);
    if (!words.every(matchesSomething)) return nothing;
  }
  let name: FindInput['name'];
  if (query.Name !== undefined) {
    const tokens = searchedWords(query.Name);
    if (tokens.length === 0) return nothing;
    const containing = await nameWordsContaining(db, tokens);
    if (containing.some((w) => w?.length === 0)) return nothing;
    name = { text: normalizeText(query.Name), tokens, words: containing };
  }
  const near = query.Near === undefined ? undefined : (parseNear(query.Near) as Place);
  const rows = await findBranches(db, {
    words,
    stats: words ? await stats(db) : undefined,
    phrase: query.Query === undefined ? undefined : normalizeText(query.Query),
    name,
    categoryUrl: query.CategoryURL,
    serviceName: query.ServiceName,
    location: query.Location,
    service: query.Service,
    place: query.Place,
    near,
    after,
    limit,
    window,
  });
  const items = rows.slice(0, limit).map(({ tier: _t, dist: _d, km, ...branch }) => ({
    ...branch,
    ...(near ? { distanceKm: km } : {}),
  }));
  const next = rows.length > limit ? encodeCursor(query, keyOf(rows[limit - 1]!)) : null;
  return { items, next };
}
