/**
 * What the text provider tells us (issue 30): delivery reports (sent, delivered, failed, by the provider's id of the
 * text) and replies. Both arrive on webhooks signed with the shared secret (TERMII_WEBHOOK_SECRET: Termii's
 * X-Termii-Signature, an HMAC-SHA512 of the body), checked in constant time before anything is read. A reply of STOP
 * turns texts to that number off, whoever it is.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, textOptOuts } from '../db/schema.ts';
import { parseMobile } from '../domain/phone.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';

export interface ReportDeps {
  db: Db;
  now: () => Date;
}

/** Whether a webhook's body was signed with our secret; without a secret set, nothing is believed. */
export function signedByProvider(secret: string | undefined, body: string, signature: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac('sha512', secret).update(body).digest();
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A provider's status in our words: delivered, failed (with its reason), or still on its way. */
export function reportedState(status: string): 'delivered' | 'failed' | 'sent' {
  if (/^delivered/i.test(status.trim())) return 'delivered';
  if (/fail|reject|expired|dnd|undeliver|invalid/i.test(status)) return 'failed';
  return 'sent';
}

/**
 * Applies a delivery report to the text it names. Repeated or late, it changes nothing twice: delivered is final, and
 * a text already delivered is not turned failed by a late report.
 */
export function deliveryReport(
  deps: ReportDeps,
  report: { messageId: string; status: string },
): Promise<Outcome<{ state: 'delivered' | 'failed' | 'sent' }>> {
  return outcome(async () => {
    const [text] = await deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.providerMessageId, report.messageId), ne(mailOutbox.channel, 'email')));
    if (!text) refuse('not-found', 'No text of ours has this message id.');
    const state = reportedState(report.status);
    if (state !== 'sent')
      await deps.db
        .update(mailOutbox)
        .set(
          state === 'delivered'
            ? { status: 'delivered', deliveredAt: deps.now() }
            : { status: 'failed', lastError: `The provider reported: ${report.status.slice(0, 200)}` },
        )
        .where(and(eq(mailOutbox.id, text.id), ne(mailOutbox.status, 'delivered')));
    return { state };
  });
}

/** Replies that turn texts off (as networks and providers read them). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);

/**
 * A reply from a phone: STOP (and its usual synonyms) turns texts to that number off for good; anything else is
 * noted and changes nothing. `from` is the number as the provider writes it (2348035550142).
 */
export function inboundText(
  deps: ReportDeps,
  reply: { from: string; text: string },
): Promise<Outcome<{ stopped: boolean; phone: string }>> {
  return outcome(async () => {
    // The provider writes numbers without the plus (2348035550142); stored numbers are E.164.
    const parsed = parseMobile(`+${reply.from.replace(/[^\d]/g, '')}`);
    if (!parsed.ok) refuse('invalid', 'The sender is not a mobile number.');
    const phone = parsed.e164;
    if (!STOP_WORDS.has(reply.text.trim().toUpperCase())) return { stopped: false, phone };
    await deps.db.insert(textOptOuts).values({ phone, stoppedAt: deps.now() }).onConflictDoNothing();
    return { stopped: true, phone };
  });
}
