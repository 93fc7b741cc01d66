/**
 * /PaymentStatus: back from the payment page. With a successful status the subscription is recorded (the server
 * verifies the payment first), then 'subscription updated' and the saved plan is forgotten. Otherwise it says what
 * happened and what to do.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { $session } from '../stores/session.ts';
import { $subscriptionItem, clearSubscription } from '../stores/subscription.ts';

type View =
  { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'problem'; text: string } | { kind: 'login' };

function PaymentStatus() {
  const { token, branchId } = useStore($session);
  const item = useStore($subscriptionItem);
  const [view, setView] = useState<View>({ kind: 'working' });
  const sent = useRef(false);
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const status = (params.get('status') ?? '').toLowerCase();
  const txRef = params.get('txRef') ?? params.get('tx_ref') ?? '';

  useEffect(() => {
    if (status !== 'success' && status !== 'successful') {
      setView({
        kind: 'problem',
        text:
          status === 'cancelled'
            ? 'The payment was cancelled and nothing was charged. You can choose a plan again from Partner Fees.'
            : 'The payment did not go through. Nothing was recorded; please choose your plan again from Partner Fees.',
      });
      return;
    }
    if (!token || !branchId) return setView({ kind: 'login' });
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      try {
        const { api } = await import('../lib/api.ts');
        await api.recordSubscription(token, {
          subscriptionTypeId: item?.subscriptionTypeId ?? '',
          branchId,
          paymentStatus: status,
          pGReference: txRef,
        });
        clearSubscription();
        setView({ kind: 'done', text: 'subscription updated' });
      } catch (err) {
        setView({ kind: 'problem', text: (err as Error).message });
      }
    })();
  }, [status, txRef, token, branchId, item?.subscriptionTypeId]);

  return (
    <div className="card payment-status" aria-live="polite">
      {view.kind === 'working' && <p>Checking your payment…</p>}
      {view.kind === 'done' && (
        <>
          <h2>{view.text}</h2>
          <p>Thank you. Your plan is active now{txRef ? ` (reference ${txRef})` : ''}.</p>
          <p>
            <a className="btn" href="/partner-fees">
              See your plan
            </a>{' '}
            <a className="btn btn-ghost" href="/business-account?user=business-details">
              My Account
            </a>
          </p>
        </>
      )}
      {view.kind === 'problem' && (
        <>
          <h2>Payment not recorded</h2>
          <p role="alert">{view.text}</p>
          <p>
            <a className="btn" href="/partner-fees">
              Back to Partner Fees
            </a>
          </p>
        </>
      )}
      {view.kind === 'login' && (
        <>
          <h2>Please log in</h2>
          <p>Log in with your salon account to record this payment.</p>
          <button
            className="btn"
            type="button"
            onClick={() => void import('./login-overlay-mount.tsx').then((m) => m.openLogin())}
          >
            Login
          </button>
        </>
      )}
    </div>
  );
}

export default withErrorBoundary(PaymentStatus);
