/**
 * Deposits through the API (issue 29): a service's rule and the branch's free-cancellation window; a booking that
 * holds its time until the deposit is paid; only a payment the gateway confirmed counts, once, however often it is
 * reported; holds that run out; a payment after the hold; refunds (retried until the gateway accepts) and kept
 * deposits; the money trail in kobo. Every test books its own day, time and employee.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { keepDeposits } from '../../server/deposits/keeper.ts';
import type { Gateway } from '../../server/payments/gateway.ts';
import { fixtureCaller, TEST_WEBHOOK_HASH, useTestApi, type FixtureActor } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

// Sunday 22 Nov 2026, 11:00 in Lagos. Lekki opens Mondays 9-19 and Saturdays 10-16; a hold lasts 15 minutes.
const START = new Date('2026-11-22T10:00:00Z');
let clock = START;
/** Refunds the gateway refuses before it accepts one (the stub of a gateway that fails first). */
let refundFailures = 0;
const api = useTestApi(
  async (db) => {
    await buildCatalog(db);
    // Braids ask 20% (₦7,000 of ₦35,000), the silk press a fixed ₦5,000; the manicure nothing.
    await db.update(t.services).set({ depositType: 'PERCENT', depositValue: 20 }).where(eq(t.services.id, ids.braids));
    await db.update(t.services).set({ depositType: 'FIXED', depositValue: 500_000 }).where(eq(t.services.id, ids.cut));
  },
  () => clock,
  {
    gateway: (sandbox): Gateway => ({
      ...sandbox,
      refund: async (charge) =>
        refundFailures-- > 0 ? { ok: false, error: 'Gateway timeout' } : sandbox.refund(charge),
    }),
  },
);

type Who = FixtureActor;
const call = fixtureCaller(api, () => clock);
const insert = (who: 'A' | 'B', start: string, services: string[], employee: string = ids.emp1) =>
  call(who, '/api/Appointment/Insert', {
    method: 'POST',
    body: JSON.stringify({
      startDateTime: start,
      branchEmployeeId: employee,
      appointmentServices: services.map((serviceId) => ({ serviceId })),
    }),
  });
/** Books with a deposit; answers the appointment id and the deposit's reference. */
const hold = async (who: 'A' | 'B', start: string, services = [ids.cut], employee: string = ids.emp1) => {
  const res = await insert(who, start, services, employee);
  expect(res.status).toBe(200);
  return { id: res.body.data as string, txRef: res.body.deposit.txRef as string, deposit: res.body.deposit };
};
const sandbox = (txRef: string, outcome: 'pay' | 'cancel') =>
  api.app.request('/api/Payment/Sandbox/Complete', { method: 'POST', body: new URLSearchParams({ txRef, outcome }) });
const webhook = (txRef: string, hash = TEST_WEBHOOK_HASH) =>
  api.request('/api/Payment/Webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'verif-hash': hash },
    body: JSON.stringify({ event: 'charge.completed', data: { tx_ref: txRef, status: 'successful' } }),
  });
const deposit = async (appointmentId: string) =>
  (await api.db.select().from(t.deposits).where(eq(t.deposits.appointmentId, appointmentId)))[0]!;
const appointment = async (id: string) =>
  (await api.db.select().from(t.appointments).where(eq(t.appointments.id, id)))[0]!;
const trail = async (appointmentId: string) =>
  (
    await api.db
      .select({ kind: t.moneyMovements.kind, amount: t.moneyMovements.amount })
      .from(t.moneyMovements)
      .where(eq(t.moneyMovements.appointmentId, appointmentId))
  )
    .map((m) => `${m.kind} ${m.amount}`)
    .sort();
const mailsTo = async (to: string, subject: string) =>
  (await api.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, to))).filter((m) =>
    m.subject.startsWith(subject),
  );
const keep = () => keepDeposits(api.deps as never, { log: () => {} });
const cancel = (who: Who, appointmentId: string) =>
  call(who, `/api/Appointment/CancelBooking?AppointmentId=${appointmentId}`, { method: 'PUT' });
const at = (iso: string) => {
  clock = new Date(iso);
};

describe('deposit rules', () => {
  const setRule = (who: Who, body: object) =>
    call(who, '/api/Service/Deposit', { method: 'PUT', body: JSON.stringify(body) });

  it('the owner sets a rule; it shows on the branch page with the branch window', async () => {
    const saved = await setRule('X', { serviceId: ids.manicure, type: 'FIXED', value: '1,500.50' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.deposit).toEqual({ type: 'FIXED', value: 1500.5, amount: 150_050 });
    const page = await api.get('/api/Branch/GetByURL/kinks-coils-lekki');
    expect(page.body.data.cancellationWindowHours).toBe(24);
    const services = page.body.data.branchServices.flatMap((c: { services: unknown[] }) => c.services);
    expect(services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ serviceId: ids.braids, deposit: { type: 'PERCENT', value: 20, amount: 700_000 } }),
        expect.objectContaining({
          serviceId: ids.manicure,
          deposit: { type: 'FIXED', value: 1500.5, amount: 150_050 },
        }),
      ]),
    );
    expect((await setRule('X', { serviceId: ids.manicure, type: 'NONE', value: 0 })).body.data.deposit).toEqual({
      type: 'NONE',
      value: 0,
      amount: 0,
    });
  });

  it.each([
    [{ type: 'FIXED', value: 9000 }, 400, /at most the service's price \(₦8,500\)/],
    [{ type: 'FIXED', value: -5 }, 400, /amount in naira/],
    [{ type: 'FIXED', value: '12.345' }, 400, /amount in naira/],
    [{ type: 'PERCENT', value: 0 }, 400, /whole number from 1 to 100/],
    [{ type: 'PERCENT', value: 101 }, 400, /whole number from 1 to 100/],
    [{ type: 'PERCENT', value: 2.5 }, 400, /whole number from 1 to 100/],
    [{ type: 'HALF', value: 50 }, 400, /type must be NONE, PERCENT or FIXED/],
  ])('refuses a bad rule and keeps the old one: %j', async (rule, status, message) => {
    const res = await setRule('X', { serviceId: ids.manicure, ...rule });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    const [row] = await api.db.select().from(t.services).where(eq(t.services.id, ids.manicure));
    expect([row!.depositType, row!.depositValue]).toEqual(['NONE', 0]);
  });

  it('only the branch may set it: another salon 403, a customer 403, an unknown service 404', async () => {
    const rule = { serviceId: ids.manicure, type: 'PERCENT', value: 10 };
    expect((await setRule('Y', rule)).status).toBe(403);
    expect((await setRule('A', rule)).status).toBe(403);
    expect((await setRule(null as never, rule)).status).toBe(401);
    expect((await setRule('X', { ...rule, serviceId: '60000000-0000-4000-8000-0000000000ff' })).status).toBe(404);
  });

  it('the cancellation window is a booking setting, 0-168 whole hours', async () => {
    const put = (body: object) => call('X', '/api/Branch/Settings', { method: 'PUT', body: JSON.stringify(body) });
    const base = { reminderHours: [24, 2], minNoticeMinutes: 60 };
    expect((await put({ ...base, cancellationWindowHours: 169 })).status).toBe(400);
    expect((await put({ ...base, cancellationWindowHours: 1.5 })).status).toBe(400);
    expect((await put({ ...base, cancellationWindowHours: 48 })).body.data.cancellationWindowHours).toBe(48);
    // A client that does not know the window leaves it as it is.
    expect((await put(base)).body.data.cancellationWindowHours).toBe(48);
    expect((await put({ ...base, cancellationWindowHours: 24 })).body.data.cancellationWindowHours).toBe(24);
  });
});

describe('booking with a deposit', () => {
  it('holds the time, then a verified payment confirms it once; completion records the balance', async () => {
    at('2026-11-22T10:00:00Z');
    const booked = await insert('A', '2026-11-23T09:00:00+01:00', [ids.braids]);
    expect(booked.status).toBe(200);
    expect(booked.body.message).toBe('Please pay the deposit to confirm your booking.');
    const { txRef } = booked.body.deposit;
    expect(booked.body.deposit).toEqual({
      amount: 700_000,
      balance: 2_800_000,
      currency: 'NGN',
      status: 'DUE',
      txRef: expect.stringMatching(/^SB-DEP-/),
      holdUntil: '2026-11-22T10:15:00.000Z',
      checkoutUrl: `/api/Payment/Sandbox/Checkout?txRef=${txRef}`,
    });
    const id = booked.body.data as string;
    // Held: nobody else gets the time, and nothing is confirmed (or mailed) before the payment.
    expect((await insert('B', '2026-11-23T09:00:00+01:00', [ids.manicure])).status).toBe(409);
    expect(await mailsTo('a@test.ng', 'Booking confirmed')).toHaveLength(0);
    const page = await api.app.request(`/api/Payment/Sandbox/Checkout?txRef=${txRef}`);
    expect(await page.text()).toContain('₦7,000');
    // A forged return (the query says successful) changes nothing: the server asks the gateway.
    const early = await call('A', `/api/Appointment/Deposit?txRef=${txRef}`);
    expect(early.status).toBe(402);
    expect((await deposit(id)).status).toBe('DUE');

    const paid = await sandbox(txRef, 'pay');
    expect(paid.headers.get('location')).toBe(`/appointments/deposit?status=success&txRef=${txRef}`);
    const back = await call('A', `/api/Appointment/Deposit?txRef=${txRef}`);
    expect(back.status).toBe(200);
    expect(back.body.data.deposit).toMatchObject({ status: 'PAID', amount: 700_000, balance: 2_800_000 });
    expect(back.body.data.deposit.checkoutUrl).toBeNull();
    expect(await trail(id)).toEqual(['CHARGE 700000']);
    const [mail] = await mailsTo('a@test.ng', 'Booking confirmed');
    expect(mail!.textBody).toContain('Deposit paid: ₦7,000');
    expect(mail!.textBody).toContain('To pay at the venue: ₦28,000');
    // Another customer's reference is not theirs to see.
    expect((await call('B', `/api/Appointment/Deposit?txRef=${txRef}`)).status).toBe(403);
    // The salon sees it on its calendar.
    const day = await call('X', `/api/Appointment/Calendar?BranchId=${ids.lekki}&From=2026-11-23&To=2026-11-23`);
    expect(
      day.body.data.appointments.find((a: { appointmentId: string }) => a.appointmentId === id).deposit,
    ).toMatchObject({ status: 'PAID', amount: 700_000 });

    at('2026-11-23T12:00:00Z');
    const done = await call('X', `/api/Appointment/Completed/${id}`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await trail(id)).toEqual(['BALANCE 2800000', 'CHARGE 700000']);
    expect((await deposit(id)).status).toBe('PAID');
  });

  it('the webhook replayed five times, the return three times, all at once: one charge, one set of mails', async () => {
    at('2026-11-22T10:00:00Z');
    const { id, txRef } = await hold('A', '2026-11-30T09:00:00+01:00', [ids.cut], ids.emp2);
    await api.db
      .update(t.paymentTransactions)
      .set({ gatewayResponse: { status: 'successful' } })
      .where(eq(t.paymentTransactions.txRef, txRef));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(txRef)),
      ...Array.from({ length: 3 }, () => call('A', `/api/Appointment/Deposit?txRef=${txRef}`)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await trail(id)).toEqual(['CHARGE 500000']);
    expect((await deposit(id)).status).toBe('PAID');
    const { appointmentNo } = await appointment(id);
    const confirmations = (await mailsTo('a@test.ng', 'Booking confirmed')).filter((m) =>
      m.textBody.includes(appointmentNo),
    );
    expect(confirmations).toHaveLength(1);
    // Late and out of order: replayed once more after the salon moved on, it changes nothing.
    expect((await webhook(txRef)).body.data).toEqual({ purpose: 'deposit', appointmentId: id, status: 'PAID' });
    expect(await trail(id)).toEqual(['CHARGE 500000']);
  });

  it('a forged webhook, an unknown reference and a payment for less are refused and record nothing', async () => {
    at('2026-11-22T10:00:00Z');
    const { id, txRef } = await hold('A', '2026-11-30T11:00:00+01:00', [ids.cut], ids.emp2);
    expect((await webhook(txRef, 'not-the-secret')).status).toBe(401);
    expect((await webhook('SB-DEP-made-up')).status).toBe(404);
    // The gateway took less than the deposit (a reference for another amount).
    await api.db
      .update(t.paymentTransactions)
      .set({ amount: 4999.99, gatewayResponse: { status: 'successful' } })
      .where(eq(t.paymentTransactions.txRef, txRef));
    const short = await webhook(txRef);
    expect(short.status).toBe(402);
    expect(short.body.message).toMatch(/less than the deposit/);
    expect((await deposit(id)).status).toBe('DUE');
    expect(await trail(id)).toEqual([]);
  });

  it('two customers racing for one time: one holds it, the other is told it was taken', async () => {
    at('2026-11-22T10:00:00Z');
    const [a, b] = await Promise.all([
      insert('A', '2026-11-30T09:00:00+01:00', [ids.cut]),
      insert('B', '2026-11-30T09:00:00+01:00', [ids.cut]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const { rows } = await api.db.execute<{ n: number }>(
      sql`select count(*)::int as n from deposits d join appointments a on a.id = d.appointment_id
          where a.start_at = '2026-11-30T08:00:00Z' and a.branch_employee_id = ${ids.emp1}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('a cancelled checkout releases the time at once', async () => {
    at('2026-11-22T10:00:00Z');
    const { id, txRef } = await hold('A', '2026-11-30T11:00:00+01:00');
    const back = await sandbox(txRef, 'cancel');
    expect(back.headers.get('location')).toBe(`/appointments/deposit?status=cancelled&txRef=${txRef}`);
    expect((await deposit(id)).status).toBe('EXPIRED');
    expect((await appointment(id)).bookingStatus).toBe('CANCELLED');
    const told = await call('A', `/api/Appointment/Deposit?txRef=${txRef}`);
    expect(told.status).toBe(402);
    expect((await insert('B', '2026-11-30T11:00:00+01:00', [ids.manicure])).status).toBe(200);
  });

  it('a customer back from an unfinished checkout can confirm the same time again', async () => {
    at('2026-11-22T10:00:00Z');
    const first = await hold('A', '2026-11-30T13:00:00+01:00');
    const second = await hold('A', '2026-11-30T13:00:00+01:00');
    expect(second.id).not.toBe(first.id);
    expect((await deposit(first.id)).status).toBe('EXPIRED');
    expect((await deposit(second.id)).status).toBe('DUE');
  });

  it('the gateway down: 503 with a message, and the hold released', async () => {
    at('2026-11-22T10:00:00Z');
    const gateway = api.deps.gateway;
    const checkoutUrl = gateway.checkoutUrl;
    gateway.checkoutUrl = async () => {
      throw new Error('ECONNREFUSED');
    };
    try {
      const res = await insert('A', '2026-11-30T15:00:00+01:00', [ids.cut]);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/payment service is not answering/);
    } finally {
      gateway.checkoutUrl = checkoutUrl;
    }
    expect((await insert('B', '2026-11-30T15:00:00+01:00', [ids.manicure])).status).toBe(200);
  });
});

describe('holds that run out, and payments after them', () => {
  it('an unpaid hold ends after 15 minutes: cancelled, mailed, the time offered again', async () => {
    at('2026-11-22T10:00:00Z');
    const { id } = await hold('A', '2026-11-23T14:00:00+01:00');
    at('2026-11-22T10:14:00Z');
    await keep();
    expect((await deposit(id)).status).toBe('DUE');
    at('2026-11-22T10:15:00Z');
    expect((await keep()).expired).toBeGreaterThanOrEqual(1);
    expect((await deposit(id)).status).toBe('EXPIRED');
    expect((await appointment(id)).bookingStatus).toBe('CANCELLED');
    const [mail] = await mailsTo('a@test.ng', 'Booking not confirmed');
    expect(mail!.textBody).toContain('was not paid in time');
    expect((await insert('B', '2026-11-23T14:00:00+01:00', [ids.manicure])).status).toBe(200);
  });

  it('paid after expiry while the time is still free: booked again', async () => {
    at('2026-11-22T10:00:00Z');
    const { id, txRef } = await hold('A', '2026-11-23T15:30:00+01:00');
    at('2026-11-22T10:20:00Z');
    await keep();
    expect((await deposit(id)).status).toBe('EXPIRED');
    await sandbox(txRef, 'pay');
    expect((await deposit(id)).status).toBe('PAID');
    expect((await appointment(id)).bookingStatus).toBe('PENDING');
    expect(await trail(id)).toEqual(['CHARGE 500000']);
  });

  it('paid after expiry for a time taken meanwhile: refunded through the gateway, once', async () => {
    at('2026-11-22T10:00:00Z');
    const { id, txRef } = await hold('A', '2026-11-23T17:00:00+01:00');
    at('2026-11-22T10:20:00Z');
    await keep();
    expect((await insert('B', '2026-11-23T17:00:00+01:00', [ids.manicure])).status).toBe(200);
    await sandbox(txRef, 'pay');
    expect((await deposit(id)).status).toBe('REFUND_PENDING');
    expect((await appointment(id)).bookingStatus).toBe('CANCELLED');
    const told = await call('A', `/api/Appointment/Deposit?txRef=${txRef}`);
    expect(told.status).toBe(409);
    expect(told.body.message).toMatch(/refunding your deposit in full/);
    await keep();
    await keep();
    expect((await deposit(id)).status).toBe('REFUNDED');
    expect(await trail(id)).toEqual(['CHARGE 500000', 'REFUND 500000']);
    expect(await mailsTo('a@test.ng', 'Deposit refunded')).not.toHaveLength(0);
  });
});

describe('cancellations, no-shows and refunds', () => {
  const paidHold = async (start: string, employee: string = ids.emp1) => {
    const h = await hold('A', start, [ids.cut], employee);
    await sandbox(h.txRef, 'pay');
    expect((await deposit(h.id)).status).toBe('PAID');
    return h;
  };

  it('the customer cancels inside the window: refunded, retried with backoff while the gateway fails', async () => {
    at('2026-11-22T10:00:00Z');
    const { id } = await paidHold('2026-11-28T10:00:00+01:00');
    expect((await cancel('A', id)).status).toBe(200);
    expect((await deposit(id)).status).toBe('REFUND_PENDING');
    const [mail] = (await mailsTo('a@test.ng', 'Booking cancelled')).slice(-1);
    expect(mail!.textBody).toContain('Deposit being refunded: ₦5,000');
    refundFailures = 2;
    expect((await keep()).refundFailed).toBe(1);
    expect(await deposit(id)).toMatchObject({
      status: 'REFUND_PENDING',
      refundAttempts: 1,
      refundError: 'Gateway timeout',
    });
    // Not before its time: 1 minute after the first failure, 5 after the second.
    expect((await keep()).refundFailed).toBe(0);
    at('2026-11-22T10:01:00Z');
    expect((await keep()).refundFailed).toBe(1);
    at('2026-11-22T10:05:00Z');
    expect((await keep()).refunded).toBe(0);
    at('2026-11-22T10:06:00Z');
    expect((await keep()).refunded).toBe(1);
    expect(await deposit(id)).toMatchObject({ status: 'REFUNDED', refundAttempts: 3, refundError: null });
    expect(await trail(id)).toEqual(['CHARGE 500000', 'REFUND 500000']);
    // The gateway gave the charge back once, and a refund asked again (a process that died before writing down the
    // answer) gives the same refund, not a second one.
    const [tx] = await api.db.select().from(t.paymentTransactions).where(eq(t.paymentTransactions.appointmentId, id));
    expect(tx!.gatewayResponse).toMatchObject({ refunded: 500_000 });
    const [refund] = await api.db
      .select()
      .from(t.moneyMovements)
      .where(and(eq(t.moneyMovements.appointmentId, id), eq(t.moneyMovements.kind, 'REFUND')));
    const again = await api.deps.gateway.refund({ txRef: tx!.txRef, gatewayTxId: null, amountMinor: 500_000 });
    expect(again).toEqual({ ok: true, reference: refund!.reference });
  });

  it('the customer cancels after the window closed: the salon keeps the deposit', async () => {
    at('2026-11-22T10:00:00Z');
    const { id } = await paidHold('2026-11-23T09:00:00+01:00', ids.emp2);
    // 09:00 Lagos on Monday is 22 hours away: inside the last 24 hours.
    expect((await cancel('A', id)).status).toBe(200);
    expect((await deposit(id)).status).toBe('KEPT');
    expect(await trail(id)).toEqual(['CHARGE 500000', 'KEPT 500000']);
    expect((await keep()).refunded).toBe(0);
  });

  it('the salon cancels, even late: refunded', async () => {
    at('2026-11-22T10:00:00Z');
    const { id } = await paidHold('2026-11-23T14:00:00+01:00', ids.emp2);
    expect((await cancel('X', id)).status).toBe(200);
    expect((await deposit(id)).status).toBe('REFUND_PENDING');
    await keep();
    expect((await deposit(id)).status).toBe('REFUNDED');
  });

  it('a no-show keeps the deposit; a reschedule keeps it with the appointment', async () => {
    at('2026-11-22T10:00:00Z');
    const { id } = await paidHold('2026-11-23T16:00:00+01:00', ids.emp2);
    const moved = await call('A', '/api/Appointment/Reschedule', {
      method: 'PUT',
      body: JSON.stringify({ appointmentId: id, startDateTime: '2026-11-23T17:00:00+01:00' }),
    });
    expect(moved.status).toBe(200);
    expect((await deposit(id)).status).toBe('PAID');
    at('2026-11-23T16:30:00Z');
    const missed = await call('X', `/api/Appointment/NoShow/${id}`, { method: 'PUT' });
    expect(missed.status).toBe(200);
    expect((await deposit(id)).status).toBe('KEPT');
    expect(await trail(id)).toEqual(['CHARGE 500000', 'KEPT 500000']);
    const read = await call('A', `/api/Appointment/GetById?id=${id}`);
    expect(read.body.data.deposit).toMatchObject({ status: 'KEPT', amount: 500_000 });
  });

  it('a booking without deposit services answers no deposit and is confirmed at once', async () => {
    at('2026-11-22T10:00:00Z');
    const res = await insert('B', '2026-11-28T12:00:00+01:00', [ids.manicure], ids.emp2);
    expect(res.body).toMatchObject({ message: 'Your Booking has been confirmed', deposit: null });
    const [row] = await api.db
      .select()
      .from(t.deposits)
      .where(and(eq(t.deposits.appointmentId, res.body.data)));
    expect(row).toBeUndefined();
  });
});
