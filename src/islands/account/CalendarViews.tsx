/**
 * What the calendar draws: a time grid of columns (one per employee for a day, one per day for an employee's week)
 * and, on a phone, one employee's day as an agenda list. Every block is a button; free times are buttons that open the
 * salon booking form. Times are the branch's (calendar.timeZone); where things go is calendar-layout.ts's.
 */
import { calendarStatus } from '../../lib/calendar-time.ts';
import { depositWords } from '../../lib/deposit-words.ts';
import { formatTime } from '../../lib/format.ts';
import type { Calendar, CalendarAppointment, CalendarEmployee } from '../../lib/types.ts';
import {
  agendaEntries,
  freeLabel,
  gridLayout,
  statusClass,
  timeRange,
  worksOn,
  type Column,
  type TimeOffEntry,
} from './calendar-layout.ts';

export interface ViewHandlers {
  onAppointment: (a: CalendarAppointment) => void;
  /** Booking into a free time; without it (a stylist's own day) free times are shown, not offered. */
  onFree?: (employee: CalendarEmployee, date: string, start: string) => void;
  onTimeOff: (employee: CalendarEmployee, t: TimeOffEntry) => void;
}

/** What a booking's block says: time, customer, services, status (the colour repeats it) and any deposit. */
function AppointmentText({ a, tz }: { a: CalendarAppointment; tz: string }) {
  const when = timeRange(a.startDateTime, a.endDateTime, tz);
  const services = a.services.join(', ');
  const deposit = depositWords(a.deposit, tz);
  return (
    <>
      <span className="cal-time">{when}</span> <strong>{a.customerName}</strong>{' '}
      <span className="cal-services">{services}</span> <span className="cal-badge">{calendarStatus(a)}</span>
      {deposit && <span className="cal-deposit">{deposit}</span>}
      {a.source === 'SALON' && <span className="visually-hidden"> (booked by the salon)</span>}
    </>
  );
}

function TimeOffText({ t, tz }: { t: TimeOffEntry; tz: string }) {
  return (
    <>
      <span className="cal-time">{timeRange(t.startDateTime, t.endDateTime, tz)}</span>{' '}
      <span>Time off{t.reason ? `: ${t.reason}` : ''}</span>
    </>
  );
}

interface GridProps extends ViewHandlers {
  calendar: Calendar;
  columns: Column[];
  now: Date;
  label: string;
}

export function TimeGrid({ calendar, columns, now, label, onAppointment, onFree, onTimeOff }: GridProps) {
  const tz = calendar.timeZone;
  const grid = gridLayout(calendar, columns, now);
  const height = grid.height;

  return (
    <div className="cal-scroll">
      <div className="cal-grid" role="group" aria-label={label}>
        <div className="cal-axis" aria-hidden="true" style={{ height }}>
          {grid.hours.map((h) => (
            <span key={h.top} style={{ top: h.top }}>
              {h.label}
            </span>
          ))}
        </div>
        {grid.columns.map(({ column: col, headingId, offHours, timeOff, bookings, free, now: nowLine }) => (
          <section key={col.key} className="cal-col" aria-labelledby={headingId}>
            <h4 id={headingId} className="cal-col-title">
              {col.title}
            </h4>
            <div className={`cal-track${offHours ? '' : ' cal-closed'}`} style={{ height }}>
              {!offHours && <p className="cal-note">Not working</p>}
              {offHours && (
                <>
                  <div className="cal-off-hours" style={{ top: 0, height: offHours.before }} aria-hidden="true" />
                  <div className="cal-off-hours" style={{ top: offHours.after, bottom: 0 }} aria-hidden="true" />
                </>
              )}
              <ul className="cal-items" aria-label={`${col.title}: bookings and time off`}>
                {timeOff.map(({ item: t, place }) => (
                  <li key={t.timeOffId} className="cal-item" style={place}>
                    <button type="button" className="cal-block cal-timeoff" onClick={() => onTimeOff(col.employee, t)}>
                      <TimeOffText t={t} tz={tz} />
                    </button>
                  </li>
                ))}
                {bookings.map(({ item: a, place }) => (
                  <li key={a.appointmentId} className="cal-item" style={place}>
                    <button type="button" className={`cal-block ${statusClass(a)}`} onClick={() => onAppointment(a)}>
                      <AppointmentText a={a} tz={tz} />
                    </button>
                  </li>
                ))}
              </ul>
              {onFree && (
                <ul className="cal-free-list" aria-label={`${col.title}: free times`}>
                  {free.map(({ start, place }) => (
                    <li key={start} className="cal-item" style={place}>
                      <button type="button" className="cal-free" onClick={() => onFree(col.employee, col.date, start)}>
                        <span className="visually-hidden">{freeLabel(col)}</span>
                        {formatTime(start, tz)}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {nowLine !== null && <div className="cal-now" style={{ top: nowLine }} aria-hidden="true" />}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

interface AgendaProps extends ViewHandlers {
  calendar: Calendar;
  employee: CalendarEmployee;
  date: string;
  now: Date;
}

/** One employee's day as a list in time order: bookings, time off and free gaps. */
export function Agenda({ calendar, employee, date, now, onAppointment, onFree, onTimeOff }: AgendaProps) {
  const tz = calendar.timeZone;
  const working = worksOn(employee, date);
  const entries = agendaEntries(calendar, employee, date, now);
  const entry = (x: (typeof entries)[number]) => {
    if (x.kind === 'booking')
      return (
        <button
          type="button"
          className={`cal-block cal-agenda-block ${statusClass(x.booking)}`}
          onClick={() => onAppointment(x.booking)}
        >
          <AppointmentText a={x.booking} tz={tz} />
        </button>
      );
    if (x.kind === 'time-off')
      return (
        <button
          type="button"
          className="cal-block cal-agenda-block cal-timeoff"
          onClick={() => onTimeOff(employee, x.timeOff)}
        >
          <TimeOffText t={x.timeOff} tz={tz} />
        </button>
      );
    return (
      <div className="cal-agenda-free">
        <span>Free {timeRange(x.start, x.end, tz)}</span>
        {onFree && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onFree(employee, date, x.start)}>
            Book<span className="visually-hidden"> {employee.name} at</span> {formatTime(x.start, tz)}
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      {!working && <p className="muted">{employee.name} is not working this day.</p>}
      {entries.length === 0 ? (
        working && <p className="empty-state">Nothing booked and no free time left.</p>
      ) : (
        <ul className="cal-agenda" aria-label={`${employee.name}'s day`}>
          {entries.map((x) => (
            <li key={x.key}>{entry(x)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
