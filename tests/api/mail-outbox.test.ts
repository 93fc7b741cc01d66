/**
 * The transactional outbox against a real SMTP server: a booking answers 200 while the mail server is down, its mails
 * are retried with backoff (an injected clock, so no test waits a minute) and delivered once the server is back;
 * a mail that keeps failing ends as "failed"; two senders on one database deliver each mail exactly once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { createMailer, createTransport } from '../../server/mail/mailer.ts';
import { startMailSender } from '../../server/mail/sender.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { testSmtp, type TestSmtp } from '../support/smtp.ts';

let clock = new Date('2026-11-22T10:00:00Z'); // Sunday; the Lekki fixture branch opens Mondays 9-19
const api = useTestApi(buildCatalog, () => clock);
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await testSmtp();
});
afterAll(() => smtp.down());

const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));
const sender = (backoffMinutes?: number[]) =>
  startMailSender(
    { db: api.db, transport: createTransport(smtp.url), now: () => clock, backoffMinutes, log: () => {} },
    { autostart: false },
  );
const book = async (start: string, employee: string = ids.emp1) =>
  api.request('/api/Appointment/Insert', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await signToken(TEST_SECRET, { userId: ids.customerA, role: 'Customer' }, clock)}`,
    },
    body: JSON.stringify({
      startDateTime: start,
      branchEmployeeId: employee,
      appointmentServices: [{ serviceId: ids.cut }],
    }),
  });
/** The mails' states (the booking's texts, issue 30, are tests/api/texts.test.ts's). */
const states = async () =>
  (
    await api.db
      .select({ status: t.mailOutbox.status, n: sql<number>`count(*)::int` })
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.channel, 'email'))
      .groupBy(t.mailOutbox.status)
  ).reduce<Record<string, number>>((all, r) => ({ ...all, [r.status]: Number(r.n) }), {});

describe('the outbox', () => {
  it('books with the mail server down, retries after 1 minute, delivers once it is back', async () => {
    await api.db.delete(t.mailOutbox);
    const res = await book('2026-11-23T10:00:00+01:00');
    expect(res.status).toBe(200);
    // The customer's and the salon's confirmations, written with the booking.
    expect(await states()).toEqual({ queued: 2 });

    const s = sender();
    // The two mails, and the salon's text alert (issue 30), which goes to the development phone at once.
    expect(await s.runOnce()).toBe(3);
    expect(await states()).toEqual({ retrying: 2 });
    const box = (await api.get('/dev/mailbox.json?to=a@test.ng')).body.data;
    expect(box[0]).toMatchObject({ status: 'retrying', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect((await api.get('/dev/mailbox')).body).toMatch(/State: retrying \(1 attempt; last error: .*ECONNREFUSED/);

    // Not due before its minute is up, even with the server back.
    await smtp.up();
    minutes(0.5);
    expect(await s.runOnce()).toBe(0);
    minutes(0.5);
    expect(await s.runOnce()).toBe(2);
    expect(await states()).toEqual({ sent: 2 });
    expect(smtp.received).toHaveLength(2);
    expect(new Set(smtp.received).size).toBe(2);
    expect((await api.get('/dev/mailbox.json?to=a@test.ng')).body.data[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    // Nothing left to send, nothing sent twice.
    minutes(120);
    expect(await s.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('backs off 1, 5, 30 minutes, then hourly, and gives up as failed after the last', async () => {
    await smtp.down();
    await api.db.delete(t.mailOutbox);
    const mailer = createMailer(api.db);
    await mailer.send({ to: 'nobody@test.ng', subject: 'Hello', text: 'Hi' });
    const s = sender([1, 5, 30, 60]);
    const next = async () => {
      const [row] = await api.db.select().from(t.mailOutbox);
      return row!;
    };
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await s.runOnce()).toBe(1);
      const row = await next();
      expect(row.status).toBe('retrying');
      waits.push((row.nextAttemptAt.getTime() - clock.getTime()) / 60_000);
      clock = row.nextAttemptAt;
    }
    expect(waits).toEqual([1, 5, 30, 60]);
    expect(await s.runOnce()).toBe(1);
    expect(await next()).toMatchObject({ status: 'failed', attempts: 5 });
    expect((await api.get('/dev/mailbox')).body).toMatch(/State: failed \(5 attempts; last error: /);
    minutes(600);
    expect(await s.runOnce()).toBe(0);
  });

  it('two senders on one database deliver each of 120 mails exactly once', async () => {
    await smtp.up();
    await api.db.delete(t.mailOutbox);
    smtp.received.length = 0;
    const mailer = createMailer(api.db);
    for (let i = 0; i < 120; i++) await mailer.send({ to: `c${i}@test.ng`, subject: `Mail ${i}`, text: 'Hi' });
    const [a, b] = [sender(), sender()];
    const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(na + nb).toBe(120);
    expect(smtp.received).toHaveLength(120);
    expect(new Set(smtp.received).size).toBe(120);
    expect(await states()).toEqual({ sent: 120 });
  });

  it('a background sender delivers a mail at once, scans for reminders on its polls only, stops cleanly', async () => {
    await api.db.delete(t.mailOutbox);
    smtp.received.length = 0;
    const mailer = createMailer(api.db);
    let scans = 0;
    const s = startMailSender({
      db: api.db,
      transport: createTransport(smtp.url),
      now: () => clock,
      pollMs: 60_000,
      beforePoll: async () => {
        scans++;
      },
    });
    mailer.onWake(s.wake);
    await mailer.send({ to: 'quick@test.ng', subject: 'Now', text: 'Hi' });
    await expect.poll(async () => (await api.db.select().from(t.mailOutbox))[0]?.status).toBe('sent');
    // The reminder scan runs when the sender starts and on its polls, not on every wake: under a burst of bookings it
    // would otherwise run once per booking.
    for (let i = 0; i < 5; i++) s.wake();
    await s.stop();
    expect(scans).toBe(1);
    const [row] = await api.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'quick@test.ng'));
    expect(smtp.received).toEqual([`<${row!.id}@salonbook.ng>`]);
  });
});
