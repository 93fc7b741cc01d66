/**
 * Appointments (spec section 7, design.md section 2 paths): Insert, CancelBooking, UpdateReview, Completed and the
 * reads. The rules live in server/booking (one module for every booking use-case); this module parses, calls and
 * shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { appointments } from '../db/schema.ts';
import { book } from '../booking/book.ts';
import { appointmentState } from '../booking/facts.ts';
import { outcome } from '../lib/outcome.ts';
import { reschedule } from '../booking/reschedule.ts';
import { review } from '../booking/review.ts';
import { changeStatus, NOT_YOURS } from '../booking/status.ts';
import { actorOf, requireAuth, type AuthEnv } from '../http/auth.ts';
import { AppointmentInsertBody, AppointmentRead, RescheduleBody, Rescheduled } from '../http/booking-schemas.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id } from '../http/schemas.ts';
import { earlierNoShows, readAppointments } from '../queries/appointments.ts';

const tag = 'Appointment';

/** The answer to a move, the same for an account and for the holder of the appointment's link (./manage.ts). */
export const movedAnswer = (moved: { id: string; startDateTime: string }) => ({
  status: 'Success' as const,
  message: 'Your appointment has been moved.',
  data: { appointmentId: moved.id, startDateTime: moved.startDateTime },
});

export function appointmentRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter<AuthEnv>();
  r.use('*', requireAuth(deps.jwtSecret, now));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: [tag],
      summary:
        'Book: the start time, the employee and the services; the server computes the rest. data is the appointment id',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: AppointmentInsertBody } }, required: true } },
      responses: jsonResponses(Id, 'Booked', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const claims = c.get('claims');
      if (claims.role !== 'Customer') throw new ApiError(403, 'Please log in with a customer account to book.');
      const body = c.req.valid('json');
      if (body.userId && !/^0{8}-/.test(body.userId) && body.userId !== claims.userId)
        throw new ApiError(403, 'You can only book for yourself.');
      const serviceIds = [...new Set((body.appointmentServices ?? []).map((s) => s.serviceId))];
      if (serviceIds.length === 0) throw new ApiError(400, 'Cart items not present. Go back to saloon.');
      const startText = body.startDateTime ?? body.appointmentDateTime;
      const start = startText ? new Date(startText) : undefined;
      if (
        !start ||
        Number.isNaN(start.getTime()) ||
        !body.branchEmployeeId ||
        !Id.safeParse(body.branchEmployeeId).success ||
        !serviceIds.every((s) => Id.safeParse(s).success)
      ) {
        throw new ApiError(400, 'Please select employee and timings.');
      }
      const { id } = valueOr4xx(
        await book(deps, claims.userId, { start, branchEmployeeId: body.branchEmployeeId, serviceIds }),
      );
      return c.json({ status: 'Success' as const, message: 'Your Booking has been confirmed', data: id }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/CancelBooking',
      tags: [tag],
      summary: 'Cancel an appointment (customer before it starts, salon before it ends; never once paid)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ AppointmentId: Id, UserId: Id.optional() }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const { AppointmentId, UserId } = c.req.valid('query');
      const actor = actorOf(c);
      if (UserId && actor.role === 'Customer' && UserId !== actor.userId) throw new ApiError(403, NOT_YOURS);
      const { message } = valueOr4xx(await changeStatus(deps, actor, AppointmentId, 'cancel'));
      return c.json({ status: 'Success' as const, message }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/Reschedule',
      operationId: 'appointmentReschedule',
      tags: [tag],
      summary:
        'Move an appointment to a free time (customer: before it starts, with the minimum notice; salon: before it ' +
        'ends); same id, services and prices; a lost race answers 409 and changes nothing',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: RescheduleBody } }, required: true } },
      responses: jsonResponses(Rescheduled, 'Moved', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const moved = valueOr4xx(
        await reschedule(deps, actorOf(c), {
          appointmentId: body.appointmentId,
          start: new Date(body.startDateTime),
          branchEmployeeId: body.branchEmployeeId,
        }),
      );
      return c.json(movedAnswer(moved), 200);
    },
  );

  const complete = async (c: Context<AuthEnv>, id: string) => {
    const { message } = valueOr4xx(await changeStatus(deps, actorOf(c), id, 'complete'));
    return c.json({ status: 'Success' as const, message }, 200);
  };
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Completed/{id}',
      tags: [tag],
      summary: 'The salon marks an appointment done and paid at the venue',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => complete(c, c.req.valid('param').id),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Completed',
      tags: [tag],
      summary: 'The same, with ?AppointmentId=',
      security: [{ Bearer: [] }],
      request: { query: z.object({ AppointmentId: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => complete(c, c.req.valid('query').AppointmentId),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/UpdateReview',
      tags: [tag],
      summary: 'The customer rates (1 to 5) and reviews a completed appointment, once',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({
          AppointmentId: Id,
          Rating: z.coerce
            .number({ error: 'must be a number' })
            .int({ error: 'must be a whole number of stars' })
            .min(1, { error: 'must be from 1 to 5 stars' })
            .max(5, { error: 'must be from 1 to 5 stars' }),
          Review: z.string().trim().max(1000, { error: 'must be at most 1000 characters' }).optional(),
        }),
      },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const { AppointmentId, Rating, Review } = c.req.valid('query');
      valueOr4xx(await review(deps, actorOf(c), { appointmentId: AppointmentId, rating: Rating, review: Review }));
      return c.json({ status: 'Success' as const, message: 'Thank you for your feedback.' }, 200);
    },
  );

  const list = z.array(AppointmentRead);
  const forActor = (c: Context<AuthEnv>) => {
    const a = actorOf(c);
    return a.role === 'Customer'
      ? eq(appointments.userId, a.userId)
      : eq(appointments.branchId, a.branchId ?? '00000000-0000-0000-0000-000000000000');
  };
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
      return ok(c, await readAppointments(db, eq(appointments.userId, claims.userId)));
    },
  );
  const byBranch = async (c: Context<AuthEnv>, branchId: string | undefined) => {
    const claims = c.get('claims');
    if (claims.role !== 'Business' || !claims.branchId || (branchId && branchId !== claims.branchId))
      throw new ApiError(403, NOT_YOURS);
    return ok(c, await readAppointments(db, eq(appointments.branchId, claims.branchId)));
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
    async (c) =>
      ok(c, await readAppointments(db, and(forActor(c), eq(appointments.bookingStatus, c.req.valid('query').Status)))),
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
    async (c) => {
      const [row] = await readAppointments(db, eq(appointments.id, c.req.valid('query').id));
      if (!row) throw new ApiError(404, 'Appointment not found.');
      const state = valueOr4xx(await outcome(() => appointmentState(db, row.appointmentId)));
      const a = actorOf(c);
      if (!(a.role === 'Customer' ? state.userId === a.userId : state.branchId === a.branchId))
        throw new ApiError(403, NOT_YOURS);
      // The salon sees how often this customer did not come before.
      return ok(
        c,
        a.role === 'Business' ? { ...row, customerNoShows: await earlierNoShows(db, row.appointmentId) } : row,
      );
    },
  );
  return r;
}
