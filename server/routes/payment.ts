/**
 * Buying a plan: Payment/Initiate records a pending transaction and answers where to pay; the sandbox checkout (served
 * here) or Flutterwave takes the payment and returns to /PaymentStatus; BranchSubscription/Insert then records the
 * subscription, only after the server verified the payment, once per reference. Owner-only, by token. The rules live
 * in server/billing; this module parses, calls and shapes the answer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import { startCheckout } from '../billing/checkout.ts';
import type { PlanBuyer } from '../billing/context.ts';
import { completeSandboxPayment, sandboxCheckout } from '../billing/sandbox.ts';
import { branchPlans, recordSubscription } from '../billing/subscriptions.ts';
import { paymentPurpose, settleByReference } from '../payments/events.ts';
import { DEPOSIT_RETURN } from '../deposits/hold.ts';
import { webhookSigned } from '../payments/gateway.ts';
import { ownBranch, requireAuth, type AuthEnv } from '../http/auth.ts';
import { documentedBody } from '../http/body.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { field } from '../http/form.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { CHECKOUT_HEADERS, checkoutPage, notFoundPage, processedPage } from '../http/sandbox-checkout.ts';
import { Id } from '../http/schemas.ts';
import {
  BranchSubscription,
  PaymentCheckout,
  PaymentInitiateBody,
  PaymentSettled,
  PaymentWebhookBody,
  SubscriptionRecordForm,
} from '../http/account-schemas.ts';

/** The owner and the branch of the token; a branch id in the request must be that one. */
const buyerOf = (c: Context<AuthEnv>, claimedBranchId?: string): PlanBuyer => ({
  branchId: ownBranch(c, 'owner', claimedBranchId),
  userId: c.get('claims').userId,
});

export function paymentRoutes(deps: AppDeps) {
  const owner = createRouter<AuthEnv>();
  owner.use('/Initiate', requireAuth(deps, ['Business']));

  owner.openapi(
    createRoute({
      method: 'post',
      path: '/Initiate',
      tags: ['Payment'],
      summary: 'Start paying for a plan: answers the checkout address and the reference',
      security: [{ Bearer: [] }],
      request: {
        body: {
          content: { 'application/json': { schema: PaymentInitiateBody } },
          required: true,
        },
      },
      responses: jsonResponses(PaymentCheckout, 'Checkout', [400, 401, 403, 404]),
    }),
    async (c) => {
      const { subscriptionTypeId, branchId } = c.req.valid('json');
      return ok(c, valueOr4xx(await startCheckout(deps, buyerOf(c, branchId), { subscriptionTypeId })));
    },
  );

  owner.openapi(
    createRoute({
      method: 'post',
      path: '/Webhook',
      operationId: 'paymentWebhook',
      tags: ['Payment'],
      summary:
        "The gateway's word that a payment changed (verif-hash: FLW_WEBHOOK_HASH); verified with it, recorded once",
      request: {
        headers: z.object({ 'verif-hash': z.string().max(500).optional() }),
        body: { content: { 'application/json': { schema: PaymentWebhookBody } }, required: true },
      },
      responses: jsonResponses(PaymentSettled, 'Recorded', [400, 401, 402, 404]),
    }),
    async (c) => {
      // A call without the gateway's secret is not the gateway's: nothing is read, nothing recorded.
      if (!webhookSigned(deps.gateway, c.req.header('verif-hash')))
        throw new ApiError(401, 'This is not a message of our payment gateway.');
      const settled = valueOr4xx(await settleByReference(deps, c.req.valid('json').data.tx_ref));
      const data =
        settled.purpose === 'plan'
          ? { ...settled, startsAt: settled.startsAt.toISOString(), expiresAt: settled.expiresAt.toISOString() }
          : settled;
      return ok(c, data, 'Payment recorded.');
    },
  );

  const subscription = createRouter<AuthEnv>();
  subscription.use('*', requireAuth(deps, ['Business']));
  subscription.openapi(
    createRoute({
      method: 'get',
      path: '/GetByBranch',
      tags: ['Subscription'],
      summary: "Your branch's plans, the current one first",
      security: [{ Bearer: [] }],
      request: { query: z.object({ BranchId: Id.optional() }) },
      responses: jsonResponses(z.array(BranchSubscription), 'Plans', [400, 401, 403]),
    }),
    async (c) => ok(c, valueOr4xx(await branchPlans(deps, buyerOf(c, c.req.valid('query').BranchId)))),
  );
  subscription.openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'branchSubscriptionMine',
      tags: ['Subscription'],
      summary: 'The same, for the branch of the token',
      security: [{ Bearer: [] }],
      responses: jsonResponses(z.array(BranchSubscription), 'Plans', [401, 403]),
    }),
    async (c) => ok(c, valueOr4xx(await branchPlans(deps, buyerOf(c)))),
  );
  subscription.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: ['Subscription'],
      summary: 'Record a plan after the server verified its payment',
      security: [{ Bearer: [] }],
      request: {
        body: documentedBody(SubscriptionRecordForm, { pGReference: 'SB-7f3a9c2e-1b4d', paymentStatus: 'successful' }),
      },
      responses: messageResponses([400, 401, 402, 403]),
    }),
    async (c) => {
      const f = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      const buyer = buyerOf(c, field(f.branchId, 200) || undefined);
      const txRef = field(f.pGReference, 200);
      if (!txRef) throw new ApiError(400, 'Please fill up: pGReference');
      const subscriptionTypeId = field(f.subscriptionTypeId, 200) || undefined;
      valueOr4xx(await recordSubscription(deps, buyer, { txRef, subscriptionTypeId }));
      return c.json({ status: 'Success' as const, message: 'subscription updated' }, 200);
    },
  );

  // The sandbox's hosted checkout (mounted only while the sandbox is the gateway).
  const sandbox = new Hono();
  sandbox.get('/Checkout', async (c) => {
    const txRef = c.req.query('txRef') ?? '';
    const checkout = await sandboxCheckout(deps, txRef);
    if (!checkout.ok) return c.html(notFoundPage(), 404, CHECKOUT_HEADERS);
    if (!checkout.value.open) {
      const back = (await paymentPurpose(deps, txRef)) === 'deposit' ? DEPOSIT_RETURN : undefined;
      return c.html(processedPage(txRef, checkout.value.result, back), 409, CHECKOUT_HEADERS);
    }
    return c.html(checkoutPage(txRef, checkout.value), 200, CHECKOUT_HEADERS);
  });
  sandbox.post('/Complete', async (c) => {
    const f = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
    // Not trimmed: the reference goes back exactly as the form sent it.
    const txRef = typeof f.txRef === 'string' ? f.txRef.slice(0, 200) : '';
    const done = await completeSandboxPayment(deps, { txRef, paid: f.outcome === 'pay' });
    const purpose = await paymentPurpose(deps, txRef);
    // As a real gateway's webhook would: a payment is recorded even if the payer never comes back to our page, and a
    // cancelled deposit releases the time it held.
    if (done.ok && (done.value === 'success' || purpose === 'deposit')) await settleByReference(deps, txRef, purpose);
    const status = done.ok ? done.value : 'failed';
    const back = purpose === 'deposit' ? DEPOSIT_RETURN : '/PaymentStatus';
    return c.redirect(`${back}?status=${status}&txRef=${encodeURIComponent(txRef)}`, 303);
  });

  return { owner, subscription, sandbox };
}
