/** A branch's weekly opening hours. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Id, Timing } from '../http/schemas.ts';
import { listTimings } from '../queries/catalog.ts';

export function branchAvailabilityRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/GetByBranch',
      tag: 'BranchAvailability',
      summary: 'The week of opening hours of a branch, Monday first',
      query: z.object({ BranchId: Id }),
      data: z.array(Timing),
    }),
    async (c) => {
      const id = c.req.valid('query').BranchId;
      return ok(c, (await listTimings(db, [id])).get(id) ?? []);
    },
  );
  return r;
}
