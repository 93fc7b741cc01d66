/**
 * The login overlay: Email and Password, or (forgot mode) just the e-mail for a reset link. Closes on Close, a click
 * outside, Escape, or a successful login. On failure the session keys are removed, the overlay closes and the
 * server's message is shown (spec section 4).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api } from '../lib/api.ts';
import { missingFields } from '../lib/validation.ts';
import { clearSession, LOGIN_KEYS, loginSession, setSession } from '../stores/session.ts';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';

interface Props {
  onClose: () => void;
}

function LoginOverlay({ onClose }: Props) {
  const [forgot, setForgot] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const missing = forgot
      ? missingFields([['Email', email]])
      : missingFields([
          ['Email', email],
          ['Password', password],
        ]);
    if (missing) return setError(missing);
    setBusy(true);
    try {
      if (forgot) {
        const res = await api.sendResetPassword(email.trim(), window.location.origin);
        setNotice(res.message ?? 'If an account exists for this e-mail, a reset link is on its way.');
        return;
      }
      const res = await api.login(email.trim(), password);
      setSession(loginSession(res));
      onClose();
    } catch (err) {
      if (forgot) {
        setError((err as Error).message);
        return;
      }
      clearSession(LOGIN_KEYS);
      onClose();
      window.alert((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    // The backdrop only catches a click outside the panel; Escape and Close are the keyboard's way out.
    <div className="overlay" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="overlay-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 id={titleId}>{forgot ? 'Reset your password' : 'Login'}</h2>
        <form onSubmit={submit} noValidate>
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {!forgot && (
            <>
              <label htmlFor="login-password">Password</label>
              <input
                id="login-password"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {notice && (
            <p className="form-notice" role="status">
              {notice}
            </p>
          )}
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : forgot ? 'Submit' : 'Login'}
          </button>
        </form>
        <div className="overlay-actions">
          <button
            className="link-button"
            type="button"
            onClick={() => {
              setForgot(!forgot);
              setError(null);
              setNotice(null);
            }}
          >
            {forgot ? 'Cancel' : 'Forgot Password?'}
          </button>
          <a href="/auth?mode=signup">Create an account</a>
          <button className="btn btn-ghost btn-small" type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

export default withErrorBoundary(LoginOverlay);
