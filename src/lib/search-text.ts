/**
 * The search's normal form of text (issue 35), the same in the server (server/domain/search.ts, which reads typed
 * words in it) and in the branches list (src/lib/name-match.ts): accents dropped ('Ìbàdàn' → 'ibadan'), lowercased,
 * words of a-z and 0-9 separated by one space. The database keeps its text in the same form (migration 0015's
 * search_text), so a word typed here meets the words stored there.
 */

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

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => SPELLED[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
