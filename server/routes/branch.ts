/** Branch reads: lists, search, one branch by URL or id, locations and the quick-search data (Find: ./search.ts). */
import { z } from '@hono/zod-openapi';
import { createRouter, notFound, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { BranchDetail, BranchSummary, Id, SearchData, SearchText, Slug } from '../http/schemas.ts';
import { getBranchById, getBranchByUrl, listBranches, listLocations, listServiceNames } from '../queries/catalog.ts';

const TOP_BRANCHES = 8;
const tag = 'Branch';

export function branchRoutes({ db }: AppDeps) {
  const r = createRouter();

  r.openapi(
    getRoute({
      path: '/GetTopActiveBranches',
      tag,
      summary: 'Best-rated active branches',
      data: z.array(BranchSummary),
    }),
    async (c) => ok(c, await listBranches(db, {}, TOP_BRANCHES)),
  );

  r.openapi(
    getRoute({
      path: '/GetActiveBranches',
      tag,
      summary: 'All active branches, best rated first',
      data: z.array(BranchSummary),
    }),
    async (c) => ok(c, await listBranches(db)),
  );

  r.openapi(
    getRoute({
      path: '/SearchBranches',
      tag,
      summary: 'Active branches filtered by category URL, service, location and business name',
      query: z.object({
        CategoryURL: SearchText,
        ServiceName: SearchText,
        Location: SearchText,
        BusinessName: SearchText,
      }),
      data: z.array(BranchSummary),
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(
        c,
        await listBranches(db, {
          categoryUrl: q.CategoryURL,
          serviceName: q.ServiceName,
          location: q.Location,
          businessName: q.BusinessName,
        }),
      );
    },
  );

  r.openapi(
    getRoute({
      path: '/GetByURL/{url}',
      tag,
      summary: 'One active branch with its services by category, timings and latest reviews',
      params: z.object({ url: Slug }),
      data: BranchDetail,
      errors: [400, 404],
    }),
    async (c) => {
      const branch = await getBranchByUrl(db, c.req.valid('param').url);
      if (!branch) throw notFound('Branch not found.');
      return ok(c, branch);
    },
  );

  r.openapi(
    getRoute({
      path: '/GetById/{id}',
      tag,
      summary: 'One active branch by id',
      params: z.object({ id: Id }),
      data: BranchDetail,
      errors: [400, 404],
    }),
    async (c) => {
      const branch = await getBranchById(db, c.req.valid('param').id);
      if (!branch) throw notFound('Branch not found.');
      return ok(c, branch);
    },
  );

  r.openapi(
    getRoute({
      path: '/Locations',
      tag,
      summary: 'Areas and cities with active branches',
      data: z.array(z.object({ location: z.string(), branches: z.number().int() })),
    }),
    async (c) => ok(c, await listLocations(db)),
  );

  r.openapi(
    getRoute({
      path: '/SearchData',
      tag,
      summary: 'Service names and locations of active branches (salons are suggested by GET /api/Search/Suggest)',
      data: SearchData,
    }),
    async (c) => {
      const [serviceNames, locations] = await Promise.all([listServiceNames(db), listLocations(db)]);
      return ok(c, {
        services: serviceNames.map((s) => s.serviceName),
        locations: locations.map((l) => l.location),
      });
    },
  );

  return r;
}
