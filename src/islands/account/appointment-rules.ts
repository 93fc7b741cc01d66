/**
 * Which actions 'My Appointments' offers (design.md section 3, the same rules the server enforces): the buttons only
 * appear when the server would accept them, so nobody is offered a button that can only fail.
 */
import type { Appointment } from '../../lib/types.ts';
import { formatDuration } from '../../lib/format.ts';

/** Whose list it is: the customer's own, or the salon's. */
export type Viewer = 'customer' | 'business';

/**
 * Who looks at the appointments: the salon on the business account, the customer on theirs (a customer on a salon's
 * team has both).
 */
export const viewerOf = (page: 'Business' | 'Customer'): Viewer => (page === 'Business' ? 'business' : 'customer');

/** The ids of an entry's title, its 'View' button (focus comes back to it after an action) and its details. */
export const entryIds = (appointmentId: string) => ({
  title: `appt-${appointmentId}-title`,
  toggle: `appt-${appointmentId}-toggle`,
  details: `appt-${appointmentId}-details`,
});

/** What the rules read of an appointment (statuses as plain strings: older answers and tests use any). */
type State = Pick<Appointment, 'appointmentDateTime' | 'endDateTime' | 'rating' | 'review'> & {
  bookingStatus: string;
  paymentStatus: string;
};

const cancelled = (a: State) => a.bookingStatus === 'CANCELLED';
const noShow = (a: State) => a.bookingStatus === 'NO_SHOW';
/** Neither cancelled nor a no-show: the appointment can still happen. */
export const isOpen = (a: State) => !cancelled(a) && !noShow(a);

/** The booking status as the lists show it (the spec's words), with "No-show" rather than NO_SHOW. */
export const statusLabel = (status: string) => (status === 'NO_SHOW' ? 'No-show' : status);

/** No-show (the salon): once it has started, neither cancelled, a no-show already, nor paid. */
export const canMarkNoShow = (a: State, now: Date) =>
  isOpen(a) && !paid(a) && new Date(a.appointmentDateTime).getTime() <= now.getTime();
const paid = (a: State) => a.paymentStatus === 'RECEIVED';

/** Reviewed: a review carries 1 to 5 stars; an unreviewed appointment reads review 'PENDING' and rating 0. */
export const isReviewed = (a: State) => a.rating > 0;

/** Cancel: not cancelled, not paid, and the customer before it starts / the salon before it ends. */
export function canCancel(a: State, viewer: Viewer, now: Date): boolean {
  if (!isOpen(a) || paid(a)) return false;
  const limit = new Date(viewer === 'customer' ? a.appointmentDateTime : a.endDateTime);
  return limit.getTime() > now.getTime();
}

/** Complete (the salon was paid at the venue): not cancelled and not already paid. */
export const canComplete = (a: State) => isOpen(a) && !paid(a);

/** Write Feedback: paid, not cancelled, and not reviewed yet (the server takes one review per appointment). */
export const canWriteFeedback = (a: State) => paid(a) && !cancelled(a) && !isReviewed(a) && a.review === 'PENDING';

/** The review to show with its stars: reviewed and never for a cancelled appointment. */
export const showsReview = (a: State) => isReviewed(a) && !cancelled(a);

/** A service line's '{h}Hrs-{m}Min' as "1 hr 30 min"; anything else as it came. */
export function lineDuration(text: string): string {
  const m = /^(\d+)Hrs-(\d+)Min$/.exec(text);
  return m ? formatDuration(Number(m[1]), Number(m[2])) : text;
}
