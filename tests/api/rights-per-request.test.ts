/**
 * A token says who calls; what they may do is read from the database on every request. An account removed, a role
 * changed or a branch handed to another owner counts at the very next request, whatever the token (still valid for a
 * week) claims. An owner manages every branch of their business by naming it, and no other.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken, type Claims } from '../../server/lib/jwt.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const api = useTestApi(buildCatalog);

const as = async (claims: Claims, path: string, init: RequestInit = {}) =>
  api.request(path, {
    ...init,
    headers: { Authorization: `Bearer ${await signToken(TEST_SECRET, claims, new Date())}` },
  });

/** A fresh account of its own, for the test that changes it. */
async function account(role: 'Customer' | 'Business', email: string) {
  const [user] = await api.db
    .insert(t.users)
    .values({ fullName: 'Rights Test', email, passwordHash: '!', role })
    .returning({ id: t.users.id });
  return user!.id;
}

const servicesOf = (body: { data: { branchId?: string; serviceName: string }[] }) =>
  body.data.map((s) => s.serviceName).sort();

describe('rights read on every request', () => {
  it('refuses the token of an account removed since it was issued', async () => {
    const userId = await account('Customer', 'gone@rights.ng');
    const claims: Claims = { userId, role: 'Customer' };
    expect((await as(claims, '/api/Appointment/GetByUser')).status).toBe(200);
    await api.db.delete(t.users).where(eq(t.users.id, userId));
    const after = await as(claims, '/api/Appointment/GetByUser');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('takes the role from the account, not from the token', async () => {
    const userId = await account('Customer', 'not-a-salon@rights.ng');
    const forged = await as({ userId, role: 'Business', branchId: ids.lekki }, '/api/Service/GetMine');
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('This is not available to your account.');
  });

  it('gives the branch a token names no weight when the account owns no branch', async () => {
    const userId = await account('Business', 'owns-nothing@rights.ng');
    const res = await as({ userId, role: 'Business', branchId: ids.lekki }, '/api/Service/GetMine');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account has no salon branch.');
  });
});

describe('an owner of several branches', () => {
  const owner: Claims = { userId: ids.owner, role: 'Business', branchId: ids.lekki };

  it("manages another branch of theirs by naming it, and the token's branch when naming none", async () => {
    const [ikeja] = await api.db
      .insert(t.branches)
      .values({
        businessId: ids.bizLekki,
        branchUrl: 'kinks-coils-ikeja',
        branchType: 'Sub',
        location: 'Ikeja',
        address: '1 Allen Avenue',
        city: 'Lagos',
      })
      .returning({ id: t.branches.id });
    await api.db.insert(t.services).values({
      branchId: ikeja!.id,
      categoryId: ids.catHair,
      serviceName: 'Ikeja Cut',
      price: 5000,
      durationHours: 1,
    });
    const lekki = await as(owner, '/api/Service/GetMine');
    const other = await as(owner, `/api/Service/GetMine?BranchId=${ikeja!.id}`);
    expect([lekki.status, other.status]).toEqual([200, 200]);
    expect(servicesOf(other.body)).toEqual(['Ikeja Cut']);
    expect(servicesOf(lekki.body)).not.toContain('Ikeja Cut');
    // Another owner's branch stays out of reach.
    expect((await as(owner, `/api/Service/GetMine?BranchId=${ids.ibadan}`)).status).toBe(403);
  });

  it('loses a branch handed to another owner at the next request, and changes nothing there', async () => {
    const heir = await account('Business', 'heir@rights.ng');
    const path = `/api/Service/GetMine?BranchId=${ids.closed}`;
    expect((await as(owner, path)).status).toBe(200);
    await api.db.update(t.businesses).set({ ownerUserId: heir }).where(eq(t.businesses.id, ids.bizClosed));
    const refused = await as(owner, path);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only manage your own salon.');
    const before = await api.db.select().from(t.employees).where(eq(t.employees.branchId, ids.closed));
    const insert = await as(owner, '/api/BranchEmployee/Insert', {
      method: 'POST',
      body: new URLSearchParams({ branchId: ids.closed, name: 'Not Yours' }),
    });
    expect(insert.status).toBe(403);
    expect(await api.db.select().from(t.employees).where(eq(t.employees.branchId, ids.closed))).toEqual(before);
    // The new owner manages it from then on.
    expect((await as({ userId: heir, role: 'Business' }, path)).status).toBe(200);
  });
});
