import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, expect, it } from 'vitest';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

it('stores the session under the spec keys and logout removes them, asking home to reload once', async () => {
  const { $session, logout, setSession, accountHref } = await import('../../src/stores/session.ts');
  setSession({ token: 't', role: 'Business', userID: 'u', branchId: 'b', BusinessId: 'x' });
  expect(getTestStorage()).toMatchObject({ token: 't', role: 'Business', userID: 'u', branchId: 'b' });
  expect(accountHref($session.get().role)).toBe('/business-account?user=business-details');
  logout();
  const stored = getTestStorage();
  for (const key of ['token', 'role', 'userID', 'branchId', 'BranchUrl', 'Currency']) expect(key in stored).toBe(false);
  expect(stored.homeReload).toBe('true');
  expect($session.get()).toEqual({ BusinessId: 'x' });
  expect(accountHref(undefined)).toBe('/customer-account?user=profile');
});
