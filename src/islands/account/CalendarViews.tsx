/**
 * What the calendar draws: a time grid of columns (one per employee for a day, one per day for an employee's week)
 * and, on a phone, one employee's day as an agenda list. Every block is a button; free times are buttons that open the
 * salon booking form. Times are the branch's (calendar.timeZone).
 */
import { formatTime } from '../../lib/format.ts';
import {
  calendarStatus,
  dayAxis,
  freeGaps,
  holdsTime,
  localDate,
  localMinutes,
  SLOT_MINUTES,
} from '../../lib/calendar-time.ts';
import type { Calendar, CalendarAppointment, CalendarEmployee } from '../../lib/types.ts';

/** Pixels per minute of the grid. */
const PX = 1.2;

export interface Column {
  key: string;
  title: string;
  date: string;
  employee: CalendarEmployee;
}

export type TimeOffEntry = CalendarEmployee['timeOff'][number];

export interface ViewHandlers {
  onAppointment: (a: CalendarAppointment) => void;
  onFree: (employee: CalendarEmployee, date: string, start: string) => void;
  onTimeOff: (employee: CalendarEmployee, t: TimeOffEntry) => void;
}

const statusClass = (a: CalendarAppointment) => `cal-status-${calendarStatus(a).toLowerCase().replace('-', '')}`;
const range = (start: string, end: string, tz: string) => `${formatTime(start, tz)} – ${formatTime(end, tz)}`;

/** What a booking's block says: time, customer, services and status (the colour repeats the status). */
function AppointmentText({ a, tz }: { a: CalendarAppointment; tz: string }) {
  const when = range(a.startDateTime, a.endDateTime, tz);
  const services = a.services.join(', ');
  return (
    <>
      <span className="cal-time">{when}</span> <strong>{a.customerName}</strong>{' '}
      <span className="cal-services">{services}</span> <span className="cal-badge">{calendarStatus(a)}</span>
      {a.source === 'SALON' && <span className="visually-hidden"> (booked by the salon)</span>}
    </>
  );
}

/** The earliest start of anybody's hours on a date: the grid the server offers starts on begins there. */
export function openingOf(calendar: Calendar, date: string): number {
  const starts = calendar.employees.flatMap((e) =>
    e.workingHours.filter((h) => h.date === date).map((h) => localMinutes(h.start, calendar.timeZone)),
  );
  return starts.length ? Math.min(...starts) : 0;
}

function onDate<T extends { startDateTime: string; endDateTime: string }>(items: T[], date: string, tz: string) {
  return items.filter((x) => localDate(x.startDateTime, tz) === date || localDate(x.endDateTime, tz) === date);
}

interface GridProps extends ViewHandlers {
  calendar: Calendar;
  columns: Column[];
  now: Date;
  label: string;
}

export function TimeGrid({ calendar, columns, now, label, onAppointment, onFree, onTimeOff }: GridProps) {
  const tz = calendar.timeZone;
  const dates = [...new Set(columns.map((c) => c.date))];
  const [axisStart, axisEnd] = dayAxis(
    calendar,
    dates,
    columns.map((c) => c.employee),
  );
  const height = (axisEnd - axisStart) * PX;
  const top = (iso: string, date: string) => {
    // A block that began the day before starts at the top of this day.
    const m = localDate(iso, tz) === date ? localMinutes(iso, tz) : 0;
    return Math.max(0, (m - axisStart) * PX);
  };
  const bottom = (iso: string, date: string) => {
    const m = localDate(iso, tz) === date ? localMinutes(iso, tz) : 24 * 60;
    return Math.min(height, (m - axisStart) * PX);
  };
  const hours = [];
  for (let m = axisStart; m < axisEnd; m += 60) hours.push(m);
  const today = localDate(now, tz);
  const nowMinutes = localMinutes(now, tz);

  return (
    <div className="cal-scroll">
      <div className="cal-grid" role="group" aria-label={label}>
        <div className="cal-axis" aria-hidden="true" style={{ height }}>
          {hours.map((m) => (
            <span key={m} style={{ top: (m - axisStart) * PX }}>
              {formatTime(`2000-01-01T${String(m / 60).padStart(2, '0')}:00:00Z`, 'UTC')}
            </span>
          ))}
        </div>
        {columns.map((col) => {
          const e = col.employee;
          const hoursOfDay = e.workingHours.find((h) => h.date === col.date);
          const appts = onDate(
            calendar.appointments.filter((a) => a.branchEmployeeId === e.branchEmployeeId && holdsTime(a)),
            col.date,
            tz,
          );
          const off = onDate(e.timeOff, col.date, tz);
          const gaps = freeGaps(calendar, e, col.date, now, openingOf(calendar, col.date));
          const headingId = `cal-col-${col.key}`;
          return (
            <section key={col.key} className="cal-col" aria-labelledby={headingId}>
              <h4 id={headingId} className="cal-col-title">
                {col.title}
              </h4>
              <div className={`cal-track${hoursOfDay ? '' : ' cal-closed'}`} style={{ height }}>
                {!hoursOfDay && <p className="cal-note">Not working</p>}
                {hoursOfDay && (
                  <>
                    <div
                      className="cal-off-hours"
                      style={{ top: 0, height: top(hoursOfDay.start, col.date) }}
                      aria-hidden="true"
                    />
                    <div
                      className="cal-off-hours"
                      style={{ top: bottom(hoursOfDay.end, col.date), bottom: 0 }}
                      aria-hidden="true"
                    />
                  </>
                )}
                <ul className="cal-items" aria-label={`${col.title}: bookings and time off`}>
                  {off.map((t) => (
                    <li
                      key={t.timeOffId}
                      className="cal-item"
                      style={{
                        top: top(t.startDateTime, col.date),
                        height: Math.max(18, bottom(t.endDateTime, col.date) - top(t.startDateTime, col.date)),
                      }}
                    >
                      <button type="button" className="cal-block cal-timeoff" onClick={() => onTimeOff(e, t)}>
                        <span className="cal-time">{range(t.startDateTime, t.endDateTime, tz)}</span>{' '}
                        <span>Time off{t.reason ? `: ${t.reason}` : ''}</span>
                      </button>
                    </li>
                  ))}
                  {appts.map((a) => (
                    <li
                      key={a.appointmentId}
                      className="cal-item"
                      style={{
                        top: top(a.startDateTime, col.date),
                        height: Math.max(18, bottom(a.endDateTime, col.date) - top(a.startDateTime, col.date)),
                      }}
                    >
                      <button type="button" className={`cal-block ${statusClass(a)}`} onClick={() => onAppointment(a)}>
                        <AppointmentText a={a} tz={tz} />
                      </button>
                    </li>
                  ))}
                </ul>
                <ul className="cal-free-list" aria-label={`${col.title}: free times`}>
                  {gaps.flatMap((g) =>
                    g.starts.map((s) => (
                      <li key={s} className="cal-item" style={{ top: top(s, col.date), height: SLOT_MINUTES * PX }}>
                        <button type="button" className="cal-free" onClick={() => onFree(e, col.date, s)}>
                          <span className="visually-hidden">
                            {col.title === e.name ? `Book ${e.name} at ` : `Book ${e.name} on ${col.title} at `}
                          </span>
                          {formatTime(s, tz)}
                        </button>
                      </li>
                    )),
                  )}
                </ul>
                {col.date === today && nowMinutes >= axisStart && nowMinutes <= axisEnd && (
                  <div className="cal-now" style={{ top: (nowMinutes - axisStart) * PX }} aria-hidden="true" />
                )}
              </div>
            </section>
          );
        })}
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
  const hours = employee.workingHours.find((h) => h.date === date);
  type Entry = { at: string; node: React.ReactNode; key: string };
  const entries: Entry[] = [
    ...onDate(
      calendar.appointments.filter((a) => a.branchEmployeeId === employee.branchEmployeeId && holdsTime(a)),
      date,
      tz,
    ).map((a) => ({
      at: a.startDateTime,
      key: a.appointmentId,
      node: (
        <button
          type="button"
          className={`cal-block cal-agenda-block ${statusClass(a)}`}
          onClick={() => onAppointment(a)}
        >
          <AppointmentText a={a} tz={tz} />
        </button>
      ),
    })),
    ...onDate(employee.timeOff, date, tz).map((t) => ({
      at: t.startDateTime,
      key: t.timeOffId,
      node: (
        <button type="button" className="cal-block cal-agenda-block cal-timeoff" onClick={() => onTimeOff(employee, t)}>
          <span className="cal-time">{range(t.startDateTime, t.endDateTime, tz)}</span>{' '}
          <span>Time off{t.reason ? `: ${t.reason}` : ''}</span>
        </button>
      ),
    })),
    ...freeGaps(calendar, employee, date, now, openingOf(calendar, date)).map((g) => ({
      at: g.start,
      key: `free-${g.start}`,
      node: (
        <div className="cal-agenda-free">
          <span>Free {range(g.start, g.end, tz)}</span>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onFree(employee, date, g.start)}>
            Book<span className="visually-hidden"> {employee.name} at</span> {formatTime(g.start, tz)}
          </button>
        </div>
      ),
    })),
  ].sort((x, y) => new Date(x.at).getTime() - new Date(y.at).getTime());

  return (
    <>
      {!hours && <p className="muted">{employee.name} is not working this day.</p>}
      {entries.length === 0 ? (
        hours && <p className="empty-state">Nothing booked and no free time left.</p>
      ) : (
        <ul className="cal-agenda" aria-label={`${employee.name}'s day`}>
          {entries.map((x) => (
            <li key={x.key}>{x.node}</li>
          ))}
        </ul>
      )}
    </>
  );
}
