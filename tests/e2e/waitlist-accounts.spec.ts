/**
 * The waitlist in the accounts (issue 31), on the desktop and on a 360 px phone: a customer who joined a day's
 * waitlist sees it in their account's Waitlist panel and leaves it; a salon sees "1 waiting" on that day of its
 * calendar, opens who waits and books them into a free time, which then shows in the calendar and as "Booked" in the
 * customer's panel; axe on the panel and the waiting dialog. Each test has its salon and customer of its own (a salon
 * of its own owns its day: no other test books there or waits for it).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForEagerIslands } from './helpers.ts';
import { ownSalon } from './salon.ts';
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  newCustomer,
  pageAs,
  uniqueName,
  type Session,
} from './session.ts';

// Two accounts of its own and two browsers; axe on a dialog took up to 50 s on a saturated machine.
test.describe.configure({ timeout: 180_000 });

const TZ = 'Africa/Lagos';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const main = (page: Page) => page.getByRole('main');
const isPhone = () => test.info().project.name === 'phone';

const localDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/**
 * The day waited for: tomorrow in Lagos. The waitlist takes it at any hour the test runs, and all its times are still
 * ahead for the server and the browser alike, so neither clock needs fixing (the calendar is moved to the day by its
 * Date field, not by "today").
 */
const waitedDay = () => addDays(localDate(new Date()), 1);
/** "5 December": how the day shows in the panel's headings and dialog titles (the weekday is left to the UI). */
const dayWords = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function joinWaitlist(
  request: APIRequestContext,
  customer: Session,
  entry: { branchId: string; date: string; window: string; serviceIds: string[] },
) {
  const res = await request.post('/api/Waitlist', { headers: auth(customer.token), data: entry });
  expect(res.ok(), `joining answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { data: string }).data;
}

async function myEntries(request: APIRequestContext, customer: Session) {
  const res = await request.get('/api/Waitlist/Mine', { headers: auth(customer.token) });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { waitlistId: string; status: string }[] }).data;
}

/** The value beside a term of an entry's facts. */
const fact = (entry: Locator, term: string) =>
  entry
    .locator('div')
    .filter({ has: entry.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function openWaitlistPanel(page: Page) {
  await page.goto('/customer-account?user=waitlist');
  await waitForEagerIslands(page);
  // The panel's code arrives on first use; on a loaded machine that can take a while.
  await expect(main(page).getByRole('heading', { name: 'My Waitlist' })).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

test('a customer sees the day they wait for in their account and leaves it @phone', async ({ browser, request }) => {
  const salon = await ownSalon(request, { who: 'waitlist' });
  const customer = await newCustomer(request, { who: 'waiting', name: uniqueName('Chioma') });
  const day = waitedDay();
  const id = await joinWaitlist(request, customer.session, {
    branchId: salon.branchId,
    date: day,
    window: 'MORNING',
    serviceIds: [salon.services[0]!.serviceId],
  });

  const page = await pageAs(browser, customer.session);
  await openWaitlistPanel(page);
  await expect(
    main(page).getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Waitlist' }),
  ).toHaveAttribute('aria-current', 'page');
  const active = main(page).getByRole('list', { name: 'Waiting now' });
  const entry = active.getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading')).toContainText(dayWords(day));
  await expect(entry.getByRole('link', { name: salon.business.businessName })).toHaveAttribute(
    'href',
    `/branches/${salon.branch.branchUrl}`,
  );
  await expect(fact(entry, 'Time of day')).toHaveText('Morning (before 12:00)');
  await expect(fact(entry, 'Services')).toHaveText('Silk press');
  await expect(fact(entry, 'Outcome')).toHaveText('Waiting');
  if (isPhone()) await expectNoSidewaysScroll(page, 'the waitlist panel on a phone');
  await expectNoViolations(page, 'the waitlist panel');

  await entry.getByRole('button', { name: 'Leave the waitlist' }).click();
  await expect(main(page).getByRole('status')).toHaveText('You have left the waitlist.');
  const ended = main(page).getByRole('list', { name: 'Past' }).getByRole('listitem');
  await expect(fact(ended, 'Outcome')).toHaveText('Left');
  // Focus follows the entry to the past ones (its button is gone).
  await expect(ended.getByRole('heading')).toBeFocused();
  await expect(main(page).getByRole('button', { name: 'Leave the waitlist' })).toHaveCount(0);
  expect(await myEntries(request, customer.session)).toEqual([
    expect.objectContaining({ waitlistId: id, status: 'LEFT' }),
  ]);
  await page.context().close();
});

test('the salon sees who waits on its calendar and books them into a free time @phone', async ({
  browser,
  request,
}) => {
  const salon = await ownSalon(request, { who: 'waitlist-salon' });
  const staff = salon.employees[0]!;
  const name = uniqueName('Tunde');
  const customer = await newCustomer(request, { who: 'waiting', name, phone: '0803 555 0142' });
  const day = waitedDay();
  const id = await joinWaitlist(request, customer.session, {
    branchId: salon.branchId,
    date: day,
    window: 'AFTERNOON',
    serviceIds: [salon.services[0]!.serviceId],
  });

  const page = await pageAs(browser, salon.owner);
  await page.goto('/business-account?user=calendar');
  await waitForEagerIslands(page);
  await expect(main(page).getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
  await main(page).getByLabel('Date', { exact: true }).fill(day);
  await expect(main(page).locator('.cal-title')).toContainText(dayWords(day));
  await expect(main(page).getByText('Loading…')).toHaveCount(0);

  // Opened from the keyboard.
  const waiting = main(page).getByRole('button', { name: '1 waiting on the waitlist' });
  await waiting.focus();
  await page.keyboard.press('Enter');
  // One dialog throughout: its title follows what it shows (who waits, then booking one of them).
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(new RegExp(`^Waiting on .*${dayWords(day)}`));
  const item = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(fact(item, 'Phone')).toHaveText(/803 555 0142/);
  await expect(fact(item, 'E-mail')).toHaveText(customer.email);
  await expect(fact(item, 'Time of day')).toHaveText('Afternoon (12:00–16:00)');
  await expect(fact(item, 'Services')).toHaveText('Silk press');
  await expect(fact(item, 'Preferred employee')).toHaveText('Anyone');
  await expect(fact(item, 'Status')).toHaveText('Waiting');
  if (isPhone()) await expectNoSidewaysScroll(page, 'the waiting dialog on a phone');
  await expectNoViolations(page, 'the waiting dialog');

  await item.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toHaveAccessibleName(`Book ${name}`);
  await expect(dialog.getByLabel('Employee')).toBeFocused();
  await expect(dialog.getByLabel('Employee')).toHaveValue(staff.branchEmployeeId);
  // The first free time in the customer's window is suggested; the salon picks another.
  await expect(dialog.getByLabel('Start time').locator('option:checked')).toHaveText('12:00 PM');
  await dialog.getByLabel('Start time').selectOption({ label: '2:00 PM' });
  await expectNoViolations(page, 'booking a waiting customer');
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog.getByRole('status')).not.toBeEmpty();
  await expect(dialog.getByText('No one is waiting for this day.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The button that opened it is gone with the last customer: focus lands on the day's title.
  await expect(waiting).toHaveCount(0);
  await expect(main(page).locator('.cal-title')).toBeFocused();
  const booking = main(page).getByRole('button', { name: new RegExp(name) });
  await expect(booking).toContainText('2:00 PM');
  await expect(booking).toContainText('Silk press');

  const res = await request.get(`/api/Appointment/Calendar?BranchId=${salon.branchId}&From=${day}&To=${day}`, {
    headers: auth(salon.owner.token),
  });
  const calendar = ((await res.json()) as { data: { appointments: Record<string, string>[] } }).data;
  expect(calendar.appointments).toEqual([
    expect.objectContaining({
      customerName: name,
      branchEmployeeId: staff.branchEmployeeId,
      startDateTime: new Date(`${day}T14:00:00+01:00`).toISOString(),
      source: 'SALON',
    }),
  ]);

  const customerPage = await pageAs(browser, customer.session);
  await openWaitlistPanel(customerPage);
  const ended = main(customerPage).getByRole('list', { name: 'Past' }).getByRole('listitem');
  await expect(fact(ended, 'Outcome')).toHaveText('Booked');
  expect(await myEntries(request, customer.session)).toEqual([
    expect.objectContaining({ waitlistId: id, status: 'BOOKED' }),
  ]);
  await customerPage.context().close();
  await page.context().close();
});
