/** The salon's weekly opening hours, set by its owner all seven days at once. */
import { eq } from 'drizzle-orm';
import { branchTimings } from '../db/schema.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { listTimings } from '../queries/catalog.ts';
import { touchBranches } from '../queries/site-index.ts';
import type { SalonActor, SalonsDeps } from './context.ts';

/** One day of the week: ISO day number (1 = Monday), whole hours, open or closed. */
export interface DayHours {
  dayNumber: number;
  openingTime: number;
  closingTime: number;
  isOpened: boolean;
}

type Week = Awaited<ReturnType<typeof listTimings>> extends Map<string, infer W> ? W : never;

/** Replaces the actor's week of opening hours; answers the week as the catalog now shows it. */
export function setOpeningHours(deps: SalonsDeps, actor: SalonActor, week: DayHours[]): Promise<Outcome<Week>> {
  return outcome(async () => {
    const { db } = deps;
    const { branchId } = actor;
    const days = new Set(week.map((d) => d.dayNumber));
    if (week.length !== 7 || ![1, 2, 3, 4, 5, 6, 7].every((n) => days.has(n)))
      refuse('invalid', 'Each day of the week must appear once.');
    const bad = week.find((d) => d.isOpened && d.openingTime >= d.closingTime);
    if (bad) refuse('invalid', `On day ${bad.dayNumber} the closing hour must be after the opening hour.`);
    await db.transaction(async (tx) => {
      await tx.delete(branchTimings).where(eq(branchTimings.branchId, branchId));
      // A closed day keeps sensible hours so the row stays valid.
      await tx.insert(branchTimings).values(
        week.map((d) => ({
          branchId,
          dayOfWeek: d.dayNumber,
          openingTime: d.openingTime < d.closingTime ? d.openingTime : 9,
          closingTime: d.openingTime < d.closingTime ? d.closingTime : 18,
          isOpened: d.isOpened,
        })),
      );
    });
    await touchBranches(db, [branchId]);
    deps.catalogChanged?.();
    return (await listTimings(db, [branchId])).get(branchId) ?? [];
  });
}
