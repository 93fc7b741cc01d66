/**
 * Who may see an account page: the login prompt without a token, a redirect for the other role, or the page; nobody
 * in the HTML built ahead (it knows no session). The island is rendered in the browser, never hydrated (client:intent
 * `replace`), so its first render already knows. A 401 from any call ends the session and brings the login prompt
 * back with the server's message.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { otherRole, type AccountRole } from '../../lib/account-forms.ts';
import { ApiError } from '../../lib/api.ts';
import { businessView, type BusinessView } from '../../lib/team.ts';
import { $session, accountHref, clearSession, LOGIN_KEYS, rememberBranch } from '../../stores/session.ts';

export type AccountAccess =
  | { kind: 'pending' }
  | { kind: 'anonymous' }
  | { kind: 'elsewhere'; href: string }
  | {
      kind: 'ready';
      token: string;
      userId: string;
      branchId: string;
      /** The business account's view: the role in the chosen branch, its panels, the branches to switch to. */
      view: BusinessView | null;
    };

/** Why the login prompt is back, when a call found the session expired. */
export const $sessionNotice = atom<string>('');

export function useAccountAccess(role: AccountRole): AccountAccess {
  const inBrowser = typeof window !== 'undefined';
  const session = useStore($session);
  const href = otherRole(role, session) ? accountHref(session) : '';
  const view = role === 'Business' && inBrowser ? businessView(session, window.location.search) : null;
  const chosen = view?.branchId;
  useEffect(() => rememberBranch(view), [chosen]);
  useEffect(() => {
    if (session.token && href) window.location.replace(href);
  }, [session.token, href]);
  useEffect(() => {
    if (session.token) $sessionNotice.set('');
  }, [session.token]);

  if (!inBrowser) return { kind: 'pending' };
  if (!session.token) return { kind: 'anonymous' };
  if (href) return { kind: 'elsewhere', href };
  const branchId = view?.branchId ?? session.branchId ?? '';
  return { kind: 'ready', token: session.token, userId: session.userID ?? '', branchId, view };
}

/** True (and the session is over) when the server answered 401: the token expired or was revoked. */
export function sessionEnded(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 401) return false;
  clearSession(LOGIN_KEYS);
  $sessionNotice.set(err.message);
  return true;
}
