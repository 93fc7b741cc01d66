/**
 * The salon's calendar (issue 11), on the desktop and on a 360 px phone: the owner sees the day's bookings, books a
 * walk-in into a free gap, blocks an hour off (which the customer's booking page then no longer offers; over a booking
 * it is refused with that booking listed) and marks a past booking as no-show; axe on every view and dialog. Each
 * test builds its own salon through the API (salon.ts: one employee, open around the clock), except the no-show,
 * which needs a booking in the past: the demo salon's seeded week has those waiting, and each run takes its own.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emptyCart, type Cart } from '../../src/stores/cart.ts';
import { chooseLastFreeTime, waitForEagerIslands } from './helpers.ts';
import { AROUND_THE_CLOCK, ownSalon } from './salon.ts';
import { expectNoSidewaysScroll, expectNoViolations, login, pageAs, type Session, uniqueName } from './session.ts';

// Up to 84 s measured on a saturated machine.
test.describe.configure({ timeout: 180_000 });

interface CalendarAnswer {
  timeZone: string;
  employees: { branchEmployeeId: string; name: string; timeOff: { startDateTime: string }[] }[];
  appointments: {
    appointmentId: string;
    appointmentNo: string;
    branchEmployeeId: string;
    customerName: string;
    startDateTime: string;
    bookingStatus: string;
    paymentStatus: string;
    source: string;
  }[];
}

const DEMO_OWNER = { email: 'owner@salonbook.ng', password: 'Business@2026' };
const STAFF = 'Ada Bello';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A salon of its own: one employee, one one-hour service, open every day around the clock. */
async function freshSalon(request: APIRequestContext) {
  const salon = await ownSalon(request, {
    who: 'calendar',
    staff: [STAFF],
    services: [{ name: 'Silk press', hours: 1, minutes: 0, price: 9000 }],
    hours: AROUND_THE_CLOCK,
  });
  const session = salon.owner;
  return {
    session,
    serviceId: salon.services[0]!.serviceId,
    ...(await calendarOf(request, session, today(), today())),
  };
}

/** Today's date where the test runs (the salons are in Lagos; a test near midnight there moves on a day). */
const today = () => localDate(new Date(), 'Africa/Lagos');

function localDate(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(
    new Date(iso),
  );

async function calendarOf(request: APIRequestContext, session: Session, from: string, to: string) {
  const res = await request.get(`/api/Appointment/Calendar?BranchId=${session.branchId}&From=${from}&To=${to}`, {
    headers: auth(session.token),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const calendar = ((await res.json()) as { data: CalendarAnswer }).data;
  return { calendar, employeeId: calendar.employees[0]?.branchEmployeeId ?? '' };
}

/** The instant of a local time on a date in Lagos (UTC+1 all year). */
const lagos = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+01:00`).toISOString();

/**
 * The next half hour at least an hour ahead in Lagos, and its date; late in the evening, 9:00 the next morning, so
 * that a one-hour booking and a one-hour walk-in in the free time right after it fall on one day, ending before
 * midnight (the day's last start offered ends before it; a walk-in at 23:00 or 23:30 was refused).
 */
function nextStart() {
  let t = new Date(Math.ceil((Date.now() + 60 * 60_000) / 1_800_000) * 1_800_000);
  const date = localDate(t, 'Africa/Lagos');
  if (localDate(new Date(t.getTime() + 2 * 60 * 60_000), 'Africa/Lagos') !== date)
    t = new Date(lagos(addDays(date, 1), '09:00'));
  return { start: t.toISOString(), date: localDate(t, 'Africa/Lagos') };
}

async function salonBooking(
  request: APIRequestContext,
  session: Session,
  input: { start: string; employeeId: string; serviceId: string; name: string },
) {
  const res = await request.post('/api/Appointment/InsertBySalon', {
    headers: auth(session.token),
    data: {
      startDateTime: input.start,
      branchEmployeeId: input.employeeId,
      appointmentServices: [{ serviceId: input.serviceId }],
      customer: { fullName: input.name, phoneNumber: '0803 222 3333' },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: string }).data;
}

const main = (page: Page) => page.getByRole('main');
const isPhone = () => test.info().project.name === 'phone';

async function openCalendar(page: Page) {
  await page.goto('/business-account?user=calendar');
  await waitForEagerIslands(page);
  // The panel's code arrives on first use; on a loaded machine that can take a while.
  await expect(main(page).getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

async function goToDate(page: Page, date: string) {
  await main(page).getByLabel('Date', { exact: true }).fill(date);
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

test("the owner sees the day's bookings and books a walk-in into a free gap @phone", async ({ browser, request }) => {
  const salon = await freshSalon(request);
  const { start, date } = nextStart();
  const customer = uniqueName('Kemi');
  await salonBooking(request, salon.session, {
    start,
    employeeId: salon.employeeId,
    serviceId: salon.serviceId,
    name: customer,
  });

  const page = await pageAs(browser, salon.session);
  await openCalendar(page);
  if (date !== today()) await goToDate(page, date);
  const booking = main(page).getByRole('button', { name: new RegExp(customer) });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText('Silk press');
  await expect(booking).toContainText('Booked');
  if (isPhone()) {
    await expect(main(page).getByRole('list', { name: `${STAFF}'s day` })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the calendar on a phone');
  } else {
    await expect(main(page).getByRole('heading', { name: STAFF, exact: true })).toBeVisible();
  }
  await expectNoViolations(page, 'the calendar');

  // The free gap right after that booking: the form comes with the employee and the start filled in.
  const gapStart = new Date(new Date(start).getTime() + 60 * 60_000).toISOString();
  const tz = salon.calendar.timeZone;
  await main(page)
    .getByRole('button', { name: `Book ${STAFF} at ${clock(gapStart, tz)}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Employee')).toHaveValue(salon.employeeId);
  await expect(dialog.getByLabel('Start time').locator('option:checked')).toHaveText(clock(gapStart, tz));
  await expect(dialog.getByRole('checkbox', { name: /Silk press/ })).toBeVisible();
  await expectNoViolations(page, 'the salon booking form');
  const walkIn = uniqueName('Tunde');
  await dialog.getByLabel('Customer full name').fill(walkIn);
  await dialog.getByLabel('Phone number').fill('0803 765 4321');
  await dialog.getByRole('checkbox', { name: /Silk press/ }).check();
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('status')).toHaveText(/Book/);
  await expect(main(page).getByRole('button', { name: new RegExp(walkIn) })).toContainText(clock(gapStart, tz));

  const after = await calendarOf(request, salon.session, date, date);
  const made = after.calendar.appointments.find((a) => a.customerName === walkIn);
  expect(made).toMatchObject({ source: 'SALON', bookingStatus: 'PENDING', startDateTime: gapStart });
});

test('an hour off leaves the booking page; over a booking it is refused, naming the booking @phone', async ({
  browser,
  request,
}) => {
  const salon = await freshSalon(request);
  const day = addDays(today(), 1);
  const customerPage = async () => {
    const page = await browser.newPage({ viewport: test.info().project.use.viewport ?? undefined });
    const cart: Cart = {
      ...emptyCart(),
      items: [{ id: salon.serviceId, name: 'Silk press', price: 9000, hours: 1, min: 0, deposit: 0 }],
      totalAmount: 9000,
    };
    await page.addInitScript(
      ([c, b]) => {
        localStorage.setItem('cart', c!);
        localStorage.setItem('cartID', b!);
      },
      [JSON.stringify(cart), salon.session.branchId],
    );
    await page.goto(`/appointments/${salon.session.branchId}`);
    await waitForEagerIslands(page);
    const dayButton = page.locator(`.day-list button[data-date="${day}"]`);
    await dayButton.click();
    await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
    const time = page.getByLabel('Time', { exact: true });
    await expect(time).toBeEnabled();
    const labels = await time.locator('option').allTextContents();
    await page.close();
    return labels;
  };
  const before = await customerPage();
  expect(before).toContain('10:00 AM');
  expect(before).toContain('11:00 AM');

  const page = await pageAs(browser, salon.session);
  await openCalendar(page);
  await main(page).getByRole('button', { name: 'Add time off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add time off' });
  await expect(dialog.getByLabel('Employee')).toHaveValue(salon.employeeId);
  await expectNoViolations(page, 'the time off form');
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('From').fill('10:00');
  await dialog.getByLabel('To').fill('11:00');
  await dialog.getByLabel('Reason (optional)').fill('Dentist');
  await dialog.getByRole('button', { name: 'Add time off' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('status')).toHaveText('Time off added.');

  const after = await customerPage();
  // A one-hour service can start neither inside the hour nor half an hour before it.
  expect(after).not.toContain('10:00 AM');
  expect(after).not.toContain('10:30 AM');
  expect(after).not.toContain('9:30 AM');
  expect(after).toContain('11:00 AM');

  // The block shows on that day; opening it offers removal.
  await goToDate(page, day);
  const block = main(page).getByRole('button', { name: /Time off: Dentist/ });
  await expect(block).toContainText('10:00 AM');
  await block.click();
  const details = page.getByRole('dialog', { name: 'Time off' });
  await expect(details).toContainText('Dentist');
  await expectNoViolations(page, 'a time off');
  await details.getByRole('button', { name: 'Close' }).click();

  // Time off over a booking: refused, and the booking in the way is named.
  const bookingId = await salonBooking(request, salon.session, {
    start: lagos(day, '14:00'),
    employeeId: salon.employeeId,
    serviceId: salon.serviceId,
    name: 'Ife Okafor',
  });
  const read = await request.get(`/api/Appointment/GetById?id=${bookingId}`, { headers: auth(salon.session.token) });
  const no = ((await read.json()) as { data: { appointmentNo: string } }).data.appointmentNo;
  await main(page).getByRole('button', { name: 'Add time off' }).click();
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('From').fill('13:30');
  await dialog.getByLabel('To').fill('15:00');
  await dialog.getByRole('button', { name: 'Add time off' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This time off overlaps bookings. Please move or cancel them first.',
  );
  await expect(dialog.getByRole('list', { name: 'Bookings in the way' })).toContainText(
    `Appointment ${no}: 2:00 PM – 3:00 PM`,
  );
  await expectNoViolations(page, 'the time off form with bookings in the way');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const { calendar } = await calendarOf(request, salon.session, day, day);
  expect(calendar.employees[0]!.timeOff).toHaveLength(1);
});

test('the owner marks a past booking as no-show; the week view is axe-clean @phone', async ({ browser, request }) => {
  // The one test at the demo salon: a booking that has started can only come from the seed (a salon books from now
  // on), and the demo week (seeded a day early, tests/e2e/demo-database.ts) leaves many waiting. Each run takes its
  // own by construction: the project, the repeat (--repeat-each) and the retry each pick a different place in a list
  // that no run reorders: the bookings that had started and were waiting, whether still waiting or marked no-show by
  // another run, earliest first (one that starts later only joins at the end). No other test changes these bookings.
  const owner = await login(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const from = addDays(today(), -7);
  const { calendar } = await calendarOf(request, owner, from, today());
  const started = calendar.appointments
    .filter(
      (a) =>
        (a.bookingStatus === 'PENDING' || a.bookingStatus === 'NO_SHOW') &&
        a.paymentStatus === 'PENDING' &&
        new Date(a.startDateTime).getTime() < Date.now(),
    )
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.appointmentNo.localeCompare(b.appointmentNo));
  const info = test.info();
  const run = (info.retry * info.project.repeatEach + info.repeatEachIndex) * 2 + (isPhone() ? 1 : 0);
  const target = started[run];
  expect(target, `waiting booking number ${run + 1} in the past at the demo salon`).toBeTruthy();
  expect(target!.bookingStatus, 'no other run took it').toBe('PENDING');
  const tz = calendar.timeZone;
  const date = localDate(new Date(target!.startDateTime), tz);
  const employee = calendar.employees.find((e) => e.branchEmployeeId === target!.branchEmployeeId)!;

  const page = await pageAs(browser, owner);
  await openCalendar(page);
  await goToDate(page, date);
  if (isPhone()) await main(page).getByLabel('Employee').selectOption(employee.branchEmployeeId);
  const block = main(page).getByRole('button', {
    name: new RegExp(`^${clock(target!.startDateTime, tz)}.*${target!.customerName}`),
  });
  await block.click();
  const dialog = page.getByRole('dialog', { name: `Appointment ${target!.appointmentNo}` });
  await expect(dialog.getByRole('button', { name: 'No-show' })).toBeVisible();
  await expect(dialog).toContainText('Earlier no-shows here');
  await expect(dialog.getByRole('button', { name: 'Complete Appointment' })).toBeVisible();
  await expectNoViolations(page, 'an appointment');
  await dialog.getByRole('button', { name: 'No-show' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('status')).not.toBeEmpty();
  await expect(block).toContainText('No-show');

  const read = await request.get(`/api/Appointment/GetById?id=${target!.appointmentId}`, {
    headers: auth(owner.token),
  });
  expect(((await read.json()) as { data: { bookingStatus: string } }).data.bookingStatus).toBe('NO_SHOW');

  if (!isPhone()) {
    await main(page).getByRole('button', { name: 'Week', exact: true }).click();
    await main(page).getByLabel('Employee').selectOption(employee.branchEmployeeId);
    await expect(main(page).getByRole('group', { name: `${employee.name}'s week` })).toBeVisible();
    await expect(main(page).getByText('Loading…')).toHaveCount(0);
    await expect(block).toContainText('No-show');
    await expectNoViolations(page, 'the week view');
  }
});

test('the owner reschedules a booking from the calendar: the same appointment at a new time', async ({
  browser,
  request,
}) => {
  const salon = await freshSalon(request);
  const { start, date } = nextStart();
  const customer = uniqueName('Ngozi');
  const id = await salonBooking(request, salon.session, {
    start,
    employeeId: salon.employeeId,
    serviceId: salon.serviceId,
    name: customer,
  });
  const read = async () => {
    const res = await request.get(`/api/Appointment/GetById?id=${id}`, { headers: auth(salon.session.token) });
    return ((await res.json()) as { data: { appointmentNo: string; appointmentDateTime: string } }).data;
  };
  const before = await read();

  const page = await pageAs(browser, salon.session);
  await openCalendar(page);
  if (date !== today()) await goToDate(page, date);
  await main(page)
    .getByRole('button', { name: new RegExp(customer) })
    .click();
  const details = page.getByRole('dialog', { name: `Appointment ${before.appointmentNo}` });
  await details.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule appointment ${before.appointmentNo}` });
  await expect(dialog).toBeVisible();
  const chosen = await chooseLastFreeTime(dialog, salon.employeeId);
  await expectNoViolations(page, 'the reschedule dialog in the calendar');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Move appointment ${before.appointmentNo} to`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('status')).not.toBeEmpty();

  const after = await read();
  expect(after.appointmentNo).toBe(before.appointmentNo);
  expect(new Date(after.appointmentDateTime).toISOString()).toBe(new Date(chosen).toISOString());
});
