/** A branch's booking settings in the business account: reminder times and the minimum notice. Owner token only. */
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { BranchSettings } from '../http/booking-schemas.ts';
import { ApiError, createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { bookingSettingsOf, saveBookingSettings } from '../salons/booking-settings.ts';

/** The salon the token names. */
function salonOf(c: Context<AuthEnv>) {
  const { branchId } = c.get('claims');
  if (!branchId) throw new ApiError(403, 'Please log in with your business account.');
  return { branchId };
}

export function branchSettingsRoutes(deps: AppDeps) {
  const r = createRouter<AuthEnv>();
  r.use('/Settings', requireAuth(deps, ['Business']));

  r.openapi(
    createRoute({
      method: 'get',
      path: '/Settings',
      operationId: 'branchSettingsGet',
      tags: ['Branch'],
      summary: "Your branch's reminder times and minimum notice",
      security: [{ Bearer: [] }],
      responses: jsonResponses(BranchSettings, 'Settings', [401, 403, 404]),
    }),
    async (c) => ok(c, valueOr4xx(await bookingSettingsOf(deps, salonOf(c)))),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/Settings',
      operationId: 'branchSettingsUpdate',
      tags: ['Branch'],
      summary: 'Set reminder times (each of 2, 24, 48 hours before; none for off) and the minimum notice in minutes',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: BranchSettings } }, required: true } },
      responses: jsonResponses(BranchSettings, 'Saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const saved = valueOr4xx(await saveBookingSettings(deps, salonOf(c), c.req.valid('json')));
      return c.json({ status: 'Success' as const, message: 'Settings saved.', data: saved }, 200);
    },
  );
  return r;
}
