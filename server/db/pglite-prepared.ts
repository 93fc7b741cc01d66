/**
 * A query on PGlite as one trip into the database, on a statement prepared once. PGlite's own `query` makes six
 * calls into WebAssembly for each statement (parse, describe, bind, describe, execute, sync) and parses, analyses
 * and plans the SQL every time; under a burst of bookings that was most of the database thread's work. Here each
 * distinct SQL text is prepared once as a named statement (its parameter types kept), and every later run is one
 * bind-describe-execute-sync message. PostgreSQL re-plans a prepared statement by itself when a table it uses
 * changes; a statement whose result columns changed under it is prepared again.
 *
 * A statement whose plan depends on its values (./statement-plans.ts) runs as an unnamed statement, planned for its
 * values every time, still in one trip with its parameter types known.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { valueSensitive } from './statement-plans.ts';

/**
 * Distinct statements kept prepared, the least recently used closed past it: built SQL (a list of ids of any length)
 * makes new texts for as long as the server runs, and each prepared statement holds memory in the database.
 */
const MAX_PREPARED = 500;

interface Prepared {
  /** Empty for a statement planned for its values each run (see above). */
  name: string;
  types: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function preparedQueries(pglite: PGlite) {
  /** By SQL text, the most recently used last. */
  const prepared = new Map<string, Prepared>();
  let named = 0;
  /** Statements to close, with the next one prepared. */
  const closing: Uint8Array[] = [];
  const forget = (sql: string, statement: Prepared) => {
    prepared.delete(sql);
    if (statement.name) closing.push(serialize.close({ type: 'S', name: statement.name }));
  };

  async function prepare(sql: string): Promise<Prepared> {
    const name = valueSensitive(sql) ? '' : `p${++named}`;
    for (const [text, old] of prepared) {
      if (prepared.size < MAX_PREPARED) break;
      forget(text, old);
    }
    const { messages } = await pglite.execProtocol(
      concat([
        ...closing.splice(0),
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const entry = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, entry);
    return entry;
  }

  function recall(sql: string): Prepared | undefined {
    const entry = prepared.get(sql);
    if (entry) {
      prepared.delete(sql);
      prepared.set(sql, entry);
    }
    return entry;
  }

  async function run<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = recall(sql) ?? (await prepare(sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      concat([
        ...(statement.name ? [] : [serialize.parse({ text: sql, types: statement.types })]),
        serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  /**
   * Runs `sql` prepared on `on`: PGlite itself (waiting for any open transaction, as its query does) or an open
   * transaction of it (whose queries are already exclusive of every other).
   */
  return async function query<T>(
    on: PGlite | Transaction,
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const once = async () => {
      try {
        return await run<T>(sql, params, options);
      } catch (err) {
        // 0A000 "cached plan must not change result type": a table changed under the statement; prepare it again.
        const statement = prepared.get(sql);
        if ((err as { code?: string }).code !== '0A000' || !statement) throw err;
        forget(sql, statement);
        return run<T>(sql, params, options);
      }
    };
    if (on !== pglite) return pglite._runExclusiveQuery(once);
    return pglite._runExclusiveTransaction(async () => {
      const result = await pglite._runExclusiveQuery(once);
      await pglite.syncToFs();
      return result;
    });
  };
}
