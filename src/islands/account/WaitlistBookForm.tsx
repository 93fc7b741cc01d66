/**
 * The salon books a waiting customer (issue 31): an employee and a free time of the day, the entry's services. The
 * times are the walk-in form's free starts, kept to those the services fit (waiting-times.ts); a refusal (the time
 * was taken meanwhile, the entry ended) is shown with the choice kept, so the salon can pick again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import type { Calendar, WaitingCustomer } from '../../lib/types.ts';
import { WINDOW_WORDS } from '../../lib/waitlist-words.ts';
import { FormMessage, SelectField } from './Fields.tsx';
import { sessionEnded } from './session.ts';
import { fittingStarts, suggestedEmployee, suggestedStart } from './waiting-times.ts';

interface Props {
  token: string;
  calendar: Calendar;
  date: string;
  customer: WaitingCustomer;
  /** The entry's length in minutes. */
  minutes: number;
  now: Date;
  onBack: () => void;
  onBooked: (message: string) => void;
}

export function WaitlistBookForm({ token, calendar, date, customer, minutes, now, onBack, onBooked }: Props) {
  const tz = calendar.timeZone;
  const [employeeId, setEmployeeId] = useState(() => suggestedEmployee(calendar, customer, date, now, minutes));
  const employee = calendar.employees.find((e) => e.branchEmployeeId === employeeId);
  const starts = employee ? fittingStarts(calendar, employee, date, now, minutes) : [];
  const [start, setStart] = useState(() => suggestedStart(starts, customer.window, tz));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLDivElement>(null);

  // The form replaces the list inside the dialog: focus moves to its first field, not back to the page.
  useEffect(() => first.current?.querySelector('select')?.focus(), []);

  function chooseEmployee(id: string) {
    setEmployeeId(id);
    const e = calendar.employees.find((x) => x.branchEmployeeId === id);
    const next = e ? fittingStarts(calendar, e, date, now, minutes) : [];
    if (!next.includes(start)) setStart(suggestedStart(next, customer.window, tz));
  }

  // A time chosen before a refusal stays offered, though the calendar read since may no longer show it free.
  const options = (start && !starts.includes(start) ? [start, ...starts] : starts).map((s) => ({
    value: s,
    label: formatTime(s, tz),
  }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!employeeId || !start) return setError('Please choose an employee and a free time.');
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.bookFromWaitlist(token, customer.waitlistId, {
        startDateTime: start,
        branchEmployeeId: employeeId,
      });
      onBooked(message || 'Booked.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
      setBusy(false);
    }
  }

  return (
    <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted modal-sub">
        {customer.serviceNames.join(', ')}. They asked for: {WINDOW_WORDS[customer.window]}
        {customer.employeeName ? `, with ${customer.employeeName}` : ''}.
      </p>
      <div ref={first}>
        <SelectField
          id="wl-book-employee"
          label="Employee"
          value={employeeId}
          onChange={chooseEmployee}
          options={calendar.employees.map((x) => ({ value: x.branchEmployeeId, label: x.name }))}
        />
      </div>
      {options.length > 0 ? (
        <SelectField id="wl-book-start" label="Start time" value={start} onChange={setStart} options={options} />
      ) : (
        <p className="muted">
          {employee?.name ?? 'This employee'} has no free time left on this day for these services. Please choose
          another employee.
        </p>
      )}
      <FormMessage error={error} />
      <div className="acct-actions">
        <button type="submit" className="btn" disabled={busy || !start}>
          Book
        </button>
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          Back to the list
        </button>
      </div>
    </form>
  );
}
