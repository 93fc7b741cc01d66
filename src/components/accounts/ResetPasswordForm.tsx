/**
 * Reset password (/reset-pass, /resetpassword): New Password and Confirm Password, both required; when they differ
 * 'Reconfirm your password' (checked first). Email and token come from the link's query string.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { failureMessage } from '../../lib/accounts.ts';
import { FormMessage } from './Field.tsx';
import { NewPasswordFields, newPasswordProblem } from './NewPasswordFields.tsx';
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
    const problem = newPasswordProblem('New Password', password, confirm);
    if (problem) return setError(problem);
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
      <NewPasswordFields
        id="reset"
        label="New Password"
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
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
