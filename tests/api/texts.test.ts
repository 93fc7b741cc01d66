/**
 * Texts beside e-mail (issue 30), against a fake Termii on loopback: a booking writes the customer's text (with its
 * short link) and the salon's alert in its own transaction; two senders send each text exactly once; an outage and a
 * slow provider are retried, a rejected number fails at once with the reason; delivery reports and STOP replies
 * arrive signed (a wrong signature, a malformed or unknown report change nothing); the customer's choices and the
 * branch's channel decide who gets what; the short link opens the manage page.
 */
import { createHmac } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { createTransport } from '../../server/mail/mailer.ts';
import { startMailSender } from '../../server/mail/sender.ts';
import { termii } from '../../server/mail/text-providers.ts';
import { fixtureCaller, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { fakeTermii, type FakeTermii } from '../support/fake-termii.ts';

const SECRET = 'texts-webhook-secret';
const CUSTOMER = '+2348035550142';
const SALON = '+2348030000001';
let clock = new Date('2026-11-22T10:00:00Z'); // Sunday, 11:00 in Lagos; Lekki opens Mondays 9-19
const api = useTestApi(
  async (db) => {
    await buildCatalog(db);
    await db.update(t.users).set({ phoneNumber: CUSTOMER }).where(eq(t.users.id, ids.customerA));
    await db.update(t.users).set({ phoneNumber: '' }).where(eq(t.users.id, ids.customerB));
    await db.update(t.branches).set({ phoneNumber: SALON }).where(eq(t.branches.id, ids.lekki));
  },
  () => clock,
  { textsWebhookSecret: SECRET },
);
const call = fixtureCaller(api, () => clock);
let provider: FakeTermii;
beforeAll(async () => {
  provider = await fakeTermii();
});
afterAll(() => provider.close());

const sender = () =>
  startMailSender(
    {
      db: api.db,
      transport: createTransport(),
      texts: termii({ apiKey: 'key', senderId: 'Salonbook', baseUrl: provider.url, timeoutMs: 300 }),
      now: () => clock,
      log: () => {},
    },
    { autostart: false },
  );
const book = (who: 'A' | 'B', start: string, employee: string = ids.emp1) =>
  call(who, '/api/Appointment/Insert', {
    method: 'POST',
    body: JSON.stringify({
      startDateTime: start,
      branchEmployeeId: employee,
      appointmentServices: [{ serviceId: ids.manicure }],
    }),
  });
const texts = () => api.db.select().from(t.mailOutbox).where(ne(t.mailOutbox.channel, 'email'));
const signed = (body: object, secret = SECRET) => {
  const raw = JSON.stringify(body);
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-termii-signature': createHmac('sha512', secret).update(raw).digest('hex'),
    },
    body: raw,
  };
};
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

describe('texts', () => {
  it('a booking texts the customer (short link) and alerts the salon; two senders send each once', async () => {
    await api.db.delete(t.mailOutbox);
    expect((await book('A', '2026-11-23T10:00:00+01:00')).status).toBe(200);
    const written = await texts();
    expect(written.map((r) => [r.channel, r.toAddress, r.status]).sort()).toEqual([
      ['sms', SALON, 'queued'],
      ['sms', CUSTOMER, 'queued'],
    ]);
    const mine = written.find((r) => r.toAddress === CUSTOMER)!;
    const booked = 'Salonbook: you are booked at Kinks & Coils Studio, Mon 23 Nov, 10:00. Change or cancel: ';
    expect(mine.textBody.startsWith(booked)).toBe(true);
    expect(mine.textBody.slice(booked.length)).toMatch(/^http:\/\/localhost:4321\/m\/[A-Za-z0-9]{10}$/);
    const alert = written.find((r) => r.toAddress === SALON)!;
    expect(alert.textBody).toMatch(/^Salonbook: new booking APT-\d+ at Kinks & Coils Studio, Mon 23 Nov, 10:00, for /);

    const [one, two] = [sender(), sender()];
    await Promise.all([one.runOnce(), two.runOnce()]);
    expect(provider.accepted.filter((a) => a.to === '2348035550142' || a.to === '2348030000001')).toHaveLength(2);
    expect(provider.accepted.every((a) => a.channel === 'dnd')).toBe(true);
    expect((await texts()).map((r) => r.status)).toEqual(['sent', 'sent']);

    // The short link opens the manage page with a fresh signed link.
    const code = /\/m\/([A-Za-z0-9]{10})$/.exec(mine.textBody)![1]!;
    const opened = await api.app.request(`/m/${code}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(/^http:\/\/localhost:4321\/appointments\/manage\?token=/);
    expect((await api.app.request('/m/ABCDEFGHIJ')).status).toBe(404);
  });

  it('an outage and a slow provider are retried; a rejected number fails at once with the reason', async () => {
    await api.db.delete(t.mailOutbox);
    expect((await book('A', '2026-11-23T12:00:00+01:00')).status).toBe(200);
    const s = sender();
    provider.failNext(2);
    await s.runOnce();
    expect((await texts()).map((r) => r.status).sort()).toEqual(['retrying', 'retrying']);
    expect((await texts())[0]!.lastError).toMatch(/Termii answered 500/);
    minutes(1);
    provider.delay(1000);
    await s.runOnce();
    expect((await texts()).map((r) => r.status)).toEqual(['retrying', 'retrying']);
    provider.delay(0);
    minutes(5);
    provider.rejects.add('2348030000001');
    await s.runOnce();
    const after = await texts();
    expect(after.find((r) => r.toAddress === CUSTOMER)!.status).toBe('sent');
    expect(after.find((r) => r.toAddress === SALON)).toMatchObject({
      status: 'failed',
      lastError: 'Termii answered 400: Invalid phone number',
    });
    provider.rejects.clear();
    minutes(60);
    expect(await s.runOnce()).toBe(0);
  });

  it('delivery reports apply once; a wrong signature, a malformed or unknown report change nothing', async () => {
    const [sent] = await api.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.toAddress, CUSTOMER), eq(t.mailOutbox.status, 'sent')));
    const report = { type: 'outbound', message_id: sent!.providerMessageId, status: 'Delivered' };
    expect((await api.request('/api/Messages/Delivery', signed(report, 'wrong'))).status).toBe(401);
    const unsigned = { ...signed(report), headers: { 'Content-Type': 'application/json' } };
    expect((await api.request('/api/Messages/Delivery', unsigned)).status).toBe(401);
    expect((await api.request('/api/Messages/Delivery', signed({ type: 'outbound' }))).status).toBe(400);
    expect((await api.request('/api/Messages/Delivery', signed({ ...report, message_id: 'nope' }))).status).toBe(404);
    const done = await api.request('/api/Messages/Delivery', signed(report));
    expect(done.body.data).toEqual({ state: 'delivered' });
    // A late "failed" does not undo a delivery.
    await api.request('/api/Messages/Delivery', signed({ ...report, status: 'Message Failed' }));
    const [row] = await api.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, sent!.id));
    expect(row).toMatchObject({ status: 'delivered', deliveredAt: clock });
  });

  it('STOP turns a number off for good; choices and the branch channel decide who gets a text', async () => {
    const stop = await api.request(
      '/api/Messages/Inbound',
      signed({ type: 'inbound', sender: '2348035550142', message: ' stop ' }),
    );
    expect(stop.body).toMatchObject({
      message: 'Texts to this number are stopped.',
      data: { stopped: true, phone: CUSTOMER },
    });
    // A STOP from a number we do not know is recorded all the same.
    expect(
      (await api.request('/api/Messages/Inbound', signed({ sender: '2348099990000', message: 'STOP' }))).status,
    ).toBe(200);
    expect((await api.request('/api/Messages/Inbound', signed({ sender: 'abc', message: 'STOP' }))).status).toBe(400);
    const choices = await call('A', '/api/Users/Messages');
    expect(choices.body.data).toEqual({
      email: true,
      sms: true,
      whatsapp: false,
      phone: CUSTOMER,
      mobile: true,
      stopped: true,
    });

    await api.db.delete(t.mailOutbox);
    expect((await book('A', '2026-11-23T14:00:00+01:00')).status).toBe(200);
    expect((await texts()).map((r) => r.toAddress)).toEqual([SALON]);

    // No mobile number: texts cannot be chosen.
    const refused = await call('B', '/api/Users/Messages', {
      method: 'PUT',
      body: JSON.stringify({ email: true, sms: true, whatsapp: false }),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Add a mobile number to your profile to get text messages.' },
    });

    // The branch texts on WhatsApp: only customers who chose WhatsApp get one (the salon's alert too).
    await api.db.delete(t.textOptOuts);
    const saved = await call('A', '/api/Users/Messages', {
      method: 'PUT',
      body: JSON.stringify({ email: false, sms: false, whatsapp: true }),
    });
    expect(saved.body.data).toMatchObject({ email: false, sms: false, whatsapp: true, stopped: false });
    await call('X', `/api/Branch/Settings?BranchId=${ids.lekki}`, {
      method: 'PUT',
      body: JSON.stringify({ reminderHours: [24, 2], minNoticeMinutes: 60, textChannel: 'whatsapp' }),
    });
    await api.db.delete(t.mailOutbox);
    expect((await book('A', '2026-11-23T15:00:00+01:00')).status).toBe(200);
    expect((await texts()).map((r) => [r.channel, r.toAddress]).sort()).toEqual([
      ['whatsapp', SALON],
      ['whatsapp', CUSTOMER],
    ]);
    // E-mail turned off: the salon is mailed, the customer is not.
    const mails = await api.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.channel, 'email'));
    expect(mails.map((m) => m.toAddress)).toEqual(['kinks-coils-lekki@test.ng']);
    // Off: no texts at all.
    await call('X', `/api/Branch/Settings?BranchId=${ids.lekki}`, {
      method: 'PUT',
      body: JSON.stringify({ reminderHours: [24, 2], minNoticeMinutes: 60, textChannel: 'off' }),
    });
    await api.db.delete(t.mailOutbox);
    expect((await book('A', '2026-11-23T16:00:00+01:00')).status).toBe(200);
    expect(await texts()).toEqual([]);
  });
});
