/**
 * Deposits (issue 29) in Chromium: a customer books a service that asks a deposit, reads the terms on the Order
 * Summary, pays in the sandbox checkout and lands on Thank You with the deposit paid and the balance; the customer's
 * account and the salon's calendar and appointments show it. A customer who cancels on the checkout is told the
 * deposit was not paid and finds the time offered again. The owner sets a deposit (percent, fixed, a bad value) in the
 * Services panel's dialog. axe on every new screen. Each test works at a salon of its own (salon.ts), whose deposit
 * and cancellation window it sets itself, with a customer of its own.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cancellationPolicy } from '../../src/lib/deposit-words.ts';
import { escapeRegExp, waitForEagerIslands, waitForHydration } from './helpers.ts';
import { daySettled, dayButtons, employeeSelect, optionValues, timeSelect } from './booking-page.ts';
import { ownSalon, type OwnSalon } from './salon.ts';
import { expectNoViolations, newCustomer, pageAs, uniqueName } from './session.ts';

// Whole journeys through two browsers and a real server, at a salon made for the test.
test.describe.configure({ timeout: 180_000 });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const main = (page: Page) => page.getByRole('main');
const LAGOS = 'Africa/Lagos';

/** Sets a service's deposit through the API, as the owner. */
async function setDeposit(
  request: APIRequestContext,
  salon: OwnSalon,
  serviceId: string,
  rule: { type: 'NONE' | 'PERCENT' | 'FIXED'; value: number },
) {
  const res = await request.put('/api/Service/Deposit', {
    headers: auth(salon.owner.token),
    data: { serviceId, ...rule },
  });
  expect(res.ok(), `Service/Deposit answered ${res.status()}: ${await res.text()}`).toBeTruthy();
}

/** Sets the branch's free cancellation window through the API, keeping its other booking settings. */
async function setCancellationWindow(request: APIRequestContext, salon: OwnSalon, hours: number) {
  const read = await request.get(`/api/Branch/Settings?BranchId=${salon.branchId}`, {
    headers: auth(salon.owner.token),
  });
  expect(read.ok(), await read.text()).toBeTruthy();
  const settings = ((await read.json()) as { data: Record<string, unknown> }).data;
  const res = await request.put(`/api/Branch/Settings?BranchId=${salon.branchId}`, {
    headers: auth(salon.owner.token),
    data: { ...settings, cancellationWindowHours: hours },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * Waits until the salon's pre-rendered page is live and shows every text given (the server re-renders a changed
 * salon's page within seconds, server/site/live.ts).
 */
async function pageShows(request: APIRequestContext, salon: OwnSalon, texts: string[]) {
  const path = `/branches/${salon.branch.branchUrl}`;
  await expect
    .poll(
      async () => {
        const res = await request.get(path);
        if (res.status() !== 200) return `answers ${res.status()}`;
        const html = await res.text();
        const missing = texts.filter((t) => !html.includes(t));
        return missing.length ? `lacks ${missing.join(' | ')}` : 'live';
      },
      { message: `${path} shows ${texts.join(' | ')}`, timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe('live');
}

/**
 * In the booking flow's first step: the first day after today with a free time (today's may fall inside the minimum
 * notice while the test runs), its first time and its first employee. Answers the day and the time chosen.
 */
async function pickFirstSlot(page: Page): Promise<{ date: string; slot: string; employeeName: string }> {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: LAGOS });
  for (let month = 0; month < 2; month++) {
    await expect(dayButtons(page).first()).toBeVisible();
    const count = await dayButtons(page).count();
    for (let i = 0; i < count; i++) {
      const day = dayButtons(page).nth(i);
      const date = (await day.getAttribute('data-date'))!;
      if (date <= today) continue;
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      if ((await daySettled(page)) === 'closed') continue;
      const slot = (await optionValues(timeSelect(page)))[0]!;
      await timeSelect(page).selectOption(slot);
      await expect(employeeSelect(page)).toBeEnabled();
      const employeeId = (await optionValues(employeeSelect(page)))[0]!;
      await employeeSelect(page).selectOption(employeeId);
      const employeeName = (await employeeSelect(page).locator(`option[value="${employeeId}"]`).textContent())!;
      return { date, slot, employeeName };
    }
    const name = (await page.locator('.month-name').textContent())!;
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.locator('.month-name')).not.toHaveText(name);
  }
  throw new Error('no bookable date after today this month or next');
}

/** Opens the salon's page, adds the service (checking the deposit shown beside it) and presses Book. */
async function addAndBook(page: Page, salon: OwnSalon, serviceName: string, deposit: string, windowHours: number) {
  await page.goto(`/branches/${salon.branch.branchUrl}`);
  const order = page.getByRole('complementary', { name: 'Order summary' });
  await waitForHydration(order);
  const row = page.locator('#book .service-row').filter({ hasText: serviceName });
  await expect(row.locator('.service-deposit')).toHaveText(`${deposit} deposit`);
  await expect(order.locator('.deposit-policy')).toHaveText(cancellationPolicy(windowHours));
  await expect(order.locator('.deposit-policy')).toContainText(`until ${windowHours} hours before your appointment`);
  await row.getByRole('button', { name: `Add ${serviceName}`, exact: true }).click();
  await expect(row.getByRole('button', { name: `${serviceName} added`, exact: true })).toHaveText('Added');
  await expect(order).toContainText(`${deposit} deposit to pay when you book; the rest at the venue.`);
  await order.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(`/appointments/${salon.branchId}`);
  await waitForEagerIslands(page);
  await expect(page.getByRole('heading', { name: 'Get Appointment' })).toBeVisible();
}

/** The times the API offers for the service on a day (all employees). */
async function offeredTimes(request: APIRequestContext, branchId: string, date: string, serviceId: string) {
  const res = await request.get(
    `/api/Branch/TodaysAvailability?BranchId=${branchId}&AppointmentDate=${date}&ServiceIds=${serviceId}`,
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: string[] }).data.map((iso) => new Date(iso).toISOString());
}

const list = (page: Page) => main(page).getByRole('list', { name: 'My Appointments' });
const entry = (page: Page, no: string) =>
  list(page)
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: `Appointment no. ${no}`, exact: true }) });
const fact = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');

async function openAppointments(page: Page, role: 'customer' | 'business') {
  await page.goto(role === 'customer' ? '/customer-account?user=appointments' : '/business-account?user=appointments');
  await waitForEagerIslands(page);
  await expect(main(page).getByRole('heading', { name: 'My Appointments', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

async function expand(item: Locator) {
  const button = item.getByRole('button', { name: /^View appointment/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** A salon with one service, its deposit and window set through the API, and its page showing them; a customer. */
async function salonWithDeposit(
  request: APIRequestContext,
  who: string,
  service: { name: string; price: number },
  rule: { type: 'PERCENT' | 'FIXED'; value: number },
  depositText: string,
  windowHours: number,
) {
  const [salon, customer] = await Promise.all([
    ownSalon(request, {
      who,
      staff: ['Ada Bello'],
      services: [{ name: service.name, hours: 1, minutes: 0, price: service.price }],
    }),
    newCustomer(request, { who: `${who}-customer`, name: uniqueName('Amaka') }),
  ]);
  const serviceId = salon.services[0]!.serviceId;
  await setDeposit(request, salon, serviceId, rule);
  await setCancellationWindow(request, salon, windowHours);
  await pageShows(request, salon, [
    `Add ${service.name}`,
    depositText,
    // Not the default window (24): the page shows the one this test set.
    `until ${windowHours} hours before your appointment`,
  ]);
  return { salon, customer, serviceId };
}

test('a customer pays a deposit in the sandbox checkout; Thank You, the account and the salon show it paid', async ({
  browser,
  request,
}) => {
  // ₦25,000 at 20%: ₦5,000 now, ₦20,000 at the venue; free cancellation until 48 hours before.
  const { salon, customer } = await salonWithDeposit(
    request,
    'deposit-pay',
    { name: 'Box Braids', price: 25000 },
    { type: 'PERCENT', value: 20 },
    '₦5,000 deposit',
    48,
  );
  const page = await pageAs(browser, customer.session);

  await test.step('the branch page says the deposit and the policy; the summary gives the terms', async () => {
    await addAndBook(page, salon, 'Box Braids', '₦5,000', 48);
    await expect(page.locator('.booking')).toContainText('₦5,000 deposit when you confirm; the rest at the venue.');
  });
  const chosen = await pickFirstSlot(page);
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
  const summary = page.locator('.booking-summary');
  await expect(summary).toContainText('Payment amount ₦25,000');
  await expect(summary.getByRole('list', { name: 'Deposit terms' }).getByRole('listitem')).toHaveText([
    '₦5,000 deposit to pay now',
    '₦20,000 to pay at the venue',
    cancellationPolicy(48),
  ]);
  await expect(summary).not.toContainText('nothing is charged now');
  await expectNoViolations(page, 'the Order Summary with deposit terms');

  let txRef = '';
  await test.step('Confirm Booking goes to the sandbox checkout, which asks the deposit; Pay', async () => {
    await page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/Payment\/Sandbox\/Checkout\?txRef=SB-DEP-/);
    txRef = new URL(page.url()).searchParams.get('txRef')!;
    await expect(page.getByRole('heading', { name: /^Deposit for appointment APT-\d+$/ })).toBeVisible();
    await expect(page.getByText(`For ${salon.business.businessName}`)).toBeVisible();
    await expect(page.locator('.price')).toHaveText('₦5,000');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  });

  let appointmentNo = '';
  await test.step('the return page shows Thank You with the deposit paid and the balance', async () => {
    await expect(page).toHaveURL(
      new RegExp(`/appointments/deposit\\?status=success&txRef=${escapeRegExp(encodeURIComponent(txRef))}$`),
    );
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeFocused();
    const done = page.locator('.booking-done');
    await expect(done).toContainText('Your Booking has been confirmed');
    await expect(done.locator('.appointment-no')).toHaveText(/^APT-\d+$/);
    appointmentNo = (await done.locator('.appointment-no').textContent())!;
    await expect(done).toContainText(salon.business.businessName);
    await expect(done).toContainText(chosen.employeeName);
    await expect(done.getByRole('listitem').filter({ hasText: 'Box Braids' })).toContainText('₦25,000');
    await expect(done.locator('.deposit-paid')).toHaveText('Deposit paid ₦5,000');
    await expect(done.locator('.deposit-balance')).toHaveText('Left to pay at the venue ₦20,000');
    // The cart is done with.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length))
      .toBe(0);
    await expectNoViolations(page, 'the deposit return page (paid)');
  });

  await test.step("the customer's appointments show the deposit paid", async () => {
    await page.getByRole('link', { name: 'My appointments' }).click();
    await expect(page).toHaveURL('/customer-account?user=appointments');
    await openAppointments(page, 'customer');
    const item = entry(page, appointmentNo);
    await expand(item);
    await expect(fact(item, 'Deposit')).toHaveText('Deposit ₦5,000 paid');
    await expect(fact(item, 'Total')).toHaveText('₦25,000');
    await expect(item.getByRole('link', { name: 'Pay deposit' })).toHaveCount(0);
  });

  const ownerPage = await pageAs(browser, salon.owner);
  await test.step("the salon's calendar shows the booking with its deposit paid", async () => {
    await ownerPage.goto('/business-account?user=calendar');
    await waitForEagerIslands(ownerPage);
    await expect(main(ownerPage).getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(main(ownerPage).getByText('Loading…')).toHaveCount(0);
    await main(ownerPage).getByLabel('Date', { exact: true }).fill(chosen.date);
    await expect(main(ownerPage).getByText('Loading…')).toHaveCount(0);
    const block = main(ownerPage).getByRole('button', { name: new RegExp(escapeRegExp(customer.name)) });
    await expect(block).toContainText('Box Braids');
    await expect(block).toContainText('Deposit ₦5,000 paid');
    await block.click();
    const dialog = ownerPage.getByRole('dialog', { name: `Appointment ${appointmentNo}` });
    await expect(fact(dialog, 'Deposit')).toHaveText('Deposit ₦5,000 paid');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the salon's appointments list shows the deposit paid", async () => {
    await openAppointments(ownerPage, 'business');
    const item = entry(ownerPage, appointmentNo);
    await expect(fact(item, 'Customer')).toHaveText(customer.name);
    await expand(item);
    await expect(fact(item, 'Deposit')).toHaveText('Deposit ₦5,000 paid');
  });
});

test('a customer who cancels on the checkout is told the deposit was not paid, and the time is free again', async ({
  browser,
  request,
}) => {
  // ₦9,000 with a fixed ₦2,500.50 deposit; free cancellation until 12 hours before.
  const { salon, customer, serviceId } = await salonWithDeposit(
    request,
    'deposit-cancel',
    { name: 'Silk Press', price: 9000 },
    { type: 'FIXED', value: 2500.5 },
    '₦2,500.50 deposit',
    12,
  );
  const page = await pageAs(browser, customer.session);
  await addAndBook(page, salon, 'Silk Press', '₦2,500.50', 12);
  const chosen = await pickFirstSlot(page);
  const slot = new Date(chosen.slot).toISOString();
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const terms = page.getByRole('list', { name: 'Deposit terms' }).getByRole('listitem');
  await expect(terms.first()).toHaveText('₦2,500.50 deposit to pay now');
  await expect(terms.nth(1)).toHaveText('₦6,499.50 to pay at the venue');
  await expect(terms.nth(2)).toHaveText(cancellationPolicy(12));
  const checkout = async () => {
    await page.getByRole('button', { name: 'Confirm Booking', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/Payment\/Sandbox\/Checkout\?txRef=SB-DEP-/);
    await expect(page.locator('.price')).toHaveText('₦2,500.50');
    const heading = page.getByRole('heading', { name: /^Deposit for appointment APT-\d+$/ });
    return {
      txRef: new URL(page.url()).searchParams.get('txRef')!,
      appointmentNo: (await heading.textContent())!.replace('Deposit for appointment ', ''),
    };
  };
  const first = await checkout();

  // While the checkout is open the time is held: nobody else is offered it (the salon has one stylist).
  expect(await offeredTimes(request, salon.branchId, chosen.date, serviceId)).not.toContain(slot);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/appointments/deposit\\?status=cancelled&txRef=${escapeRegExp(encodeURIComponent(first.txRef))}$`),
  );
  await expect(page.getByRole('heading', { name: 'Deposit not paid' })).toBeFocused();
  // The sandbox released the time when Cancel was pressed, before the customer came back.
  await expect(page.getByRole('alert')).toHaveText('This payment was not completed. Please book again to retry.');
  await expect(page.getByRole('heading', { name: 'Thank You' })).toHaveCount(0);
  await expectNoViolations(page, 'the deposit return page (not paid)');

  // The time is free again: the API offers it, and so does the booking flow, from the page's Book again.
  expect(await offeredTimes(request, salon.branchId, chosen.date, serviceId)).toContain(slot);
  await page.getByRole('link', { name: 'Book again' }).click();
  await expect(page).toHaveURL(`/branches/${salon.branch.branchUrl}`);
  const order = page.getByRole('complementary', { name: 'Order summary' });
  await waitForHydration(order);
  // The cart was kept for another try.
  await expect(page.locator('#book').getByRole('button', { name: 'Silk Press added', exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(`/appointments/${salon.branchId}`);
  await waitForEagerIslands(page);
  const day = page.locator(`.day-list button[data-date="${chosen.date}"]`);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(timeSelect(page)).toBeEnabled();
  await timeSelect(page).selectOption(chosen.slot);
  await expect(employeeSelect(page)).toBeEnabled();
  await expect(employeeSelect(page).locator('option:not([value=""])')).toHaveText(['Ada Bello']);
  await employeeSelect(page).selectOption({ label: 'Ada Bello' });
  // And it can be booked again: a new hold, with a checkout of its own.
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
  const second = await checkout();
  expect(second.txRef).not.toBe(first.txRef);
  expect(second.appointmentNo).not.toBe(first.appointmentNo);

  // The customer's account: the first booking released, the second waiting for its deposit.
  await openAppointments(page, 'customer');
  const released = entry(page, first.appointmentNo);
  await expand(released);
  await expect(fact(released, 'Deposit')).toHaveText('Deposit not paid — booking released');
  await expect(fact(released, 'Booking status')).toHaveText('CANCELLED');
  await expect(released.getByRole('link', { name: 'Pay deposit' })).toHaveCount(0);
  const held = entry(page, second.appointmentNo);
  await expand(held);
  await expect(fact(held, 'Deposit')).toHaveText(/^Deposit ₦2,500\.50 due \(held until \d{1,2}:\d\d [AP]M\)$/);
  await expect(held.getByRole('link', { name: 'Pay deposit' })).toHaveAttribute(
    'href',
    new RegExp(`/api/Payment/Sandbox/Checkout\\?txRef=${escapeRegExp(second.txRef)}$`),
  );
});

test('the owner sets a percent and a fixed deposit in the Services panel; a bad value is refused', async ({
  browser,
  request,
}) => {
  const salon = await ownSalon(request, {
    who: 'deposit-panel',
    services: [{ name: 'Knotless Braids', hours: 2, minutes: 0, price: 20000 }],
  });
  const serviceId = salon.services[0]!.serviceId;
  const page = await pageAs(browser, salon.owner);
  await page.goto('/business-account?user=services');
  await waitForEagerIslands(page);
  await expect(main(page).getByRole('heading', { name: 'Services', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Knotless Braids', exact: true }) });
  const depositCell = row.getByRole('cell').nth(2);
  await expect(main(page).getByRole('columnheader', { name: 'Deposit' })).toBeVisible();
  await expect(depositCell).toHaveText('None');

  const dialog = page.getByRole('dialog', { name: 'Deposit for Knotless Braids' });
  const open = async () => {
    await row.getByRole('button', { name: 'Deposit for Knotless Braids' }).click();
    await expect(dialog).toBeVisible();
  };
  const save = () => dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = async (cell: string) => {
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('status')).toHaveText('Deposit saved.');
    await expect(depositCell).toHaveText(cell);
  };
  const stored = async () => {
    const res = await request.get(`/api/Service/GetMine?BranchId=${salon.branchId}`, {
      headers: auth(salon.owner.token),
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const services = ((await res.json()) as { data: { serviceId: string; deposit: unknown }[] }).data;
    return services.find((s) => s.serviceId === serviceId)!.deposit;
  };

  await test.step('percent: a value out of range shows the message; 25% is saved and listed', async () => {
    await open();
    await expect(dialog.getByLabel('Deposit', { exact: true })).toHaveValue('NONE');
    await dialog.getByLabel('Deposit', { exact: true }).selectOption({ label: 'Percent of price' });
    const percent = dialog.getByLabel('Percent of the price');
    await percent.fill('150');
    await expectNoViolations(page, 'the Services panel with the deposit dialog open');
    await save();
    await expect(dialog.getByRole('alert')).toHaveText('A deposit in percent is a whole number from 1 to 100.');
    await expectNoViolations(page, 'the deposit dialog with its error');
    await percent.fill('25');
    await save();
    await saved('25%');
    expect(await stored()).toEqual({ type: 'PERCENT', value: 25, amount: 500000 });
  });

  await test.step('fixed: above the price shows the message; ₦3,500.50 is saved and listed', async () => {
    await open();
    await expect(dialog.getByLabel('Deposit', { exact: true })).toHaveValue('PERCENT');
    await expect(dialog.getByLabel('Percent of the price')).toHaveValue('25');
    await dialog.getByLabel('Deposit', { exact: true }).selectOption({ label: 'Fixed amount' });
    const amount = dialog.getByLabel('Amount', { exact: true });
    await amount.fill('25000');
    await save();
    await expect(dialog.getByRole('alert')).toHaveText(
      "A fixed deposit is more than ₦0 and at most the service's price (₦20,000).",
    );
    await amount.fill('3500.50');
    await save();
    await saved('₦3,500.50');
    expect(await stored()).toEqual({ type: 'FIXED', value: 3500.5, amount: 350050 });
  });

  await test.step('Cancel leaves the deposit as it was; None takes it off; a reload lists it', async () => {
    await open();
    await dialog.getByLabel('Deposit', { exact: true }).selectOption({ label: 'None' });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(depositCell).toHaveText('₦3,500.50');
    await open();
    await dialog.getByLabel('Deposit', { exact: true }).selectOption({ label: 'None' });
    await save();
    await saved('None');
    expect(await stored()).toMatchObject({ type: 'NONE', amount: 0 });
    await page.reload();
    await expect(main(page).getByText('Loading…')).toHaveCount(0);
    await expect(depositCell).toHaveText('None');
  });
});

test('the owner sets the free cancellation window in the booking settings; a bad value is refused', async ({
  browser,
  request,
}) => {
  const salon = await ownSalon(request, {
    who: 'deposit-window',
    services: [{ name: 'Cornrows', hours: 1, minutes: 0, price: 12000 }],
  });
  await setDeposit(request, salon, salon.services[0]!.serviceId, { type: 'PERCENT', value: 10 });
  const page = await pageAs(browser, salon.owner);
  await page.goto('/business-account?user=hours');
  await waitForEagerIslands(page);
  await expect(main(page).getByRole('heading', { name: 'Opening hours', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
  const form = main(page).getByRole('form', { name: 'Bookings and reminders' });
  const window = form.getByLabel('Free cancellation until (hours before)');
  const save = form.getByRole('button', { name: 'Save booking settings' });
  await expect(window).toHaveValue('24');

  await window.fill('200');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText('Free cancellation: enter whole hours from 0 to 168 (a week).');
  await expectNoViolations(page, 'the booking settings with the window refused');

  await window.fill('6');
  await save.click();
  await expect(form.getByRole('status')).toHaveText('Settings saved.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  const res = await request.get(`/api/Branch/Settings?BranchId=${salon.branchId}`, {
    headers: auth(salon.owner.token),
  });
  expect(((await res.json()) as { data: { cancellationWindowHours: number } }).data.cancellationWindowHours).toBe(6);
  await page.reload();
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
  await expect(window).toHaveValue('6');

  // The salon's page says the new window beside its deposit.
  await pageShows(request, salon, ['₦1,200 deposit', 'until 6 hours before your appointment']);
  await page.goto(`/branches/${salon.branch.branchUrl}`);
  await expect(page.locator('.deposit-policy')).toHaveText(cancellationPolicy(6));
});
