/** Keyset paging's "after the cursor" (server/queries/keyset.ts) and how suggestions share the list. */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { afterCursor, compareValues, type OrderKey } from '../../server/queries/keyset.ts';
import { share, type Suggestion } from '../../server/queries/suggest.ts';

const dialect = new PgDialect();
const render = (outcome: ReturnType<typeof afterCursor>) =>
  typeof outcome === 'boolean' ? outcome : dialect.sqlToQuery(outcome);

const tail: OrderKey = { after: sql`(a, b) > (1, 2)` };
const rating: OrderKey = { row: sql`r`, dir: 'desc', cursor: 4.5, type: 'numeric' };
const tierKey = (value: number, cursor: number): OrderKey => ({ row: { value }, dir: 'desc', cursor, type: 'int' });
const distKey = (row: 'expr' | null, cursor: number | null): OrderKey => ({
  row: row === 'expr' ? sql`d` : { value: null },
  dir: 'asc',
  cursor,
  type: 'float8',
});

describe('after the cursor', () => {
  it('in the listing order is one row comparison (the index starts there)', () => {
    expect(render(afterCursor([tail]))).toMatchObject({ sql: '(a, b) > (1, 2)', params: [] });
  });

  it.each([
    ['a better tier than the cursor: none of its rows', 3, 2, false],
    ['a worse tier: all of its rows', 1, 2, true],
  ])('%s', (_, tier, cursor, outcome) => {
    expect(afterCursor([tierKey(tier, cursor), tail])).toBe(outcome);
  });

  it("the cursor's own tier: the rows after it there", () => {
    expect(render(afterCursor([tierKey(2, 2), tail]))).toMatchObject({ sql: '(a, b) > (1, 2)', params: [] });
  });

  it('a key that varies leads with a bound an index can use, then the full condition', () => {
    expect(render(afterCursor([rating, tail]))).toMatchObject({
      sql: '(r <= $1::numeric and ((r < $2::numeric or (r = $3::numeric and (a, b) > (1, 2)))))',
      params: [4.5, 4.5, 4.5],
    });
  });

  it.each<[string, OrderKey, boolean | string]>([
    ['placed rows after a placed cursor: by distance', distKey('expr', 0.25), '(d >= $1::float8 and '],
    ['placed rows after an unplaced cursor: none', distKey('expr', null), false],
    ['unplaced rows after a placed cursor: all', distKey(null, 0.25), true],
    ['unplaced rows after an unplaced cursor: by the listing order', distKey(null, null), '(a, b) > (1, 2)'],
  ])('Near, %s', (_, dist, expected) => {
    const outcome = render(afterCursor([dist, tail]));
    if (typeof expected === 'boolean') expect(outcome).toBe(expected);
    else expect((outcome as { sql: string }).sql.startsWith(expected)).toBe(true);
  });

  it.each([
    [1, 2, 'asc', -1],
    [2, 1, 'desc', -1],
    [null, 1, 'asc', 1],
    [1, null, 'asc', -1],
    [null, null, 'asc', 0],
    ['a', 'b', 'asc', -1],
  ] as const)('compareValues(%j, %j, %s) = %i (nulls last)', (a, b, dir, c) => {
    expect(compareValues(a, b, dir)).toBe(c);
  });
});

describe('suggestions share the list', () => {
  const of = (kind: Suggestion['kind'], n: number) =>
    Array.from({ length: n }, (_, i) => ({ kind, label: `${kind} ${i}`, url: `/${kind}/${i}` }));
  const letter = { service: 'v', area: 'a', salon: 'n' };
  const kinds = (list: Suggestion[]) => list.map((s) => letter[s.kind]).join('');

  it.each([
    [9, 9, 9, 'vvvaannn'],
    [9, 0, 0, 'vvvvvvvv'],
    [1, 1, 9, 'vannnnnn'],
    [0, 9, 1, 'aaaaaaan'],
    [2, 0, 2, 'vvnn'],
    [0, 0, 0, ''],
  ])('%i services, %i areas, %i salons → %s', (service, area, salon, expected) => {
    const list = share({ service: of('service', service), area: of('area', area), salon: of('salon', salon) });
    expect(list.length).toBeLessThanOrEqual(8);
    expect(kinds(list)).toBe(expected);
  });
});
