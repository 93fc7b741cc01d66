/**
 * An account page painted without React (issue 15): the login prompt, or the side menu with the profile, the
 * appointments (closed, as they open), the business details or the change-password form (and the panels a page hands
 * over in `painters`: the salon's calendar, services, employees and opening hours), exactly as AccountLayout and the
 * panels render them, so the page is whole before React (~66 KB) loads at the first touch (client:intent `replace`:
 * React renders the same in its place; focus and what was typed, chosen or ticked carry over). A failed read, the
 * other role's redirect and a login from the prompt wake the island at once.
 * tests/e2e/first-touch.spec.ts holds the two renderings equal.
 */
import { WAKE_EVENT } from '../../integrations/intent-directive.ts';
import {
  branchHref,
  businessSession,
  businessValues,
  otherRole,
  pageFor,
  panelFrom,
  type AccountPage,
} from '../../lib/account-forms.ts';
import { businessView, ROLE_LABELS, type BusinessView } from '../../lib/team.ts';
import { h } from '../../lib/dom.ts';
import { formatDateTime, formatPhone } from '../../lib/format.ts';
import type { Appointment, BusinessDetails, MessageChoices, Profile } from '../../lib/types.ts';
import { $session, rememberBranch, setSession } from '../../stores/session.ts';
import { entryIds, viewerOf, type Viewer } from './appointment-rules.ts';
import { messagesForm } from './first-messages.ts';
import { appointmentsRead, businessRead, messagesRead, profileRead, shareRead, type FirstRead } from './first-read.ts';
import { accountPanel, formPanel, selectField, submitRow, textField } from './painted-fields.ts';

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

/** AccountLayout's branch switcher: the branches someone works in, the chosen one marked. */
function branchSwitcher(path: string, current: string, view: BusinessView) {
  return h(
    'div',
    { class: 'acct-branches' },
    h('p', { class: 'acct-branches-title', id: 'acct-branches-title' }, 'Branch'),
    h(
      'ul',
      { role: 'list', 'aria-labelledby': 'acct-branches-title' },
      ...view.branches.map((b) =>
        h(
          'li',
          {},
          h(
            'a',
            {
              href: branchHref(path, current, b.branchId),
              'aria-current': b.branchId === view.branchId ? 'true' : null,
            },
            b.branchName,
            h('span', { class: 'acct-branch-role' }, ROLE_LABELS[b.role]),
          ),
        ),
      ),
    ),
  );
}

function frame(page: AccountPage, current: string, panel: HTMLElement, view: BusinessView | null) {
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
      view && view.branches.length > 0 && branchSwitcher(page.path, current, view),
      h('ul', { role: 'list' }, ...links, h('li', {}, h('a', { href: '/logout' }, 'Logout'))),
    ),
    h('div', { class: 'acct-main' }, panel),
  );
}

const passwordPanel = () =>
  formPanel(
    'password',
    'Change Password',
    'Change Password',
    textField('password-old', 'Old Password', '', { type: 'password', autocomplete: 'current-password' }),
    textField('password-new', 'New Password', '', { type: 'password', autocomplete: 'new-password' }),
    textField('password-confirm', 'Confirm Password', '', { type: 'password', autocomplete: 'new-password' }),
  );

/** BusinessDetailsPanel's form, filled from the details. */
function businessPanel(d: BusinessDetails) {
  const v = businessValues(d);
  const reviews = 'Earned from customer reviews.';
  const currency = v.currency === 'NAIRA' ? 'NAIRA (₦)' : v.currency;
  const grid = h(
    'div',
    { class: 'acct-grid' },
    selectField(
      'bd-type',
      'Business Type',
      v.businessTypeId,
      d.businessTypes.map((t) => [t.businessTypeId, t.businessTypeName]),
      { placeholder: 'Please select' },
    ),
    textField('bd-name', 'Business Name', v.businessName, { autocomplete: 'organization' }),
    textField('bd-contact', 'Contact Name', v.contactName, { autocomplete: 'name' }),
    textField('bd-email', 'Email', v.email, { type: 'email', autocomplete: 'email' }),
    textField('bd-landline', 'Landline', v.landline, { type: 'tel' }),
    textField('bd-mobile', 'Phone number', v.mobileNo, { type: 'tel', autocomplete: 'tel' }),
    textField('bd-location', 'Location', v.location, { hint: 'The area people search for, e.g. Lekki Phase 1.' }),
    textField('bd-city', 'City', v.city, { autocomplete: 'address-level2' }),
    textField('bd-country', 'Country', v.country, { autocomplete: 'country-name' }),
    textField('bd-zip', 'Zip code', v.zipCode, { autocomplete: 'postal-code' }),
    textField('bd-lat', 'Latitude', v.latitude, { inputmode: 'decimal', hint: 'e.g. 6.4474' }),
    textField('bd-lng', 'Longitude', v.longitude, { inputmode: 'decimal', hint: 'e.g. 3.4720' }),
    selectField('bd-currency', 'Currency', v.currency, [
      ['NAIRA', 'NAIRA (₦)'],
      ...(v.currency === 'NAIRA' ? [] : ([[v.currency, currency]] as [string, string][])),
    ]),
    selectField('bd-status', 'Status', v.status, [
      ['Active', 'Active'],
      ['Inactive', 'Inactive'],
    ]),
    textField('bd-rating', 'Rating', v.rating, { readonly: true, hint: reviews }),
    textField('bd-total-ratings', 'Total Ratings', v.totalRatings, { readonly: true, hint: reviews }),
  );
  const image = h(
    'div',
    { class: 'acct-field' },
    h('label', { for: 'bd-image' }, 'Salon image'),
    h('input', {
      id: 'bd-image',
      name: 'ImageFile',
      type: 'file',
      accept: 'image/*',
      'aria-describedby': 'bd-image-hint',
    }),
    h(
      'p',
      { class: 'acct-hint', id: 'bd-image-hint' },
      'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB. It is cropped to 3:2.',
    ),
  );
  const current =
    d.imageSrc &&
    h(
      'figure',
      {},
      h('img', { src: d.imageSrc, alt: `${d.businessName} as customers see it now`, width: '1200', height: '800' }),
      h('figcaption', {}, 'Current image'),
    );
  return formPanel(
    'business',
    'Business details',
    'Update business',
    grid,
    textField('bd-address', 'Address', v.address, { autocomplete: 'street-address' }),
    textField('bd-about', 'About', v.about, { multiline: true }),
    textField('bd-map', 'Google Map URL', v.googleMapURL, {
      type: 'url',
      inputmode: 'url',
      hint: 'The link from Share in Google Maps, starting with https://',
    }),
    image,
    h('div', { class: 'acct-images' }, current),
  );
}

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
  return accountPanel(
    'appointments',
    'My Appointments',
    list.length === 0
      ? h('p', { class: 'empty-state' }, 'No appointments.')
      : h(
          'ol',
          { class: 'appt-list', 'aria-labelledby': 'appointments-title' },
          ...list.map((a) => appointmentEntry(a, viewer)),
        ),
  );
}

/** ProfilePanel's form, filled from the profile, and the message choices under it (MessagesForm). */
const profilePanel = (p: Profile, messages: MessageChoices) =>
  accountPanel(
    'profile',
    'Profile',
    h(
      'form',
      { class: 'acct-form', novalidate: true },
      textField('profile-name', 'Name', p.fullName, { autocomplete: 'name' }),
      textField('profile-email', 'Email', p.email, { type: 'email', autocomplete: 'email' }),
      textField('profile-phone', 'Phone Number', formatPhone(p.phoneNumber), { type: 'tel', autocomplete: 'tel' }),
      submitRow('Update'),
    ),
    messagesForm(messages),
  );

/** What a panel painted by a module of its own is given (the salon's panels: first-calendar.ts, first-salon.ts). */
export interface PaintContext {
  token: string;
  branchId: string;
  /** Shows the panel in the account's frame; false once React has taken the island over. */
  show: (panel: HTMLElement) => boolean;
  /** Lets React draw the page now. */
  wake: () => void;
}
export type PanelPainter = (context: PaintContext) => void;

/**
 * Paints the account page's island from the stored session and the panel's data (read once, for React too);
 * `painters` paint more of the page's panels.
 */
export function paintAccount(island: HTMLElement, page: AccountPage, painters: Record<string, PanelPainter> = {}) {
  const paint = (node: HTMLElement) => {
    // Astro removes `ssr` as React takes the island over; from then on the DOM is React's.
    if (!island.hasAttribute('ssr')) return false;
    island.replaceChildren(node);
    return true;
  };
  const wake = () => island.dispatchEvent(new Event(WAKE_EVENT));
  const session = $session.get();
  const { token, userID = '' } = session;
  if (!token) {
    // Logged in from the prompt or the menu: React takes the page over with the session.
    const stop = $session.listen((now) => {
      if (!now.token) return;
      stop();
      wake();
    });
    paint(loginPrompt(page.loginText));
    return;
  }
  if (otherRole(page.role, session)) return wake();
  // The business account: the branch chosen (remembered), and only the panels the role there may open.
  const view = page.role === 'Business' ? businessView(session, window.location.search) : null;
  rememberBranch(view);
  const branchId = view?.branchId ?? session.branchId ?? '';
  const shown = pageFor(page, view?.panels);
  const panel = panelFrom(window.location.search, shown.panels);
  const inFrame = (node: HTMLElement) => frame(shown, panel, node, view);
  const show = <T>(read: FirstRead<T>, body: (data: T) => HTMLElement) =>
    void shareRead(read).then((data) => paint(inFrame(body(data))), wake);
  if (panel === 'change-password') paint(inFrame(passwordPanel()));
  else if (panel === 'profile') {
    const reads = [shareRead(profileRead(token, userID)), shareRead(messagesRead(token))] as const;
    void Promise.all(reads).then(([p, m]) => paint(inFrame(profilePanel(p, m))), wake);
  } else if (panel === 'appointments') {
    const viewer = viewerOf(page.role);
    show(appointmentsRead(token, viewer, { userId: userID, branchId }), (list) => appointmentsPanel(list, viewer));
  } else if (panel === 'business-details' && branchId)
    show(businessRead(token, branchId), (d) => {
      setSession(businessSession(d));
      return businessPanel(d);
    });
  else if (painters[panel] && branchId && view?.role !== 'STYLIST')
    painters[panel]({ token, branchId, show: (node) => paint(inFrame(node)), wake });
  else wake();
}
