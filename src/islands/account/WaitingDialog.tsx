/**
 * Who waits for the calendar's day (issue 31): each waiting customer with how to reach them, the window and services
 * they asked for, any preferred employee and whether a time was offered; "Book" opens the booking form in the same
 * dialog. After a booking the list comes back with the server's message, read again by the panel (the entry is gone),
 * so the salon can book the next one.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { longDate } from '../../lib/calendar-time.ts';
import { formatPhone } from '../../lib/format.ts';
import type { Calendar, Service, WaitingCustomer } from '../../lib/types.ts';
import { outcomeWords, WINDOW_WORDS } from '../../lib/waitlist-words.ts';
import { Modal } from './Modal.tsx';
import { sessionEnded } from './session.ts';
import { WaitlistBookForm } from './WaitlistBookForm.tsx';
import { entryMinutes } from './waiting-times.ts';
import './waitlist.css';

interface Props {
  token: string;
  branchId: string;
  calendar: Calendar;
  date: string;
  /** The day's active entries, as the panel last read them. */
  list: WaitingCustomer[];
  now: Date;
  onClose: () => void;
  /** A customer was booked: the panel reads the calendar and the list again. */
  onBooked: (message: string) => void;
}

const bookId = (c: WaitingCustomer) => `wl-book-${c.waitlistId}`;

function Customer({ customer: c, onBook }: { customer: WaitingCustomer; onBook: () => void }) {
  const titleId = `wl-customer-${c.waitlistId}`;
  return (
    <li className="card wl-entry">
      <h3 id={titleId} className="wl-title">
        {c.customerName}
      </h3>
      <dl className="appt-facts">
        <div>
          <dt>Phone</dt>
          <dd>{c.customerPhone ? <a href={`tel:${c.customerPhone}`}>{formatPhone(c.customerPhone)}</a> : '—'}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{c.customerEmail ? <a href={`mailto:${c.customerEmail}`}>{c.customerEmail}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Time of day</dt>
          <dd>{WINDOW_WORDS[c.window]}</dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>{c.serviceNames.join(', ')}</dd>
        </div>
        <div>
          <dt>Preferred employee</dt>
          <dd>{c.employeeName ?? 'Anyone'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{outcomeWords(c)}</dd>
        </div>
      </dl>
      <div className="acct-actions">
        <button id={bookId(c)} type="button" className="btn btn-small" aria-describedby={titleId} onClick={onBook}>
          Book
        </button>
      </div>
    </li>
  );
}

export function WaitingDialog({ token, branchId, calendar, date, list, now, onClose, onBooked }: Props) {
  const [booking, setBooking] = useState<WaitingCustomer | null>(null);
  const [notice, setNotice] = useState('');
  const [services, setServices] = useState<Service[] | null>(null);
  // Where focus goes when the list comes back: the Book button of the customer left, or the booking's message.
  const [focus, setFocus] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The services' lengths keep the times offered to those the entry fits; without them the server decides.
  useEffect(() => {
    api.myServices(token, branchId).then(setServices, (err: unknown) => {
      if (!sessionEnded(err)) console.error(err);
    });
  }, [token, branchId]);

  useEffect(() => {
    if (!focus || booking) return;
    if (focus === 'notice') noticeRef.current?.focus();
    else document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus, booking]);

  const title = booking ? `Book ${booking.customerName}` : `Waiting on ${longDate(date)}`;
  return (
    <Modal title={title} onClose={onClose} className="cal-dialog wl-dialog">
      {booking ? (
        <WaitlistBookForm
          token={token}
          calendar={calendar}
          date={date}
          customer={booking}
          minutes={entryMinutes(services, booking.serviceIds)}
          now={now}
          onBack={() => {
            setFocus(bookId(booking));
            setBooking(null);
          }}
          onBooked={(message) => {
            setNotice(message);
            setFocus('notice');
            setBooking(null);
            onBooked(message);
          }}
        />
      ) : (
        <>
          {/* Always present, so the booking's message is announced; focused after a booking (the form is gone). */}
          <p ref={noticeRef} className="form-notice wl-notice" role="status" tabIndex={-1}>
            {notice}
          </p>
          {list.length === 0 ? (
            <p className="muted">No one is waiting for this day.</p>
          ) : (
            <ul className="wl-list" role="list" aria-label="Waiting customers">
              {list.map((c) => (
                <Customer key={c.waitlistId} customer={c} onBook={() => setBooking(c)} />
              ))}
            </ul>
          )}
          <div className="acct-actions">
            <button type="button" className="btn btn-ghost btn-small" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
