/**
 * Offers of freed time to the waitlist (issue 31), on both databases: a cancellation with three waiting customers
 * writes three offers (mails and texts) in its own transaction; one booking wins, the others meet 409 and then the
 * day's other times; no entry is told twice in ten minutes; the offer's link opens the cart, day and time, or says
 * plainly that it has ended. Matching: window edges, the services' length, the preferred employee, the minimum notice.
 * The salon sees who waits and books one of them.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { keepDeposits } from '../../server/deposits/keeper.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { fixtureCaller, TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const C = '30000000-0000-4000-8000-0000000000c1';
const D = '30000000-0000-4000-8000-0000000000d1';
const PHONE_A = '+2348035550177';
let clock = new Date('2026-11-22T10:00:00Z'); // Sunday, 11:00 in Lagos; Lekki opens Mondays 9-19
const api = useTestApi(
  async (db) => {
    await buildCatalog(db);
    await db.insert(t.users).values([
      { id: C, fullName: 'Ngozi Eze', email: 'c@test.ng', passwordHash: 'x', role: 'Customer' },
      { id: D, fullName: 'Kemi Ade', email: 'd@test.ng', passwordHash: 'x', role: 'Customer' },
    ]);
    await db.update(t.users).set({ phoneNumber: PHONE_A, notifySms: true }).where(eq(t.users.id, ids.customerA));
    await db.update(t.branches).set({ textChannel: 'sms' }).where(eq(t.branches.id, ids.lekki));
    // Braids ask a deposit: an unpaid hold that runs out frees its time.
    await db.update(t.services).set({ depositType: 'PERCENT', depositValue: 20 }).where(eq(t.services.id, ids.braids));
  },
  () => clock,
);
const fixture = fixtureCaller(api, () => clock);
type Who = 'A' | 'B' | 'C' | 'D' | 'X' | 'Y';
async function call(who: Who, path: string, init: RequestInit = {}) {
  if (who !== 'C' && who !== 'D') return fixture(who, path, init);
  const token = await signToken(TEST_SECRET, { userId: who === 'C' ? C : D, role: 'Customer' }, clock);
  return api.request(path, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
}
const post = (who: Who, path: string, body: object) => call(who, path, { method: 'POST', body: JSON.stringify(body) });
const book = (who: Who, start: string, serviceId: string = ids.manicure, employee: string = ids.emp1) =>
  post(who, '/api/Appointment/Insert', {
    startDateTime: start,
    branchEmployeeId: employee,
    appointmentServices: [{ serviceId }],
  });
const cancel = (who: Who, id: string) =>
  call(who, `/api/Appointment/CancelBooking?AppointmentId=${id}`, { method: 'PUT', body: '{}' });
const join = (who: Who, day: string, window: string, serviceIds: string[] = [ids.manicure], extra: object = {}) =>
  post(who, '/api/Waitlist', { branchId: ids.lekki, date: day, window, serviceIds, ...extra });
/** Blocks an employee's time directly (the salon's own time off), so a test owns exactly which times are free. */
const off = (employeeId: string, start: string, end: string) =>
  api.db
    .insert(t.employeeTimeOff)
    .values({ employeeId, branchId: ids.lekki, startAt: new Date(start), endAt: new Date(end), reason: 'test' })
    .returning({ id: t.employeeTimeOff.id });
const offerMails = () =>
  api.db
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.channel, 'email'), like(t.mailOutbox.subject, 'A time opened at %')));
const offersOf = async (entryId: string) =>
  api.db.select().from(t.waitlistOffers).where(eq(t.waitlistOffers.entryId, entryId));
const statusOf = async (entryId: string) =>
  (await api.db.select().from(t.waitlistEntries).where(eq(t.waitlistEntries.id, entryId)))[0]!.status;
/** The signed token /w/{code} leads to, and where. */
async function follow(code: string) {
  const res = await api.app.request(`/w/${code}`);
  expect(res.status).toBe(302);
  const to = new URL(res.headers.get('location')!);
  return { path: to.pathname, token: to.searchParams.get('offer')! };
}

describe('offers of freed time', () => {
  it('one cancellation, three waiting: three offers at once, the first booking wins, the others see 409', async () => {
    // Monday 23 Nov: Tolu is off but for 10:00-10:45 Lagos, which B books; Aisha only works from 14:00.
    await off(ids.emp1, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z');
    const [late] = await off(ids.emp1, '2026-11-23T09:45:00Z', '2026-11-23T18:00:00Z');
    await off(ids.emp2, '2026-11-23T08:00:00Z', '2026-11-23T13:00:00Z');
    const booked = await book('B', '2026-11-23T09:00:00.000Z');
    expect(booked.status).toBe(200);
    const a = (await join('A', '2026-11-23', 'MORNING', [ids.manicure], { branchEmployeeId: ids.emp1 })).body.data;
    const c = (await join('C', '2026-11-23', 'ANY')).body.data;
    const d = (await join('D', '2026-11-23', 'MORNING')).body.data;
    await api.db.delete(t.mailOutbox);

    expect((await cancel('B', booked.body.data)).status).toBe(200);
    for (const id of [a, c, d]) {
      expect(await statusOf(id)).toBe('OFFERED');
      expect(await offersOf(id)).toMatchObject([
        { startAt: new Date('2026-11-23T09:00:00Z'), branchEmployeeId: ids.emp1 },
      ]);
    }
    const mails = await offerMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['a@test.ng', 'c@test.ng', 'd@test.ng']);
    const mailA = mails.find((m) => m.toAddress === 'a@test.ng')!;
    expect(mailA.subject).toBe('A time opened at Kinks & Coils Studio on Monday, 23 November 2026 at 10:00 — book it');
    const [offerA] = await offersOf(a);
    expect(mailA.textBody).toContain(`http://localhost:4321/w/${offerA!.code}`);
    expect(mailA.textBody).toContain('with Tolu Bakare');
    // A chose texts; the branch texts by SMS: one text, one segment, with the same link.
    const texts = await api.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.channel, 'sms'));
    expect(texts).toMatchObject([{ toAddress: PHONE_A, subject: 'Text: a time opened' }]);
    expect(texts[0]!.textBody).toBe(
      `Salonbook: a time opened at Kinks & Coils Studio, Mon 23 Nov, 10:00. First to book gets it: ` +
        `http://localhost:4321/w/${offerA!.code}`,
    );

    // Each link opens the booking page of the branch with the cart, the day and the time.
    const tokens: Record<string, string> = {};
    for (const [who, id] of [
      ['A', a],
      ['C', c],
      ['D', d],
    ] as const) {
      const [offer] = await offersOf(id);
      const link = await follow(offer!.code);
      expect(link.path).toBe(`/appointments/${ids.lekki}`);
      tokens[who] = link.token;
      const opened = await api.get(`/api/Waitlist/Offer?token=${encodeURIComponent(link.token)}`);
      expect(opened.body).toMatchObject({
        message: 'This time is still free. Confirm it to book.',
        data: {
          state: 'OPEN',
          waitlistId: id,
          branchId: ids.lekki,
          serviceIds: [ids.manicure],
          date: '2026-11-23',
          startDateTime: '2026-11-23T09:00:00.000Z',
          branchEmployeeId: ids.emp1,
          timeZone: 'Africa/Lagos',
        },
      });
    }

    // C books first: C's entry is booked; A and D find the time taken, and the day's other times (Aisha's).
    expect((await book('C', '2026-11-23T09:00:00.000Z')).status).toBe(200);
    expect(await statusOf(c)).toBe('BOOKED');
    for (const who of ['A', 'D'] as const) {
      const lost = await book(who, '2026-11-23T09:00:00.000Z');
      expect(lost).toMatchObject({ status: 409, body: { message: expect.stringMatching(/just booked by someone/) } });
      const offer = await api.get(`/api/Waitlist/Offer?token=${encodeURIComponent(tokens[who]!)}`);
      expect(offer.body).toMatchObject({
        message: "Sorry, this time has been taken. Here are the day's other times.",
        data: { state: 'TAKEN', date: '2026-11-23' },
      });
    }
    const slots = await api.get(
      `/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=2026-11-23&ServiceIds=${ids.manicure}`,
    );
    expect(slots.body.data[0]).toBe('2026-11-23T13:00:00.000Z');
    expect(await statusOf(a)).toBe('OFFERED');
    // C's own link, once booked from: ended, in words.
    const ended = await api.get(`/api/Waitlist/Offer?token=${encodeURIComponent(tokens.C!)}`);
    expect(ended).toMatchObject({ status: 409, body: { message: expect.stringMatching(/already booked from this/) } });

    // Five minutes on, C cancels: A and D were told five minutes ago, so they get no second message yet.
    clock = new Date(clock.getTime() + 5 * 60_000);
    await api.db.delete(t.mailOutbox);
    const cBooking = (await call('C', '/api/Appointment/GetByUser')).body.data[0].appointmentId;
    expect((await cancel('C', cBooking)).status).toBe(200);
    expect(await offerMails()).toHaveLength(0);
    // Ten minutes after the first offers, Tolu's afternoon time off is removed: A (morning, Tolu) and D (morning)
    // are told of the first time that uses it; C, booked and cancelled, is no longer waiting.
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect((await call('X', `/api/BranchEmployee/TimeOff/${late!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await offerMails()).map((m) => m.toAddress).sort()).toEqual(['a@test.ng', 'd@test.ng']);
    expect((await offersOf(d)).map((o) => o.startAt.toISOString()).sort()).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T09:30:00.000Z',
    ]);
    // A's old link is good again: its time is free once more.
    const again = await api.get(`/api/Waitlist/Offer?token=${encodeURIComponent(tokens.A!)}`);
    expect(again.body.data.state).toBe('OPEN');
  });

  it('matches the window at its edges, the services length, the preferred employee, the notice', async () => {
    // Monday 7 Dec: Tolu is off but for 15:00-17:00 Lagos (B's silk press takes 15:00-16:30); Aisha all day.
    await off(ids.emp1, '2026-12-07T08:00:00Z', '2026-12-07T14:00:00Z');
    await off(ids.emp1, '2026-12-07T16:00:00Z', '2026-12-07T18:00:00Z');
    await off(ids.emp2, '2026-12-07T08:00:00Z', '2026-12-07T18:00:00Z');
    const booked = await book('B', '2026-12-07T14:00:00.000Z', ids.cut);
    expect(booked.status).toBe(200);
    const entries = {
      afternoon: (await join('A', '2026-12-07', 'AFTERNOON')).body.data, // 15:00 starts in 12-16: yes
      evening: (await join('C', '2026-12-07', 'EVENING')).body.data, // 16:00 is evening: 16:00-16:45 fits: yes
      morning: (await join('D', '2026-12-07', 'MORNING')).body.data, // nothing before 12:00: no
      braids: (await join('A', '2026-12-07', 'ANY', [ids.braids])).body.data, // 4h30 in a 2h gap: no
      aisha: (await join('C', '2026-12-07', 'ANY', [ids.cut], { branchEmployeeId: ids.emp2 })).body.data, // no
    };
    expect(Object.values(entries).every(Boolean)).toBe(true);
    expect((await cancel('B', booked.body.data)).status).toBe(200);
    const first = async (id: string) => (await offersOf(id))[0]?.startAt.toISOString();
    expect(await first(entries.afternoon)).toBe('2026-12-07T14:00:00.000Z');
    expect(await first(entries.evening)).toBe('2026-12-07T15:00:00.000Z');
    for (const id of [entries.morning, entries.braids, entries.aisha]) {
      expect(await offersOf(id)).toEqual([]);
      expect(await statusOf(id)).toBe('WAITING');
    }

    // Monday 14 Dec, 14:30 in Lagos: Tolu's only free time, a cancelled 15:00, is inside the hour's notice.
    await off(ids.emp1, '2026-12-14T08:00:00Z', '2026-12-14T14:00:00Z');
    await off(ids.emp1, '2026-12-14T14:45:00Z', '2026-12-14T18:00:00Z');
    await off(ids.emp2, '2026-12-14T08:00:00Z', '2026-12-14T18:00:00Z');
    const soon = await book('B', '2026-12-14T14:00:00.000Z', ids.manicure);
    expect(soon.status).toBe(200);
    const waiting = (await join('D', '2026-12-14', 'AFTERNOON')).body.data;
    clock = new Date('2026-12-14T13:30:00Z');
    expect((await cancel('B', soon.body.data)).status).toBe(200);
    expect(await offersOf(waiting)).toEqual([]);
    clock = new Date('2026-11-22T10:00:00Z');
  });

  it('a move away and a deposit hold that runs out offer their time too', async () => {
    // Monday 21 Dec: Tolu works 10:00-14:30 Lagos only; Aisha is free all day.
    await off(ids.emp1, '2026-12-21T08:00:00Z', '2026-12-21T09:00:00Z');
    await off(ids.emp1, '2026-12-21T13:30:00Z', '2026-12-21T18:00:00Z');
    const moved = await book('B', '2026-12-21T09:00:00.000Z');
    expect(moved.status).toBe(200);
    const withTolu = (await join('A', '2026-12-21', 'MORNING', [ids.manicure], { branchEmployeeId: ids.emp1 })).body
      .data;
    // B moves to Aisha at the same time: Tolu's 10:00 is offered.
    const move = {
      appointmentId: moved.body.data,
      startDateTime: '2026-12-21T09:00:00.000Z',
      branchEmployeeId: ids.emp2,
    };
    expect((await call('B', '/api/Appointment/Reschedule', { method: 'PUT', body: JSON.stringify(move) })).status).toBe(
      200,
    );
    expect((await offersOf(withTolu)).map((o) => o.startAt.toISOString())).toEqual(['2026-12-21T09:00:00.000Z']);

    // C holds Tolu's 10:00 for braids (4h30) with a deposit, and never pays: after 15 minutes the hold runs out.
    const held = await book('C', '2026-12-21T09:00:00.000Z', ids.braids);
    expect(held.body.deposit.status).toBe('DUE');
    const braids = (await join('D', '2026-12-21', 'ANY', [ids.braids])).body.data;
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await keepDeposits(api.deps as never, { log: () => {} })).expired).toBe(1);
    expect((await offersOf(braids)).map((o) => o.startAt.toISOString())).toEqual(['2026-12-21T09:00:00.000Z']);
    expect(await statusOf(braids)).toBe('OFFERED');
  });

  it('the salon sees who waits for a day and books one of them; bad links and ended entries are told', async () => {
    const day = '2026-11-30'; // a Monday of its own
    const entry = (await join('B', day, 'AFTERNOON', [ids.cut], { branchEmployeeId: ids.emp2 })).body.data;
    const seen = await call('X', `/api/Waitlist/Branch?BranchId=${ids.lekki}&Date=${day}`);
    expect(seen.body.data).toMatchObject([
      {
        waitlistId: entry,
        customerEmail: 'b@test.ng',
        window: 'AFTERNOON',
        serviceNames: ['Silk Press'],
        employeeName: 'Aisha Musa',
        status: 'WAITING',
      },
    ]);
    // Another salon's owner and a customer may not look.
    expect((await call('Y', `/api/Waitlist/Branch?BranchId=${ids.lekki}&Date=${day}`)).status).toBe(403);
    expect((await call('A', `/api/Waitlist/Branch?BranchId=${ids.lekki}&Date=${day}`)).status).toBe(403);
    expect(
      (
        await post('Y', `/api/Waitlist/${entry}/Book`, {
          startDateTime: '2026-11-30T13:00:00.000Z',
          branchEmployeeId: ids.emp2,
        })
      ).status,
    ).toBe(404);
    // Only a time on the day waited for; then a free one.
    const other = await post('X', `/api/Waitlist/${entry}/Book`, {
      startDateTime: '2026-12-01T13:00:00.000Z',
      branchEmployeeId: ids.emp2,
    });
    expect(other).toMatchObject({
      status: 400,
      body: { message: 'Please choose a time on the day this customer is waiting for.' },
    });
    const done = await post('X', `/api/Waitlist/${entry}/Book`, {
      startDateTime: '2026-11-30T13:00:00.000Z',
      branchEmployeeId: ids.emp2,
    });
    expect(done).toMatchObject({ status: 200, body: { message: 'Booked.' } });
    const [appointment] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, done.body.data));
    expect(appointment).toMatchObject({ userId: ids.customerB, source: 'SALON' });
    expect(await statusOf(entry)).toBe('BOOKED');
    expect((await call('X', `/api/Waitlist/Branch?BranchId=${ids.lekki}&Date=${day}`)).body.data).toEqual([]);
    const twice = await post('X', `/api/Waitlist/${entry}/Book`, {
      startDateTime: '2026-11-30T15:00:00.000Z',
      branchEmployeeId: ids.emp2,
    });
    expect(twice.status).toBe(409);
    expect((await call('B', '/api/Waitlist/Mine')).body.data[0]).toMatchObject({ waitlistId: entry, status: 'BOOKED' });

    // Links that are not offers: a bad token, an unknown code.
    expect((await api.get('/api/Waitlist/Offer?token=not-a-token')).status).toBe(404);
    const unknown = await api.app.request('/w/AAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This offer link is not valid.');
  });
});
