/**
 * Who may see an appointment: the customer their own, the salon its branch's (with how often this customer did not
 * come before), and the holder of its signed manage link that one appointment.
 */
import { actingOn, isTheirs, type Party } from '../domain/lifecycle.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { appointmentById, earlierNoShows, type AppointmentRead } from '../queries/appointments.ts';
import type { BookingDeps } from './context.ts';
import { appointmentState } from './facts.ts';
import { NOT_YOURS } from './status.ts';

/** The appointment as the lists show it, if this viewer may see it; the salon's view counts earlier no-shows. */
export function seeAppointment(
  deps: Pick<BookingDeps, 'db'>,
  party: Party,
  id: string,
): Promise<Outcome<AppointmentRead>> {
  return outcome(async () => {
    const state = await appointmentState(deps.db, id);
    const viewer = actingOn(state, party);
    if (!isTheirs({ ...state, id }, viewer)) refuse('forbidden', NOT_YOURS);
    const row = (await appointmentById(deps.db, id)) ?? refuse('not-found', 'Appointment not found.');
    if (viewer.role !== 'Business') return row;
    // The salon sees how often this customer did not come before.
    return { ...row, customerNoShows: await earlierNoShows(deps.db, id) };
  });
}
