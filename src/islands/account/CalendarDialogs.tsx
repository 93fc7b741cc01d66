/**
 * The calendar's dialogs: an appointment's details with the actions the lifecycle allows (Complete, Cancel, No-show,
 * Reschedule),
 * the salon booking form (walk-in or phone), adding time off (a 409 lists the bookings in the way) and removing it.
 * Every rule is the server's; the buttons only appear when the server would accept them.
 */
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { failureMessage } from '../../lib/account-forms.ts';
import { api, ApiError } from '../../lib/api.ts';
import { localDate, longDate, zonedInstant } from '../../lib/calendar-time.ts';
import { depositWords } from '../../lib/deposit-words.ts';
import { formatDate, formatNaira, formatPhone, formatTime } from '../../lib/format.ts';
import type { Appointment, BookingConflict, Calendar, CalendarEmployee, Service } from '../../lib/types.ts';
import { canCancel, canComplete, canMarkNoShow, lineDuration, statusLabel } from './appointment-rules.ts';
import { gapsOf, type TimeOffEntry } from './calendar-layout.ts';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { Modal } from './Modal.tsx';
import { sessionEnded } from './session.ts';

// The reschedule form brings the booking flow's date strip and slots: loaded only when a salon moves a booking.
const RescheduleDialog = lazy(() => import('./RescheduleDialog.tsx').then((m) => ({ default: m.RescheduleDialog })));

/** A change went through: the server's message, shown by the panel, which reloads the calendar. */
type Done = (message: string) => void;

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="appt-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AppointmentDialog(props: {
  token: string;
  appointmentId: string;
  /** Moving and cancelling are the front desk's (owner, manager), not a stylist's. */
  frontDesk: boolean;
  onClose: () => void;
  onDone: Done;
}) {
  const { token, appointmentId, frontDesk, onClose, onDone } = props;
  const [a, setA] = useState<Appointment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => new Date());
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    api.appointmentById(token, appointmentId).then(setA, (err: unknown) => {
      if (!sessionEnded(err)) setError(failureMessage(err));
    });
  }, [token, appointmentId]);

  async function run(call: () => Promise<{ message?: string }>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      onDone((await call()).message ?? fallback);
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
      setBusy(false);
    }
  }

  const tz = a?.timeZone ?? 'UTC';
  const deposit = depositWords(a?.deposit, tz);
  if (a && moving)
    return (
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <RescheduleDialog appointment={a} token={token} onClose={() => setMoving(false)} onMoved={onDone} />
      </Suspense>
    );
  return (
    <Modal title={a ? `Appointment ${a.appointmentNo}` : 'Appointment'} onClose={onClose} className="cal-dialog">
      {!a && !error && <p className="muted">Loading…</p>}
      {a && (
        <>
          <Facts
            rows={[
              ['Customer name', a.customerName],
              ['Phone', a.customerPhone ? formatPhone(a.customerPhone) : '—'],
              ['Employee name', a.employeeName],
              ['Date', formatDate(a.appointmentDateTime, tz)],
              ['Time', `${formatTime(a.appointmentDateTime, tz)} – ${formatTime(a.endDateTime, tz)}`],
              ['Booking status', statusLabel(a.bookingStatus)],
              ['Payment status', a.paymentStatus],
              ['Booked', a.source === 'SALON' ? 'By the salon (walk-in or phone)' : 'Online'],
              ['Earlier no-shows here', String(a.customerNoShows ?? 0)],
              ['Total', formatNaira(a.total)],
              ...(deposit ? ([['Deposit', deposit]] as [string, string][]) : []),
            ]}
          />
          <h3 className="appt-subhead">Services</h3>
          <ul className="appt-services" role="list">
            {a.appointmentServices.map((s) => (
              <li key={s.serviceId}>
                <span className="appt-service-name">{s.serviceName}</span>
                <span className="muted">
                  {formatTime(s.startTime, tz)} · {lineDuration(s.duration)}
                </span>
                <span className="appt-service-price">{formatNaira(s.price)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <FormMessage error={error} />
      <div className="acct-actions">
        {a && canComplete(a) && (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() => void run(() => api.completeAppointment(token, a.appointmentId), 'Appointment completed.')}
          >
            Complete Appointment
          </button>
        )}
        {a && canMarkNoShow(a, now) && (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={busy}
            onClick={() => void run(() => api.markNoShow(token, a.appointmentId), 'Marked as no-show.')}
          >
            No-show
          </button>
        )}
        {a && frontDesk && canCancel(a, 'business', now) && (
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => setMoving(true)}>
            Reschedule
          </button>
        )}
        {a && frontDesk && canCancel(a, 'business', now) && (
          <button
            type="button"
            className="btn btn-small acct-danger"
            disabled={busy}
            onClick={() => {
              const when = `${formatDate(a.appointmentDateTime, tz)} at ${formatTime(a.appointmentDateTime, tz)}`;
              if (!window.confirm(`Cancel appointment ${a.appointmentNo} on ${when}?`)) return;
              void run(() => api.cancelAppointment(token, a.appointmentId), 'Appointment cancelled.');
            }}
          >
            Cancel Appointment
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-small" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

interface BookingProps {
  token: string;
  branchId: string;
  calendar: Calendar;
  employee: CalendarEmployee;
  date: string;
  start: string;
  onClose: () => void;
  onDone: Done;
}

/** The salon books a walk-in or phone customer: employee and start come from the free time chosen. */
export function BookingDialog(props: BookingProps) {
  const { token, branchId, calendar, date, onClose, onDone } = props;
  const tz = calendar.timeZone;
  const [services, setServices] = useState<Service[] | null>(null);
  const [employeeId, setEmployeeId] = useState(props.employee.branchEmployeeId);
  const [start, setStart] = useState(props.start);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => new Date());
  useEffect(() => {
    api.myServices(token, branchId).then(setServices, (err: unknown) => {
      if (!sessionEnded(err)) setError(failureMessage(err));
    });
  }, [token, branchId]);

  const employee = calendar.employees.find((e) => e.branchEmployeeId === employeeId) ?? props.employee;
  const starts = gapsOf(calendar, employee, date, now).flatMap((g) => g.starts);
  const startOptions = (starts.includes(start) ? starts : [start, ...starts]).map((s) => ({
    value: s,
    label: formatTime(s, tz),
  }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (fullName.trim().length < 2) return setError("Please enter the customer's full name.");
    if (chosen.size === 0) return setError('Please choose at least one service.');
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.insertBySalon(token, {
        startDateTime: start,
        branchEmployeeId: employeeId,
        appointmentServices: [...chosen].map((serviceId) => ({ serviceId })),
        customer: { fullName: fullName.trim(), phoneNumber: phone.trim(), email: email.trim() },
      });
      onDone(message || 'Booked.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
      setBusy(false);
    }
  }

  return (
    <Modal title="New booking" onClose={onClose} className="cal-dialog">
      <p className="muted modal-sub">Walk-in or phone customer, {longDate(date)}</p>
      <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          id="cal-book-employee"
          label="Employee"
          value={employeeId}
          onChange={setEmployeeId}
          options={calendar.employees.map((x) => ({ value: x.branchEmployeeId, label: x.name }))}
        />
        <SelectField id="cal-book-start" label="Start time" value={start} onChange={setStart} options={startOptions} />
        <fieldset className="cal-services-pick">
          <legend>Services</legend>
          {!services && <p className="muted">Loading…</p>}
          {services?.map((s) => (
            <label key={s.serviceId} className="acct-check">
              <input
                type="checkbox"
                checked={chosen.has(s.serviceId)}
                onChange={() =>
                  setChosen((c) => {
                    const next = new Set(c);
                    if (!next.delete(s.serviceId)) next.add(s.serviceId);
                    return next;
                  })
                }
              />
              {s.serviceName} ({formatNaira(s.price)})
            </label>
          ))}
        </fieldset>
        <TextField id="cal-book-name" label="Customer full name" value={fullName} onChange={setFullName} />
        <TextField
          id="cal-book-phone"
          label="Phone number"
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={setPhone}
        />
        <TextField
          id="cal-book-email"
          label="E-mail (optional)"
          type="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          hint="With an e-mail the customer gets a confirmation."
        />
        <FormMessage error={error} />
        <div className="acct-actions">
          <button type="submit" className="btn" disabled={busy}>
            Book
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </Modal>
  );
}

const toMinutes = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

interface TimeOffProps {
  token: string;
  calendar: Calendar;
  employeeId: string;
  date: string;
  onClose: () => void;
  onDone: Done;
}

/** Blocks an employee's time (leave, lunch, training); bookings in the way are listed from the 409. */
export function TimeOffDialog({
  token,
  calendar,
  employeeId: initial,
  date: initialDate,
  onClose,
  onDone,
}: TimeOffProps) {
  const tz = calendar.timeZone;
  const [employeeId, setEmployeeId] = useState(initial);
  const [date, setDate] = useState(initialDate);
  const [from, setFrom] = useState('13:00');
  const [to, setTo] = useState('14:00');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<BookingConflict[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setConflicts([]);
    if (!date || !from || !to) return setError('Please choose the date, the start and the end.');
    const start = zonedInstant(date, toMinutes(from), tz);
    const end = zonedInstant(date, toMinutes(to), tz);
    if (end <= start) return setError('The end of the time off must be after its start.');
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.addTimeOff(token, {
        branchEmployeeId: employeeId,
        startDateTime: start.toISOString(),
        endDateTime: end.toISOString(),
        reason: reason.trim(),
      });
      onDone(message || 'Time off added.');
    } catch (err) {
      if (sessionEnded(err)) return;
      setError(failureMessage(err));
      if (err instanceof ApiError && err.status === 409 && Array.isArray(err.data))
        setConflicts(err.data as BookingConflict[]);
      setBusy(false);
    }
  }

  return (
    <Modal title="Add time off" onClose={onClose} className="cal-dialog">
      <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          id="cal-off-employee"
          label="Employee"
          value={employeeId}
          onChange={setEmployeeId}
          options={calendar.employees.map((x) => ({ value: x.branchEmployeeId, label: x.name }))}
        />
        <TextField id="cal-off-date" label="Date" type="date" value={date} onChange={setDate} />
        <div className="acct-grid">
          <TextField id="cal-off-from" label="From" type="time" step={300} value={from} onChange={setFrom} />
          <TextField id="cal-off-to" label="To" type="time" step={300} value={to} onChange={setTo} />
        </div>
        <TextField id="cal-off-reason" label="Reason (optional)" value={reason} onChange={setReason} />
        <FormMessage error={error} />
        {conflicts.length > 0 && (
          <div className="cal-conflicts">
            <h3 className="appt-subhead" id="cal-conflicts-title">
              Bookings in the way
            </h3>
            <ul aria-labelledby="cal-conflicts-title">
              {conflicts.map((c) => (
                <li key={c.appointmentId}>
                  Appointment {c.appointmentNo}: {formatTime(c.startDateTime, tz)} – {formatTime(c.endDateTime, tz)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="acct-actions">
          <button type="submit" className="btn" disabled={busy}>
            Add time off
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A block of time off: when, why, and Remove. */
export function TimeOffDetails(props: {
  token: string;
  timeZone: string;
  employee: CalendarEmployee;
  timeOff: TimeOffEntry;
  onClose: () => void;
  onDone: Done;
}) {
  const { token, timeZone: tz, employee, timeOff: t, onClose, onDone } = props;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sameDay = localDate(t.startDateTime, tz) === localDate(t.endDateTime, tz);
  const at = (iso: string) => formatTime(iso, tz);
  const when = sameDay
    ? `${longDate(localDate(t.startDateTime, tz))}, ${at(t.startDateTime)} – ${at(t.endDateTime)}`
    : `${formatDate(t.startDateTime, tz)} ${at(t.startDateTime)} – ` +
      `${formatDate(t.endDateTime, tz)} ${at(t.endDateTime)}`;
  async function remove() {
    setBusy(true);
    try {
      const { message } = await api.deleteTimeOff(token, t.timeOffId);
      onDone(message ?? 'Time off removed.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
      setBusy(false);
    }
  }
  return (
    <Modal title="Time off" onClose={onClose} className="cal-dialog">
      <Facts
        rows={[
          ['Employee name', employee.name],
          ['When', when],
          ['Reason', t.reason || '—'],
        ]}
      />
      <FormMessage error={error} />
      <div className="acct-actions">
        <button type="button" className="btn btn-small acct-danger" disabled={busy} onClick={() => void remove()}>
          Remove time off
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
