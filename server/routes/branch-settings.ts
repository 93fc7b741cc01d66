/**
 * A branch's booking settings in the business account: reminder times, minimum notice and the free-cancellation
 * window of deposits (its owner, managers).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ownBranch, requireAuth, type AuthEnv } from '../http/auth.ts';
import { Id } from '../http/schemas.ts';
import { BranchSettings, BranchSettingsBody } from '../http/booking-schemas.ts';
import { createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { bookingSettingsOf, saveBookingSettings } from '../salons/booking-settings.ts';

/** The branch the query names (else the token's), whose settings the caller's role may change. */
const salonOf = (c: Context<AuthEnv>, query: { BranchId?: string }) => ({
  branchId: ownBranch(c, 'salon', query.BranchId),
});
const MineQuery = z.object({ BranchId: Id.optional() });

export function branchSettingsRoutes(deps: AppDeps) {
  const r = createRouter<AuthEnv>();
  r.use('/Settings', requireAuth(deps, ['Business']));

  r.openapi(
    createRoute({
      method: 'get',
      path: '/Settings',
      operationId: 'branchSettingsGet',
      tags: ['Branch'],
      summary: "Your branch's reminder times, minimum notice and free-cancellation window",
      security: [{ Bearer: [] }],
      request: { query: MineQuery },
      responses: jsonResponses(BranchSettings, 'Settings', [400, 401, 403, 404]),
    }),
    async (c) => ok(c, valueOr4xx(await bookingSettingsOf(deps, salonOf(c, c.req.valid('query'))))),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/Settings',
      operationId: 'branchSettingsUpdate',
      tags: ['Branch'],
      summary:
        'Set reminder times (each of 2, 24, 48 hours before; none for off), the minimum notice in minutes and ' +
        'the hours before the start until which a cancellation refunds a deposit (0-168)',
      security: [{ Bearer: [] }],
      request: {
        query: MineQuery,
        body: { content: { 'application/json': { schema: BranchSettingsBody } }, required: true },
      },
      responses: jsonResponses(BranchSettings, 'Saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const saved = valueOr4xx(await saveBookingSettings(deps, salonOf(c, c.req.valid('query')), c.req.valid('json')));
      return c.json({ status: 'Success' as const, message: 'Settings saved.', data: saved }, 200);
    },
  );
  return r;
}
