/**
 * A salon's team (issue 28) end to end through HTTP: the owner invites a manager and a stylist, the mail carries a
 * one-time /team/join link, the invitee reads it and joins (a new account with a password, or the account they
 * already have, with its token) and works with the rights of their role; the owner lists the team, changes a role and
 * removes someone, who loses access at their next request. Every bad input answers a 4xx in words a person can act on
 * and changes nothing (read back from the database).
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken, type Claims } from '../../server/lib/jwt.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

/** Employees of Lekki of this file's own (the fixture's emp1 and emp2 are the calendar's). */
const emp = {
  ngozi: '70000000-0000-4000-8000-0000000000c1',
  sade: '70000000-0000-4000-8000-0000000000c2',
  ibadan: '70000000-0000-4000-8000-0000000000c3',
};
/** A customer account with a password, invited later with the same address. */
const tola = { id: '30000000-0000-4000-8000-0000000000c1', email: 'tola@team.ng', password: 'plantain-and-egg-7' };
const GUEST_PHONE = '0803 555 0101';
const A_PHONE = '0803 777 1234';
const B_PHONE = '0803 222 3333';

async function setup(db: Parameters<typeof buildCatalog>[0]) {
  await buildCatalog(db);
  await db.insert(t.employees).values([
    { id: emp.ngozi, branchId: ids.lekki, name: 'Ngozi Eze' },
    { id: emp.sade, branchId: ids.lekki, name: 'Sade Bello' },
    { id: emp.ibadan, branchId: ids.ibadan, name: 'Ibadan Stylist' },
  ]);
  await db.insert(t.users).values({
    id: tola.id,
    fullName: 'Tola Adeyemi',
    email: tola.email,
    passwordHash: await hashPassword(tola.password),
    role: 'Customer',
    emailConfirmedAt: new Date('2026-01-01T00:00:00Z'),
  });
  await db.update(t.users).set({ phoneNumber: A_PHONE }).where(eq(t.users.id, ids.customerA));
  await db.update(t.users).set({ phoneNumber: B_PHONE }).where(eq(t.users.id, ids.customerB));
  // Monday 30 November 2026 in Lekki: one appointment of Tolu's (emp1), two of Aisha's (emp2), one a walk-in.
  const [guest] = await db
    .insert(t.salonGuests)
    .values({ branchId: ids.lekki, fullName: 'Walk-in Wale', phoneNumber: GUEST_PHONE })
    .returning();
  const at = (iso: string) => ({ startAt: new Date(iso), endAt: new Date(new Date(iso).getTime() + 45 * 60_000) });
  await db.insert(t.appointments).values(
    [
      { userId: ids.customerB, branchId: ids.lekki, branchEmployeeId: ids.emp1, ...at('2026-11-30T10:00:00Z') },
      { guestId: guest!.id, branchId: ids.lekki, branchEmployeeId: ids.emp2, ...at('2026-11-30T10:00:00Z') },
      { userId: ids.customerA, branchId: ids.lekki, branchEmployeeId: ids.emp2, ...at('2026-11-30T12:00:00Z') },
    ].map((a) => ({ ...a, subTotal: 15000, total: 15000 })),
  );
}

// Monday 23 Nov 2026. Each test starts 11 minutes later: a new window of the invitation and link rate limits.
let clock = new Date('2026-11-23T09:10:00Z');
const api = useTestApi(setup, () => clock);
beforeEach(() => {
  clock = new Date(clock.getTime() + 11 * 60_000);
});

const OWNER: Claims = { userId: ids.owner, role: 'Business', branchId: ids.lekki };
const tokenFor = (claims: Claims) => signToken(TEST_SECRET, claims, clock);
const call = async (token: string | null, method: string, path: string, body?: unknown) =>
  api.request(path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const asOwner = async (method: string, path: string, body?: unknown) => call(await tokenFor(OWNER), method, path, body);
const invite = (body: Record<string, unknown>) => asOwner('POST', '/api/Team/Invite', { branchId: ids.lekki, ...body });
const accept = (body: Record<string, unknown>, token: string | null = null) =>
  call(token, 'POST', '/api/Team/Accept', body);
const login = (email: string, password: string) =>
  api.request('/api/Auth/login', {
    method: 'POST',
    body: new URLSearchParams({ Username: email, Password: password }),
  });

/** The mails in the outbox to this address, newest last. */
const outbox = (to: string) =>
  api.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, to)).orderBy(t.mailOutbox.createdAt);
/** The token of the last join link mailed to this address. */
async function joinToken(to: string): Promise<string> {
  const mail = (await outbox(to)).at(-1)!;
  const link = /https?:\/\/\S+\/team\/join\?token=\S+/.exec(mail.textBody)![0];
  return new URL(link).searchParams.get('token')!;
}
const memberRow = async (id: string) => (await api.db.select().from(t.teamMembers).where(eq(t.teamMembers.id, id)))[0];
const rowCount = async (table: typeof t.teamMembers | typeof t.users | typeof t.mailOutbox) =>
  (await api.db.select({ n: count() }).from(table))[0]!.n;
/** What a refused call must leave alone: the team, the accounts and the mails. */
const everything = async () => ({
  team: JSON.stringify(await api.db.select().from(t.teamMembers).orderBy(t.teamMembers.id)),
  users: await rowCount(t.users),
  mails: await rowCount(t.mailOutbox),
});

/** Invites through the API and joins with a new password, as the mailed link does; answers the login and ids. */
async function joinAsNew(email: string, role: 'MANAGER' | 'STYLIST' | 'OWNER', branchEmployeeId?: string) {
  const invited = await invite({ email, fullName: `Member ${email}`, role, branchEmployeeId });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const joined = await accept({ token: await joinToken(email), password: 'cornrows-2026' });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { memberId: invited.body.data as string, token: joined.body.token as string, userId: joined.body.userId };
}

describe('joining the team', () => {
  it('the owner invites a manager: a mailed link, its preview, a new account that runs the branch', async () => {
    const usersBefore = await rowCount(t.users);
    const res = await invite({ email: 'Kemi@Team.NG', fullName: 'Kemi Manager', role: 'MANAGER' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Success', message: 'Invitation sent.' });
    const memberId: string = res.body.data;
    expect(await memberRow(memberId)).toMatchObject({
      branchId: ids.lekki,
      email: 'kemi@team.ng',
      fullName: 'Kemi Manager',
      role: 'MANAGER',
      userId: null,
      joinedAt: null,
      branchEmployeeId: null,
    });
    expect((await memberRow(memberId))!.inviteExpiresAt!.toISOString()).toBe(
      new Date(clock.getTime() + 7 * 24 * 3_600_000).toISOString(),
    );
    // No account yet: the invitation is only a row and a mail.
    expect(await rowCount(t.users)).toBe(usersBefore);

    const [mail] = await outbox('kemi@team.ng');
    expect(mail!.subject).toBe('Join Kinks & Coils Studio on Salonbook');
    expect(mail!.textBody).toContain(
      'Funmi Adeyemi invites you to join Kinks & Coils Studio on Salonbook as a manager',
    );
    expect(mail!.textBody).toMatch(/Join the team: http:\/\/localhost:4321\/team\/join\?token=[\w-]{20,}/);
    const token = await joinToken('kemi@team.ng');
    // The link's token is stored hashed, never as sent.
    expect((await memberRow(memberId))!.inviteTokenHash).not.toBe(token);

    const preview = await api.get(`/api/Team/Invitation?token=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      email: 'kemi@team.ng',
      fullName: 'Kemi Manager',
      role: 'MANAGER',
      businessName: 'Kinks & Coils Studio',
      branchName: 'Lekki Phase 1',
      hasAccount: false,
    });

    const joined = await accept({ token, password: 'cornrows-2026' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      status: 'Success',
      message: "Welcome to Kinks & Coils Studio's team.",
      role: 'Business',
      branchId: ids.lekki,
      memberships: [{ branchId: ids.lekki, branchName: 'Kinks & Coils Studio (Lekki Phase 1)', role: 'MANAGER' }],
    });
    const [account] = await api.db.select().from(t.users).where(eq(t.users.email, 'kemi@team.ng'));
    expect(account).toMatchObject({ id: joined.body.userId, fullName: 'Kemi Manager', role: 'Business' });
    expect(account!.emailConfirmedAt!.toISOString()).toBe(clock.toISOString());
    expect(await memberRow(memberId)).toMatchObject({
      userId: account!.id,
      inviteTokenHash: null,
      inviteExpiresAt: null,
    });
    expect((await memberRow(memberId))!.joinedAt!.toISOString()).toBe(clock.toISOString());

    // The answered token works: a manager reads the branch's services, not its business details.
    const services = await call(joined.body.token, 'GET', `/api/Service/GetMine?BranchId=${ids.lekki}`);
    expect(services.status).toBe(200);
    expect(services.body.data.map((s: { serviceName: string }) => s.serviceName)).toContain('Silk Press');
    const business = await call(joined.body.token, 'GET', `/api/Business/GetByBranch?BranchId=${ids.lekki}`);
    expect(business.status).toBe(403);
    expect(business.body.message).toBe('Only the business owner can do this.');
    // And the password works from the login page.
    const again = await login('kemi@team.ng', 'cornrows-2026');
    expect(again.status).toBe(200);
    expect(again.body.memberships).toEqual(joined.body.memberships);
  });

  it('a stylist joins as an employee of the branch and sees only their own column and customers', async () => {
    const invited = await invite({
      email: 'tolu@team.ng',
      fullName: 'Tolu Bakare',
      role: 'STYLIST',
      branchEmployeeId: ids.emp1,
    });
    expect(invited.status).toBe(200);
    expect(await memberRow(invited.body.data)).toMatchObject({ role: 'STYLIST', branchEmployeeId: ids.emp1 });
    const token = await joinToken('tolu@team.ng');
    expect((await api.get(`/api/Team/Invitation?token=${token}`)).body.data).toMatchObject({ role: 'STYLIST' });
    const joined = await accept({ token, password: 'cornrows-2026' });
    expect(joined.status).toBe(200);
    expect(joined.body.memberships).toEqual([
      { branchId: ids.lekki, branchName: 'Kinks & Coils Studio (Lekki Phase 1)', role: 'STYLIST' },
    ]);
    const stylist: string = joined.body.token;

    const services = await call(stylist, 'GET', `/api/Service/GetMine?BranchId=${ids.lekki}`);
    expect(services.status).toBe(403);
    expect(services.body).toEqual({
      status: 'Error',
      message: 'Only the owner or a manager of this branch can do this.',
    });
    expect((await call(stylist, 'GET', `/api/Appointment/GetByBranchId?BranchId=${ids.lekki}`)).status).toBe(403);

    const path = `/api/Appointment/Calendar?BranchId=${ids.lekki}&From=2026-11-30&To=2026-11-30`;
    const whole = await asOwner('GET', path);
    expect(whole.status).toBe(200);
    expect(whole.body.data.appointments).toHaveLength(3);
    const own = await call(stylist, 'GET', path);
    expect(own.status).toBe(200);
    expect(own.body.data.employees.map((e: { branchEmployeeId: string }) => e.branchEmployeeId)).toEqual([ids.emp1]);
    expect(own.body.data.appointments).toEqual([
      expect.objectContaining({ branchEmployeeId: ids.emp1, customerName: 'Bello', customerPhone: B_PHONE }),
    ]);
    // Nothing of the other stylists' customers anywhere in the answer.
    const text = JSON.stringify(own.body);
    for (const other of ['Walk-in Wale', GUEST_PHONE, 'Chiamaka', A_PHONE, 'Aisha Musa', ids.emp2])
      expect(text).not.toContain(other);
    // Another salon's calendar stays closed.
    const ibadan = await call(
      stylist,
      'GET',
      `/api/Appointment/Calendar?BranchId=${ids.ibadan}&From=2026-11-30&To=2026-11-30`,
    );
    expect(ibadan.status).toBe(403);
  });

  it('an existing customer joins with their own token; another account cannot accept for them', async () => {
    const invited = await invite({ email: 'TOLA@team.ng', fullName: 'Tola (front desk)', role: 'MANAGER' });
    expect(invited.status).toBe(200);
    const memberId: string = invited.body.data;
    const token = await joinToken(tola.email);
    expect((await api.get(`/api/Team/Invitation?token=${token}`)).body.data).toMatchObject({
      email: tola.email,
      hasAccount: true,
    });

    const before = await everything();
    // Someone else's account: refused, the invitation stays open.
    const customerA = await tokenFor({ userId: ids.customerA, role: 'Customer' });
    const wrong = await accept({ token }, customerA);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      status: 'Error',
      message: 'This invitation is for tola@team.ng. Please log in with that address.',
    });
    // Without a token, the address's owner is asked to log in rather than to make a second account.
    const anonymous = await accept({ token, password: 'another-password-1' });
    expect(anonymous.status).toBe(409);
    expect(anonymous.body.message).toBe('This e-mail already has an account. Please log in to accept the invitation.');
    expect(await everything()).toEqual(before);
    expect((await api.get(`/api/Team/Invitation?token=${token}`)).status).toBe(200);

    const session = await login(tola.email, tola.password);
    expect(session.body.memberships).toEqual([]);
    const joined = await accept({ token }, session.body.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      userId: tola.id,
      role: 'Customer',
      memberships: [{ branchId: ids.lekki, role: 'MANAGER' }],
    });
    expect(await memberRow(memberId)).toMatchObject({ userId: tola.id, inviteTokenHash: null });
    // Still one account, with its password; a fresh login shows the membership.
    expect(await rowCount(t.users)).toBe(before.users);
    const fresh = await login(tola.email, tola.password);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      role: 'Customer',
      branchId: ids.lekki,
      memberships: [{ branchId: ids.lekki, branchName: 'Kinks & Coils Studio (Lekki Phase 1)', role: 'MANAGER' }],
    });
    // Their customer side is still theirs, and the salon side opens.
    expect((await call(fresh.body.token, 'GET', '/api/Appointment/GetByUser')).status).toBe(200);
    expect((await call(fresh.body.token, 'GET', `/api/Service/GetMine?BranchId=${ids.lekki}`)).status).toBe(200);

    // Her own booking at another salon stays hers, under the customer's rules: seen, listed, cancelled.
    const [own] = await api.db
      .insert(t.appointments)
      .values({
        userId: tola.id,
        branchId: ids.ibadan,
        branchEmployeeId: emp.ibadan,
        startAt: new Date('2026-12-02T10:00:00Z'),
        endAt: new Date('2026-12-02T10:45:00Z'),
        subTotal: 8000,
        total: 8000,
      })
      .returning();
    const mine = fresh.body.token as string;
    expect((await call(mine, 'GET', `/api/Appointment/GetById?id=${own!.id}`)).status).toBe(200);
    const pending = await call(mine, 'GET', '/api/Appointment/GetByStatus?Status=PENDING');
    expect(pending.body.data.map((a: { appointmentId: string }) => a.appointmentId)).toContain(own!.id);
    const cancelled = await call(mine, 'PUT', `/api/Appointment/CancelBooking?AppointmentId=${own!.id}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // Completing it is the other salon's, not hers.
    expect((await call(mine, 'POST', `/api/Appointment/Completed/${own!.id}`)).status).toBe(403);
  });
});

describe('the team list, roles and removal', () => {
  it('lists the account holder first, then members with role, status, last login', async () => {
    const active = await joinAsNew('listed-manager@team.ng', 'MANAGER');
    const joinedAt = clock.toISOString();
    clock = new Date(clock.getTime() + 60_000);
    const pending = await invite({ email: 'pending@team.ng', fullName: 'Aaron Pending', role: 'MANAGER' });
    expect(pending.status).toBe(200);

    const list = await asOwner('GET', `/api/Team?BranchId=${ids.lekki}`);
    expect(list.status).toBe(200);
    const team: { memberId: string }[] = list.body.data;
    expect(team[0]).toMatchObject({
      memberId: ids.owner,
      fullName: 'Funmi Adeyemi',
      email: 'owner@test.ng',
      role: 'OWNER',
      status: 'active',
      accountOwner: true,
    });
    expect(team.find((m) => m.memberId === active.memberId)).toEqual({
      memberId: active.memberId,
      fullName: 'Member listed-manager@team.ng',
      email: 'listed-manager@team.ng',
      role: 'MANAGER',
      status: 'active',
      accountOwner: false,
      branchEmployeeId: null,
      employeeName: null,
      invitationExpiresAt: null,
      lastLoginAt: joinedAt,
    });
    expect(team.find((m) => m.memberId === pending.body.data)).toEqual({
      memberId: pending.body.data,
      fullName: 'Aaron Pending',
      email: 'pending@team.ng',
      role: 'MANAGER',
      status: 'invited',
      accountOwner: false,
      branchEmployeeId: null,
      employeeName: null,
      invitationExpiresAt: new Date(clock.getTime() + 7 * 24 * 3_600_000).toISOString(),
      lastLoginAt: null,
    });
    // Ibadan's team is another one.
    const ibadan = await tokenFor({ userId: ids.ibadanOwner, role: 'Business', branchId: ids.ibadan });
    const theirs = await call(ibadan, 'GET', `/api/Team?BranchId=${ids.ibadan}`);
    expect(theirs.body.data.map((m: { email: string }) => m.email)).toEqual(['ibadan-owner@test.ng']);

    // A manager reads it; a stylist, another salon's owner and a customer do not.
    const asManager = await call(active.token, 'GET', `/api/Team?BranchId=${ids.lekki}`);
    expect(asManager.status).toBe(200);
    expect(asManager.body.data).toEqual(list.body.data);
    const stylist = await joinAsNew('listed-stylist@team.ng', 'STYLIST', emp.ngozi);
    const refused = await call(stylist.token, 'GET', `/api/Team?BranchId=${ids.lekki}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the owner or a manager of this branch can see its team.');
    expect((await call(ibadan, 'GET', `/api/Team?BranchId=${ids.lekki}`)).status).toBe(403);
    const customer = await tokenFor({ userId: ids.customerA, role: 'Customer' });
    expect((await call(customer, 'GET', `/api/Team?BranchId=${ids.lekki}`)).status).toBe(403);
    expect((await call(null, 'GET', `/api/Team?BranchId=${ids.lekki}`)).status).toBe(401);
  });

  it('changes a role, which counts at the member’s next request', async () => {
    const stylist = await joinAsNew('promoted@team.ng', 'STYLIST', emp.sade);
    const path = `/api/Service/GetMine?BranchId=${ids.lekki}`;
    expect((await call(stylist.token, 'GET', path)).status).toBe(403);

    const res = await asOwner('PUT', `/api/Team/${stylist.memberId}`, { role: 'MANAGER' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Success', message: 'Role changed.', data: { role: 'MANAGER' } });
    expect(await memberRow(stylist.memberId)).toMatchObject({ role: 'MANAGER', branchEmployeeId: emp.sade });
    // The same token, now a manager's.
    expect((await call(stylist.token, 'GET', path)).status).toBe(200);
    const relogin = await login('promoted@team.ng', 'cornrows-2026');
    expect(relogin.body.memberships).toMatchObject([{ branchId: ids.lekki, role: 'MANAGER' }]);

    // A manager cannot change roles, even their own.
    const before = await everything();
    const self = await call(stylist.token, 'PUT', `/api/Team/${stylist.memberId}`, { role: 'OWNER' });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('Only the business owner can change the team.');
    // Nor can a manager without an employee row become a stylist.
    const manager = await joinAsNew('no-chair@team.ng', 'MANAGER');
    const before2 = await everything();
    const toStylist = await asOwner('PUT', `/api/Team/${manager.memberId}`, { role: 'STYLIST' });
    expect(toStylist.status).toBe(400);
    expect(toStylist.body.message).toBe(
      "A stylist logs in as one of the branch's employees: please invite them again as a stylist.",
    );
    expect(await everything()).toEqual(before2);
    expect(JSON.parse(before2.team)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: stylist.memberId, role: 'MANAGER' })]),
    );
    expect(before.users).toBe(before2.users - 1);
  });

  it('removes a member: gone from the list, and their old token is refused at the next call', async () => {
    const member = await joinAsNew('leaving@team.ng', 'MANAGER');
    const path = `/api/Service/GetMine?BranchId=${ids.lekki}`;
    expect((await call(member.token, 'GET', path)).status).toBe(200);

    const res = await asOwner('DELETE', `/api/Team/${member.memberId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success', message: 'Removed from the team.' });
    expect(await memberRow(member.memberId)).toBeUndefined();
    const list = await asOwner('GET', `/api/Team?BranchId=${ids.lekki}`);
    expect(list.body.data.map((m: { memberId: string }) => m.memberId)).not.toContain(member.memberId);

    const after = await call(member.token, 'GET', path);
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ status: 'Error', message: 'This account has no salon branch.' });
    expect((await call(member.token, 'GET', `/api/Team?BranchId=${ids.lekki}`)).status).toBe(403);
    // Their account stays (they may be a customer too); a new login has no branch.
    const relogin = await login('leaving@team.ng', 'cornrows-2026');
    expect(relogin.status).toBe(200);
    expect(relogin.body).toMatchObject({ branchId: null, memberships: [] });
    // Removing again: not found, nothing changes.
    const before = await everything();
    const twice = await asOwner('DELETE', `/api/Team/${member.memberId}`);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('There is no such member on your team.');
    expect(await everything()).toEqual(before);
  });
});

describe('bad input: a clear 4xx, and nothing changed', () => {
  it('inviting an address already on the team (an invitee, a member, the account holder) is 409', async () => {
    expect((await invite({ email: 'twice@team.ng', fullName: 'Twice', role: 'MANAGER' })).status).toBe(200);
    await joinAsNew('member-twice@team.ng', 'MANAGER');
    const before = await everything();
    for (const [email, role] of [
      ['twice@team.ng', 'MANAGER'],
      ['Twice@Team.ng', 'OWNER'],
      ['member-twice@team.ng', 'MANAGER'],
      ['owner@test.ng', 'MANAGER'],
    ] as const) {
      const res = await invite({ email, fullName: 'Again', role });
      expect(res.status, email).toBe(409);
      expect(res.body).toEqual({ status: 'Error', message: `${email.toLowerCase()} is already on this team.` });
    }
    // An employee who already has a login is taken too.
    await joinAsNew('chair-taken@team.ng', 'STYLIST', ids.emp2);
    const before2 = await everything();
    const taken = await invite({
      email: 'someone-else@team.ng',
      fullName: 'Someone',
      role: 'STYLIST',
      branchEmployeeId: ids.emp2,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This employee already has a login on the team.');
    expect(await everything()).toEqual(before2);
    expect(before2.mails).toBeGreaterThan(before.mails);
    expect(JSON.parse(before2.team)).toHaveLength(JSON.parse(before.team).length + 1);
  });

  it('a link used twice is 404, and a made-up one too', async () => {
    const first = await joinAsNew('once@team.ng', 'MANAGER');
    const token = await joinToken('once@team.ng');
    const before = await everything();
    const again = await accept({ token, password: 'cornrows-2026' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      status: 'Error',
      message: 'This invitation link is not valid or has already been used.',
    });
    const asMember = await accept({ token }, first.token);
    expect(asMember.status).toBe(404);
    const preview = await api.get(`/api/Team/Invitation?token=${token}`);
    expect(preview.status).toBe(404);
    expect(preview.body.message).toBe('This invitation link is not valid or has already been used.');
    expect((await api.get(`/api/Team/Invitation?token=${'x'.repeat(43)}`)).status).toBe(404);
    expect(await everything()).toEqual(before);
  });

  it('an expired link is 400 with what to do, and the owner can invite the address again', async () => {
    const invited = await invite({ email: 'late@team.ng', fullName: 'Late Larry', role: 'MANAGER' });
    const token = await joinToken('late@team.ng');
    // The link was mailed a week ago: its invitation has run out.
    await api.db
      .update(t.teamMembers)
      .set({ inviteExpiresAt: new Date(clock.getTime() - 60_000) })
      .where(eq(t.teamMembers.id, invited.body.data));
    const before = await everything();
    const expired = 'This invitation has expired. Please ask the salon owner to invite you again.';
    const preview = await api.get(`/api/Team/Invitation?token=${token}`);
    expect(preview.status).toBe(400);
    expect(preview.body).toEqual({ status: 'Error', message: expired });
    const res = await accept({ token, password: 'cornrows-2026' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(expired);
    expect(await everything()).toEqual(before);
    expect(await api.db.select().from(t.users).where(eq(t.users.email, 'late@team.ng'))).toEqual([]);

    // The expired invitation is replaced by a new one, whose link works.
    const again = await invite({ email: 'late@team.ng', fullName: 'Late Larry', role: 'MANAGER' });
    expect(again.status).toBe(200);
    expect(await memberRow(invited.body.data)).toBeUndefined();
    expect(await rowCount(t.teamMembers)).toBe(JSON.parse(before.team).length);
    expect((await accept({ token: await joinToken('late@team.ng'), password: 'cornrows-2026' })).status).toBe(200);
  });

  it('a stylist invitation that expired unused gives its employee back: a new invitation replaces it', async () => {
    // An employee of this test's own, with no login yet.
    const [bisi] = await api.db.insert(t.employees).values({ branchId: ids.lekki, name: 'Bisi Slow' }).returning();
    const first = await invite({
      email: 'slow@team.ng',
      fullName: 'Slow Sade',
      role: 'STYLIST',
      branchEmployeeId: bisi!.id,
    });
    expect(first.status).toBe(200);
    // While the link works, the employee is taken.
    const taken = await invite({
      email: 'other@team.ng',
      fullName: 'Other',
      role: 'STYLIST',
      branchEmployeeId: bisi!.id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This employee already has a login on the team.');
    await api.db
      .update(t.teamMembers)
      .set({ inviteExpiresAt: new Date(clock.getTime() - 60_000) })
      .where(eq(t.teamMembers.id, first.body.data));
    // Another address for the same employee, once the first link ran out.
    const again = await invite({
      email: 'other@team.ng',
      fullName: 'Other',
      role: 'STYLIST',
      branchEmployeeId: bisi!.id,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await memberRow(first.body.data)).toBeUndefined();
    expect(await memberRow(again.body.data)).toMatchObject({ branchEmployeeId: bisi!.id, role: 'STYLIST' });
  });

  it('an unknown role, a stylist without an employee row (or with one of another branch) are 400', async () => {
    const before = await everything();
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ role: 'RECEPTIONIST' }, /role must be OWNER, MANAGER or STYLIST/],
      [{ role: 'manager' }, /role must be OWNER, MANAGER or STYLIST/],
      [{ role: 'STYLIST' }, "A stylist logs in as one of the branch's employees: please choose one."],
      [{ role: 'STYLIST', branchEmployeeId: emp.ibadan }, 'Please choose an active employee of this branch.'],
      [{ role: 'STYLIST', branchEmployeeId: ids.empGone }, 'Please choose an active employee of this branch.'],
      [{ role: 'MANAGER', email: 'not-an-address' }, /email/],
      [{ role: 'MANAGER', fullName: '  ' }, /fullName is required/],
    ];
    for (const [extra, message] of cases) {
      const res = await invite({ email: 'bad-input@team.ng', fullName: 'Bad Input', ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.status).toBe('Error');
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect(await everything()).toEqual(before);
  });

  it('the business account holder cannot be removed or changed: 409, it stays the owner', async () => {
    const before = await everything();
    const remove = await asOwner('DELETE', `/api/Team/${ids.owner}`);
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({
      status: 'Error',
      message: 'The business account is the owner of its business: it stays on the team, as an owner.',
    });
    const change = await asOwner('PUT', `/api/Team/${ids.owner}`, { role: 'MANAGER' });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe(remove.body.message);
    // A co-owner cannot remove the account holder either.
    const coOwner = await joinAsNew('co-owner@team.ng', 'OWNER');
    const before2 = await everything();
    const byCoOwner = await call(coOwner.token, 'DELETE', `/api/Team/${ids.owner}`);
    expect(byCoOwner.status).toBe(409);
    // A manager is told it is the owner's to do; another salon's owner finds no such member, real id or not.
    const manager = await joinAsNew('desk@team.ng', 'MANAGER');
    const before3 = await everything();
    const byManager = await call(manager.token, 'DELETE', `/api/Team/${ids.owner}`);
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toBe('Only the business owner can change the team.');
    const ibadanOwner = await tokenFor({ userId: ids.ibadanOwner, role: 'Business', branchId: ids.ibadan });
    const real = await call(ibadanOwner, 'DELETE', `/api/Team/${manager.memberId}`);
    const madeUp = await call(ibadanOwner, 'DELETE', '/api/Team/6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d');
    expect([real.status, madeUp.status]).toEqual([404, 404]);
    expect(real.body).toEqual(madeUp.body);
    expect(await everything()).toEqual(before3);
    await call(await tokenFor(OWNER), 'DELETE', `/api/Team/${manager.memberId}`);
    expect((await everything()).team).toEqual(before2.team);
    expect(before2.users).toBe(before.users + 1);

    const [business] = await api.db.select().from(t.businesses).where(eq(t.businesses.id, ids.bizLekki));
    expect(business!.ownerUserId).toBe(ids.owner);
    const list = await asOwner('GET', `/api/Team?BranchId=${ids.lekki}`);
    expect(list.body.data[0]).toMatchObject({ memberId: ids.owner, role: 'OWNER', accountOwner: true });
    expect((await asOwner('GET', `/api/Business/GetByBranch?BranchId=${ids.lekki}`)).status).toBe(200);
  });

  it('a password too short is 400, and neither an account nor a member is made', async () => {
    const invited = await invite({ email: 'short@team.ng', fullName: 'Short Pass', role: 'MANAGER' });
    const token = await joinToken('short@team.ng');
    const before = await everything();
    for (const password of ['short', '', undefined]) {
      const res = await accept(password === undefined ? { token } : { token, password });
      expect(res.status, String(password)).toBe(400);
      expect(res.body).toEqual({ status: 'Error', message: 'Password must be at least 8 characters.' });
    }
    expect(await everything()).toEqual(before);
    expect(await memberRow(invited.body.data)).toMatchObject({ userId: null, joinedAt: null });
    // The link still works with a good password.
    expect((await accept({ token, password: 'long-enough-1' })).status).toBe(200);
  });

  it('only the owner invites: a manager, another salon, a customer and no token are refused', async () => {
    const manager = await joinAsNew('inviting-manager@team.ng', 'MANAGER');
    const before = await everything();
    const body = { branchId: ids.lekki, email: 'intruder@team.ng', fullName: 'Intruder', role: 'OWNER' };
    const ibadan = await tokenFor({ userId: ids.ibadanOwner, role: 'Business', branchId: ids.ibadan });
    const customer = await tokenFor({ userId: ids.customerA, role: 'Customer' });
    const cases: [string | null, number, string][] = [
      [manager.token, 403, 'Only the business owner can change the team.'],
      [ibadan, 403, 'Only the business owner can change the team.'],
      [customer, 403, 'This is not available to your account.'],
      [null, 401, 'Please log in to continue.'],
    ];
    for (const [token, status, message] of cases) {
      const res = await call(token, 'POST', '/api/Team/Invite', body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ status: 'Error', message });
    }
    expect(await everything()).toEqual(before);
    expect(
      await api.db
        .select()
        .from(t.teamMembers)
        .where(and(eq(t.teamMembers.email, 'intruder@team.ng'))),
    ).toEqual([]);
  });
});
