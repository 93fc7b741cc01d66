/**
 * The accounts module's use-cases called directly (no HTTP): each answers its value or a typed refusal, and a refusal
 * changes nothing (but one: an unconfirmed login is mailed a fresh link). The routes only parse, rate-limit and map
 * these to the envelope; tests/api/accounts.test.ts walks the same journey through the API.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmEmail } from '../../server/accounts/confirmation.ts';
import type { AccountsDeps } from '../../server/accounts/context.ts';
import { logIn, NOT_CONFIRMED, WRONG_CREDENTIALS } from '../../server/accounts/login.ts';
import { subscribe } from '../../server/accounts/newsletter.ts';
import { changePassword, RESET_SENT, resetPassword, sendResetLink } from '../../server/accounts/password.ts';
import { readProfile, updateProfile } from '../../server/accounts/profile.ts';
import { checkEmailFree, EMAIL_TAKEN, insertAccount, signUpCustomer } from '../../server/accounts/sign-up.ts';
import { NOT_A_MOBILE, NOT_TEXTABLE } from '../../server/domain/phone.ts';
import { consumeToken, issueToken } from '../../server/accounts/tokens.ts';
import type { Database, Db } from '../../server/db/client.ts';
import { mailOutbox, newsletterSubscribers, users } from '../../server/db/schema.ts';
import { verifyToken } from '../../server/lib/jwt.ts';
import { hashPassword, verifyPassword } from '../../server/lib/passwords.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { findUserByEmail, rightsOf } from '../../server/queries/users.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { freshDatabase } from '../support/test-db.ts';

/** The hashes login verified against, in order (the real check still runs). */
const verified: string[] = [];
// The files of this project share their modules in a worker (vitest.config.ts): loaded again here, with the mock.
vi.hoisted(() => vi.resetModules());
vi.mock('../../server/lib/passwords.ts', async (real) => {
  const actual = await real<typeof import('../../server/lib/passwords.ts')>();
  return {
    ...actual,
    verifyPassword: (passwordHash: string, password: string) => {
      verified.push(passwordHash);
      return actual.verifyPassword(passwordHash, password);
    },
  };
});

let database: Database;
let deps: AccountsDeps;
let catalogChanges = 0;
let clock = new Date('2026-11-22T10:00:00Z');
const PASSWORD = 'plantain-2026';

const refused = (refused: string, message: string | RegExp) => ({
  ok: false,
  refusal: { refused, message: typeof message === 'string' ? message : expect.stringMatching(message) },
});
/** The mails to an address, with the token of the link each carries. */
const mailsTo = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map((m) => ({
    subject: m.subject,
    token: /token=([\w-]+)/.exec(m.textBody)?.[1],
  }));
const userRow = async (email: string) => (await findUserByEmail(database.db, email))!;
const countUsers = async () =>
  Number(((await database.db.execute(sql`select count(*)::int as n from users`)).rows[0] as { n: number }).n);

beforeAll(async () => {
  database = await freshDatabase();
  await buildCatalog(database.db);
  deps = {
    db: database.db,
    now: () => clock,
    mailer: createMailer(database.db),
    siteUrl: 'http://localhost:4321',
    jwtSecret: new Uint8Array(randomBytes(32)),
    catalogChanged: () => catalogChanges++,
  };
});
afterAll(() => database.close());

describe('insertAccount: the account row, for any sign-up', () => {
  it('normalises the e-mail, hashes the password with argon2id and sets the role, inside a transaction', async () => {
    const user = await database.db.transaction(async (tx) =>
      insertAccount(tx as unknown as Db, {
        fullName: 'Kemi Salon',
        email: '  Kemi@Salon.NG ',
        phoneNumber: '0803 000 0001',
        password: PASSWORD,
        role: 'Business',
      }),
    );
    expect(user).toMatchObject({ email: 'kemi@salon.ng', role: 'Business', emailConfirmedAt: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);
  });

  it('takes a hash made beforehand, and rolls back with the caller', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const before = await countUsers();
    await expect(
      database.db.transaction(async (tx) => {
        const user = await insertAccount(tx as unknown as Db, {
          fullName: 'Rolled Back',
          email: 'rolled@back.ng',
          phoneNumber: '',
          passwordHash,
          role: 'Customer',
        });
        expect(user.passwordHash).toBe(passwordHash);
        throw new Error('the rest of the registration failed');
      }),
    ).rejects.toThrow('the rest of the registration failed');
    expect(await countUsers()).toBe(before);
  });
});

describe('sign-up and login', () => {
  it('checkEmailFree: free, then taken in any case', async () => {
    expect(await checkEmailFree(deps, 'ada@test.ng')).toEqual({
      ok: true,
      value: { message: 'This e-mail is available.' },
    });
    expect(await checkEmailFree(deps, 'KEMI@salon.ng')).toEqual(refused('conflict', EMAIL_TAKEN));
  });

  it('signUpCustomer refuses a weak password, a landline or a taken e-mail (nothing written); else mails', async () => {
    const input = { fullName: 'Ada Okafor', email: 'Ada@Test.ng', phoneNumber: '0803 111 2222', password: PASSWORD };
    const before = await countUsers();
    expect(await signUpCustomer(deps, { ...input, password: 'abc' })).toEqual(
      refused('invalid', 'Password must be at least 8 characters.'),
    );
    expect(await signUpCustomer(deps, { ...input, phoneNumber: '0803 111' })).toEqual(refused('invalid', NOT_A_MOBILE));
    expect(await signUpCustomer(deps, { ...input, phoneNumber: '0201 234 5678' })).toEqual(
      refused('invalid', NOT_TEXTABLE),
    );
    expect(await signUpCustomer(deps, { ...input, email: 'kemi@salon.ng' })).toEqual(refused('conflict', EMAIL_TAKEN));
    expect(await countUsers()).toBe(before);
    expect(await signUpCustomer(deps, input)).toEqual({
      ok: true,
      value: {
        userId: expect.any(String),
        message: 'Account created. Please check your e-mail to confirm your address.',
      },
    });
    expect(await userRow('ada@test.ng')).toMatchObject({
      email: 'ada@test.ng',
      role: 'Customer',
      phoneNumber: '+2348031112222',
    });
    expect(await mailsTo('ada@test.ng')).toEqual([
      { subject: 'Confirm your e-mail address', token: expect.any(String) },
    ]);
  });

  it('logIn: one refusal for a wrong e-mail, password or password-less account, each after argon2', async () => {
    // Counted, not timed: every refusal verifies against a real argon2id hash (the account's, or a dummy one), so a
    // wrong e-mail costs what a wrong password costs.
    const checkedAgainst = async (email: string) => {
      verified.length = 0;
      expect(await logIn(deps, { email, password: 'not-the-password' })).toEqual(
        refused('unauthorized', WRONG_CREDENTIALS),
      );
      return [...verified];
    };
    const [own] = await checkedAgainst('ada@test.ng');
    expect(own).toBe((await userRow('ada@test.ng'))!.passwordHash);
    for (const email of ['nobody@test.ng', 'a@test.ng']) {
      const hashes = await checkedAgainst(email);
      expect(hashes).toHaveLength(1);
      expect(hashes[0]).toMatch(/^\$argon2id\$/);
      expect(hashes[0]).not.toBe(own);
    }
    expect(await logIn(deps, { email: 'a@test.ng', password: '!disabled' })).toEqual(
      refused('unauthorized', WRONG_CREDENTIALS),
    );
  });

  it('logIn refuses an unconfirmed account and mails it a fresh link', async () => {
    expect(await logIn(deps, { email: 'ADA@test.ng', password: PASSWORD })).toEqual(
      refused('forbidden', NOT_CONFIRMED),
    );
    expect(await mailsTo('ada@test.ng')).toHaveLength(2);
  });

  it('confirmEmail: a forged token or unknown e-mail is refused; the real one confirms once', async () => {
    const { id } = await userRow('ada@test.ng');
    const token = await issueToken(deps, id, 'confirm_email');
    const invalid = refused('invalid', /not valid or has expired/);
    expect(await confirmEmail(deps, { email: 'ada@test.ng', token: 'x'.repeat(43) })).toEqual(invalid);
    expect(await confirmEmail(deps, { email: 'nobody@test.ng', token })).toEqual(invalid);
    expect((await userRow('ada@test.ng')).emailConfirmedAt).toBeNull();
    expect(await confirmEmail(deps, { email: 'Ada@test.ng', token })).toEqual({
      ok: true,
      value: { message: "Your e-mail is confirmed. Please login and go to 'My Account'." },
    });
    expect((await userRow('ada@test.ng')).emailConfirmedAt).toEqual(clock);
    expect(await confirmEmail(deps, { email: 'ada@test.ng', token })).toEqual({
      ok: true,
      value: { message: 'Your e-mail is already confirmed. Please log in.' },
    });
  });

  it('logIn answers a signed token: a customer without a branch, a business with its branch', async () => {
    const customer = await logIn(deps, { email: 'ada@test.ng', password: PASSWORD });
    if (!customer.ok) throw new Error(customer.refusal.message);
    const { id } = await userRow('ada@test.ng');
    expect(customer.value).toEqual({
      message: 'Login successful.',
      token: expect.any(String),
      role: 'Customer',
      userId: id,
      branchId: null,
      memberships: [],
    });
    expect(await verifyToken(deps.jwtSecret, customer.value.token, clock)).toEqual({
      userId: id,
      role: 'Customer',
      branchId: undefined,
    });

    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: clock })
      .where(eq(users.id, ids.owner));
    const owner = await logIn(deps, { email: 'owner@test.ng', password: PASSWORD });
    if (!owner.ok) throw new Error(owner.refusal.message);
    const branchId = (await rightsOf(database.db, ids.owner))?.memberships[0]?.branchId;
    expect(branchId).toBeDefined();
    expect(owner.value).toMatchObject({ role: 'Business', userId: ids.owner, branchId });
    // The owner works in every branch of their businesses, as OWNER, the main branch first.
    expect(owner.value.memberships[0]).toEqual({ branchId, branchName: expect.any(String), role: 'OWNER' });
    expect(owner.value.memberships.every((m) => m.role === 'OWNER')).toBe(true);
    expect(await verifyToken(deps.jwtSecret, owner.value.token, clock)).toEqual({
      userId: ids.owner,
      role: 'Business',
      branchId,
    });
  });
});

describe('single-use tokens', () => {
  it('two uses at once: exactly one wins; another purpose or an expired token never does', async () => {
    const { id } = await userRow('ada@test.ng');
    const token = await issueToken(deps, id, 'reset_password');
    expect(await consumeToken(deps, id, 'confirm_email', token)).toBe(false);
    expect(await consumeToken(deps, ids.customerA, 'reset_password', token)).toBe(false);
    const raced = await Promise.all([1, 2, 3].map(() => consumeToken(deps, id, 'reset_password', token)));
    expect(raced.filter(Boolean)).toHaveLength(1);

    const late = await issueToken(deps, id, 'reset_password');
    const saved = clock;
    clock = new Date(saved.getTime() + 60 * 60_000 + 1);
    expect(await consumeToken(deps, id, 'reset_password', late)).toBe(false);
    clock = saved;
  });
});

describe('passwords', () => {
  it('sendResetLink says the same for every e-mail and mails only an account', async () => {
    const before = (await mailsTo('nobody@test.ng')).length;
    const answer = { ok: true, value: { message: RESET_SENT } };
    expect(await sendResetLink(deps, 'nobody@test.ng')).toEqual(answer);
    expect(await mailsTo('nobody@test.ng')).toHaveLength(before);
    expect(await sendResetLink(deps, 'ADA@test.ng')).toEqual(answer);
    expect((await mailsTo('ada@test.ng')).filter((m) => m.subject !== 'Confirm your e-mail address')).toHaveLength(1);
  });

  it('resetPassword: what is missing, a mismatch, a weak password, a bad token; then the link works once', async () => {
    const signUp = await signUpCustomer(deps, {
      fullName: 'Bisi Unconfirmed',
      email: 'bisi@test.ng',
      phoneNumber: '0803 333 4444',
      password: PASSWORD,
    });
    expect(signUp.ok).toBe(true);
    const { id } = await userRow('bisi@test.ng');
    const token = await issueToken(deps, id, 'reset_password');
    const reset = (fields: Partial<Parameters<typeof resetPassword>[1]>) =>
      resetPassword(deps, {
        email: 'bisi@test.ng',
        token,
        password: 'egusi-soup-1',
        confirmPassword: 'egusi-soup-1',
        ...fields,
      });
    expect(await reset({ password: '', confirmPassword: '' })).toEqual(
      refused('invalid', 'Please fill up: New Password, Confirm Password'),
    );
    expect(await reset({ confirmPassword: 'egusi-soup-2' })).toEqual(refused('invalid', 'Reconfirm your password'));
    expect(await reset({ password: 'short', confirmPassword: 'short' })).toEqual(
      refused('invalid', 'Password must be at least 8 characters.'),
    );
    const invalid = refused('invalid', 'This reset link is not valid or has expired. Please ask for a new one.');
    expect(await reset({ token: undefined })).toEqual(invalid);
    expect(await reset({ token: 'y'.repeat(43) })).toEqual(invalid);
    expect(await reset({ email: 'a@test.ng' })).toEqual(invalid);
    expect(await reset({})).toEqual({
      ok: true,
      value: { message: 'Your password has been changed. Please log in with the new one.' },
    });
    expect(await reset({ password: 'egusi-soup-3', confirmPassword: 'egusi-soup-3' })).toEqual(invalid);
    const user = await userRow('bisi@test.ng');
    // The reset proved the mailbox: the account is confirmed, and logs in with the new password.
    expect(user.emailConfirmedAt).toEqual(clock);
    expect((await logIn(deps, { email: 'bisi@test.ng', password: 'egusi-soup-1' })).ok).toBe(true);
  });

  it('changePassword: a mismatch first, what is missing, a weak one, a wrong old one; then it changes', async () => {
    const { id } = await userRow('bisi@test.ng');
    const change = (fields: Partial<Parameters<typeof changePassword>[2]>) =>
      changePassword(deps, id, { oldPassword: 'egusi-soup-1', newPassword: 'jollof-rice-2', ...fields });
    expect(await change({ oldPassword: '', confirmPassword: 'something else' })).toEqual(
      refused('invalid', 'Reconfirm your password'),
    );
    expect(await change({ oldPassword: '', newPassword: '' })).toEqual(
      refused('invalid', 'Please fill up: Old Password, New Password'),
    );
    expect(await change({ newPassword: 'short' })).toEqual(
      refused('invalid', 'Password must be at least 8 characters.'),
    );
    expect(await change({ oldPassword: 'not-the-old-one' })).toEqual(
      refused('invalid', 'Your old password is not correct.'),
    );
    expect((await logIn(deps, { email: 'bisi@test.ng', password: 'egusi-soup-1' })).ok).toBe(true);
    expect(await change({ confirmPassword: 'jollof-rice-2' })).toEqual({
      ok: true,
      value: { message: 'Password changed.' },
    });
    expect((await logIn(deps, { email: 'bisi@test.ng', password: 'jollof-rice-2' })).ok).toBe(true);
    expect(await logIn(deps, { email: 'bisi@test.ng', password: 'egusi-soup-1' })).toEqual(
      refused('unauthorized', WRONG_CREDENTIALS),
    );
  });
});

describe('profile and newsletter', () => {
  it('readProfile: your own, and a stale session for an account that is gone', async () => {
    const { id } = await userRow('bisi@test.ng');
    expect(await readProfile(deps, id)).toEqual({
      ok: true,
      value: { fullName: 'Bisi Unconfirmed', email: 'bisi@test.ng', phoneNumber: '+2348033334444', role: 'Customer' },
    });
    expect(await readProfile(deps, '80000000-0000-4000-8000-0000000000ff')).toEqual(
      refused('unauthorized', 'Your session has expired. Please log in again.'),
    );
  });

  it("updateProfile: another's e-mail is refused and nothing changes; else saved, and the catalog told", async () => {
    const { id } = await userRow('bisi@test.ng');
    const before = catalogChanges;
    const change = { fullName: 'Bisi Adeyemi', email: 'ADA@test.ng', phoneNumber: '0803 999 0000' };
    expect(await updateProfile(deps, id, change)).toEqual(
      refused('conflict', 'This e-mail belongs to another account.'),
    );
    expect(await userRow('bisi@test.ng')).toMatchObject({ fullName: 'Bisi Unconfirmed' });
    expect(await updateProfile(deps, id, { ...change, email: 'bisi@test.ng', phoneNumber: '01 234 5678' })).toEqual(
      refused('invalid', NOT_A_MOBILE),
    );
    expect(await userRow('bisi@test.ng')).toMatchObject({
      fullName: 'Bisi Unconfirmed',
      phoneNumber: '+2348033334444',
    });
    expect(catalogChanges).toBe(before);
    // Keeping your own e-mail, in another case, is fine.
    expect(await updateProfile(deps, id, { ...change, email: ' Bisi@Test.NG ' })).toEqual({
      ok: true,
      value: { message: 'Profile updated.' },
    });
    expect(await userRow('bisi@test.ng')).toMatchObject({
      fullName: 'Bisi Adeyemi',
      email: 'bisi@test.ng',
      phoneNumber: '+2348039990000',
    });
    expect(catalogChanges).toBe(before + 1);
  });

  it('subscribe: twice, in two cases, is one subscriber', async () => {
    const thanks = { ok: true, value: { message: 'Thank you for subscribing.' } };
    expect(await subscribe(deps, 'Ada@Example.com')).toEqual(thanks);
    expect(await subscribe(deps, 'ada@example.com')).toEqual(thanks);
    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'ada@example.com'`);
    expect(rows).toHaveLength(1);
  });
});
