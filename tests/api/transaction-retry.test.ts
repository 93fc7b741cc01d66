/**
 * Two writes that take the same rows in opposite orders deadlock on PostgreSQL, which ends one of them (40P01). A
 * booking's write (server/booking: book, reschedule, cancel) is run again then (server/db/retry.ts), so the customer
 * who met another write gets their change made, not an error. Only PostgreSQL runs transactions side by side: on the
 * embedded database they run one after the other and never deadlock.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { retryTransient } from '../../server/db/retry.ts';
import { findPgCode } from '../../server/db/unavailable.ts';
import { useTestApi } from '../support/api.ts';

const api = useTestApi(async () => {});
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

beforeAll(async () => {
  await api.db.execute(sql`create table meeting_rows (id int primary key, n int not null default 0)`);
});

/**
 * Two transactions, each adding one to both rows, one from row 1 and one from row 2: on PostgreSQL each takes its
 * first row, then waits until the other has taken its own, so each then waits for the other. Answers the SQLSTATE each
 * ended with (null: committed).
 */
async function meet(run: (transaction: () => Promise<void>) => Promise<void>) {
  await api.db.execute(sql`delete from meeting_rows`);
  await api.db.execute(sql`insert into meeting_rows (id) values (1), (2)`);
  const took = [Promise.withResolvers<void>(), Promise.withResolvers<void>()];
  const write = (first: number, second: number) =>
    run(() =>
      api.db.transaction(async (tx) => {
        await tx.execute(sql`update meeting_rows set n = n + 1 where id = ${first}`);
        took[first - 1]!.resolve();
        if (onPostgres) await took[second - 1]!.promise;
        await tx.execute(sql`update meeting_rows set n = n + 1 where id = ${second}`);
      }),
    ).then(
      () => null,
      (err: unknown) => findPgCode(err) ?? String(err),
    );
  const ended = await Promise.all([write(1, 2), write(2, 1)]);
  const { rows } = await api.db.execute<{ n: number }>(sql`select n from meeting_rows order by id`);
  return { ended, counts: rows.map((r) => r.n) };
}

it('runs a transaction the database ended in a deadlock again, so both writes are made once', async () => {
  if (onPostgres) {
    // Without the retry the deadlock is real: one of the two is ended, and only the other's writes are there.
    const plain = await meet((transaction) => transaction());
    expect(plain.ended.sort()).toEqual(['40P01', null]);
    expect(plain.counts).toEqual([1, 1]);
  }
  const retried = await meet((transaction) => retryTransient(transaction));
  expect(retried.ended).toEqual([null, null]);
  expect(retried.counts).toEqual([2, 2]);
});
