/**
 * The customer's profile (spec section 2): Name, Email, Phone Number; 'Update' ('Updating.....' while it runs). Under
 * it, the channels booking messages go by (issue 30: MessagesForm).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { failureMessage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { formatPhone } from '../../lib/format.ts';
import { missingFields } from '../../lib/validation.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage, TextField } from './Fields.tsx';
import { profileRead } from './first-read.ts';
import { MessagesForm } from './MessagesForm.tsx';
import { sessionEnded } from './session.ts';
import { useApiData } from './use-api-data.ts';

export function ProfilePanel({ token, userId }: { token: string; userId: string }) {
  // Opens on the profile the page painted before React (first-panel.ts), when it did.
  const read = profileRead(token, userId);
  const {
    data,
    error: loadError,
    initial: painted,
  } = useApiData(read.fetch, 'Failed loading customer Data', [token, userId], read.key);
  const [name, setName] = useState(painted?.fullName ?? '');
  const [email, setEmail] = useState(painted?.email ?? '');
  // Stored in E.164; shown grouped for reading (any written form is accepted back).
  const [phone, setPhone] = useState(formatPhone(painted?.phoneNumber ?? ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Counts the profile's saves: a new number changes what can be texted, so the message choices are read again.
  const [saves, setSaves] = useState(0);

  // A later load fills the fields; the painted profile already has (and what was typed into it must stay).
  useEffect(() => {
    if (!data || data === painted) return;
    setName(data.fullName);
    setEmail(data.email);
    setPhone(formatPhone(data.phoneNumber));
  }, [data, painted]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const missing = missingFields([
      ['Email', email],
      ['Name', name],
      ['Phone Number', phone],
    ]);
    if (missing) return setError(missing);
    setBusy(true);
    try {
      const res = await api.updateProfile(token, userId, {
        name: name.trim(),
        email: email.trim(),
        phoneno: phone.trim(),
      });
      setNotice(res.message ?? 'Profile updated.');
      setSaves((n) => n + 1);
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPanel id="profile" title="Profile">
      {loadError ? (
        <ErrorScreen status={500} message={loadError} />
      ) : !data ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <form className="acct-form" onSubmit={submit} noValidate>
            <TextField id="profile-name" label="Name" value={name} onChange={setName} autoComplete="name" />
            <TextField
              id="profile-email"
              label="Email"
              value={email}
              onChange={setEmail}
              type="email"
              autoComplete="email"
            />
            <TextField
              id="profile-phone"
              label="Phone Number"
              value={phone}
              onChange={setPhone}
              type="tel"
              autoComplete="tel"
            />
            <FormMessage error={error} notice={notice} />
            <div className="acct-actions">
              <button className="btn" type="submit" disabled={busy}>
                {busy ? 'Updating.....' : 'Update'}
              </button>
            </div>
          </form>
          <MessagesForm token={token} profileSaved={saves} />
        </>
      )}
    </AccountPanel>
  );
}
