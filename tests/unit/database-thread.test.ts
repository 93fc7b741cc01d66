// The embedded database in its own thread (server/db/pglite-thread.ts): the same answers and errors as PGlite in
// this thread, transactions that commit, roll back and hold other queries back, a copy of its folder that opens, and
// a caller's thread that stays free while the database works.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../../server/db/client.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { startPgliteThread, type PgliteThread } from '../../server/db/pglite-thread.ts';

// Each thread starts its own PGlite: a couple of seconds on a quiet machine, over 30 on a saturated one (seen with
// the load average at 15), so the headroom of the API tests' database set-up.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  db = database.db;
  await db.execute(sql`create table t (id int primary key, at timestamptz not null, tags text[], n numeric)`);
});
afterAll(() => database.close());

const rowsOf = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rows;

describe('the database thread', () => {
  it('answers as PGlite does in this thread, with the types Drizzle expects', async () => {
    const local = await openPglite('memory://');
    const here = drizzle(local) as unknown as Db;
    const queries = [
      sql`select now()::timestamptz as at, current_date as d, interval '90 minutes' as i, 1.50::numeric as n`,
      sql`select array_agg(x) as tags, array_agg(now()::timestamptz) as ats from unnest(array['a', 'b']) x`,
      sql`select '{"a": [1, 2]}'::jsonb as j, true as b, 42::int8 as big, 'x'::text as t, null::int as nothing`,
    ];
    try {
      await here.execute(sql`set timezone = 'UTC'`);
      await db.execute(sql`set timezone = 'UTC'`);
      for (const q of queries) {
        const [mine, theirs] = [await rowsOf(q), (await here.execute(q)).rows];
        // Same shapes and types; times differ by the moment each ran.
        expect(Object.keys(mine[0]!)).toEqual(Object.keys(theirs[0]!));
        for (const key of Object.keys(theirs[0]!)) {
          const a = (mine[0] as Record<string, unknown>)[key];
          const b = (theirs[0] as Record<string, unknown>)[key];
          expect(typeof a, key).toBe(typeof b);
          expect(Array.isArray(a), key).toBe(Array.isArray(b));
        }
      }
      const [arrays] = await rowsOf(queries[1]!);
      expect(arrays).toMatchObject({ tags: ['a', 'b'] });
      expect(typeof arrays!.ats).toBe('string'); // a timestamp array stays text, for Drizzle
    } finally {
      await local.close();
    }
  });

  it('keeps PostgreSQL’s fields on an error (code, constraint)', async () => {
    await db.execute(sql`insert into t (id, at) values (1, now())`);
    const err = await db.execute(sql`insert into t (id, at) values (1, now())`).catch((e: unknown) => e);
    const cause = (err as { cause?: Record<string, unknown> }).cause ?? (err as Record<string, unknown>);
    expect(cause).toMatchObject({ code: '23505', constraint: 't_pkey' });
    await db.execute(sql`delete from t`);
  });

  it('commits a transaction, rolls one back when it throws, and holds other queries back meanwhile', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, at) values (10, now())`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, at) values (11, now())`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await rowsOf(sql`select id from t order by id`)).map((r) => r.id)).toEqual([10]);

    // A query sent while a transaction is open runs after it and sees its commit.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.execute(sql`insert into t (id, at) values (12, now())`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = rowsOf(sql`select count(*)::int as n from t`);
    release();
    await tx;
    expect((await outside)[0]).toEqual({ n: 2 });
    await db.execute(sql`delete from t`);
  });

  it('reports the first failure of statements sent together, and writes none of them', async () => {
    await db.execute(sql`insert into t (id, at) values (20, now())`);
    const err = await db
      .transaction(async (tx) => {
        await Promise.all([
          tx.execute(sql`insert into t (id, at) values (21, now())`),
          tx.execute(sql`insert into t (id, at) values (20, now())`), // taken
          tx.execute(sql`insert into t (id, at) values (22, now())`),
        ]);
      })
      .then(
        () => undefined,
        (e: unknown) => e as Error & { cause?: { code?: string } },
      );
    expect(err?.cause?.code).toBe('23505');
    expect((await rowsOf(sql`select id from t order by id`)).map((r) => r.id)).toEqual([20]);
    await db.execute(sql`delete from t`);
  });

  it('leaves the calling thread free while the database works', async () => {
    const order: string[] = [];
    const query = db.execute(sql`select pg_sleep(0.4)`).then(() => order.push('query'));
    await new Promise((r) => setTimeout(r, 20)).then(() => order.push('timer'));
    await query;
    // In this thread, PGlite's WebAssembly would hold the thread for the whole sleep: the timer would come second.
    expect(order).toEqual(['timer', 'query']);
  });

  it('copies its data folder consistently: after an open transaction commits, not half-way through it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salon-copy-'));
    const onDisk = await openDatabase({ dataDir: join(dir, 'db') });
    try {
      await onDisk.db.execute(sql`create table w (id int primary key, tags text[])`);
      await onDisk.db.execute(sql`insert into w values (1, '{x}'), (2, null)`);
      let written!: () => void;
      const firstWritten = new Promise<void>((resolve) => (written = resolve));
      let go!: () => void;
      const goOn = new Promise<void>((resolve) => (go = resolve));
      const open = onDisk.db.transaction(async (tx) => {
        await tx.execute(sql`insert into w values (3, null)`);
        written();
        await goOn;
        await tx.execute(sql`insert into w values (4, null)`);
      });
      await firstWritten;
      // Asked for while the transaction is open (its row 3 already in the table's file), the copy waits for it: a
      // copy taken now would open without rows 3 and 4 (never committed in it).
      const copied = onDisk.copyTo!(join(dir, 'copy'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      go();
      await Promise.all([open, copied]);
      const copy = await openPglite(join(dir, 'copy'));
      try {
        expect((await copy.query('select id, tags from w order by id')).rows).toEqual([
          { id: 1, tags: ['x'] },
          { id: 2, tags: null },
          { id: 3, tags: null },
          { id: 4, tags: null },
        ]);
      } finally {
        await copy.close();
      }
      // The copy goes to a new folder: it never writes over one.
      await expect(onDisk.copyTo!(join(dir, 'copy'))).rejects.toThrow();
    } finally {
      await onDisk.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // A database in memory has no folder: said, not a copy of nothing.
    await expect(database.copyTo!(join(dir, 'none'))).rejects.toThrow('a database in memory has no folder to copy');
  });

  it("starts a new database from a dump (startFrom), with the dump's rows", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salon-dump-'));
    try {
      const source = await openPglite('memory://');
      await source.exec(`create table d (id int primary key); insert into d values (7)`);
      writeFileSync(join(dir, 'db.tar'), Buffer.from(await (await source.dumpDataDir('none')).arrayBuffer()));
      await source.close();
      // A table no migration makes: there only when the dump was loaded.
      const copy = await openDatabase({ dataDir: 'memory://', startFrom: join(dir, 'db.tar') });
      try {
        expect((await copy.db.execute(sql`select id from d`)).rows).toEqual([{ id: 7 }]);
      } finally {
        await copy.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses queries once closed, and a thread that cannot open its folder fails to start', async () => {
    const other = await startPgliteThread('memory://');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/embedded database stopped/);
    const file = join(mkdtempSync(join(tmpdir(), 'database-thread-')), 'a-file');
    writeFileSync(file, '');
    await expect(startPgliteThread(join(file, 'db'))).rejects.toThrow(/ENOTDIR/);
  });
});

// server/db/pglite-prepared.ts: each distinct statement is parsed and planned once, then run in one trip.
describe('the database thread’s prepared statements', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteThread('memory://');
  });
  afterAll(() => thread.close());
  const preparedCount = async (text: string) =>
    Number(
      (
        await thread.query<{ n: number }>('select count(*) as n from pg_prepared_statements where statement = $1', [
          text,
        ])
      ).rows[0]!.n,
    );

  it('prepares a statement once, however often it runs, with its parameters typed', async () => {
    const text = 'select $1::int + 1 as next, $2::timestamptz as at';
    const at = new Date('2026-11-27T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      const { rows } = await thread.query<{ next: number; at: string }>(text, [i, at.toISOString()]);
      expect(rows[0]!.next).toBe(i + 1);
    }
    expect(await preparedCount(text)).toBe(1);
  });

  it('plans a statement whose pattern is a parameter for its values each run: it stays unnamed', async () => {
    const pattern = `select $1::text like $2::text as matches`;
    const constant = `select $1::text like '+%' as matches`;
    for (let i = 0; i < 7; i++) {
      expect((await thread.query(pattern, ['abc', i % 2 ? 'a%' : 'z%'])).rows).toEqual([{ matches: i % 2 === 1 }]);
      expect((await thread.query(constant, ['+234'])).rows).toEqual([{ matches: true }]);
    }
    expect(await preparedCount(pattern)).toBe(0);
    expect(await preparedCount(constant)).toBe(1);
  });

  it('prepares nothing for a statement that fails to parse, and goes on answering', async () => {
    await expect(thread.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect(await preparedCount('selec 1')).toBe(0);
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('prepares a statement again when its table changed its columns under it', async () => {
    await thread.exec('create table changing (a int); insert into changing values (1)');
    expect((await thread.query('select * from changing where a = $1', [1])).rows).toEqual([{ a: 1 }]);
    await thread.exec(`alter table changing add column b text default 'x'`);
    expect((await thread.query('select * from changing where a = $1', [1])).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('keeps at most 500 prepared, closing the least recently used', async () => {
    const hot = 'select 1 as hot';
    await thread.query(hot);
    for (let i = 0; i < 520; i++) {
      await thread.query(`select ${i} as n`);
      if (i % 100 === 0) await thread.query(hot);
    }
    const all = await thread.query<{ n: number }>('select count(*) as n from pg_prepared_statements');
    expect(Number(all.rows[0]!.n)).toBeLessThanOrEqual(500);
    expect(await preparedCount('select 0 as n')).toBe(0);
    expect(await preparedCount(hot)).toBe(1);
  });
});
