/**
 * Which actions 'My Appointments' offers (design.md section 3, the same rules the server enforces): the buttons only
 * appear when the server would accept them, so nobody is offered a button that can only fail.
 */
import type { Appointment } from '../../lib/types.ts';
import { formatDuration } from '../../lib/format.ts';

/** Whose list it is: the customer's own, or the salon's. */
export type Viewer = 'customer' | 'business';

type State = Pick<
  Appointment,
  'appointmentDateTime' | 'endDateTime' | 'bookingStatus' | 'paymentStatus' | 'rating' | 'review'
>;

const cancelled = (a: State) => a.bookingStatus === 'CANCELLED';
const paid = (a: State) => a.paymentStatus === 'RECEIVED';

/** Reviewed: a review carries 1 to 5 stars; an unreviewed appointment reads review 'PENDING' and rating 0. */
export const isReviewed = (a: State) => a.rating > 0;

/** Cancel: not cancelled, not paid, and the customer before it starts / the salon before it ends. */
export function canCancel(a: State, viewer: Viewer, now: Date): boolean {
  if (cancelled(a) || paid(a)) return false;
  const limit = new Date(viewer === 'customer' ? a.appointmentDateTime : a.endDateTime);
  return limit.getTime() > now.getTime();
}

/** Complete (the salon was paid at the venue): not cancelled and not already paid. */
export const canComplete = (a: State) => !cancelled(a) && !paid(a);

/** Write Feedback: paid, not cancelled, and not reviewed yet (the server takes one review per appointment). */
export const canWriteFeedback = (a: State) => paid(a) && !cancelled(a) && !isReviewed(a) && a.review === 'PENDING';

/** The review to show with its stars: reviewed and never for a cancelled appointment. */
export const showsReview = (a: State) => isReviewed(a) && !cancelled(a);

/** A service line's '{h}Hrs-{m}Min' as "1 hr 30 min"; anything else as it came. */
export function lineDuration(text: string): string {
  const m = /^(\d+)Hrs-(\d+)Min$/.exec(text);
  return m ? formatDuration(Number(m[1]), Number(m[2])) : text;
}
