/**
 * The booking's first step painted without React (issue 15): as soon as the branch and its dates have arrived, the
 * island shows exactly what BookingFlow's 'Appointment' step renders before any choice (AppointmentStep, DateStrip,
 * OrderLines), so the page is usable to the eye while React (~66 KB) waits for the first touch. At that touch the
 * island's code loads and React renders the same step in its place (client:intent `replace`); the touched element is
 * found again at the same place, so its tap or key is not lost. When the arrival fails, the island is woken at once:
 * its error screen and 'Try again' are React's; so it is when the page was opened from a waitlist offer's link.
 * tests/e2e/first-touch.spec.ts holds the two renderings equal.
 */
import { WAKE_EVENT } from '../../integrations/intent-directive.ts';
import { branchIdFromPath, monthLabel } from '../../lib/booking.ts';
import { orderPaymentNote } from '../../lib/deposit-words.ts';
import { h } from '../../lib/dom.ts';
import { formatDuration, formatNaira } from '../../lib/format.ts';
import { MESSAGES } from '../../lib/validation.ts';
import { $cart, $cartBranch, type Cart } from '../../stores/cart.ts';
import { arrive, type Arrival } from './arrival.ts';

const STEP_LABELS = ['Appointment', 'Summary', 'Thank You'];

const title = (branchUrl: string, businessName: string) =>
  h('h1', { class: 'booking-title' }, 'Book at ', h('a', { href: `/branches/${branchUrl}` }, businessName));

function stepView(a: Extract<Arrival, { kind: 'ready' }>, cart: Cart): HTMLElement {
  const month = monthLabel(a.months[a.monthIndex]!);
  const canNext = a.monthIndex < a.months.length - 1;
  const arrow = (label: string, glyph: string, enabled: boolean) =>
    h(
      'button',
      { type: 'button', class: 'month-arrow', 'aria-label': label, disabled: !enabled },
      h('span', { 'aria-hidden': 'true' }, glyph),
    );
  const disabledSelect = (id: string, label: string, placeholder: string, hint: string) =>
    h(
      'div',
      { class: 'field' },
      h('label', { for: id }, label),
      h('select', { id, disabled: true, 'aria-describedby': `${id}-hint` }, h('option', { value: '' }, placeholder)),
      h('p', { id: `${id}-hint`, class: 'field-hint', role: 'status' }, hint),
    );

  return h(
    'div',
    { class: 'booking' },
    title(a.branch.branchUrl, a.branch.businessName),
    h(
      'ol',
      { class: 'booking-steps', 'aria-label': 'Booking steps' },
      ...STEP_LABELS.map((label, i) =>
        h(
          'li',
          { 'aria-current': i === 0 ? 'step' : null },
          h('span', { class: 'step-number', 'aria-hidden': 'true' }, String(i + 1)),
          ` ${label}`,
        ),
      ),
    ),
    h(
      'section',
      { class: 'booking-step', 'aria-labelledby': 'first-step-h' },
      h('h2', { id: 'first-step-h', tabindex: '-1' }, 'Get Appointment'),
      h(
        'div',
        { class: 'booking-layout' },
        h(
          'div',
          { class: 'card booking-card' },
          h(
            'div',
            { class: 'date-strip', role: 'group', 'aria-labelledby': 'first-step-month' },
            h(
              'div',
              { class: 'month-bar' },
              arrow('Previous month', '‹', a.monthIndex > 0),
              h('h3', { id: 'first-step-month', class: 'month-name', 'aria-live': 'polite' }, month),
              arrow('Next month', '›', canNext),
            ),
            a.dates.length === 0
              ? h('p', { class: 'muted' }, `No dates open for booking in ${month}.`)
              : h(
                  'ul',
                  { class: 'day-list', role: 'list' },
                  ...a.dates.map((d) =>
                    h(
                      'li',
                      {},
                      h(
                        'button',
                        { type: 'button', class: 'day-button', 'data-date': d.fullDate, 'aria-pressed': 'false' },
                        h('span', { class: 'day-name' }, d.day),
                        ' ',
                        h('span', { class: 'day-number' }, String(d.date)),
                        h('span', { class: 'visually-hidden' }, ` ${month}`),
                      ),
                    ),
                  ),
                ),
          ),
          disabledSelect('first-step-time', 'Time', 'Select time-slot', 'Choose a date first.'),
          disabledSelect('first-step-staff', 'Employee', 'Select Employee', 'Choose a time first.'),
        ),
        h(
          'aside',
          { class: 'card booking-order', 'aria-labelledby': 'first-step-order' },
          h('h3', { id: 'first-step-order' }, 'Your order'),
          cart.items.length > 0 &&
            h(
              'ul',
              { class: 'booking-lines', role: 'list' },
              ...cart.items.map((i) =>
                h(
                  'li',
                  {},
                  h('span', { class: 'line-name' }, i.name),
                  h('span', { class: 'line-duration muted' }, formatDuration(i.hours, i.min)),
                  h('span', { class: 'price' }, formatNaira(i.price)),
                ),
              ),
            ),
          h('p', { class: 'order-total' }, 'Total amount ', h('strong', {}, formatNaira(cart.totalAmount))),
          h('button', { type: 'button', class: 'btn btn-accent booking-next' }, 'Proceed'),
          h('p', { class: 'muted small' }, orderPaymentNote(cart.items)),
        ),
      ),
    ),
  );
}

/** BookingFlow's 'leaving' screen, while the browser goes back to the salon. */
const leavingView = () =>
  h(
    'p',
    { class: 'booking-wait', role: 'status' },
    `${MESSAGES.noCartItems} `,
    h('a', { href: '/branches' }, 'Browse salons'),
  );

/** Paints the island once the arrival is known, unless React has the island already. */
export async function paintFirstStep(island: HTMLElement) {
  // The salon's name is in the cart: the title says it at once, not after the branch has been read (on a phone it is
  // the page's largest text, so this is when the page looks done).
  const cart = $cart.get();
  const frameTitle = island.querySelector('h1');
  if (frameTitle && cart.branchUrl && cart.businessName && $cartBranch.get() === branchIdFromPath(location.pathname))
    frameTitle.replaceWith(title(cart.branchUrl, cart.businessName));
  const a = await arrive();
  // Astro removes `ssr` as React takes the island over; from then on the DOM is React's.
  if (!island.hasAttribute('ssr')) return;
  // A failure, and a waitlist offer's link (its choices made, or why it cannot be used), are React's to show.
  if (a.kind === 'failed' || a.kind === 'refused' || (a.kind === 'ready' && (a.offer || a.notice)))
    island.dispatchEvent(new Event(WAKE_EVENT));
  else island.replaceChildren(a.kind === 'leaving' ? leavingView() : stepView(a, $cart.get()));
}
