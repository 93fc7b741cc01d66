/**
 * The Reports panel (issue 32) in Chromium, on the desktop and a 360 px phone: an owner's salon of the test's own with
 * four bookings tomorrow (two completed by one returning guest, one cancelled, one booked online) reads exactly those
 * figures, sees the four charts drawn (the screenshot check: each canvas has painted pixels, and a screenshot of the
 * panel is attached), the same numbers in the tables, and downloads the CSV; an empty day and a period too long say
 * so. The demo owner reads all their branches at once, and the tables agree with the headline figures (the demo
 * history changes with the seed, so no exact figures). axe on the panel.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ownSalon } from './salon.ts';
import { expectNoSidewaysScroll, expectNoViolations, login, newCustomer, pageAs } from './session.ts';

const DEMO_OWNER = { email: 'owner@salonbook.ng', password: 'Business@2026' };

const main = (page: Page) => page.getByRole('main');
const panel = (page: Page) => main(page).getByRole('region', { name: 'Reports', exact: true });
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Tomorrow's date in Lagos (UTC+1 all year) and a time on it as an instant. */
function tomorrow() {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(Date.now() + 86_400_000);
  return { date, at: (hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+01:00`).toISOString() };
}

/**
 * A salon with two stylists and four bookings tomorrow: a returning guest's silk press (Ada, 10:00) and box braids
 * (Ada, 11:00), both completed; another guest's silk press (Tolu, 12:00), cancelled; a customer's online silk press
 * (Tolu, 13:00), still to come.
 */
async function salonWithBookings(request: APIRequestContext) {
  const salon = await ownSalon(request, {
    who: 'reports',
    staff: ['Ada Bello', 'Tolu Ade'],
    services: [
      { name: 'Silk Press', hours: 1, minutes: 0, price: 9000 },
      { name: 'Box Braids (Medium)', hours: 2, minutes: 0, price: 25000 },
    ],
  });
  const customer = await newCustomer(request, { who: 'reports-customer' });
  const day = tomorrow();
  const [silk, braids] = salon.services;
  const [ada, tolu] = salon.employees;
  const walkIn = async (
    hour: number,
    serviceId: string,
    employeeId: string,
    guest: { fullName: string; phone: string },
  ) => {
    const res = await request.post('/api/Appointment/InsertBySalon', {
      headers: auth(salon.owner.token),
      data: {
        startDateTime: day.at(hour),
        branchEmployeeId: employeeId,
        appointmentServices: [{ serviceId }],
        customer: { fullName: guest.fullName, phoneNumber: guest.phone },
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    return ((await res.json()) as { data: string }).data;
  };
  const regular = { fullName: 'Kemi Lawal', phone: '0803 555 0161' };
  const first = await walkIn(10, silk!.serviceId, ada!.branchEmployeeId, regular);
  const second = await walkIn(11, braids!.serviceId, ada!.branchEmployeeId, regular);
  const third = await walkIn(12, silk!.serviceId, tolu!.branchEmployeeId, {
    fullName: 'Sade Obi',
    phone: '0803 555 0162',
  });
  const online = await request.post('/api/Appointment/Insert', {
    headers: auth(customer.session.token),
    data: {
      startDateTime: day.at(13),
      branchEmployeeId: tolu!.branchEmployeeId,
      appointmentServices: [{ serviceId: silk!.serviceId }],
    },
  });
  expect(online.ok(), await online.text()).toBeTruthy();
  for (const id of [first, second]) {
    const done = await request.post(`/api/Appointment/Completed/${id}`, { headers: auth(salon.owner.token) });
    expect(done.ok(), await done.text()).toBeTruthy();
  }
  const cancel = await request.put(`/api/Appointment/CancelBooking?AppointmentId=${third}`, {
    headers: auth(salon.owner.token),
  });
  expect(cancel.ok(), await cancel.text()).toBeTruthy();
  return { salon, date: day.date };
}

async function openReports(page: Page) {
  await page.goto('/business-account?user=reports');
  // The panel's code arrives on first use; on a loaded machine that can take a while.
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
}

/** Chooses a custom period and waits for its report. */
async function choosePeriod(page: Page, from: string, to: string) {
  await panel(page).getByLabel('Period').selectOption({ label: 'Custom' });
  await panel(page).getByLabel('From', { exact: true }).fill(from);
  await panel(page).getByLabel('To', { exact: true }).fill(to);
  await expect(main(page).getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
}

/** A headline figure: its value, and the change line. */
const figure = (page: Page, key: string) => ({
  value: panel(page).locator(`[data-figure="${key}"] .rep-value`),
  change: panel(page).locator(`[data-figure="${key}"] .rep-change`),
});

/** A table's body rows, as the text of each cell. */
const rows = (page: Page, name: string) =>
  panel(page)
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim())));

/**
 * The screenshot check: each chart's canvas has pixels painted (not all transparent), is an image with a summary, and
 * fits its box; a screenshot of the panel is attached to the report for a person to look at.
 */
async function expectChartsDrawn(page: Page, testInfo: TestInfo, count: number) {
  const charts = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLCanvasElement>('main .rep-canvas canvas')].map((canvas) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
        const box = canvas.closest('.rep-canvas')!.getBoundingClientRect();
        return {
          painted,
          role: canvas.getAttribute('role'),
          label: canvas.getAttribute('aria-label') ?? '',
          fits: canvas.getBoundingClientRect().width <= box.width + 1,
        };
      }),
    );
  await expect
    .poll(async () => (await charts()).filter((c) => c.painted > 500).length, { timeout: 20_000 })
    .toBe(count);
  for (const chart of await charts()) {
    expect(chart.role).toBe('img');
    expect(chart.label.length).toBeGreaterThan(20);
    expect(chart.fits).toBe(true);
  }
  await testInfo.attach('reports-panel', { body: await panel(page).screenshot(), contentType: 'image/png' });
}

test("an owner reads their salon's figures, charts and tables, and downloads the CSV @phone", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { salon, date } = await salonWithBookings(request);
  const page = await pageAs(browser, salon.owner);
  await openReports(page);
  // One branch: no branch picker.
  await expect(panel(page).getByLabel('Branch')).toHaveCount(0);
  await choosePeriod(page, date, date);

  await test.step('the headline figures, against a day before with none', async () => {
    await expect(figure(page, 'revenue').value).toHaveText('₦34,000');
    await expect(figure(page, 'revenue').change).toHaveText('new (before: ₦0)');
    await expect(figure(page, 'bookings').value).toHaveText('4');
    await expect(figure(page, 'completed').value).toHaveText('2');
    await expect(figure(page, 'noShowRate').value).toHaveText('0%');
    await expect(figure(page, 'cancellationRate').value).toHaveText('25%');
    await expect(figure(page, 'averageTicket').value).toHaveText('₦17,000');
    await expect(figure(page, 'online').value).toHaveText('25%');
    await expect(panel(page).locator('[data-figure="online"] .rep-detail')).toHaveText('1 online, 3 at the salon');
  });

  await test.step('the charts draw (screenshot check)', async () => {
    await expectChartsDrawn(page, testInfo, 4);
  });

  await test.step('the tables have the same numbers', async () => {
    await panel(page).getByText('Show as a table').click();
    expect(await rows(page, 'Bookings and revenue per day')).toEqual([
      [expect.any(String), '4', '₦34,000'],
      ['Total', '4', '₦34,000'],
    ]);
    expect(await rows(page, 'Occupancy per employee')).toEqual([
      ['Ada Bello', '3 hr', '9 hr', '33.3%', '₦34,000', '0'],
      ['Tolu Ade', '1 hr', '9 hr', '11.1%', '₦0', '0'],
    ]);
    expect(await rows(page, 'Top services by revenue')).toEqual([
      ['Box Braids (Medium)', '1', '₦25,000'],
      ['Silk Press', '1', '₦9,000'],
    ]);
    expect(await rows(page, 'New and returning customers')).toEqual([
      ['New', '1'],
      ['Returning', '0'],
    ]);
    expect(await rows(page, 'Top customers')).toEqual([['Kemi Lawal', '2', '₦34,000']]);
    // The bookings not cancelled, at 10, 11 and 13 on tomorrow's weekday (9:00 is the first column); no other.
    const grid = await rows(page, 'Bookings by weekday and hour');
    expect(grid.flatMap((r) => r.slice(1)).reduce((sum, c) => sum + Number(c), 0)).toBe(3);
    const weekday = grid.find((r) => r.slice(1).some((c) => c !== '0'))!;
    expect(weekday.slice(1, 7)).toEqual(['0', '1', '1', '0', '1', '0']);
  });

  await test.step('the charts stack on a phone, and nothing scrolls sideways', async () => {
    await expectNoSidewaysScroll(page, 'the Reports panel');
    const chart = await panel(page).locator('#rep-services-title ~ .rep-pair .rep-canvas').boundingBox();
    const table = await panel(page).locator('#rep-services-title ~ .rep-pair .acct-table-wrap').boundingBox();
    const phone = (page.viewportSize()?.width ?? 1280) <= 400;
    // On a phone the table is under its chart; on the desktop beside it.
    if (phone) expect(chart!.y + chart!.height).toBeLessThanOrEqual(table!.y + 1);
    else expect(chart!.x + chart!.width).toBeLessThanOrEqual(table!.x + 1);
  });

  await test.step('the CSV downloads with a header row and a row per booking', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel(page).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`report-${date}-to-${date}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Appointment,Date,Start,End,Customer,Employee,Services,Status,Payment,Source,/);
    expect(lines).toHaveLength(5);
  });

  await test.step('axe finds nothing on the panel', async () => {
    await expectNoViolations(page, 'the Reports panel', 'main');
  });

  await test.step('a day without appointments says so, with zeros', async () => {
    await choosePeriod(page, '2025-01-01', '2025-01-01');
    await expect(panel(page).getByRole('status')).toHaveText('No appointments in this period.');
    await expect(figure(page, 'revenue').value).toHaveText('₦0');
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
  });
  await page.context().close();
});

test('the demo owner reads all branches; the tables agree with the figures; too long a period is refused', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = await login(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const page = await pageAs(browser, owner);
  await openReports(page);
  const branch = panel(page).getByLabel('Branch');
  await expect(branch.locator('option')).toHaveText(['All branches', ...owner.memberships!.map((m) => m.branchName)]);
  await branch.selectOption({ label: 'All branches' });
  await panel(page).getByLabel('Period').selectOption({ label: 'Last 30 days' });
  await expect(main(page).getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });

  const bookings = await figure(page, 'bookings').value.textContent();
  const revenue = await figure(page, 'revenue').value.textContent();
  expect(Number(bookings!.replace(/,/g, ''))).toBeGreaterThan(0);
  await expectChartsDrawn(page, testInfo, 4);
  await panel(page).getByText('Show as a table').click();
  const days = await rows(page, 'Bookings and revenue per day');
  expect(days).toHaveLength(31);
  expect(days.at(-1)).toEqual(['Total', bookings, revenue]);
  const sum = days.slice(0, -1).reduce((n, r) => n + Number(r[1]!.replace(/,/g, '')), 0);
  expect(String(sum)).toBe(bookings!.replace(/,/g, ''));
  // The week grid counts the same bookings, less the cancelled ones.
  const grid = await rows(page, 'Bookings by weekday and hour');
  const live = grid.flatMap((r) => r.slice(1)).reduce((n, c) => n + Number(c), 0);
  expect(live).toBeGreaterThan(0);
  expect(live).toBeLessThanOrEqual(sum);

  await choosePeriod(page, '2024-01-01', '2026-01-01');
  await expect(panel(page).getByRole('alert')).toHaveText(
    'A report covers at most 366 days. Please choose a shorter period.',
  );
  await page.context().close();
});
