/** The customer account journey through the API, with every way it can go wrong. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../server/db/schema.ts';
import { useTestApi } from '../support/api.ts';

let clock = new Date('2026-11-22T10:00:00Z');
const api = useTestApi(
  async () => {},
  () => clock,
);

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
const json = (method: string, body: unknown, token?: string) => ({
  method,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
});
const register = (email: string, password = 'plantain-2026', phone = '0803 111 2222') =>
  api.request(
    '/api/Auth/register',
    form({
      Name: 'Ada Okafor',
      Email: email,
      Password: password,
      PhoneNumber: phone,
      DomainURL: 'https://evil.example',
    }),
  );
const login = (email: string, password: string) =>
  api.request('/api/Auth/login', form({ Username: email, Password: password }));
const mails = async (to: string) =>
  (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).body.data as { subject: string; links: string[] }[];
const linkParams = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('sign up, confirm, log in', () => {
  it('registers a customer and mails a confirmation link to our own site, whatever DomainURL says', async () => {
    expect(
      (await api.request('/api/Auth/check-email?email=ada@test.ng', json('POST', { email: 'ada@test.ng' }))).status,
    ).toBe(200);
    const res = await register('Ada@Test.ng');
    expect(res).toEqual({
      status: 200,
      body: { status: 'Success', message: 'Account created. Please check your e-mail to confirm your address.' },
    });
    const [mail] = await mails('ada@test.ng');
    expect(mail!.subject).toBe('Confirm your e-mail address');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:4321\/auth\?mode=account-created&email=ada%40test\.ng&token=/);
    // Only a hash of the token is stored.
    const token = linkParams(mail!.links[0]!).token!;
    const stored = await api.db.select().from(oneTimeTokens);
    expect(stored.some((t) => t.tokenHash === token)).toBe(false);
  });

  it('refuses a taken e-mail, missing fields and short passwords with clear messages', async () => {
    expect((await api.request('/api/Auth/check-email', json('POST', { email: 'ADA@test.ng' }))).body.message).toBe(
      'This e-mail is already registered. Please log in instead.',
    );
    expect((await register('ada@test.ng')).status).toBe(409);
    expect((await api.request('/api/Auth/register', form({ Email: 'x@test.ng' }))).body.message).toBe(
      'Please fill up: Name, Password, Phone Number',
    );
    expect((await register('short@test.ng', 'abc')).body.message).toBe('Password must be at least 8 characters.');
    for (const phone of ['0803 111', '01 234 5678', 'call me'])
      expect(await register('landline@test.ng', 'plantain-2026', phone)).toEqual({
        status: 400,
        body: { status: 'Error', message: 'Please enter a mobile number, like 0803 555 0142.' },
      });
    expect(await api.db.select().from(users).where(eq(users.email, 'landline@test.ng'))).toEqual([]);
  });

  it('will not log in before the e-mail is confirmed, and sends a fresh link', async () => {
    const res = await login('ada@test.ng', 'plantain-2026');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/confirm your e-mail/);
    expect(await mails('ada@test.ng')).toHaveLength(2);
  });

  it('confirms with the link once; a forged or reused token changes nothing', async () => {
    const [latest] = await mails('ada@test.ng');
    const { email, token } = linkParams(latest!.links[0]!);
    expect((await api.request('/api/Users/ConfirmEmail', json('POST', { email, token: 'x'.repeat(43) }))).status).toBe(
      400,
    );
    const ok = await api.request('/api/Users/ConfirmEmail', json('POST', { email, token }));
    expect(ok.body).toEqual({
      status: 'Success',
      message: "Your e-mail is confirmed. Please login and go to 'My Account'.",
    });
    const again = await api.request('/api/Users/ConfirmEmail', json('POST', { email, token }));
    expect(again.body.message).toBe('Your e-mail is already confirmed. Please log in.');
  });

  it('logs in with the spec answer: message, token, role, userId, branchId', async () => {
    const res = await login('ada@test.ng', 'plantain-2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Success',
      message: 'Login successful.',
      role: 'Customer',
      branchId: null,
    });
    expect(res.body.token.split('.')).toHaveLength(3);
    expect((await login('ada@test.ng', 'wrong-password')).body).toEqual({
      status: 'Error',
      message: 'Wrong e-mail or password.',
    });
    expect((await login('nobody@test.ng', 'whatever-1')).body.message).toBe('Wrong e-mail or password.');
    expect((await api.request('/api/Auth/login', form({ Username: '', Password: '' }))).body.message).toBe(
      'Please fill up: Email, Password',
    );
  });
});

describe('profile and password', () => {
  const session = async () => (await login('ada@test.ng', 'plantain-2026')).body as { token: string; userId: string };

  it('reads and updates only your own profile', async () => {
    const { token, userId } = await session();
    const me = await api.request(`/api/Users/GetById?UserId=${userId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.body.data).toEqual({
      fullName: 'Ada Okafor',
      email: 'ada@test.ng',
      // Stored and answered in E.164, however it was typed.
      phoneNumber: '+2348031112222',
      role: 'Customer',
    });
    const other = await api.request('/api/Users/GetById?UserId=30000000-0000-4000-8000-000000000009', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(403);
    expect((await api.get(`/api/Users/GetById?UserId=${userId}`)).status).toBe(401);
    expect(
      (
        await api.request(`/api/Users/GetById?UserId=${userId}`, {
          headers: { Authorization: 'Bearer forged.token.here' },
        })
      ).status,
    ).toBe(401);
    const update = await api.request(`/api/Users?id=${userId}`, {
      method: 'PUT',
      body: new URLSearchParams({ id: userId, name: 'Ada N. Okafor', email: 'ada@test.ng', phoneno: '0803 999 0000' }),
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(update.body).toEqual({ status: 'Success', message: 'Profile updated.' });
    const read = async () =>
      (await api.request(`/api/Users/GetById?UserId=${userId}`, { headers: { Authorization: `Bearer ${token}` } })).body
        .data;
    expect(await read()).toMatchObject({ fullName: 'Ada N. Okafor', phoneNumber: '+2348039990000' });
    const landline = await api.request('/api/Users', {
      method: 'PUT',
      body: new URLSearchParams({ name: 'Ada Landline', email: 'ada@test.ng', phoneno: '01 234 5678' }),
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(landline).toEqual({
      status: 400,
      body: { status: 'Error', message: 'Please enter a mobile number, like 0803 555 0142.' },
    });
    expect(await read()).toMatchObject({ fullName: 'Ada N. Okafor', phoneNumber: '+2348039990000' });
    const empty = await api.request('/api/Users', {
      method: 'PUT',
      body: new URLSearchParams({ name: '', email: '', phoneno: '' }),
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(empty.body.message).toBe('Please fill up: Email, Name, Phone Number');
  });

  it('changes the password: confirm mismatch first, then the old one must be right', async () => {
    const { token, userId } = await session();
    const change = (fields: Record<string, string>) =>
      api.request('/api/Users/ChangePassword', {
        method: 'POST',
        body: new URLSearchParams({ id: userId, ...fields }),
        headers: { Authorization: `Bearer ${token}` },
      });
    expect(
      (await change({ oldPassword: 'plantain-2026', newPassword: 'jollof-rice-9', confirmPassword: 'jollof-rice-8' }))
        .body.message,
    ).toBe('Reconfirm your password');
    expect(
      (await change({ oldPassword: 'wrong-one-1', newPassword: 'jollof-rice-9', confirmPassword: 'jollof-rice-9' }))
        .body.message,
    ).toBe('Your old password is not correct.');
    expect(
      (await change({ oldPassword: 'plantain-2026', newPassword: 'jollof-rice-9', confirmPassword: 'jollof-rice-9' }))
        .body.message,
    ).toBe('Password changed.');
    expect((await login('ada@test.ng', 'jollof-rice-9')).status).toBe(200);
    expect((await login('ada@test.ng', 'plantain-2026')).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers the same whether the account exists, and mails a link only to real accounts', async () => {
    const real = await api.request(
      '/api/Users/SendResetPassword?Email=ada@test.ng&DomainURL=x',
      form({ Email: 'ada@test.ng' }),
    );
    const fake = await api.request(
      '/api/Users/SendResetPassword?Email=ghost@test.ng&DomainURL=x',
      form({ Email: 'ghost@test.ng' }),
    );
    expect(real.body).toEqual(fake.body);
    expect(real.status).toBe(fake.status);
    expect(await mails('ghost@test.ng')).toHaveLength(0);
    expect((await mails('ada@test.ng'))[0]!.subject).toBe('Reset your password');
  });

  it('resets once with the bearer token; reused and expired tokens change nothing', async () => {
    const link = (await mails('ada@test.ng'))[0]!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:4321\/reset-pass\?email=/);
    const { email, token } = linkParams(link);
    const reset = (password: string, confirm = password, t = token!) =>
      api.request('/api/Users/ResetPassword', json('POST', { email, token: t, password, confirmPassword: confirm }, t));
    expect((await reset('', '')).body.message).toBe('Please fill up: New Password, Confirm Password');
    expect((await reset('suya-night-1', 'suya-night-2')).body.message).toBe('Reconfirm your password');
    expect((await reset('suya-night-1')).body.message).toBe(
      'Your password has been changed. Please log in with the new one.',
    );
    expect((await reset('suya-night-2')).body.message).toBe(
      'This reset link is not valid or has expired. Please ask for a new one.',
    );
    expect((await login('ada@test.ng', 'suya-night-1')).status).toBe(200);

    await api.request('/api/Users/SendResetPassword?Email=ada@test.ng', form({ Email: 'ada@test.ng' }));
    const fresh = linkParams((await mails('ada@test.ng'))[0]!.links[0]!);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await reset('too-late-123', 'too-late-123', fresh.token)).status).toBe(400);
    expect((await login('ada@test.ng', 'suya-night-1')).status).toBe(200);
  });
});

describe('floods', () => {
  it(
    'login: a flood for one account gets 429 with Retry-After ' + 'and does not log in even with the right password',
    async () => {
      await register('flood@test.ng');
      await api.db
        .update(users)
        .set({ emailConfirmedAt: clock })
        .where(eq(sql`lower(${users.email})`, 'flood@test.ng'));
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await login('flood@test.ng', `guess-${i}-xx`)).status);
      expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(8)).toEqual([429, 429]);
      const right = await api.app.request(
        '/api/Auth/login',
        form({ Username: 'flood@test.ng', Password: 'plantain-2026' }),
      );
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      clock = new Date(clock.getTime() + 16 * 60_000);
      expect((await login('flood@test.ng', 'plantain-2026')).status).toBe(200);
    },
  );

  it('reset requests are rate-limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await api.request('/api/Users/SendResetPassword?Email=ada@test.ng', form({ Email: 'ada@test.ng' }))).status,
      );
    expect(statuses).toContain(429);
  });
});
