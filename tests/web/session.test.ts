import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, expect, it } from 'vitest';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

it('stores the session under the spec keys and logout removes them, asking home to reload once', async () => {
  const { $session, logout, setSession, accountHref } = await import('../../src/stores/session.ts');
  setSession({ token: 't', role: 'Business', userID: 'u', branchId: 'b', BusinessId: 'x' });
  expect(getTestStorage()).toMatchObject({ token: 't', role: 'Business', userID: 'u', branchId: 'b' });
  expect(accountHref($session.get())).toBe('/business-account?user=business-details');
  logout();
  const stored = getTestStorage();
  for (const key of ['token', 'role', 'userID', 'branchId', 'BranchUrl', 'Currency']) expect(key in stored).toBe(false);
  expect(stored.homeReload).toBe('true');
  expect($session.get()).toEqual({ BusinessId: 'x' });
  expect(accountHref({})).toBe('/customer-account?user=profile');
});

it('sends each member of a team to where their role lands, and logout forgets the memberships', async () => {
  const { $session, logout, setSession, accountHref, loginSession } = await import('../../src/stores/session.ts');
  const stylist = { branchId: 'b1', branchName: 'Glow (Lekki)', role: 'STYLIST' as const };
  setSession(
    loginSession({
      status: 'Success',
      message: '',
      token: 't',
      role: 'Business',
      userId: 'u',
      branchId: 'b1',
      memberships: [stylist],
    }),
  );
  expect(accountHref($session.get())).toBe('/business-account?user=calendar');
  // A customer who joined a team as a manager goes to the business account.
  setSession({ role: 'Customer', memberships: JSON.stringify([{ ...stylist, role: 'MANAGER' }]) });
  expect(accountHref($session.get())).toBe('/business-account?user=calendar');
  setSession({ memberships: JSON.stringify([{ ...stylist, role: 'OWNER' }]) });
  expect(accountHref($session.get())).toBe('/business-account?user=business-details');
  logout();
  expect('memberships' in getTestStorage()).toBe(false);
  expect(accountHref($session.get())).toBe('/customer-account?user=profile');
});
