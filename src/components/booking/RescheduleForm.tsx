/**
 * Reschedule an appointment: the booking flow's date strip, the day's free times for the same services, the employees
 * free then (the current one first choice), then a confirmation naming the new time. Used in both accounts' lists and
 * on the manage page of a reminder mail; the caller sends the move (logged in, or with the mail's signed link).
 */
import { useEffect, useId, useState } from 'react';
import { api, type ApiError } from '../../lib/api.ts';
import { bookingMonths, monthLabel, monthQuery, todayIn } from '../../lib/booking.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import type { Appointment, AvailableDate, Employee } from '../../lib/types.ts';
import { DateStrip } from './DateStrip.tsx';
import { IDLE, LOADING, ready, type Load } from './load.ts';

interface Props {
  appointment: Appointment;
  /** Sends the move; answers the server's message, throws its refusal. */
  onMove: (startDateTime: string, branchEmployeeId: string) => Promise<string>;
  onDone: (message: string) => void;
  onCancel: () => void;
}

const failed = (err: unknown) => ({ status: 'error', error: err as ApiError }) as const;

export function RescheduleForm({ appointment: a, onMove, onDone, onCancel }: Props) {
  const timeId = useId();
  const staffId = useId();
  const serviceIds = a.appointmentServices.map((s) => s.serviceId);
  const [today] = useState(() => todayIn(a.timeZone, new Date()));
  const months = bookingMonths(today);
  const [monthIndex, setMonthIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [dates, setDates] = useState<Load<AvailableDate[]>>(LOADING);
  const [date, setDate] = useState<string | null>(null);
  const [slots, setSlots] = useState<Load<string[]>>(IDLE);
  const [time, setTime] = useState<string | null>(null);
  const [staff, setStaff] = useState<Load<Employee[]>>(IDLE);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setDates(LOADING);
    api.monthlyAvailability(a.branchId, monthQuery(months[monthIndex]!, today)).then(
      (list) => setDates(ready(list)),
      (err: unknown) => setDates(failed(err)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- months derive from today, fixed for this form
  }, [a.branchId, monthIndex, today, attempt]);

  function chooseDate(fullDate: string) {
    setDate(fullDate);
    setTime(null);
    setStaff(IDLE);
    setSlots(LOADING);
    api.todaysAvailability(a.branchId, fullDate, serviceIds).then(
      (list) => setSlots(ready(list)),
      (err: unknown) => setSlots(failed(err)),
    );
  }

  function chooseTime(iso: string) {
    setTime(iso || null);
    setEmployeeId(null);
    if (!iso) return;
    setStaff(LOADING);
    api.freeEmployees(a.branchId, iso, serviceIds).then(
      (list) => {
        setStaff(ready(list));
        // The same stylist when free, else the first one free.
        setEmployeeId(list.find((e) => e.branchEmployeeId === a.branchEmployeeId)?.branchEmployeeId ?? null);
      },
      (err: unknown) => setStaff(failed(err)),
    );
  }

  async function confirm() {
    if (!time || !employeeId) return;
    setSending(true);
    setError(null);
    try {
      onDone(await onMove(time, employeeId));
    } catch (err) {
      setError((err as ApiError).message || 'Could not move the appointment. Please try again.');
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  const employeeName =
    staff.status === 'ready' ? (staff.data.find((e) => e.branchEmployeeId === employeeId)?.name ?? '') : '';
  const at = a.appointmentDateTime;
  const current = `${formatDate(at, a.timeZone)} at ${formatTime(at, a.timeZone)}`;
  const when = time ? `${formatDate(time, a.timeZone)} at ${formatTime(time, a.timeZone)}` : '';

  if (confirming && time && employeeId)
    return (
      <div className="reschedule">
        <p role="status">
          Move appointment {a.appointmentNo} to {when} with {employeeName}? The services and the total stay the same.
        </p>
        <div className="acct-actions">
          <button type="button" className="btn btn-accent" disabled={sending} onClick={() => void confirm()}>
            Confirm new time
          </button>
          <button type="button" className="btn btn-ghost" disabled={sending} onClick={() => setConfirming(false)}>
            Back
          </button>
        </div>
      </div>
    );

  return (
    <div className="reschedule">
      <p className="muted small">
        Now: {current} with {a.employeeName}
      </p>
      <DateStrip
        month={monthLabel(months[monthIndex]!)}
        canPrev={monthIndex > 0}
        canNext={monthIndex < months.length - 1}
        onPrev={() => setMonthIndex((i) => i - 1)}
        onNext={() => setMonthIndex((i) => i + 1)}
        dates={dates}
        selected={date}
        onSelect={chooseDate}
        onRetry={() => setAttempt((n) => n + 1)}
      />
      <div className="field">
        <label htmlFor={timeId}>New time</label>
        <select
          id={timeId}
          value={time ?? ''}
          disabled={slots.status !== 'ready' || slots.data.length === 0}
          onChange={(e) => chooseTime(e.target.value)}
        >
          <option value="">
            {slots.status === 'ready' && slots.data.length === 0 ? 'Closed' : 'Select time-slot'}
          </option>
          {slots.status === 'ready' &&
            slots.data.map((iso) => (
              <option key={iso} value={iso}>
                {formatTime(iso, a.timeZone)}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={staffId}>Employee</label>
        <select
          id={staffId}
          value={employeeId ?? ''}
          disabled={staff.status !== 'ready' || staff.data.length === 0}
          onChange={(e) => setEmployeeId(e.target.value || null)}
        >
          <option value="">Select Employee</option>
          {staff.status === 'ready' &&
            staff.data.map((e) => (
              <option key={e.branchEmployeeId} value={e.branchEmployeeId}>
                {e.name}
              </option>
            ))}
        </select>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="acct-actions">
        <button
          type="button"
          className="btn btn-accent"
          disabled={!time || !employeeId}
          onClick={() => setConfirming(true)}
        >
          Continue
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Keep current time
        </button>
      </div>
    </div>
  );
}
