/**
 * Reset password (/reset-pass, /resetpassword): New Password and Confirm Password, both required; when they differ
 * 'Reconfirm your password' (checked first). Email and token come from the link's query string.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { failureMessage } from '../../lib/accounts.ts';
import { MESSAGES, missingFields } from '../../lib/validation.ts';
import { Field, FormMessage } from './Field.tsx';
import { LoginButton } from './LoginButton.tsx';
import { ResultPanel } from './ResultPanel.tsx';

export function ResetPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (password !== confirm) return setError(MESSAGES.reconfirm);
    const missing = missingFields([
      ['New Password', password],
      ['Confirm Password', confirm],
    ]);
    if (missing) return setError(missing);
    const query = new URLSearchParams(window.location.search);
    setBusy(true);
    try {
      const res = await api.resetPassword(query.get('email') ?? '', query.get('token') ?? '', password, confirm);
      setDone(res.message ?? 'Your password has been changed. Please log in with the new one.');
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <ResultPanel title="Password changed" tone="success" message={done}>
        <LoginButton />
      </ResultPanel>
    );
  }

  return (
    <form className="card auth-card form-stack" onSubmit={submit} noValidate aria-label="Reset password">
      <Field
        id="reset-password"
        label="New Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        required
        hint="At least 8 characters."
      />
      <Field
        id="reset-confirm"
        label="Confirm Password"
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        required
      />
      <FormMessage error={error} />
      <div className="form-actions">
        <button className="btn" type="submit" disabled={busy}>
          {busy ? 'Please Wait...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
