/** The branches list's name search over Find: which names match typed text, and where an answer is cut. */
import { describe, expect, it } from 'vitest';
import { nameMatches, namesOnly } from '../../src/lib/name-match.ts';
import { normalizeText } from '../../src/lib/search-text.ts';

describe('name match', () => {
  it.each([
    ['Glow Lounge', 'glow', true],
    ['Glow Lounge', 'LOUN', true],
    ['Glow Lounge', 'ow lo', true],
    ['Glow Lounge', 'lounge glow', true],
    ['Àṣà Beauty', 'asa', true],
    ['Kinks & Coils', 'kinks coils', true],
    ['Straße Studio', 'strasse', true],
    ['Glow Lounge', 'lekki', false],
    ['Glow Lounge', 'glow spa', false],
  ])('%s for "%s": %s', (name, typed, expected) => {
    expect(nameMatches(name, typed)).toBe(expected);
  });

  it('normalizes as the server stores text', () => {
    expect(normalizeText('  Ìbàdàn — Bodija!  ')).toBe('ibadan bodija');
  });

  it('keeps a page of names whole, and cuts at the first other match (no page after it)', () => {
    const b = (businessName: string) => ({ businessName });
    const page = { items: [b('Lekan Cuts'), b('Glow Lekki')], next: 'more' };
    expect(namesOnly('lek', page)).toBe(page);
    expect(namesOnly('lek', { items: [b('Lekan Cuts'), b('Glow'), b('Lekside')], next: 'more' })).toEqual({
      items: [b('Lekan Cuts')],
      next: null,
    });
    expect(namesOnly('lek', { items: [b('Glow')], next: 'more' })).toEqual({ items: [], next: null });
  });
});
