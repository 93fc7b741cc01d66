/**
 * The opaque "next page" link of GET /api/Branch/Find: the sort key of the last row shown, bound to the query
 * that produced it. Isomorphic (the server decodes it, pre-rendered pages encode their first one), so no node:
 * imports: base64url over UTF-8 JSON with btoa/atob, and a short FNV-1a hash of the normalized query so a cursor
 * pasted into another search is refused instead of silently skipping rows.
 */

/** The filters of a Find call that shape its order; paging parameters are not part of it. */
export interface FindQuery {
  Query?: string;
  /** Part of the business name (the branches list's name filter). */
  Name?: string;
  CategoryURL?: string;
  ServiceName?: string;
  Location?: string;
  /** Exact (any case): one of the branch's services is named so; a pre-rendered service page's list. */
  Service?: string;
  /** Exact (any case): the branch's area or city; a pre-rendered place page's list. */
  Place?: string;
  Near?: string;
}

/** The sort key of the last row of a page; `score` with Query, `distance` with Near (absent = no coordinates). */
export interface CursorKey {
  score?: number;
  distance?: number;
  rating: number;
  totalRatings: number;
  businessName: string;
  branchId: string;
}

const FIELDS = ['Query', 'CategoryURL', 'ServiceName', 'Location', 'Near', 'Service', 'Place', 'Name'] as const;
const VERSION = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A cursor longer than this cannot come from us (names are bounded), so it is refused before any parsing.
const MAX_CURSOR_LENGTH = 2048;

/** One field's normal form: trimmed, inner spaces collapsed, lowercased; empty means absent. */
export function normalizeField(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/\s+/g, ' ').toLowerCase();
  return text ? text : undefined;
}

/** The query with every field in normal form and absent fields dropped, in a fixed field order. */
export function normalizeFindQuery(query: FindQuery): FindQuery {
  const out: FindQuery = {};
  for (const field of FIELDS) {
    const value = normalizeField(query[field]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** FNV-1a (32-bit) of a string's UTF-16 code units, as 8 hex digits: short, stable, not a secret. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The hash a cursor carries for its query. */
export function queryHash(query: FindQuery): string {
  const normal = normalizeFindQuery(query);
  return fnv1a(JSON.stringify(FIELDS.map((field) => normal[field] ?? null)));
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The cursor that continues `query` after the row whose sort key is `last`. */
export function encodeCursor(query: FindQuery, last: CursorKey): string {
  const key: unknown[] = [last.rating, last.totalRatings, last.businessName, last.branchId];
  const payload = { v: VERSION, h: queryHash(query), k: key, s: last.score ?? null, d: last.distance ?? null };
  return toBase64Url(JSON.stringify(payload));
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The sort key inside `cursor`, or undefined when it is malformed or was made for another query. */
export function decodeCursor(query: FindQuery, cursor: string): CursorKey | undefined {
  if (!cursor || cursor.length > MAX_CURSOR_LENGTH) return undefined;
  const json = fromBase64Url(cursor);
  if (json === undefined) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { v, h, k, s, d } = payload as Record<string, unknown>;
  if (v !== VERSION || h !== queryHash(query) || !Array.isArray(k) || k.length !== 4) return undefined;
  const [rating, totalRatings, businessName, branchId] = k as unknown[];
  if (!isFiniteNumber(rating) || !Number.isSafeInteger(totalRatings) || (totalRatings as number) < 0) return undefined;
  if (typeof businessName !== 'string' || businessName.length > 500) return undefined;
  if (typeof branchId !== 'string' || !UUID.test(branchId)) return undefined;
  if ((s !== null && !isFiniteNumber(s)) || (d !== null && !isFiniteNumber(d))) return undefined;
  const key: CursorKey = { rating, totalRatings: totalRatings as number, businessName, branchId };
  if (s !== null) key.score = s as number;
  if (d !== null) key.distance = d as number;
  return key;
}
