/**
 * The signed link of a reminder mail (server/lib/manage-token.ts) is the only credential of whoever holds it, and
 * only until the appointment starts: checked against its current start, so a link stays good when the appointment
 * is moved later.
 */
import { verifyManageToken } from '../lib/manage-token.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import type { BookingDeps } from './context.ts';
import { appointmentStart } from './facts.ts';

export const LINK_INVALID =
  'This link is no longer valid: the appointment has started, or the link is not complete. ' +
  'Please log in to see your appointments.';

export interface LinkDeps extends Pick<BookingDeps, 'db' | 'now'> {
  /** Verifies the link's signature. */
  jwtSecret: Uint8Array;
}

/** The id of the appointment a manage link is for, while the link is valid and the appointment has not started. */
export function linkedAppointment(deps: LinkDeps, token: string): Promise<Outcome<string>> {
  return outcome(async () => {
    const id = await verifyManageToken(deps.jwtSecret, token, deps.now());
    const startAt = id ? await appointmentStart(deps.db, id) : undefined;
    if (!id || !startAt || startAt.getTime() <= deps.now().getTime()) refuse('forbidden', LINK_INVALID);
    return id;
  });
}
