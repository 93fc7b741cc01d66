/**
 * Booking texts (issue 30), written to the outbox beside the mails, in the change's own transaction. Who gets one is
 * decided by the database in the same statement: the branch texts at all (its channel, SMS or WhatsApp), the
 * customer chose that channel (a salon's guest has no choices: on), the number is a mobile in E.164, and it never
 * replied STOP. The salon's own alert of a new online booking goes to the branch's phone (else the business's).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ReminderKey } from '../mail/mailer.ts';
import { bookingText, type TextKind } from '../domain/texts.ts';

/** What a booking text is made from (server/booking/mails.ts's facts). */
export interface TextParts {
  appointmentId: string;
  appointmentNo: string;
  salon: string;
  customer: string;
  /** "Mon 23 Nov, 10:00" in the branch's zone. */
  when: string;
  source: 'ONLINE' | 'SALON';
  /** A deposit's amount in words ("NGN 2,000"), for deposit texts. */
  amount?: string;
}

/** Kinds whose text carries the manage page's short link. */
const WITH_LINK = new Set<TextKind>(['confirmed', 'rescheduled', 'reminder']);

/** A short link's code: 10 characters of 62, about 60 bits, never guessed. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newLinkCode = () => [...randomBytes(10)].map((b) => ALPHABET[b % 62]).join('');

/** Subjects: what /dev/phone and the outbox list say a text is. */
const SUBJECT: Record<TextKind, string> = {
  confirmed: 'Text: booking confirmed',
  rescheduled: 'Text: booking moved',
  cancelled: 'Text: booking cancelled',
  reminder: 'Text: reminder',
  'deposit-expired': 'Text: booking not confirmed',
  'deposit-late': 'Text: deposit refunded',
  'deposit-refunded': 'Text: deposit refunded',
  'salon-new': 'Text: new booking',
  'waitlist-offer': 'Text: a time opened',
};

/** Whether the customer `u` chose the channel branch `b` texts on (aliases of the statements below). */
const CHOSE_CHANNEL = sql.raw(
  "((b.text_channel = 'sms' and u.notify_sms) or (b.text_channel = 'whatsapp' and u.notify_whatsapp))",
);

/**
 * The statement that writes this kind's texts of an appointment (and the short link they carry). Not run here:
 * `tx.execute(...)` is lazy, so a booking can put it in its batch after the appointment's insert, in one round trip.
 */
export function bookingTexts(tx: Db, siteUrl: string, p: TextParts, kind: TextKind, reminder?: ReminderKey) {
  const code = WITH_LINK.has(kind) ? newLinkCode() : null;
  const link = code ? new URL(`/m/${code}`, siteUrl).toString() : undefined;
  const facts = { salon: p.salon, when: p.when, link, appointmentNo: p.appointmentNo, customer: p.customer };
  const body = bookingText(kind, { ...facts, amount: p.amount });
  const alert = kind === 'confirmed' && p.source === 'ONLINE' ? bookingText('salon-new', facts) : null;
  return tx.execute(sql`
    with link as (
      insert into short_links (code, appointment_id)
      select ${code}, ${p.appointmentId}::uuid where ${code}::text is not null
    ),
    who as (
      select b.text_channel as channel,
        coalesce(u.phone_number, g.phone_number, '') as phone,
        (u.id is null or ${CHOSE_CHANNEL}) as wanted,
        coalesce(nullif(b.phone_number, ''), z.mobile_no, '') as salon_phone
      from appointments a
      join branches b on b.id = a.branch_id
      join businesses z on z.id = b.business_id
      left join users u on u.id = a.user_id
      left join salon_guests g on g.id = a.guest_id
      where a.id = ${p.appointmentId}::uuid and b.text_channel <> 'off'
    )
    insert into mail_outbox (channel, to_address, subject, text_body, reminder_appointment_id, reminder_start_at)
    select channel, phone, ${SUBJECT[kind]}, ${body}, ${reminder?.appointmentId ?? null}::uuid,
      ${reminder?.startAt.toISOString() ?? null}::timestamptz
    from who where wanted and phone like '+%' and not exists (select 1 from text_opt_outs o where o.phone = who.phone)
    union all
    select channel, salon_phone, ${SUBJECT['salon-new']}, ${alert}, null, null
    from who where ${alert}::text is not null and salon_phone like '+%'
      and not exists (select 1 from text_opt_outs o where o.phone = who.salon_phone)`);
}

/**
 * Writes waitlist offers' texts (issue 31), one per customer with its own body, in one statement: to those whose
 * branch texts and who chose that channel, on a mobile number that never replied STOP.
 */
export function waitlistTexts(tx: Db, branchId: string, texts: { userId: string; body: string }[]) {
  const rows = JSON.stringify(texts.map((t) => ({ user_id: t.userId, body: t.body })));
  return tx.execute(sql`
    insert into mail_outbox (channel, to_address, subject, text_body)
    select b.text_channel, u.phone_number, ${SUBJECT['waitlist-offer']}, t.body
    from json_to_recordset(${rows}::json) as t(user_id uuid, body text)
    join users u on u.id = t.user_id
    join branches b on b.id = ${branchId}::uuid
    where b.text_channel <> 'off' and ${CHOSE_CHANNEL} and u.phone_number like '+%'
      and not exists (select 1 from text_opt_outs o where o.phone = u.phone_number)`);
}
