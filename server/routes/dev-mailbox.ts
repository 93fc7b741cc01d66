/**
 * The development mailbox at /dev/mailbox: every mail the product wrote to its outbox, newest first, with its delivery
 * state (queued, sent, retrying with the attempts and the last error, failed), links clickable, so sign-up
 * confirmation and password reset work on a machine without a mail server. /dev/phone is the same for texts (SMS
 * and WhatsApp, issue 30), with their channel and delivery. Not mounted in production.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../http/deps.ts';
import { escapeHtml as escape, htmlPage } from '../http/html.ts';
import { outboxMails, type OutboxMail } from '../queries/mailbox.ts';

const MAILBOX_STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f1a24}',
  'li{list-style:none;border:1px solid #e4dbe6;border-radius:12px;padding:1rem;margin:1rem 0}',
  'ul{padding:0}pre{white-space:pre-wrap;font:inherit}.meta{color:#5b5361}h2{margin:0 0 .25rem;font-size:1.1rem}',
].join('');
const linkify = (text: string) => escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);

const time = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** The delivery state in words: queued, sent, retrying (attempts, last error, next try), failed, dropped. */
function stateOf(m: OutboxMail): string {
  const tries = `${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`;
  switch (m.status) {
    case 'sent':
      return `State: sent${m.sentAt ? ` at ${time(m.sentAt)}` : ''}`;
    case 'delivered':
      return `State: delivered${m.deliveredAt ? ` at ${time(m.deliveredAt)}` : ''}`;
    case 'retrying':
      return `State: retrying (${tries}; last error: ${m.lastError ?? 'unknown'}; next try ${time(m.nextAttemptAt)})`;
    case 'failed':
      return `State: failed (${tries}; last error: ${m.lastError ?? 'unknown'})`;
    case 'dropped':
      return `State: not sent (${m.lastError ?? 'no longer needed'})`;
    default:
      return 'State: queued';
  }
}

/** The two development inboxes: mail, and the phone's texts. */
const INBOX = {
  mail: { title: 'Development mailbox', what: 'mail', none: 'No mail yet.' },
  phone: { title: 'Development phone', what: 'text message (SMS and WhatsApp)', none: 'No texts yet.' },
};

export function devMailboxRoutes(db: AppDeps['db']) {
  const r = new Hono();

  const json = (texts: boolean) => async (c: Context) => {
    const rows = await outboxMails(db, c.req.query('to'), texts);
    return c.json({
      status: 'Success' as const,
      data: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        ...(texts ? { channel: m.channel, body: m.textBody } : { subject: m.subject, text: m.textBody }),
        links: links(m.textBody),
        ...(texts ? {} : { attachments: (m.attachments ?? []).map((a) => a.filename) }),
        createdAt: m.createdAt.toISOString(),
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        sentAt: m.sentAt?.toISOString() ?? null,
        nextAttemptAt: m.status === 'retrying' ? m.nextAttemptAt.toISOString() : null,
        ...(texts ? { deliveredAt: m.deliveredAt?.toISOString() ?? null } : {}),
      })),
    });
  };

  const page = (kind: keyof typeof INBOX) => async (c: Context) => {
    const texts = kind === 'phone';
    const rows = await outboxMails(db, c.req.query('to'), texts);
    const item = (m: OutboxMail) => {
      const sent = m.createdAt.toISOString().replace('T', ' ').slice(0, 19);
      const files = (m.attachments ?? []).map((a) => escape(a.filename)).join(', ');
      const channel = texts ? ` · ${m.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}` : '';
      const meta = `To ${escape(m.toAddress)}${channel} · ${sent} UTC${files ? ` · attachments: ${files}` : ''}`;
      const state = `<p class="meta">${escape(stateOf(m))}</p>`;
      const text = `<pre>${linkify(m.textBody)}</pre>`;
      return `<li><article><h2>${escape(m.subject)}</h2><p class="meta">${meta}</p>${state}${text}</article></li>`;
    };
    const { title, what, none } = INBOX[kind];
    const body =
      `<h1>${title}</h1>` +
      `<p>Every ${what} the product wrote, newest first, with its delivery state. ` +
      'This page does not exist in production.</p>' +
      (rows.length ? `<ul>${rows.map(item).join('')}</ul>` : `<p>${none}</p>`);
    return c.html(htmlPage({ title, body, style: MAILBOX_STYLE }), 200, {
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
  };

  r.get('/mailbox.json', json(false));
  r.get('/mailbox', page('mail'));
  r.get('/phone.json', json(true));
  r.get('/phone', page('phone'));
  return r;
}
