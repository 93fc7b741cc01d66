/**
 * The salon's day: the calendar, walk-in and phone bookings, no-shows and staff time off. Salon token, own branch.
 * Rules live in server/booking; reads in server/queries; this module parses, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bookBySalon } from '../booking/book.ts';
import { scheduleOf } from '../booking/facts.ts';
import { outcome } from '../lib/outcome.ts';
import { changeStatus } from '../booking/status.ts';
import { addTimeOff, removeTimeOff } from '../booking/time-off.ts';
import { parseLocalDate } from '../domain/availability.ts';
import { zonedTime, addDays } from '../domain/time.ts';
import { actorOf, ownBranch, ownColumn, requireAuth, type AuthEnv } from '../http/auth.ts';
import {
  Calendar,
  CalendarQuery,
  ConflictBody,
  InsertBySalonBody,
  TimeOff,
  TimeOffBody,
  TimeOffQuery,
} from '../http/booking-schemas.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id } from '../http/schemas.ts';
import { calendarOfEmployee, readCalendar } from '../queries/calendar.ts';
import { listTimeOff } from '../queries/time-off.ts';

export const MAX_CALENDAR_DAYS = 31;
/** From/To as local dates, From first, at most 31 days. */
function dayRange(from: string, to: string) {
  const first = parseLocalDate(from)!;
  const last = parseLocalDate(to)!;
  const days =
    (Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) / 864e5;
  if (days < 0) throw new ApiError(400, 'Invalid input: To must not be before From.');
  if (days >= MAX_CALENDAR_DAYS) throw new ApiError(400, `Invalid input: at most ${MAX_CALENDAR_DAYS} days at once.`);
  return { first, last };
}

/** The 409 with the bookings in the way, and the other errors, for OpenAPI. */
function withConflicts(responses: ReturnType<typeof jsonResponses>) {
  return {
    ...responses,
    409: {
      description: 'Conflict; data lists the bookings in the way',
      content: { 'application/json': { schema: ConflictBody } },
    },
  };
}

export function salonDayRoutes(deps: AppDeps) {
  const { db } = deps;
  const guard = requireAuth(deps, ['Business']);
  const appointment = createRouter<AuthEnv>();
  const staff = createRouter<AuthEnv>();
  for (const path of ['/Calendar', '/InsertBySalon', '/NoShow/*']) appointment.use(path, guard);
  for (const path of ['/TimeOff', '/TimeOff/*']) staff.use(path, guard);

  appointment.openapi(
    createRoute({
      method: 'get',
      path: '/Calendar',
      operationId: 'appointmentCalendar',
      tags: ['Appointment'],
      summary:
        "The salon's calendar from From to To (local dates in the branch's zone, at most 31 days); a stylist's column",
      security: [{ Bearer: [] }],
      request: { query: CalendarQuery },
      responses: jsonResponses(Calendar, 'Calendar', [400, 401, 403, 404]),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const branchId = q.BranchId;
      const employeeId = ownColumn(c, branchId);
      const { first, last } = dayRange(q.From, q.To);
      const schedule = valueOr4xx(await outcome(() => scheduleOf(db, branchId)));
      const calendar = await readCalendar(db, schedule, first, last);
      return ok(c, employeeId ? calendarOfEmployee(calendar, employeeId) : calendar);
    },
  );

  appointment.openapi(
    createRoute({
      method: 'post',
      path: '/InsertBySalon',
      operationId: 'appointmentInsertBySalon',
      tags: ['Appointment'],
      summary:
        'The salon books a walk-in or phone customer (no minimum notice, rules as online). data: the appointment id',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: InsertBySalonBody } }, required: true } },
      responses: jsonResponses(Id, 'Booked', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const serviceIds = [...new Set(body.appointmentServices.map((s) => s.serviceId))];
      const { id } = valueOr4xx(
        await bookBySalon(deps, actorOf(c), {
          start: new Date(body.startDateTime),
          branchEmployeeId: body.branchEmployeeId,
          serviceIds,
          customer: body.customer,
        }),
      );
      return ok(c, id, 'Booked.');
    },
  );

  appointment.openapi(
    createRoute({
      method: 'put',
      path: '/NoShow/{id}',
      operationId: 'appointmentNoShow',
      tags: ['Appointment'],
      summary: 'The salon marks that the customer never came (after the start; not cancelled or completed)',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const { message } = valueOr4xx(await changeStatus(deps, actorOf(c), c.req.valid('param').id, 'no-show'));
      return c.json({ status: 'Success' as const, message }, 200);
    },
  );

  staff.openapi(
    createRoute({
      method: 'get',
      path: '/TimeOff',
      operationId: 'branchEmployeeTimeOffList',
      tags: ['BranchEmployee'],
      summary: "The branch's staff time off from From to To (local dates, at most 31 days)",
      security: [{ Bearer: [] }],
      request: { query: TimeOffQuery },
      responses: jsonResponses(z.array(TimeOff), 'Time off', [400, 401, 403, 404]),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const branchId = ownBranch(c, 'day', q.BranchId);
      const { first, last } = dayRange(q.From, q.To);
      const schedule = valueOr4xx(await outcome(() => scheduleOf(db, branchId)));
      const tz = schedule.rules.timeZone;
      return ok(c, await listTimeOff(db, branchId, zonedTime(first, 0, tz), zonedTime(addDays(last, 1), 0, tz)));
    },
  );

  staff.openapi(
    createRoute({
      method: 'post',
      path: '/TimeOff',
      operationId: 'branchEmployeeTimeOffAdd',
      tags: ['BranchEmployee'],
      summary: "Blocks an employee's time (never over live bookings: 409 lists them). data is the time off id",
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: TimeOffBody } }, required: true } },
      responses: withConflicts(jsonResponses(Id, 'Added', [400, 401, 403])),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { id } = valueOr4xx(
        await addTimeOff(deps, actorOf(c), {
          branchEmployeeId: body.branchEmployeeId,
          start: new Date(body.startDateTime),
          end: new Date(body.endDateTime),
          reason: body.reason,
        }),
      );
      return ok(c, id, 'Time off added.');
    },
  );

  staff.openapi(
    createRoute({
      method: 'delete',
      path: '/TimeOff/{id}',
      operationId: 'branchEmployeeTimeOffDelete',
      tags: ['BranchEmployee'],
      summary: 'Removes a time off of your own staff',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: messageResponses([400, 401, 403, 404]),
    }),
    async (c) => {
      valueOr4xx(await removeTimeOff(deps, actorOf(c), c.req.valid('param').id));
      return c.json({ status: 'Success' as const, message: 'Time off removed.' }, 200);
    },
  );
  return { appointment, staff };
}
