/**
 * A booking ends its customer's waiting (issue 31): their active entries at that branch, for that day, whose services
 * the booking includes, become BOOKED, however it was made (an offer's link, the ordinary flow, the salon).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The statement, lazy: run it in the booking's transaction after its appointment and service lines are written (a
 * booking puts it last in its one round trip); a booking for a salon's guest (no account) ends nothing.
 */
export function endBookedEntries(t: Db, appointmentId: string, now: Date) {
  return t.execute(sql`
    update waitlist_entries w set status = 'BOOKED', ended_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    from appointments a join branches b on b.id = a.branch_id
    where a.id = ${appointmentId}::uuid and w.user_id = a.user_id and w.branch_id = a.branch_id
      and w.status in ('WAITING', 'OFFERED')
      and w.day = to_char(a.start_at at time zone b.time_zone, 'YYYY-MM-DD')
      and w.service_ids <@ array(select s.service_id from appointment_services s where s.appointment_id = a.id)`);
}
