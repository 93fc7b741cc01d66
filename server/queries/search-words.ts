/**
 * From typed words to stored words (issue 35): for each typed word, the words of the vocabulary (search_words,
 * migration 0015) that start with it, and those one typo away. The branch queries then look these up as whole
 * words in GIN-indexed arrays, which is exact and several times faster than trigram matching of the text.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { containsPattern, deletionVariants, forgivesTypo, prefixEnd, startsWithOneTypo } from '../domain/search.ts';

/**
 * Past this many words starting with a typed word (a letter or two of a large vocabulary), the word is matched by
 * LIKE on the text instead: an array of thousands would cost more per branch than the text.
 */
export const MAX_PREFIX_WORDS = 200;
/** The typo candidates one typed word may bring (the nearest first). */
const MAX_TYPO_WORDS = 20;

export interface TokenWords {
  token: string;
  /** Stored words starting with the token; null when more than MAX_PREFIX_WORDS (then matched with LIKE). */
  prefixed: string[] | null;
  /** Those of them some business name has (null with `prefixed`). */
  named: string[] | null;
  /** Whether some business name starts with one of them (true with `prefixed` null). */
  startsName: boolean;
  /** Stored words one typo away that do not start with the token, and those of them a name has. */
  typos: string[];
  namedTypos: string[];
}

/**
 * A text[] parameter as PostgreSQL's array literal: the same text for both drivers (Drizzle would spread a JS array
 * into a list of parameters).
 */
export const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (m) => `\\${m}`)}"`).join(',')}}`;

/** The stored words each typed word stands for, in one round trip. */
export async function wordsFor(db: Db, tokens: string[]): Promise<TokenWords[]> {
  if (tokens.length === 0) return [];
  const parts: SQL[] = tokens.map(
    (token, i) => sql`(select ${i}::int as i, 'p' as k, word, in_name, starts_name from search_words
      where word >= ${token} and word < ${prefixEnd(token)} order by word limit ${MAX_PREFIX_WORDS + 1})`,
  );
  tokens.forEach((token, i) => {
    if (!forgivesTypo(token)) return;
    parts.push(sql`(select distinct ${i}::int as i, 't' as k, v.word, w.in_name, w.starts_name
      from search_word_variants v join search_words w on w.word = v.word
      where v.variant = any(${textArray(deletionVariants(token))}::text[]))`);
    // Words the typed word, typo and all, may be the start of: close in trigrams, then checked letter by letter.
    parts.push(sql`(select ${i}::int as i, 't' as k, word, in_name, starts_name from search_words
      where ${token} <% word
      order by word_similarity(${token}, word) desc, word limit ${MAX_TYPO_WORDS * 2})`);
  });
  const { rows } = await db.execute<{ i: number; k: 'p' | 't'; word: string; in_name: boolean; starts_name: boolean }>(
    sql.join(parts, sql` union all `),
  );
  return tokens.map((token, i) => {
    const mine = rows.filter((r) => r.i === i);
    const prefixed = mine.filter((r) => r.k === 'p');
    const seen = new Set<string>();
    const typos = mine
      .filter((r) => r.k === 't' && !r.word.startsWith(token) && startsWithOneTypo(r.word, token))
      .filter((r) => !seen.has(r.word) && seen.add(r.word))
      .sort((a, b) => Math.abs(a.word.length - token.length) - Math.abs(b.word.length - token.length))
      .slice(0, MAX_TYPO_WORDS);
    const words = (list: typeof mine) => list.map((r) => r.word);
    const many = prefixed.length > MAX_PREFIX_WORDS;
    return {
      token,
      prefixed: many ? null : words(prefixed),
      named: many ? null : words(prefixed.filter((r) => r.in_name)),
      startsName: many || prefixed.some((r) => r.starts_name),
      typos: words(typos),
      namedTypos: words(typos.filter((r) => r.in_name)),
    };
  });
}

/**
 * The branches list's name filter (spec: "case-insensitive substring" of the business name): for each typed word, the
 * name words of the vocabulary that contain it anywhere ('st' → 'festac', 'studio'); null past MAX_PREFIX_WORDS (then
 * matched with LIKE on the name). A typed word has no spaces, so it lies within one word of the name.
 */
export async function nameWordsContaining(db: Db, tokens: string[]): Promise<(string[] | null)[]> {
  if (tokens.length === 0) return [];
  const parts = tokens.map(
    (token, i) => sql`(select ${i}::int as i, word from search_words
      where in_name and word like ${containsPattern(token)} order by word limit ${MAX_PREFIX_WORDS + 1})`,
  );
  const { rows } = await db.execute<{ i: number; word: string }>(sql.join(parts, sql` union all `));
  return tokens.map((_, i) => {
    const words = rows.filter((r) => r.i === i).map((r) => r.word);
    return words.length > MAX_PREFIX_WORDS ? null : words;
  });
}

/** Whether every typed word can be in a business name (as typed: `typos` false; or with a typo forgiven). */
export const nameable = (words: TokenWords[], typos = false) =>
  words.every((w) => w.named === null || w.named.length > 0 || (typos && w.namedTypos.length > 0));

/** Looks typed words up, from memory when it can: the vocabulary only changes with the catalog. */
export type WordLookup = (db: Db, tokens: string[]) => Promise<TokenWords[]>;

/** Typed words kept: this many at most, and not past a catalog write (or a minute, for writes not signalled). */
const KEPT_WORDS = 10_000;
const KEPT_MS = 60_000;

/** A lookup that keeps what it found while the catalog generation stands. */
export function keptWords(generation: () => number, clock: () => number = Date.now): WordLookup {
  const kept = new Map<string, TokenWords>();
  let keptGeneration = Number.NaN;
  let since = 0;
  return async (db, tokens) => {
    const now = generation();
    if (now !== keptGeneration || clock() - since > KEPT_MS || kept.size > KEPT_WORDS) {
      kept.clear();
      keptGeneration = now;
      since = clock();
    }
    const missing = tokens.filter((t) => !kept.has(t));
    if (missing.length) {
      const found = await wordsFor(db, missing);
      // A write that landed while reading leaves the words already stale: used once, not kept.
      if (generation() !== keptGeneration) return wordsFor(db, tokens);
      for (const w of found) kept.set(w.token, w);
    }
    return tokens.map((t) => kept.get(t)!);
  };
}

/** Whether a typed word can match anything at all (a word starting with it, or one a typo away). */
export const matchesSomething = (w: TokenWords) => w.prefixed === null || w.prefixed.length > 0 || w.typos.length > 0;

/**
 * How common words are among the active branches, from PostgreSQL's statistics of the search rows (most common
 * elements of word_list and name_list, with their frequencies; refreshed by ANALYZE): a part whose words are rare is
 * read through its indexes at once, instead of walking the order index into too few matches first.
 */
export interface WordStats {
  rows: number;
  words: Map<string, number>;
  names: Map<string, number>;
  /** What a word missing from the lists is taken for: half the rarest listed frequency (0 without statistics). */
  floor: { words: number; names: number };
}

export async function wordStats(db: Db): Promise<WordStats> {
  const { rows } = await db.execute<{ attname: string | null; elems: string[] | null; freqs: number[] | null }>(sql`
    select s.attname, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs
    from pg_stats s
    where s.schemaname = current_schema() and s.tablename = 'branch_search'
      and s.attname in ('word_list', 'name_list')`);
  const { rows: size } = await db.execute<{ n: number }>(
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'branch_search'::regclass`,
  );
  const of = (name: string) => {
    const row = rows.find((r) => r.attname === name);
    const elems = row?.elems ?? [];
    const freqs = row?.freqs ?? [];
    const map = new Map(elems.map((e, i) => [e, freqs[i] ?? 0]));
    return { map, floor: elems.length ? Math.min(...freqs.slice(0, elems.length)) / 2 : 0 };
  };
  const words = of('word_list');
  const names = of('name_list');
  return {
    rows: size[0]?.n ?? 0,
    words: words.map,
    names: names.map,
    floor: { words: words.floor, names: names.floor },
  };
}

/** No statistics: every part walks first. */
export const NO_STATS: WordStats = { rows: 0, words: new Map(), names: new Map(), floor: { words: 0, names: 0 } };

/** Branches (an upper bound) having one of these words; all of them when the words are too many to list. */
export function rowsWith(stats: WordStats, words: string[] | null, field: 'words' | 'names'): number {
  if (stats.rows === 0 || words === null) return Number.POSITIVE_INFINITY;
  const map = stats[field];
  const share = words.reduce((sum, w) => sum + (map.get(w) ?? stats.floor[field]), 0);
  return Math.min(1, share) * stats.rows;
}

/** Keeps what `load` reads for a few minutes (statistics change with ANALYZE, hourly at most). */
export function keptFor<T>(ms: number, load: (db: Db) => Promise<T>, clock: () => number = Date.now) {
  let value: { at: number; kept: Promise<T> } | undefined;
  return (db: Db): Promise<T> => {
    if (!value || clock() - value.at > ms) {
      const kept = load(db);
      value = { at: clock(), kept };
      kept.catch(() => (value = undefined));
    }
    return value.kept;
  };
}
