/**
 * The salon's services, employees and opening hours painted before React (issue 15), exactly as ServicesPanel,
 * StaffPanel and HoursPanel (with BookingSettingsForm) render them on their reads: an empty form above the table, or
 * the week's hours and the booking settings. tests/e2e/first-touch.spec.ts holds the two renderings equal.
 */
import { DAYS, EMPTY_SERVICE, HOURS, noticeOptions, REMINDERS, weekFrom } from '../../lib/account-forms.ts';
import { WINDOW_HOURS_FIELD } from '../../lib/deposit-forms.ts';
import { TEXT_CHANNEL_FIELD, TEXT_CHANNEL_OPTIONS } from '../../lib/message-choices.ts';
import { depositRuleWords } from '../../lib/deposit-words.ts';
import { h } from '../../lib/dom.ts';
import { formatHour, formatNaira, formatPhone } from '../../lib/format.ts';
import type { BranchSettings, Category, Service, StaffMember, Timing } from '../../lib/types.ts';
import type { PanelPainter } from './first-panel.ts';
import {
  categoriesRead,
  servicesRead,
  settingsRead,
  shareRead,
  staffRead,
  timingsRead,
  type FirstRead,
} from './first-read.ts';
import { accountPanel, checkField, select, selectField, submitRow, textField, type Choices } from './painted-fields.ts';

/** A panel that needs every one of its reads: painted once all have answered, React's to draw if one fails. */
function painter<T extends unknown[]>(
  reads: (token: string, branchId: string) => { [K in keyof T]: FirstRead<T[K]> },
  panel: (...data: T) => HTMLElement,
): PanelPainter {
  return ({ token, branchId, show, wake }) => {
    const answers = reads(token, branchId).map((read) => shareRead(read));
    void Promise.all(answers).then((data) => show(panel(...(data as T))), wake);
  };
}

/** A form (the add form, labelled by its heading) of the services and employees panels. */
const addForm = (id: string, title: string, ...fields: HTMLElement[]) =>
  h(
    'form',
    { class: 'acct-form', novalidate: true, 'aria-labelledby': `${id}-form-title` },
    h('h3', { id: `${id}-form-title` }, title),
    ...fields,
  );

/** A row's action: Edit and Reactivate are quiet, Delete and Deactivate stand out. */
const rowButton = (danger: boolean, label: string, text: string) =>
  h(
    'button',
    { type: 'button', class: danger ? 'btn btn-small acct-danger' : 'btn btn-ghost btn-small', 'aria-label': label },
    text,
  );

/** The table under the form: a scrollable region named by its heading, or the empty message. */
function table(id: string, title: string, empty: string, headers: string[], rows: HTMLElement[][]) {
  const titleId = `${id}-table-title`;
  const heading = h('h3', { id: titleId }, title);
  if (rows.length === 0) return [heading, h('p', { class: 'muted' }, empty)];
  const head = h(
    'tr',
    {},
    ...headers.map((text) => h('th', { scope: 'col' }, text)),
    h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Actions')),
  );
  return [
    heading,
    h(
      'div',
      { class: 'acct-table-wrap', role: 'region', 'aria-labelledby': titleId, tabindex: '0' },
      h(
        'table',
        { class: 'acct-table' },
        h('thead', {}, head),
        h('tbody', {}, ...rows.map((cells) => h('tr', {}, ...cells))),
      ),
    ),
  ];
}

const cell = (text: string) => h('td', {}, text);
const rowHeader = (text: string) => h('th', { scope: 'row' }, text);
const actions = (...buttons: HTMLElement[]) => h('td', {}, h('div', { class: 'acct-row-actions' }, ...buttons));

function servicesPanel(categories: Category[], services: Service[]) {
  const v = EMPTY_SERVICE;
  const number = (max?: number) => ({ type: 'number', min: 0, max, step: 1, inputmode: 'numeric' }) as const;
  const form = addForm(
    'service',
    'Add a service',
    h('input', { type: 'hidden', name: 'serviceId', value: v.serviceId }),
    h(
      'div',
      { class: 'acct-grid' },
      selectField(
        'service-category',
        'Category',
        v.categoryId,
        categories.map((c) => [c.categoryId, c.categoryName]),
        { placeholder: 'Please select' },
      ),
      textField('service-name', 'Service Name', v.serviceName),
      textField('service-price', 'Price', v.price, {
        type: 'number',
        min: 0,
        step: 'any',
        inputmode: 'decimal',
        hint: 'In naira (₦).',
      }),
      textField('service-hours', 'Duration Hours', v.durationHours, number(12)),
      textField('service-minutes', 'Duration Minutes', v.durationMinutes, number(59)),
    ),
    textField('service-description', 'Description', v.description, { multiline: true }),
    selectField(
      'service-status',
      'Status',
      v.status,
      [
        ['Active', 'Active'],
        ['Inactive', 'Inactive'],
      ],
      { className: 'acct-narrow' },
    ),
    submitRow('Submit'),
  );
  const rows = services.map((s) => [
    cell(s.categoryName),
    rowHeader(s.serviceName),
    cell(formatNaira(s.price)),
    cell(depositRuleWords(s.deposit) ?? 'None'),
    cell(s.status ? 'Active' : 'Inactive'),
    actions(
      rowButton(false, `Edit ${s.serviceName}`, 'Edit'),
      rowButton(false, `Deposit for ${s.serviceName}`, 'Deposit'),
      rowButton(true, `Delete ${s.serviceName}`, 'Delete'),
    ),
  ]);
  return accountPanel(
    'services',
    'Services',
    form,
    ...table(
      'services',
      'Your services',
      'No services yet. Add your first one above.',
      ['Category', 'Service', 'Price', 'Deposit', 'Status'],
      rows,
    ),
  );
}

function staffPanel(staff: StaffMember[]) {
  const form = addForm(
    'staff',
    'Add an employee',
    h(
      'div',
      { class: 'acct-grid' },
      textField('staff-name', 'Name', '', { autocomplete: 'off' }),
      textField('staff-email', 'Email (optional)', '', { type: 'email', autocomplete: 'off' }),
      textField('staff-phone', 'Phone Number (optional)', '', { type: 'tel', autocomplete: 'off' }),
    ),
    submitRow('Add employee'),
  );
  const rows = staff.map((m) => [
    rowHeader(m.name),
    cell(m.email ?? '—'),
    cell(m.phoneNumber ? formatPhone(m.phoneNumber) : '—'),
    cell(m.isActive ? 'Yes' : 'No'),
    actions(
      rowButton(false, `Edit ${m.name}`, 'Edit'),
      m.isActive
        ? rowButton(true, `Deactivate ${m.name}`, 'Deactivate')
        : rowButton(false, `Reactivate ${m.name}`, 'Reactivate'),
    ),
  ]);
  return accountPanel(
    'staff',
    'Employees',
    form,
    ...table(
      'staff',
      'Your team',
      'No employees yet. Customers choose who serves them, so add at least one.',
      ['Name', 'E-mail', 'Phone', 'Active'],
      rows,
    ),
  );
}

const hourChoices = (hours: number[]): Choices => hours.map((hour) => [String(hour), formatHour(hour)]);

function hoursPanel(timings: Timing[], settings: BranchSettings) {
  const days = weekFrom(timings).map((d) => {
    const id = `hours-${d.dayNumber}`;
    const hourField = (suffix: string, label: string, value: number, hours: number[]) =>
      h(
        'div',
        { class: 'acct-field' },
        h('label', { for: `${id}-${suffix}` }, label),
        select({ id: `${id}-${suffix}`, disabled: !d.isOpened }, String(value), hourChoices(hours)),
      );
    return h(
      'fieldset',
      { class: 'acct-day' },
      h('legend', {}, DAYS[d.dayNumber - 1]!),
      checkField(`${id}-open`, 'Open', d.isOpened),
      hourField('from', 'Opens', d.openingTime, HOURS.slice(0, -1)),
      hourField('to', 'Closes', d.closingTime, HOURS.slice(1)),
      !d.isOpened && h('p', { class: 'muted small acct-closed' }, 'Closed'),
    );
  });
  const week = h(
    'form',
    { class: 'acct-form', novalidate: true },
    h('p', { class: 'muted' }, 'Customers can book inside these hours, on the days you are open.'),
    h('div', { class: 'acct-week' }, ...days),
    submitRow('Save opening hours'),
  );
  const bookingSettings = h(
    'form',
    { class: 'acct-form', novalidate: true, 'aria-labelledby': 'booking-settings-title' },
    h('h3', { id: 'booking-settings-title' }, 'Bookings and reminders'),
    h(
      'fieldset',
      { class: 'acct-day' },
      h('legend', {}, 'Reminders to customers (e-mail and text)'),
      ...REMINDERS.map((hours) =>
        checkField(`reminder-${hours}`, `${hours} hours before`, settings.reminderHours.includes(hours)),
      ),
      settings.reminderHours.length === 0 && h('p', { class: 'muted small' }, 'No reminders are sent.'),
    ),
    selectField(
      'min-notice',
      'Minimum notice to book or reschedule online',
      String(settings.minNoticeMinutes),
      noticeOptions(settings.minNoticeMinutes).map((o) => [o.value, o.label]),
    ),
    textField('cancellation-window', WINDOW_HOURS_FIELD.label, String(settings.cancellationWindowHours), {
      type: 'number',
      min: 0,
      max: 168,
      step: 1,
      inputmode: 'numeric',
      hint: WINDOW_HOURS_FIELD.hint,
    }),
    selectField(
      'text-channel',
      TEXT_CHANNEL_FIELD.label,
      settings.textChannel,
      TEXT_CHANNEL_OPTIONS.map((o) => [o.value, o.label]),
      { hint: TEXT_CHANNEL_FIELD.hint },
    ),
    submitRow('Save booking settings'),
  );
  return accountPanel('hours', 'Opening hours', week, bookingSettings);
}

export const paintServices = painter<[Category[], Service[]]>(
  (token, branchId) => [categoriesRead(), servicesRead(token, branchId)],
  servicesPanel,
);
export const paintStaff = painter<[StaffMember[]]>((token, branchId) => [staffRead(token, branchId)], staffPanel);
export const paintHours = painter<[Timing[], BranchSettings]>(
  (token, branchId) => [timingsRead(branchId), settingsRead(token, branchId)],
  hoursPanel,
);
