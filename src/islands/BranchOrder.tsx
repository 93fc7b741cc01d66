/**
 * A branch's services by category with '+ Add' / 'Added', and the order summary with the total and Book.
 * Cart rules (spec section 4): a service is added once; removing subtracts its price; opening another branch than the
 * remembered one starts a new cart; Book with an empty cart alerts 'cart is empty'. A service that asks a deposit
 * (issue 29) says so beside its price, and the branch's cancellation policy is shown in words.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { cancellationPolicy, formatKobo, serviceDepositWords } from '../lib/deposit-words.ts';
import { formatDuration, formatNaira } from '../lib/format.ts';
import type { BranchDetail, Service } from '../lib/types.ts';
import { MESSAGES } from '../lib/validation.ts';
import { $cart, addToCart, enterBranch, prepareBooking, removeFromCart, resetCart } from '../stores/cart.ts';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';

/** What the order shows of a service: no more, as the island's props are written into every branch page. */
type OrderService = Pick<
  Service,
  'serviceId' | 'serviceName' | 'description' | 'durationHours' | 'durationMinutes' | 'price'
> & { deposit: Pick<Service['deposit'], 'amount'> };
type OrderGroup = Pick<BranchDetail['branchServices'][number], 'categoryId' | 'categoryName'> & {
  services: OrderService[];
};

type Props = Pick<
  BranchDetail,
  'branchId' | 'businessName' | 'businessEmail' | 'branchUrl' | 'cancellationWindowHours'
> & {
  branchServices: OrderGroup[];
};

/**
 * A branch's services as the order needs them. Astro writes an island's props into the page (they were a branch
 * page's largest part), so the page passes these: 5.2 KB of props where the API's services made 8.6 KB.
 */
export function orderGroups(groups: BranchDetail['branchServices']): OrderGroup[] {
  return groups.map(({ categoryId, categoryName, services }) => ({
    categoryId,
    categoryName,
    services: services.map(
      ({ serviceId, serviceName, description, durationHours, durationMinutes, price, deposit }) => ({
        serviceId,
        serviceName,
        description,
        durationHours,
        durationMinutes,
        price,
        deposit: { amount: deposit.amount },
      }),
    ),
  }));
}

function BranchOrder({
  branchId,
  businessName,
  businessEmail,
  branchUrl,
  branchServices,
  cancellationWindowHours,
}: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    enterBranch(branchId, branchUrl);
    setReady(true);
  }, [branchId, branchUrl]);
  const cart = useStore($cart);
  // Before the cart is tied to this branch, show nothing as added (another branch's items may still be stored).
  const items = ready ? cart.items : [];
  const inCart = new Set(items.map((i) => i.id));
  const total = ready ? cart.totalAmount : 0;
  const deposit = items.reduce((sum, i) => sum + i.deposit, 0);
  const asksDeposits = branchServices.some((g) => g.services.some((s) => s.deposit.amount > 0));

  function book() {
    if (!prepareBooking(businessName, businessEmail, branchUrl, cancellationWindowHours)) {
      return alert(MESSAGES.cartEmpty);
    }
    window.location.assign(`/appointments/${branchId}`);
  }

  return (
    <div className="order-layout">
      <div className="services">
        {branchServices.length === 0 && <p className="muted">This salon has not listed its services yet.</p>}
        {branchServices.map((group) => (
          <section key={group.categoryId} aria-labelledby={`cat-${group.categoryId}`} className="service-group">
            <h3 id={`cat-${group.categoryId}`}>{group.categoryName}</h3>
            <ul role="list">
              {group.services.map((s) => {
                const added = inCart.has(s.serviceId);
                const depositText = serviceDepositWords(s.deposit.amount);
                return (
                  <li key={s.serviceId} className="service-row">
                    <div>
                      <strong>{s.serviceName}</strong>
                      {s.description && <p className="muted">{s.description}</p>}
                      <span className="muted small">{formatDuration(s.durationHours, s.durationMinutes)}</span>
                    </div>
                    <div className="service-buy">
                      <span className="price">{formatNaira(s.price)}</span>
                      {depositText && <span className="muted small service-deposit">{depositText}</span>}
                      <button
                        type="button"
                        className={`btn btn-small ${added ? 'btn-ghost' : ''}`}
                        aria-pressed={added}
                        aria-label={added ? `${s.serviceName} added` : `Add ${s.serviceName}`}
                        onClick={() => {
                          if (added) return removeFromCart(s.serviceId);
                          // A tap replayed right after hydration may come before the mount effect: tie the cart
                          // to this branch first (no-op when it already is).
                          enterBranch(branchId, branchUrl);
                          addToCart({
                            id: s.serviceId,
                            name: s.serviceName,
                            price: s.price,
                            hours: s.durationHours,
                            min: s.durationMinutes,
                            deposit: s.deposit.amount,
                          });
                        }}
                      >
                        {added ? 'Added' : '+ Add'}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <aside className="card order-summary" aria-labelledby="order-title">
        <h3 id="order-title">Order summary</h3>
        {items.length > 0 && (
          <ul role="list" className="order-items">
            {items.map((i) => (
              <li key={i.id}>
                <span>{i.name}</span>
                <span className="price">{formatNaira(i.price)}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${i.name}`}
                  onClick={() => removeFromCart(i.id)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="order-total" aria-live="polite">
          {total === 0 ? (
            MESSAGES.emptyTotal
          ) : (
            <>
              Total <strong>{formatNaira(total)}</strong>
            </>
          )}
        </p>
        <div className="order-actions">
          <button type="button" className="btn btn-accent" onClick={book}>
            Book
          </button>
          {items.length > 0 && (
            <button type="button" className="btn btn-ghost btn-small" onClick={resetCart}>
              Reset
            </button>
          )}
        </div>
        <p className="muted small">
          {deposit > 0
            ? `${formatKobo(deposit)} deposit to pay when you book; the rest at the venue.`
            : 'Pay at the venue.'}{' '}
          You choose the day, time and stylist next.
        </p>
        {asksDeposits && <p className="muted small deposit-policy">{cancellationPolicy(cancellationWindowHours)}</p>}
      </aside>
    </div>
  );
}

export default withErrorBoundary(BranchOrder);
