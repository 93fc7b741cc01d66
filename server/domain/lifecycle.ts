/**
 * Who may do what with an appointment (design.md section 3), as plain functions. Each answers null when allowed, or
 * the reason in words a person can act on.
 */
export interface AppointmentState {
  /** Null for a salon's guest (a walk-in or phone customer without an account). */
  userId: string | null;
  branchId: string;
  /** The employee doing it: a stylist's own appointments are theirs. */
  branchEmployeeId: string;
  startAt: Date;
  endAt: Date;
  bookingStatus: 'PENDING' | 'BOOKED' | 'CANCELLED' | 'NO_SHOW';
  paymentStatus: 'PENDING' | 'RECEIVED';
  reviewed: boolean;
}

/**
 * A customer, or a salon's team member (read from the database for the request): the branches whose whole day they
 * run (owner, manager) and the employee rows that are theirs (a stylist).
 */
export type Actor =
  | { role: 'Customer'; userId: string }
  | { role: 'Business'; branchIds: string[]; employeeIds: string[]; userId?: string };

/** The salon's whole day is the actor's: an owner or manager of the appointment's branch. */
const runsDay = (a: AppointmentState, actor: Actor) =>
  actor.role === 'Business' && actor.branchIds.includes(a.branchId);

export function canSee(a: AppointmentState, actor: Actor): boolean {
  if (actor.role === 'Customer') return a.userId === actor.userId;
  return runsDay(a, actor) || actor.employeeIds.includes(a.branchEmployeeId);
}

/**
 * A logged-in customer or salon, or the holder of one appointment's signed manage link (a reminder mail's link: the
 * customer's rules, for that one appointment, with or without an account).
 */
export type Party = Actor | { role: 'Link'; appointmentId: string };

/** The appointment is this party's: their own, their salon's, or the one their link names. */
export function isTheirs(a: AppointmentState & { id: string }, party: Party): boolean {
  return party.role === 'Link' ? party.appointmentId === a.id : canSee(a, party);
}

/**
 * Who acts on this appointment: a team member's own booking, made as a customer at a salon where they do not work,
 * is theirs under the customer's rules; otherwise the party as it is.
 */
export function actingOn<P extends Party>(a: AppointmentState, party: P): P | Actor {
  if (party.role !== 'Business' || !party.userId || a.userId !== party.userId || canSee(a, party)) return party;
  return { role: 'Customer', userId: party.userId };
}

/** Moving or cancelling: the customer's own (or their link's), or the salon's whole day; not a stylist. */
export function mayChange(a: AppointmentState & { id: string }, party: Party): boolean {
  return party.role === 'Business' ? runsDay(a, party) : isTheirs(a, party);
}

/** A stylist sees their own appointments and closes them; moving and cancelling are the front desk's. */
export const STYLIST_CANNOT = 'Please ask the salon owner or a manager to change this appointment.';

/** Cancel: not already cancelled, not paid, and the customer before it starts / the salon before it ends. */
export function cancelRefusal(a: AppointmentState, actor: Actor, now: Date): string | null {
  if (!canSee(a, actor)) return 'not yours';
  if (actor.role === 'Business' && !runsDay(a, actor)) return STYLIST_CANNOT;
  if (a.bookingStatus === 'CANCELLED') return 'This appointment is already cancelled.';
  if (a.bookingStatus === 'NO_SHOW') return 'This appointment is marked as a no-show, so it cannot be cancelled.';
  if (a.paymentStatus === 'RECEIVED') return 'This appointment is paid and completed, so it cannot be cancelled.';
  if (actor.role === 'Customer' && a.startAt.getTime() <= now.getTime())
    return 'This appointment has already started, so it can no longer be cancelled online. Please call the salon.';
  if (actor.role === 'Business' && a.endAt.getTime() <= now.getTime())
    return 'This appointment has already ended, so it cannot be cancelled.';
  return null;
}

/** Complete (the salon received the payment at the venue): not cancelled, not already completed. */
export function completeRefusal(a: AppointmentState, actor: Actor): string | null {
  if (actor.role !== 'Business' || !canSee(a, actor)) return 'not yours';
  if (a.bookingStatus === 'CANCELLED') return 'A cancelled appointment cannot be completed.';
  if (a.bookingStatus === 'NO_SHOW') return 'This appointment is marked as a no-show, so it cannot be completed.';
  if (a.paymentStatus === 'RECEIVED') return 'This appointment is already completed.';
  return null;
}

/** No-show (the customer never came): the salon's own, once it has started, neither cancelled nor completed. */
export function noShowRefusal(a: AppointmentState, actor: Actor, now: Date): string | null {
  if (actor.role !== 'Business' || !canSee(a, actor)) return 'not yours';
  if (a.bookingStatus === 'CANCELLED') return 'A cancelled appointment cannot be marked as a no-show.';
  if (a.bookingStatus === 'NO_SHOW') return 'This appointment is already marked as a no-show.';
  if (a.paymentStatus === 'RECEIVED') return 'This appointment is completed, so it cannot be marked as a no-show.';
  if (a.startAt.getTime() > now.getTime()) return 'An appointment can be marked as a no-show only once it has started.';
  return null;
}

/** Review: the customer's own appointment, once, only after payment was received. */
export function reviewRefusal(a: AppointmentState, actor: Actor): string | null {
  if (actor.role !== 'Customer' || !canSee(a, actor)) return 'not yours';
  if (a.paymentStatus !== 'RECEIVED') return 'You can leave feedback once your appointment is completed.';
  if (a.reviewed) return 'You have already reviewed this appointment.';
  return null;
}
