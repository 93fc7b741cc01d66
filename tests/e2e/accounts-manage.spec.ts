/**
 * The customer and business account pages (spec section 2, 'Customer account' and 'Business account'; design
 * section 3): the login prompt, role redirects, profile and password, business details with an image upload,
 * services, employees and opening hours, and axe on every panel. Tests that change data register and confirm their
 * own fresh account through the API and the development mailbox, so no test depends on another.
 */
// The named export: under NodeNext the package's CommonJS types make the default import a namespace for tsc.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { acceptDialogs, apiGet, categories, stored, waitForEagerIslands } from './helpers.ts';
import { registerBusiness } from './salon.ts';
import {
  type Account,
  expectNoSidewaysScroll,
  expectNoViolations,
  openLoginFromNav,
  registerCustomer,
  submitLogin,
} from './session.ts';

// server/seed/seed.ts DEMO_ACCOUNTS; the tests only read these accounts, never change them.
const DEMO_CUSTOMER: Account = { email: 'customer@salonbook.ng', password: 'Customer@2026' };
const DEMO_OWNER: Account = { email: 'owner@salonbook.ng', password: 'Business@2026' };

/** A customer of the test's own (the test changes its profile and password). */
const freshCustomer = (request: APIRequestContext) =>
  registerCustomer(request, { name: 'Ngozi Eze', phone: '0803 111 2222' });

/** A business of the test's own (the test changes its details, services, staff, hours or settings). */
const freshBusiness = (request: APIRequestContext) => registerBusiness(request, 'owner');

/** Logs in through the nav's Login overlay. */
async function login(page: Page, account: Account) {
  await openLoginFromNav(page);
  await fillLogin(page, account);
}

async function fillLogin(page: Page, account: Account) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await submitLogin(dialog, account);
  await expect(dialog).toBeHidden();
}

/** Opens an account page (the login prompt shows) and logs in from the nav; the page then loads its data. */
async function openAs(page: Page, path: string, account: Account) {
  await page.goto(path);
  await waitForEagerIslands(page);
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await login(page, account);
  await expect(accountMenu(page)).toBeVisible();
}

const main = (page: Page) => page.getByRole('main');
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const alertIn = (scope: Locator | Page) => scope.getByRole('alert');
const statusIn = (scope: Locator | Page) => scope.getByRole('status');
const row = (page: Page, name: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Waits until the panel has loaded (no 'Loading…' left). */
async function panelReady(page: Page, heading: string) {
  await expect(main(page).getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

test('without a token both account pages ask to log in, with a Login button', async ({ page }) => {
  for (const path of ['/customer-account?user=profile', '/business-account?user=services']) {
    await page.goto(path);
    await waitForEagerIslands(page);
    await expect(page).toHaveTitle(/Account/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(main(page).getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(main(page).getByRole('textbox')).toHaveCount(0);
  }
});

test(
  "logging in from the page's prompt loads the account; " + 'a customer on the business page is sent to the profile',
  async ({ page }) => {
    await page.goto('/business-account?user=services');
    await waitForEagerIslands(page);
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    await fillLogin(page, DEMO_CUSTOMER);
    await expect(page).toHaveURL(/\/customer-account\/?\?user=profile$/);
    await expect(main(page).getByLabel('Email', { exact: true })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(main(page).getByLabel('Name', { exact: true })).not.toHaveValue('');
    const menu = accountMenu(page);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link')).toHaveText([
      'Profile',
      'Appointment',
      'Waitlist',
      'Change Password',
      'Logout',
    ]);
    await expect(menu.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');

    await menu.getByRole('link', { name: 'Appointment' }).click();
    await expect(page).toHaveURL(/user=appointments$/);
    await expect(main(page).getByRole('heading', { name: 'My Appointments' })).toBeVisible();
    // The demo accounts have seeded appointments.
    await expect(
      main(page).getByRole('list', { name: 'My Appointments' }).locator(':scope > li').first(),
    ).toBeVisible();
    await expect(accountMenu(page).getByRole('link', { name: 'Appointment' })).toHaveAttribute('aria-current', 'page');
  },
);

test('a business owner landing on the customer account is sent to the business details', async ({ page }) => {
  await page.goto('/customer-account?user=profile');
  await waitForEagerIslands(page);
  await login(page, DEMO_OWNER);
  await expect(page).toHaveURL(/\/business-account\/?\?user=business-details$/);
  await panelReady(page, 'Business details');
  await expect(main(page).getByLabel('Business Name', { exact: true })).not.toHaveValue('');
  const menu = accountMenu(page);
  // The demo salon has two branches (issue 28): the switcher above the menu, on the main branch.
  const switcher = menu.getByRole('list', { name: 'Branch' }).getByRole('link');
  await expect(switcher).toHaveCount(2);
  await expect(switcher.first()).toHaveAttribute('aria-current', 'true');
  await expect(switcher.first()).toContainText('Owner');
  await expect(menu.getByRole('list').last().getByRole('link')).toHaveText([
    'Calendar',
    'Business details',
    'Services',
    'Employees',
    'Opening hours',
    'Appointments',
    'Reports',
    'Team',
    'Branches',
    'Change Password',
    'Logout',
  ]);
  await expect(menu.getByRole('link', { name: 'Business details' })).toHaveAttribute('aria-current', 'page');
});

test('a customer edits the profile and changes the password', async ({ page, request }) => {
  const customer = await freshCustomer(request);
  await openAs(page, '/customer-account?user=profile', customer);
  const name = main(page).getByLabel('Name', { exact: true });
  const email = main(page).getByLabel('Email', { exact: true });
  const phone = main(page).getByLabel('Phone Number', { exact: true });
  const update = main(page).getByRole('button', { name: 'Update', exact: true });
  await expect(name).toHaveValue(customer.name);
  await expect(email).toHaveValue(customer.email);
  // Typed at sign-up as '0803 111 2222'; kept in E.164, shown grouped.
  await expect(phone).toHaveValue('+234 803 111 2222');

  await test.step('required fields', async () => {
    await name.fill('');
    await update.click();
    await expect(alertIn(main(page))).toHaveText('Please fill up: Name');
    await email.fill('');
    await phone.fill('');
    await update.click();
    await expect(alertIn(main(page))).toHaveText('Please fill up: Email, Name, Phone Number');
  });

  await test.step("update shows 'Updating.....', then the server's message, and persists", async () => {
    await name.fill('Ngozi Eze-Okafor');
    await email.fill(customer.email);
    await phone.fill('0809 999 0000');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/Users',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await update.click();
    await expect(main(page).getByRole('button', { name: 'Updating.....' })).toBeDisabled();
    release();
    await expect(statusIn(main(page))).toHaveText('Profile updated.');
    await page.unrouteAll();
    await page.reload();
    await expect(name).toHaveValue('Ngozi Eze-Okafor');
    // Stored as +2348099990000, shown grouped.
    await expect(phone).toHaveValue('+234 809 999 0000');
  });

  await test.step('and sets it back', async () => {
    await name.fill(customer.name);
    await phone.fill(customer.phone);
    await update.click();
    await expect(statusIn(main(page))).toHaveText('Profile updated.');
  });

  await test.step('change password', async () => {
    await accountMenu(page).getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/user=change-password$/);
    const oldPassword = main(page).getByLabel('Old Password', { exact: true });
    const newPassword = main(page).getByLabel('New Password', { exact: true });
    const confirmPassword = main(page).getByLabel('Confirm Password', { exact: true });
    const submit = main(page).getByRole('button', { name: 'Change Password', exact: true });

    await submit.click();
    await expect(alertIn(main(page))).toHaveText('Please fill up: Old Password, New Password, Confirm Password');
    // The mismatch is checked before the missing old password.
    await newPassword.fill('Brand@New2026');
    await confirmPassword.fill('Brand@New2027');
    await submit.click();
    await expect(alertIn(main(page))).toHaveText('Reconfirm your password');

    await oldPassword.fill('not-my-password');
    await confirmPassword.fill('Brand@New2026');
    await submit.click();
    await expect(alertIn(main(page))).toHaveText('Your old password is not correct.');

    await oldPassword.fill(customer.password);
    await submit.click();
    await expect(statusIn(main(page))).toHaveText('Password changed.');
    await expect(oldPassword).toHaveValue('');
    await expect(newPassword).toHaveValue('');

    // The new password is now the one the server checks: it is accepted as the old one.
    await oldPassword.fill('Brand@New2026');
    await newPassword.fill(customer.password);
    await confirmPassword.fill(customer.password);
    await submit.click();
    await expect(statusIn(main(page))).toHaveText('Password changed.');
  });
});

test('a business edits its details and uploads an image; a non-image upload shows the server message', async ({
  page,
  request,
}) => {
  const business = await freshBusiness(request);
  await openAs(page, '/business-account?user=business-details', business);
  await panelReady(page, 'Business details');
  const field = (label: string) => main(page).getByLabel(label, { exact: true });
  const update = main(page).getByRole('button', { name: 'Update business', exact: true });

  await expect(field('Business Name')).toHaveValue(business.businessName);
  await expect(field('Business Type')).toHaveValue(business.businessTypeId);
  await expect(field('Business Type').locator('option').first()).toHaveText('Please select');
  await expect(field('Status')).toHaveValue('Active');
  for (const label of ['Rating', 'Total Ratings']) {
    await expect(field(label)).toHaveAttribute('readonly', '');
    await expect(field(label)).toHaveValue('0');
  }
  await expect(field('Salon image')).toHaveAttribute('accept', 'image/*');

  // Registration asked for neither map, coordinates nor a description.
  await update.click();
  await expect(alertIn(main(page))).toHaveText('Please fill up: Google Map URL, Latitude, Longitude, About');
  await field('Business Name').fill('');
  await field('Business Type').selectOption('');
  await update.click();
  await expect(alertIn(main(page))).toHaveText(
    'Please fill up: Business Name, Business Type, Google Map URL, Latitude, Longitude, About',
  );

  await field('Business Name').fill(`${business.businessName} Studio`);
  await field('Business Type').selectOption(business.businessTypeId);
  await field('Contact Name').fill('Bola Adeyemi');
  await field('Google Map URL').fill('https://maps.google.com/?q=6.5095,3.3711');
  await field('Latitude').fill('6.5095');
  await field('Longitude').fill('3.3711');
  await field('About').fill('A bright studio in Yaba for braids, silk presses and nails.');

  await field('Salon image').setInputFiles({
    name: 'price-list.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Braids: 15000'),
  });
  await expect(main(page).getByRole('img', { name: 'The salon as it will look after Update' })).toHaveCount(0);
  await update.click();
  await expect(alertIn(main(page))).toHaveText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
  await expect(main(page).getByRole('img', { name: / as customers see it now$/ })).toHaveCount(0);

  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#b9553b' } })
    .png()
    .toBuffer();
  await field('Salon image').setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: png });
  const preview = main(page).getByRole('img', { name: 'The salon as it will look after Update' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await update.click();
  await expect(statusIn(main(page))).toHaveText('Business details updated.');
  await expect(preview).toHaveCount(0);
  const current = main(page).getByRole('img', { name: `${business.businessName} Studio as customers see it now` });
  await expect(current).toHaveAttribute('src', /^\/uploads\/branches\/.+\.webp$/);
  await expect
    .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.reload();
  await panelReady(page, 'Business details');
  await expect(field('Business Name')).toHaveValue(`${business.businessName} Studio`);
  await expect(field('Contact Name')).toHaveValue('Bola Adeyemi');
  await expect(field('Latitude')).toHaveValue('6.5095');
  await expect(field('About')).toHaveValue('A bright studio in Yaba for braids, silk presses and nails.');
  await expect(current).toHaveAttribute('src', /^\/uploads\/branches\/.+\.webp$/);
});

test("a business adds, edits and deletes a service ('Delete successful')", async ({ page, request }) => {
  const business = await freshBusiness(request);
  const category = (await categories(request))[0]!;
  const dialogs = acceptDialogs(page);
  await openAs(page, '/business-account?user=services', business);
  await panelReady(page, 'Services');
  const field = (label: string) => main(page).getByLabel(label, { exact: true });
  const submit = main(page).getByRole('button', { name: 'Submit', exact: true });
  const name = 'Knotless Braids (waist length)';
  await expect(main(page).getByText('No services yet. Add your first one above.')).toBeVisible();

  await submit.click();
  await expect(alertIn(main(page))).toHaveText(
    'Please fill up: Service Name, Description, Category, Duration-Hours, Duration-Minutes, Price',
  );

  for (const label of ['Price', 'Duration Hours', 'Duration Minutes'])
    await expect(field(label)).toHaveAttribute('min', '0');
  await field('Category').selectOption({ label: category.categoryName });
  await field('Service Name').fill(name);
  await field('Price').fill('25000');
  await field('Duration Hours').fill('0');
  await field('Duration Minutes').fill('0');
  await field('Description').fill('Neat, light knotless braids; hair included.');
  // A failed save shows the server's message.
  await submit.click();
  await expect(alertIn(main(page))).toHaveText('A service takes at least 5 minutes.');

  await field('Duration Hours').fill('2');
  await field('Duration Minutes').fill('30');
  await submit.click();
  await expect(statusIn(main(page))).toHaveText('Service added.');
  await expect(row(page, name).getByRole('cell')).toHaveText([
    category.categoryName,
    '₦25,000',
    'None',
    'Active',
    'EditDepositDelete',
  ]);
  await expect(field('Service Name')).toHaveValue('');

  await main(page)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await expect(field('Service Name')).toHaveValue(name);
  await expect(field('Category')).toHaveValue(category.categoryId);
  await expect(field('Price')).toHaveValue('25000');
  await expect(field('Duration Hours')).toHaveValue('2');
  await expect(field('Duration Minutes')).toHaveValue('30');
  await expect(main(page).locator('input[type="hidden"][name="serviceId"]')).toHaveValue(/^[0-9a-f-]{36}$/);
  await field('Price').fill('27500');
  await field('Status').selectOption('Inactive');
  await submit.click();
  await expect(statusIn(main(page))).toHaveText('Service updated.');
  await expect(row(page, name).getByRole('cell')).toHaveText([
    category.categoryName,
    '₦27,500',
    'None',
    'Inactive',
    'EditDepositDelete',
  ]);
  await expect(main(page).getByRole('row')).toHaveCount(2);

  await page.reload();
  await panelReady(page, 'Services');
  await expect(row(page, name).getByRole('cell')).toHaveText([
    category.categoryName,
    '₦27,500',
    'None',
    'Inactive',
    'EditDepositDelete',
  ]);

  await main(page)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect.poll(() => dialogs).toEqual([`Delete the service '${name}'?`, 'Delete successful']);
  await expect(row(page, name)).toHaveCount(0);
  await expect(main(page).getByText('No services yet. Add your first one above.')).toBeVisible();
});

test('a business adds, edits and deactivates an employee and sets its opening hours', async ({ page, request }) => {
  // Two panels' worth of steps and a reload: more than the default 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const business = await freshBusiness(request);
  const dialogs = acceptDialogs(page);
  await openAs(page, '/business-account?user=employees', business);
  await panelReady(page, 'Employees');
  const field = (label: string) => main(page).getByLabel(label, { exact: true });

  await test.step('employees', async () => {
    await main(page).getByRole('button', { name: 'Add employee' }).click();
    await expect(alertIn(main(page))).toHaveText('Please fill up: Name');
    await field('Name').fill('Chioma Okafor');
    await field('Email (optional)').fill('chioma@example.com');
    await field('Phone Number (optional)').fill('0803 222 3333');
    await main(page).getByRole('button', { name: 'Add employee' }).click();
    await expect(statusIn(main(page))).toHaveText('Employee added.');
    const chioma = row(page, 'Chioma Okafor');
    await expect(chioma.getByRole('cell')).toHaveText([
      'chioma@example.com',
      '+234 803 222 3333',
      'Yes',
      'EditDeactivate',
    ]);

    await main(page).getByRole('button', { name: 'Edit Chioma Okafor' }).click();
    await expect(field('Name')).toHaveValue('Chioma Okafor');
    await field('Phone Number (optional)').fill('0803 222 4444');
    await main(page).getByRole('button', { name: 'Save employee' }).click();
    await expect(statusIn(main(page))).toHaveText('Employee updated.');
    await expect(chioma.getByRole('cell')).toHaveText([
      'chioma@example.com',
      '+234 803 222 4444',
      'Yes',
      'EditDeactivate',
    ]);

    await main(page).getByRole('button', { name: 'Deactivate Chioma Okafor' }).click();
    await expect(statusIn(main(page))).toHaveText('Employee deactivated.');
    expect(dialogs).toEqual(['Deactivate Chioma Okafor? They will not be offered for new bookings.']);
    await expect(chioma.getByRole('cell')).toHaveText([
      'chioma@example.com',
      '+234 803 222 4444',
      'No',
      'EditReactivate',
    ]);
  });

  await test.step('opening hours', async () => {
    await accountMenu(page).getByRole('link', { name: 'Opening hours' }).click();
    await panelReady(page, 'Opening hours');
    await expect(accountMenu(page).getByRole('link', { name: 'Opening hours' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const day = (name: string) => main(page).getByRole('group', { name });
    await expect(main(page).getByRole('group', { name: /day$/ })).toHaveCount(7);
    await expect(day('Saturday').getByLabel('Open', { exact: true })).toBeChecked();
    await expect(day('Saturday').getByLabel('Opens')).toHaveValue('9');
    await expect(day('Saturday').getByLabel('Opens').locator('option:checked')).toHaveText('9:00');
    await expect(day('Sunday').getByLabel('Open', { exact: true })).not.toBeChecked();
    await expect(day('Sunday').getByLabel('Closes')).toBeDisabled();

    await day('Monday').getByLabel('Opens').selectOption({ label: '18:00' });
    await day('Monday').getByLabel('Closes').selectOption({ label: '9:00' });
    const save = main(page).getByRole('button', { name: 'Save opening hours' });
    await save.click();
    await expect(alertIn(main(page))).toHaveText('On Monday the closing hour must be after the opening hour.');

    await day('Monday').getByLabel('Opens').selectOption({ label: '8:00' });
    await day('Monday').getByLabel('Closes').selectOption({ label: '17:00' });
    await day('Saturday').getByLabel('Open', { exact: true }).uncheck();
    await day('Sunday').getByLabel('Open', { exact: true }).check();
    await day('Sunday').getByLabel('Opens').selectOption({ label: '10:00' });
    await day('Sunday').getByLabel('Closes').selectOption({ label: '16:00' });
    await save.click();
    await expect(statusIn(main(page))).toHaveText('Opening hours saved.');

    await page.reload();
    await panelReady(page, 'Opening hours');
    await expect(day('Monday').getByLabel('Opens')).toHaveValue('8');
    await expect(day('Monday').getByLabel('Closes')).toHaveValue('17');
    await expect(day('Saturday').getByLabel('Open', { exact: true })).not.toBeChecked();
    await expect(day('Sunday').getByLabel('Open', { exact: true })).toBeChecked();
    await expect(day('Sunday').getByLabel('Opens')).toHaveValue('10');
    await expect(day('Sunday').getByLabel('Closes')).toHaveValue('16');

    const branchId = await stored<string>(page, 'branchId');
    const week = await apiGet<{ dayOfWeek: string; openingTime: number; closingTime: number; isOpened: boolean }[]>(
      request,
      `BranchAvailability/GetByBranch?BranchId=${branchId}`,
    );
    expect(week.find((d) => d.dayOfWeek === 'Sunday')).toMatchObject({
      isOpened: true,
      openingTime: 10,
      closingTime: 16,
    });
    expect(week.find((d) => d.dayOfWeek === 'Saturday')).toMatchObject({ isOpened: false });
  });
});

test('a business chooses its reminder e-mails and minimum notice under its opening hours', async ({
  page,
  request,
}) => {
  const business = await freshBusiness(request);
  await openAs(page, '/business-account?user=hours', business);
  await panelReady(page, 'Opening hours');
  const form = main(page).getByRole('form', { name: 'Bookings and reminders' });
  const reminder = (hours: number) => form.getByLabel(`${hours} hours before`, { exact: true });
  const notice = form.getByLabel('Minimum notice to book or reschedule online');
  // The defaults: 24 and 2 hours before.
  await expect(reminder(24)).toBeChecked();
  await expect(reminder(2)).toBeChecked();
  await expect(reminder(48)).not.toBeChecked();

  await reminder(2).uncheck();
  await reminder(48).check();
  await notice.selectOption({ label: '2 hours' });
  await form.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(statusIn(form)).toHaveText('Settings saved.');

  await page.reload();
  await panelReady(page, 'Opening hours');
  await expect(reminder(48)).toBeChecked();
  await expect(reminder(24)).toBeChecked();
  await expect(reminder(2)).not.toBeChecked();
  await expect(notice.locator('option:checked')).toHaveText('2 hours');

  // None: no reminders at all.
  for (const hours of [48, 24]) await reminder(hours).uncheck();
  await expect(form.getByText('No reminders are sent.')).toBeVisible();
  await form.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(statusIn(form)).toHaveText('Settings saved.');
  const token = await stored<string>(page, 'token');
  const res = await request.get('/api/Branch/Settings', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await res.json()) as { data: unknown }).data).toEqual({
    reminderHours: [],
    minNoticeMinutes: 120,
    cancellationWindowHours: 24,
    textChannel: 'sms',
  });
});

test('the business Change Password panel checks its fields before calling the server', async ({ page }) => {
  await openAs(page, '/business-account?user=change-password', DEMO_OWNER);
  await panelReady(page, 'Change Password');
  const submit = main(page).getByRole('button', { name: 'Change Password', exact: true });
  await main(page).getByLabel('New Password', { exact: true }).fill('Another@2026');
  await submit.click();
  await expect(alertIn(main(page))).toHaveText('Reconfirm your password');
  await main(page).getByLabel('Confirm Password', { exact: true }).fill('Another@2026');
  await submit.click();
  await expect(alertIn(main(page))).toHaveText('Please fill up: Old Password');

  await accountMenu(page).getByRole('link', { name: 'Appointments' }).click();
  await expect(main(page).getByRole('heading', { name: 'My Appointments' })).toBeVisible();
  // The demo accounts have seeded appointments.
  await expect(main(page).getByRole('list', { name: 'My Appointments' }).locator(':scope > li').first()).toBeVisible();
});

const CUSTOMER_PANELS: [path: string, heading: string][] = [
  ['profile', 'Profile'],
  ['appointments', 'My Appointments'],
  ['waitlist', 'My Waitlist'],
  ['change-password', 'Change Password'],
];
const BUSINESS_PANELS: [path: string, heading: string][] = [
  ['calendar', 'Calendar'],
  ['business-details', 'Business details'],
  ['services', 'Services'],
  ['employees', 'Employees'],
  ['hours', 'Opening hours'],
  ['appointments', 'My Appointments'],
  ['reports', 'Reports'],
  ['team', 'Team'],
  ['branches', 'Branches'],
  ['change-password', 'Change Password'],
];

// One test per panel (not one for them all: that one took over a minute and ran alone while the other workers idled).
for (const [path, account, panels] of [
  ['/customer-account', DEMO_CUSTOMER, CUSTOMER_PANELS],
  ['/business-account', DEMO_OWNER, BUSINESS_PANELS],
] as const) {
  test(`axe: no violations on the login prompt of ${path}`, async ({ page }) => {
    await page.goto(`${path}?user=${panels[0][0]}`);
    await waitForEagerIslands(page);
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await expectNoViolations(page, `${path} (login prompt)`);
  });

  // The check and the phone width are tests of their own: together, the salon's appointments (a long list for axe)
  // took 29–31 s of a 30 s budget while the other workers ran (15.5 s alone); axe alone on it, 19 s beside two
  // other workers, so it gets a minute; 56 s on a saturated machine, so two.
  for (const [key, heading] of panels) {
    test(`axe: no violations on ${path}?user=${key}`, async ({ page }) => {
      test.setTimeout(120_000);
      await openAs(page, `${path}?user=${key}`, account);
      await panelReady(page, heading);
      await expectNoViolations(page, `${path}?user=${key}`);
    });

    test(`no sideways scroll at 360 px on ${path}?user=${key}`, async ({ page }) => {
      await openAs(page, `${path}?user=${key}`, account);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${path}?user=${key}`);
      await panelReady(page, heading);
      await expectNoSidewaysScroll(page, `${path}?user=${key}`);
    });
  }
}
