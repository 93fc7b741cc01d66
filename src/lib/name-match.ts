/**
 * The branches list's name search (spec: "filters by business name, case-insensitive substring") over Find, whose
 * Query also matches services, categories and areas. Find answers name matches first (its tiers), so an answer is
 * cut at its first branch whose name lacks a typed word: what follows matched something else, and no page after it
 * is asked for.
 */

/** Letters that Unicode decomposition leaves alone, spelled out as the server's search text spells them. */
const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Text in the search's normal form: accents dropped, lowercased, words of a-z and 0-9 separated by one space. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => SPELLED[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether every typed word is in the business name (case, accents and punctuation aside). */
export function nameMatches(businessName: string, typed: string): boolean {
  const name = normalizeName(businessName);
  return normalizeName(typed)
    .split(' ')
    .every((word) => name.includes(word));
}

/** A page of Find's answer for typed text, cut before the first branch matched by something other than its name. */
export function namesOnly<T extends { businessName: string }>(
  typed: string,
  page: { items: T[]; next: string | null },
): { items: T[]; next: string | null } {
  const cut = page.items.findIndex((b) => !nameMatches(b.businessName, typed));
  return cut < 0 ? page : { items: page.items.slice(0, cut), next: null };
}
