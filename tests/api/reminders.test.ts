/**
 * Reminders with an injected clock (due, not yet due, cancelled, moved, the server down over the due time, two
 * processes), the branch's settings, and the signed manage link of the mail (read, reschedule, cancel, expiry).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueDueReminders } from '../../server/booking/reminders.ts';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { createMailer, type Transport } from '../../server/mail/mailer.ts';
import { startMailSender } from '../../server/mail/sender.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

// Sunday 22 Nov 2026, 11:00 in Lagos. The Lekki fixture branch opens Mondays 9-19 and Saturdays 10-16.
let clock = new Date('2026-11-22T10:00:00Z');
const api = useTestApi(buildCatalog, () => clock);
const deps = () => ({
  db: api.db,
  now: () => clock,
  mailer: createMailer(api.db),
  siteUrl: 'http://localhost:4321',
  jwtSecret: TEST_SECRET,
});
const remind = () => queueDueReminders(deps());
type Who = 'A' | 'X';
const call = async (who: Who | null, path: string, init: RequestInit = {}) => {
  const claims =
    who === 'X'
      ? { userId: ids.owner, role: 'Business' as const, branchId: ids.lekki }
      : { userId: ids.customerA, role: 'Customer' as const };
  return api.request(path, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(who ? { Authorization: `Bearer ${await signToken(TEST_SECRET, claims, clock)}` } : {}),
    },
  });
};
const book = async (start: string, employee: string = ids.emp1) => {
  const res = await call('A', '/api/Appointment/Insert', {
    method: 'POST',
    body: JSON.stringify({
      startDateTime: start,
      branchEmployeeId: employee,
      appointmentServices: [{ serviceId: ids.cut }],
    }),
  });
  expect(res.status).toBe(200);
  return res.body.data as string;
};
const reminders = async (appointmentId: string) =>
  api.db
    .select()
    .from(t.mailOutbox)
    .where(eq(t.mailOutbox.reminderAppointmentId, appointmentId))
    .orderBy(t.mailOutbox.createdAt);
const manageToken = (text: string) => decodeURIComponent(/\/appointments\/manage\?token=(\S+)/.exec(text)![1]!);

describe('reminders', () => {
  it('24 and 2 hours before, each exactly once, with the details, an invitation and a manage link', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const id = await book('2026-11-30T10:00:00+01:00');
    clock = new Date('2026-11-29T08:59:00Z');
    expect(await remind()).toBe(0);
    clock = new Date('2026-11-29T09:00:00Z');
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    const [first] = await reminders(id);
    expect(first).toMatchObject({
      toAddress: 'a@test.ng',
      subject: expect.stringMatching(/^Reminder: Kinks & Coils Studio, Monday, 30 November 2026 at 10:00/),
      status: 'queued',
    });
    expect(first!.textBody).toMatch(/\nWhere: .+\n/);
    expect(first!.textBody).toMatch(/Silk Press: ₦15,000/);
    expect(first!.textBody).toMatch(/Total to pay at the venue: ₦15,000/);
    expect(first!.textBody).toMatch(/Reschedule or cancel: http:\/\/localhost:4321\/appointments\/manage\?token=/);
    expect(first!.attachments![0]!.content).toMatch(
      new RegExp(`UID:${id}@salonbook.ng[\\s\\S]*DTSTART:20261130T090000Z`),
    );
    clock = new Date('2026-11-30T06:59:00Z');
    expect(await remind()).toBe(0);
    clock = new Date('2026-11-30T07:00:00Z');
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect(await reminders(id)).toHaveLength(2);
  });

  it('never for a cancelled appointment; no 24-hour reminder for one booked 3 hours ahead', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const cancelled = await book('2026-11-30T13:00:00+01:00');
    await call('A', `/api/Appointment/CancelBooking?AppointmentId=${cancelled}`, { method: 'PUT' });
    clock = new Date('2026-11-30T08:00:00Z'); // 09:00 Lagos
    const soon = await book('2026-11-30T12:00:00+01:00', ids.emp2);
    await remind();
    expect(await reminders(cancelled)).toEqual([]);
    expect(await reminders(soon)).toEqual([]);
    clock = new Date('2026-11-30T09:00:00Z'); // 2 hours before
    await remind();
    expect((await reminders(soon)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reminder: /)]);
    expect(await reminders(cancelled)).toEqual([]);
  });

  it('a moved appointment: the queued reminder of the old time is dropped, the new time gets its own', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const id = await book('2026-12-07T10:00:00+01:00');
    clock = new Date('2026-12-06T09:30:00Z');
    expect(await remind()).toBe(1);
    // Moved a week later before the reminder went out.
    const moved = await call('A', '/api/Appointment/Reschedule', {
      method: 'PUT',
      body: JSON.stringify({ appointmentId: id, startDateTime: '2026-12-14T10:00:00+01:00' }),
    });
    expect(moved.status).toBe(200);
    const sent: string[] = [];
    const transport: Transport = { sendMail: async (m) => void sent.push(m.subject) };
    const sender = startMailSender({ db: api.db, transport, now: () => clock }, { autostart: false });
    await sender.runOnce();
    const [old] = await reminders(id);
    expect(old).toMatchObject({ status: 'dropped' });
    expect(sent.filter((s) => s.startsWith('Reminder'))).toEqual([]);
    expect(sent.filter((s) => s.startsWith('Booking moved'))).toHaveLength(2);
    // Its old time's 2-hour mark passes: nothing; the new time's 24-hour mark: one.
    clock = new Date('2026-12-07T07:30:00Z');
    expect(await remind()).toBe(0);
    clock = new Date('2026-12-13T09:00:00Z');
    expect(await remind()).toBe(1);
    expect((await reminders(id)).at(-1)!.subject).toMatch(/Monday, 14 December 2026 at 10:00/);
  });

  it('catches up after downtime: of the overdue ones only the latest goes out; none once it started', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const id = await book('2026-12-21T10:00:00+01:00');
    const missed = await book('2026-12-21T14:00:00+01:00');
    // The server was down from days before until an hour before the first one: both marks passed.
    clock = new Date('2026-12-21T08:00:00Z');
    expect(await remind()).toBe(2);
    expect(await reminders(id)).toHaveLength(1);
    expect(await remind()).toBe(0);
    const keys = await api.db.select().from(t.appointmentReminders).where(eq(t.appointmentReminders.appointmentId, id));
    expect(keys.map((k) => k.hours).sort()).toEqual([2, 24]);
    // An appointment that started while the server was down gets no reminder at all.
    const late = await book('2026-12-28T10:00:00+01:00');
    clock = new Date('2026-12-28T09:30:00Z');
    expect(await remind()).toBe(0);
    expect(await reminders(late)).toEqual([]);
    expect(missed).toBeTruthy();
  });

  it('two processes write each reminder exactly once', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const booked: string[] = [];
    for (const h of ['10:00', '12:00', '14:00', '16:00']) booked.push(await book(`2027-01-04T${h}:00+01:00`));
    clock = new Date('2027-01-03T16:00:00Z');
    const counts = await Promise.all(Array.from({ length: 6 }, () => remind()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    for (const id of booked) expect(await reminders(id)).toHaveLength(1);
  });

  it('the branch chooses: off, or 48 hours; settings are the owner’s, validated', async () => {
    expect((await call('X', '/api/Branch/Settings')).body.data).toEqual({
      reminderHours: [24, 2],
      minNoticeMinutes: 60,
      cancellationWindowHours: 24,
      textChannel: 'sms',
    });
    expect((await call('A', '/api/Branch/Settings')).status).toBe(403);
    const bad = await call('X', '/api/Branch/Settings', {
      method: 'PUT',
      body: JSON.stringify({ reminderHours: [3], minNoticeMinutes: 60 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/2, 24 or 48/);
    const save = (reminderHours: number[]) =>
      call('X', '/api/Branch/Settings', {
        method: 'PUT',
        body: JSON.stringify({ reminderHours, minNoticeMinutes: 120 }),
      });
    expect((await save([])).body.data).toEqual({
      reminderHours: [],
      minNoticeMinutes: 120,
      cancellationWindowHours: 24,
      textChannel: 'sms',
    });
    clock = new Date('2026-11-22T10:00:00Z');
    const off = await book('2027-01-11T10:00:00+01:00');
    clock = new Date('2027-01-11T08:00:00Z');
    expect(await remind()).toBe(0);
    expect(await reminders(off)).toEqual([]);
    expect((await save([2, 48])).body.data).toEqual({
      reminderHours: [48, 2],
      minNoticeMinutes: 120,
      cancellationWindowHours: 24,
      textChannel: 'sms',
    });
    clock = new Date('2026-11-22T10:00:00Z');
    const early = await book('2027-01-18T10:00:00+01:00');
    clock = new Date('2027-01-16T09:00:00Z');
    expect(await remind()).toBe(1);
    expect(await reminders(early)).toHaveLength(1);
    await save([24, 2]);
    await api.db.update(t.branches).set({ minNoticeMinutes: 60 }).where(eq(t.branches.id, ids.lekki));
  });

  it('the manage link: read, move and cancel without logging in; refused once started or when forged', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const id = await book('2027-01-18T10:00:00+01:00', ids.emp2);
    clock = new Date('2027-01-17T09:00:00Z');
    await remind();
    const token = manageToken((await reminders(id))[0]!.textBody);
    const read = await api.get(`/api/Manage/Appointment?token=${encodeURIComponent(token)}`);
    expect(read.body.data).toMatchObject({ appointmentId: id, bookingStatus: 'PENDING' });
    const move = (startDateTime: string, tk = token) =>
      api.request('/api/Manage/Reschedule', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: tk, startDateTime }),
      });
    expect((await move('2027-01-18T13:00:00+01:00')).status).toBe(200);
    // The customer's minimum notice holds for the link too.
    clock = new Date('2027-01-18T10:30:00Z'); // 11:30 in Lagos
    expect((await move('2027-01-18T12:00:00+01:00')).status).toBe(409);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await api.get(`/api/Manage/Appointment?token=${encodeURIComponent(forged)}`)).status).toBe(403);
    const login = await signToken(TEST_SECRET, { userId: ids.customerA, role: 'Customer' }, clock);
    expect((await api.get(`/api/Manage/Appointment?token=${login}`)).status).toBe(403);
    const cancel = await api.request('/api/Manage/Cancel', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(cancel.body).toMatchObject({ status: 'Success', message: 'Appointment cancelled.' });
    const [a] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, id));
    expect(a!.bookingStatus).toBe('CANCELLED');
    // A link is valid until the appointment starts (its new time: 13:00 in Lagos).
    clock = new Date('2027-01-18T12:00:01Z');
    const expired = await api.get(`/api/Manage/Appointment?token=${encodeURIComponent(token)}`);
    expect(expired.status).toBe(403);
    expect(expired.body.message).toMatch(/no longer valid/);
    expect(sql).toBeTruthy();
  });
});
