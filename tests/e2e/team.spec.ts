/**
 * A salon's team and branches in the business account (issue 28), in Chromium on the desktop and a 360 px phone:
 * the owner adds a branch from the Branches panel and it goes live on the public site; the owner invites a stylist,
 * whose invitation mail's link sets a password and lands them on their own day (their customers only, no other
 * panels); the owner removes them, and their open page loses access at its next call. axe on every new screen. Each
 * test works on a salon of its own (salon.ts).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptDialogs, waitForEagerIslands } from './helpers.ts';
import { ownSalon, AROUND_THE_CLOCK, type OwnSalon } from './salon.ts';
import {
  mailedLink,
  expectNoSidewaysScroll,
  expectNoViolations,
  openLoginFromNav,
  pageAs,
  submitLogin,
  uniqueEmail,
  uniqueName,
} from './session.ts';

const main = (page: Page) => page.getByRole('main');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function openPanel(page: Page, panel: string, heading: string) {
  await page.goto(`/business-account?user=${panel}`);
  await waitForEagerIslands(page);
  // A panel's code arrives on first use; on a loaded machine that can take a while.
  await expect(main(page).getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

/** The invitation link last mailed to this address (the development mailbox), once it is written. */
async function invitationPath(request: APIRequestContext, to: string): Promise<string> {
  const link = await mailedLink(
    request,
    to,
    (m) => (m.links[0]?.includes('/team/join?token=') ? m.links[0] : undefined),
    'an invitation mail',
  );
  return new URL(link).pathname + new URL(link).search;
}

/** Tomorrow at 10:00 in Lagos (UTC+1 all year): after any minimum notice, on a day of the test's own salon. */
function tomorrowAtTen() {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(Date.now() + 86_400_000);
  return { date, start: new Date(`${date}T10:00:00+01:00`).toISOString() };
}

/** A walk-in with a phone of its own (the salon knows its guests by phone number). */
async function walkIn(
  request: APIRequestContext,
  salon: OwnSalon,
  customer: { name: string; phone: string },
  employeeId: string,
  start: string,
) {
  const res = await request.post('/api/Appointment/InsertBySalon', {
    headers: { Authorization: `Bearer ${salon.owner.token}` },
    data: {
      startDateTime: start,
      branchEmployeeId: employeeId,
      appointmentServices: [{ serviceId: salon.services[0]!.serviceId }],
      customer: { fullName: customer.name, phoneNumber: customer.phone },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('the owner adds a branch in the business account, and it appears on the public site @phone', async ({
  page,
  request,
}) => {
  const salon = await ownSalon(request, { who: 'team-branch' });
  // Logged in from the page's prompt, as an owner does: the session is the browser's own from then on.
  await page.goto('/business-account?user=branches');
  await waitForEagerIslands(page);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await submitLogin(page.getByRole('dialog'), salon.business);
  await expect(main(page).getByRole('heading', { name: 'Branches', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
  await expectNoViolations(page, 'the Branches panel');
  await expectNoSidewaysScroll(page, 'the Branches panel');

  const form = main(page).getByRole('form', { name: 'Add a branch' });
  await form.getByRole('button', { name: 'Add branch' }).click();
  await expect(form.getByRole('alert')).toContainText('Please fill up: Branch Name');
  await form.getByLabel('Branch Name').fill('Yaba Annex');
  await form.getByLabel('Phone Number').fill('0803 777 8888');
  await form.getByLabel('Location').fill('Yaba');
  await form.getByLabel('City').fill('Lagos');
  await form.getByLabel('Address').fill('40 Commercial Avenue');
  await form.getByLabel('Start with the services, opening hours and settings of').selectOption(salon.branchId);
  const opened = Date.now();
  await form.getByRole('button', { name: 'Add branch' }).click();
  await expect(form.getByRole('status')).toContainText('Branch added.');

  // The switcher offers it at once; its page goes live within seconds.
  await expect(menu(page).getByRole('link', { name: /Yaba Annex/ })).toBeVisible();
  const link = main(page)
    .getByRole('list', { name: 'Your branches' })
    .getByRole('listitem')
    .filter({ hasText: 'Yaba Annex' })
    .getByRole('link', { name: 'its page on Salonbook' });
  const href = (await link.getAttribute('href'))!;
  await expect.poll(async () => (await request.get(href)).status(), { timeout: 60_000, intervals: [250] }).toBe(200);
  test.info().annotations.push({ type: 'live after', description: `${Date.now() - opened} ms` });
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(salon.business.businessName);
  await expect(page.getByRole('button', { name: `Add ${salon.services[0]!.serviceName}` })).toBeVisible();

  // Switching to it: the panels work on the new branch, and the choice is remembered.
  await page.goto('/business-account?user=employees');
  await menu(page)
    .getByRole('link', { name: /Yaba Annex/ })
    .click();
  await expect(menu(page).getByRole('link', { name: /Yaba Annex/ })).toHaveAttribute('aria-current', 'true');
  await expect(main(page).getByText('No employees yet.')).toBeVisible({ timeout: 20_000 });
  await page.goto('/business-account?user=employees');
  await expect(menu(page).getByRole('link', { name: /Yaba Annex/ })).toHaveAttribute('aria-current', 'true');
  await expectNoViolations(page, 'the business account with the branch switcher');
});

test('the owner invites a stylist, who sees only their own day, until the owner removes them @phone', async ({
  browser,
  request,
}) => {
  const stylistName = uniqueName('Ada');
  const salon = await ownSalon(request, {
    who: 'team-stylist',
    staff: [stylistName, 'Femi Ojo'],
    hours: AROUND_THE_CLOCK,
  });
  const [mine, theirs] = salon.employees;
  const { date, start } = tomorrowAtTen();
  const myCustomer = uniqueName('Kemi');
  const otherCustomer = uniqueName('Bisi');
  await walkIn(request, salon, { name: myCustomer, phone: '0803 222 3301' }, mine!.branchEmployeeId, start);
  await walkIn(request, salon, { name: otherCustomer, phone: '0803 222 3302' }, theirs!.branchEmployeeId, start);

  // The owner invites them from the Team panel.
  const owner = await pageAs(browser, salon.owner);
  acceptDialogs(owner);
  await openPanel(owner, 'team', 'Team');
  const email = uniqueEmail('stylist');
  const invite = main(owner).getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Full Name').fill(stylistName);
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('STYLIST');
  await invite.getByLabel('Employee').selectOption(mine!.branchEmployeeId);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText('Invitation sent.');
  const row = main(owner).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expectNoViolations(owner, 'the Team panel');
  await expectNoSidewaysScroll(owner, 'the Team panel');

  // The mailed link: a password, and they are in.
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? undefined,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  const stylist = await context.newPage();
  await stylist.goto(await invitationPath(request, email));
  await expect(stylist.getByRole('heading', { name: new RegExp(salon.business.businessName) })).toBeVisible();
  await expectNoViolations(stylist, 'the join page');
  await expectNoSidewaysScroll(stylist, 'the join page');
  await stylist.getByLabel('Password', { exact: true }).fill('Stylist@2026!');
  await stylist.getByLabel('Confirm Password').fill('Stylist@2026!');
  await stylist.getByRole('button', { name: 'Join the team' }).click();
  await expect(stylist.getByRole('heading', { name: 'You are on the team' })).toBeVisible();
  await stylist.getByRole('link', { name: 'Open the business account' }).click();

  // Their own day: their customer, not the other stylist's; no panel but the calendar and the password.
  await expect(main(stylist).getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(menu(stylist).getByRole('link')).toHaveText(['Calendar', 'Change Password', 'Logout']);
  await main(stylist).getByLabel('Date', { exact: true }).fill(date);
  await expect(main(stylist).getByRole('button', { name: new RegExp(myCustomer) })).toBeVisible();
  await expect(main(stylist).getByText(otherCustomer)).toHaveCount(0);
  // The other customer's phone, stored in E.164, in no form at all (grouped for reading, or as stored).
  await expect(main(stylist).getByText(/\+234 ?803 ?222 ?3302/)).toHaveCount(0);
  // No walk-ins, time off, moves or cancellations: those are the front desk's.
  await expect(main(stylist).getByRole('button', { name: 'Add time off' })).toHaveCount(0);
  await expect(main(stylist).getByRole('button', { name: /^Book / })).toHaveCount(0);
  await expectNoViolations(stylist, "the stylist's calendar");
  await expectNoSidewaysScroll(stylist, "the stylist's calendar");
  // The services panel does not open for them: the page shows their calendar instead.
  await stylist.goto('/business-account?user=services');
  await expect(main(stylist).getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main(stylist).getByRole('heading', { name: 'Services', exact: true })).toHaveCount(0);

  // The owner removes them: the stylist's open page is refused at its next call.
  await owner.reload();
  await expect(main(owner).getByRole('heading', { name: 'Team', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Active');
  await main(owner)
    .getByRole('button', { name: `Remove ${stylistName}` })
    .click();
  await expect(main(owner).getByRole('status')).toHaveText('Removed from the team.');
  await expect(main(owner).getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await main(stylist).getByLabel('Date', { exact: true }).fill(date);
  await main(stylist).getByRole('button', { name: /Next/ }).click();
  await expect(main(stylist).getByText('This account has no salon branch.')).toBeVisible();
  await context.close();
});

test("the demo manager logs in from the nav and lands on the branch's calendar, with a manager's panels", async ({
  page,
}) => {
  await page.goto('/');
  await waitForEagerIslands(page);
  const dialog = await openLoginFromNav(page);
  await submitLogin(dialog, { email: 'manager@salonbook.ng', password: 'Manager@2026' });
  await expect(dialog).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/business-account\?user=calendar$/);
  await expect(main(page).getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(menu(page).getByRole('link')).toHaveText([
    'Calendar',
    'Services',
    'Employees',
    'Opening hours',
    'Appointments',
    'Reports',
    'Team',
    'Change Password',
    'Logout',
  ]);
  // The team, to read: no invitation form, no remove buttons.
  await menu(page).getByRole('link', { name: 'Team' }).click();
  await expect(main(page).getByRole('cell', { name: 'manager@salonbook.ng' })).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByRole('form', { name: 'Invite someone' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});
