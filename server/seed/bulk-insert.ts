/**
 * Inserting many rows quickly: thousands per statement, each statement with one parameter, a JSON array that
 * json_to_recordset turns back into rows. Drizzle's multi-row insert binds every value as a parameter of its own, which
 * its builder and then the embedded database's wire protocol (and the copy to its thread) handle one by one; one JSON
 * text is made by V8 and read by PostgreSQL in C. Fewer, larger statements also suit the statement-level triggers
 * (the search rows, migration 0015): each statement refreshes its branches once.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Rows per statement at most: a generated block's services (about 24,000, 7 MB of JSON) go in one. */
const ROWS_PER_STATEMENT = 50_000;

/**
 * Inserts `rows` (Drizzle's insert shape: keys are the table's property names) in their order. As in Drizzle's insert,
 * a key left out or undefined takes the column's default and null stores null. Rows share a statement while they give
 * the same columns with defaults (a column without one is null when left out, so those may vary).
 */
export async function insertRows(db: Db, table: PgTable, rows: readonly object[]) {
  const columns = getTableColumns(table);
  const defaulted = (keys: string[]) => keys.filter((key) => columns[key]?.hasDefault).join();
  for (let start = 0; start < rows.length;) {
    let keys = definedKeys(rows[start]!);
    const all = new Set(keys);
    const signature = defaulted(keys);
    let end = start + 1;
    for (; end < rows.length && end - start < ROWS_PER_STATEMENT; end++) {
      // Most rows have the keys of the row before, in the same order: checked without making anything.
      if (hasKeys(rows[end]!, keys)) continue;
      const other = definedKeys(rows[end]!);
      if (defaulted(other) !== signature) break;
      for (const key of other) all.add(key);
      keys = other;
    }
    await db.execute(insertStatement(table, columns, [...all], JSON.stringify(rows.slice(start, end))));
    start = end;
  }
}

function definedKeys(row: object) {
  const keys: string[] = [];
  for (const key in row) if ((row as Record<string, unknown>)[key] !== undefined) keys.push(key);
  return keys;
}

/** Whether the row's defined keys are `keys`, in that order. */
function hasKeys(row: object, keys: string[]) {
  let n = 0;
  for (const key in row) {
    if ((row as Record<string, unknown>)[key] === undefined) continue;
    if (keys[n] !== key) return false;
    n++;
  }
  return n === keys.length;
}

function insertStatement(table: PgTable, columns: Record<string, PgColumn>, keys: string[], json: string): SQL {
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const names: string[] = [];
  const fields: string[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    names.push(quote(column.name));
    fields.push(`${quote(key)} ${column.getSQLType()}`);
  }
  const into = `insert into ${quote(getTableName(table))} (${names.join(', ')})`;
  return sql`${sql.raw(`${into} select ${keys.map(quote).join(', ')}`)}
    from json_to_recordset(${json}::json) as ${sql.raw(`x(${fields.join(', ')})`)}`;
}
