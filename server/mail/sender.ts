/**
 * The outbox's sender: runs in every server process, claims due mails with row locks (FOR UPDATE SKIP LOCKED, on
 * PGlite and PostgreSQL alike) and a lease, so two processes never take the same mail; sends outside any transaction
 * (no database connection waits on the mail server); retries with backoff; gives up as "failed" after the last.
 * Delivery is at least once: a process that dies between the mail server's "accepted" and marking the row sent sends
 * it again after the lease, the one case a mail can go out twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, mailOutbox } from '../db/schema.ts';
import { MAIL_FROM, type MailMessage, type Transport } from './mailer.ts';
import { devPhone, type TextProvider } from './text-providers.ts';
import { logError } from '../lib/log.ts';

/** After the 1st, 2nd, 3rd... failed attempt, wait this many minutes: 1, 5, 30, then hourly for a day; then failed. */
export const BACKOFF_MINUTES = [1, 5, 30, ...Array<number>(24).fill(60)];

/** How long a wake waits for more mail before the pass (imperceptible to a person waiting for the mail). */
const WAKE_DELAY_MS = 20;

export interface SenderOptions {
  db: Db;
  transport: Transport;
  now?: () => Date;
  /** Minutes to wait after each failed attempt; one more failure than there are entries makes the mail failed. */
  backoffMinutes?: number[];
  /** How often to look for mail written by other processes and for retries that fell due. */
  pollMs?: number;
  /** Mails claimed at once, and sent side by side. */
  batch?: number;
  /** How long a claim holds (longer than the transport's worst case: connection, greeting and socket timeouts). */
  leaseMs?: number;
  /** Where texts go (SMS, WhatsApp); the development phone inbox unless given. */
  texts?: TextProvider;
  /** Runs before each poll (the reminder scan writes due reminders into the outbox). */
  beforePoll?: () => Promise<void>;
  log?: (line: string) => void;
}

export interface MailSender {
  wake(): void;
  /** Sends everything due now; answers how many mails it tried. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

type Row = typeof mailOutbox.$inferSelect;

export function startMailSender(o: SenderOptions, { autostart = true } = {}): MailSender {
  const now = o.now ?? (() => new Date());
  const backoff = o.backoffMinutes ?? BACKOFF_MINUTES;
  const batch = o.batch ?? 20;
  const leaseMs = o.leaseMs ?? 15 * 60_000;
  const log = o.log ?? logError;
  const texts = o.texts ?? devPhone();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  /** A poll asked for the reminder scan and the pass that will run has not done it yet. */
  let scanDue = false;
  let stopped = false;

  async function claim(): Promise<Row[]> {
    const at = now();
    const until = new Date(at.getTime() + leaseMs);
    // A never-tried mail is due at once (its row's clock may be the database's); a retry at its time.
    const { rows } = await o.db.execute<Record<string, unknown>>(sql`
      update ${mailOutbox} set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where (status = 'queued' or (status = 'retrying' and next_attempt_at <= ${at.toISOString()}::timestamptz))
          and (locked_until is null or locked_until <= ${at.toISOString()}::timestamptz)
        order by next_attempt_at limit ${batch}
        for update skip locked)
      returning id, channel, to_address, subject, text_body, html_body, attachments, attempts,
        reminder_appointment_id, reminder_start_at`);
    return rows.map((r) => ({
      id: r.id as string,
      channel: r.channel as Row['channel'],
      toAddress: r.to_address as string,
      subject: r.subject as string,
      textBody: r.text_body as string,
      htmlBody: r.html_body as string | null,
      attachments: (typeof r.attachments === 'string'
        ? JSON.parse(r.attachments)
        : r.attachments) as Row['attachments'],
      attempts: Number(r.attempts),
      reminderAppointmentId: r.reminder_appointment_id as string | null,
      reminderStartAt: r.reminder_start_at ? new Date(r.reminder_start_at as string) : null,
    })) as Row[];
  }

  /** A reminder for a time that was cancelled, moved or has begun is dropped, never sent. */
  async function stillWanted(row: Row): Promise<boolean> {
    if (!row.reminderAppointmentId || !row.reminderStartAt) return true;
    const [a] = await o.db
      .select({ startAt: appointments.startAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.id, row.reminderAppointmentId),
          sql`${appointments.bookingStatus} not in ('CANCELLED', 'NO_SHOW')`,
          eq(appointments.paymentStatus, 'PENDING'),
        ),
      );
    return !!a && a.startAt.getTime() === row.reminderStartAt.getTime() && a.startAt.getTime() > now().getTime();
  }

  /** Sends one mail; answers true when the mail server accepted it (marked sent with the rest of its batch). */
  async function deliver(row: Row): Promise<boolean> {
    const done = (set: Partial<typeof mailOutbox.$inferInsert>) =>
      o.db
        .update(mailOutbox)
        .set({ ...set, lockedUntil: null })
        .where(eq(mailOutbox.id, row.id));
    if (!(await stillWanted(row))) {
      await done({ status: 'dropped', lastError: 'The appointment changed meanwhile.' });
      return false;
    }
    const failed = (error: string, permanent: boolean) => {
      const wait = permanent ? undefined : backoff[row.attempts - 1];
      if (wait !== undefined)
        return done({ status: 'retrying', lastError: error, nextAttemptAt: new Date(now().getTime() + wait * 60_000) });
      log(`[${row.channel}] gave up on "${row.subject}" to ${row.toAddress} after ${row.attempts} attempts: ${error}`);
      return done({ status: 'failed', lastError: error });
    };
    if (row.channel !== 'email') {
      // A text: its provider's id is kept for the delivery reports, so it is marked sent on its own row.
      const sent = await texts.send({ id: row.id, to: row.toAddress, channel: row.channel, body: row.textBody });
      if (sent.ok) await done({ status: 'sent', sentAt: now(), lastError: null, providerMessageId: sent.providerId });
      else await failed(sent.error, sent.permanent);
      return false;
    }
    const message: MailMessage & { from: string; messageId: string } = {
      from: MAIL_FROM,
      // One Message-ID per outbox row, whatever the attempt: a receiver can tell a repeat from a new mail.
      messageId: `<${row.id}@salonbook.ng>`,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
      ...(row.attachments?.length ? { attachments: row.attachments } : {}),
    };
    try {
      await o.transport.sendMail(message);
    } catch (err) {
      await failed((err as Error).message || String(err), false);
      return false;
    }
    return true;
  }

  async function runOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claim();
      tried += rows.length;
      const accepted = await Promise.all(rows.map((r) => deliver(r)));
      const sent = rows.filter((_, i) => accepted[i]).map((r) => r.id);
      // One statement for the whole batch: under a burst of bookings, a statement per mail was most of the sender's
      // share of the database.
      if (sent.length)
        await o.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now(), lastError: null, lockedUntil: null })
          .where(inArray(mailOutbox.id, sent));
      if (rows.length < batch) return tried;
    }
  }

  /**
   * One pass at a time in this process; a wake during a pass runs one more pass after it. The reminder scan runs on
   * the timer's polls only: a wake means mail was just written, not that a reminder fell due.
   */
  function pass(scan: boolean) {
    if (stopped) return;
    scanDue ||= scan;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const scanNow = scanDue;
        scanDue = false;
        try {
          if (scanNow) await o.beforePoll?.();
          await runOnce();
        } catch (err) {
          // The database may be out of reach for a moment; the next poll tries again.
          log(`[mail] sender pass failed: ${(err as Error).message}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  }

  if (autostart) {
    timer = setInterval(() => pass(true), o.pollMs ?? 10_000);
    timer.unref();
    pass(true);
  }
  // Wakes within a few milliseconds are one pass: under a burst of bookings the sender claims their mails together
  // instead of once per booking (each claim is a statement on the database the bookings write to).
  let waking: NodeJS.Timeout | undefined;
  return {
    wake() {
      waking ??= setTimeout(() => {
        waking = undefined;
        pass(false);
      }, WAKE_DELAY_MS);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(waking);
      await running;
    },
  };
}
