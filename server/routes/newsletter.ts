/** The footer's subscribe box. Subscribing twice is fine; the answer does not reveal whether the e-mail was known. */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Email } from '../http/account-schemas.ts';

export function newsletterRoutes({ db, now }: AppDeps) {
  const r = createRouter();
  r.use('/Subscribe', rateLimit(db, now, { name: 'newsletter', limit: 10, windowSeconds: 600 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Subscribe',
      tags: ['Newsletter'],
      summary: 'Subscribe an e-mail address to the newsletter',
      request: { body: { content: { 'application/json': { schema: z.object({ email: Email }) } }, required: true } },
      responses: jsonResponses(z.null(), 'Subscribed', [400, 429]),
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
      return ok(c, null, 'Thank you for subscribing.');
    },
  );
  return r;
}
