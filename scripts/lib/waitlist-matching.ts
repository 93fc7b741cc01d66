/**
 * bench:api's waitlist section (issue 31): the matching of a freed time against 500 waiting entries on the busy
 * branch. Adds 500 customers waiting once each (most for tomorrow, the rest over the next five days; mixed windows,
 * carts and preferred employees), then times offerFreedTime (server/waitlist/offers.ts) as a cancellation runs it: in
 * the cancellation's transaction, rolled back after each run so that every run sees the same data. Also the plan of
 * the entries query (EXPLAIN ANALYZE), taken from the query builder offerFreedTime itself made. Takes away the
 * customers and entries it added, so the sections after it measure what they did before.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { isoDate } from '../../server/domain/availability.ts';
import { addDays, zonedTime, type LocalDate } from '../../server/domain/time.ts';
import { WAITLIST_WINDOWS } from '../../server/domain/waitlist.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { createRandom } from '../../server/seed/random.ts';
import { offerFreedTime, type FreedTime } from '../../server/waitlist/offers.ts';

export interface WaitlistMatchingFigures {
  entries: number;
  /** Entries on the freed time's day whose preferred employee (if any) is the freed one: the ones matched. */
  candidates: number;
  offersPerRun: number;
  /** offerFreedTime's own time in each run, sorted, in ms. */
  timings: number[];
  /** The entries query's EXPLAIN ANALYZE, line by line. */
  plan: string[];
}

/** Thrown to roll a run's transaction back. */
class Rollback extends Error {}

async function rolledBack(db: Db, work: (t: Db) => Promise<void>) {
  try {
    await db.transaction(async (tx) => {
      await work(tx as unknown as Db);
      throw new Rollback('rolled back on purpose');
    });
  } catch (err) {
    // The embedded database's transactions run through a thread of their own: the error may come back a copy.
    if (!(err instanceof Rollback) && (err as Error).message !== 'rolled back on purpose') throw err;
  }
}

type Built = { toSQL(): { sql: string; params: unknown[] } };

/** `t` as offerFreedTime sees it, keeping every select it builds (drizzle's builders chain in place after from()). */
function keepingSelects(t: Db, kept: Built[]): Db {
  const bound = (target: object, value: unknown) =>
    typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  return new Proxy(t, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (key !== 'select') return bound(target, value);
      return (...args: unknown[]) => {
        const builder = (value as (...a: unknown[]) => object).apply(target, args);
        return new Proxy(builder, {
          get(b, k) {
            const v = Reflect.get(b, k);
            if (k !== 'from') return bound(b, v);
            return (...a: unknown[]) => {
              const query = (v as (...a: unknown[]) => Built).apply(b, a);
              kept.push(query);
              return query;
            };
          },
        });
      };
    },
  });
}

/** A built query's text with its parameters bound again, ready to put behind EXPLAIN. */
function rebound({ sql: text, params }: { sql: string; params: unknown[] }): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))));
}

export async function benchWaitlistMatching(
  db: Db,
  o: { branchId: string; staffIds: string[]; today: LocalDate; timeZone: string; runs?: number },
): Promise<WaitlistMatchingFigures> {
  const runs = o.runs ?? 21;
  const rnd = createRandom(31);
  const services = await db.select({ id: t.services.id }).from(t.services).where(eq(t.services.branchId, o.branchId));
  const people = await db
    .insert(t.users)
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        fullName: `Waiting Customer ${i + 1}`,
        email: `bench-waiting-${i + 1}@example.com`,
        passwordHash: NO_PASSWORD,
        role: 'Customer' as const,
      })),
    )
    .returning({ id: t.users.id });
  // Every day of the bench's diary carries the same load (5 hours an employee), so the heaviest days ahead are all
  // of them: 350 wait for tomorrow, 150 for the five days after it.
  const tomorrow = addDays(o.today, 1);
  const entries = people.map((p, i) => ({
    userId: p.id,
    branchId: o.branchId,
    day: isoDate(i < 350 ? tomorrow : addDays(tomorrow, 1 + (i % 5))),
    window: rnd.pick(WAITLIST_WINDOWS),
    serviceIds: rnd.sample(services, rnd.chance(0.7) ? 1 : 2).map((s) => s.id),
    // A third want one stylist.
    branchEmployeeId: rnd.chance(1 / 3) ? rnd.pick(o.staffIds) : null,
    // Joined a minute apart over the past hours, in this order (the order the offers are made in).
    createdAt: new Date(Date.now() - (500 - i) * 60_000),
  }));
  for (let i = 0; i < entries.length; i += 250) await db.insert(t.waitlistEntries).values(entries.slice(i, i + 250));

  // The first stylist's 13:00 appointment tomorrow: cancelled, 12:00-15:00 is free between their 11:00 and 15:00.
  const freedEmployee = o.staffIds[0]!;
  const [appointment] = await db
    .select()
    .from(t.appointments)
    .where(
      and(
        eq(t.appointments.branchEmployeeId, freedEmployee),
        eq(t.appointments.startAt, zonedTime(tomorrow, 13 * 60, o.timeZone)),
      ),
    );
  if (!appointment) throw new Error('bench:api: the first stylist has no 13:00 appointment tomorrow');
  const freed: FreedTime = {
    branchId: o.branchId,
    employeeId: freedEmployee,
    start: appointment.startAt,
    end: appointment.endAt,
  };
  const deps = { db, now: () => new Date(), mailer: createMailer(db), siteUrl: 'http://localhost:4321' };
  const cancelAndOffer = async (tx: Db, as: Db = tx) => {
    await tx.update(t.appointments).set({ bookingStatus: 'CANCELLED' }).where(eq(t.appointments.id, appointment.id));
    const started = performance.now();
    const offers = await offerFreedTime(deps, as, freed);
    return { offers, ms: performance.now() - started };
  };

  let offersPerRun = -1;
  const timings: number[] = [];
  for (let run = -3; run < runs; run++)
    await rolledBack(db, async (tx) => {
      const r = await cancelAndOffer(tx);
      if (run < 0) return; // warm-up: the compilers', and the database's caches
      if (offersPerRun >= 0 && r.offers !== offersPerRun) throw new Error('a run saw different data than the first');
      offersPerRun = r.offers;
      timings.push(r.ms);
    });

  // The entries query as offerFreedTime built it, explained in a run of its own (FOR UPDATE locks: rolled back too).
  let plan: string[] = [];
  await rolledBack(db, async (tx) => {
    const kept: Built[] = [];
    await cancelAndOffer(tx, keepingSelects(tx, kept));
    const query = kept.map((q) => q.toSQL()).find((q) => /from "waitlist_entries"/.test(q.sql));
    if (!query) return;
    const { rows } = await tx.execute<Record<string, string>>(sql`explain (analyze, buffers) ${rebound(query)}`);
    plan = rows.map((r) => Object.values(r)[0]!);
  });

  const candidates = entries.filter(
    (e) => e.day === isoDate(tomorrow) && (!e.branchEmployeeId || e.branchEmployeeId === freedEmployee),
  ).length;
  await db.delete(t.waitlistEntries).where(eq(t.waitlistEntries.branchId, o.branchId));
  await db.delete(t.users).where(
    inArray(
      t.users.id,
      people.map((p) => p.id),
    ),
  );
  return { entries: entries.length, candidates, offersPerRun, timings: timings.sort((a, b) => a - b), plan };
}
