/**
 * Reminder mails before each live appointment, at the hours its branch chose (off, 2, 24, 48; 24 and 2 by default).
 * Each (appointment, hours, start time) is recorded in appointment_reminders in the transaction that writes the mail
 * to the outbox, so a reminder goes out once across restarts and processes; keyed by the start time, a moved
 * appointment gets the reminders of its new time and never those of the old one (the sender also drops a queued
 * reminder whose time was cancelled or moved). A reminder that fell due while the server was down goes out when it
 * runs again, if the appointment has not started; of several overdue ones, only the latest is sent. A reminder
 * that fell due before the time was chosen (booked 3 hours ahead: no 24-hour reminder) is never sent.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointmentReminders, appointments, branches } from '../db/schema.ts';
import { manageLink, signManageToken } from '../lib/manage-token.ts';
import { bookingReminderMail } from '../mail/templates.ts';
import { bookingTexts } from '../messages/queue.ts';
import type { BookingDeps } from './context.ts';
import { appointmentIcs, mailFacts } from './mails.ts';

/** The reminder times a branch may choose, in hours before the appointment. */
export const REMINDER_HOURS = [2, 24, 48] as const;
const LONGEST = Math.max(...REMINDER_HOURS);

export interface ReminderDeps extends BookingDeps {
  /** Signs the manage link in the mail. */
  jwtSecret: Uint8Array;
}

/** Writes every reminder due now to the outbox; answers how many mails it wrote. */
export async function queueDueReminders(deps: ReminderDeps, limit = 200): Promise<number> {
  const now = deps.now();
  const iso = now.toISOString();
  const { rows } = await deps.db.execute<{ id: string; start_at: string | Date; hours: number }>(sql`
    select a.id, a.start_at, h.hours
    from ${appointments} a
    join ${branches} b on b.id = a.branch_id
    cross join lateral unnest(b.reminder_hours) as h(hours)
    where a.booking_status not in ('CANCELLED', 'NO_SHOW') and a.payment_status = 'PENDING'
      and a.start_at > ${iso}::timestamptz
      and a.start_at <= ${iso}::timestamptz + make_interval(hours => ${LONGEST})
      and a.start_at - make_interval(hours => h.hours) <= ${iso}::timestamptz
      and a.start_at - make_interval(hours => h.hours) >= a.time_set_at
      and not exists (select 1 from ${appointmentReminders} r
        where r.appointment_id = a.id and r.hours = h.hours and r.start_at = a.start_at)
    order by a.start_at
    limit ${limit}`);
  const due = new Map<string, { startAt: Date; hours: number[] }>();
  for (const r of rows) {
    const entry = due.get(r.id) ?? { startAt: new Date(r.start_at), hours: [] };
    entry.hours.push(Number(r.hours));
    due.set(r.id, entry);
  }
  let written = 0;
  for (const [id, { startAt, hours }] of due) {
    const latest = Math.min(...hours);
    const sent = await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // The key decides: another process that wrote this reminder first wins, and this one writes nothing.
      const mine = await t
        .insert(appointmentReminders)
        .values(hours.map((h) => ({ appointmentId: id, hours: h, startAt })))
        .onConflictDoNothing()
        .returning({ hours: appointmentReminders.hours });
      if (!mine.some((m) => m.hours === latest)) return false;
      const d = await mailFacts(t, id);
      if (d.start.getTime() !== startAt.getTime()) return false;
      const key = { appointmentId: id, startAt };
      if (d.customerEmail) {
        const token = await signManageToken(deps.jwtSecret, id, startAt, now);
        const link = manageLink(deps.siteUrl, token);
        await deps.mailer.send(bookingReminderMail(d.customerEmail, d.b, appointmentIcs(d, now), link), t, key);
      }
      // The text too, dropped by the sender like the mail if the time changes before it goes.
      await bookingTexts(t, deps.siteUrl, d.text, 'reminder', key);
      return true;
    });
    if (sent) written++;
  }
  if (written) deps.mailer.wake();
  return written;
}
