/**
 * The one place booking mails are composed: from an appointment a use-case just wrote, to the customer and the salon,
 * with a calendar invitation; times are written in the branch's own time zone. Written to the outbox in the
 * transaction of the change itself (server/mail/mailer.ts): the mails exist exactly when the change does.
 */
import { eq, sql } from 'drizzle-orm';
import {
  appointments,
  appointmentServices,
  branches,
  businesses,
  employees,
  salonGuests,
  users,
} from '../db/schema.ts';
import { icsEvent } from '../domain/ics.ts';
import type { Db } from '../db/client.ts';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingRescheduledMail,
  type BookingMailData,
} from '../mail/templates.ts';
import type { BookingDeps } from './context.ts';

// Formatters are made once: making one costs about 0.2 ms, inside the booking's transaction on every booking.
const nairaFormat = new Intl.NumberFormat('en-NG');
const naira = (n: number) => `₦${nairaFormat.format(n)}`;
/** One per time zone in use (a handful). */
const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** "Monday, 23 November 2026 at 10:00 am" in the branch's zone, with the zone named when it is not Lagos. */
export function mailWhen(start: Date, timeZone: string): string {
  let format = whenFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NG', { dateStyle: 'full', timeStyle: 'short', timeZone });
    whenFormats.set(timeZone, format);
  }
  const when = format.format(start);
  return timeZone === 'Africa/Lagos' ? when : `${when} (${timeZone})`;
}

/** Everything a booking mail says, in one round trip (the service lines in the order they are done). */
export async function mailFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      a: appointments,
      lines: sql<{ name: string; price: number }[]>`(
        select coalesce(json_agg(json_build_object('name', s.service_name, 'price', s.price) order by s.start_at), '[]')
        from ${appointmentServices} s where s.appointment_id = ${appointments.id})`,
      customerName: sql<string>`coalesce(${users.fullName}, ${salonGuests.fullName}, '')`,
      customerEmail: sql<string>`coalesce(${users.email}, ${salonGuests.email}, '')`,
      employeeName: employees.name,
      businessName: businesses.businessName,
      salonEmail: businesses.email,
      address: branches.address,
      city: branches.city,
      timeZone: branches.timeZone,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .leftJoin(salonGuests, eq(salonGuests.id, appointments.guestId))
    .innerJoin(employees, eq(employees.id, appointments.branchEmployeeId))
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(appointments.id, id));
  const address = `${row!.address}, ${row!.city}`;
  const b: BookingMailData = {
    appointmentNo: row!.a.appointmentNo,
    customerName: row!.customerName,
    businessName: row!.businessName,
    address,
    employeeName: row!.employeeName,
    when: mailWhen(row!.a.startAt, row!.timeZone),
    services: row!.lines.map((l) => ({ name: l.name, price: naira(Number(l.price)) })),
    total: naira(row!.a.total),
  };
  return {
    b,
    customerEmail: row!.customerEmail,
    salonEmail: row!.salonEmail,
    source: row!.a.source,
    sequence: row!.a.sequence,
    timeZone: row!.timeZone,
    start: row!.a.startAt,
    end: row!.a.endAt,
  };
}

export type BookingMailKind = 'confirmed' | 'cancelled' | 'rescheduled';

/** The calendar invitation of an appointment as it is now: the same UID always, SEQUENCE raised by each move. */
export function appointmentIcs(d: Awaited<ReturnType<typeof mailFacts>>, id: string, now: Date, cancel = false) {
  return icsEvent({
    uid: id,
    sequence: d.sequence,
    start: d.start,
    end: d.end,
    summary: `${d.b.businessName}: ${d.b.services.map((s) => s.name).join(', ')}`,
    description: `Appointment ${d.b.appointmentNo} with ${d.b.employeeName}. Pay at the venue: ${d.b.total}.`,
    location: d.b.address,
    now,
    method: cancel ? 'CANCEL' : 'REQUEST',
  });
}

/**
 * Writes to the outbox, in the change's transaction `tx`, the mails to the customer (when an e-mail is known: a
 * walk-in may have none) and, for an online booking, to the salon that an appointment was booked, cancelled or moved.
 * A salon's own booking does not mail the salon about itself. The caller wakes the sender after the commit.
 */
export async function queueBookingMails(
  deps: BookingDeps,
  tx: Db,
  id: string,
  kind: BookingMailKind,
  previousWhen?: string,
) {
  const d = await mailFacts(tx, id);
  const ics = appointmentIcs(d, id, deps.now(), kind === 'cancelled');
  const make = (to: string, audience: 'customer' | 'salon') =>
    kind === 'confirmed'
      ? bookingConfirmedMail(to, d.b, audience, ics, deps.siteUrl)
      : kind === 'cancelled'
        ? bookingCancelledMail(to, d.b, audience, ics, deps.siteUrl)
        : bookingRescheduledMail(to, d.b, audience, ics, deps.siteUrl, previousWhen ?? '');
  const mails = [
    ...(d.customerEmail ? [make(d.customerEmail, 'customer')] : []),
    ...(d.source === 'ONLINE' || kind === 'rescheduled' ? [make(d.salonEmail, 'salon')] : []),
  ];
  await deps.mailer.send(mails, tx);
}
