/** The sandbox's hosted checkout as HTML: plain forms, no script, under its own strict CSP. */
import type { PaymentResult } from '../billing/sandbox.ts';
import { escapeHtml as escape, htmlPage } from './html.ts';
import { formatKobo, majorText } from '../domain/deposits.ts';
import { minorUnits } from '../payments/gateway.ts';

const CHECKOUT_STYLE = [
  'body{font-family:system-ui,sans-serif;background:#fbf7f2;color:#1f1a24;display:grid;place-items:center;',
  'min-height:100vh;margin:0;padding:1rem}',
  'main{background:#fff;border-radius:16px;padding:2rem;max-width:26rem;width:100%;',
  'box-shadow:0 6px 20px rgb(0 0 0/8%)}',
  '.price{font-size:2rem;font-weight:800}',
  'button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:.7rem 1.4rem;cursor:pointer;',
  'min-height:2.75rem}',
  '.pay{background:#3b1f4a;color:#fff}.cancel{background:#efe6f3;color:#3b1f4a}form{display:inline}',
  '.note{color:#5b5361;font-size:.9rem}',
].join('');

/** "₦2,500" for naira, "$9.99 USD" for a plan's dollars; from the amount's digits. */
const priceText = (amount: number, currency: string) =>
  currency === 'NGN' ? formatKobo(minorUnits(amount)!) : `$${majorText(minorUnits(amount)!)} ${currency}`;

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The headers every checkout page goes out with: nothing may load or frame it, and no copy is kept. */
export const CHECKOUT_HEADERS = { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' };

const page = (body: string) => htmlPage({ title: 'Sandbox checkout | Salonbook', body, style: CHECKOUT_STYLE });

/** For a link whose payment does not exist (404). */
export const notFoundPage = () =>
  page(
    '<h1>Payment not found</h1><p>This checkout link is not valid. ' +
      'Please choose your plan again from <a href="/partner-fees">Partner Fees</a>.</p>',
  );

/** For a payment already paid or cancelled (409), linking to its status page (`back`: the plan's or the deposit's). */
export function processedPage(txRef: string, result: PaymentResult, back = '/PaymentStatus'): string {
  const status = `?status=${result}&amp;txRef=${encodeURIComponent(txRef)}`;
  return page(
    '<h1>Already processed</h1><p>This payment has already been processed. ' +
      `<a href="${back}${status}">See its status</a>.</p>`,
  );
}

/** The open checkout: what is paid for, the business, the amount and the Pay and Cancel forms. */
export function checkoutPage(
  txRef: string,
  c: { title: string; business: string; amount: number; currency: string },
): string {
  const form = (choice: string, label: string, cls: string) =>
    '<form method="post" action="/api/Payment/Sandbox/Complete">' +
    `<input type="hidden" name="txRef" value="${escape(txRef)}">` +
    `<input type="hidden" name="outcome" value="${choice}">` +
    `<button class="${cls}" type="submit">${label}</button></form>`;
  return page(
    '<p class="note">Sandbox checkout: no real money moves.</p>' +
      `<h1>${escape(c.title)}</h1><p>For ${escape(c.business)}</p>` +
      `<p class="price">${escape(priceText(c.amount, c.currency))}</p>` +
      `<p>Reference: <code>${escape(txRef)}</code></p>` +
      `<p>${form('pay', 'Pay', 'pay')} ${form('cancel', 'Cancel', 'cancel')}</p>`,
  );
}
