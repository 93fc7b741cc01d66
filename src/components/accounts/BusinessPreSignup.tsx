/**
 * The business pre-signup panel beside the customer form: name, email, password, mobile (all required, else 'Please
 * fill up all above inputs.'), carried to the register form through sessionStorage, never the URL.
 */
import { useId, useState, type FormEvent } from 'react';
import { savePreSignup } from '../../lib/accounts.ts';
import { MESSAGES } from '../../lib/validation.ts';
import { Field, FormMessage } from './Field.tsx';

export function BusinessPreSignup() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    if ([name, email, password, mobile].some((v) => v.trim() === '')) return setError(MESSAGES.fillAll);
    setError(null);
    savePreSignup({ name: name.trim(), email: email.trim(), password, mobile: mobile.trim() });
    window.location.assign('/auth?mode=register');
  }

  return (
    <section className="card auth-card auth-card-business">
      <h2 id={titleId}>List your salon</h2>
      <p className="muted">
        Own a salon, barbershop, spa or nail bar? Start here; the next page asks for your business details.
      </p>
      <form className="form-stack" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Field id="pre-name" label="Your Name" value={name} onChange={setName} autoComplete="name" required />
        <Field
          id="pre-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          inputMode="email"
          required
        />
        <Field
          id="pre-password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
          hint="At least 8 characters."
        />
        <Field
          id="pre-mobile"
          label="Mobile Number"
          type="tel"
          value={mobile}
          onChange={setMobile}
          autoComplete="tel"
          inputMode="tel"
          required
        />
        <FormMessage error={error} />
        <div className="form-actions">
          <button className="btn btn-accent" type="submit">
            Register your business
          </button>
        </div>
      </form>
    </section>
  );
}
