/**
 * GET /api/Search/Suggest's queries (issue 35): salons by name (branch_search), services and areas by how salons
 * spell them (search_terms, with how many active branches have each). The same words rules as Find's Query: accents
 * and case do not matter, a word may be the start of one, one typo is forgiven in words of five letters or more.
 */
import { and, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { normalizeText, searchedWords, Tier } from '../domain/search.ts';
import { nameHas, namePhrase, RARE_ROWS } from './branch-search.ts';
import { filledAt, firstRows, partCounts, partsUnion, RANK_ORDER, RANK_WALK, type PartMode } from './search-parts.ts';
import {
  matchesSomething,
  nameable,
  NO_STATS,
  rowsWith,
  textArray,
  wordsFor,
  type TokenWords,
  type WordLookup,
  type WordStats,
} from './search-words.ts';

export type SuggestionKind = 'salon' | 'service' | 'area';
export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  url: string;
}

export const SUGGESTIONS = 8;
/** Without a kind asked for, each kind's share of the list; what one leaves unused goes to the others. */
const SHARE: Record<SuggestionKind, number> = { service: 3, area: 2, salon: 3 };
const KINDS: SuggestionKind[] = ['service', 'area', 'salon'];

/** Branches whose business name has every typed word (or starts with them), best match and best rated first. */
async function salons(
  db: Db,
  words: TokenWords[],
  phrase: string,
  stats: WordStats,
  window?: number,
): Promise<Suggestion[]> {
  const { exact, starts } = namePhrase(phrase);
  const inName = and(...words.map(nameHas))!;
  const asTyped = nameable(words);
  if (!asTyped && !nameable(words, true)) return [];
  const rare = (of: (w: TokenWords) => string[] | null) =>
    Math.min(...words.map((w) => rowsWith(stats, of(w), 'names'))) < RARE_ROWS;
  const parts: { tier: number; match: SQL[]; indexed?: boolean; rare?: boolean }[] = [];
  if (asTyped && words[0]!.startsName)
    parts.push(
      { tier: Tier.EXACT_NAME, match: [exact], indexed: true },
      { tier: Tier.PHRASE, match: [starts, not(exact)], rare: rare((w) => w.named) },
    );
  if (asTyped) parts.push({ tier: Tier.NAME, match: [inName, not(starts)], rare: rare((w) => w.named) });
  if (words.some((w) => w.namedTypos.length) && nameable(words, true)) {
    const typed = words.map((w) =>
      w.namedTypos.length ? or(nameHas(w), sql`bs.name_list && ${textArray(w.namedTypos)}::text[]`)! : nameHas(w),
    );
    parts.push({
      tier: Tier.TYPO,
      match: asTyped ? [...typed, not(inName)] : typed,
      rare: rare((w) => (w.named ? [...w.named, ...w.namedTypos] : null)),
    });
  }
  if (parts.length === 0) return [];
  // As Find reads its parts (branch-search.ts): walk first, and read directly what the walk found too little of.
  const read = (modes: PartMode[]) =>
    db.execute<{ name: string; url: string; location: string; counts: number[] }>(sql`
    with u as materialized (${partsUnion(
      parts.map((p, i) =>
        firstRows(
          {
            select: sql`bs.branch_id, bs.rating, bs.total_ratings, bs.business_name, ${p.tier}::int as tier,
              ${i}::int as part`,
            where: [sql`bs.active`],
            match: p.match,
            walk: RANK_WALK,
            order: sql`tier desc, ${RANK_ORDER}`,
            limit: SUGGESTIONS,
            window,
          },
          p.indexed ? 'indexed' : modes[i]!,
        ),
      ),
      SUGGESTIONS,
    )}),
    p as (select * from u order by tier desc, ${RANK_ORDER} limit ${SUGGESTIONS})
    select p.business_name as name, b.branch_url as url, b.location,
      ${partCounts(parts.length)} as counts
    from p, lateral (select branch_url, location from branches b where b.id = p.branch_id limit 1) b
    order by p.tier desc, p.rating desc, p.total_ratings desc, p.business_name, p.branch_id`);
  const first = parts.map((p): PartMode => (p.rare ? 'direct' : 'walk'));
  let { rows } = await read(first);
  const counts = rows[0]?.counts ?? parts.map(() => 0);
  // A part that walked into too few matters unless the list is full of better tiers (the parts come best first).
  const filledBy = filledAt(counts, SUGGESTIONS);
  const modes = parts.map((p, i): PartMode =>
    p.rare || (!p.indexed && counts[i]! < SUGGESTIONS && i < filledBy) ? 'direct' : 'walk',
  );
  if (modes.some((m, i) => m !== first[i])) ({ rows } = await read(modes));
  // Two branches of one business would read the same: their area tells them apart.
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.name, (count.get(r.name) ?? 0) + 1);
  return rows.map((r) => ({
    kind: 'salon',
    label: count.get(r.name)! > 1 ? `${r.name} · ${r.location}` : r.name,
    url: `/branches/${r.url}`,
  }));
}

/** Services or areas whose name has every typed word, best match and most offered first. */
async function terms(db: Db, kind: 'service' | 'area', words: TokenWords[], phrase: string): Promise<Suggestion[]> {
  const has = (w: TokenWords) => sql`norm like ${`% ${w.token}%`}`;
  const typed = (w: TokenWords) =>
    w.typos.length ? or(has(w), ...w.typos.map((t) => sql`norm like ${`% ${t} %`}`))! : has(w);
  const { rows } = await db.execute<{ label: string }>(sql`
    select label from search_terms
    where kind = ${kind} and branches > 0 and ${and(...words.map(typed))}
    order by case when norm like ${` ${phrase}%`} then 2 when ${and(...words.map(has))} then 1 else 0 end desc,
      branches desc, label
    limit ${SUGGESTIONS}`);
  const page = kind === 'service' ? 'services/ServiceName' : 'locations/Location';
  return rows.map((r) => ({ kind, label: r.label, url: `/${page}=${encodeURIComponent(r.label)}` }));
}

/** Up to 8 suggestions for what is typed: of one kind, or of all three sharing the list. */
export async function suggest(
  db: Db,
  text: string | undefined,
  only?: SuggestionKind,
  lookup: WordLookup = wordsFor,
  stats: (db: Db) => Promise<WordStats> = async () => NO_STATS,
  /** Rows a part walks before it is read directly (search-parts.ts' WALK; tests make it small). */
  window?: number,
): Promise<Suggestion[]> {
  const tokens = searchedWords(text);
  if (tokens.length === 0) return [];
  const words = await lookup(db, tokens);
  if (!words.every(matchesSomething)) return [];
  const phrase = normalizeText(text!);
  const wanted = (kind: SuggestionKind) => !only || only === kind;
  const [service, area, salon] = await Promise.all([
    wanted('service') ? terms(db, 'service', words, phrase) : [],
    wanted('area') ? terms(db, 'area', words, phrase) : [],
    wanted('salon') ? salons(db, words, phrase, await stats(db), window) : [],
  ]);
  return share({ service, area, salon });
}

/** Each kind its share, then what is left over in the same kind order, at most SUGGESTIONS in all. */
export function share(lists: Record<SuggestionKind, Suggestion[]>): Suggestion[] {
  const taken = Object.fromEntries(KINDS.map((k) => [k, Math.min(SHARE[k], lists[k].length)])) as Record<
    SuggestionKind,
    number
  >;
  let room = SUGGESTIONS - KINDS.reduce((n, k) => n + taken[k], 0);
  for (const k of KINDS) {
    const more = Math.min(room, lists[k].length - taken[k]);
    taken[k] += more;
    room -= more;
  }
  return KINDS.flatMap((k) => lists[k].slice(0, taken[k]));
}
