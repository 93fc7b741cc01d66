/** The footer's subscribe box (server/accounts/newsletter.ts): parses, calls and shapes the envelope. */
import { createRoute, z } from '@hono/zod-openapi';
import { subscribe } from '../accounts/newsletter.ts';
import { createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Email } from '../http/account-schemas.ts';

export function newsletterRoutes(deps: AppDeps) {
  const { db, now } = deps;
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
      const { message } = valueOr4xx(await subscribe(deps, c.req.valid('json').email));
      return ok(c, null, message);
    },
  );
  return r;
}
