/**
 * One entry of 'My Appointments': appointment no, date and service provider (the salon's list adds the customer), a
 * 'View' toggle, and the details (with the deposit, issue 29) and the actions the rules allow for this viewer.
 */
import Stars from '../../components/Stars.tsx';
import { depositWords } from '../../lib/deposit-words.ts';
import { formatDateTime, formatNaira, formatTime } from '../../lib/format.ts';
import type { Appointment } from '../../lib/types.ts';
import {
  isOpen,
  statusLabel,
  canCancel,
  canComplete,
  canWriteFeedback,
  entryIds,
  isReviewed,
  lineDuration,
  showsReview,
  type Viewer,
} from './appointment-rules.ts';

export type AppointmentAction = 'cancel' | 'complete' | 'feedback' | 'review' | 'reschedule';

interface Props {
  appointment: Appointment;
  viewer: Viewer;
  open: boolean;
  onToggle: () => void;
  now: Date;
  /** An action for this appointment is under way. */
  busy: boolean;
  onAction: (action: AppointmentAction) => void;
}

export function AppointmentItem({ appointment: a, viewer, open, onToggle, now, busy, onAction }: Props) {
  const { title: titleId, toggle: toggleId, details: detailsId } = entryIds(a.appointmentId);
  const deposit = depositWords(a.deposit, a.timeZone);
  // A deposit still due can be paid from here when the checkout was left before paying.
  const payUrl = viewer === 'customer' && a.deposit?.status === 'DUE' ? a.deposit.checkoutUrl : null;
  const facts: [string, string][] = [
    ['Customer name', a.customerName],
    ['Employee name', a.employeeName],
    ['Estimated end time', formatTime(a.endDateTime, a.timeZone)],
    ['Mode of payment', a.modeOfPayment],
    ['Booking status', statusLabel(a.bookingStatus)],
    ...(a.source === 'SALON' ? ([['Booked', 'By the salon (walk-in or phone)']] as [string, string][]) : []),
    ...(a.customerNoShows ? ([['Earlier no-shows here', String(a.customerNoShows)]] as [string, string][]) : []),
    ['Payment status', a.paymentStatus],
    ['Place of payment', a.paymentPlace],
    ['Sub total', formatNaira(a.subTotal)],
    ['Tax', formatNaira(a.tax)],
    ['Total', formatNaira(a.total)],
    ...(deposit ? ([['Deposit', deposit]] as [string, string][]) : []),
  ];
  const actions = (
    <>
      {payUrl && (
        <a className="btn btn-small btn-accent" href={payUrl} aria-describedby={titleId}>
          Pay deposit
        </a>
      )}
      {canCancel(a, viewer, now) && (
        <button
          type="button"
          className="btn btn-small"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => onAction('reschedule')}
        >
          Reschedule
        </button>
      )}
      {canCancel(a, viewer, now) && (
        <button
          type="button"
          className="btn btn-small acct-danger"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => onAction('cancel')}
        >
          Cancel Appointment
        </button>
      )}
      {viewer === 'customer' && canWriteFeedback(a) && (
        <button
          type="button"
          className="btn btn-small"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => onAction('feedback')}
        >
          Write Feedback
        </button>
      )}
      {viewer === 'business' && isReviewed(a) && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => onAction('review')}
        >
          View Review
        </button>
      )}
      {viewer === 'business' && canComplete(a) && (
        <button
          type="button"
          className="btn btn-small"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => onAction('complete')}
        >
          Complete Appointment
        </button>
      )}
    </>
  );

  return (
    <li className="appt card">
      <div className="appt-head">
        <h3 id={titleId} className="appt-no">
          Appointment no. {a.appointmentNo}
        </h3>
        <dl className="appt-summary">
          <div>
            <dt>Date</dt>
            <dd>{formatDateTime(a.appointmentDateTime, a.timeZone)}</dd>
          </div>
          <div>
            <dt>Service provider</dt>
            <dd>{a.businessName}</dd>
          </div>
          {viewer === 'business' && (
            <div>
              <dt>Customer</dt>
              <dd>{a.customerName}</dd>
            </div>
          )}
        </dl>
        <button
          id={toggleId}
          type="button"
          className="btn btn-ghost btn-small appt-toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          View<span className="visually-hidden"> appointment {a.appointmentNo}</span>
          <span className="appt-chevron" aria-hidden="true" />
        </button>
      </div>
      <div id={detailsId} className="appt-details" hidden={!open}>
        {open && (
          <>
            <dl className="appt-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h4 className="appt-subhead">Services</h4>
            <ul className="appt-services" role="list">
              {a.appointmentServices.map((s) => (
                <li key={s.serviceId}>
                  <span className="appt-service-name">{s.serviceName}</span>
                  <span className="muted">
                    {formatTime(s.startTime, a.timeZone)} · {lineDuration(s.duration)}
                  </span>
                  <span className="appt-service-price">{formatNaira(s.price)}</span>
                </li>
              ))}
            </ul>
            {viewer === 'customer' && showsReview(a) && (
              <div className="appt-review">
                <h4 className="appt-subhead">Your feedback</h4>
                <Stars rating={a.rating} label={`${a.rating} out of 5 stars`} />
                {a.review.trim() ? (
                  <blockquote className="appt-review-text">{a.review}</blockquote>
                ) : (
                  <p className="muted">No message.</p>
                )}
              </div>
            )}
            {viewer === 'customer' && isOpen(a) && a.paymentStatus !== 'RECEIVED' && (
              <p className="muted small">You can leave feedback once the salon marks this appointment complete.</p>
            )}
            <div className="acct-actions">{actions}</div>
          </>
        )}
      </div>
    </li>
  );
}
