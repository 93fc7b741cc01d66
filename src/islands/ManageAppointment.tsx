/**
 * /appointments/manage?token=… from a reminder mail: the appointment the signed link is for, with 'Reschedule' and
 * 'Cancel Appointment' under the customer's rules, without logging in. The link works until the appointment starts.
 */
import { useEffect, useState } from 'react';
import { RescheduleForm } from '../components/booking/RescheduleForm.tsx';
import { api, type ApiError } from '../lib/api.ts';
import { depositWords } from '../lib/deposit-words.ts';
import { formatDate, formatNaira, formatTime } from '../lib/format.ts';
import type { Appointment } from '../lib/types.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; appointment: Appointment; mode: 'view' | 'reschedule'; notice: string | null };

const linkToken = () => new URLSearchParams(window.location.search).get('token') ?? '';

export default function ManageAppointment() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  async function load(notice: string | null = null) {
    try {
      const appointment = await api.manageAppointment(linkToken());
      setState({ kind: 'ready', appointment, mode: 'view', notice });
    } catch (err) {
      setState({ kind: 'error', message: (err as ApiError).message || 'This link could not be opened.' });
    }
  }
  useEffect(() => {
    void load();
  }, []);

  if (state.kind === 'loading') return <p className="muted">Loading…</p>;
  if (state.kind === 'error')
    return (
      <div className="card manage-card">
        <p role="alert">{state.message}</p>
        <a className="btn" href="/auth">
          Log in
        </a>
      </div>
    );
  const a = state.appointment;
  const deposit = depositWords(a.deposit, a.timeZone);
  const live = a.bookingStatus !== 'CANCELLED' && a.bookingStatus !== 'NO_SHOW' && a.paymentStatus !== 'RECEIVED';

  async function cancel() {
    if (!window.confirm(`Cancel appointment ${a.appointmentNo}?`)) return;
    setBusy(true);
    try {
      const res = await api.manageCancel(linkToken());
      await load(res.message ?? 'Appointment cancelled.');
    } catch (err) {
      setState({ ...(state as Extract<State, { kind: 'ready' }>), notice: (err as ApiError).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card manage-card">
      <h2>Appointment no. {a.appointmentNo}</h2>
      {state.notice && (
        <p className="booking-alert" role="status">
          {state.notice}
        </p>
      )}
      <dl className="appt-facts">
        <div>
          <dt>Salon</dt>
          <dd>{a.businessName}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            {formatDate(a.appointmentDateTime, a.timeZone)}, {formatTime(a.appointmentDateTime, a.timeZone)}
          </dd>
        </div>
        <div>
          <dt>Employee name</dt>
          <dd>{a.employeeName}</dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>{a.appointmentServices.map((s) => s.serviceName).join(', ')}</dd>
        </div>
        <div>
          {/* With a deposit, part of the total is paid (or due) up front: the deposit line says which. */}
          <dt>{deposit ? 'Total' : 'Total to pay at the venue'}</dt>
          <dd>{formatNaira(a.total)}</dd>
        </div>
        {deposit && (
          <div>
            <dt>Deposit</dt>
            <dd>{deposit}</dd>
          </div>
        )}
        <div>
          <dt>Booking status</dt>
          <dd>{a.bookingStatus === 'CANCELLED' ? 'Cancelled' : 'Booked'}</dd>
        </div>
      </dl>
      {live && state.mode === 'view' && (
        <div className="acct-actions">
          <button
            type="button"
            className="btn"
            onClick={() => setState({ ...state, mode: 'reschedule', notice: null })}
          >
            Reschedule
          </button>
          <button type="button" className="btn acct-danger" disabled={busy} onClick={() => void cancel()}>
            Cancel Appointment
          </button>
        </div>
      )}
      {live && state.mode === 'reschedule' && (
        <RescheduleForm
          appointment={a}
          onMove={async (startDateTime, branchEmployeeId) =>
            (await api.manageReschedule(linkToken(), { startDateTime, branchEmployeeId })).message ??
            'Your appointment has been moved.'
          }
          onDone={(message) => void load(message)}
          onCancel={() => setState({ ...state, mode: 'view' })}
        />
      )}
    </div>
  );
}
