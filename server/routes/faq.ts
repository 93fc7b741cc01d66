/** FAQs grouped by subject. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { FaqGroup, SearchText } from '../http/schemas.ts';
import { listFaqsBySubject } from '../queries/content.ts';

export function faqRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/GetBySubject',
      tag: 'FAQ',
      summary: 'FAQs grouped by subject; optionally one subject',
      query: z.object({ Subject: SearchText }),
      data: z.array(FaqGroup),
    }),
    async (c) => ok(c, await listFaqsBySubject(db, c.req.valid('query').Subject)),
  );
  return r;
}
