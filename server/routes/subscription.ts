/** Subscription plans and their features, as offered (buying one: routes/payment.ts, its rules in server/billing). */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { SubscriptionData, SubscriptionType } from '../http/schemas.ts';
import { listSubscriptionFeatures, listSubscriptionTypes } from '../queries/content.ts';

export function subscriptionTypeRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/GetByStatus',
      tag: 'Subscription',
      summary: 'Plans by status (active by default), cheapest first',
      query: z.object({
        Status: z
          .enum(['true', 'false'], { error: 'must be true or false' })
          .optional()
          .transform((v) => v !== 'false'),
      }),
      data: z.array(SubscriptionType),
    }),
    async (c) => ok(c, await listSubscriptionTypes(db, c.req.valid('query').Status)),
  );
  return r;
}

export function subscriptionDataRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({ path: '/Get', tag: 'Subscription', summary: "Every plan's features", data: z.array(SubscriptionData) }),
    async (c) => ok(c, await listSubscriptionFeatures(db)),
  );
  return r;
}
