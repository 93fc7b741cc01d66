/**
 * Deposits (issue 29): a service's rule, set by the branch's owner or managers (PUT /api/Service/Deposit), and the
 * customer's return from the checkout (GET /api/Appointment/Deposit), where the payment is verified with the gateway
 * before the booking is confirmed. The rules live in server/salons/services.ts and server/deposits; this module
 * parses, calls and shapes the answer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { payerReturns } from '../deposits/settle.ts';
import { ownBranch, requireAuth, type AuthEnv } from '../http/auth.ts';
import { AppointmentRead } from '../http/booking-schemas.ts';
import { ApiError, createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id, Service } from '../http/schemas.ts';
import { appointmentById } from '../queries/appointments.ts';
import { listServicesOfBranch } from '../queries/catalog.ts';
import { serviceBranch, setServiceDeposit } from '../salons/services.ts';

export const ServiceDepositBody = z
  .object({
    serviceId: Id,
    type: z.enum(['NONE', 'PERCENT', 'FIXED'], { error: 'must be NONE, PERCENT or FIXED' }),
    value: z
      .union([z.number(), z.string().max(20)], { error: 'must be a number' })
      .openapi({ description: 'PERCENT: a whole percent 1-100; FIXED: naira, e.g. 2500 or "2500.50"; NONE: 0' }),
  })
  .openapi('ServiceDepositBody');

export function depositRoutes(deps: AppDeps) {
  const service = createRouter<AuthEnv>();
  service.use('/Deposit', requireAuth(deps, ['Business']));
  service.openapi(
    createRoute({
      method: 'put',
      path: '/Deposit',
      operationId: 'serviceDeposit',
      tags: ['Service'],
      summary: 'Set what a service asks up front: nothing, a percent of its price, or a fixed amount in naira',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: ServiceDepositBody } }, required: true } },
      responses: jsonResponses(Service, 'Saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const input = c.req.valid('json');
      const found = await serviceBranch(deps, input.serviceId);
      if (!found) throw new ApiError(404, 'Service not found.');
      const branchId = ownBranch(c, 'salon', found);
      valueOr4xx(await setServiceDeposit(deps, { branchId }, input));
      const saved = (await listServicesOfBranch(deps.db, branchId, false)).find((s) => s.serviceId === input.serviceId);
      return c.json({ status: 'Success' as const, message: 'Deposit saved.', data: saved! }, 200);
    },
  );

  const appointment = createRouter<AuthEnv>();
  appointment.use('/Deposit', requireAuth(deps));
  appointment.openapi(
    createRoute({
      method: 'get',
      path: '/Deposit',
      operationId: 'appointmentDeposit',
      tags: ['Appointment'],
      summary: 'Back from the checkout: the deposit verified with the gateway, and the booking it confirmed',
      security: [{ Bearer: [] }],
      request: { query: z.object({ txRef: z.string().trim().min(1).max(200) }) },
      responses: jsonResponses(AppointmentRead, 'Confirmed', [400, 401, 402, 403, 404, 409]),
    }),
    async (c) => {
      const claims = c.get('claims');
      const { appointmentId } = valueOr4xx(await payerReturns(deps, claims.userId, c.req.valid('query').txRef));
      return ok(c, (await appointmentById(deps.db, appointmentId))!, 'Your Booking has been confirmed');
    },
  );
  return { service, appointment };
}
