/**
 * The owner's branches: open another one (POST /api/Branch/Insert), close or reopen one (PUT /api/Branch/Status/{id})
 * and list them (GET /api/Business/Branches).
 * Rules live in server/salons/branches.ts; this module parses, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { ownedBranchIds, requireAuth, type AuthEnv } from '../http/auth.ts';
import { createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { ConflictBody } from '../http/booking-schemas.ts';
import { BranchStatusBody, NewBranchBody, OwnerBranch } from '../http/salon-forms.ts';
import { Id } from '../http/schemas.ts';
import { addBranch, branchesOf, setBranchActive } from '../salons/branches.ts';

const security = [{ Bearer: [] }];

export function ownerBranchRoutes(deps: AppDeps) {
  const guard = requireAuth(deps, ['Business']);
  const branch = createRouter<AuthEnv>();
  const business = createRouter<AuthEnv>();
  branch.use('/Insert', guard);
  branch.use('/Status/*', guard);
  business.use('/Branches', guard);

  branch.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      operationId: 'branchInsert',
      tags: ['Branch'],
      summary: 'Open another branch of your business, perhaps as a copy of one of yours (not its staff or bookings)',
      security,
      request: { body: { content: { 'application/json': { schema: NewBranchBody } }, required: true } },
      responses: jsonResponses(Id, 'The new branch', [400, 401, 403]),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const coordinate = (n: number | undefined) => (n === undefined ? '' : String(n));
      const { branchId } = valueOr4xx(
        await addBranch(
          deps,
          { branchIds: ownedBranchIds(c), currentBranchId: c.get('claims').branchId },
          {
            ...body,
            timeZone: body.timeZone ?? '',
            googleMapURL: body.googleMapURL ?? '',
            latitude: coordinate(body.latitude),
            longitude: coordinate(body.longitude),
          },
        ),
      );
      return c.json({ status: 'Success' as const, message: 'Branch added.', data: branchId }, 200);
    },
  );

  branch.openapi(
    createRoute({
      method: 'put',
      path: '/Status/{id}',
      operationId: 'branchStatus',
      tags: ['Branch'],
      summary: 'Open or close one of your branches; it cannot close while bookings are to come (409 lists them)',
      security,
      request: {
        params: z.object({ id: Id }),
        body: { content: { 'application/json': { schema: BranchStatusBody } }, required: true },
      },
      responses: {
        ...jsonResponses(BranchStatusBody, 'Saved', [400, 401, 403]),
        409: {
          description: 'Bookings are still to come; data lists them',
          content: { 'application/json': { schema: ConflictBody } },
        },
      },
    }),
    async (c) => {
      const { active } = c.req.valid('json');
      const saved = valueOr4xx(
        await setBranchActive(deps, { branchIds: ownedBranchIds(c) }, c.req.valid('param').id, active),
      );
      return c.json(
        { status: 'Success' as const, message: active ? 'Branch opened.' : 'Branch closed.', data: saved },
        200,
      );
    },
  );

  business.openapi(
    createRoute({
      method: 'get',
      path: '/Branches',
      operationId: 'businessBranches',
      tags: ['Business'],
      summary: 'Your branches, the main one first',
      security,
      responses: jsonResponses(z.array(OwnerBranch), 'Branches', [401, 403]),
    }),
    async (c) => ok(c, await branchesOf(deps, { branchIds: ownedBranchIds(c) })),
  );
  return { branch, business };
}
