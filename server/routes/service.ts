/** Service reads (writes come with the business account). */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Id, SearchText, Service } from '../http/schemas.ts';
import { listServiceNames, listServicesOfBranch } from '../queries/catalog.ts';

const tag = 'Service';

export function serviceRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/Search',
      tag,
      summary: 'Names of services offered by active branches, optionally filtered by a name fragment',
      query: z.object({ ServiceName: SearchText }),
      data: z.array(z.object({ serviceName: z.string(), branches: z.number().int() })),
    }),
    async (c) => ok(c, await listServiceNames(db, c.req.valid('query').ServiceName)),
  );
  r.openapi(
    getRoute({
      path: '/GetByBranch',
      tag,
      summary: "A branch's active services",
      query: z.object({ BranchId: Id }),
      data: z.array(Service),
    }),
    async (c) => ok(c, await listServicesOfBranch(db, c.req.valid('query').BranchId)),
  );
  return r;
}
