/**
 * The cart on a branch page (spec section 4): add once, remove subtracts, reset clears, the empty total text, kept in
 * localStorage ('cart', 'cartID'), a new cart for another branch, and Book.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  branchWithServices,
  naira,
  servicesOf,
  stored,
  waitForHydration,
  type BranchDetail,
  type Service,
} from './helpers.ts';

interface StoredCart {
  items: { id: string; name: string; price: number; hours: number; min: number }[];
  totalAmount: number;
  businessName: string;
  businessEmail: string;
}

const EMPTY = 'Please add items to the cart.';
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const total = (page: Page) => summary(page).locator('.order-total');
const addButton = (page: Page, s: Service) =>
  page.locator('#book').getByRole('button', { name: `Add ${s.serviceName}`, exact: true });
const addedButton = (page: Page, s: Service) =>
  page.locator('#book').getByRole('button', { name: `${s.serviceName} added`, exact: true });
const removeButton = (page: Page, s: Service) =>
  summary(page).getByRole('button', { name: `Remove ${s.serviceName}`, exact: true });

/** Opens a branch page and waits until its order island is live. */
async function openBranch(page: Page, branch: BranchDetail) {
  await page.goto(`/branches/${branch.branchUrl}`);
  await waitForHydration(summary(page));
}

/** Two services of the branch with different prices. */
function twoServices(branch: BranchDetail): [Service, Service] {
  const all = servicesOf(branch);
  const first = all[0]!;
  const second = all.find((s) => s.price !== first.price && s.serviceName !== first.serviceName) ?? all[1]!;
  return [first, second];
}

async function add(page: Page, s: Service) {
  await addButton(page, s).click();
  await expect(addedButton(page, s)).toHaveText('Added');
}

test("'+ Add' turns into 'Added' and the summary shows the item and the total in naira @phone", async ({
  page,
  request,
}) => {
  const branch = await branchWithServices(request);
  const [a, b] = twoServices(branch);
  await openBranch(page, branch);
  await expect(total(page)).toHaveText(EMPTY);
  await expect(addButton(page, a)).toHaveText('+ Add');

  await add(page, a);
  await expect(addedButton(page, a)).toHaveAttribute('aria-pressed', 'true');
  const line = summary(page).getByRole('listitem').filter({ hasText: a.serviceName });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(naira(a.price));
  await expect(total(page)).toHaveText(`Total ${naira(a.price)}`);
  expect(naira(a.price)).toMatch(/^₦\d{1,3}(,\d{3})*$/);

  await add(page, b);
  await expect(summary(page).getByRole('listitem')).toHaveCount(2);
  await expect(total(page)).toHaveText(`Total ${naira(a.price + b.price)}`);
  // The other services are still '+ Add'.
  for (const s of servicesOf(branch).filter((x) => x.serviceId !== a.serviceId && x.serviceId !== b.serviceId)) {
    await expect(addButton(page, s)).toHaveText('+ Add');
  }
});

test('a service is in the cart once: it appears a single time and its price counts once', async ({ page, request }) => {
  const branch = await branchWithServices(request);
  const [a] = twoServices(branch);
  await openBranch(page, branch);
  await add(page, a);
  // Once added, the row offers no second '+ Add' for the same service.
  await expect(addButton(page, a)).toHaveCount(0);
  await expect(summary(page).getByRole('listitem').filter({ hasText: a.serviceName })).toHaveCount(1);
  await expect(total(page)).toHaveText(`Total ${naira(a.price)}`);

  const cart = (await stored<StoredCart>(page, 'cart'))!;
  expect(cart.items.filter((i) => i.id === a.serviceId)).toHaveLength(1);
  expect(cart.totalAmount).toBe(a.price);

  // After a reload the same service still counts once.
  await page.reload();
  await waitForHydration(summary(page));
  await expect(addedButton(page, a)).toHaveText('Added');
  await expect(summary(page).getByRole('listitem').filter({ hasText: a.serviceName })).toHaveCount(1);
  await expect(total(page)).toHaveText(`Total ${naira(a.price)}`);
});

test('Remove subtracts the price; removing the last item shows the empty text', async ({ page, request }) => {
  const branch = await branchWithServices(request);
  const [a, b] = twoServices(branch);
  await openBranch(page, branch);
  await add(page, a);
  await add(page, b);
  await expect(total(page)).toHaveText(`Total ${naira(a.price + b.price)}`);

  await removeButton(page, a).click();
  await expect(total(page)).toHaveText(`Total ${naira(b.price)}`);
  await expect(summary(page).getByRole('listitem').filter({ hasText: a.serviceName })).toHaveCount(0);
  await expect(addButton(page, a)).toHaveText('+ Add');
  await expect(addedButton(page, b)).toHaveText('Added');

  await removeButton(page, b).click();
  await expect(total(page)).toHaveText(EMPTY);
  await expect(summary(page).getByRole('listitem')).toHaveCount(0);
  expect((await stored<StoredCart>(page, 'cart'))?.items ?? []).toEqual([]);
});

test('Reset clears the cart', async ({ page, request }) => {
  const branch = await branchWithServices(request);
  const [a, b] = twoServices(branch);
  await openBranch(page, branch);
  await add(page, a);
  await add(page, b);

  await summary(page).getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(total(page)).toHaveText(EMPTY);
  await expect(summary(page).getByRole('listitem')).toHaveCount(0);
  await expect(addButton(page, a)).toHaveText('+ Add');
  await expect(addButton(page, b)).toHaveText('+ Add');
  const cart = await stored<StoredCart>(page, 'cart');
  expect(cart?.items ?? []).toEqual([]);
  expect(cart?.totalAmount ?? 0).toBe(0);
});

test("the cart persists across a reload in localStorage 'cart', with 'cartID' remembering the branch", async ({
  page,
  request,
}) => {
  const branch = await branchWithServices(request);
  const [a, b] = twoServices(branch);
  await openBranch(page, branch);
  await add(page, a);
  await add(page, b);

  const cart = (await stored<StoredCart>(page, 'cart'))!;
  expect(cart.items.map((i) => i.id)).toEqual([a.serviceId, b.serviceId]);
  expect(cart.items[0]).toMatchObject({
    name: a.serviceName,
    price: a.price,
    hours: a.durationHours,
    min: a.durationMinutes,
  });
  expect(cart.totalAmount).toBe(a.price + b.price);
  expect(await stored(page, 'cartID')).toBe(branch.branchId);

  await page.reload();
  await waitForHydration(summary(page));
  await expect(addedButton(page, a)).toHaveText('Added');
  await expect(addedButton(page, b)).toHaveText('Added');
  await expect(summary(page).getByRole('listitem')).toHaveCount(2);
  await expect(total(page)).toHaveText(`Total ${naira(a.price + b.price)}`);
});

test('opening a different branch starts a new cart; reopening the same branch keeps it', async ({ page, request }) => {
  const first = await branchWithServices(request, 2, 0);
  const second = await branchWithServices(request, 2, 1);
  expect(second.branchId).not.toBe(first.branchId);
  const [a] = twoServices(first);
  const [c] = twoServices(second);

  await openBranch(page, first);
  await add(page, a);

  // Elsewhere on the site and back to the same branch: the cart is kept.
  await page.goto('/blogs');
  await openBranch(page, first);
  await expect(addedButton(page, a)).toHaveText('Added');
  await expect(total(page)).toHaveText(`Total ${naira(a.price)}`);
  expect(await stored(page, 'cartID')).toBe(first.branchId);

  // Another branch: a new, empty cart that now belongs to it.
  await openBranch(page, second);
  await expect(total(page)).toHaveText(EMPTY);
  await expect(summary(page).getByRole('listitem')).toHaveCount(0);
  await expect.poll(() => stored(page, 'cartID')).toBe(second.branchId);
  expect((await stored<StoredCart>(page, 'cart'))?.items ?? []).toEqual([]);
  await add(page, c);
  await expect(total(page)).toHaveText(`Total ${naira(c.price)}`);

  // Back to the first: the cart was reset when the second branch was opened, and is reset again now.
  await openBranch(page, first);
  await expect(total(page)).toHaveText(EMPTY);
  await expect(addButton(page, a)).toHaveText('+ Add');
  await expect.poll(() => stored(page, 'cartID')).toBe(first.branchId);
});

test("Book with an empty cart alerts 'cart is empty' and stays", async ({ page, request }) => {
  const branch = await branchWithServices(request);
  await openBranch(page, branch);
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await summary(page).getByRole('button', { name: 'Book', exact: true }).click();
  await expect.poll(() => messages).toEqual(['alert: cart is empty']);
  await expect(page).toHaveURL(`/branches/${branch.branchUrl}`);
});

test(
  'Book with items saves businessName and businessEmail ' + 'into the cart and goes to /appointments/{branchId} @phone',
  async ({ page, request }) => {
    const branch = await branchWithServices(request);
    const [a, b] = twoServices(branch);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await openBranch(page, branch);
    await add(page, a);
    await add(page, b);
    await summary(page).getByRole('button', { name: 'Book', exact: true }).click();

    await expect(page).toHaveURL(`/appointments/${branch.branchId}`);
    expect(dialogs).toBe(0);
    const cart = (await stored<StoredCart>(page, 'cart'))!;
    expect(cart.businessName).toBe(branch.businessName);
    expect(cart.businessEmail).toBe(branch.businessEmail);
    expect(cart.items.map((i) => i.id)).toEqual([a.serviceId, b.serviceId]);
    expect(cart.totalAmount).toBe(a.price + b.price);
  },
);
