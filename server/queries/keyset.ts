/**
 * Keyset paging (issue 35): the condition "this row comes after the cursor's row" for an ORDER BY over several keys
 * of mixed directions, so the next page starts where the last one ended however many rows were added meanwhile, and
 * the database never counts an offset. A key whose value is known for every row of a query part (its tier, or the
 * missing distance of branches without a position) is compared here, which prunes the condition, or the whole part.
 */
import { and, or, sql, SQL } from 'drizzle-orm';

export type KeyValue = number | string | null;

export interface ValueKey {
  /** The row's value: an expression, or a value the same for every row of this part. */
  row: SQL | { value: KeyValue };
  dir: 'asc' | 'desc';
  /** The cursor row's value of this key (null only for a distance, which sorts last). */
  cursor: KeyValue;
  /** The SQL type the cursor's value is compared as. */
  type: 'numeric' | 'int' | 'float8' | 'text' | 'uuid';
}

/**
 * The last keys as one row comparison (`(a, b, c) > (x, y, z)`, all ascending, ending in a unique id, so never a
 * tie): a btree over the same expressions starts right at the cursor instead of reading the rows that tie before it.
 */
export interface TailKey {
  after: SQL;
}

export type OrderKey = ValueKey | TailKey;

/** Known for every row: true or false; otherwise the condition. */
type Outcome = boolean | SQL;

const isKnown = (row: ValueKey['row']): row is { value: KeyValue } => !(row instanceof SQL);

/** -1, 0 or 1: where `a` sorts against `b` in this direction, nulls last. */
export function compareValues(a: KeyValue, b: KeyValue, dir: 'asc' | 'desc'): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const c = a < b ? -1 : a > b ? 1 : 0;
  return dir === 'asc' ? c : -c;
}

const param = (key: ValueKey) => sql`${key.cursor}::${sql.raw(key.type)}`;

/** Whether the row comes strictly after the cursor in this key, and whether it ties. */
function compareKey(key: OrderKey): { after: Outcome; same: Outcome } {
  if ('after' in key) return { after: key.after, same: false };
  if (isKnown(key.row)) {
    const c = compareValues(key.row.value, key.cursor, key.dir);
    return { after: c > 0, same: c === 0 };
  }
  // An expression is never null here (rows without a position are a part of their own): before a null cursor value.
  if (key.cursor === null) return { after: false, same: false };
  const after = key.dir === 'asc' ? sql`${key.row} > ${param(key)}` : sql`${key.row} < ${param(key)}`;
  return { after, same: sql`${key.row} = ${param(key)}` };
}

function orOf(a: Outcome, b: Outcome): Outcome {
  if (a === true || b === true) return true;
  if (a === false) return b;
  if (b === false) return a;
  return sql`(${or(a, b)})`;
}

function andOf(a: Outcome, b: Outcome): Outcome {
  if (a === false || b === false) return false;
  if (a === true) return b;
  if (b === true) return a;
  return and(a, b)!;
}

/**
 * The rows after the cursor: true (all of them), false (none: the part can be left out) or the condition. It leads
 * with a plain bound on the first key that varies (`dist >= 0.002`), which the condition implies and an index may use.
 */
export function afterCursor(keys: OrderKey[]): Outcome {
  let outcome: Outcome = false;
  for (let i = keys.length - 1; i >= 0; i--) {
    const { after, same } = compareKey(keys[i]!);
    outcome = orOf(after, andOf(same, outcome));
  }
  if (typeof outcome === 'boolean') return outcome;
  for (const key of keys) {
    if ('after' in key) break;
    if (isKnown(key.row)) continue;
    if (key.cursor === null) break;
    const bound = key.dir === 'asc' ? sql`${key.row} >= ${param(key)}` : sql`${key.row} <= ${param(key)}`;
    return and(bound, outcome)!;
  }
  return outcome;
}
