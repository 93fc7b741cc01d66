/**
 * The waitlist's outbox survives a kill -9 (issue 31): an offer of freed time and its mail are written in the
 * cancellation's own transaction, so a server killed the moment it answered the cancellation, with the mail server
 * down, leaves both in the database; the next start delivers the mail exactly once and the entry stays offered once.
 * On embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/seed.ts';
import { caller, loadSalon, login, type Send } from '../support/booking-client.ts';
import { testSmtp } from '../support/smtp.ts';
import { demoDatabase } from './fixtures/shared.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** Polls `probe` until it answers something truthy; fails with `what` after the deadline. */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, deadlineMs: number): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A customer of the test's own: registered, confirmed through the development mailbox, logged in. */
async function newCustomer(send: Send) {
  const email = `waiting-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Waiting@2026!';
  const form = { Name: 'Chioma Eze', Email: email, Password: password, PhoneNumber: '0803 555 0123' };
  expect((await send('/api/Auth/register', { form })).status).toBe(200);
  const link = await until(
    `the confirmation mail to ${email}`,
    async () => (await send(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).body.data[0]?.links[0] as string,
    10_000,
  );
  const url = new URL(link);
  const confirmed = await send('/api/Users/ConfirmEmail', {
    json: { email: url.searchParams.get('email'), token: url.searchParams.get('token') },
  });
  expect(confirmed.status).toBe(200);
  return { email, ...(await login(send, email, password)) };
}

/** "2026-7-3" (the availability's form) as "2026-07-03" (the waitlist's). */
const isoDay = (date: string) =>
  date
    .split('-')
    .map((part, i) => (i ? part.padStart(2, '0') : part))
    .join('-');

/** Books, as `token`, a free time of a top salon at least three days ahead (clear of "today" and its notice). */
async function bookAhead(send: Send, token: string) {
  const soonest = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const top = await send('/api/Branch/GetTopActiveBranches');
  for (const { branchUrl } of top.body.data as { branchUrl: string }[]) {
    const salon = await loadSalon(send, branchUrl);
    const serviceId = salon.serviceIds[0]!;
    for (const date of salon.dates.filter((d) => isoDay(d) >= soonest)) {
      const q = `BranchId=${salon.branchId}&AppointmentDate=${date}&ServiceIds=${serviceId}`;
      const slots = (await send(`/api/Branch/TodaysAvailability?${q}`)).body.data as string[];
      const start = slots[Math.floor(slots.length / 2)];
      if (!start) continue;
      const staff = await send(
        `/api/BranchEmployee/GetByBranch?BranchId=${salon.branchId}&AppointmentDate=${encodeURIComponent(start)}` +
          `&ServiceIds=${serviceId}`,
      );
      const employeeId = (staff.body.data as { branchEmployeeId: string }[])[0]?.branchEmployeeId;
      if (!employeeId) continue;
      const booked = await send('/api/Appointment/Insert', {
        token,
        json: { startDateTime: start, branchEmployeeId: employeeId, appointmentServices: [{ serviceId }] },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      return { appointmentId: booked.body.data as string, branchId: salon.branchId, serviceId, day: isoDay(date) };
    }
  }
  throw new Error('no salon had a free time three days ahead');
}

/** What the database holds of the waiting entry, its offers and the cancellation's mails. */
async function outboxState(db: Db, entryId: string, waiterEmail: string) {
  const [entry] = await db.select().from(t.waitlistEntries).where(eq(t.waitlistEntries.id, entryId));
  const offers = await db.select().from(t.waitlistOffers).where(eq(t.waitlistOffers.entryId, entryId));
  const offerMails = await db
    .select()
    .from(t.mailOutbox)
    .where(
      and(
        eq(t.mailOutbox.channel, 'email'),
        eq(t.mailOutbox.toAddress, waiterEmail),
        like(t.mailOutbox.subject, 'A time opened at %'),
      ),
    );
  const cancelMails = await db
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.channel, 'email'), like(t.mailOutbox.subject, 'Booking cancelled: %')));
  return { entry: entry!, offers, offerMails, cancelMails };
}

/** The Message-ID the sender gives an outbox row's mail (server/mail/sender.ts). */
const messageId = (rowId: string) => `<${rowId}@salonbook.ng>`;

/**
 * The whole story against one database: `env` starts the server on it; `inspect` reads it while no server runs.
 */
async function killedAfterCancelling(
  env: Record<string, string>,
  inspect: <T>(read: (db: Db) => Promise<T>) => Promise<T>,
) {
  const smtp = await testSmtp(); // down until up()
  cleanups.push(() => smtp.down());
  const servers: RunningServer[] = [];
  cleanups.push(() => servers.forEach((s) => s.child.kill('SIGKILL')));
  const start = async () => {
    const server = await startServer({ ...env, SMTP_URL: smtp.url, SITE_BUILD: 'off', LOG_REQUESTS: 'off' });
    servers.push(server);
    return server;
  };

  let server = await start();
  let send = caller(server.url);
  const booker = await login(send, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const waiter = await newCustomer(send);
  const booking = await bookAhead(send, booker.token);
  // The same services on the same day, any time of it: the cancelled time fits.
  const joined = await send('/api/Waitlist', {
    token: waiter.token,
    json: { branchId: booking.branchId, date: booking.day, window: 'ANY', serviceIds: [booking.serviceId] },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const entryId = joined.body.data as string;

  const cancelled = await send(`/api/Appointment/CancelBooking?AppointmentId=${booking.appointmentId}`, {
    method: 'PUT',
    token: booker.token,
    json: {},
  });
  server.child.kill('SIGKILL');
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect((await server.exited).signal).toBe('SIGKILL');

  // The answer was the commit: the offer and its mail are there, waiting to be sent.
  const killed = await inspect((db) => outboxState(db, entryId, waiter.email));
  expect(killed.entry.status).toBe('OFFERED');
  expect(killed.offers).toHaveLength(1);
  expect(killed.offerMails).toHaveLength(1);
  const [offerMail] = killed.offerMails;
  expect(['queued', 'retrying']).toContain(offerMail!.status);
  expect(offerMail!.textBody).toContain(`/w/${killed.offers[0]!.code}`);
  // The customer's and the salon's mails of the cancellation, written with it.
  expect(killed.cancelMails).toHaveLength(2);
  for (const mail of killed.cancelMails) expect(['queued', 'retrying']).toContain(mail.status);
  const claimed = offerMail!.lockedUntil && offerMail!.lockedUntil.getTime() > Date.now() ? ', claimed' : '';
  console.log(`after kill -9: offer mail ${offerMail!.status} (${offerMail!.attempts} attempts${claimed})`);
  // On a busy machine the sender may have tried before the kill landed; the mail server was down, so nothing went
  // out, but the try put the next one a minute on (the backoff), or the dead process's claim holds the mail until its
  // lease (15 minutes) ends. The test does not wait for either: it brings those times to now, as the clock would.
  await inspect((db) =>
    db
      .update(t.mailOutbox)
      .set({ nextAttemptAt: sql`least(${t.mailOutbox.nextAttemptAt}, now())`, lockedUntil: null })
      .where(inArray(t.mailOutbox.status, ['queued', 'retrying'])),
  );

  await smtp.up();
  server = await start();
  send = caller(server.url);
  const wanted = [offerMail!, ...killed.cancelMails].map((m) => messageId(m.id));
  await until(
    'the offer and cancellation mails at the SMTP server',
    async () => wanted.every((id) => smtp.received.includes(id)),
    60_000,
  );
  for (const id of wanted) expect(smtp.received.filter((r) => r === id)).toHaveLength(1);
  const mine = await send('/api/Waitlist/Mine', { token: waiter.token });
  expect(mine.body.data.find((e: { waitlistId: string }) => e.waitlistId === entryId).status).toBe('OFFERED');

  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const after = await inspect((db) => outboxState(db, entryId, waiter.email));
  expect(after.entry.status).toBe('OFFERED');
  expect(after.offers).toHaveLength(1);
  expect(after.offerMails.map((m) => [m.id, m.status])).toEqual([[offerMail!.id, 'sent']]);
  // Nothing the outbox held went out twice.
  expect(new Set(smtp.received).size).toBe(smtp.received.length);
}

it('embedded PGlite: the offer written with a cancellation survives kill -9 and is mailed once', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-waitlist-outbox-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  await demoDatabase(join(dataDir, 'db'));
  await killedAfterCancelling({ DATA_DIR: dataDir, DATABASE_URL: '' }, async (read) => {
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  });
}, 180_000);

it.runIf(adminUrl)(
  'PostgreSQL: the offer written with a cancellation survives kill -9 and is mailed once',
  async () => {
    const name = `salon_waitlist_outbox_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // The JWT secret is kept in the data folder, so the tokens outlive the restart.
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-waitlist-outbox-pg-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The first start migrates and seeds the demo catalog.
    await killedAfterCancelling({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, async (read) => {
      const database = await openDatabase({ url: url.toString() });
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    });
  },
  240_000,
);
