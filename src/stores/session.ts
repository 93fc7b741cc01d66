/**
 * $session: who is logged in, kept in localStorage under the spec's keys (token, role, userID, branchId, BranchUrl,
 * BusinessId, Currency) and ours (memberships), one key each, so the original clients' storage and ours agree.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { businessView, landingPanel, serializeMemberships, worksInSalon, type BusinessView } from '../lib/team.ts';
import type { LoginAnswer } from '../lib/types.ts';

// memberships (issue 28): where the account works, as what; the login answer's list as JSON.
const KEYS = ['token', 'role', 'userID', 'branchId', 'BranchUrl', 'BusinessId', 'Currency', 'memberships'] as const;
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

/** Where My Account goes: the customer profile, or the business account where this role lands. */
export function accountHref(session: Session): string {
  const view = worksInSalon(session) ? businessView(session, '') : null;
  if (view) return `/business-account?user=${landingPanel(view.role)}`;
  return session.role === 'Business' ? '/business-account?user=business-details' : '/customer-account?user=profile';
}

/** The session a login answer (or joining a team) starts. */
export const loginSession = (res: LoginAnswer): Session => ({
  token: res.token,
  role: res.role,
  userID: res.userId,
  branchId: res.branchId ?? '',
  memberships: serializeMemberships(res.memberships),
});

/** What a session holds about who is logged in; logout and an expired session clear it. */
export const LOGIN_KEYS = ['token', 'role', 'userID', 'branchId', 'memberships'] as const satisfies SessionKey[];

/** Logout clears the login, BranchUrl and Currency, and asks the home page to reload once. */
export function logout() {
  clearSession([...LOGIN_KEYS, 'BranchUrl', 'Currency']);
  $homeReload.set('true');
}

/** The branch chosen in the business account is remembered: the next visit opens on it. */
export function rememberBranch(view: BusinessView | null) {
  if (view && view.branchId !== atoms.branchId.get()) atoms.branchId.set(view.branchId);
}
