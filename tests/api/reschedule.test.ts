/**
 * Reschedule through the API: the same appointment moved (id, number, services, prices kept), its old time freed,
 * mails with an updated calendar invitation (same UID, higher SEQUENCE); who may move what and when; a lost race
 * changes nothing; 50 concurrent moves of different appointments into one slot: exactly one wins.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { fixtureCaller, useTestApi, type FixtureActor } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

// Sunday 22 Nov 2026, 11:00 in Lagos. The Lekki fixture branch opens Mondays 9-19 and Saturdays 10-16.
let clock = new Date('2026-11-22T10:00:00Z');
const api = useTestApi(buildCatalog, () => clock);
type Who = FixtureActor;
const call = fixtureCaller(api, () => clock);
const book = async (who: 'A' | 'B', start: string, employee: string = ids.emp1) => {
  const res = await call(who, '/api/Appointment/Insert', {
    method: 'POST',
    body: JSON.stringify({
      startDateTime: start,
      branchEmployeeId: employee,
      appointmentServices: [{ serviceId: ids.cut }, { serviceId: ids.manicure }],
    }),
  });
  expect(res.status).toBe(200);
  return res.body.data as string;
};
const move = (who: Who | null, appointmentId: string, startDateTime: string, branchEmployeeId?: string) =>
  call(who, '/api/Appointment/Reschedule', {
    method: 'PUT',
    body: JSON.stringify({ appointmentId, startDateTime, ...(branchEmployeeId ? { branchEmployeeId } : {}) }),
  });
const read = async (id: string) => {
  const [a] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, id));
  const lines = await api.db
    .select()
    .from(t.appointmentServices)
    .where(eq(t.appointmentServices.appointmentId, id))
    .orderBy(t.appointmentServices.startAt);
  return { ...a!, lines };
};
const at = (iso: string) => new Date(iso).getTime();

describe('reschedule', () => {
  it('moves the same appointment, frees the old time, and mails both with an updated invitation', async () => {
    const id = await book('A', '2026-11-23T10:00:00+01:00');
    const before = await read(id);
    await api.db.delete(t.mailOutbox);
    const res = await move('A', id, '2026-11-23T14:00:00+01:00');
    expect(res).toEqual({
      status: 200,
      body: {
        status: 'Success',
        message: 'Your appointment has been moved.',
        data: { appointmentId: id, startDateTime: '2026-11-23T13:00:00.000Z' },
      },
    });
    const after = await read(id);
    expect(after).toMatchObject({
      appointmentNo: before.appointmentNo,
      total: before.total,
      subTotal: before.subTotal,
      branchEmployeeId: ids.emp1,
      sequence: 1,
    });
    expect(after.startAt.getTime()).toBe(at('2026-11-23T14:00:00+01:00'));
    expect(after.endAt.getTime() - after.startAt.getTime()).toBe(before.endAt.getTime() - before.startAt.getTime());
    // The lines moved with it, in order, at their prices.
    expect(after.lines.map((l) => [l.serviceName, l.price, l.startAt.toISOString(), l.endAt.toISOString()])).toEqual([
      ['Silk Press', 15000, '2026-11-23T13:00:00.000Z', '2026-11-23T14:30:00.000Z'],
      ['Gel Manicure', 8500, '2026-11-23T14:30:00.000Z', '2026-11-23T15:15:00.000Z'],
    ]);
    // The old time is free again.
    await book('B', '2026-11-23T10:00:00+01:00');

    const mails = await api.db
      .select()
      .from(t.mailOutbox)
      .where(sql`${t.mailOutbox.subject} like 'Booking moved%'`)
      .orderBy(t.mailOutbox.toAddress);
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['a@test.ng', expect.stringMatching(/^Booking moved: Kinks & Coils Studio, Monday, 23 November 2026 at 14:00/)],
      ['kinks-coils-lekki@test.ng', expect.stringMatching(/^Booking moved: /)],
    ]);
    expect(mails[0]!.textBody).toMatch(/It was: Monday, 23 November 2026 at 10:00/);
    const ics = mails[0]!.attachments![0]!.content;
    expect(ics).toContain(`UID:${id}@salonbook.ng`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261123T130000Z');
  });

  it('moves over its own time and to the other employee; each move raises SEQUENCE', async () => {
    const id = await book('A', '2026-11-30T10:00:00+01:00');
    expect((await move('A', id, '2026-11-30T10:30:00+01:00')).status).toBe(200);
    expect((await move('A', id, '2026-11-30T10:30:00+01:00', ids.emp2)).status).toBe(200);
    const a = await read(id);
    expect(a).toMatchObject({ branchEmployeeId: ids.emp2, sequence: 2 });
    // The same time and employee again is not a move.
    expect((await move('A', id, '2026-11-30T10:30:00+01:00')).status).toBe(400);
  });

  it('refuses a time that is taken and leaves the appointment as it was (409)', async () => {
    const mine = await book('A', '2026-11-30T14:00:00+01:00');
    await book('B', '2026-11-30T16:30:00+01:00');
    const res = await move('A', mine, '2026-11-30T15:30:00+01:00');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/just booked by someone else/);
    const a = await read(mine);
    expect(a.startAt.getTime()).toBe(at('2026-11-30T14:00:00+01:00'));
    expect(a.sequence).toBe(0);
    // A time off the grid or outside opening hours is refused the same way.
    expect((await move('A', mine, '2026-11-30T14:10:00+01:00')).status).toBe(409);
    expect((await move('A', mine, '2026-11-30T18:30:00+01:00')).status).toBe(409);
  });

  it('who may move it: the customer their own, the salon its branch; others are refused', async () => {
    const id = await book('A', '2026-12-07T10:00:00+01:00');
    expect((await move(null, id, '2026-12-07T12:00:00+01:00')).status).toBe(401);
    expect((await move('B', id, '2026-12-07T12:00:00+01:00')).status).toBe(403);
    expect((await move('Y', id, '2026-12-07T12:00:00+01:00')).status).toBe(403);
    expect((await move('X', id, '2026-12-07T12:00:00+01:00')).status).toBe(200);
    expect(
      (await move('X', id, '2026-12-07T12:00:00+01:00', '70000000-0000-4000-8000-000000000099')).body.message,
    ).toMatch(/employee is not available/);
    expect((await move('X', id, '2026-12-07T12:30:00+01:00', ids.empGone)).status).toBe(400);
    expect((await move('A', '80000000-0000-4000-8000-000000000099', '2026-12-07T12:00:00+01:00')).status).toBe(404);
    expect((await move('A', id, 'tomorrow at noon')).status).toBe(400);
  });

  it('the customer: before it starts, with the minimum notice; the salon: until it ends, no notice', async () => {
    const id = await book('A', '2026-12-14T10:00:00+01:00');
    clock = new Date('2026-12-14T08:40:00Z'); // 09:40 in Lagos
    // 10:30 is less than the branch's hour of notice away: not offered to the customer, fine for the salon.
    expect((await move('A', id, '2026-12-14T10:30:00+01:00')).status).toBe(409);
    expect((await move('X', id, '2026-12-14T10:30:00+01:00')).status).toBe(200);
    clock = new Date('2026-12-14T09:40:00Z'); // 10:40: started
    const started = await move('A', id, '2026-12-14T15:00:00+01:00');
    expect(started.status).toBe(409);
    expect(started.body.message).toMatch(/already started/);
    expect((await move('X', id, '2026-12-14T15:00:00+01:00')).status).toBe(200);
    clock = new Date('2026-12-14T16:30:00Z'); // 17:30: ended
    expect((await move('X', id, '2026-12-14T18:00:00+01:00')).body.message).toMatch(/already ended/);
    clock = new Date('2026-11-22T10:00:00Z');
  });

  it('never once cancelled, completed or a no-show', async () => {
    const cancelled = await book('A', '2026-12-21T10:00:00+01:00');
    const completed = await book('A', '2026-12-21T13:00:00+01:00');
    expect(
      (await call('A', `/api/Appointment/CancelBooking?AppointmentId=${cancelled}`, { method: 'PUT' })).status,
    ).toBe(200);
    await api.db.update(t.appointments).set({ paymentStatus: 'RECEIVED' }).where(eq(t.appointments.id, completed));
    expect((await move('A', cancelled, '2026-12-21T15:00:00+01:00')).body.message).toMatch(/cancelled/);
    expect((await move('X', completed, '2026-12-21T15:00:00+01:00')).body.message).toMatch(/completed/);
    await api.db
      .update(t.appointments)
      .set({ bookingStatus: 'NO_SHOW', paymentStatus: 'PENDING' })
      .where(eq(t.appointments.id, completed));
    expect((await move('X', completed, '2026-12-21T15:00:00+01:00')).body.message).toMatch(/no-show/);
  });

  it('50 concurrent moves of different appointments into one slot: one wins, 49 keep their times', async () => {
    // 50 half-hour appointments of one employee on later Mondays, written straight into the database.
    const mondays = ['2027-01-04', '2027-01-11', '2027-01-18'];
    const starts = Array.from({ length: 50 }, (_, i) => {
      const day = mondays[Math.floor(i / 20)]!;
      const minutes = 9 * 60 + (i % 20) * 30;
      return new Date(
        `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+01:00`,
      );
    });
    const rows = await api.db
      .insert(t.appointments)
      .values(
        starts.map((s, i) => ({
          userId: i % 2 ? ids.customerA : ids.customerB,
          branchId: ids.lekki,
          branchEmployeeId: ids.emp1,
          startAt: s,
          endAt: new Date(s.getTime() + 30 * 60_000),
          subTotal: 1000,
          total: 1000,
        })),
      )
      .returning({ id: t.appointments.id, startAt: t.appointments.startAt });
    const target = '2026-12-28T12:00:00+01:00';
    const results = await Promise.all(rows.map((r) => move('X', r.id, target)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const now = await api.db
      .select({ id: t.appointments.id, startAt: t.appointments.startAt, sequence: t.appointments.sequence })
      .from(t.appointments)
      .where(sql`${t.appointments.id} in ${rows.map((r) => r.id)}`);
    const winner = rows[statuses.indexOf(200)]!.id;
    for (const r of rows) {
      const a = now.find((n) => n.id === r.id)!;
      if (r.id === winner) expect(a).toMatchObject({ startAt: new Date(target), sequence: 1 });
      else expect(a).toMatchObject({ startAt: r.startAt, sequence: 0 });
    }
  });
});
