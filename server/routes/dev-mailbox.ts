/**
 * The development mailbox at /dev/mailbox: every mail the product sent, newest first, links clickable, so sign-up
 * confirmation and password reset work on a machine without a mail server. Not mounted in production.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const linkify = (text: string) => escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);

export function devMailboxRoutes(db: Db) {
  const r = new Hono();
  const list = (to: string | undefined) =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(100);

  r.get('/mailbox.json', async (c) => {
    const rows = await list(c.req.query('to'));
    return c.json({
      status: 'Success' as const,
      data: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        links: links(m.textBody),
        attachments: (m.attachments ?? []).map((a) => a.filename),
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });

  r.get('/mailbox', async (c) => {
    const rows = await list(c.req.query('to'));
    const items = rows
      .map(
        (m) =>
          `<li><article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.toAddress)} · ${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC${(m.attachments ?? []).length ? ` · attachments: ${(m.attachments ?? []).map((a) => escape(a.filename)).join(', ')}` : ''}</p><pre>${linkify(m.textBody)}</pre></article></li>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f1a24}li{list-style:none;border:1px solid #e4dbe6;border-radius:12px;padding:1rem;margin:1rem 0}ul{padding:0}pre{white-space:pre-wrap;font:inherit}.meta{color:#5b5361}h2{margin:0 0 .25rem;font-size:1.1rem}</style></head><body><main><h1>Development mailbox</h1><p>Every mail the product sent, newest first. This page does not exist in production.</p>${rows.length ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}</main></body></html>`,
      200,
      { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" },
    );
  });
  return r;
}
