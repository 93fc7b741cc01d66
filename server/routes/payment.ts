/**
 * Buying a plan: Payment/Initiate records a pending transaction and answers where to pay; the sandbox checkout (served
 * here) or Flutterwave takes the payment and returns to /PaymentStatus; BranchSubscription/Insert then records the
 * subscription, only after the server verified the payment, once per reference. Owner-only, by token.
 */
import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  branches,
  branchSubscriptions,
  businesses,
  paymentTransactions,
  subscriptionTypes,
  users,
} from '../db/schema.ts';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { escapeHtml as escape, htmlPage } from '../http/html.ts';
import { documentedBody } from '../http/body.ts';
import { Id } from '../http/schemas.ts';
import {
  BranchSubscription,
  PaymentCheckout,
  PaymentInitiateBody,
  SubscriptionRecordForm,
} from '../http/account-schemas.ts';
import { paymentProblem } from '../payments/gateway.ts';
import { ownBranch } from '../http/auth.ts';

const CHECKOUT_STYLE = [
  'body{font-family:system-ui,sans-serif;background:#fbf7f2;color:#1f1a24;display:grid;place-items:center;',
  'min-height:100vh;margin:0;padding:1rem}',
  'main{background:#fff;border-radius:16px;padding:2rem;max-width:26rem;width:100%;',
  'box-shadow:0 6px 20px rgb(0 0 0/8%)}',
  '.price{font-size:2rem;font-weight:800}',
  'button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:.7rem 1.4rem;cursor:pointer;',
  'min-height:2.75rem}',
  '.pay{background:#3b1f4a;color:#fff}.cancel{background:#efe6f3;color:#3b1f4a}form{display:inline}',
  '.note{color:#5b5361;font-size:.9rem}',
].join('');

export function paymentRoutes(deps: AppDeps) {
  const { db, now, gateway } = deps;
  const owner = createRouter<AuthEnv>();
  owner.use('/Initiate', requireAuth(deps.jwtSecret, now, ['Business']));

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
      const ownBranchId = ownBranch(c, branchId);
      const [plan] = await db
        .select()
        .from(subscriptionTypes)
        .where(and(eq(subscriptionTypes.id, subscriptionTypeId), eq(subscriptionTypes.status, true)));
      if (!plan) throw new ApiError(404, 'This plan is no longer offered.');
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, c.get('claims').userId));
      const txRef = `${gateway.name === 'sandbox' ? 'SB' : 'FLW'}-${randomUUID()}`;
      await db.insert(paymentTransactions).values({
        txRef,
        gateway: gateway.name,
        userId: c.get('claims').userId,
        branchId: ownBranchId,
        subscriptionTypeId,
        amount: plan.usdPrice,
        currency: 'USD',
      });
      const redirectUrl = new URL('/PaymentStatus', deps.siteUrl).toString();
      const checkoutUrl = await gateway.checkoutUrl({
        txRef,
        amount: plan.usdPrice,
        currency: 'USD',
        planName: plan.subscriptionName,
        email: user?.email ?? '',
        redirectUrl,
      });
      return ok(c, { txRef, checkoutUrl });
    },
  );

  const subscription = createRouter<AuthEnv>();
  subscription.use('*', requireAuth(deps.jwtSecret, now, ['Business']));
  const list = async (branchId: string) => {
    const rows = await db
      .select({ s: branchSubscriptions, name: subscriptionTypes.subscriptionName })
      .from(branchSubscriptions)
      .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, branchSubscriptions.subscriptionTypeId))
      .where(eq(branchSubscriptions.branchId, branchId))
      .orderBy(desc(sql`${branchSubscriptions.expiresAt} > ${now()}`), desc(branchSubscriptions.startsAt));
    const t = now().getTime();
    // The current plan first; an expired plan no longer counts as current.
    return rows.map(({ s, name }, i) => ({
      subscriptionTypeId: s.subscriptionTypeId,
      subscriptionName: name,
      paymentStatus: s.paymentStatus,
      pGReference: s.pgReference,
      startsAt: s.startsAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      isCurrent: i === 0 && s.startsAt.getTime() <= t && s.expiresAt.getTime() > t,
    }));
  };
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
    async (c) => ok(c, await list(ownBranch(c, c.req.valid('query').BranchId))),
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
    async (c) => ok(c, await list(ownBranch(c))),
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
      const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 200) : '');
      const branchId = ownBranch(c, str(f.branchId) || undefined);
      const txRef = str(f.pGReference);
      if (!txRef) throw new ApiError(400, 'Please fill up: pGReference');
      const [tx] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.txRef, txRef));
      // A made-up or someone else's reference records nothing.
      if (!tx)
        throw new ApiError(
          402,
          'We could not find this payment. If you were charged, please contact us with the reference.',
        );
      if (tx.branchId !== branchId) throw new ApiError(403, 'This payment belongs to another salon.');
      if (str(f.subscriptionTypeId) && str(f.subscriptionTypeId) !== tx.subscriptionTypeId)
        throw new ApiError(400, 'This payment was made for another plan.');
      const [already] = await db.select().from(branchSubscriptions).where(eq(branchSubscriptions.pgReference, txRef));
      if (already) return c.json({ status: 'Success' as const, message: 'subscription updated' }, 200);
      const verification = await gateway.verify(txRef);
      const problem = paymentProblem(verification, { txRef, amount: tx.amount, currency: tx.currency });
      if (problem) {
        await db
          .update(paymentTransactions)
          .set({
            status: verification?.paid === false ? 'failed' : tx.status,
            gatewayResponse: verification?.raw ?? tx.gatewayResponse,
          })
          .where(eq(paymentTransactions.id, tx.id));
        throw new ApiError(402, problem);
      }
      const [plan] = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, tx.subscriptionTypeId));
      // A renewal of the current plan starts when it ends; any other plan starts now.
      const [running] = await db
        .select({ expiresAt: branchSubscriptions.expiresAt })
        .from(branchSubscriptions)
        .where(
          and(
            eq(branchSubscriptions.branchId, branchId),
            eq(branchSubscriptions.subscriptionTypeId, tx.subscriptionTypeId),
            gt(branchSubscriptions.expiresAt, now()),
          ),
        )
        .orderBy(desc(branchSubscriptions.expiresAt))
        .limit(1);
      const startsAt = running?.expiresAt ?? now();
      await db.transaction(async (t) => {
        await t
          .insert(branchSubscriptions)
          .values({
            branchId,
            subscriptionTypeId: tx.subscriptionTypeId,
            paymentStatus: 'successful',
            pgReference: txRef,
            startsAt,
            expiresAt: new Date(startsAt.getTime() + plan!.periodDays * 86_400_000),
          })
          .onConflictDoNothing();
        await t
          .update(paymentTransactions)
          .set({ status: 'verified', verifiedAt: now(), gatewayResponse: verification!.raw ?? null })
          .where(eq(paymentTransactions.id, tx.id));
      });
      return c.json({ status: 'Success' as const, message: 'subscription updated' }, 200);
    },
  );

  // The sandbox's hosted checkout: plain HTML forms, no script, our own CSP.
  const sandbox = new Hono();
  const csp =
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
  sandbox.get('/Checkout', async (c) => {
    const txRef = c.req.query('txRef') ?? '';
    const [row] = txRef
      ? await db
          .select({
            tx: paymentTransactions,
            plan: subscriptionTypes.subscriptionName,
            business: businesses.businessName,
          })
          .from(paymentTransactions)
          .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, paymentTransactions.subscriptionTypeId))
          .innerJoin(branches, eq(branches.id, paymentTransactions.branchId))
          .innerJoin(businesses, eq(businesses.id, branches.businessId))
          .where(and(eq(paymentTransactions.txRef, txRef), eq(paymentTransactions.gateway, 'sandbox')))
      : [];
    const page = (body: string) => htmlPage({ title: 'Sandbox checkout | Salonbook', body, style: CHECKOUT_STYLE });
    const headers = { 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' };
    if (!row)
      return c.html(
        page(
          '<h1>Payment not found</h1><p>This checkout link is not valid. ' +
            'Please choose your plan again from <a href="/partner-fees">Partner Fees</a>.</p>',
        ),
        404,
        headers,
      );
    const outcome = (row.tx.gatewayResponse as { status?: string } | null)?.status;
    if (row.tx.status !== 'pending' || outcome) {
      const result = outcome === 'successful' ? 'success' : 'cancelled';
      const status = `?status=${result}&amp;txRef=${encodeURIComponent(txRef)}`;
      return c.html(
        page(
          '<h1>Already processed</h1><p>This payment has already been processed. ' +
            `<a href="/PaymentStatus${status}">See its status</a>.</p>`,
        ),
        409,
        headers,
      );
    }
    const form = (choice: string, label: string, cls: string) =>
      '<form method="post" action="/api/Payment/Sandbox/Complete">' +
      `<input type="hidden" name="txRef" value="${escape(txRef)}">` +
      `<input type="hidden" name="outcome" value="${choice}">` +
      `<button class="${cls}" type="submit">${label}</button></form>`;
    return c.html(
      page(
        '<p class="note">Sandbox checkout: no real money moves.</p>' +
          `<h1>${escape(row.plan)} plan</h1><p>For ${escape(row.business)}</p>` +
          `<p class="price">$${row.tx.amount.toFixed(2)} <small>USD</small></p>` +
          `<p>Reference: <code>${escape(txRef)}</code></p>` +
          `<p>${form('pay', 'Pay', 'pay')} ${form('cancel', 'Cancel', 'cancel')}</p>`,
      ),
      200,
      headers,
    );
  });
  sandbox.post('/Complete', async (c) => {
    const f = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
    const txRef = typeof f.txRef === 'string' ? f.txRef.slice(0, 200) : '';
    const paid = f.outcome === 'pay';
    const updated = await db
      .update(paymentTransactions)
      .set({ gatewayResponse: { status: paid ? 'successful' : 'cancelled', at: now().toISOString() } })
      .where(
        and(
          eq(paymentTransactions.txRef, txRef),
          eq(paymentTransactions.gateway, 'sandbox'),
          eq(paymentTransactions.status, 'pending'),
          sql`${paymentTransactions.gatewayResponse} is null`,
        ),
      )
      .returning({ id: paymentTransactions.id });
    if (!updated.length) return c.redirect(`/PaymentStatus?status=failed&txRef=${encodeURIComponent(txRef)}`, 303);
    return c.redirect(
      `/PaymentStatus?status=${paid ? 'success' : 'cancelled'}&txRef=${encodeURIComponent(txRef)}`,
      303,
    );
  });

  return { owner, subscription, sandbox };
}
