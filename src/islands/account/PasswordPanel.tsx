/**
 * Change Password for customers and businesses (spec section 5): Old, New and Confirm Password; 'Reconfirm your
 * password' is checked first, then the missing fields; the server's answer is shown.
 */
import { useState, type FormEvent } from 'react';
import { failureMessage, passwordProblem } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage, TextField } from './Fields.tsx';
import { sessionEnded } from './session.ts';

export function PasswordPanel({ token, userId }: { token: string; userId: string }) {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const problem = passwordProblem({ oldPassword, newPassword, confirmPassword });
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const res = await api.changePassword(token, userId, { oldPassword, newPassword, confirmPassword });
      setOld('');
      setNew('');
      setConfirm('');
      setNotice(res.message ?? 'Password changed.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPanel id="password" title="Change Password">
      <form className="acct-form" onSubmit={submit} noValidate>
        <TextField
          id="password-old"
          label="Old Password"
          value={oldPassword}
          onChange={setOld}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          id="password-new"
          label="New Password"
          value={newPassword}
          onChange={setNew}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          id="password-confirm"
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirm}
          type="password"
          autoComplete="new-password"
        />
        <FormMessage error={error} notice={notice} />
        <div className="acct-actions">
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : 'Change Password'}
          </button>
        </div>
      </form>
    </AccountPanel>
  );
}
