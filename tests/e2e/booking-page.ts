/** The booking page's controls as the end-to-end tests drive them (booking.spec.ts, deposits.spec.ts). */
import { expect, type Locator, type Page } from '@playwright/test';

export const dayButtons = (page: Page) => page.locator('.day-list').getByRole('button');
export const timeSelect = (page: Page) => page.getByLabel('Time', { exact: true });
export const employeeSelect = (page: Page) => page.getByLabel('Employee', { exact: true });

/** The option values of a select, placeholder left out. */
export const optionValues = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

/** Waits until the chosen day's times have arrived: 'open' (a time can be chosen) or 'closed'. */
export async function daySettled(page: Page): Promise<'open' | 'closed'> {
  let state = 'wait';
  await expect
    .poll(
      async () => {
        state = await page.evaluate(() => {
          if (document.querySelector('.slot-closed')) return 'closed';
          const time = document.querySelector<HTMLSelectElement>('.booking-card select');
          return time && !time.disabled ? 'open' : 'wait';
        });
        return state;
      },
      { message: "the day's times" },
    )
    .not.toBe('wait');
  return state as 'open' | 'closed';
}
