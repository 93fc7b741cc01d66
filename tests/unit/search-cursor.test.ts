/** The opaque page links of GET /api/Branch/Find (src/lib/search-cursor.ts): round trips and refusals. */
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  fnv1a,
  normalizeFindQuery,
  queryHash,
  type CursorKey,
  type FindQuery,
} from '../../src/lib/search-cursor.ts';

const branchId = '5d1c2b7e-3f4a-4e8b-9c6d-1a2b3c4d5e6f';
const key: CursorKey = { rating: 4.67, totalRatings: 12, businessName: 'Adunni Hair Studio', branchId };

describe('a cursor carries the last row of a page', () => {
  it.each<[string, FindQuery, CursorKey]>([
    ['the whole catalog', {}, key],
    ['a category page', { CategoryURL: 'braids' }, key],
    ['typed words', { Query: 'braids lekki' }, { ...key, score: 1 }],
    ['nearest first', { Near: '6.45,3.47' }, { ...key, distance: 0.00123456789 }],
    ['both', { Query: 'nails', Near: '6.45,3.47' }, { ...key, score: 0, distance: 1e-9 }],
    ['a name with accents and an apostrophe', {}, { ...key, businessName: "Ìbàdàn Bèauté's 💅" }],
    ['a rating of 0 and no reviews', {}, { ...key, rating: 0, totalRatings: 0 }],
  ])('%s: decodes to what was encoded', (_, query, last) => {
    const cursor = encodeCursor(query, last);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(query, cursor)).toEqual(last);
  });

  it('is bound to the query as normalized: case, spaces and absent fields do not matter', () => {
    const cursor = encodeCursor({ Query: 'Braids  Lekki', Location: '' }, { ...key, score: 1 });
    expect(decodeCursor({ Query: ' braids lekki ' }, cursor)).toEqual({ ...key, score: 1 });
    expect(normalizeFindQuery({ Query: ' A  B ', Location: '  ', Near: '6,3' })).toEqual({ Query: 'a b', Near: '6,3' });
  });

  it.each<[string, FindQuery]>([
    ['other words', { Query: 'nails' }],
    ['a filter added', { Query: 'braids lekki', CategoryURL: 'braids' }],
    ['no words', {}],
    ['another place', { Query: 'braids lekki', Near: '6.45,3.47' }],
  ])('is refused for %s', (_, other) => {
    expect(decodeCursor(other, encodeCursor({ Query: 'braids lekki' }, { ...key, score: 1 }))).toBeUndefined();
  });

  const forged = (payload: unknown) =>
    btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const good = { v: 1, h: queryHash({}), k: [4.5, 3, 'Glow', branchId], s: null, d: null };
  it.each<[string, string]>([
    ['empty', ''],
    ['not base64url', 'abc$%^'],
    ['not JSON', btoa('hello')],
    ['made up', 'eyJoZWxsbyI6IndvcmxkIn0'],
    ['too long', 'a'.repeat(3000)],
    ['another version', forged({ ...good, v: 2 })],
    ['a key of the wrong length', forged({ ...good, k: [4.5, 3, 'Glow'] })],
    ['a rating that is not a number', forged({ ...good, k: ['4.5', 3, 'Glow', branchId] })],
    ['a fractional review count', forged({ ...good, k: [4.5, 3.5, 'Glow', branchId] })],
    ['a branch id that is not a uuid', forged({ ...good, k: [4.5, 3, 'Glow', "1' or '1'='1"] })],
    ['a score that is not a number', forged({ ...good, s: 'x' })],
    ['bytes that are not UTF-8', btoa('\u00ff\u00fe').replace(/=+$/, '')],
  ])('a cursor that is %s decodes to nothing', (_, cursor) => {
    expect(decodeCursor({}, cursor)).toBeUndefined();
  });

  it('accepts the forged-looking but well-formed one (the server checks its keys fit the query)', () => {
    expect(decodeCursor({}, forged(good))).toEqual({ rating: 4.5, totalRatings: 3, businessName: 'Glow', branchId });
  });

  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
    expect(fnv1a('foobar')).toBe('bf9cf968');
  });
});
