/**
 * The booking flow at /appointments/{branchId} (spec sections 2 and 4): from the home page to a salon, two services,
 * Book, a date, a time and an employee, the Order Summary, Confirm Booking through the login overlay to 'Thank You';
 * Proceed without choices; an empty cart goes back to the salon; a lost race (409) shows the server's message and
 * reloads the slots; a business account is refused; failed loads show the spec's messages; axe and 360 px on each
 * step. Tests that book do it at a salon of their own (salon.ts), found from the home page with the quick search as
 * a person finds a salon that is not among the top ones, and as a fresh customer registered and confirmed through
 * the API and the development mailbox; the tests that only look (nothing is booked) use the demo's top salons.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  branchByUrl,
  type BranchDetail,
  naira,
  type Service,
  servicesOf,
  stored,
  topBranches,
  waitForEagerIslands,
  waitForHydration,
} from './helpers.ts';
import { daySettled, dayButtons, employeeSelect, optionValues, timeSelect } from './booking-page.ts';
import { ownSalon, publicPageOf } from './salon.ts';
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  holdSession,
  login,
  newCustomer,
  registerCustomer,
  submitLogin,
  type Session,
} from './session.ts';

// Whole journeys through a real server, most of them at a salon made for the test: a few seconds each, much more
// when other suites load the machine (measured: up to 90 s with the machine saturated).
test.describe.configure({ timeout: 180_000 });

const DEMO_BUSINESS = { email: 'owner@salonbook.ng', password: 'Business@2026' };
const PASSWORD = 'Lagos-Braids-2026';
const PICK_SLOT = 'Please select employee and timings.';
const SLOT_TAKEN = 'Sorry, this time was just booked by someone else. Please choose another time.';
const CONFIRMED = 'Your Booking has been confirmed';

// The tests that book nothing read two of the top branches (those the home page shows).
const BRANCH = { checks: 0, business: 1 } as const;

/** The n-th top branch (as the home page lists them) in full; it must offer two services. */
async function topBranch(request: APIRequestContext, n: number): Promise<BranchDetail> {
  const summary = (await topBranches(request)).slice(0, 8)[n];
  expect(summary, `a top branch number ${n}`).toBeTruthy();
  const branch = await branchByUrl(request, summary!.branchUrl);
  expect(servicesOf(branch).length).toBeGreaterThanOrEqual(2);
  return branch;
}

/**
 * A salon of the test's own to book at: two services (different names, prices and lengths), open 9:00 to 18:00, its
 * public page live. Answers it as the public API shows it.
 */
async function salonToBook(request: APIRequestContext): Promise<BranchDetail> {
  const salon = await ownSalon(request, {
    who: 'booking',
    services: [
      { name: 'Silk Press', hours: 1, minutes: 0, price: 9000 },
      { name: 'Natural Hair Trim', hours: 0, minutes: 45, price: 6500 },
    ],
  });
  return publicPageOf(request, salon);
}

/** A new customer (registered and confirmed through the API and the development mailbox), logged in. */
const freshCustomer = async (request: APIRequestContext): Promise<Session> =>
  (await newCustomer(request, { who: 'booker', password: PASSWORD })).session;

const orderSummary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

/**
 * From the home page to the salon, '+ Add' two services, Book: lands on /appointments/{branchId}. A top salon is
 * opened from the home page's list; a salon of the test's own (not among them) with the quick search's Salon box.
 */
async function startBooking(
  page: Page,
  branch: BranchDetail,
  session?: Session,
  from: 'top list' | 'quick search' = 'quick search',
): Promise<[Service, Service]> {
  await page.goto('/');
  if (session) await holdSession(page, session);
  if (from === 'top list') {
    await page.locator(`main a[href="/branches/${branch.branchUrl}"]`).first().click();
  } else {
    const search = page.getByRole('search', { name: 'Find a salon' });
    const salon = search.getByRole('combobox', { name: 'Salon', exact: true });
    await waitForHydration(salon);
    await salon.fill(branch.businessName);
    await search
      .getByRole('listbox', { name: 'Salon suggestions' })
      .getByRole('option', { name: branch.businessName, exact: true })
      .click();
  }
  await expect(page).toHaveURL(`/branches/${branch.branchUrl}`);
  await waitForHydration(orderSummary(page));
  const services = servicesOf(branch);
  const a = services[0]!;
  const b = services.find((s) => s.serviceId !== a.serviceId && s.serviceName !== a.serviceName)!;
  for (const s of [a, b]) {
    await page
      .locator('#book')
      .getByRole('button', { name: `Add ${s.serviceName}`, exact: true })
      .click();
    await expect(page.locator('#book').getByRole('button', { name: `${s.serviceName} added`, exact: true })).toHaveText(
      'Added',
    );
  }
  await orderSummary(page).getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(`/appointments/${branch.branchId}`);
  await waitForEagerIslands(page);
  await expect(page.getByRole('heading', { name: 'Get Appointment' })).toBeVisible();
  return [a, b];
}

/** Today's date in Lagos, as the day buttons write it. */
const lagosToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });

/**
 * Picks the first date after today that has a free time (today's first time may fall inside the salon's minimum
 * notice while the test runs, and the server would then refuse it), its first time and the first employee; answers
 * them. When this month has no such date, the next month's.
 */
async function pickSlot(
  page: Page,
): Promise<{ fullDate: string; slot: string; employeeId: string; employeeName: string }> {
  const today = lagosToday();
  for (let month = 0; month < 2; month++) {
    await expect(dayButtons(page).first()).toBeVisible();
    const count = await dayButtons(page).count();
    for (let i = 0; i < count; i++) {
      const day = dayButtons(page).nth(i);
      if ((await day.getAttribute('data-date'))! <= today) continue;
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      if ((await daySettled(page)) === 'closed') continue;
      const slot = (await optionValues(timeSelect(page)))[0]!;
      await timeSelect(page).selectOption(slot);
      await expect(employeeSelect(page)).toBeEnabled();
      const employeeId = (await optionValues(employeeSelect(page)))[0]!;
      await employeeSelect(page).selectOption(employeeId);
      const employeeName = (await employeeSelect(page).locator(`option[value="${employeeId}"]`).textContent())!;
      return { fullDate: (await day.getAttribute('data-date'))!, slot, employeeId, employeeName };
    }
    const month = (await page.locator('.month-name').textContent())!;
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.locator('.month-name')).not.toHaveText(month);
  }
  throw new Error('no bookable date after today this month or next');
}

/** en-NG date and en-US 12-hour time in Lagos, as the spec writes them. */
const lagosDate = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));
const lagosTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));
/** "1 hr 30 min", "45 min" */
const hoursAndMinutes = (h: number, m: number) =>
  [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';

async function expectSummary(page: Page, services: Service[], chosen: { slot: string; employeeName: string }) {
  const heading = page.getByRole('heading', { name: 'Order Summary' });
  await expect(heading).toBeFocused();
  const summary = page.locator('.booking-summary');
  await expect(summary).toContainText(lagosDate(chosen.slot));
  await expect(summary).toContainText(lagosTime(chosen.slot));
  await expect(summary).toContainText(chosen.employeeName);
  for (const s of services) {
    const line = summary.getByRole('listitem').filter({ hasText: s.serviceName });
    await expect(line).toContainText(hoursAndMinutes(s.durationHours, s.durationMinutes));
    await expect(line).toContainText(naira(s.price));
  }
  await expect(summary).toContainText(`Payment amount ${naira(services.reduce((sum, s) => sum + s.price, 0))}`);
  await expect(summary).toContainText('venue');
}

test(
  'home -> salon -> two services -> Book -> date, time, employee -> summary -> ' +
    'Confirm Booking logs in through the overlay and books',
  async ({ page, request }) => {
    const branch = await salonToBook(request);
    const customer = await registerCustomer(request, { who: 'booker', password: PASSWORD });
    const services = await startBooking(page, branch);
    // The cart's items, names and prices, and the total.
    const order = page.getByRole('complementary', { name: 'Your order' });
    for (const s of services)
      await expect(order.getByRole('listitem').filter({ hasText: s.serviceName })).toContainText(naira(s.price));
    await expect(order).toContainText(`Total amount ${naira(services[0].price + services[1].price)}`);
    await expect(timeSelect(page).locator('option').first()).toHaveText('Select time-slot');
    await expect(employeeSelect(page).locator('option').first()).toHaveText('Select Employee');

    const chosen = await pickSlot(page);
    // Times read in 12-hour format; the slot and the employee are in the cart.
    await expect(timeSelect(page).locator('option:checked')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    const cart = await stored<{ appointmentDateTime: string; employee: { employeeId: string; employeeName: string } }>(
      page,
      'cart',
    );
    expect(cart).toMatchObject({
      appointmentDateTime: chosen.slot,
      employee: { employeeId: chosen.employeeId, employeeName: chosen.employeeName },
    });

    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await expectSummary(page, services, chosen);

    await page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await submitLogin(dialog, customer);
    await expect(dialog).toBeHidden();

    // The booking carries on by itself.
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeFocused({ timeout: 15_000 });
    const done = page.locator('.booking-done');
    await expect(done).toContainText(CONFIRMED);
    await expect(done.locator('.appointment-no')).toHaveText(/^APT-\d+$/);
    await expect(done).toContainText(branch.businessName);
    await expect(done).toContainText(chosen.employeeName);
    await expect(done).toContainText(lagosDate(chosen.slot));
    await expect(done).toContainText(lagosTime(chosen.slot));
    for (const s of services)
      await expect(done.getByRole('listitem').filter({ hasText: s.serviceName })).toContainText(naira(s.price));
    await expect(done).toContainText(`Payment amount ${naira(services[0].price + services[1].price)}`);
    await expect(done.getByRole('link', { name: 'My appointments' })).toHaveAttribute(
      'href',
      '/customer-account?user=appointments',
    );
    // The cart is reset.
    expect((await stored<{ items: unknown[] }>(page, 'cart'))?.items ?? []).toEqual([]);
  },
);

test('each step is axe-clean and fits a 360 px screen; a fresh customer books with a held session @phone', async ({
  page,
  request,
}) => {
  const branch = await salonToBook(request);
  const session = await freshCustomer(request);
  const services = await startBooking(page, branch, session);
  await expectNoViolations(page, 'step 1 (empty)');
  await expectNoSidewaysScroll(page, 'step 1 (empty)');

  const chosen = await pickSlot(page);
  await expectNoViolations(page, 'step 1 (chosen)');
  await expectNoSidewaysScroll(page, 'step 1 (chosen)');

  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expectSummary(page, services, chosen);
  await expectNoViolations(page, 'the Order Summary');
  await expectNoSidewaysScroll(page, 'the Order Summary');

  // Back keeps the choices; Proceed again.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Get Appointment' })).toBeFocused();
  await expect(timeSelect(page)).toHaveValue(chosen.slot);
  await expect(employeeSelect(page)).toHaveValue(chosen.employeeId);
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();

  await page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeFocused({ timeout: 15_000 });
  await expect(page.locator('.appointment-no')).toHaveText(/^APT-\d+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoViolations(page, 'Thank You');
  await expectNoSidewaysScroll(page, 'Thank You');
});

test("Proceed without a time and an employee shows 'Please select employee and timings.'", async ({
  page,
  request,
}) => {
  const branch = await topBranch(request, BRANCH.checks);
  await startBooking(page, branch, undefined, 'top list');
  const proceed = page.getByRole('button', { name: 'Proceed', exact: true });
  await proceed.click();
  await expect(page.getByRole('alert').filter({ hasText: PICK_SLOT })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toHaveCount(0);

  // A date and a time but no employee is not enough either.
  await dayButtons(page).first().click();
  if ((await daySettled(page)) === 'open') {
    await timeSelect(page).selectOption({ index: 1 });
    await expect(employeeSelect(page)).toBeEnabled();
  }
  await proceed.click();
  await expect(page.getByRole('alert').filter({ hasText: PICK_SLOT })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toHaveCount(0);
});

test('the month arrows move between the bookable months and the day buttons say which one is chosen', async ({
  page,
  request,
}) => {
  const branch = await topBranch(request, BRANCH.checks);
  await startBooking(page, branch, undefined, 'top list');
  const prev = page.getByRole('button', { name: 'Previous month' });
  const next = page.getByRole('button', { name: 'Next month' });
  const month = page.locator('.month-name');
  const first = (await month.textContent())!;
  expect(first).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  // Keyboard: Tab reaches the arrow; Enter moves a month on.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(month).not.toHaveText(first);
  await expect(prev).toBeEnabled();
  await expect(dayButtons(page).first()).toBeVisible();
  await expect(dayButtons(page).first()).toHaveAttribute('aria-pressed', 'false');
  await dayButtons(page).nth(1).click();
  await expect(dayButtons(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButtons(page).first()).toHaveAttribute('aria-pressed', 'false');
  await prev.click();
  await expect(month).toHaveText(first);
});

test('with an empty cart, /appointments/{id} goes back to the branch page; so does a cart from another branch', async ({
  page,
  request,
}) => {
  const branch = await topBranch(request, BRANCH.checks);
  await page.goto(`/appointments/${branch.branchId}`);
  await expect(page).toHaveURL(`/branches/${branch.branchUrl}`);

  // A cart that belongs to another branch counts as empty here.
  const other = await topBranch(request, BRANCH.business);
  await page.evaluate(
    (b) => {
      localStorage.setItem('cartID', b.branchId);
      localStorage.setItem(
        'cart',
        JSON.stringify({
          items: [{ id: b.serviceId, name: 'Elsewhere', price: 1000, hours: 1, min: 0 }],
          totalAmount: 1000,
          appointmentDateTime: null,
          employee: null,
          appointmentID: null,
          businessName: 'Other',
          businessEmail: '',
          branchUrl: b.branchUrl,
        }),
      );
    },
    { branchId: other.branchId, branchUrl: other.branchUrl, serviceId: servicesOf(other)[0]!.serviceId },
  );
  await page.goto(`/appointments/${branch.branchId}`);
  await expect(page).toHaveURL(`/branches/${branch.branchUrl}`);
});

test(
  "a lost race: the slot booked meanwhile answers the server's message, " + 'back to step 1 with the slots reloaded',
  async ({ page, request }) => {
    const branch = await salonToBook(request);
    const session = await freshCustomer(request);
    const services = await startBooking(page, branch, session);
    const chosen = await pickSlot(page);

    // Someone else books the same time with the same employee first.
    const rival = await request.post('/api/Appointment/Insert', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        startDateTime: chosen.slot,
        appointmentDateTime: chosen.slot,
        branchEmployeeId: chosen.employeeId,
        appointmentServices: services.map((s) => ({ serviceId: s.serviceId })),
      },
    });
    expect(rival.ok(), `the rival booking answered ${rival.status()}`).toBeTruthy();

    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: SLOT_TAKEN })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get Appointment' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toHaveCount(0);
    // The choice is cleared and the day's slots came back from the server.
    await expect(page.locator(`.day-button[data-date="${chosen.fullDate}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(timeSelect(page)).toHaveValue('');
    await expect(employeeSelect(page)).toBeDisabled();
    expect(
      (await stored<{ appointmentDateTime: string | null }>(page, 'cart'))?.appointmentDateTime ?? null,
    ).toBeNull();
    const slots = await optionValues(timeSelect(page));
    if (slots.includes(chosen.slot)) {
      // Another employee is still free then: the time stays, but not for the one just booked.
      await timeSelect(page).selectOption(chosen.slot);
      await expect(employeeSelect(page)).toBeEnabled();
      expect(await optionValues(employeeSelect(page))).not.toContain(chosen.employeeId);
    } else {
      expect(slots).not.toContain(chosen.slot);
    }
  },
);

test("a business account cannot book: the server's message is shown", async ({ page, request }) => {
  const branch = await topBranch(request, BRANCH.business);
  const owner = await login(request, DEMO_BUSINESS.email, DEMO_BUSINESS.password);
  await startBooking(page, branch, owner, 'top list');
  await pickSlot(page);
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please log in with a customer account to book.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
});

test('failed loads show the spec messages on the error screen', async ({ page, request }) => {
  const branch = await topBranch(request, BRANCH.checks);
  const services = await startBooking(page, branch, undefined, 'top list');

  // Timings and employees fail where they are asked for; the rest of the flow stays.
  await page.route('**/api/Branch/TodaysAvailability**', (route) =>
    route.fulfill({ status: 500, json: { status: 'Error', message: 'boom' } }),
  );
  await dayButtons(page).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed loading timings' })).toContainText(
    'An Error Occurred',
  );
  await page.unroute('**/api/Branch/TodaysAvailability**');
  await page.getByRole('button', { name: 'Try again' }).click();
  if ((await daySettled(page)) === 'open') {
    await page.route('**/api/BranchEmployee/GetByBranch**', (route) =>
      route.fulfill({ status: 500, json: { status: 'Error', message: 'boom' } }),
    );
    await timeSelect(page).selectOption({ index: 1 });
    await expect(page.getByRole('alert').filter({ hasText: 'Failed loading employee list' })).toBeVisible();
  }

  // Dates or branch failing on arrival: the whole page is the error screen.
  await page.route('**/api/Branch/MonthlyAvailability**', (route) =>
    route.fulfill({ status: 500, json: { status: 'Error', message: 'boom' } }),
  );
  await page.goto(`/branches/${branch.branchUrl}`);
  await waitForHydration(orderSummary(page));
  await expect(orderSummary(page).getByRole('listitem')).toHaveCount(2);
  expect(services).toHaveLength(2);
  await orderSummary(page).getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load dates or branch' })).toContainText(
    'An Error Occurred',
  );
});
