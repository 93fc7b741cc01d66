/**
 * Step 3, 'Thank You': 'Your Booking has been confirmed' with the appointment number, service provider, employee,
 * each service, date, time and payment amount, and, when a deposit was paid (issue 29), that deposit and what is left
 * to pay at the venue. The cart is gone by now, so everything comes from what was kept.
 */
import type { Ref } from 'react';
import { paidDepositLines } from '../../lib/deposit-words.ts';
import { formatDate, formatDuration, formatNaira, formatTime } from '../../lib/format.ts';
import type { Appointment } from '../../lib/types.ts';
import type { Cart } from '../../stores/cart.ts';

/** What the Thank You screen shows: the booking as read back when that worked, else the order as sent. */
export interface Confirmation {
  appointmentId: string;
  appointment: Appointment | null;
  cart: Cart;
  businessName: string;
  branchUrl: string;
}

/** '1Hrs-30Min' -> '1 hr 30 min' */
function readableDuration(text: string): string {
  const m = /^(\d+)Hrs-(\d+)Min$/.exec(text);
  return m ? formatDuration(Number(m[1]), Number(m[2])) : text;
}

export function ThankYouStep({
  headingRef,
  done,
  timeZone,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  done: Confirmation;
  /** The branch's IANA time zone. */
  timeZone: string;
}) {
  const a = done.appointment;
  const paid = paidDepositLines(a?.deposit);
  const at = a?.appointmentDateTime ?? done.cart.appointmentDateTime ?? '';
  const services = a
    ? a.appointmentServices.map((s) => ({
        id: s.serviceId,
        name: s.serviceName,
        duration: readableDuration(s.duration),
        price: s.price,
      }))
    : done.cart.items.map((i) => ({
        id: i.id,
        name: i.name,
        duration: formatDuration(i.hours, i.min),
        price: i.price,
      }));
  return (
    <section className="booking-step" aria-labelledby="booking-done-title">
      <h2 id="booking-done-title" ref={headingRef} tabIndex={-1}>
        Thank You
      </h2>
      <div className="card booking-card booking-done">
        <p className="result-message">Your Booking has been confirmed</p>
        <dl className="booking-facts">
          <div>
            <dt>Appointment number</dt>
            <dd className="appointment-no">{a?.appointmentNo ?? 'Shown in your appointments'}</dd>
          </div>
          <div>
            <dt>Service provider</dt>
            <dd>{a?.businessName ?? done.businessName}</dd>
          </div>
          <div>
            <dt>Employee</dt>
            <dd>{a?.employeeName ?? done.cart.employee?.employeeName}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{at && formatDate(at, timeZone)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{at && formatTime(at, timeZone)}</dd>
          </div>
        </dl>
        <h3>Services</h3>
        <ul className="booking-lines" role="list">
          {services.map((s) => (
            <li key={s.id}>
              <span className="line-name">{s.name}</span>
              <span className="line-duration muted">{s.duration}</span>
              <span className="price">{formatNaira(s.price)}</span>
            </li>
          ))}
        </ul>
        <p className="order-total">
          Payment amount <strong>{formatNaira(a?.total ?? done.cart.totalAmount)}</strong>
        </p>
        {paid ? (
          <>
            <p className="deposit-paid">
              Deposit paid <strong>{paid.paid}</strong>
            </p>
            <p className="deposit-balance">
              Left to pay at the venue <strong>{paid.atVenue}</strong>
            </p>
            <p className="muted">We have e-mailed you the details with a calendar invitation.</p>
          </>
        ) : (
          <p className="muted">Pay at the venue. We have e-mailed you the details with a calendar invitation.</p>
        )}
        <div className="form-actions">
          <a className="btn" href="/customer-account?user=appointments">
            My appointments
          </a>
          {done.branchUrl && (
            <a className="btn btn-ghost" href={`/branches/${done.branchUrl}`}>
              Back to {a?.businessName ?? done.businessName}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
