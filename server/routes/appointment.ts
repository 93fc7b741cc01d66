/**
 * Appointments (spec section 7, design.md section 2 paths): Insert, CancelBooking, Reschedule, Completed and
 * UpdateReview; the reads are in ./appointment-reads.ts. The rules live in server/booking (one module for every
 * booking use-case); this module parses, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { book } from '../booking/book.ts';
import { reschedule } from '../booking/reschedule.ts';
import { review } from '../booking/review.ts';
import { changeStatus, NOT_YOURS } from '../booking/status.ts';
import { actorOf, requireAuth, type AuthEnv } from '../http/auth.ts';
import {
  AppointmentInsertBody,
  DepositRead,
  movedAnswer,
  RescheduleBody,
  Rescheduled,
} from '../http/booking-schemas.ts';
import { ApiError, createRouter, jsonResponses, messageResponses } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id } from '../http/schemas.ts';

const tag = 'Appointment';

export function appointmentRoutes(deps: AppDeps) {
  const r = createRouter<AuthEnv>();
  r.use('*', requireAuth(deps));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: [tag],
      summary:
        'Book: the start time, the employee and the services; the server computes the rest. data is the appointment id',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: AppointmentInsertBody } }, required: true } },
      responses: {
        ...jsonResponses(Id, 'Booked', [400, 401, 403, 404, 409, 503]),
        200: {
          description: 'Booked; with a deposit to pay, `deposit` says where (the booking is confirmed once it is paid)',
          content: {
            'application/json': {
              schema: z.object({
                status: z.literal('Success'),
                message: z.string(),
                data: Id,
                deposit: DepositRead.nullable(),
              }),
            },
          },
        },
      },
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
      const { id, deposit } = valueOr4xx(
        await book(deps, claims.userId, { start, branchEmployeeId: body.branchEmployeeId, serviceIds }),
      );
      const message = deposit ? 'Please pay the deposit to confirm your booking.' : 'Your Booking has been confirmed';
      return c.json({ status: 'Success' as const, message, data: id, deposit }, 200);
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
  return r;
}
