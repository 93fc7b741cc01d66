/** The development mailbox's read of the mail outbox. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** One mail as the outbox holds it, with its delivery state. */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The latest 100 mails written to the outbox, newest first; only those to one address (any case) when given. */
export function outboxMails(db: Db, to: string | undefined): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
}
