/** Category reads. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Category } from '../http/schemas.ts';
import { listCategories } from '../queries/content.ts';

const tag = 'Category';
const Status = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((v) => v !== 'false');

export function categoryRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/GetByStatus',
      tag,
      summary: 'Categories by status (active by default), in catalog order',
      query: z.object({ Status }),
      data: z.array(Category),
    }),
    async (c) => ok(c, await listCategories(db, c.req.valid('query').Status)),
  );
  r.openapi(getRoute({ path: '/Get', tag, summary: 'Every category', data: z.array(Category) }), async (c) =>
    ok(c, await listCategories(db)),
  );
  return r;
}
