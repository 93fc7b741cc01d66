/**
 * What a salon owner changes in its own catalog: services (Service/Insert, Update, Delete, GetMine), staff
 * (BranchEmployee/GetMine, Insert, Update, Delete) and weekly opening hours (BranchAvailability/Update). The branch
 * is the token's; a branchId in the request must agree with it. Every change asks the site to rebuild.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { appointmentServices, branchTimings, categories, employees, services } from '../db/schema.ts';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import { ANY_BODY, documentedBody } from '../http/body.ts';
import { field, readBody } from '../http/form.ts';
import type { AppDeps } from '../http/deps.ts';
import { Id, Service, Timing } from '../http/schemas.ts';
import { ServiceForm, StaffForm, StaffMember, StaffUpdateForm, Week } from '../http/account-schemas.ts';
import { listServicesOfBranch, listTimings } from '../queries/catalog.ts';
import { touchBranches } from '../queries/site-index.ts';
import { ownBranch } from '../http/auth.ts';

const answers = (codes: number[] = [400, 401, 403, 404]) => messageResponses(codes);
/** The spec's clients send the stored branchId; when present it must be the token's. */
const MineQuery = z.object({ BranchId: Id.optional() });

/** The service form as parseService reads it (documented; parseService answers in the spec's words). */
const serviceExample = {
  serviceName: 'Knotless braids (medium)',
  description: 'Waist-length knotless braids; hair included.',
  categoryId: '4c3b2a19-0f8e-4d7c-8b6a-5f4e3d2c1b0a',
  durationHours: '4',
  durationMinutes: '30',
  price: '35000',
};
const staffExample = { name: 'Ada Obi', email: 'ada@example.com', phoneNumber: '08031234567' };
const employeeId = '2f3e4d5c-6b7a-4891-8a0b-c1d2e3f4a5b6';

/** The spec's service form, checked in its words. */
function parseService(f: Record<string, unknown>) {
  const v = {
    serviceName: field(f.serviceName, 120),
    description: field(f.description, 1000),
    categoryId: field(f.categoryId, 40),
    durationHours: field(f.durationHours, 5),
    durationMinutes: field(f.durationMinutes, 5),
    price: field(f.price, 15),
    status: field(f.status, 10),
  };
  const missing = (
    [
      ['Service Name', v.serviceName],
      ['Description', v.description],
      ['Category', v.categoryId],
      ['Duration-Hours', v.durationHours],
      ['Duration-Minutes', v.durationMinutes],
      ['Price', v.price],
    ] as const
  )
    .filter(([, value]) => value === '')
    .map(([label]) => label);
  if (missing.length) throw new ApiError(400, `Please fill up: ${missing.join(', ')}`);
  const hours = Number(v.durationHours);
  const minutes = Number(v.durationMinutes);
  const price = Number(v.price);
  if (!Number.isInteger(hours) || hours < 0 || hours > 12)
    throw new ApiError(400, 'Duration-Hours must be a whole number from 0 to 12.');
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59)
    throw new ApiError(400, 'Duration-Minutes must be a whole number from 0 to 59.');
  if (hours * 60 + minutes < 5) throw new ApiError(400, 'A service takes at least 5 minutes.');
  if (!Number.isFinite(price) || price < 0 || price > 10_000_000)
    throw new ApiError(400, 'Price must be a number of naira from 0 to 10,000,000.');
  if (!Id.safeParse(v.categoryId).success) throw new ApiError(400, 'Please select a category.');
  return {
    serviceName: v.serviceName,
    description: v.description,
    categoryId: v.categoryId,
    durationHours: hours,
    durationMinutes: minutes,
    price: Math.round(price * 100) / 100,
    status: v.status === '' ? true : ['true', 'active', '1'].includes(v.status.toLowerCase()),
  };
}

export function ownerCatalogRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const guard = requireAuth(deps.jwtSecret, now, ['Business']);
  const service = createRouter<AuthEnv>();
  const staff = createRouter<AuthEnv>();
  const hours = createRouter<AuthEnv>();
  for (const r of [service, staff, hours])
    for (const path of ['/GetMine', '/Insert', '/Update', '/Delete']) r.use(path, guard);

  async function ownService(branchId: string, serviceId: string) {
    const [row] = await db
      .select()
      .from(services)
      .where(and(eq(services.id, serviceId), isNull(services.deletedAt)));
    if (!row) throw new ApiError(404, 'Service not found.');
    if (row.branchId !== branchId) throw new ApiError(403, 'You can only manage your own salon.');
    return row;
  }
  async function checkCategory(categoryId: string) {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    if (!row) throw new ApiError(400, 'Please select a category.');
  }

  service.openapi(
    createRoute({
      method: 'get',
      path: '/GetMine',
      tags: ['Service'],
      summary: "Your salon's services, active and inactive",
      security: [{ Bearer: [] }],
      request: { query: MineQuery },
      responses: jsonResponses(z.array(Service), 'Services', [400, 401, 403]),
    }),
    async (c) => ok(c, await listServicesOfBranch(db, ownBranch(c, c.req.valid('query').BranchId), false)),
  );
  service.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: ['Service'],
      summary: 'Add a service (multipart or form)',
      security: [{ Bearer: [] }],
      request: { body: documentedBody(ServiceForm, serviceExample, ANY_BODY) },
      responses: answers([400, 401, 403]),
    }),
    async (c) => {
      const f = await readBody(c);
      const branchId = ownBranch(c, field(f.branchId, 40) || undefined);
      const values = parseService(f);
      await checkCategory(values.categoryId);
      await db.insert(services).values({ branchId, ...values });
      await touchBranches(db, [branchId]);
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Service added.' }, 200);
    },
  );
  service.openapi(
    createRoute({
      method: 'put',
      path: '/Update',
      tags: ['Service'],
      summary: 'Change one of your services (serviceId in the form)',
      security: [{ Bearer: [] }],
      request: {
        body: documentedBody(
          ServiceForm.extend({ serviceId: Id }),
          { ...serviceExample, serviceId: '8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6', price: '38000' },
          ANY_BODY,
        ),
      },
      responses: answers(),
    }),
    async (c) => {
      const f = await readBody(c);
      const branchId = ownBranch(c, field(f.branchId, 40) || undefined);
      const serviceId = field(f.serviceId, 40);
      if (!Id.safeParse(serviceId).success) throw new ApiError(400, 'Please choose a service to edit.');
      await ownService(branchId, serviceId);
      const values = parseService(f);
      await checkCategory(values.categoryId);
      await db
        .update(services)
        .set({ ...values, updatedAt: now() })
        .where(eq(services.id, serviceId));
      await touchBranches(db, [branchId]);
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Service updated.' }, 200);
    },
  );
  service.openapi(
    createRoute({
      method: 'delete',
      path: '/Delete',
      tags: ['Service'],
      summary: 'Delete one of your services',
      security: [{ Bearer: [] }],
      request: { query: z.object({ id: Id }) },
      responses: answers(),
    }),
    async (c) => {
      const id = c.req.valid('query').id;
      const branchId = ownBranch(c);
      await ownService(branchId, id);
      const [booked] = await db
        .select({ n: sql<number>`1` })
        .from(appointmentServices)
        .where(eq(appointmentServices.serviceId, id))
        .limit(1);
      // Booked services stay in the appointments that name them; they leave the menu for good.
      if (booked)
        await db.update(services).set({ status: false, deletedAt: now(), updatedAt: now() }).where(eq(services.id, id));
      else await db.delete(services).where(eq(services.id, id));
      await touchBranches(db, [branchId]);
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Delete successful' }, 200);
    },
  );

  const parseStaff = (f: Record<string, unknown>) => {
    const name = field(f.name, 120);
    if (!name) throw new ApiError(400, 'Please fill up: Name');
    const email = field(f.email, 254) || null;
    if (email && !z.email().safeParse(email).success) throw new ApiError(400, 'Email must be a valid e-mail address.');
    return { name, email, phoneNumber: field(f.phoneNumber, 30) || null };
  };
  async function ownEmployee(branchId: string, id: string) {
    const [row] = await db.select().from(employees).where(eq(employees.id, id));
    if (!row) throw new ApiError(404, 'Employee not found.');
    if (row.branchId !== branchId) throw new ApiError(403, 'You can only manage your own salon.');
    return row;
  }
  staff.openapi(
    createRoute({
      method: 'get',
      path: '/GetMine',
      tags: ['BranchEmployee'],
      summary: "Your salon's staff, active and not",
      security: [{ Bearer: [] }],
      request: { query: MineQuery },
      responses: jsonResponses(z.array(StaffMember), 'Staff', [400, 401, 403]),
    }),
    async (c) =>
      ok(
        c,
        await db
          .select({
            branchEmployeeId: employees.id,
            name: employees.name,
            email: employees.email,
            phoneNumber: employees.phoneNumber,
            isActive: employees.isActive,
          })
          .from(employees)
          .where(eq(employees.branchId, ownBranch(c, c.req.valid('query').BranchId)))
          .orderBy(asc(employees.name)),
      ),
  );
  staff.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: ['BranchEmployee'],
      summary: 'Add a member of staff',
      security: [{ Bearer: [] }],
      request: { body: documentedBody(StaffForm, staffExample, ANY_BODY) },
      responses: answers([400, 401, 403]),
    }),
    async (c) => {
      const f = await readBody(c);
      const branchId = ownBranch(c, field(f.branchId, 40) || undefined);
      await db.insert(employees).values({ branchId, ...parseStaff(f) });
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Employee added.' }, 200);
    },
  );
  staff.openapi(
    createRoute({
      method: 'put',
      path: '/Update',
      tags: ['BranchEmployee'],
      summary: 'Change a member of staff (branchEmployeeId, name, email, phoneNumber, isActive)',
      security: [{ Bearer: [] }],
      request: {
        body: documentedBody(
          StaffUpdateForm,
          { ...staffExample, branchEmployeeId: employeeId, isActive: 'true' },
          ANY_BODY,
        ),
      },
      responses: answers(),
    }),
    async (c) => {
      const f = await readBody(c);
      const branchId = ownBranch(c, field(f.branchId, 40) || undefined);
      const id = field(f.branchEmployeeId, 40);
      if (!Id.safeParse(id).success) throw new ApiError(400, 'Please choose an employee to edit.');
      await ownEmployee(branchId, id);
      const isActive =
        f.isActive === undefined ? undefined : [true, 'true', '1', 'on'].includes(f.isActive as string | boolean);
      await db
        .update(employees)
        .set({ ...parseStaff(f), ...(isActive === undefined ? {} : { isActive }), updatedAt: now() })
        .where(eq(employees.id, id));
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Employee updated.' }, 200);
    },
  );
  staff.openapi(
    createRoute({
      method: 'delete',
      path: '/Delete',
      tags: ['BranchEmployee'],
      summary: 'Deactivate a member of staff (their past appointments stay)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ id: Id }) },
      responses: answers(),
    }),
    async (c) => {
      const id = c.req.valid('query').id;
      await ownEmployee(ownBranch(c), id);
      await db.update(employees).set({ isActive: false, updatedAt: now() }).where(eq(employees.id, id));
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Employee deactivated.' }, 200);
    },
  );

  hours.openapi(
    createRoute({
      method: 'put',
      path: '/Update',
      tags: ['BranchAvailability'],
      summary: 'Set your salon’s weekly opening hours (all seven days)',
      security: [{ Bearer: [] }],
      request: { query: MineQuery, body: { content: { 'application/json': { schema: Week } }, required: true } },
      responses: jsonResponses(z.array(Timing), 'The new week', [400, 401, 403]),
    }),
    async (c) => {
      const week = c.req.valid('json');
      const branchId = ownBranch(c, c.req.valid('query').BranchId);
      if (new Set(week.map((d) => d.dayNumber)).size !== 7)
        throw new ApiError(400, 'Each day of the week must appear once.');
      const bad = week.find((d) => d.isOpened && d.openingTime >= d.closingTime);
      if (bad) throw new ApiError(400, `On day ${bad.dayNumber} the closing hour must be after the opening hour.`);
      await db.transaction(async (tx) => {
        await tx.delete(branchTimings).where(eq(branchTimings.branchId, branchId));
        // A closed day keeps sensible hours so the row stays valid.
        await tx.insert(branchTimings).values(
          week.map((d) => ({
            branchId,
            dayOfWeek: d.dayNumber,
            openingTime: d.openingTime < d.closingTime ? d.openingTime : 9,
            closingTime: d.openingTime < d.closingTime ? d.closingTime : 18,
            isOpened: d.isOpened,
          })),
        );
      });
      await touchBranches(db, [branchId]);
      deps.catalogChanged?.();
      return ok(c, (await listTimings(db, [branchId])).get(branchId) ?? [], 'Opening hours saved.');
    },
  );

  return { service, staff, hours };
}
