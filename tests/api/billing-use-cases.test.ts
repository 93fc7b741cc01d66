/**
 * The billing use-cases called directly (no HTTP): each answers its value or a typed refusal, and a refusal records
 * no plan. The routes only map these to the envelope and the sandbox's pages.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckout } from '../../server/billing/checkout.ts';
import type { BillingDeps, PlanBuyer } from '../../server/billing/context.ts';
import { completeSandboxPayment, sandboxCheckout } from '../../server/billing/sandbox.ts';
import { branchPlans, recordSubscription } from '../../server/billing/subscriptions.ts';
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { sandboxGateway, type Gateway, type Verification } from '../../server/payments/gateway.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { freshDatabase } from '../support/test-db.ts';

let database: Database;
let deps: BillingDeps;
let clock = new Date('2026-11-22T10:00:00Z');
const lekki: PlanBuyer = { userId: ids.owner, branchId: ids.lekki };
const ibadan: PlanBuyer = { userId: ids.owner, branchId: ids.ibadan };
const basic = { subscriptionTypeId: ids.plan };

const checkout = async (d: BillingDeps = deps) => {
  const started = await startCheckout(d, lekki, basic);
  if (!started.ok) throw new Error(started.refusal.message);
  return started.value.txRef;
};
const subscriptions = async () => (await database.db.select().from(t.branchSubscriptions)).length;
const transaction = async (txRef: string) =>
  (await database.db.select().from(t.paymentTransactions).where(eq(t.paymentTransactions.txRef, txRef)))[0]!;

beforeAll(async () => {
  database = await freshDatabase();
  await buildCatalog(database.db);
  deps = { db: database.db, now: () => clock, gateway: sandboxGateway(database.db), siteUrl: 'http://localhost:4321' };
});
afterAll(() => database.close());

describe('startCheckout', () => {
  it('records a pending transaction for an offered plan and answers where to pay', async () => {
    const started = await startCheckout(deps, lekki, basic);
    expect(started).toEqual({
      ok: true,
      value: { txRef: expect.stringMatching(/^SB-/), checkoutUrl: expect.any(String) },
    });
    const { txRef, checkoutUrl } = started.ok ? started.value : { txRef: '', checkoutUrl: '' };
    expect(checkoutUrl).toBe(`/api/Payment/Sandbox/Checkout?txRef=${txRef}`);
    expect(await transaction(txRef)).toMatchObject({
      status: 'pending',
      gateway: 'sandbox',
      branchId: ids.lekki,
      userId: ids.owner,
      subscriptionTypeId: ids.plan,
      amount: 9.99,
      currency: 'USD',
      gatewayResponse: null,
    });
  });

  it('sends a hosted gateway the price, the payer and the return address', async () => {
    const asked: Parameters<Gateway['checkoutUrl']>[0][] = [];
    const hosted: Gateway = {
      name: 'flutterwave',
      checkoutUrl: async (tx) => (asked.push(tx), 'https://pay.example/abc'),
      verify: async () => null,
      refund: async () => ({ ok: false, error: 'not used' }),
    };
    const started = await startCheckout({ ...deps, gateway: hosted }, lekki, basic);
    expect(started).toMatchObject({ ok: true, value: { checkoutUrl: 'https://pay.example/abc' } });
    expect(asked).toEqual([
      {
        txRef: expect.stringMatching(/^FLW-/),
        amount: '9.99',
        currency: 'USD',
        title: 'Basic plan',
        email: 'owner@test.ng',
        redirectUrl: 'http://localhost:4321/PaymentStatus',
      },
    ]);
  });

  it('refuses a plan no longer offered (or unknown) and records nothing', async () => {
    const [retired] = await database.db
      .select({ id: t.subscriptionTypes.id })
      .from(t.subscriptionTypes)
      .where(eq(t.subscriptionTypes.status, false));
    const before = (await database.db.select().from(t.paymentTransactions)).length;
    for (const subscriptionTypeId of [retired!.id, '90000000-0000-4000-8000-00000000ffff'])
      expect(await startCheckout(deps, lekki, { subscriptionTypeId })).toEqual({
        ok: false,
        refusal: { refused: 'not-found', message: 'This plan is no longer offered.' },
      });
    expect((await database.db.select().from(t.paymentTransactions)).length).toBe(before);
  });
});

describe('the sandbox checkout', () => {
  it('is open until paid, then answers how it went; a second Pay or Cancel changes nothing', async () => {
    const txRef = await checkout();
    expect(await sandboxCheckout(deps, txRef)).toEqual({
      ok: true,
      value: { open: true, title: 'Basic plan', business: 'Kinks & Coils Studio', amount: 9.99, currency: 'USD' },
    });
    expect(await completeSandboxPayment(deps, { txRef, paid: true })).toEqual({ ok: true, value: 'success' });
    const marked = (await transaction(txRef)).gatewayResponse;
    expect(marked).toEqual({ status: 'successful', at: clock.toISOString() });
    expect(await completeSandboxPayment(deps, { txRef, paid: false })).toMatchObject({
      ok: false,
      refusal: { refused: 'conflict' },
    });
    expect((await transaction(txRef)).gatewayResponse).toEqual(marked);
    expect(await sandboxCheckout(deps, txRef)).toEqual({ ok: true, value: { open: false, result: 'success' } });
  });

  it('a cancelled checkout reads as cancelled', async () => {
    const txRef = await checkout();
    expect(await completeSandboxPayment(deps, { txRef, paid: false })).toEqual({ ok: true, value: 'cancelled' });
    expect(await sandboxCheckout(deps, txRef)).toEqual({ ok: true, value: { open: false, result: 'cancelled' } });
  });

  it('an unknown or empty reference is not found, and Complete on it changes nothing', async () => {
    for (const txRef of ['', 'SB-made-up'])
      expect(await sandboxCheckout(deps, txRef)).toEqual({
        ok: false,
        refusal: { refused: 'not-found', message: 'This checkout link is not valid.' },
      });
    expect(await completeSandboxPayment(deps, { txRef: 'SB-made-up', paid: true })).toMatchObject({ ok: false });
  });
});

describe('recordSubscription and branchPlans', () => {
  const record = (txRef: string, buyer = lekki, subscriptionTypeId?: string) =>
    recordSubscription(deps, buyer, { txRef, subscriptionTypeId });

  it('refuses what is not a verified payment of this branch for this plan, and records no plan', async () => {
    const unpaid = await checkout();
    expect(await record('SB-made-up')).toEqual({
      ok: false,
      refusal: {
        refused: 'payment-required',
        message: 'We could not find this payment. If you were charged, please contact us with the reference.',
      },
    });
    expect(await record(unpaid, ibadan)).toEqual({
      ok: false,
      refusal: { refused: 'forbidden', message: 'This payment belongs to another salon.' },
    });
    expect(await record(unpaid, lekki, '90000000-0000-4000-8000-00000000ffff')).toEqual({
      ok: false,
      refusal: { refused: 'invalid', message: 'This payment was made for another plan.' },
    });
    expect((await transaction(unpaid)).status).toBe('pending');
    expect(await record(unpaid)).toEqual({
      ok: false,
      refusal: {
        refused: 'payment-required',
        message: 'This payment was not completed. Please choose your plan again to retry.',
      },
    });
    // The gateway's answer is kept on the transaction for support; no plan is recorded.
    expect((await transaction(unpaid)).status).toBe('failed');
    expect(await subscriptions()).toBe(0);
    expect(await branchPlans(deps, lekki)).toEqual({ ok: true, value: [] });
  });

  it('a payment below the price is refused and the transaction stays as it was', async () => {
    const short: Gateway = {
      name: 'flutterwave',
      checkoutUrl: async () => 'https://pay.example/short',
      verify: async (txRef): Promise<Verification> => ({
        txRef,
        paid: true,
        declined: false,
        amountMinor: 100,
        currency: 'USD',
        raw: { amount: 1 },
      }),
      refund: async () => ({ ok: false, error: 'not used' }),
    };
    const txRef = await checkout({ ...deps, gateway: short });
    expect(await recordSubscription({ ...deps, gateway: short }, lekki, { txRef })).toMatchObject({
      ok: false,
      refusal: { refused: 'payment-required', message: expect.stringMatching(/less than the price/) },
    });
    expect(await transaction(txRef)).toMatchObject({ status: 'pending', gatewayResponse: { amount: 1 } });
    expect(await subscriptions()).toBe(0);
  });

  it('records a verified payment once, for the plan period; the branch sees it as current', async () => {
    const txRef = await checkout();
    await completeSandboxPayment(deps, { txRef, paid: true });
    const period = {
      startsAt: new Date('2026-11-22T10:00:00Z'),
      expiresAt: new Date('2026-12-22T10:00:00Z'),
    };
    expect(await record(txRef, lekki, ids.plan)).toEqual({ ok: true, value: period });
    expect(await record(txRef)).toEqual({ ok: true, value: period });
    expect(await subscriptions()).toBe(1);
    expect(await transaction(txRef)).toMatchObject({
      status: 'verified',
      verifiedAt: clock,
      gatewayResponse: { status: 'successful' },
    });
    expect(await branchPlans(deps, lekki)).toEqual({
      ok: true,
      value: [
        {
          subscriptionTypeId: ids.plan,
          subscriptionName: 'Basic',
          paymentStatus: 'successful',
          pGReference: txRef,
          startsAt: '2026-11-22T10:00:00.000Z',
          expiresAt: '2026-12-22T10:00:00.000Z',
          isCurrent: true,
        },
      ],
    });
    expect(await branchPlans(deps, ibadan)).toEqual({ ok: true, value: [] });
  });

  it('a renewal starts when the running plan ends, current till then; once both expired, none is', async () => {
    const renewal = await checkout();
    await completeSandboxPayment(deps, { txRef: renewal, paid: true });
    expect(await record(renewal)).toEqual({
      ok: true,
      value: { startsAt: new Date('2026-12-22T10:00:00Z'), expiresAt: new Date('2027-01-21T10:00:00Z') },
    });
    // Until the running plan ends, it is the current one, listed first; the renewal waits its turn.
    const during = await branchPlans(deps, lekki);
    expect(during.ok && during.value.map((p) => [p.startsAt, p.isCurrent])).toEqual([
      ['2026-11-22T10:00:00.000Z', true],
      ['2026-12-22T10:00:00.000Z', false],
    ]);
    clock = new Date('2026-12-25T00:00:00Z');
    const renewed = await branchPlans(deps, lekki);
    expect(renewed.ok && renewed.value.map((p) => [p.pGReference, p.isCurrent])).toEqual([
      [renewal, true],
      [expect.any(String), false],
    ]);
    clock = new Date('2027-02-01T00:00:00Z');
    const later = await branchPlans(deps, lekki);
    expect(later.ok && later.value.map((p) => [p.pGReference, p.isCurrent])).toEqual([
      [renewal, false],
      [expect.any(String), false],
    ]);
    clock = new Date('2026-11-22T10:00:00Z');
  });
});
