/**
 * $session: who is logged in, kept in localStorage under the spec's keys (token, role, userID, branchId, BranchUrl,
 * BusinessId, Currency), one key each, so the original clients' storage and ours agree.
 */
import { persistentMap } from '@nanostores/persistent';
import { persistentAtom } from '@nanostores/persistent';

export type Session = {
  token?: string;
  role?: string;
  userID?: string;
  branchId?: string;
  BranchUrl?: string;
  BusinessId?: string;
  Currency?: string;
};

export const $session = persistentMap<Session>('', {});
/** Set on logout so the home page reloads once with fresh data. */
export const $homeReload = persistentAtom<string>('homeReload', '');

export const isLoggedIn = () => Boolean($session.get().token);

/** Where My Account goes: the customer profile or the business details. */
export function accountHref(role: string | undefined): string {
  return role === 'Business' ? '/business-account?user=business-details' : '/customer-account?user=profile';
}

/** Logout clears the session keys and asks the home page to reload once. */
export function logout() {
  for (const key of ['token', 'role', 'userID', 'branchId', 'BranchUrl', 'Currency'] as const) $session.setKey(key, undefined);
  $homeReload.set('true');
}
