/**
 * Nobody reads or changes what is not theirs: anonymous, customer A, customer B, business X and business Y call
 * every user- or branch-scoped endpoint aimed at A's account or X's salon. Only the owner succeeds; everyone else gets
 * 401 (no token) or 403, and the data is unchanged afterwards.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const Y_BRANCH = ids.ibadan;
const api = useTestApi(async (db) => {
  await buildCatalog(db);
  // Business Y owns the Ibadan branch (another owner than X, who owns Lekki).
  const [y] = await db
    .insert(t.users)
    .values({ fullName: 'Yemi Owner', email: 'y@test.ng', passwordHash: '!', role: 'Business' })
    .returning();
  await db.update(t.businesses).set({ ownerUserId: y!.id }).where(eq(t.businesses.id, ids.bizIbadan));
  ACTOR_IDS.Y = y!.id;
});
const ACTOR_IDS = { A: ids.customerA, B: ids.customerB, X: ids.owner, Y: '' };

type Actor = 'anonymous' | 'A' | 'B' | 'X' | 'Y';
const ACTORS: Actor[] = ['anonymous', 'A', 'B', 'X', 'Y'];
const now = () => new Date();

async function tokenOf(actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const role = actor === 'A' || actor === 'B' ? 'Customer' : 'Business';
  const branchId = actor === 'X' ? ids.lekki : actor === 'Y' ? Y_BRANCH : undefined;
  return signToken(TEST_SECRET, { userId: ACTOR_IDS[actor], role, branchId }, now());
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields);
const serviceForm = (extra: Record<string, string>) =>
  formBody({
    serviceName: 'Matrix Cut',
    description: 'Test',
    categoryId: ids.catHair,
    durationHours: '0',
    durationMinutes: '45',
    price: '5000',
    status: 'true',
    ...extra,
  });
const businessForm = (extra: Record<string, string>) =>
  formBody({
    BusinessName: 'Hijacked',
    ContactName: 'Eve',
    Landline: '01 000',
    MobileNo: '0803 555 0199',
    Email: 'eve@test.ng',
    BusinessTypeId: ids.typeHair,
    Address: '1 Road',
    GoogleMapURL: 'https://maps.example',
    Latitude: '6.4',
    Longitude: '3.4',
    Location: 'Lekki',
    ZipCode: '100001',
    City: 'Lagos',
    Country: 'Nigeria',
    About: 'Changed',
    Currency: 'NAIRA',
    Status: 'true',
    TotalRatings: '999',
    Rating: '5',
    ...extra,
  });
const week = JSON.stringify(
  [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayNumber: d, openingTime: 6, closingTime: 23, isOpened: true })),
);

interface Call {
  name: string;
  owner: Actor;
  /** Makes a fresh target (so a successful owner call never spoils the next one) and answers the request. */
  request: () => Promise<{ path: string; init: RequestInit }>;
  /** A fingerprint of the target, compared before and after a refused call. */
  snapshot: () => Promise<unknown>;
}

const q = () => api.db;
const newService = async () =>
  (
    await q()
      .insert(t.services)
      .values({ branchId: ids.lekki, categoryId: ids.catHair, serviceName: 'Target', price: 1000, durationMinutes: 30 })
      .returning()
  )[0]!.id;
const newEmployee = async () =>
  (await q().insert(t.employees).values({ branchId: ids.lekki, name: 'Target Staff' }).returning())[0]!.id;
let lastTarget = '';

const calls: Call[] = [
  {
    name: 'GET Users/GetById',
    owner: 'A',
    request: async () => ({ path: `/api/Users/GetById?UserId=${ids.customerA}`, init: {} }),
    snapshot: async () => null,
  },
  {
    name: 'PUT Users',
    owner: 'A',
    request: async () => ({
      path: `/api/Users?id=${ids.customerA}`,
      init: {
        method: 'PUT',
        body: formBody({
          id: ids.customerA,
          name: 'Chiamaka Nwosu Okafor',
          email: 'a@test.ng',
          phoneno: '0803 555 0199',
        }),
      },
    }),
    snapshot: async () => (await q().select().from(t.users).where(eq(t.users.id, ids.customerA)))[0]!.fullName,
  },
  {
    name: 'POST Users/ChangePassword',
    owner: 'A',
    request: async () => ({
      path: `/api/Users/ChangePassword?id=${ids.customerA}`,
      init: {
        method: 'POST',
        body: formBody({
          id: ids.customerA,
          oldPassword: 'x',
          newPassword: 'new-password-1',
          confirmPassword: 'new-password-1',
        }),
      },
    }),
    snapshot: async () => (await q().select().from(t.users).where(eq(t.users.id, ids.customerA)))[0]!.passwordHash,
  },
  {
    name: 'GET Business/GetByBranch',
    owner: 'X',
    request: async () => ({ path: `/api/Business/GetByBranch?BranchId=${ids.lekki}`, init: {} }),
    snapshot: async () => null,
  },
  {
    name: 'PUT Business/UpdateBusiness',
    owner: 'X',
    request: async () => ({
      path: '/api/Business/UpdateBusiness',
      init: { method: 'PUT', body: businessForm({ BranchId: ids.lekki, BusinessId: ids.bizLekki }) },
    }),
    snapshot: async () =>
      (await q().select().from(t.businesses).where(eq(t.businesses.id, ids.bizLekki)))[0]!.businessName,
  },
  {
    name: 'POST Service/Insert',
    owner: 'X',
    request: async () => ({
      path: '/api/Service/Insert',
      init: { method: 'POST', body: serviceForm({ branchId: ids.lekki }) },
    }),
    snapshot: async () => (await q().select().from(t.services).where(eq(t.services.branchId, ids.lekki))).length,
  },
  {
    name: 'PUT Service/Update',
    owner: 'X',
    request: async () => (
      (lastTarget = await newService()),
      {
        path: '/api/Service/Update',
        init: { method: 'PUT', body: serviceForm({ branchId: ids.lekki, serviceId: lastTarget }) },
      }
    ),
    snapshot: async () => (await q().select().from(t.services).where(eq(t.services.id, lastTarget)))[0]?.serviceName,
  },
  {
    name: 'DELETE Service/Delete',
    owner: 'X',
    request: async () => (
      (lastTarget = await newService()),
      { path: `/api/Service/Delete?id=${lastTarget}`, init: { method: 'DELETE' } }
    ),
    snapshot: async () => (await q().select().from(t.services).where(eq(t.services.id, lastTarget))).length,
  },
  {
    name: 'GET Service/GetMine',
    owner: 'X',
    request: async () => ({ path: `/api/Service/GetMine?BranchId=${ids.lekki}`, init: {} }),
    snapshot: async () => null,
  },
  {
    name: 'GET BranchEmployee/GetMine',
    owner: 'X',
    request: async () => ({ path: `/api/BranchEmployee/GetMine?BranchId=${ids.lekki}`, init: {} }),
    snapshot: async () => null,
  },
  {
    name: 'POST BranchEmployee/Insert',
    owner: 'X',
    request: async () => ({
      path: '/api/BranchEmployee/Insert',
      init: { method: 'POST', body: formBody({ branchId: ids.lekki, name: 'Intruder' }) },
    }),
    snapshot: async () => (await q().select().from(t.employees).where(eq(t.employees.branchId, ids.lekki))).length,
  },
  {
    name: 'PUT BranchEmployee/Update',
    owner: 'X',
    request: async () => (
      (lastTarget = await newEmployee()),
      {
        path: '/api/BranchEmployee/Update',
        init: { method: 'PUT', body: formBody({ branchId: ids.lekki, branchEmployeeId: lastTarget, name: 'Renamed' }) },
      }
    ),
    snapshot: async () => (await q().select().from(t.employees).where(eq(t.employees.id, lastTarget)))[0]?.name,
  },
  {
    name: 'DELETE BranchEmployee/Delete',
    owner: 'X',
    request: async () => (
      (lastTarget = await newEmployee()),
      { path: `/api/BranchEmployee/Delete?id=${lastTarget}`, init: { method: 'DELETE' } }
    ),
    snapshot: async () => (await q().select().from(t.employees).where(eq(t.employees.id, lastTarget)))[0]?.isActive,
  },
  {
    name: 'PUT BranchAvailability/Update',
    owner: 'X',
    request: async () => ({
      path: `/api/BranchAvailability/Update?BranchId=${ids.lekki}`,
      init: { method: 'PUT', body: week, headers: { 'Content-Type': 'application/json' } },
    }),
    snapshot: async () =>
      JSON.stringify(
        await q()
          .select()
          .from(t.branchTimings)
          .where(eq(t.branchTimings.branchId, ids.lekki))
          .orderBy(t.branchTimings.dayOfWeek),
      ),
  },
];

describe(`authorization matrix: ${calls.length} calls x ${ACTORS.length} actors`, () => {
  for (const call of calls) {
    it(call.name, async () => {
      const results: string[] = [];
      for (const actor of ACTORS) {
        const { path, init } = await call.request();
        const before = await call.snapshot();
        const token = await tokenOf(actor);
        const headers = {
          ...(init.headers as Record<string, string> | undefined),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        };
        const res = await api.request(path, { ...init, headers });
        const after = await call.snapshot();
        results.push(`${actor}:${res.status}`);
        if (actor === call.owner) {
          // The owner gets through (200, or 400 where the test sends a deliberately wrong old password).
          expect([200, 400], `${call.name} as ${actor}: ${JSON.stringify(res.body)}`).toContain(res.status);
        } else {
          expect(res.status, `${call.name} as ${actor}`).toBe(actor === 'anonymous' ? 401 : 403);
          expect(res.body.status).toBe('Error');
          expect(after, `${call.name} as ${actor} changed data`).toEqual(before);
        }
      }
      expect(results.filter((r) => r.endsWith(':200') || r.endsWith(':400'))).toHaveLength(1);
    });
  }

  it('Y acting on its own salon never touches X: hours, staff and services land on Y', async () => {
    const token = await tokenOf('Y');
    const lekkiBefore = await q().select().from(t.branchTimings).where(eq(t.branchTimings.branchId, ids.lekki));
    const res = await api.request('/api/BranchAvailability/Update', {
      method: 'PUT',
      body: week,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await q().select().from(t.branchTimings).where(eq(t.branchTimings.branchId, ids.lekki))).toEqual(
      lekkiBefore,
    );
    expect(
      (await q().select().from(t.branchTimings).where(eq(t.branchTimings.branchId, Y_BRANCH))).every(
        (d) => d.openingTime === 6,
      ),
    ).toBe(true);
    const mine = await api.request('/api/Service/GetMine', { headers: { Authorization: `Bearer ${token}` } });
    expect(mine.body.data.every((s: { branchId: string }) => s.branchId === Y_BRANCH)).toBe(true);
  });

  it('a business cannot write rating or total ratings', async () => {
    const token = await tokenOf('X');
    const before = (await q().select().from(t.branches).where(eq(t.branches.id, ids.lekki)))[0]!;
    const res = await api.request('/api/Business/UpdateBusiness', {
      method: 'PUT',
      body: businessForm({
        BranchId: ids.lekki,
        Rating: '5',
        TotalRatings: '999',
        BusinessName: 'Kinks & Coils Studio',
      }),
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const after = (await q().select().from(t.branches).where(eq(t.branches.id, ids.lekki)))[0]!;
    expect([after.rating, after.totalRatings]).toEqual([before.rating, before.totalRatings]);
  });
});
