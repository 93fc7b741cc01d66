/** Plans are bought only with a verified payment, recorded once per reference, for your own branch. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { flutterwaveGateway, paymentProblem } from '../../server/payments/gateway.ts';
import { TEST_SECRET, TEST_WEBHOOK_HASH, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

let clock = new Date('2026-11-22T10:00:00Z');
const api = useTestApi(
  async (db) => {
    await buildCatalog(db);
    const [y] = await db
      .insert(t.users)
      .values({ fullName: 'Yemi', email: 'y@test.ng', passwordHash: '!', role: 'Business' })
      .returning();
    await db.update(t.businesses).set({ ownerUserId: y!.id }).where(eq(t.businesses.id, ids.bizIbadan));
    yId = y!.id;
  },
  () => clock,
);
let yId = '';
const tokenOf = (who: 'X' | 'Y' | 'A') =>
  signToken(
    TEST_SECRET,
    who === 'X'
      ? { userId: ids.owner, role: 'Business', branchId: ids.lekki }
      : who === 'Y'
        ? { userId: yId, role: 'Business', branchId: ids.ibadan }
        : { userId: ids.customerA, role: 'Customer' },
    clock,
  );
const as = async (who: 'X' | 'Y' | 'A', path: string, init: RequestInit = {}) =>
  api.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${await tokenOf(who)}` },
  });
const initiate = (who: 'X' | 'Y' | 'A' = 'X') =>
  as(who, '/api/Payment/Initiate', {
    method: 'POST',
    body: JSON.stringify({ subscriptionTypeId: ids.plan }),
    headers: { 'Content-Type': 'application/json' },
  });
const record = (who: 'X' | 'Y' | 'A', txRef: string) =>
  as(who, '/api/BranchSubscription/Insert', {
    method: 'POST',
    body: new URLSearchParams({
      subscriptionTypeId: ids.plan,
      branchId: who === 'Y' ? ids.ibadan : ids.lekki,
      paymentStatus: 'successful',
      pGReference: txRef,
    }),
  });
const pay = (txRef: string, outcome: 'pay' | 'cancel') =>
  api.app.request('/api/Payment/Sandbox/Complete', { method: 'POST', body: new URLSearchParams({ txRef, outcome }) });
const subscriptions = async () => (await api.db.select().from(t.branchSubscriptions)).length;

describe('the sandbox gateway', () => {
  let txRef = '';
  it('starts a payment and shows a checkout page with the plan, its price, Pay and Cancel', async () => {
    const res = await initiate();
    expect(res.status).toBe(200);
    txRef = res.body.data.txRef;
    expect(res.body.data.checkoutUrl).toBe(`/api/Payment/Sandbox/Checkout?txRef=${txRef}`);
    const page = await api.app.request(res.body.data.checkoutUrl);
    const html = await page.text();
    expect(html).toContain('Basic plan');
    expect(html).toContain('$9.99');
    expect(html).toMatch(/>Pay<\/button>[\s\S]*>Cancel<\/button>/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it(
    'Pay returns to /PaymentStatus; the verified payment ' + 'is recorded once, however often the page reloads',
    async () => {
      const back = await pay(txRef, 'pay');
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/PaymentStatus?status=success&txRef=${txRef}`);
      expect((await record('X', txRef)).body).toEqual({ status: 'Success', message: 'subscription updated' });
      expect((await record('X', txRef)).body.message).toBe('subscription updated');
      expect(await subscriptions()).toBe(1);
      const current = (await as('X', `/api/BranchSubscription/GetByBranch?BranchId=${ids.lekki}`)).body.data;
      expect(current[0]).toMatchObject({
        subscriptionTypeId: ids.plan,
        subscriptionName: 'Basic',
        isCurrent: true,
        pGReference: txRef,
      });
      expect(current[0].expiresAt).toBe('2026-12-22T10:00:00.000Z');
      // Paying twice on the same checkout does nothing more.
      expect((await pay(txRef, 'pay')).headers.get('location')).toMatch(/status=failed/);
    },
  );

  it('a forged return (status=success&txRef=made-up) records nothing', async () => {
    const res = await record('X', 'made-up');
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/could not find this payment/);
    expect(await subscriptions()).toBe(1);
  });

  it('a cancelled or unpaid payment records nothing', async () => {
    const unpaid = (await initiate()).body.data.txRef;
    expect((await record('X', unpaid)).body.message).toBe(
      'This payment was not completed. Please choose your plan again to retry.',
    );
    const cancelled = (await initiate()).body.data.txRef;
    expect((await pay(cancelled, 'cancel')).headers.get('location')).toBe(
      `/PaymentStatus?status=cancelled&txRef=${cancelled}`,
    );
    expect((await record('X', cancelled)).status).toBe(402);
    expect(await subscriptions()).toBe(1);
  });

  it("nobody buys for a branch that is not theirs, or uses another salon's payment", async () => {
    expect((await initiate('A')).status).toBe(403);
    const mine = (await initiate()).body.data.txRef;
    await pay(mine, 'pay');
    expect((await record('Y', mine)).status).toBe(403);
    expect((await as('Y', `/api/BranchSubscription/GetByBranch?BranchId=${ids.lekki}`)).status).toBe(403);
    expect(
      (
        await as('A', '/api/BranchSubscription/Insert', {
          method: 'POST',
          body: new URLSearchParams({ pGReference: mine }),
        })
      ).status,
    ).toBe(403);
    // Paying recorded the plan for the branch that started the payment (X's), as the gateway's webhook does; Y's
    // branch got nothing.
    expect(await subscriptions()).toBe(2);
    const ibadan = await api.db
      .select()
      .from(t.branchSubscriptions)
      .where(eq(t.branchSubscriptions.branchId, ids.ibadan));
    expect(ibadan).toEqual([]);
  });

  it('a renewal starts when the current plan ends; an expired plan no longer counts as current', async () => {
    const renewal = (await initiate()).body.data.txRef;
    await pay(renewal, 'pay');
    await record('X', renewal);
    const rows = await api.db
      .select()
      .from(t.branchSubscriptions)
      .where(eq(t.branchSubscriptions.pgReference, renewal));
    // After the plans paid above (the last, in the test before, runs until 21 January).
    expect(rows[0]!.startsAt.toISOString()).toBe('2027-01-21T10:00:00.000Z');
    // Past the end of the last plan (the renewal's, until 20 February).
    clock = new Date('2027-03-01T00:00:00Z');
    const res = await as('X', '/api/BranchSubscription/');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const later = res.body.data;
    expect(later.every((s: { isCurrent: boolean }) => !s.isCurrent)).toBe(true);
    clock = new Date('2026-11-22T10:00:00Z');
    const { rows: txs } = await api.db.execute(
      sql`select count(*)::int as n from payment_transactions where status = 'verified'`,
    );
    expect(Number((txs[0] as { n: number }).n)).toBe(3);
  });
});

describe('the gateway webhook (POST /api/Payment/Webhook)', () => {
  const hook = (txRef: string, hash: string | null = TEST_WEBHOOK_HASH) =>
    api.request('/api/Payment/Webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(hash === null ? {} : { 'verif-hash': hash }) },
      body: JSON.stringify({ event: 'charge.completed', data: { id: 1, tx_ref: txRef, status: 'successful' } }),
    });
  /** A payment the gateway took without the payer coming back to us (the sandbox's own record, marked paid). */
  async function paidElsewhere() {
    const txRef: string = (await initiate()).body.data.txRef;
    await api.db
      .update(t.paymentTransactions)
      .set({ gatewayResponse: { status: 'successful' } })
      .where(eq(t.paymentTransactions.txRef, txRef));
    return txRef;
  }
  const plansOf = async (txRef: string) =>
    api.db.select().from(t.branchSubscriptions).where(eq(t.branchSubscriptions.pgReference, txRef));

  it('records a verified payment once, however often it is delivered; the return finds it recorded', async () => {
    const txRef = await paidElsewhere();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await hook(txRef));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(answers[0]!.body.message).toBe('Payment recorded.');
    expect(await plansOf(txRef)).toHaveLength(1);
    expect((await record('X', txRef)).body.message).toBe('subscription updated');
    expect(await plansOf(txRef)).toHaveLength(1);
  });

  it('believes nothing without the gateway’s secret, and records nothing the gateway did not take', async () => {
    const before = await subscriptions();
    const txRef = await paidElsewhere();
    for (const hash of [null, '', 'test-webhook-hash-7c1f', TEST_WEBHOOK_HASH.toUpperCase()]) {
      const forged = await hook(txRef, hash);
      expect(forged.status, String(hash)).toBe(401);
      expect(forged.body).toEqual({ status: 'Error', message: 'This is not a message of our payment gateway.' });
    }
    // Signed, but for a reference we never issued, or a payment still open at the gateway.
    expect((await hook('FLW-made-up')).status).toBe(404);
    const open: string = (await initiate()).body.data.txRef;
    const unpaid = await hook(open);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toBe('This payment was not completed. Please choose your plan again to retry.');
    const bad = await api.request('/api/Payment/Webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'verif-hash': TEST_WEBHOOK_HASH },
      body: JSON.stringify({ event: 'charge.completed', data: {} }),
    });
    expect(bad.status).toBe(400);
    expect(await subscriptions()).toBe(before);
  });
});

describe('Flutterwave verification', () => {
  const fake = (data: object, status = 'success') =>
    (async () => new Response(JSON.stringify({ status, data }), { status: 200 })) as unknown as typeof fetch;
  const expected = { txRef: 'FLW-1', amountMinor: 2499, currency: 'USD' };
  it.each([
    [{ tx_ref: 'FLW-1', status: 'successful', amount: 24.99, currency: 'USD' }, null],
    [{ tx_ref: 'FLW-1', status: 'failed', amount: 24.99, currency: 'USD' }, /not completed/],
    [{ tx_ref: 'FLW-1', status: 'successful', amount: 1, currency: 'USD' }, /less than the price/],
    [{ tx_ref: 'FLW-1', status: 'successful', amount: 24.99, currency: 'NGN' }, /another currency/],
    [{ tx_ref: 'FLW-2', status: 'successful', amount: 24.99, currency: 'USD' }, /could not find/],
  ])('checks reference, status, amount and currency: %j', async (data, problem) => {
    const verification = await flutterwaveGateway('FLWSECK_TEST-x', fake(data)).verify('FLW-1');
    const result = paymentProblem(verification, expected);
    if (problem === null) expect(result).toBeNull();
    else expect(result).toMatch(problem);
  });
});
