/**
 * $session: who is logged in, kept in localStorage under the spec's keys (token, role, userID, branchId, BranchUrl,
 * BusinessId, Currency), one key each, so the original clients' storage and ours agree.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

const KEYS = ['token', 'role', 'userID', 'branchId', 'BranchUrl', 'BusinessId', 'Currency'] as const;
export type SessionKey = (typeof KEYS)[number];
export type Session = Partial<Record<SessionKey, string>>;

// An empty string means "not set", and the key is then removed from storage (encoding to undefined deletes it).
const removeWhenEmpty = { encode: (v: string) => (v || undefined) as string, decode: (v: string) => v };
const atoms = Object.fromEntries(KEYS.map((k) => [k, persistentAtom<string>(k, '', removeWhenEmpty)])) as Record<
  SessionKey,
  ReturnType<typeof persistentAtom<string>>
>;

export const $session = computed(
  KEYS.map((k) => atoms[k]),
  (...values) => Object.fromEntries(KEYS.flatMap((k, i) => (values[i] ? [[k, values[i]]] : []))) as Session,
);

/** Set on logout so the home page reloads once with fresh data. */
export const $homeReload = persistentAtom<string>('homeReload', '', removeWhenEmpty);

export function setSession(values: Session) {
  for (const [k, v] of Object.entries(values) as [SessionKey, string | undefined][]) atoms[k].set(v ?? '');
}

export function clearSession(keys: readonly SessionKey[] = KEYS) {
  for (const k of keys) atoms[k].set('');
}

/** Where My Account goes: the customer profile or the business details. */
export function accountHref(role: string | undefined): string {
  return role === 'Business' ? '/business-account?user=business-details' : '/customer-account?user=profile';
}

/** Logout clears token, role, userID, branchId, BranchUrl and Currency, and asks the home page to reload once. */
export function logout() {
  clearSession(['token', 'role', 'userID', 'branchId', 'BranchUrl', 'Currency']);
  $homeReload.set('true');
}
