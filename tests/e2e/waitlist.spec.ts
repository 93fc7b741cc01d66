/**
 * The waitlist on the booking page (issue 31) in Chromium: at a salon of the test's own whose day is full (one
 * stylist, two hours open, both booked through the API by another customer), a customer joins the waitlist from the
 * booking page; the salon cancels a booking through the API; the offer mail reaches the development mailbox; its
 * link (/w/{code}) opens the booking page with the services, the day, the time and the stylist chosen, and the
 * customer books it (Confirm Booking -> Thank You). Opened again, the link says the waitlist was booked. Desktop (axe
 * on the join panel and the opened offer; joining twice is refused) and 360 px (logging in from the join button).
 * The day is the day after tomorrow where the salon is (Lagos), for the server and the browser alike (the server's
 * clock cannot be moved, so no page.clock here): neither the hour the test runs at nor the minimum notice can change
 * what it sees.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { daySettled, employeeSelect, timeSelect } from './booking-page.ts';
import { waitForEagerIslands, waitForHydration } from './helpers.ts';
import { everyDay, ownSalon, publicPageOf, type OwnSalon } from './salon.ts';
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  mailedLink,
  newCustomer,
  pageAs,
  submitLogin,
  type CustomerAccount,
  type Session,
} from './session.ts';

// Two customers, a salon of its own and a journey through mail: more than the default.
test.describe.configure({ timeout: 180_000 });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const JOINED = 'You are on the waitlist. We will tell you when a time opens.';
const lagosTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Lagos' }).format(
    new Date(iso),
  );

/** The day after tomorrow in Lagos, '2026-12-05'. */
function dayAfterTomorrow(): string {
  return new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
}

const timesOn = async (request: APIRequestContext, salon: OwnSalon, day: string) => {
  const query = `BranchId=${salon.branchId}&AppointmentDate=${day}&ServiceIds=${salon.services[0]!.serviceId}`;
  const res = await request.get(`/api/Branch/TodaysAvailability?${query}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: string[] }).data;
};

/**
 * A salon open 9:00 to 11:00 with one stylist and a one-hour service, whose `day` another customer has booked full
 * through the API. Answers the salon and the bookings (their ids and starts), first first.
 */
async function fullDay(request: APIRequestContext, day: string) {
  const [salon, filler] = await Promise.all([
    ownSalon(request, { who: 'waitlist', hours: everyDay(9, 11) }),
    newCustomer(request, { who: 'filler' }),
  ]);
  const stylist = salon.employees[0]!;
  const booked: { appointmentId: string; start: string }[] = [];
  for (let times = await timesOn(request, salon, day); times.length > 0; times = await timesOn(request, salon, day)) {
    expect(booked.length, 'the day fills with a few bookings').toBeLessThan(4);
    const start = times[0]!;
    const res = await request.post('/api/Appointment/Insert', {
      headers: auth(filler.session.token),
      data: {
        startDateTime: start,
        branchEmployeeId: stylist.branchEmployeeId,
        appointmentServices: [{ serviceId: salon.services[0]!.serviceId }],
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    booked.push({ appointmentId: ((await res.json()) as { data: string }).data, start });
  }
  return { salon, booked };
}

/** The salon's page, its service added, Book: the booking page's first step. */
async function startBooking(page: Page, salon: OwnSalon) {
  const service = salon.services[0]!;
  await page.goto(`/branches/${salon.branch.branchUrl}`);
  const order = page.getByRole('complementary', { name: 'Order summary' });
  await waitForHydration(order);
  await page
    .locator('#book')
    .getByRole('button', { name: `Add ${service.serviceName}`, exact: true })
    .click();
  await expect(page.locator('#book').getByRole('button', { name: `${service.serviceName} added` })).toBeVisible();
  await order.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(`/appointments/${salon.branchId}`);
  await waitForEagerIslands(page);
  await expect(page.getByRole('heading', { name: 'Get Appointment' })).toBeVisible();
}

/** Chooses `day` on the date strip (the next month's, when it is there), and waits for its times. */
async function chooseDay(page: Page, day: string) {
  const button = page.locator(`.day-button[data-date="${day}"]`);
  if ((await button.count()) === 0) {
    const month = (await page.locator('.month-name').textContent())!;
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.locator('.month-name')).not.toHaveText(month);
  }
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return daySettled(page);
}

/** The link of the offer mailed to `to`, once the mail is in the development mailbox. */
const offerLink = (request: APIRequestContext, to: string) =>
  mailedLink(
    request,
    to,
    (m) =>
      m.subject.startsWith('A time opened at') ? m.links.find((l) => new URL(l).pathname.startsWith('/w/')) : undefined,
    'an offer mail',
    30_000,
  );

/**
 * The journey after joining: the salon cancels the day's first booking, the offer mail arrives, its link opens the
 * booking page with everything chosen, and the customer books it. `axe` checks the opened offer.
 */
async function offerBooked(
  page: Page,
  request: APIRequestContext,
  setup: { salon: OwnSalon; booked: { appointmentId: string; start: string }[] },
  customer: CustomerAccount & { session: Session },
  axe: boolean,
) {
  const { salon, booked } = setup;
  const freed = booked[0]!;
  const stylist = salon.employees[0]!;
  const cancel = await request.put(`/api/Appointment/CancelBooking?AppointmentId=${freed.appointmentId}`, {
    headers: auth(salon.owner.token),
  });
  expect(cancel.ok(), await cancel.text()).toBeTruthy();

  const link = await offerLink(request, customer.email);
  await page.goto(link);
  // /w/{code} led here; the offer's token is read and dropped from the address (a reload does not apply it again).
  await expect(page).toHaveURL(`/appointments/${salon.branchId}`);
  const note = page.getByRole('status').filter({ hasText: 'The time offered to you is chosen' });
  await expect(note).toHaveText(
    `The time offered to you is chosen: ${lagosTime(freed.start)} with ${stylist.name}. Proceed to book it.`,
  );
  await expect(timeSelect(page)).toHaveValue(freed.start);
  await expect(employeeSelect(page)).toHaveValue(stylist.branchEmployeeId);
  const order = page.getByRole('complementary', { name: 'Your order' });
  await expect(order).toContainText(salon.services[0]!.serviceName);
  if (axe) await expectNoViolations(page, 'the booking page opened from an offer');
  await expectNoSidewaysScroll(page, 'the booking page opened from an offer');

  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
  await page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeFocused({ timeout: 15_000 });
  await expect(page.locator('.booking-done')).toContainText(lagosTime(freed.start));

  // The booking ended the entry (the server's part); the link now says so, and the page points back to the salon.
  const mine = await request.get('/api/Waitlist/Mine', { headers: auth(customer.session.token) });
  const entries = ((await mine.json()) as { data: { status: string }[] }).data;
  expect(entries.map((e) => e.status)).toEqual(['BOOKED']);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'You have already booked from this waitlist: your appointment is in your account.',
  );
  await expect(page.getByRole('link', { name: 'Back to the salon' })).toHaveAttribute(
    'href',
    `/branches/${salon.branch.branchUrl}`,
  );
}

test('a customer joins the waitlist on a full day; a cancellation mails an offer whose link books the time', async ({
  browser,
  request,
}) => {
  const day = dayAfterTomorrow();
  const [setup, customer] = await Promise.all([fullDay(request, day), newCustomer(request, { who: 'waiting' })]);
  await publicPageOf(request, setup.salon);
  const page = await pageAs(browser, customer.session);
  await startBooking(page, setup.salon);

  expect(await chooseDay(page, day)).toBe('closed');
  const panel = page.getByRole('region', { name: 'Join the waitlist' });
  await expect(panel).toContainText(setup.salon.services[0]!.serviceName);
  await expect(panel.getByRole('radio', { name: 'Any time' })).toBeChecked();
  await panel.getByRole('radio', { name: 'Morning (before 12:00)' }).check();
  const preferred = panel.getByLabel('Preferred employee');
  await expect(preferred.locator('option')).toHaveText(['Anyone', setup.salon.employees[0]!.name]);
  await expectNoViolations(page, 'the join panel');

  await panel.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(panel.getByRole('status')).toContainText(JOINED);
  await expect(panel.getByRole('link', { name: 'See your waitlist' })).toHaveAttribute(
    'href',
    '/customer-account?user=waitlist',
  );
  await expectNoViolations(page, 'the join panel, joined');

  // Another day and back: a fresh panel. The same day and services again is refused in the server's words, and the
  // choice made stays.
  const other = page.locator(`.day-button:not([data-date="${day}"])`).first();
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await daySettled(page);
  expect(await chooseDay(page, day)).toBe('closed');
  await panel.getByRole('radio', { name: 'Evening (after 16:00)' }).check();
  await panel.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(panel.getByRole('alert')).toHaveText('You are already on the waitlist for this day and these services.');
  await expect(panel.getByRole('radio', { name: 'Evening (after 16:00)' })).toBeChecked();
  const mine = await request.get('/api/Waitlist/Mine', { headers: auth(customer.session.token) });
  expect(((await mine.json()) as { data: { date: string; window: string; status: string }[] }).data).toEqual([
    expect.objectContaining({ date: day, window: 'MORNING', status: 'WAITING' }),
  ]);

  await offerBooked(page, request, setup, customer, true);
  await page.context().close();
});

test('at 360 px: joining asks for a login first and carries on; the offer link books the time @phone', async ({
  page,
  request,
}) => {
  const day = dayAfterTomorrow();
  const [setup, customer] = await Promise.all([fullDay(request, day), newCustomer(request, { who: 'waiting' })]);
  await publicPageOf(request, setup.salon);
  await startBooking(page, setup.salon);

  expect(await chooseDay(page, day)).toBe('closed');
  const panel = page.getByRole('region', { name: 'Join the waitlist' });
  await expectNoSidewaysScroll(page, 'the join panel');
  await panel.getByRole('radio', { name: 'Morning (before 12:00)' }).check();
  await panel.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await submitLogin(dialog, customer);
  await expect(dialog).toBeHidden();
  // The joining carried on by itself, with the window chosen before the login.
  await expect(panel.getByRole('status')).toContainText(JOINED);
  const mine = await request.get('/api/Waitlist/Mine', { headers: auth(customer.session.token) });
  expect(((await mine.json()) as { data: { window: string }[] }).data.map((e) => e.window)).toEqual(['MORNING']);

  await offerBooked(page, request, setup, customer, false);
});
