/**
 * The appointment reads under /api/Appointment (design.md section 2 paths): a customer's own, a salon's, by status,
 * and one by id. The lists come from server/queries/appointments.ts; who may see one appointment is a booking rule
 * (server/booking/see.ts). This module parses, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { seeAppointment } from '../booking/see.ts';
import { NOT_YOURS } from '../booking/status.ts';
import { actorOf, mayOnBranch, requireAuth, type AuthEnv } from '../http/auth.ts';
import { AppointmentRead } from '../http/booking-schemas.ts';
import { ApiError, createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id } from '../http/schemas.ts';
import { appointmentsInStatus, branchAppointments, customerAppointments } from '../queries/appointments.ts';

const tag = 'Appointment';

export function appointmentReadRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = createRouter<AuthEnv>();
  r.use('*', requireAuth(deps));
  const list = z.array(AppointmentRead);
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByUser',
      tags: [tag],
      summary: "A customer's own appointments, newest first",
      security: [{ Bearer: [] }],
      request: { query: z.object({ CustomerId: Id.optional() }) },
      responses: jsonResponses(list, 'Appointments', [400, 401, 403]),
    }),
    async (c) => {
      const claims = c.get('claims');
      const id = c.req.valid('query').CustomerId;
      if (claims.role !== 'Customer' || (id && id !== claims.userId)) throw new ApiError(403, NOT_YOURS);
      return ok(c, await customerAppointments(db, claims.userId));
    },
  );
  const byBranch = async (c: Context<AuthEnv>, branchId: string | undefined) => {
    const branch = branchId ?? c.get('claims').branchId;
    if (!branch || !mayOnBranch(c, 'day', branch)) throw new ApiError(403, NOT_YOURS);
    return ok(c, await branchAppointments(db, branch));
  };
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByBranchId',
      tags: [tag],
      summary: "A salon's appointments, newest first (owner only)",
      security: [{ Bearer: [] }],
      request: { query: z.object({ BranchId: Id.optional() }) },
      responses: jsonResponses(list, 'Appointments', [400, 401, 403]),
    }),
    async (c) => byBranch(c, c.req.valid('query').BranchId),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByBranch/{id}',
      tags: [tag],
      summary: 'The same, branch id in the path',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: jsonResponses(list, 'Appointments', [400, 401, 403]),
    }),
    async (c) => byBranch(c, c.req.valid('param').id),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByStatus',
      tags: [tag],
      summary: 'Your appointments (customer) or your salon’s (business) in one booking status',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({
          Status: z.enum(['PENDING', 'BOOKED', 'CANCELLED', 'NO_SHOW'], {
            error: 'must be PENDING, BOOKED, CANCELLED or NO_SHOW',
          }),
        }),
      },
      responses: jsonResponses(list, 'Appointments', [400, 401]),
    }),
    async (c) => ok(c, await appointmentsInStatus(db, actorOf(c), c.req.valid('query').Status)),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetById',
      tags: [tag],
      summary: 'One appointment you can see',
      security: [{ Bearer: [] }],
      request: { query: z.object({ id: Id }) },
      responses: jsonResponses(AppointmentRead, 'Appointment', [400, 401, 403, 404]),
    }),
    async (c) => ok(c, valueOr4xx(await seeAppointment(deps, actorOf(c), c.req.valid('query').id))),
  );
  return r;
}
