/**
 * An account page painted without React (issue 15): the login prompt, or the side menu with the profile, the
 * appointments (closed, as they open) or the change-password form, exactly as AccountLayout and the panels render
 * them, so the page is whole before React (~66 KB) loads at the first touch (client:intent `replace`: React renders
 * the same in its place; focus and what was typed carry over). Panels not painted here, a failed read, the other
 * role's redirect and a login from the prompt wake the island at once. tests/e2e/first-touch.spec.ts holds the two
 * renderings equal.
 */
import { WAKE_EVENT } from '../../integrations/intent-directive.ts';
import { otherRole, panelFrom, type AccountPage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { h } from '../../lib/dom.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { Appointment } from '../../lib/types.ts';
import { $session } from '../../stores/session.ts';
import { entryIds, type Viewer } from './appointment-rules.ts';
import { appointmentsRead, profileRead, shareRead } from './first-read.ts';

function loginPrompt(text: string) {
  return h(
    'section',
    { class: 'card acct-panel acct-login', 'aria-labelledby': 'acct-login-title' },
    h('h2', { id: 'acct-login-title' }, 'Please log in'),
    h('p', {}, text),
    h('button', { type: 'button', class: 'btn' }, 'Login'),
    h(
      'p',
      { class: 'muted small' },
      'New to Salonbook? ',
      h('a', { href: '/auth?mode=signup' }, 'Create an account'),
      '.',
    ),
  );
}

function frame(page: AccountPage, current: string, panel: HTMLElement) {
  const links = page.panels.map((p) =>
    h(
      'li',
      {},
      h('a', { href: `${page.path}?user=${p.key}`, 'aria-current': p.key === current ? 'page' : null }, p.label),
    ),
  );
  return h(
    'div',
    { class: 'acct-layout' },
    h(
      'nav',
      { class: 'acct-menu', 'aria-label': 'Account' },
      h('ul', { role: 'list' }, ...links, h('li', {}, h('a', { href: '/logout' }, 'Logout'))),
    ),
    h('div', { class: 'acct-main' }, panel),
  );
}

/** Fields.tsx's TextField. */
function textField(id: string, label: string, value: string, type: string, autocomplete: string) {
  return h(
    'div',
    { class: 'acct-field' },
    h('label', { for: id }, label),
    h('input', { id, name: id, value, type, autocomplete }),
  );
}

/** AccountPanel with a form of `fields` and its submit button. */
function formPanel(id: string, title: string, submit: string, ...fields: HTMLElement[]) {
  return h(
    'section',
    { class: 'card acct-panel', 'aria-labelledby': `${id}-title` },
    h('h2', { id: `${id}-title` }, title),
    h(
      'form',
      { class: 'acct-form', novalidate: true },
      ...fields,
      h('div', { class: 'acct-actions' }, h('button', { class: 'btn', type: 'submit' }, submit)),
    ),
  );
}

const passwordPanel = () =>
  formPanel(
    'password',
    'Change Password',
    'Change Password',
    textField('password-old', 'Old Password', '', 'password', 'current-password'),
    textField('password-new', 'New Password', '', 'password', 'new-password'),
    textField('password-confirm', 'Confirm Password', '', 'password', 'new-password'),
  );

/** An entry of 'My Appointments' as AppointmentItem renders it closed. */
function appointmentEntry(a: Appointment, viewer: Viewer) {
  const ids = entryIds(a.appointmentId);
  const fact = (term: string, value: string) => h('div', {}, h('dt', {}, term), h('dd', {}, value));
  return h(
    'li',
    { class: 'appt card' },
    h(
      'div',
      { class: 'appt-head' },
      h('h3', { id: ids.title, class: 'appt-no' }, `Appointment no. ${a.appointmentNo}`),
      h(
        'dl',
        { class: 'appt-summary' },
        fact('Date', formatDateTime(a.appointmentDateTime, a.timeZone)),
        fact('Service provider', a.businessName),
        viewer === 'business' && fact('Customer', a.customerName),
      ),
      h(
        'button',
        {
          id: ids.toggle,
          type: 'button',
          class: 'btn btn-ghost btn-small appt-toggle',
          'aria-expanded': 'false',
          'aria-controls': ids.details,
        },
        'View',
        h('span', { class: 'visually-hidden' }, ` appointment ${a.appointmentNo}`),
        h('span', { class: 'appt-chevron', 'aria-hidden': 'true' }),
      ),
    ),
    h('div', { id: ids.details, class: 'appt-details', hidden: true }),
  );
}

function appointmentsPanel(list: Appointment[], viewer: Viewer) {
  return h(
    'section',
    { class: 'card acct-panel', 'aria-labelledby': 'appointments-title' },
    h('h2', { id: 'appointments-title' }, 'My Appointments'),
    list.length === 0
      ? h('p', { class: 'empty-state' }, 'No appointments.')
      : h(
          'ol',
          { class: 'appt-list', 'aria-labelledby': 'appointments-title' },
          ...list.map((a) => appointmentEntry(a, viewer)),
        ),
  );
}

/** Paints the account page's island from the stored session (and the profile, read once for both). */
export function paintAccount(island: HTMLElement, page: AccountPage) {
  const paint = (node: HTMLElement) => {
    // Astro removes `ssr` as React takes the island over; from then on the DOM is React's.
    if (island.hasAttribute('ssr')) island.replaceChildren(node);
  };
  const wake = () => island.dispatchEvent(new Event(WAKE_EVENT));
  const session = $session.get();
  const { token, role, userID = '' } = session;
  if (!token) {
    // Logged in from the prompt or the menu: React takes the page over with the session.
    const stop = $session.listen((now) => {
      if (!now.token) return;
      stop();
      wake();
    });
    return paint(loginPrompt(page.loginText));
  }
  if (otherRole(page.role, role)) return wake();
  const panel = panelFrom(window.location.search, page.panels);
  if (panel === 'change-password') return paint(frame(page, panel, passwordPanel()));
  if (panel === 'profile')
    shareRead(profileRead(userID), () => api.profile(token, userID)).then(
      (p) =>
        paint(
          frame(
            page,
            panel,
            formPanel(
              'profile',
              'Profile',
              'Update',
              textField('profile-name', 'Name', p.fullName, 'text', 'name'),
              textField('profile-email', 'Email', p.email, 'email', 'email'),
              textField('profile-phone', 'Phone Number', p.phoneNumber, 'tel', 'tel'),
            ),
          ),
        ),
      wake,
    );
  else if (panel === 'appointments') {
    const viewer: Viewer = role === 'Business' ? 'business' : 'customer';
    const read = () =>
      viewer === 'business'
        ? api.branchAppointments(token, session.branchId ?? '')
        : api.customerAppointments(token, userID);
    shareRead(appointmentsRead(viewer, session), read).then(
      (list) => paint(frame(page, panel, appointmentsPanel(list, viewer))),
      wake,
    );
  } else wake();
}
