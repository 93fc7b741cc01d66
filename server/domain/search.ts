/**
 * The rules of search (issue 35), without a database: how typed text becomes words, which words forgive a typo, how
 * a `Near` is read, and what the distance shown is. The database keeps its text in the same normal form (migration
 * 0015's search_text: unaccented, lowercased, runs of ASCII letters and digits), so a word typed here meets the
 * words stored there.
 */

/** Fewer characters than this (trimmed) ask for nothing: an empty answer, not the whole catalog. */
export const MIN_QUERY_CHARS = 2;
/** Longer text is refused (400): no one types a search this long. */
export const MAX_QUERY_CHARS = 100;
/** Words shorter than this must be typed right; from this length one typo (a letter wrong, missing, extra or two
 * swapped) is forgiven. */
export const TYPO_MIN_LENGTH = 5;
/** Only the first words of a long query count; each more word costs the database a condition. */
export const MAX_TOKENS = 6;
/** A token longer than any word we store cannot match; it is cut (and so still finds the word it starts). */
export const MAX_TOKEN_LENGTH = 40;

/** Letters that unaccent spells out and Unicode decomposition leaves alone. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Typed text in the stored normal form: accents dropped ('Ìbàdàn' → 'ibadan'), lowercased, words of a-z and 0-9
 * separated by one space.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => SPELLED[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of typed text, in order, without repeats; emoji, symbols and scripts we do not store give none. */
export function tokenize(text: string): string[] {
  const words = normalizeText(text)
    .split(' ')
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/** Whether text is long enough to search: at least MIN_QUERY_CHARS characters once trimmed. */
export function isSearchable(text: string | undefined): text is string {
  return [...(text?.trim() ?? '')].length >= MIN_QUERY_CHARS;
}

/** The words to search for: none for text too short to search (an empty answer, not the whole catalog). */
export const searchedWords = (text: string | undefined): string[] => (isSearchable(text) ? tokenize(text) : []);

/**
 * Optimal string alignment distance, stopping early: whether `a` and `b` are at most one edit apart (one letter
 * changed, added, removed, or two neighbours swapped).
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  // The first difference: what follows must be equal after one edit there.
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // removed or added
}

/** Whether `word` is `typed` give or take one typo, or starts with such a text ('barbar' → 'barbershop'). */
export function startsWithOneTypo(word: string, typed: string): boolean {
  if (withinOneTypo(typed, word)) return true;
  for (const k of [typed.length - 1, typed.length, typed.length + 1])
    if (k > 0 && k < word.length && withinOneTypo(typed, word.slice(0, k))) return true;
  return false;
}

/** The word and the word with each one letter left out: two words are one typo apart only if these sets meet. */
export function deletionVariants(word: string): string[] {
  const out = new Set([word]);
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/** Whether a typed word is long enough for its typos to be forgiven. */
export const forgivesTypo = (token: string) => token.length >= TYPO_MIN_LENGTH;

/**
 * The first string after every string that starts with `prefix` in byte order (the words' C collation), so that
 * `word >= prefix and word < prefixEnd(prefix)` is an index range. Tokens are [a-z0-9], never ending in U+FFFF.
 */
export function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** Text for LIKE as a literal substring: its wildcards and the escape character escaped, wrapped in %…%. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export interface Place {
  latitude: number;
  longitude: number;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** `Near=lat,lng` in degrees, or the reason it cannot be read (a sentence's end: "Near must …"). */
export function parseNear(text: string): Place | { problem: string } {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p)))
    return { problem: 'must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739' };
  const [latitude, longitude] = parts.map(Number) as [number, number];
  if (latitude < -90 || latitude > 90) return { problem: 'must have a latitude between -90 and 90' };
  if (longitude < -180 || longitude > 180) return { problem: 'must have a longitude between -180 and 180' };
  return { latitude, longitude };
}

/** The mean radius of the earth in km (IUGG), the one the haversine distance in SQL uses too. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres as shown: one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

/** The haversine distance in km between two places (the same formula as the query's). */
export function haversineKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How well a branch matches the typed words, best first. Within one tier the order is the listing's (nearest first
 * with Near, then best rated); a better tier always comes first, except that with Near the tiers that matched as typed
 * (PHRASE to ANYWHERE) are one group ordered by distance: a salon named after the words but in another city must not
 * come before the one around the corner that offers them.
 */
export const Tier = {
  /** The business name is exactly the typed words. */
  EXACT_NAME: 4,
  /** The business name starts with the typed words ('braids by' → 'Braids by Ada'). */
  PHRASE: 3,
  /** Every typed word starts a word of the business name. */
  NAME: 2,
  /** Every typed word starts a word of the name, a service, a category or the area. */
  ANYWHERE: 1,
  /** As ANYWHERE, but some word only after forgiving it one typo. */
  TYPO: 0,
} as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

/** With Near, the group a tier sorts in before distance: typed as is (1) or after a typo (0). */
export const nearGroup = (tier: number) => (tier >= Tier.ANYWHERE ? 1 : 0);
