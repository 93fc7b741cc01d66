/**
 * Accounts in the browser: customer signup -> confirmation mail -> login; business pre-signup -> registration ->
 * confirmation -> login; forgot password -> reset -> login; the forms' messages (spec section 5), /auth's unknown
 * modes, /logout, axe and 360 px layouts. Mails are read from the development mailbox; every test uses its own e-mail.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stored, waitForEagerIslands } from './helpers.ts';
import { expectNoViolations, mailedLink, openLoginFromNav, submitLogin, uniqueDigits, uniqueEmail } from './session.ts';

const PASSWORD = 'Lagos-Braids-2026';
const DEMO_CUSTOMER = 'customer@salonbook.ng';
const TAKEN = 'This e-mail is already registered. Please log in instead.';
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

/** The first link of the newest mail to `to` whose subject is `subject`. */
const mailLink = (request: APIRequestContext, to: string, subject: string) =>
  mailedLink(request, to, (m) => (m.subject === subject ? m.links[0] : undefined), `a mail '${subject}'`);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function logIn(page: Page, email: string, password: string) {
  await submitLogin(await openLoginFromNav(page), { email, password });
}

/** A localStorage key's value, '' when absent: the session store keeps a cleared key as '' (src/stores/session.ts). */
const heldValue = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k) ?? '', key);

const myAccount = (page: Page) => nav(page).getByRole('link', { name: 'My Account' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForEagerIslands(page);
}

test.describe('customer signup', () => {
  test('sign up, confirm from the mailbox, a wrong password alerts the server message, then log in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('customer');
    await open(page, '/auth?mode=signup');
    await expect(page).toHaveTitle('Sign up | Salonbook');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const form = page.getByRole('form', { name: 'Create a customer account' });
    await form.getByLabel('Name', { exact: true }).fill('Adaeze Okafor');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Phone Number', { exact: true }).fill('+234 803 123 4567');
    // Slow the e-mail check down so the working state can be seen.
    await page.route('**/api/Auth/check-email**', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();

    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Account created. Please check your e-mail to confirm your address.',
    );
    await expect(
      page.getByText(
        `We have sent a confirmation link to ${email}. ` +
          'Please open that link to confirm your e-mail address, then log in.',
      ),
    ).toBeVisible();

    const link = await mailLink(request, email, 'Confirm your e-mail address');
    expect(new URL(link).pathname).toBe('/auth');
    expect(new URL(link).searchParams.get('mode')).toBe('account-created');
    await open(page, link);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      "Your e-mail is confirmed. Please login and go to 'My Account'.",
    );

    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await logIn(page, email, 'not-the-password');
    await expect.poll(() => alerts).toEqual(['Wrong e-mail or password.']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await heldValue(page, 'token')).toBe('');

    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(myAccount(page)).toBeVisible();
    await expect(myAccount(page)).toHaveAttribute('href', '/customer-account?user=profile');
    expect(await stored(page, 'role')).toBe('Customer');
    expect(await stored(page, 'token')).toBeTruthy();
    expect(alerts).toHaveLength(1);
  });

  test(
    "missing fields list 'Please fill up: ...'; " +
      "a taken e-mail shows the server's message; the form works from the keyboard",
    async ({ page }) => {
      await open(page, '/auth?mode=signup');
      const form = page.getByRole('form', { name: 'Create a customer account' });
      const name = form.getByLabel('Name', { exact: true });
      await name.focus();
      await page.keyboard.type('Tunde Bakare');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(form.getByRole('alert')).toHaveText('Please fill up: Email, Password, Phone Number');

      await name.fill('');
      await form.getByRole('button', { name: 'Sign up' }).click();
      await expect(form.getByRole('alert')).toHaveText('Please fill up: Name, Email, Password, Phone Number');

      await name.fill('Tunde Bakare');
      await form.getByLabel('Email', { exact: true }).fill(DEMO_CUSTOMER);
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Phone Number', { exact: true }).fill('08031234567');
      await form.getByRole('button', { name: 'Sign up' }).click();
      await expect(form.getByRole('alert')).toHaveText(TAKEN);
    },
  );

  test(
    "the signup fallback: 'Something went wrong. Please try after sometime.' " + 'when the server gives no message',
    async ({ page }) => {
      await open(page, '/auth?mode=signup');
      await page.route('**/api/Auth/check-email**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
      const form = page.getByRole('form', { name: 'Create a customer account' });
      await form.getByLabel('Name', { exact: true }).fill('Ngozi Eze');
      await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('fallback'));
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Phone Number', { exact: true }).fill('08031234567');
      await form.getByRole('button', { name: 'Sign up' }).click();
      await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try after sometime.');
    },
  );
});

test.describe('business registration', () => {
  test(
    'pre-signup -> register (prefilled, no password in the URL) -> ' + 'success -> confirm -> log in as the business',
    async ({ page, request }) => {
      const email = uniqueEmail('owner');
      await open(page, '/auth?mode=signup');
      const panel = page.getByRole('form', { name: 'List your salon' });
      await panel.getByRole('button', { name: 'Register your business' }).click();
      await expect(panel.getByRole('alert')).toHaveText('Please fill up all above inputs.');

      await panel.getByLabel('Your Name', { exact: true }).fill('Funmi Adeyemi');
      await panel.getByLabel('Email', { exact: true }).fill(email);
      await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await panel.getByLabel('Mobile Number', { exact: true }).fill('08091234567');
      await panel.getByRole('button', { name: 'Register your business' }).click();

      await page.waitForURL('**/auth?mode=register');
      expect(page.url()).not.toContain(PASSWORD);
      await waitForEagerIslands(page);
      await expect(page).toHaveTitle('Register your business | Salonbook');
      const form = page.getByRole('form', { name: 'Business registration' });
      await expect(form.getByLabel('Contact Name', { exact: true })).toHaveValue('Funmi Adeyemi');
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(form.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
      await expect(form.getByLabel('Mobile Number', { exact: true })).toHaveValue('08091234567');
      // The hand-over is read once and forgotten: the password does not linger in storage.
      expect(await page.evaluate(() => sessionStorage.getItem('preSignup'))).toBeNull();

      const type = form.getByLabel('Business Type', { exact: true });
      await expect(type.locator('option').first()).toHaveText('Please select');
      await type.selectOption({ index: 1 });
      // Letters-free after "E2E", like the salons of salon.ts: no other test's name search finds it.
      await form.getByLabel('Business Name', { exact: true }).fill(`E2E ${uniqueDigits()}`);
      await form.getByLabel('Location', { exact: true }).fill('Lekki Phase 1');
      await form.getByLabel('Landline Number', { exact: true }).fill('012345678');
      await form.getByLabel('Address', { exact: true }).fill('12 Admiralty Way');
      await form.getByLabel('Zip Code', { exact: true }).fill('106104');
      await form.getByLabel('City', { exact: true }).fill('Lagos');
      await form.getByLabel('Country', { exact: true }).fill('Nigeria');
      await form.getByLabel('About (optional)').fill('Braids, silk presses and nails.');

      let body = '';
      await page.route('**/api/business/register-business', async (route) => {
        body = route.request().postDataBuffer()?.toString('utf8') ?? '';
        await route.continue();
      });
      await form.getByRole('button', { name: 'Register' }).click();
      await expect.poll(() => body).not.toBe('');
      const payload = new URLSearchParams(body);
      expect(
        Object.fromEntries(
          [
            'id',
            'branchId',
            'BranchImageId',
            'BranchType',
            'status',
            'rating',
            'totalRatings',
            'currency',
            'email',
            'contactName',
          ].map((k) => [k, payload.get(k)]),
        ),
      ).toEqual({
        id: ZERO_ID,
        branchId: ZERO_ID,
        BranchImageId: ZERO_ID,
        BranchType: 'Main',
        status: 'true',
        rating: '0',
        totalRatings: '0',
        currency: 'NAIRA',
        email,
        contactName: 'Funmi Adeyemi',
      });

      await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
      await expect(page.getByText("Please login and go to 'My Account'.", { exact: false })).toBeVisible();
      // The success screen's Login opens the overlay.
      await page.locator('.result-panel').getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      // /confirmemail shows the same confirmation screen as /auth?mode=account-created.
      const link = new URL(await mailLink(request, email, 'Confirm your e-mail address'));
      const confirm = new URLSearchParams({
        email: link.searchParams.get('email')!,
        token: link.searchParams.get('token')!,
      });
      await open(page, `/confirmemail?${confirm}`);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        "Your e-mail is confirmed. Please login and go to 'My Account'.",
      );

      await logIn(page, email, PASSWORD);
      await expect(myAccount(page)).toBeVisible();
      await expect(myAccount(page)).toHaveAttribute('href', '/business-account?user=business-details');
      expect(await stored(page, 'role')).toBe('Business');
      expect(await stored(page, 'branchId')).toBeTruthy();
    },
  );

  test('the register form lists the missing fields in order and pre-checks the e-mail with the server', async ({
    page,
  }) => {
    await open(page, '/auth?mode=register');
    const form = page.getByRole('form', { name: 'Business registration' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Please fill up: Business Name, Contact Name, Business Type, Location, Landline Number, Mobile Number, ' +
        'Email, Address, Zip Code, City, Country, Password',
    );
    const fill: [string, string][] = [
      ['Business Name', 'Taken Mail Salon'],
      ['Contact Name', 'Ife Ola'],
      ['Location', 'Wuse 2'],
      ['Landline Number', '094612345'],
      ['Mobile Number', '08061234567'],
      ['Email', DEMO_CUSTOMER],
      ['Address', '5 Aminu Kano Crescent'],
      ['Zip Code', '900288'],
      ['City', 'Abuja'],
      ['Country', 'Nigeria'],
      ['Password', PASSWORD],
    ];
    for (const [label, value] of fill) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill up: Business Type');
    await form.getByLabel('Business Type', { exact: true }).selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toHaveText(TAKEN);
  });

  test("business types that cannot load show 'Failed loading business types'", async ({ page }) => {
    await page.route('**/api/BusinessType/Get**', (route) =>
      route.fulfill({ status: 500, json: { status: 'Error', message: 'down' } }),
    );
    await open(page, '/auth?mode=register');
    await expect(page.getByRole('alert')).toContainText('Failed loading business types');
    await expect(page.getByRole('heading', { name: 'An Error Occurred' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Business registration' })).toHaveCount(0);
  });
});

test.describe('passwords', () => {
  test('forgot password: overlay -> mailbox link -> /reset-pass -> new password -> log in with it', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('forgetful');
    const created = await request.post('/api/Auth/register', {
      form: { Name: 'Chidi Nwosu', Email: email, Password: PASSWORD, PhoneNumber: '08051234567' },
    });
    expect(created.ok()).toBeTruthy();

    await open(page, '/');
    const dialog = await openLoginFromNav(page);
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toContainText('we have sent a link to reset the password');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const link = await mailLink(request, email, 'Reset your password');
    expect(new URL(link).pathname).toBe('/reset-pass');
    await open(page, link);
    await expect(page).toHaveTitle('Reset your password | Salonbook');
    const form = page.getByRole('form', { name: 'Reset password' });
    const newPassword = 'Abuja-Cornrows-2027';
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.route('**/api/Users/ResetPassword', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed. Please log in with the new one.',
    );

    await page.locator('.result-panel').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(myAccount(page)).toBeVisible();
    expect(await stored(page, 'token')).toBeTruthy();
  });

  for (const path of ['/reset-pass', '/resetpassword']) {
    test(`${path}: 'Reconfirm your password' first, then 'Please fill up: ...'`, async ({ page }) => {
      await open(page, `${path}?email=nobody%40example.com&token=not-a-real-token-123`);
      const form = page.getByRole('form', { name: 'Reset password' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('alert')).toHaveText('Please fill up: New Password, Confirm Password');
      await form.getByLabel('New Password', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('alert')).toHaveText('Reconfirm your password');
      await form.getByLabel('Confirm Password', { exact: true }).fill(`${PASSWORD}!`);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('alert')).toHaveText('Reconfirm your password');
      // Matching passwords reach the server, whose message is shown (this link's token is not real).
      await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'This reset link is not valid or has expired. Please ask for a new one.',
      );
    });
  }
});

test("/auth with an unknown or missing mode shows 'unsupported route' with 422", async ({ page }) => {
  for (const path of ['/auth?mode=nonsense', '/auth']) {
    await open(page, path);
    const screen = page.getByRole('alert');
    await expect(screen).toContainText('unsupported route');
    await expect(screen).toContainText('422');
  }
});

test("a confirmation link that is not valid shows the server's message", async ({ page }) => {
  await open(
    page,
    `/auth?mode=account-created&email=${encodeURIComponent(uniqueEmail('ghost'))}&token=not-a-real-token-123`,
  );
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is not valid or has expired. Log in to get a new one.',
  );
  await expect(page.locator('.result-panel').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('/logout clears token, role and userID and lands on the home page', async ({ page }) => {
  await open(page, '/');
  await page.evaluate(() => {
    for (const [k, v] of Object.entries({ token: 'x.y.z', role: 'Customer', userID: 'u1', branchId: 'b1' }))
      localStorage.setItem(k, v);
  });
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');
  await waitForEagerIslands(page);
  for (const key of ['token', 'role', 'userID', 'branchId']) expect(await heldValue(page, key), key).toBe('');
  await expect(nav(page).getByRole('button', { name: 'Login', exact: true })).toBeAttached();
  await expect(myAccount(page)).toBeHidden();
});

const pages: [string, (page: Page) => Promise<void>][] = [
  ['/auth?mode=signup', (page) => expect(page.getByRole('form', { name: 'Create a customer account' })).toBeVisible()],
  ['/auth?mode=register', (page) => expect(page.getByRole('form', { name: 'Business registration' })).toBeVisible()],
  ['/reset-pass', (page) => expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible()],
];

for (const [path, ready] of pages) {
  test(`axe: no violations on ${path}, and no horizontal scroll at 360 px @phone`, async ({ page }) => {
    await open(page, path);
    await ready(page);
    await expectNoViolations(page, path);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
