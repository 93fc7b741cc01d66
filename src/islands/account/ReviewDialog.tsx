/** The salon's 'View Review' popup (spec section 2): customer name, star rating, review text and Close. */
import Stars from '../../components/Stars.tsx';
import type { Appointment } from '../../lib/types.ts';
import { Modal } from './Modal.tsx';

export function ReviewDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const text = appointment.review.trim();
  return (
    <Modal title="Review" onClose={onClose}>
      <p className="muted modal-sub">Appointment {appointment.appointmentNo}</p>
      <dl className="appt-facts review-facts">
        <div>
          <dt>Customer name</dt>
          <dd>{appointment.customerName}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            <Stars rating={appointment.rating} label={`${appointment.rating} out of 5 stars`} />
          </dd>
        </div>
      </dl>
      {text ? (
        <blockquote className="appt-review-text">{text}</blockquote>
      ) : (
        <p className="muted">The customer left stars without a message.</p>
      )}
      <div className="acct-actions">
        <button className="btn btn-ghost" type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
