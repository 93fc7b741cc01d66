/**
 * Mail: every message is written to the outbox table (what the development mailbox shows), then handed to
 * nodemailer: SMTP when SMTP_URL is set, otherwise nodemailer's JSON transport (the outbox is the delivery).
 */
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_FROM = 'Salonbook <no-reply@salonbook.ng>';

export function createMailer(db: Db, smtpUrl?: string, log: (line: string) => void = console.error): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          attachments: message.attachments,
        })
        .returning({ id: mailOutbox.id });
      try {
        await transport.sendMail({ from: MAIL_FROM, ...message });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        // The request that caused the mail still succeeds; the outbox keeps the unsent message for a retry.
        log(`[mail] could not send "${message.subject}": ${(err as Error).message}`);
      }
    },
  };
}
