/**
 * The report sums (migration 0013) are rows many transactions add to: two moves of a salon's appointments in opposite
 * directions (one from Monday to Tuesday, one from Tuesday to Monday, same stylist) each change both days' rows.
 * Taken in the order each move met them, each could hold the row the other needs next: PostgreSQL's deadlock
 * detector then fails one of them (40P01), a 500 for a customer who did nothing wrong. Every appointment's change
 * takes its rows in one order (migration 0018). Only PostgreSQL runs transactions side by side.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { findPgCode } from '../../server/db/unavailable.ts';
import { useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const api = useTestApi(buildCatalog);

const MONDAY = Date.parse('2031-03-03T09:00:00Z');
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Moves an appointment in a transaction of its own; answers the SQLSTATE it failed with, if any. */
async function move(id: string, start: number) {
  try {
    await api.db.transaction(async (tx) => {
      await tx
        .update(t.appointments)
        .set({ startAt: new Date(start), endAt: new Date(start + 45 * 60_000) })
        .where(eq(t.appointments.id, id));
    });
    return null;
  } catch (err) {
    return findPgCode(err) ?? String(err);
  }
}

it('moves appointments between two days in opposite directions at once without a deadlock', async () => {
  const failures: (string | null)[] = [];
  for (let round = 0; round < 300; round++) {
    const there = round % 2 === 0;
    // appt1 between Monday 10:00 and Tuesday 12:00, appt2 between Tuesday 14:00 and Monday 16:00: never overlapping.
    failures.push(
      ...(await Promise.all([
        move(ids.appt1, there ? MONDAY + DAY + 3 * HOUR : MONDAY + HOUR),
        move(ids.appt2, there ? MONDAY + 7 * HOUR : MONDAY + DAY + 5 * HOUR),
      ])),
    );
  }
  expect(failures.filter(Boolean)).toEqual([]);
});
