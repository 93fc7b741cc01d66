/** The staff of a branch, as booking options. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Employee, Id } from '../http/schemas.ts';
import { listEmployees } from '../queries/content.ts';

export function branchEmployeeRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/GetByBranch',
      tag: 'BranchEmployee',
      summary: 'Active employees of a branch',
      query: z.object({ BranchId: Id }),
      data: z.array(Employee),
    }),
    async (c) => ok(c, await listEmployees(db, c.req.valid('query').BranchId)),
  );
  return r;
}
