/** The customer rates and reviews a completed appointment, once; the branch's rating follows. */
import { reviews } from '../db/schema.ts';
import { actingOn, reviewRefusal, type Actor } from '../domain/lifecycle.ts';
import { refreshBranchRatings } from '../queries/ratings.ts';
import { touchBranches } from '../queries/site-index.ts';
import type { BookingDeps } from './context.ts';
import { appointmentState } from './facts.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { NOT_YOURS, refuseFor } from './status.ts';

export function review(
  deps: BookingDeps,
  actor: Actor,
  input: { appointmentId: string; rating: number; review?: string },
): Promise<Outcome<null>> {
  return outcome(async () => {
    const state = await appointmentState(deps.db, input.appointmentId);
    refuseFor(reviewRefusal(state, actingOn(state, actor)));
    // The rule only lets a customer review their own appointment, so it has an account.
    const userId = state.userId ?? refuse('forbidden', NOT_YOURS);
    await deps.db
      .insert(reviews)
      .values({
        appointmentId: input.appointmentId,
        branchId: state.branchId,
        userId,
        rating: input.rating,
        review: input.review ?? '',
      })
      .onConflictDoNothing();
    await refreshBranchRatings(deps.db, [state.branchId]);
    await touchBranches(deps.db, [state.branchId]);
    deps.catalogChanged?.();
    return null;
  });
}
