/** A branch's booking settings in the business account: reminder times and the minimum notice. Owner token only. */
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { branches } from '../db/schema.ts';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { BranchSettings } from '../http/booking-schemas.ts';
import { ApiError, createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';

export function branchSettingsRoutes(deps: AppDeps) {
  const r = createRouter<AuthEnv>();
  r.use('/Settings', requireAuth(deps.jwtSecret, deps.now, ['Business']));
  const branchOf = (claims: { branchId?: string }) => {
    if (!claims.branchId) throw new ApiError(403, 'Please log in with your business account.');
    return claims.branchId;
  };
  const read = async (branchId: string) => {
    const [row] = await deps.db
      .select({ reminderHours: branches.reminderHours, minNoticeMinutes: branches.minNoticeMinutes })
      .from(branches)
      .where(eq(branches.id, branchId));
    if (!row) throw new ApiError(404, 'Branch not found.');
    return { reminderHours: row.reminderHours as (2 | 24 | 48)[], minNoticeMinutes: row.minNoticeMinutes };
  };

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
    async (c) => ok(c, await read(branchOf(c.get('claims')))),
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
      const branchId = branchOf(c.get('claims'));
      const body = c.req.valid('json');
      const hours = [...body.reminderHours].sort((a, b) => b - a);
      await deps.db
        .update(branches)
        .set({ reminderHours: hours, minNoticeMinutes: body.minNoticeMinutes, updatedAt: deps.now() })
        .where(eq(branches.id, branchId));
      // The minimum notice changes which times are offered.
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Settings saved.', data: await read(branchId) }, 200);
    },
  );
  return r;
}
