/**
 * E-mail confirmation (/auth?mode=account-created and /confirmemail): reads email and token from the query string,
 * asks the server once, and shows its message with a Login button.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { failureMessage } from '../../lib/accounts.ts';
import { LoginButton } from './LoginButton.tsx';
import { ResultPanel } from './ResultPanel.tsx';

type Outcome = { ok: boolean; message: string };

export function EmailConfirmation() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // Tokens are single use: a second call would answer that the link is no longer valid.
    if (asked.current) return;
    asked.current = true;
    const query = new URLSearchParams(window.location.search);
    api.confirmEmail(query.get('email') ?? '', query.get('token') ?? '').then(
      (res) => setOutcome({ ok: true, message: res.message ?? 'Your e-mail is confirmed. Please log in.' }),
      (err) => setOutcome({ ok: false, message: failureMessage(err) }),
    );
  }, []);

  if (!outcome)
    return (
      <p role="status" className="muted">
        Confirming your e-mail…
      </p>
    );
  return (
    <ResultPanel
      title={outcome.ok ? 'E-mail confirmed' : 'We could not confirm your e-mail'}
      tone={outcome.ok ? 'success' : 'error'}
      message={outcome.message}
    >
      <LoginButton />
    </ResultPanel>
  );
}
