/**
 * A plan card's button (spec section 2, Partner fees): 'Subscribed' (disabled) for the branch's current plan;
 * 'Click here for subscription' without a stored branchId (it leads to business registration); otherwise 'Upgrade',
 * which saves the plan and goes to the payment page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { $session } from '../stores/session.ts';
import { chooseSubscription, type SubscriptionItem } from '../stores/subscription.ts';

let current: Promise<string | null> | undefined;
/** The branch's current plan, fetched once for all the cards on the page. */
function currentPlan(token: string, branchId: string): Promise<string | null> {
  current ??= import('../lib/api.ts')
    .then(({ api }) => api.branchSubscriptions(token, branchId))
    .then((list) => list.find((s) => s.isCurrent)?.subscriptionTypeId ?? null)
    .catch(() => null);
  return current;
}

function PlanButton({ plan }: { plan: SubscriptionItem }) {
  const { token, branchId } = useStore($session);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (token && branchId) void currentPlan(token, branchId).then(setCurrentId);
  }, [token, branchId]);

  if (!branchId) {
    return (
      <button
        className="btn btn-accent"
        type="button"
        onClick={() => {
          chooseSubscription(plan);
          window.location.assign('/auth?mode=register');
        }}
      >
        Click here for subscription
      </button>
    );
  }
  if (currentId === plan.subscriptionTypeId) {
    return (
      <button className="btn" type="button" disabled>
        Subscribed
      </button>
    );
  }
  async function upgrade() {
    setError(null);
    chooseSubscription(plan);
    if (!token) {
      const { openLogin } = await import('./login-overlay-mount.tsx');
      return openLogin();
    }
    setBusy(true);
    try {
      const { api } = await import('../lib/api.ts');
      const { data } = await api.initiatePayment(token, plan.subscriptionTypeId, branchId!);
      window.location.assign(data!.checkoutUrl);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }
  return (
    <>
      <button className="btn btn-accent" type="button" onClick={upgrade} disabled={busy}>
        {busy ? 'Please wait...' : 'Upgrade'}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export default withErrorBoundary(PlanButton);
