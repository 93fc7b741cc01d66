/** The development mailbox's and phone's read of the outbox. */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** One mail as the outbox holds it, with its delivery state. */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * The latest 100 mails (or texts) written to the outbox, newest first; only those to one address (any case) or
 * number when given.
 */
export function outboxMails(db: Db, to: string | undefined, texts = false): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        texts ? ne(mailOutbox.channel, 'email') : eq(mailOutbox.channel, 'email'),
        to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
}

/** Messages waiting to be sent (queued or to be retried) and how long the oldest has waited, in seconds. */
export async function outboxBacklog(db: Db, now: Date) {
  const { rows } = await db.execute<{ depth: unknown; oldest: unknown }>(sql`
    select count(*) as depth,
      coalesce(extract(epoch from ${now.toISOString()}::timestamptz - min(created_at)), 0) as oldest
    from mail_outbox where status in ('queued', 'retrying')`);
  return { depth: Number(rows[0]?.depth ?? 0), oldestSeconds: Math.max(0, Number(rows[0]?.oldest ?? 0)) };
}
