/**
 * The signed link of a reminder mail: read, reschedule or cancel that one appointment without logging in, until it
 * starts, under the customer's rules (server/booking). The token is the only credential, so these calls are public.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { linkedAppointment } from '../booking/manage-link.ts';
import { reschedule } from '../booking/reschedule.ts';
import { seeAppointment } from '../booking/see.ts';
import { changeStatus } from '../booking/status.ts';
import {
  AppointmentRead,
  ManageCancelBody,
  ManageRescheduleBody,
  ManageToken,
  movedAnswer,
  Rescheduled,
} from '../http/booking-schemas.ts';
import { createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';

const tag = 'Appointment';

export function manageRoutes(deps: AppDeps) {
  const r = createRouter();
  const appointmentOf = async (token: string) => valueOr4xx(await linkedAppointment(deps, token));

  r.openapi(
    createRoute({
      method: 'get',
      path: '/Appointment',
      operationId: 'manageAppointment',
      tags: [tag],
      summary: 'The appointment a signed manage link (from a reminder mail) is for',
      security: [],
      request: { query: z.object({ token: ManageToken }) },
      responses: jsonResponses(AppointmentRead, 'Appointment', [400, 403, 404]),
    }),
    async (c) => {
      const id = await appointmentOf(c.req.valid('query').token);
      return ok(c, valueOr4xx(await seeAppointment(deps, { role: 'Link', appointmentId: id }, id)));
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/Reschedule',
      operationId: 'manageReschedule',
      tags: [tag],
      summary: "Move the link's appointment to a free time (the customer's rules: before it starts, minimum notice)",
      security: [],
      request: { body: { content: { 'application/json': { schema: ManageRescheduleBody } }, required: true } },
      responses: jsonResponses(Rescheduled, 'Moved', [400, 403, 404, 409]),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const id = await appointmentOf(body.token);
      const moved = valueOr4xx(
        await reschedule(
          deps,
          { role: 'Link', appointmentId: id },
          {
            appointmentId: id,
            start: new Date(body.startDateTime),
            branchEmployeeId: body.branchEmployeeId,
          },
        ),
      );
      return c.json(movedAnswer(moved), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/Cancel',
      operationId: 'manageCancel',
      tags: [tag],
      summary: "Cancel the link's appointment (before it starts)",
      security: [],
      request: { body: { content: { 'application/json': { schema: ManageCancelBody } }, required: true } },
      responses: messageResponses([400, 403, 404, 409]),
    }),
    async (c) => {
      const id = await appointmentOf(c.req.valid('json').token);
      const { message } = valueOr4xx(await changeStatus(deps, { role: 'Link', appointmentId: id }, id, 'cancel'));
      return c.json({ status: 'Success' as const, message }, 200);
    },
  );
  return r;
}
