/**
 * Texts (issue 30) in Chromium: a customer with a mobile number books at a salon of the test's own; the booking's
 * text is in the development phone inbox (/dev/phone) with its short link, and the link opens the appointment's
 * manage page. The customer's number is the test's own, so the inbox shows only this test's texts.
 */
import { expect, test } from '@playwright/test';
import { bookFirstFree, ownSalon } from './salon.ts';
import { newCustomer } from './session.ts';

test.describe.configure({ timeout: 120_000 });

test('a booking texts the customer; the short link in /dev/phone opens the manage page', async ({ page, request }) => {
  // A number of this test's own: 0803 then the clock's last seven digits.
  const local = `0803${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const e164 = `+234${local.slice(1)}`;
  const [salon, customer] = await Promise.all([ownSalon(request), newCustomer(request, { phone: local })]);
  const { appointmentNo } = await bookFirstFree(
    request,
    customer.session,
    salon.branchId,
    salon.services[0]!.serviceId,
  );

  await page.goto(`/dev/phone?to=${encodeURIComponent(e164)}`);
  const text = page.getByRole('article').filter({ hasText: 'Text: booking confirmed' });
  await expect(text).toHaveCount(1);
  await expect(text).toContainText(`you are booked at ${salon.business.businessName}`.slice(0, 40));
  await expect(text).toContainText(`To ${e164} · SMS`);
  const link = text.getByRole('link', { name: /\/m\/[A-Za-z0-9]{10}$/ });
  await link.click();
  await expect(page).toHaveURL(/\/appointments\/manage\?token=/);
  await expect(page.getByRole('heading', { name: `Appointment no. ${appointmentNo}` })).toBeVisible();
});
