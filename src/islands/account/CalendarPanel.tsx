/**
 * The salon's calendar (issue 11), the business account's first panel: a day with one column per employee, or one
 * employee's week, over the opening hours; on a phone one employee's day as an agenda. Opening a booking shows its
 * details and actions; a free time opens the salon booking form; time off is added and removed here; the owner and
 * managers see who waits for the day and book them (issue 31). All times are in the branch's zone, which the calendar
 * answer names.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { addDays, calendarStatus, localDate } from '../../lib/calendar-time.ts';
import { formatTime } from '../../lib/format.ts';
import type { Calendar, CalendarAppointment, CalendarEmployee } from '../../lib/types.ts';
import { AccountPanel } from './AccountLayout.tsx';
import {
  cancelledOf,
  gridColumns,
  gridLabel,
  isPhone,
  PHONE_QUERY,
  shownEmployee,
  todayHere,
  viewRange,
  viewTitle,
  type TimeOffEntry,
} from './calendar-layout.ts';
import { AppointmentDialog, BookingDialog, TimeOffDetails, TimeOffDialog } from './CalendarDialogs.tsx';
import { Agenda, TimeGrid } from './CalendarViews.tsx';
import { calendarRead } from './first-read.ts';
import { useApiData } from './use-api-data.ts';
import { useWaiting } from './use-waiting.ts';
import { WaitingButton } from './WaitingButton.tsx';
import './calendar.css';

export const CALENDAR_LOAD_FAILED = 'Failed loading the calendar';

type Dialog =
  | { kind: 'appointment'; id: string }
  | { kind: 'book'; employee: CalendarEmployee; date: string; start: string }
  | { kind: 'time-off'; employeeId: string; date: string }
  | { kind: 'time-off-details'; employee: CalendarEmployee; timeOff: TimeOffEntry };

function usePhone() {
  // Known in the first render (the panel is never rendered on the server): it replaces the painted panel as it is.
  const [phone, setPhone] = useState(isPhone);
  useEffect(() => {
    const q = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(q.matches);
    update();
    q.addEventListener('change', update);
    return () => q.removeEventListener('change', update);
  }, []);
  return phone;
}

/** "Now", moved on every minute for the now-line and the free times. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * `frontDesk`: the owner or a manager, who book walk-ins, block time off, move and cancel; a stylist sees their own
 * column (the server sends only theirs) and completes or marks no-shows.
 */
export function CalendarPanel({ token, branchId, frontDesk }: { token: string; branchId: string; frontDesk: boolean }) {
  const phone = usePhone();
  const now = useMinuteClock();
  // The branch's zone is known after the first answer; until then the browser's date is a fair first guess.
  const [guess] = useState(todayHere);
  const [date, setDate] = useState(guess);
  const [view, setView] = useState<'day' | 'week'>('day');
  const [employeeId, setEmployeeId] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState('');
  const week = view === 'week' && !phone;
  const [from, to] = viewRange(date, week);
  const read = calendarRead(token, branchId, from, to);
  const cal = useApiData<Calendar>(read.fetch, CALENDAR_LOAD_FAILED, [token, branchId, from, to], read.key);
  const data = cal.data;
  const tz = data?.timeZone;
  const today = tz ? localDate(now, tz) : date;
  // Once the zone is known, "today" is the branch's today, unless a date was chosen meanwhile (on the calendar painted
  // before React, say: its choice is carried into this render before this effect runs).
  const [zoneSet, setZoneSet] = useState(false);
  useEffect(() => {
    if (!tz || zoneSet) return;
    setZoneSet(true);
    setDate((d) => (d === guess ? localDate(new Date(), tz) : d));
  }, [tz, zoneSet, guess]);
  // Who waits is for one day: the day view's (a week has no one day to book into).
  const waiting = useWaiting(token, branchId, date, frontDesk && !week);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const employees = data?.employees ?? [];
  const employee = data ? shownEmployee(data, employeeId) : undefined;
  const shown = { date, week, employeeId };

  const step = week ? 7 : 1;
  const title = viewTitle(date, week);
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
    void cal.reload();
    // A cancellation may bring the waiting an offer; the list shows it.
    void waiting.reload();
  };
  const handlers = {
    onAppointment: (a: CalendarAppointment) => setDialog({ kind: 'appointment', id: a.appointmentId }),
    onFree: frontDesk
      ? (e: CalendarEmployee, d: string, start: string) => setDialog({ kind: 'book', employee: e, date: d, start })
      : undefined,
    onTimeOff: (e: CalendarEmployee, t: TimeOffEntry) =>
      setDialog({ kind: 'time-off-details', employee: e, timeOff: t }),
  };

  let body;
  if (cal.error) body = <ErrorScreen status={500} message={cal.error} />;
  else if (!data) body = <p className="muted">Loading…</p>;
  else if (employees.length === 0)
    body = <p className="empty-state">No employees yet. Add your staff under Employees to fill the calendar.</p>;
  else if (phone && employee) body = <Agenda calendar={data} employee={employee} date={date} now={now} {...handlers} />;
  else
    body = (
      <TimeGrid
        calendar={data}
        columns={gridColumns(data, shown)}
        now={now}
        label={gridLabel(data, shown)}
        {...handlers}
      />
    );
  const cancelled = data ? cancelledOf(data, shown) : [];

  return (
    <AccountPanel id="calendar" title="Calendar">
      <div className="cal-toolbar">
        <div className="cal-nav" role="group" aria-label="Choose the day">
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setDate(addDays(date, -step))}>
            {week ? 'Previous week' : 'Previous day'}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={date === today}
            onClick={() => setDate(today)}
          >
            Today
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setDate(addDays(date, step))}>
            {week ? 'Next week' : 'Next day'}
          </button>
          <label className="cal-date">
            <span>Date</span>
            <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
          </label>
        </div>
        {!phone && (
          <div className="cal-nav" role="group" aria-label="View">
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-pressed={view === 'day'}
              onClick={() => setView('day')}
            >
              Day
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-pressed={view === 'week'}
              onClick={() => setView('week')}
            >
              Week
            </button>
          </div>
        )}
        {(phone || week) && employees.length > 0 && (
          <label className="cal-date">
            <span>Employee</span>
            <select value={employee?.branchEmployeeId ?? ''} onChange={(e) => setEmployeeId(e.target.value)}>
              {employees.map((e) => (
                <option key={e.branchEmployeeId} value={e.branchEmployeeId}>
                  {e.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {frontDesk && employees.length > 0 && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              setDialog({
                kind: 'time-off',
                employeeId: employee?.branchEmployeeId ?? '',
                date: date < today ? today : date,
              })
            }
          >
            Add time off
          </button>
        )}
        <WaitingButton
          token={token}
          branchId={branchId}
          calendar={data}
          date={date}
          now={now}
          waiting={waiting}
          onBooked={(message) => {
            setNotice(message);
            void cal.reload();
            void waiting.reload();
          }}
          // Its last customer booked, the button is gone: focus goes to the day's title instead.
          onGone={() => titleRef.current?.focus()}
        />
      </div>
      <h3 ref={titleRef} className="cal-title" aria-live="polite" tabIndex={-1}>
        {title}
        {tz && <span className="muted cal-zone"> ({tz.replace('_', ' ')} time)</span>}
      </h3>
      <p className="cal-notice" role="status">
        {notice}
      </p>
      {body}
      {data && cancelled.length > 0 && (
        <details className="cal-cancelled">
          <summary>Cancelled ({cancelled.length})</summary>
          <ul>
            {cancelled.map((a) => (
              <li key={a.appointmentId}>
                <button type="button" className="btn btn-ghost btn-small" onClick={() => handlers.onAppointment(a)}>
                  {formatTime(a.startDateTime, data.timeZone)} {a.customerName} ({calendarStatus(a)})
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {dialog?.kind === 'appointment' && (
        <AppointmentDialog
          token={token}
          appointmentId={dialog.id}
          frontDesk={frontDesk}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'book' && data && (
        <BookingDialog
          token={token}
          branchId={branchId}
          calendar={data}
          employee={dialog.employee}
          date={dialog.date}
          start={dialog.start}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'time-off' && data && (
        <TimeOffDialog
          token={token}
          calendar={data}
          employeeId={dialog.employeeId}
          date={dialog.date}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'time-off-details' && data && (
        <TimeOffDetails
          token={token}
          timeZone={data.timeZone}
          employee={dialog.employee}
          timeOff={dialog.timeOff}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
    </AccountPanel>
  );
}
