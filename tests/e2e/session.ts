/**
 * Who a test is, in one place: logging in through the API and through the nav's login overlay, the session a page
 * starts with, new customer accounts confirmed through the development mailbox, and the checks every page gets (axe,
 * no sideways scroll). The specs import these instead of writing their own.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

/** What Auth/login answers. */
export interface Session {
  token: string;
  role: string;
  userId: string;
  branchId?: string;
  /** Where the account works, as what (issue 28). */
  memberships?: { branchId: string; branchName: string; role: string }[];
}

/** An e-mail and a password that log in. */
export interface Account {
  email: string;
  password: string;
}

let made = 0;
/**
 * A token no other test of this run makes (nor another repeat of this test, nor another worker: the process id),
 * digits only, so a name carrying it adds no letters that another test's name search could match.
 */
export const uniqueDigits = () => `${String(Date.now() % 1e8).padStart(8, '0')}-${process.pid % 1000}-${made++}`;

/** A person's name no other test gives: a first name and a unique number. */
export const uniqueName = (first: string) => `${first} ${uniqueDigits()}`;

/** An e-mail address no other account has: `who` and a unique number. */
export const uniqueEmail = (who: string) => `${who}-${uniqueDigits()}@example.com`;

/** Logs in through the API. */
export async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/Auth/login', { form: { Username: email, Password: password } });
  expect(res.ok(), `login answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Session;
}

/** A mail in the development mailbox, as /dev/mailbox.json lists it. */
export interface MailboxMail {
  subject: string;
  links: string[];
}

/**
 * The link `pick` finds in the newest mail to `to` it finds one in, polled until the development mailbox has it (the
 * outbox is sent in the background).
 */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  pick: (mail: MailboxMail) => string | undefined,
  what: string,
  timeout?: number,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const box = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { data } = (await box.json()) as { data: MailboxMail[] };
        link = data.map(pick).find(Boolean);
        return link;
      },
      { message: `${what} to ${to}`, ...(timeout ? { timeout } : {}) },
    )
    .toBeTruthy();
  return link!;
}

/** Confirms a new account with the link of its confirmation mail (the development mailbox, once it is written). */
export async function confirmByMail(request: APIRequestContext, email: string) {
  const link = await mailedLink(request, email, (m) => m.links[0], 'a confirmation mail');
  const url = new URL(link);
  const res = await request.post('/api/Users/ConfirmEmail', {
    data: { email: url.searchParams.get('email'), token: url.searchParams.get('token') },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A customer account of the test's own. */
export interface CustomerAccount extends Account {
  name: string;
  phone: string;
}

/**
 * A new customer, registered (as the signup form does) and confirmed through the development mailbox; not logged in.
 * `who` starts the e-mail address; the name and phone default to a plain customer's.
 */
export async function registerCustomer(
  request: APIRequestContext,
  { who = 'customer', name = 'Chioma Eze', phone = '0803 555 0123', password = 'Fresh@2026!' } = {},
): Promise<CustomerAccount> {
  const email = uniqueEmail(who);
  const res = await request.post('/api/Auth/register', {
    form: { Name: name, Email: email, Password: password, PhoneNumber: phone },
  });
  expect(res.ok(), `register answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  await confirmByMail(request, email);
  return { email, password, name, phone };
}

/** A new customer (registerCustomer's), logged in through the API. */
export async function newCustomer(
  request: APIRequestContext,
  options: Parameters<typeof registerCustomer>[1] = {},
): Promise<CustomerAccount & { session: Session }> {
  const account = await registerCustomer(request, options);
  return { ...account, session: await login(request, account.email, account.password) };
}

/** The localStorage keys the login overlay writes for a session (src/stores/session.ts). */
const sessionKeys = (session: Session) => ({
  token: session.token,
  role: session.role,
  userID: session.userId,
  branchId: session.branchId ?? '',
  memberships: session.memberships?.length ? JSON.stringify(session.memberships) : '',
});

/** A page of a new browser context, like the test's project, that starts logged in as `session` (and `init`). */
export async function pageAs(browser: Browser, session: Session, init: Record<string, string> = {}): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? undefined,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  await context.addInitScript(
    (s) => {
      for (const [k, v] of Object.entries(s)) if (v) localStorage.setItem(k, v);
    },
    { ...sessionKeys(session), ...init },
  );
  return context.newPage();
}

/** Stores a session in the open page the way the login overlay does, for the pages opened next. */
export async function holdSession(page: Page, session: Session) {
  await page.evaluate((s) => {
    for (const [k, v] of Object.entries(s)) if (v) localStorage.setItem(k, v);
  }, sessionKeys(session));
}

/** Opens the login overlay from the nav (opening the phone menu first when the nav is collapsed). */
export async function openLoginFromNav(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the open login overlay's Email and Password and presses its Login button. */
export async function submitLogin(dialog: Locator, account: Account) {
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** axe finds nothing on the page (or inside `include`); a failure names each rule and the elements. */
export async function expectNoViolations(page: Page, what: string, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect(results.violations, `axe violations on ${what}:\n${summary}`).toEqual([]);
}

/** The page does not scroll sideways (tables scroll inside their own wrapper). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(width);
}
