/**
 * For an action that needs a customer's token (Confirm Booking, Join the waitlist): `askLogin` opens the login
 * overlay, and once a token arrives the action runs with it, so the customer does not have to press again. Closing
 * the overlay without logging in (Close, Escape, a click outside) stops the wait: a later login from the nav does not
 * book or join behind the customer's back.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { $session } from '../../stores/session.ts';

export function useLoginThen(action: (token: string) => void) {
  const session = useStore($session);
  const [awaiting, setAwaiting] = useState(false);

  const askLogin = useCallback(async (returnFocusTo?: HTMLElement) => {
    const { openLogin } = await import('../../islands/login-overlay-mount.tsx');
    openLogin(returnFocusTo);
    setAwaiting(true);
  }, []);

  // The action as it is now (with the choices made meanwhile), not as it was when the overlay opened.
  const carryOn = useEffectEvent(action);
  useEffect(() => {
    if (!awaiting || !session.token) return;
    setAwaiting(false);
    carryOn(session.token);
  }, [awaiting, session.token]);

  useEffect(() => {
    if (!awaiting) return;
    const host = document.getElementById('login-overlay');
    if (!host) return;
    const observer = new MutationObserver(() => {
      if (host.childElementCount === 0 && !$session.get().token) setAwaiting(false);
    });
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [awaiting]);

  return { awaiting, askLogin };
}
