/**
 * /appointments/deposit: back from paying a booking's deposit (issue 29). The gateway's return URL says how the
 * payment went, but anyone can type that URL: only the server's answer counts, after it verified the payment with the
 * gateway. Paid: the cart is done with and Thank You shows the booking with the deposit and the balance at the venue.
 * Not paid: the server's message and the way back to the salon to book again. Logged out: log in, then it carries on.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { ThankYouStep, type Confirmation } from '../components/booking/ThankYouStep.tsx';
import { api, ApiError } from '../lib/api.ts';
import { $cart, resetCart } from '../stores/cart.ts';
import { $session, clearSession, LOGIN_KEYS } from '../stores/session.ts';

type View =
  | { kind: 'working' }
  | { kind: 'login'; text: string | null }
  | { kind: 'paid'; done: Confirmation; timeZone: string }
  | { kind: 'unpaid'; title: string; text: string; branchUrl: string; canRetry: boolean };

/** The payment's reference from the return URL: ours (txRef) or Flutterwave's (tx_ref). */
function returnReference(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('txRef') ?? params.get('tx_ref') ?? '').trim();
}

const NOT_PAID = 'Deposit not paid';

/** Worth asking again: the payment may still complete, or the server could not be reached. */
const retryable = (status: number) => status === 402 || status === 0 || status >= 500;

function DepositReturn() {
  const { token } = useStore($session);
  const [view, setView] = useState<View>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  // One check per token and attempt, however often the effect runs.
  const asked = useRef('');

  useEffect(() => {
    const txRef = returnReference(window.location.search);
    const branchUrl = $cart.get().branchUrl;
    if (!txRef) {
      setView({
        kind: 'unpaid',
        title: NOT_PAID,
        text: 'This link has no payment reference, so the deposit cannot be checked. Please book again.',
        branchUrl,
        canRetry: false,
      });
      return;
    }
    if (!token) return setView((v) => (v.kind === 'login' ? v : { kind: 'login', text: null }));
    const key = `${token}:${attempt}`;
    if (asked.current === key) return;
    asked.current = key;
    setView({ kind: 'working' });
    api.depositStatus(token, txRef).then(
      (appointment) => {
        const cart = $cart.get();
        resetCart();
        setView({
          kind: 'paid',
          timeZone: appointment.timeZone,
          done: {
            appointmentId: appointment.appointmentId,
            appointment,
            cart,
            businessName: appointment.businessName,
            branchUrl: appointment.branchUrl || cart.branchUrl,
          },
        });
      },
      (err: unknown) => {
        const e = err instanceof ApiError ? err : new ApiError(0, 'Could not check the payment. Please try again.');
        if (e.status === 401) {
          // The session ran out: log in again and the check carries on.
          clearSession(LOGIN_KEYS);
          return setView({ kind: 'login', text: e.message });
        }
        // 402 (not paid), 403 and 404 are the server's verdict, and 409 (paid after the time was taken: refunded);
        // anything else means we could not ask.
        const verdict = [402, 403, 404].includes(e.status);
        const title = e.status === 409 ? 'Booking not confirmed' : verdict ? NOT_PAID : 'Could not check your deposit';
        setView({ kind: 'unpaid', title, text: e.message, branchUrl, canRetry: retryable(e.status) });
      },
    );
  }, [token, attempt]);

  // The result is announced by moving focus to its heading.
  const heading = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);

  if (view.kind === 'paid') return <ThankYouStep headingRef={heading} done={view.done} timeZone={view.timeZone} />;
  return (
    <div className="card payment-status" aria-live="polite">
      {view.kind === 'working' && <p role="status">Checking your deposit payment…</p>}
      {view.kind === 'login' && (
        <>
          <h2>Please log in</h2>
          {view.text && (
            <p className="form-error" role="alert">
              {view.text}
            </p>
          )}
          <p>Log in with the account you booked with to see whether your deposit was paid.</p>
          <button
            className="btn"
            type="button"
            onClick={(e) => {
              const button = e.currentTarget;
              void import('./login-overlay-mount.tsx').then((m) => m.openLogin(button));
            }}
          >
            Login
          </button>
        </>
      )}
      {view.kind === 'unpaid' && (
        <>
          <h2 ref={heading} tabIndex={-1}>
            {view.title}
          </h2>
          <p className="form-error" role="alert">
            {view.text}
          </p>
          <p className="form-actions">
            {view.canRetry && (
              <button className="btn btn-ghost" type="button" onClick={() => setAttempt((n) => n + 1)}>
                Check again
              </button>
            )}
            {view.branchUrl ? (
              <a className="btn" href={`/branches/${encodeURIComponent(view.branchUrl)}`}>
                Book again
              </a>
            ) : (
              <a className="btn" href="/branches">
                Browse salons
              </a>
            )}
            <a className="btn btn-ghost" href="/customer-account?user=appointments">
              My appointments
            </a>
          </p>
        </>
      )}
    </div>
  );
}

export default withErrorBoundary(DepositReturn);
