/**
 * The salon's calendar painted before React (issue 15), exactly as CalendarPanel renders its first screen: today's
 * grid of the staff, or on a phone the first employee's day as an agenda. Where everything goes is
 * calendar-layout.ts's, shared with CalendarViews; tests/e2e/first-touch.spec.ts holds the two renderings equal.
 */
import { calendarStatus, localDate } from '../../lib/calendar-time.ts';
import { depositWords } from '../../lib/deposit-words.ts';
import { h } from '../../lib/dom.ts';
import { formatTime } from '../../lib/format.ts';
import type { Calendar, CalendarAppointment } from '../../lib/types.ts';
import {
  agendaEntries,
  cancelledOf,
  freeLabel,
  gridColumns,
  gridLayout,
  gridLabel,
  isPhone,
  shownEmployee,
  statusClass,
  timeRange,
  todayHere,
  viewTitle,
  worksOn,
  type AgendaEntry,
  type CalendarView,
  type TimeOffEntry,
} from './calendar-layout.ts';
import type { PanelPainter } from './first-panel.ts';
import { accountPanel, select } from './painted-fields.ts';
import { calendarRead, shareRead } from './first-read.ts';
import './calendar.css';

/** An element placed as React places it: numbers in pixels, set on its style in this order. */
function styled(el: HTMLElement, style: Record<string, number>) {
  for (const [name, value] of Object.entries(style)) el.style.setProperty(name, `${value}px`);
  return el;
}

const button = (className: string, ...children: (Node | string)[]) =>
  h('button', { type: 'button', class: className }, ...children);

function appointmentText(a: CalendarAppointment, tz: string) {
  return [
    h('span', { class: 'cal-time' }, timeRange(a.startDateTime, a.endDateTime, tz)),
    ' ',
    h('strong', {}, a.customerName),
    ' ',
    h('span', { class: 'cal-services' }, a.services.join(', ')),
    ' ',
    h('span', { class: 'cal-badge' }, calendarStatus(a)),
    ...(a.deposit ? [h('span', { class: 'cal-deposit' }, depositWords(a.deposit, tz))] : []),
    ...(a.source === 'SALON' ? [h('span', { class: 'visually-hidden' }, ' (booked by the salon)')] : []),
  ];
}

const timeOffText = (t: TimeOffEntry, tz: string) => [
  h('span', { class: 'cal-time' }, timeRange(t.startDateTime, t.endDateTime, tz)),
  ' ',
  h('span', {}, `Time off${t.reason ? `: ${t.reason}` : ''}`),
];

function timeGrid(calendar: Calendar, view: CalendarView, now: Date) {
  const tz = calendar.timeZone;
  const grid = gridLayout(calendar, gridColumns(calendar, view), now);
  const axis = styled(
    h(
      'div',
      { class: 'cal-axis', 'aria-hidden': 'true' },
      ...grid.hours.map((m) => styled(h('span', {}, m.label), { top: m.top })),
    ),
    { height: grid.height },
  );
  const columns = grid.columns.map(({ column: col, headingId, offHours, timeOff, bookings, free, now: nowLine }) => {
    const item = (place: { top: number; height: number }, child: Node) =>
      styled(h('li', { class: 'cal-item' }, child), place);
    const track = styled(
      h(
        'div',
        { class: `cal-track${offHours ? '' : ' cal-closed'}` },
        !offHours && h('p', { class: 'cal-note' }, 'Not working'),
        offHours &&
          styled(h('div', { class: 'cal-off-hours', 'aria-hidden': 'true' }), { top: 0, height: offHours.before }),
        offHours &&
          styled(h('div', { class: 'cal-off-hours', 'aria-hidden': 'true' }), { top: offHours.after, bottom: 0 }),
        h(
          'ul',
          { class: 'cal-items', 'aria-label': `${col.title}: bookings and time off` },
          ...timeOff.map(({ item: t, place }) => item(place, button('cal-block cal-timeoff', ...timeOffText(t, tz)))),
          ...bookings.map(({ item: a, place }) =>
            item(place, button(`cal-block ${statusClass(a)}`, ...appointmentText(a, tz))),
          ),
        ),
        h(
          'ul',
          { class: 'cal-free-list', 'aria-label': `${col.title}: free times` },
          ...free.map(({ start, place }) =>
            item(
              place,
              button('cal-free', h('span', { class: 'visually-hidden' }, freeLabel(col)), formatTime(start, tz)),
            ),
          ),
        ),
        nowLine !== null && styled(h('div', { class: 'cal-now', 'aria-hidden': 'true' }), { top: nowLine }),
      ),
      { height: grid.height },
    );
    return h(
      'section',
      { class: 'cal-col', 'aria-labelledby': headingId },
      h('h4', { id: headingId, class: 'cal-col-title' }, col.title),
      track,
    );
  });
  return h(
    'div',
    { class: 'cal-scroll' },
    h('div', { class: 'cal-grid', role: 'group', 'aria-label': gridLabel(calendar, view) }, axis, ...columns),
  );
}

function agenda(calendar: Calendar, view: CalendarView, now: Date) {
  const tz = calendar.timeZone;
  const employee = shownEmployee(calendar, view.employeeId)!;
  const working = worksOn(employee, view.date);
  const entries = agendaEntries(calendar, employee, view.date, now);
  const entry = (x: AgendaEntry) => {
    if (x.kind === 'booking')
      return button(`cal-block cal-agenda-block ${statusClass(x.booking)}`, ...appointmentText(x.booking, tz));
    if (x.kind === 'time-off') return button('cal-block cal-agenda-block cal-timeoff', ...timeOffText(x.timeOff, tz));
    return h(
      'div',
      { class: 'cal-agenda-free' },
      h('span', {}, `Free ${timeRange(x.start, x.end, tz)}`),
      button(
        'btn btn-ghost btn-small',
        'Book',
        h('span', { class: 'visually-hidden' }, ` ${employee.name} at`),
        ` ${formatTime(x.start, tz)}`,
      ),
    );
  };
  return [
    !working && h('p', { class: 'muted' }, `${employee.name} is not working this day.`),
    entries.length === 0
      ? working && h('p', { class: 'empty-state' }, 'Nothing booked and no free time left.')
      : h(
          'ul',
          { class: 'cal-agenda', 'aria-label': `${employee.name}'s day` },
          ...entries.map((x) => h('li', {}, entry(x))),
        ),
  ];
}

/**
 * Paints the calendar of the browser's today, as CalendarPanel opens, and keeps it in time every minute until React
 * takes it over (the now-line moves in place; the rest is painted again only when a free time has passed, so a screen
 * reader's place is kept). React draws it instead when the branch's today is another date (another zone near midnight,
 * or midnight has passed): its first render would not be this one.
 */
export const paintCalendar: PanelPainter = ({ token, branchId, show, wake }) => {
  const date = todayHere();
  void shareRead(calendarRead(token, branchId, date, date)).then((calendar) => {
    let shown: HTMLElement | null = null;
    let timer = 0;
    const stop = () => window.clearInterval(timer);
    const draw = () => {
      const now = new Date();
      if (localDate(now, calendar.timeZone) !== date) {
        stop();
        return wake();
      }
      const next = calendarPanel(calendar, { date, week: false, employeeId: '' }, now, isPhone());
      if (shown && moveNowLines(shown, next)) return;
      // False once React has the island.
      if (show(next)) shown = next;
      else stop();
    };
    draw();
    if (shown) timer = window.setInterval(() => (shown?.isConnected ? draw() : stop()), 60_000);
  }, wake);
};

/** Moves the painted now-lines to where `next` has them, when nothing else differs; false when something does. */
function moveNowLines(shown: HTMLElement, next: HTMLElement) {
  const lines = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('.cal-now')];
  const rest = (panel: HTMLElement) => {
    const copy = panel.cloneNode(true) as HTMLElement;
    for (const line of lines(copy)) line.remove();
    return copy.innerHTML;
  };
  const [from, to] = [lines(shown), lines(next)];
  if (from.length !== to.length || rest(shown) !== rest(next)) return false;
  from.forEach((line, i) => (line.style.top = to[i]!.style.top));
  return true;
}

/**
 * CalendarPanel's first screen for the day `view.date` (the branch's today) from its answer; `phone` as its media
 * query says.
 */
function calendarPanel(calendar: Calendar, view: CalendarView, now: Date, phone: boolean) {
  const tz = calendar.timeZone;
  const { employees } = calendar;
  const employee = shownEmployee(calendar, view.employeeId);
  const ghost = (text: string, pressed?: boolean) =>
    h(
      'button',
      { type: 'button', class: 'btn btn-ghost btn-small', 'aria-pressed': pressed === undefined ? null : `${pressed}` },
      text,
    );
  const dateInput = h('input', { type: 'date', value: view.date });
  const employeeSelect =
    phone &&
    employee &&
    select(
      {},
      employee.branchEmployeeId,
      employees.map((e) => [e.branchEmployeeId, e.name]),
    );
  const toolbar = h(
    'div',
    { class: 'cal-toolbar' },
    h(
      'div',
      { class: 'cal-nav', role: 'group', 'aria-label': 'Choose the day' },
      ghost(view.week ? 'Previous week' : 'Previous day'),
      ghost('Today', view.date === localDate(now, tz)),
      ghost(view.week ? 'Next week' : 'Next day'),
      h('label', { class: 'cal-date' }, h('span', {}, 'Date'), dateInput),
    ),
    !phone &&
      h(
        'div',
        { class: 'cal-nav', role: 'group', 'aria-label': 'View' },
        ghost('Day', !view.week),
        ghost('Week', view.week),
      ),
    employeeSelect && h('label', { class: 'cal-date' }, h('span', {}, 'Employee'), employeeSelect),
    employees.length > 0 && button('btn btn-small', 'Add time off'),
  );
  let body: (Node | false | undefined)[];
  if (employees.length === 0)
    body = [h('p', { class: 'empty-state' }, 'No employees yet. Add your staff under Employees to fill the calendar.')];
  else if (phone) body = agenda(calendar, view, now);
  else body = [timeGrid(calendar, view, now)];
  const cancelled = cancelledOf(calendar, view);
  return accountPanel(
    'calendar',
    'Calendar',
    toolbar,
    h(
      'h3',
      // Focusable from script like React's (CalendarPanel: focus lands here when a dialog's opener is gone).
      { class: 'cal-title', 'aria-live': 'polite', tabindex: '-1' },
      viewTitle(view.date, view.week),
      h('span', { class: 'muted cal-zone' }, ` (${tz.replace('_', ' ')} time)`),
    ),
    h('p', { class: 'cal-notice', role: 'status' }),
    ...body,
    cancelled.length > 0 &&
      h(
        'details',
        { class: 'cal-cancelled' },
        h('summary', {}, `Cancelled (${cancelled.length})`),
        h(
          'ul',
          {},
          ...cancelled.map((a) =>
            h(
              'li',
              {},
              button(
                'btn btn-ghost btn-small',
                `${formatTime(a.startDateTime, tz)} ${a.customerName} (${calendarStatus(a)})`,
              ),
            ),
          ),
        ),
      ),
  );
}
