/**
 * The branches list's name search (spec: "filters by business name, case-insensitive substring") over Find, whose
 * Query also matches services, categories and areas. Find answers name matches first (its tiers), so an answer is
 * cut at its first branch whose name lacks a typed word: what follows matched something else, and no page after it
 * is asked for.
 */
import { normalizeText } from './search-text.ts';

/** Whether every typed word is in the business name (case, accents and punctuation aside). */
export function nameMatches(businessName: string, typed: string): boolean {
  const name = normalizeText(businessName);
  return normalizeText(typed)
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
