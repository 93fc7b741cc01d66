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
  deposits,
  employees,
  salonGuests,
  users,
} from '../db/schema.ts';
import { icsEvent } from '../domain/ics.ts';
import { formatKobo, koboOf, type DepositStatus, type Kobo } from '../domain/deposits.ts';
import type { Db } from '../db/client.ts';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingRescheduledMail,
  depositMail,
  type BookingMailData,
} from '../mail/templates.ts';
import type { SalonCard } from '../queries/availability.ts';
import type { BookingDeps } from './context.ts';
import { bookingTexts, type TextParts } from '../messages/queue.ts';

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

/** One short format per time zone in use, for texts. */
const textFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mon 23 Nov, 10:00" in the branch's zone: a text's day and time. */
export function textWhen(start: Date, timeZone: string): string {
  let format = textFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    textFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(start).map((x) => [x.type, x.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** What a booking mail is made from: the appointment, its lines, who it is for and where. */
export interface MailParts {
  id: string;
  appointmentNo: string;
  source: 'ONLINE' | 'SALON';
  sequence: number;
  start: Date;
  end: Date;
  total: number;
  customer: { name: string; email: string };
  salon: SalonCard;
  timeZone: string;
  employeeName: string;
  /** In the order they are done. */
  services: { name: string; price: number }[];
  /** The deposit, when the booking asked one. */
  deposit?: { amount: Kobo; status: DepositStatus } | null;
}

/** A deposit's state in a mail's words: "Deposit paid: ₦2,000". */
const DEPOSIT_STATE: Record<DepositStatus, string> = {
  DUE: 'to pay',
  PAID: 'paid',
  REFUND_PENDING: 'being refunded',
  REFUNDED: 'refunded',
  KEPT: 'kept by the salon',
  EXPIRED: 'not paid',
};

/** Everything a booking mail says, shaped once for every kind of mail. */
export function mailFactsOf(p: MailParts) {
  const b: BookingMailData = {
    appointmentNo: p.appointmentNo,
    customerName: p.customer.name,
    businessName: p.salon.name,
    address: `${p.salon.address}, ${p.salon.city}`,
    employeeName: p.employeeName,
    when: mailWhen(p.start, p.timeZone),
    services: p.services.map((s) => ({ name: s.name, price: naira(s.price) })),
    total: naira(p.total),
    deposit: p.deposit
      ? {
          amount: formatKobo(p.deposit.amount),
          state: DEPOSIT_STATE[p.deposit.status],
          atVenue: formatKobo(koboOf(p.total) - p.deposit.amount),
        }
      : undefined,
  };
  const { id, source, sequence, start, end, timeZone } = p;
  // Texts say amounts with "NGN": ₦ is not a GSM-7 character (it would cost the text its one segment).
  const text: TextParts = {
    appointmentId: id,
    appointmentNo: p.appointmentNo,
    salon: p.salon.name,
    customer: p.customer.name,
    when: textWhen(start, timeZone),
    source,
    amount: p.deposit ? formatKobo(p.deposit.amount).replace('₦', 'NGN ') : undefined,
  };
  return {
    id,
    b,
    text,
    customerEmail: p.customer.email,
    salonEmail: p.salon.email,
    source,
    sequence,
    timeZone,
    start,
    end,
  };
}

export type MailFacts = ReturnType<typeof mailFactsOf>;

/** The facts of an appointment as it is in the database, in one round trip (for changes after the booking). */
export async function mailFacts(db: Db, id: string): Promise<MailFacts> {
  const [row] = await db
    .select({
      a: appointments,
      lines: sql<{ name: string; price: number }[]>`(
        select coalesce(json_agg(json_build_object('name', s.service_name, 'price', s.price) order by s.start_at), '[]')
        from ${appointmentServices} s where s.appointment_id = ${appointments.id})`,
      customerName: sql<string>`coalesce(${users.fullName}, ${salonGuests.fullName}, '')`,
      // A customer who turned e-mail off in their profile gets none (issue 30).
      customerEmail: sql<string>`case when ${users.notifyEmail} = false then '' else
        coalesce(${users.email}, ${salonGuests.email}, '') end`,
      employeeName: employees.name,
      salon: { name: businesses.businessName, email: businesses.email, address: branches.address, city: branches.city },
      timeZone: branches.timeZone,
      deposit: { amount: deposits.amount, status: deposits.status },
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .leftJoin(salonGuests, eq(salonGuests.id, appointments.guestId))
    .innerJoin(employees, eq(employees.id, appointments.branchEmployeeId))
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .leftJoin(deposits, eq(deposits.appointmentId, appointments.id))
    .where(eq(appointments.id, id));
  const { a, ...r } = row!;
  return mailFactsOf({
    ...r,
    id,
    appointmentNo: a.appointmentNo,
    source: a.source,
    sequence: a.sequence,
    start: a.startAt,
    end: a.endAt,
    total: a.total,
    customer: { name: r.customerName, email: r.customerEmail },
    services: r.lines.map((l) => ({ name: l.name, price: Number(l.price) })),
  });
}

export type BookingMailKind = 'confirmed' | 'cancelled' | 'rescheduled';

/** The calendar invitation of an appointment as it is now: the same UID always, SEQUENCE raised by each move. */
export function appointmentIcs(d: MailFacts, now: Date, cancel = false) {
  return icsEvent({
    uid: d.id,
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
  d: MailFacts,
  kind: BookingMailKind,
  previousWhen?: string,
) {
  const ics = appointmentIcs(d, deps.now(), kind === 'cancelled');
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
  await bookingTexts(tx, deps.siteUrl, d.text, kind);
}

/** Writes, in the change's transaction `tx`, the mail that says what happened to the customer's deposit. */
export async function queueDepositMail(
  deps: BookingDeps,
  tx: Db,
  d: MailFacts,
  kind: Parameters<typeof depositMail>[2],
) {
  if (d.customerEmail) await deps.mailer.send([depositMail(d.customerEmail, d.b, kind, deps.siteUrl)], tx);
  await bookingTexts(tx, deps.siteUrl, d.text, `deposit-${kind}`);
}
