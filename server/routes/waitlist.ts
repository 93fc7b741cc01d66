/**
 * The waitlist (issue 31): a customer joins a branch's day (POST /api/Waitlist), lists their entries
 * (GET /api/Waitlist/Mine) and leaves one (DELETE /api/Waitlist/{id}). The rules live in server/waitlist; this module
 * parses, calls and shapes the answer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id } from '../http/schemas.ts';
import { joinWaitlist, leaveWaitlist, myWaitlist } from '../waitlist/entries.ts';

const Window = z.enum(['MORNING', 'AFTERNOON', 'EVENING', 'ANY'], {
  error: 'must be MORNING, AFTERNOON, EVENING or ANY',
});
export const WaitlistJoinBody = z
  .object({
    branchId: Id,
    date: z.string().max(20).openapi({ description: "The branch's local date, e.g. 2026-12-05" }),
    window: Window,
    serviceIds: z.array(Id).min(1, { error: 'must name at least one service' }).max(20),
    branchEmployeeId: Id.optional(),
  })
  .openapi('WaitlistJoin');
const WaitlistEntry = z
  .object({
    waitlistId: Id,
    branchId: Id,
    businessName: z.string(),
    date: z.string(),
    window: Window,
    serviceIds: z.array(Id),
    branchEmployeeId: Id.nullable(),
    status: z.enum(['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'LEFT']),
    createdAt: z.string(),
  })
  .openapi('WaitlistEntry');

export function waitlistRoutes(deps: AppDeps) {
  const r = createRouter<AuthEnv>();
  r.use('*', requireAuth(deps));
  r.use('*', async (c, next) => {
    if (c.get('claims').role !== 'Customer') throw new ApiError(403, 'Please log in with a customer account to wait.');
    await next();
  });
  r.openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'waitlistJoin',
      tags: ['Waitlist'],
      summary: "Wait for a time on a branch's day: its window, the cart's services, perhaps one employee",
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: WaitlistJoinBody } }, required: true } },
      responses: jsonResponses(Id, 'On the waitlist', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = valueOr4xx(await joinWaitlist(deps, c.get('claims').userId, c.req.valid('json')));
      return ok(c, id, 'You are on the waitlist. We will tell you when a time opens.');
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/Mine',
      operationId: 'waitlistMine',
      tags: ['Waitlist'],
      summary: 'Your waitlist entries, active and past, newest first',
      security: [{ Bearer: [] }],
      responses: jsonResponses(z.array(WaitlistEntry), 'Entries', [401, 403]),
    }),
    async (c) => ok(c, valueOr4xx(await myWaitlist(deps, c.get('claims').userId))),
  );
  r.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'waitlistLeave',
      tags: ['Waitlist'],
      summary: 'Leave one of your waitlist entries',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      valueOr4xx(await leaveWaitlist(deps, c.get('claims').userId, c.req.valid('param').id));
      return c.json({ status: 'Success' as const, message: 'You have left the waitlist.' }, 200);
    },
  );
  return r;
}
