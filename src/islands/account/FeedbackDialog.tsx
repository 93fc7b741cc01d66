/**
 * The customer's feedback popup (spec section 2): 'Rate us' with 1 to 5 stars (native radios drawn as stars, so
 * arrow keys choose and each reads '4 stars'), the 'Feedback' text, 'Submit' and 'Close'. Submit without a rating
 * asks for one; the server's answer is alerted, success or not (spec section 4).
 */
import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import type { Appointment } from '../../lib/types.ts';
import { Modal } from './Modal.tsx';
import { sessionEnded } from './session.ts';

const SCALE = [1, 2, 3, 4, 5] as const;
const MAX_TEXT = 1000;
export const RATING_MISSING = 'Please choose a rating from 1 to 5 stars.';

interface Props {
  appointment: Appointment;
  token: string;
  onClose: () => void;
  /** Called after the server accepted the review. */
  onSaved: () => void;
}

export function FeedbackDialog({ appointment, token, onClose, onSaved }: Props) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (rating < 1) {
      setError(RATING_MISSING);
      document.getElementById(`${id}-star-1`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await api.reviewAppointment(token, appointment.appointmentId, rating, text.trim());
      window.alert(res.message ?? 'Thank you for your feedback.');
      onSaved();
    } catch (err) {
      if (sessionEnded(err)) return onClose();
      // The text stays, so nothing typed is lost when the network fails.
      window.alert(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="Write Feedback" onClose={onClose} className="feedback-dialog">
      <p className="muted modal-sub">
        {appointment.businessName}, appointment {appointment.appointmentNo}
      </p>
      <form className="acct-form" onSubmit={submit} noValidate>
        <fieldset className="rate-stars" aria-describedby={error ? `${id}-error` : undefined}>
          <legend>Rate us</legend>
          <div className="rate-row">
            {SCALE.map((n) => (
              <span key={n} className={`rate-star${n <= rating ? ' on' : ''}`}>
                <input
                  id={`${id}-star-${n}`}
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => {
                    setRating(n);
                    setError(null);
                  }}
                />
                <label htmlFor={`${id}-star-${n}`}>
                  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                    <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                  </svg>
                  <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
                </label>
              </span>
            ))}
            <span className="rate-value" aria-hidden="true">
              {rating ? `${rating} of 5` : ''}
            </span>
          </div>
        </fieldset>
        <div className="acct-field">
          <label htmlFor={`${id}-text`}>Feedback</label>
          <textarea
            id={`${id}-text`}
            name="review"
            rows={4}
            maxLength={MAX_TEXT}
            placeholder="Please leave your message"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {error && (
          <p className="form-error" role="alert" id={`${id}-error`}>
            {error}
          </p>
        )}
        <div className="acct-actions">
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : 'Submit'}
          </button>
          <button className="btn btn-ghost" type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </Modal>
  );
}
