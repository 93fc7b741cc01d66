/** A branch's rating and total ratings are earned: recomputed from its reviews, never typed in. */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, reviews } from '../db/schema.ts';

export async function refreshBranchRatings(db: Db, branchIds?: string[]) {
  await db
    .update(branches)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews}
        where ${reviews.branchId} = ${branches.id}), 0)`,
      totalRatings: sql`(select count(*)::int from ${reviews} where ${reviews.branchId} = ${branches.id})`,
    })
    .where(branchIds ? inArray(branches.id, branchIds) : undefined);
}
