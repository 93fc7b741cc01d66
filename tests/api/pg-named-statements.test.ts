/**
 * server/db/pg-named.ts: on a PostgreSQL server each statement sent with values is prepared once a connection and
 * keeps its plan; what cannot be prepared, or should be planned for its values, still runs as before.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { MAX_NAMED } from '../../server/db/pg-named.ts';
import { createDatabase, uniqueName } from '../../scripts/lib/pg-database.ts';

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('named statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await createDatabase(process.env.TEST_DATABASE_URL!, uniqueName('named'), inject('templateDb'));
    drop = made.drop;
    // One connection: prepared statements belong to the connection that prepared them.
    database = await openDatabase({ url: made.url, poolSize: 1, log: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const rows = async <T>(query: SQL) => (await database.db.execute(query)).rows as T[];
  const preparedCount = async (query: SQL) => {
    const text = new PgDialect().sqlToQuery(query).sql;
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`,
    );
    return row!.n;
  };

  it('prepares a statement with values once, however often it runs', async () => {
    const next = (i: number) => sql`select ${i}::int + 1 as next`;
    for (let i = 0; i < 7; i++) expect(await rows(next(i))).toEqual([{ next: i + 1 }]);
    expect(await preparedCount(next(0))).toBe(1);
  });

  it('leaves a statement whose pattern is a value unnamed, planned for its values each run', async () => {
    const pattern = (p: string) => sql`select ${'abc'}::text like ${p}::text as matches`;
    for (let i = 0; i < 7; i++) expect(await rows(pattern(i % 2 ? 'a%' : 'z%'))).toEqual([{ matches: i % 2 === 1 }]);
    expect(await preparedCount(pattern('a%'))).toBe(0);
  });

  it('still runs a text of several statements without values (a migration’s)', async () => {
    await database.db.execute(sql.raw('create table several (a int); insert into several values (1), (2)'));
    expect(await rows(sql`select count(*)::int as n from several where a > ${0}`)).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when its table changed its columns under it', async () => {
    await database.db.execute(sql.raw('create table changing (a int); insert into changing values (1)'));
    const read = sql`select * from changing where a = ${1}`;
    expect(await rows(read)).toEqual([{ a: 1 }]);
    await database.db.execute(sql.raw(`alter table changing add column b text default 'x'`));
    expect(await rows(read)).toEqual([{ a: 1, b: 'x' }]);
    expect(await rows(read)).toEqual([{ a: 1, b: 'x' }]);
  });

  it(`names at most ${MAX_NAMED} texts; the ones past them run unnamed`, async () => {
    const numbered = (i: number) => sql`select ${sql.raw(String(i))} + ${1}::int as n`;
    for (let i = 0; i < MAX_NAMED + 20; i++) expect(await rows(numbered(i))).toEqual([{ n: i + 1 }]);
    const [all] = await rows<{ n: number }>(
      sql`select count(distinct statement)::int as n from pg_prepared_statements`,
    );
    expect(all!.n).toBeLessThanOrEqual(MAX_NAMED);
    expect(await preparedCount(numbered(0))).toBe(1);
    expect(await preparedCount(numbered(MAX_NAMED + 19))).toBe(0);
  });
});
