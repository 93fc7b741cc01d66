/**
 * Customer signup (spec section 5): Name, Email, Password, Phone Number, all required. The e-mail is checked with the
 * server first; on success the form gives way to a note to confirm the e-mail through the link we sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { failureMessage } from '../../lib/accounts.ts';
import { missingFields } from '../../lib/validation.ts';
import { Field, FormMessage } from './Field.tsx';
import { LoginButton } from './LoginButton.tsx';
import { ResultPanel } from './ResultPanel.tsx';

export function CustomerSignupForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const titleId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const missing = missingFields([
      ['Name', name],
      ['Email', email],
      ['Password', password],
      ['Phone Number', phone],
    ]);
    if (missing) return setError(missing);
    setBusy(true);
    try {
      await api.checkEmail(email.trim());
      const res = await api.registerCustomer({
        Name: name.trim(),
        Email: email.trim(),
        Password: password,
        PhoneNumber: phone.trim(),
      });
      setDone({ message: res.message ?? 'Account created.', email: email.trim() });
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <ResultPanel title="Check your e-mail" tone="success" message={done.message}>
        <p>
          We have sent a confirmation link to <strong>{done.email}</strong>. Please open that link to confirm your
          e-mail address, then log in.
        </p>
        <LoginButton className="btn btn-ghost" />
      </ResultPanel>
    );
  }

  return (
    <section className="card auth-card">
      <h2 id={titleId}>Create a customer account</h2>
      <p className="muted">Book salons across Nigeria and keep track of your appointments.</p>
      <form className="form-stack" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Field id="signup-name" label="Name" value={name} onChange={setName} autoComplete="name" required />
        <Field
          id="signup-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          inputMode="email"
          required
        />
        <Field
          id="signup-password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
          hint="At least 8 characters."
        />
        <Field
          id="signup-phone"
          label="Phone Number"
          type="tel"
          value={phone}
          onChange={setPhone}
          autoComplete="tel"
          inputMode="tel"
          required
        />
        <FormMessage error={error} />
        <div className="form-actions">
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : 'Sign up'}
          </button>
        </div>
      </form>
    </section>
  );
}
