/** Building blocks of a salon calendar answer for the calendar's unit tests (Africa/Lagos, 24 November 2026). */
import type { CalendarAppointment } from '../../src/lib/types.ts';

export const tz = 'Africa/Lagos';

/** The instant of a Lagos wall-clock time, on 24 November 2026 unless another date is given. */
export const at = (hhmm: string, date = '2026-11-24') => new Date(`${date}T${hhmm}:00+01:00`).toISOString();

/** An online booking of employee e1. */
export function booking(
  id: string,
  start: string,
  end: string,
  bookingStatus: CalendarAppointment['bookingStatus'] = 'PENDING',
): CalendarAppointment {
  return {
    appointmentId: id,
    appointmentNo: `APT-${id}`,
    branchEmployeeId: 'e1',
    customerName: 'Kemi',
    customerPhone: '',
    services: ['Braids'],
    startDateTime: start,
    endDateTime: end,
    bookingStatus,
    paymentStatus: 'PENDING',
    source: 'ONLINE',
    deposit: null,
  };
}
