/** The staff of a branch, as booking options; with a slot, only those free for it. */
import { z } from '@hono/zod-openapi';
import { freeEmployeesAt } from '../booking/free-staff.ts';
import { ServiceIdList } from '../http/booking-schemas.ts';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { getRoute } from '../http/route.ts';
import { Employee, Id } from '../http/schemas.ts';
import { listEmployees } from '../queries/content.ts';

export function branchEmployeeRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/GetByBranch',
      tag: 'BranchEmployee',
      summary:
        'Active employees of a branch; with AppointmentDate (an ISO date-time) and ServiceIds, ' +
        'only those free for that slot',
      query: z.object({
        BranchId: Id,
        AppointmentDate: z.iso
          .datetime({ offset: true, error: 'must be a date-time like 2026-12-05T09:30:00+01:00' })
          .optional(),
        ServiceIds: ServiceIdList,
      }),
      data: z.array(Employee),
      errors: [400, 404],
    }),
    async (c) => {
      const { BranchId, AppointmentDate, ServiceIds } = c.req.valid('query');
      if (!AppointmentDate) return ok(c, await listEmployees(db, BranchId));
      return ok(c, valueOr4xx(await freeEmployeesAt(deps, BranchId, new Date(AppointmentDate), ServiceIds)));
    },
  );
  return r;
}
