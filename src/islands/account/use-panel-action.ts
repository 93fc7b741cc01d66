/**
 * A panel's writes: one at a time (`busy`), the server's answer as the notice or its refusal as the error, then the
 * panel's data read again. A 401 ends the session instead (the login prompt says why).
 */
import { useState } from 'react';
import { failureMessage } from '../../lib/account-forms.ts';
import { sessionEnded } from './session.ts';

export function usePanelAction(reload: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Runs `action`; true when it succeeded. `onError` sees a refusal too (a 409's bookings in the way, say). */
  async function run(
    action: () => Promise<{ message?: string }>,
    fallback: string,
    onError?: (err: unknown) => void,
  ): Promise<boolean> {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const res = await action();
      setNotice(res.message ?? fallback);
      await reload();
      return true;
    } catch (err) {
      if (sessionEnded(err)) return false;
      setError(failureMessage(err));
      onError?.(err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, notice, setError, setNotice, run };
}
