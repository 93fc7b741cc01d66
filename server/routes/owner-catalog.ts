/**
 * What a salon owner changes in its own catalog: services (Service/Insert, Update, Delete, GetMine), staff
 * (BranchEmployee/GetMine, Insert, Update, Delete) and weekly opening hours (BranchAvailability/Update). The branch
 * is the token's; a branchId in the request must agree with it. Rules live in server/salons.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ownBranch, requireAuth, type AuthEnv } from '../http/auth.ts';
import { createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import { ANY_BODY, documentedBody } from '../http/body.ts';
import { field, readBody } from '../http/form.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id, Service, Timing } from '../http/schemas.ts';
import { ServiceForm, StaffForm, StaffMember, StaffUpdateForm, Week } from '../http/account-schemas.ts';
import {
  activeFlag,
  serviceExample,
  serviceFields,
  serviceUpdateExample,
  staffExample,
  staffFields,
  staffUpdateExample,
} from '../http/salon-forms.ts';
import { listServicesOfBranch } from '../queries/catalog.ts';
import { listStaff } from '../queries/salon-account.ts';
import { setOpeningHours } from '../salons/hours.ts';
import { addService, removeService, updateService } from '../salons/services.ts';
import { addStaff, deactivateStaff, updateStaff } from '../salons/staff.ts';

const answers = (codes: number[] = [400, 401, 403, 404]) => messageResponses(codes);
/** The spec's clients send the stored branchId; when present it must be the token's. */
const MineQuery = z.object({ BranchId: Id.optional() });
const security = [{ Bearer: [] }];
const done = (c: Context, message: string) => c.json({ status: 'Success' as const, message }, 200);
/** The acting salon: the token's branch, which a branchId in the form must name. */
const salonOf = (c: Context<AuthEnv>, f: Record<string, unknown>) => ({
  branchId: ownBranch(c, 'salon', field(f.branchId, 40) || undefined),
});

export function ownerCatalogRoutes(deps: AppDeps) {
  const { db } = deps;
  const guard = requireAuth(deps, ['Business']);
  const service = createRouter<AuthEnv>();
  const staff = createRouter<AuthEnv>();
  const hours = createRouter<AuthEnv>();
  for (const r of [service, staff, hours])
    for (const path of ['/GetMine', '/Insert', '/Update', '/Delete']) r.use(path, guard);

  service.openapi(
    createRoute({
      method: 'get',
      path: '/GetMine',
      tags: ['Service'],
      summary: "Your salon's services, active and inactive",
      security,
      request: { query: MineQuery },
      responses: jsonResponses(z.array(Service), 'Services', [400, 401, 403]),
    }),
    async (c) => ok(c, await listServicesOfBranch(db, ownBranch(c, 'salon', c.req.valid('query').BranchId), false)),
  );
  service.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: ['Service'],
      summary: 'Add a service (multipart or form)',
      security,
      request: { body: documentedBody(ServiceForm, serviceExample, ANY_BODY) },
      responses: answers([400, 401, 403]),
    }),
    async (c) => {
      const f = await readBody(c);
      valueOr4xx(await addService(deps, salonOf(c, f), serviceFields(f)));
      return done(c, 'Service added.');
    },
  );
  service.openapi(
    createRoute({
      method: 'put',
      path: '/Update',
      tags: ['Service'],
      summary: 'Change one of your services (serviceId in the form)',
      security,
      request: { body: documentedBody(ServiceForm.extend({ serviceId: Id }), serviceUpdateExample, ANY_BODY) },
      responses: answers(),
    }),
    async (c) => {
      const f = await readBody(c);
      const input = { serviceId: field(f.serviceId, 40), form: serviceFields(f) };
      valueOr4xx(await updateService(deps, salonOf(c, f), input));
      return done(c, 'Service updated.');
    },
  );
  service.openapi(
    createRoute({
      method: 'delete',
      path: '/Delete',
      tags: ['Service'],
      summary: 'Delete one of your services',
      security,
      request: { query: z.object({ id: Id, BranchId: Id.optional() }) },
      responses: answers(),
    }),
    async (c) => {
      const { id, BranchId } = c.req.valid('query');
      valueOr4xx(await removeService(deps, { branchId: ownBranch(c, 'salon', BranchId) }, id));
      return done(c, 'Delete successful');
    },
  );

  staff.openapi(
    createRoute({
      method: 'get',
      path: '/GetMine',
      tags: ['BranchEmployee'],
      summary: "Your salon's staff, active and not",
      security,
      request: { query: MineQuery },
      responses: jsonResponses(z.array(StaffMember), 'Staff', [400, 401, 403]),
    }),
    async (c) => ok(c, await listStaff(db, ownBranch(c, 'salon', c.req.valid('query').BranchId))),
  );
  staff.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: ['BranchEmployee'],
      summary: 'Add a member of staff',
      security,
      request: { body: documentedBody(StaffForm, staffExample, ANY_BODY) },
      responses: answers([400, 401, 403]),
    }),
    async (c) => {
      const f = await readBody(c);
      valueOr4xx(await addStaff(deps, salonOf(c, f), staffFields(f)));
      return done(c, 'Employee added.');
    },
  );
  staff.openapi(
    createRoute({
      method: 'put',
      path: '/Update',
      tags: ['BranchEmployee'],
      summary: 'Change a member of staff (branchEmployeeId, name, email, phoneNumber, isActive)',
      security,
      request: { body: documentedBody(StaffUpdateForm, staffUpdateExample, ANY_BODY) },
      responses: answers(),
    }),
    async (c) => {
      const f = await readBody(c);
      const input = {
        branchEmployeeId: field(f.branchEmployeeId, 40),
        form: staffFields(f),
        isActive: activeFlag(f.isActive),
      };
      valueOr4xx(await updateStaff(deps, salonOf(c, f), input));
      return done(c, 'Employee updated.');
    },
  );
  staff.openapi(
    createRoute({
      method: 'delete',
      path: '/Delete',
      tags: ['BranchEmployee'],
      summary: 'Deactivate a member of staff (their past appointments stay)',
      security,
      request: { query: z.object({ id: Id, BranchId: Id.optional() }) },
      responses: answers(),
    }),
    async (c) => {
      const { id, BranchId } = c.req.valid('query');
      valueOr4xx(await deactivateStaff(deps, { branchId: ownBranch(c, 'salon', BranchId) }, id));
      return done(c, 'Employee deactivated.');
    },
  );

  hours.openapi(
    createRoute({
      method: 'put',
      path: '/Update',
      tags: ['BranchAvailability'],
      summary: 'Set your salon’s weekly opening hours (all seven days)',
      security,
      request: { query: MineQuery, body: { content: { 'application/json': { schema: Week } }, required: true } },
      responses: jsonResponses(z.array(Timing), 'The new week', [400, 401, 403]),
    }),
    async (c) => {
      const week = c.req.valid('json');
      const branchId = ownBranch(c, 'salon', c.req.valid('query').BranchId);
      return ok(c, valueOr4xx(await setOpeningHours(deps, { branchId }, week)), 'Opening hours saved.');
    },
  );

  return { service, staff, hours };
}
