/** The rules of search (issue 35): typed text into words, typos, prefixes, Near and distances. */
import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  deletionVariants,
  haversineKm,
  isSearchable,
  nearGroup,
  normalizeText,
  parseNear,
  prefixEnd,
  roundKm,
  startsWithOneTypo,
  Tier,
  tokenize,
  withinOneTypo,
} from '../../server/domain/search.ts';

describe('typed text becomes the stored words', () => {
  it.each([
    ['Ìbàdàn', ['ibadan']],
    ['  BRAIDS   by  Ada ', ['braids', 'by', 'ada']],
    ['Kinks & Coils', ['kinks', 'coils']],
    ["The Gentlemen's Chair", ['the', 'gentlemen', 's', 'chair']],
    ['Ọ̀ṣun Ẹwà', ['osun', 'ewa']],
    ['Straße Æther', ['strasse', 'aether']],
    ['wuse 2', ['wuse', '2']],
    ['braids braids', ['braids']],
    ['💇‍♀️ braids ✨', ['braids']],
    ['صالون تجميل', []],
    ['%_\\\'" ; drop table branches; --', ['drop', 'table', 'branches']],
    ['', []],
  ])('%j → %j', (typed, words) => {
    expect(tokenize(typed)).toEqual(words);
  });

  it('keeps at most 6 words of at most 40 letters', () => {
    expect(tokenize('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(tokenize('x'.repeat(60))).toEqual(['x'.repeat(40)]);
  });

  it('normalizes the way the database does (search_text): unaccented, lowercased, single spaces', () => {
    expect(normalizeText('  Zara  Braids & Beauty ')).toBe('zara braids beauty');
  });

  it.each([
    ['', false],
    ['a', false],
    [' b ', false],
    ['😀', false],
    ['ab', true],
    ['Ìb', true],
  ])('%j is searchable: %s', (text, searchable) => {
    expect(isSearchable(text)).toBe(searchable);
  });
});

describe('one typo is forgiven', () => {
  it.each([
    ['barber', 'barbar', true], // a letter changed
    ['braids', 'briads', true], // two letters swapped
    ['braids', 'brads', true], // one missing
    ['braids', 'braidss', true], // one extra
    ['braids', 'braids', true],
    ['braids', 'brades', false], // two edits
    ['braids', 'sdiarb', false],
    ['manicure', 'manicrue', true],
    ['ab', 'abcd', false],
  ])('%s vs %s: %s', (a, b, near) => {
    expect(withinOneTypo(a, b)).toBe(near);
    expect(withinOneTypo(b, a)).toBe(near);
  });

  it.each([
    ['barbershop', 'barbar', true], // the start of a longer word, with a typo
    ['barbershop', 'babrer', true],
    ['barber', 'barbar', true],
    ['pedicure', 'pedicur', true],
    ['barbershop', 'bxrbxr', false],
  ])('%s starts with %s give or take a typo: %s', (word, typed, near) => {
    expect(startsWithOneTypo(word, typed)).toBe(near);
  });

  it('two words one typo apart share a deletion variant', () => {
    const shared = (a: string, b: string) => deletionVariants(a).some((v) => deletionVariants(b).includes(v));
    expect(deletionVariants('braid')).toEqual(['braid', 'raid', 'baid', 'brid', 'brad', 'brai']);
    expect(shared('braids', 'briads')).toBe(true);
    expect(shared('barber', 'barbar')).toBe(true);
    expect(shared('manicure', 'manicrue')).toBe(true);
    expect(shared('braids', 'pedicure')).toBe(false);
  });
});

describe('LIKE and index ranges', () => {
  it.each([
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['plain', '%plain%'],
  ])('%s is matched literally', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });

  it.each([
    ['bra', 'brb'],
    ['hair', 'hais'],
    ['wuse9', 'wuse:'],
    ['z', '{'],
  ])('words starting with %s sort before %s', (prefix, end) => {
    expect(prefixEnd(prefix)).toBe(end);
  });
});

describe('Near', () => {
  it.each([
    ['6.4474,3.4739', { latitude: 6.4474, longitude: 3.4739 }],
    [' -90 , 180 ', { latitude: -90, longitude: 180 }],
    ['+9.07,7.47', { latitude: 9.07, longitude: 7.47 }],
    ['.5,-.5', { latitude: 0.5, longitude: -0.5 }],
  ])('%j is read', (text, place) => {
    expect(parseNear(text)).toEqual(place);
  });

  it.each([
    ['91,3', 'must have a latitude between -90 and 90'],
    ['6,181', 'must have a longitude between -180 and 180'],
    ['6.45', 'must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739'],
    ['6.45,3.47,1', 'must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739'],
    ['lagos', 'must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739'],
    ['NaN,Infinity', 'must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739'],
    ['1e2,3', 'must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739'],
  ])('%j is refused: %s', (text, problem) => {
    expect(parseNear(text)).toEqual({ problem });
  });

  it('measures by haversine and shows one decimal', () => {
    const lekki = { latitude: 6.4474, longitude: 3.4739 };
    const ikeja = { latitude: 6.6018, longitude: 3.3515 };
    expect(roundKm(haversineKm(lekki, ikeja))).toBe(21.9);
    expect(haversineKm(lekki, lekki)).toBe(0);
    expect(roundKm(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }))).toBe(20015.1);
  });
});

describe('tiers', () => {
  it('rank exact and prefix matches above typos; with Near the typed tiers are one group', () => {
    expect(Tier.EXACT_NAME > Tier.PHRASE && Tier.PHRASE > Tier.NAME && Tier.NAME > Tier.ANYWHERE).toBe(true);
    expect(Tier.ANYWHERE > Tier.TYPO).toBe(true);
    expect([Tier.EXACT_NAME, Tier.PHRASE, Tier.NAME, Tier.ANYWHERE, Tier.TYPO].map(nearGroup)).toEqual([1, 1, 1, 1, 0]);
  });
});
