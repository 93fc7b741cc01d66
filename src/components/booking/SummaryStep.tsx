/**
 * Step 2, 'Order Summary': date, time, employee, each service with its duration and price, the payment amount
 * (paid at the venue, or, when services ask a deposit, the deposit due now, the rest at the venue and when the salon
 * keeps the deposit), 'Confirm Booking' and a way back.
 */
import type { Ref } from 'react';
import { cartDepositTerms } from '../../lib/deposit-words.ts';
import { formatDate, formatNaira, formatTime } from '../../lib/format.ts';
import type { Cart } from '../../stores/cart.ts';
import { OrderLines } from './OrderLines.tsx';

interface Props {
  /** The branch's IANA time zone. */
  timeZone: string;
  headingRef: Ref<HTMLHeadingElement>;
  cart: Cart;
  businessName: string;
  /** The branch's free cancellation window, in hours (the deposit terms). */
  cancellationWindowHours: number;
  busy: boolean;
  error: string | null;
  /** The server's word while the customer is sent on to pay the deposit. */
  notice?: string | null;
  awaitingLogin: boolean;
  onBack: () => void;
  onConfirm: (button: HTMLButtonElement) => void;
}

export function SummaryStep({
  headingRef,
  cart,
  timeZone,
  businessName,
  cancellationWindowHours,
  busy,
  error,
  notice,
  awaitingLogin,
  onBack,
  onConfirm,
}: Props) {
  const at = cart.appointmentDateTime;
  const terms = cartDepositTerms(cart.items, cancellationWindowHours);
  return (
    <section className="booking-step" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" ref={headingRef} tabIndex={-1}>
        Order Summary
      </h2>
      <div className="card booking-card booking-summary">
        <dl className="booking-facts">
          <div>
            <dt>Service provider</dt>
            <dd>{businessName}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{at ? formatDate(at, timeZone) : '—'}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{at ? formatTime(at, timeZone) : '—'}</dd>
          </div>
          <div>
            <dt>Employee</dt>
            <dd>{cart.employee?.employeeName ?? '—'}</dd>
          </div>
        </dl>
        <h3>Services</h3>
        <OrderLines items={cart.items} />
        <p className="order-total">
          Payment amount <strong>{formatNaira(cart.totalAmount)}</strong>
        </p>
        {terms ? (
          <ul className="deposit-terms" role="list" aria-label="Deposit terms">
            <li>
              <strong>{terms.dueNow}</strong>
            </li>
            <li>{terms.atVenue}</li>
            <li className="muted">{terms.kept}</li>
          </ul>
        ) : (
          <p className="muted">You pay at the venue; nothing is charged now.</p>
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
        {awaitingLogin && (
          <p className="form-notice" role="status">
            Please log in to confirm your booking. It continues as soon as you are logged in.
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack} disabled={busy}>
            Back
          </button>
          <button type="button" className="btn btn-accent" disabled={busy} onClick={(e) => onConfirm(e.currentTarget)}>
            {busy ? 'Please wait...' : 'Confirm Booking'}
          </button>
        </div>
      </div>
    </section>
  );
}
