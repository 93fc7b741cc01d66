/**
 * Named statements on node-postgres (issue 33). Sent unnamed, every statement is parsed, analysed and planned again
 * by PostgreSQL: the rights read every authenticated request makes (a join of five tables), a booking's checks, the
 * outbox's writes. Here each distinct SQL text sent with parameters gets a name, the same on every connection;
 * node-postgres prepares a named statement once a connection and later sends only its values, and PostgreSQL keeps
 * its plan (./statement-plans.ts says which statements keep none).
 *
 * Only statements that already go as parse-bind-execute (those with parameters) are named: a text without them may
 * hold several statements (migrations), which a prepared statement cannot.
 */
import type pg from 'pg';
import { valueSensitive } from './statement-plans.ts';

/**
 * Distinct texts named (or marked to run unnamed), the first ones sent: each connection keeps its statements for as
 * long as it lives, and built SQL (a list of ids of any length) makes new texts for as long as the server runs. Past
 * it, a text runs unnamed, as it did before; the hot statements are among the first a server sends.
 */
export const MAX_NAMED = 500;

type Query = pg.ClientBase['query'];
type Config = pg.QueryConfig & { name?: string };

export function namingStatements() {
  /** By text: its name, or '' for a statement planned for its values each run (decided once, as PGlite's). */
  const names = new Map<string, string>();
  let made = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = valueSensitive(text) ? '' : `n${++made}`;
      names.set(text, name);
    }
    return name;
  };

  /**
   * `query` (a connection's own), naming what it sends. Called as the pool calls it (with a callback) or as a
   * transaction's queries are (for a promise).
   */
  return (query: Query): Query =>
    ((first: string | Config, values?: unknown, callback?: unknown) => {
      const config: Config = typeof first === 'string' ? { text: first } : first;
      const params = Array.isArray(values) ? values : config?.values;
      // A submittable (a cursor, a stream) is its own query object, sent as it is.
      const plain = config && !('submit' in config) && !config.name && typeof config.text === 'string';
      const named = plain && params?.length;
      const name = named ? nameOf(config.text) : undefined;
      if (!name) return (query as (...args: unknown[]) => unknown)(first, values, callback);
      const run = (as: string | undefined) =>
        (query as (c: Config, v: unknown) => Promise<pg.QueryResult>)(
          { ...config, name: as },
          typeof values === 'function' ? undefined : values,
        );
      const result = run(name).catch((err: { code?: string }) => {
        // 0A000 "cached plan must not change result type": a table changed its columns under the statement (a
        // migration by a newer process). The text gets a new name, prepared afresh on every connection.
        if (err?.code !== '0A000') throw err;
        if (names.get(config.text) === name) names.delete(config.text);
        return run(nameOf(config.text) || undefined);
      });
      const done = [callback, values].find((f) => typeof f === 'function') as
        ((err: unknown, res?: pg.QueryResult) => void) | undefined;
      if (!done) return result;
      result.then((res) => done(null, res), done);
      return undefined;
    }) as Query;
}
