/**
 * Partner fees: a salon buys a plan through the sandbox checkout and sees 'Subscribed'; a forged return records
 * nothing; a replayed return records once; a customer cannot buy for a branch that is not theirs.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';
import { registerBusiness } from './salon.ts';
import { login } from './session.ts';

/** A business of the test's own (each buys, or fails to buy, its own plans), logged in. */
async function newBusiness(request: APIRequestContext) {
  const business = await registerBusiness(request, 'plans');
  const session = await login(request, business.email, business.password);
  return { ...session, branchId: session.branchId! };
}

async function useSession(page: Page, session: Record<string, string>) {
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('seeded')) {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
      sessionStorage.setItem('seeded', '1');
    }
  }, session);
}

const plans = async (request: APIRequestContext) =>
  (await (await request.get('/api/SubscriptionType/GetByStatus')).json()).data as {
    subscriptionTypeId: string;
    subscriptionName: string;
  }[];
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

test(
  'a salon buys a plan through the sandbox checkout and sees Subscribed; ' + 'the return page can be reloaded safely',
  async ({ page, request }) => {
    const s = await newBusiness(request);
    const [basic, pro] = await plans(request);
    await useSession(page, { token: s.token, role: s.role, userID: s.userId, branchId: s.branchId });
    await page.goto('/partner-fees');
    await expect(card(page, basic!.subscriptionName).getByRole('button')).toHaveText('Upgrade');
    await waitForHydration(card(page, basic!.subscriptionName).getByRole('button'));
    await card(page, basic!.subscriptionName).getByRole('button', { name: 'Upgrade' }).click();

    await expect(page).toHaveURL(/\/api\/Payment\/Sandbox\/Checkout\?txRef=SB-/);
    await expect(page.getByRole('heading', { name: `${basic!.subscriptionName} plan` })).toBeVisible();
    await expect(page.getByText(/\$\d+\.\d\d/)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/PaymentStatus\?status=success&txRef=SB-/);
    await expect(page.getByRole('heading', { name: 'subscription updated' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('subscriptionItem'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'subscription updated' })).toBeVisible();
    const list = (
      await (
        await request.get(`/api/BranchSubscription/GetByBranch?BranchId=${s.branchId}`, {
          headers: { Authorization: `Bearer ${s.token}` },
        })
      ).json()
    ).data;
    expect(list).toHaveLength(1);

    await page.goto('/partner-fees');
    await expect(card(page, basic!.subscriptionName).getByRole('button')).toHaveText('Subscribed');
    await expect(card(page, basic!.subscriptionName).getByRole('button')).toBeDisabled();
    await expect(card(page, pro!.subscriptionName).getByRole('button')).toHaveText('Upgrade');
  },
);

test('a forged return URL records nothing and says what to do', async ({ page, request }) => {
  const s = await newBusiness(request);
  await useSession(page, { token: s.token, role: s.role, userID: s.userId, branchId: s.branchId });
  await page.goto('/PaymentStatus?status=success&txRef=made-up');
  await expect(page.getByRole('heading', { name: 'Payment not recorded' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('could not find this payment');
  const list = (
    await (
      await request.get(`/api/BranchSubscription/GetByBranch?BranchId=${s.branchId}`, {
        headers: { Authorization: `Bearer ${s.token}` },
      })
    ).json()
  ).data;
  expect(list).toEqual([]);
  await page.goto('/PaymentStatus?status=cancelled&txRef=x');
  await expect(page.getByRole('alert')).toContainText('cancelled and nothing was charged');
});

test(
  "without a stored branchId the button reads 'Click here for subscription' " + 'and leads to registration @phone',
  async ({ page, request }) => {
    const [basic] = await plans(request);
    await page.goto('/partner-fees');
    const button = card(page, basic!.subscriptionName).getByRole('button', { name: 'Click here for subscription' });
    await waitForHydration(button);
    await button.click();
    await expect(page).toHaveURL(/\/auth\?mode=register/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('subscriptionItem')))!).subscriptionTypeId).toBe(
      basic!.subscriptionTypeId,
    );
  },
);

test('a customer cannot buy a plan for a branch that is not theirs', async ({ page, request }) => {
  const salon = await newBusiness(request);
  const customer = await login(request, 'customer@salonbook.ng', 'Customer@2026');
  const [basic] = await plans(request);
  await useSession(page, {
    token: customer.token,
    role: 'Customer',
    userID: customer.userId,
    branchId: salon.branchId,
  });
  await page.goto('/partner-fees');
  const upgrade = card(page, basic!.subscriptionName).getByRole('button', { name: 'Upgrade' });
  await waitForHydration(upgrade);
  await upgrade.click();
  await expect(card(page, basic!.subscriptionName).getByRole('alert')).toHaveText(
    'This is not available to your account.',
  );
  await expect(page).toHaveURL(/\/partner-fees/);
});
