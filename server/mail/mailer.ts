/**
 * Mail is a transactional outbox: a message is a row in mail_outbox, written in the same transaction as the change it
 * tells about (or on its own), and a sender in every server process delivers it in the background
 * (server/mail/sender.ts). No request waits on the mail server; /dev/mailbox shows every row and its state.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox, type MessageChannel } from '../db/schema.ts';

export interface MailMessage {
  /** E-mail unless a text (issue 30): then `to` is an E.164 number and `text` the whole message. */
  channel?: MessageChannel;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** A reminder is sent only while its appointment is still live at that start time. */
export interface ReminderKey {
  appointmentId: string;
  startAt: Date;
}

export interface Mailer {
  /**
   * Writes the message to the outbox. Given a transaction, the row commits (or rolls back) with it and the caller
   * calls `wake` after the commit; without one, the sender is woken at once. Several messages are one insert.
   */
  send(message: MailMessage | MailMessage[], tx?: Db, reminder?: ReminderKey): Promise<void>;
  /** Tells this process's sender that mail is waiting, so it goes out now rather than at the next poll. */
  wake(): void;
}

export const MAIL_FROM = 'Salonbook <no-reply@salonbook.ng>';

/** The outbox of a database; `wake` reaches the sender when one runs in this process (set later by main.ts). */
export function createMailer(db: Db, wake: () => void = () => {}): Mailer & { onWake(fn: () => void): void } {
  let notify = wake;
  return {
    async send(message, tx, reminder) {
      const messages = Array.isArray(message) ? message : [message];
      if (messages.length === 0) return;
      await (tx ?? db).insert(mailOutbox).values(
        messages.map((m) => ({
          channel: m.channel ?? 'email',
          toAddress: m.to,
          subject: m.subject,
          textBody: m.text,
          htmlBody: m.html,
          attachments: m.attachments,
          reminderAppointmentId: reminder?.appointmentId,
          reminderStartAt: reminder?.startAt,
        })),
      );
      if (!tx) notify();
    },
    wake: () => notify(),
    onWake(fn) {
      notify = fn;
    },
  };
}

/** What the sender delivers through: nodemailer's SMTP transport, or its JSON transport when there is no SMTP. */
export interface Transport {
  sendMail(message: MailMessage & { from: string; messageId?: string }): Promise<unknown>;
}

/** SMTP when a URL is given (with short timeouts: a hung server becomes a retry), else the outbox is the delivery. */
export function createTransport(smtpUrl?: string): Transport {
  return smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ jsonTransport: true });
}
