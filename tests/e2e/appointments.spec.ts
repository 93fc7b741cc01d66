/**
 * 'My Appointments' of the customer and business accounts (spec sections 2 and 4, design section 3): the numbered
 * list with its 'View' details; the customer cancels, the salon completes, the customer rates and reviews in the
 * feedback popup, the salon reads the review; the branch's public rating counts it. State is built through the API
 * (a fresh customer booking at a salon of the test's own, salon.ts), the browser only does what a person would; only
 * the salon list's load test reads the demo salon's seeded bookings.
 */
// The named export: under NodeNext the package's CommonJS types make the default import a namespace for tsc.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { loadJwtSecret } from '../../server/lib/jwt.ts';
import { signManageToken } from '../../server/lib/manage-token.ts';
import {
  acceptDialogs,
  apiGet,
  type BranchDetail,
  chooseLastFreeTime,
  escapeRegExp,
  naira,
  servicesOf,
  waitForEagerIslands,
} from './helpers.ts';
import { bookFirstFree, ownSalon } from './salon.ts';
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  login,
  newCustomer,
  pageAs,
  type Session,
  uniqueName,
} from './session.ts';

interface Booking {
  appointmentId: string;
  appointmentNo: string;
  customerName: string;
  employeeName: string;
  businessName: string;
  total: number;
  serviceName: string;
}

// server/seed/seed.ts DEMO_ACCOUNTS: the demo salon's owner, whose seeded bookings the salon list's load test reads.
const DEMO_OWNER = { email: 'owner@salonbook.ng', password: 'Business@2026' };
const LOAD_FAILED = 'Failed loading appointment data';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new customer, confirmed through the development mailbox and logged in; named for the lists to show. */
const freshCustomer = (request: APIRequestContext) =>
  newCustomer(request, { who: 'appt', name: uniqueName('Chioma'), phone: '0803 111 2222' });

/**
 * A salon of the test's own, its owner logged in: two stylists and two services, open 9:00 to 18:00 (so a booking,
 * a move or a cancel here never meets another test's).
 */
const freshSalon = (request: APIRequestContext) =>
  ownSalon(request, {
    who: 'appt-salon',
    staff: ['Ada Bello', 'Tolu Ade'],
    services: [
      { name: 'Box Braids (Medium)', hours: 2, minutes: 0, price: 25000 },
      { name: 'Silk Press', hours: 1, minutes: 0, price: 9000 },
    ],
  });

const demoOwner = (request: APIRequestContext) => login(request, DEMO_OWNER.email, DEMO_OWNER.password);
const branchById = (request: APIRequestContext, id: string) => apiGet<BranchDetail>(request, `Branch/GetById/${id}`);

/** Books the first free slot for the service (salon.ts) and reads it back as the lists show it. */
async function book(request: APIRequestContext, customer: Session, branchId: string, serviceId: string) {
  const a = await bookFirstFree<Booking & { appointmentServices: { serviceName: string }[] }>(
    request,
    customer,
    branchId,
    serviceId,
  );
  return { ...a, serviceName: a.appointmentServices[0]!.serviceName };
}

/** A new customer's booking of the first service at a salon of the test's own. */
async function ownBooking(request: APIRequestContext) {
  const [salon, customer] = await Promise.all([freshSalon(request), freshCustomer(request)]);
  const booking = await book(request, customer.session, salon.branchId, salon.services[0]!.serviceId);
  return { owner: salon.owner, customer, booking };
}

/** A booking that the salon completed (paid at the venue), so the customer may review it. */
async function paidBooking(request: APIRequestContext) {
  const { owner, customer, booking } = await ownBooking(request);
  const done = await request.post(
    `/api/Appointment/Completed/${booking.appointmentId}?AppointmentId=${booking.appointmentId}`,
    { headers: auth(owner.token) },
  );
  expect(done.ok(), await done.text()).toBeTruthy();
  return { owner, customer, booking };
}

const main = (page: Page) => page.getByRole('main');
const list = (page: Page) => main(page).getByRole('list', { name: 'My Appointments' });
const item = (page: Page, no: string) =>
  list(page)
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: `Appointment no. ${no}`, exact: true }) });
const toggle = (entry: Locator) => entry.getByRole('button', { name: /^View appointment/ });
const fact = (entry: Locator, label: string) =>
  entry.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');

async function openList(page: Page, role: 'customer' | 'business') {
  await page.goto(role === 'customer' ? '/customer-account?user=appointments' : '/business-account?user=appointments');
  await waitForEagerIslands(page);
  await expect(main(page).getByRole('heading', { name: 'My Appointments', exact: true })).toBeVisible();
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

async function expand(entry: Locator) {
  const button = toggle(entry);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test('a customer cancels, the salon completes, the customer reviews and the salon reads the review', async ({
  browser,
  request,
}) => {
  // Five steps in two browsers at a salon of its own: 108 s measured on a saturated machine.
  test.setTimeout(180_000);
  const [salon, customer] = await Promise.all([freshSalon(request), freshCustomer(request)]);
  const owner = salon.owner;
  const branch = await branchById(request, owner.branchId);
  const [serviceA, serviceB] = servicesOf(branch);
  const ratingsBefore = branch.totalRatings;
  const first = await book(request, customer.session, owner.branchId, serviceA!.serviceId);
  const second = await book(request, customer.session, owner.branchId, (serviceB ?? serviceA)!.serviceId);

  const customerPage = await pageAs(browser, customer.session);
  const customerSeen = acceptDialogs(customerPage);
  const salonPage = await pageAs(browser, owner);
  const salonSeen = acceptDialogs(salonPage);

  await test.step('the customer sees both bookings in a numbered list, with their details', async () => {
    await openList(customerPage, 'customer');
    await expect(list(customerPage)).toHaveJSProperty('tagName', 'OL');
    await expect(list(customerPage).locator(':scope > li')).toHaveCount(2);
    const entry = item(customerPage, first.appointmentNo);
    await expect(fact(entry, 'Service provider')).toHaveText(branch.businessName);
    await expect(fact(entry, 'Date')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [AP]M$/);
    await expect(toggle(entry)).toHaveAttribute('aria-expanded', 'false');
    await expect(entry.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
    await toggle(entry).focus();
    await customerPage.keyboard.press('Enter');
    await expect(toggle(entry)).toHaveAttribute('aria-expanded', 'true');
    await expect(fact(entry, 'Customer name')).toHaveText(customer.name);
    await expect(fact(entry, 'Employee name')).toHaveText(first.employeeName);
    await expect(fact(entry, 'Estimated end time')).toHaveText(/^\d{1,2}:\d\d [AP]M$/);
    await expect(fact(entry, 'Mode of payment')).toHaveText('OFFLINE');
    await expect(fact(entry, 'Booking status')).toHaveText('PENDING');
    await expect(fact(entry, 'Payment status')).toHaveText('PENDING');
    await expect(fact(entry, 'Place of payment')).toHaveText('VENUE');
    await expect(fact(entry, 'Sub total')).toHaveText(naira(first.total));
    await expect(fact(entry, 'Tax')).toHaveText(naira(0));
    await expect(fact(entry, 'Total')).toHaveText(naira(first.total));
    await expect(entry.getByText(first.serviceName, { exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Cancel Appointment' })).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Write Feedback' })).toHaveCount(0);
    await expectNoViolations(customerPage, 'the customer list');
  });

  await test.step("the customer cancels the second booking: confirm, then the server's message", async () => {
    const entry = item(customerPage, second.appointmentNo);
    await expand(entry);
    await entry.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect
      .poll(() => customerSeen)
      .toEqual([expect.stringContaining(`Cancel appointment ${second.appointmentNo}`), 'Appointment cancelled.']);
    await expect(fact(entry, 'Booking status')).toHaveText('CANCELLED');
    await expect(entry.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
    await expect(entry.getByRole('button', { name: 'Write Feedback' })).toHaveCount(0);
    await expect(toggle(entry)).toBeFocused();
  });

  await test.step('the salon sees the bookings with the customer, and completes the first', async () => {
    await openList(salonPage, 'business');
    const cancelled = item(salonPage, second.appointmentNo);
    await expect(fact(cancelled, 'Customer')).toHaveText(customer.name);
    await expand(cancelled);
    await expect(fact(cancelled, 'Booking status')).toHaveText('CANCELLED');
    await expect(
      cancelled.getByRole('button', { name: /Cancel Appointment|Complete Appointment|View Review/ }),
    ).toHaveCount(0);
    const entry = item(salonPage, first.appointmentNo);
    await expect(fact(entry, 'Customer')).toHaveText(customer.name);
    await expand(entry);
    await expect(entry.getByRole('button', { name: 'Cancel Appointment' })).toBeVisible();
    await expect(entry.getByRole('button', { name: 'View Review' })).toHaveCount(0);
    await expectNoViolations(salonPage, 'the salon list');
    await entry.getByRole('button', { name: 'Complete Appointment' }).click();
    await expect.poll(() => salonSeen).toEqual(['Appointment completed.']);
    await expect(fact(entry, 'Payment status')).toHaveText('RECEIVED');
    await expect(fact(entry, 'Booking status')).toHaveText('BOOKED');
    await expect(
      entry.getByRole('button', { name: /Cancel Appointment|Complete Appointment|View Review/ }),
    ).toHaveCount(0);
  });

  await test.step('the customer writes feedback: 4 stars and a message', async () => {
    await customerPage.reload();
    await openList(customerPage, 'customer');
    const entry = item(customerPage, first.appointmentNo);
    await expand(entry);
    await expect(entry.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
    await entry.getByRole('button', { name: 'Write Feedback' }).click();
    const dialog = customerPage.getByRole('dialog', { name: 'Write Feedback' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Rate us' }).getByRole('radio')).toHaveCount(5);
    await expect(dialog.getByLabel('Feedback', { exact: true })).toHaveAttribute(
      'placeholder',
      'Please leave your message',
    );
    await expectNoViolations(customerPage, 'the feedback popup');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5 stars.');
    // Keyboard: the first star has focus, the arrow keys move along the stars.
    await expect(dialog.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    for (let i = 0; i < 4; i++) await customerPage.keyboard.press('ArrowRight');
    await customerPage.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Feedback', { exact: true }).fill('Neat knotless braids, and she started on time.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => customerSeen.at(-1)).toBe('Thank you for your feedback.');
    await expect(dialog).toBeHidden();
    await expect(entry.getByText('Neat knotless braids, and she started on time.')).toBeVisible();
    await expect(entry.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Write Feedback' })).toHaveCount(0);
    await expect(toggle(entry)).toBeFocused();
  });

  await test.step('the salon reads the review in its popup', async () => {
    await salonPage.reload();
    await openList(salonPage, 'business');
    const entry = item(salonPage, first.appointmentNo);
    await expand(entry);
    const open = entry.getByRole('button', { name: 'View Review' });
    await open.click();
    const dialog = salonPage.getByRole('dialog', { name: 'Review' });
    await expect(dialog.getByText(customer.name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(dialog.getByText('Neat knotless braids, and she started on time.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoViolations(salonPage, 'the review popup');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  await test.step("the branch's public rating counts the review", async () => {
    // Exactly one more: the salon is the test's own, so no other review can land meanwhile.
    const after = await branchById(request, owner.branchId);
    expect(after.totalRatings).toBe(ratingsBefore + 1);
    expect(after.reviews.map((r) => r.review)).toContain('Neat knotless braids, and she started on time.');
  });
  await customerPage.context().close();
  await salonPage.context().close();
});

test('the feedback popup is a modal: focus inside, Escape and Close close it and focus returns', async ({
  browser,
  request,
}) => {
  const { customer, booking } = await paidBooking(request);
  const page = await pageAs(browser, customer.session);
  await openList(page, 'customer');
  const entry = item(page, booking.appointmentNo);
  await expand(entry);
  const write = entry.getByRole('button', { name: 'Write Feedback' });
  const dialog = page.getByRole('dialog', { name: 'Write Feedback' });

  await write.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // Tab and Shift+Tab go round the dialog's controls (stars, Feedback, Submit, Close) and never leave it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();
  await page.context().close();
});

test("a customer without bookings sees 'No appointments.'; a failed load shows the spec's message", async ({
  browser,
  request,
}) => {
  const customer = await freshCustomer(request);
  const page = await pageAs(browser, customer.session);
  await openList(page, 'customer');
  await expect(main(page).getByText('No appointments.', { exact: true })).toBeVisible();
  await expect(list(page)).toHaveCount(0);

  await page.route('**/api/Appointment/GetByUser**', (route) =>
    route.fulfill({ status: 500, json: { status: 'Failed', message: 'Database unavailable' } }),
  );
  await page.reload();
  await waitForEagerIslands(page);
  await expect(main(page).getByRole('alert')).toContainText(LOAD_FAILED, { timeout: 15_000 });
  await page.context().close();
});

test('the salon list loads for the demo salon and a failed load shows the spec message', async ({
  browser,
  request,
}) => {
  const owner = await demoOwner(request);
  const page = await pageAs(browser, owner);
  await openList(page, 'business');
  await expect(list(page).locator(':scope > li').first()).toBeVisible();
  await page.route('**/api/Appointment/GetByBranchId**', (route) =>
    route.fulfill({ status: 500, json: { status: 'Failed', message: 'Database unavailable' } }),
  );
  await page.reload();
  await waitForEagerIslands(page);
  await expect(main(page).getByRole('alert')).toContainText(LOAD_FAILED, { timeout: 15_000 });
  await page.context().close();
});

test('both lists fit a 360 px phone with the details open @phone', async ({ browser, request }) => {
  const { owner, customer, booking } = await paidBooking(request);
  for (const [session, role] of [
    [customer.session, 'customer'],
    [owner, 'business'],
  ] as const) {
    const page = await pageAs(browser, session);
    await page.setViewportSize({ width: 360, height: 740 });
    await openList(page, role);
    await expand(item(page, booking.appointmentNo));
    await expectNoSidewaysScroll(page, `the ${role} list`);
    if (role === 'customer') {
      await item(page, booking.appointmentNo).getByRole('button', { name: 'Write Feedback' }).click();
      await expect(page.getByRole('dialog', { name: 'Write Feedback' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the feedback popup');
    }
    await page.context().close();
  }
});

test('a customer reschedules from the account: a new day, time and stylist, confirmed; the same appointment', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, booking } = await ownBooking(request);
  const page = await pageAs(browser, customer.session);
  const alerts = acceptDialogs(page);
  await openList(page, 'customer');
  const entry = item(page, booking.appointmentNo);
  await expand(entry);
  await entry.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule appointment ${booking.appointmentNo}` });
  await expect(dialog).toBeVisible();
  const chosen = await chooseLastFreeTime(dialog);
  await expectNoViolations(page, 'the reschedule dialog', 'dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Move appointment ${booking.appointmentNo} to`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  await expect.poll(() => alerts).toContain('Your appointment has been moved.');
  await expect(dialog).toHaveCount(0);
  const read = await request.get(`/api/Appointment/GetById?id=${booking.appointmentId}`, {
    headers: auth(customer.session.token),
  });
  const moved = ((await read.json()) as { data: { appointmentNo: string; appointmentDateTime: string } }).data;
  expect(moved.appointmentNo).toBe(booking.appointmentNo);
  expect(new Date(moved.appointmentDateTime).toISOString()).toBe(new Date(chosen).toISOString());
  // Both got the "moved" mail.
  const box = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(customer.email)}`);
  const subjects = ((await box.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);
  expect(subjects.some((s) => s.startsWith('Booking moved:'))).toBe(true);
  await page.context().close();
});

test("the reminder mail's link: without logging in, the customer reschedules, then cancels", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, booking } = await ownBooking(request);
  // The link a reminder mail carries, signed with the server's own key (in its data folder): a reminder only falls due
  // hours before the appointment, and the running server's clock cannot be moved.
  const secret = loadJwtSecret(undefined, join(process.env.E2E_DATA_DIR!, 'jwt-secret'));
  const linkToken = await signManageToken(secret, booking.appointmentId, new Date(), new Date());
  const context = await browser.newContext({ viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  const alerts = acceptDialogs(page);
  await page.goto(`/appointments/manage?token=${encodeURIComponent(linkToken)}`);
  await expect(page.getByRole('heading', { name: `Appointment no. ${booking.appointmentNo}` })).toBeVisible();
  await expectNoViolations(page, 'the manage page');

  await page.getByRole('button', { name: 'Reschedule' }).click();
  const chosen = await chooseLastFreeTime(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Your appointment has been moved.' }),
  ).toBeVisible();
  const read = async () => {
    const res = await request.get(`/api/Appointment/GetById?id=${booking.appointmentId}`, {
      headers: auth(customer.session.token),
    });
    return ((await res.json()) as { data: { appointmentDateTime: string; bookingStatus: string } }).data;
  };
  expect(new Date((await read()).appointmentDateTime).toISOString()).toBe(new Date(chosen).toISOString());

  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect.poll(() => alerts).toContain(`Cancel appointment ${booking.appointmentNo}?`);
  await expect(page.getByRole('definition').filter({ hasText: /^Cancelled$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
  expect((await read()).bookingStatus).toBe('CANCELLED');
  await context.close();
});
