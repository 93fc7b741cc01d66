/**
 * The booking module's use-cases called directly (no HTTP): each answers its value or a typed refusal, and a refusal
 * changes nothing. The routes only map these to the envelope.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookBySalon } from '../../server/booking/book.ts';
import type { DepositDeps } from '../../server/deposits/context.ts';
import { sandboxGateway } from '../../server/payments/gateway.ts';
import { freeEmployeesAt } from '../../server/booking/free-staff.ts';
import { LINK_INVALID, linkedAppointment } from '../../server/booking/manage-link.ts';
import { seeAppointment } from '../../server/booking/see.ts';
import { changeStatus, NOT_YOURS } from '../../server/booking/status.ts';
import { addTimeOff, removeTimeOff } from '../../server/booking/time-off.ts';
import type { Database } from '../../server/db/client.ts';
import { signManageToken } from '../../server/lib/manage-token.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { freshDatabase } from '../support/test-db.ts';

let database: Database;
let deps: DepositDeps;
let clock = new Date('2026-11-23T09:10:00Z'); // Monday, 10:10 in Lagos
const salon = { role: 'Business' as const, branchIds: [ids.lekki], employeeIds: [] };
const walkIn = (start: string, employee: string = ids.emp1) =>
  bookBySalon(deps, salon, {
    start: new Date(start),
    branchEmployeeId: employee,
    serviceIds: [ids.cut],
    customer: { fullName: 'Ada Walk-in', phoneNumber: '0803 111 2222' },
  });
const count = async () =>
  Number(((await database.db.execute(sql`select count(*)::int as n from employee_busy`)).rows[0] as { n: number }).n);

beforeAll(async () => {
  database = await freshDatabase();
  await buildCatalog(database.db);
  deps = {
    db: database.db,
    now: () => clock,
    mailer: createMailer(database.db),
    siteUrl: 'http://localhost:4321',
    gateway: sandboxGateway(database.db),
  };
});
afterAll(() => database.close());

describe('booking use-cases', () => {
  it('bookBySalon: a value, then a typed conflict for the same slot; a customer is refused', async () => {
    const first = await walkIn('2026-11-23T11:00:00+01:00');
    expect(first).toEqual({ ok: true, value: { id: expect.any(String) } });
    // The salon picks any gap: the refusal says the services run into the booking just made.
    expect(await walkIn('2026-11-23T11:30:00+01:00')).toEqual({
      ok: false,
      refusal: { refused: 'conflict', message: expect.stringMatching(/would run into another booking/) },
    });
    const customer = await bookBySalon(
      deps,
      { role: 'Customer', userId: ids.customerA },
      {
        start: new Date('2026-11-23T15:00:00+01:00'),
        branchEmployeeId: ids.emp1,
        serviceIds: [ids.cut],
        customer: { fullName: 'X' },
      },
    );
    expect(customer).toMatchObject({ ok: false, refusal: { refused: 'forbidden' } });
  });

  it('addTimeOff lists the bookings in the way; removeTimeOff frees the time', async () => {
    const busy = await count();
    const over = await addTimeOff(deps, salon, {
      branchEmployeeId: ids.emp1,
      start: new Date('2026-11-23T10:00:00Z'),
      end: new Date('2026-11-23T12:00:00Z'),
      reason: '',
    });
    expect(over).toMatchObject({
      ok: false,
      refusal: { refused: 'conflict', conflicts: [{ startDateTime: '2026-11-23T10:00:00.000Z' }] },
    });
    expect(await count()).toBe(busy);
    const added = await addTimeOff(deps, salon, {
      branchEmployeeId: ids.emp1,
      start: new Date('2026-11-23T14:00:00Z'),
      end: new Date('2026-11-23T15:00:00Z'),
      reason: 'Lunch',
    });
    expect(added.ok).toBe(true);
    expect(await count()).toBe(busy + 1);
    expect(
      await removeTimeOff(
        deps,
        { role: 'Business', branchIds: [ids.ibadan], employeeIds: [] },
        added.ok ? added.value.id : '',
      ),
    ).toEqual({
      ok: false,
      refusal: { refused: 'not-found', message: 'Time off not found.' },
    });
    expect((await removeTimeOff(deps, salon, added.ok ? added.value.id : '')).ok).toBe(true);
    expect(await count()).toBe(busy);
  });

  it('changeStatus: one transition rule for cancel, complete and no-show', async () => {
    const booked = await walkIn('2026-11-23T16:00:00+01:00');
    const id = booked.ok ? booked.value.id : '';
    expect(await changeStatus(deps, salon, id, 'no-show')).toMatchObject({
      ok: false,
      refusal: { refused: 'conflict' },
    });
    clock = new Date('2026-11-23T15:10:00Z');
    expect(
      await changeStatus(deps, { role: 'Business', branchIds: [ids.ibadan], employeeIds: [] }, id, 'no-show'),
    ).toMatchObject({
      ok: false,
      refusal: { refused: 'forbidden' },
    });
    expect(await changeStatus(deps, salon, id, 'no-show')).toEqual({
      ok: true,
      value: { message: 'Marked as a no-show.' },
    });
    expect(await changeStatus(deps, salon, id, 'complete')).toMatchObject({
      ok: false,
      refusal: { refused: 'conflict' },
    });
    expect(await changeStatus(deps, salon, '80000000-0000-4000-8000-0000000000ff', 'cancel')).toEqual({
      ok: false,
      refusal: { refused: 'not-found', message: 'Appointment not found.' },
    });
  });
});

describe('seeing an appointment, its signed link, the staff free for a slot', () => {
  const customerA = { role: 'Customer' as const, userId: ids.customerA };
  const secret = new Uint8Array(32).fill(7);
  const online = async (start: string) => {
    const booked = await book(deps, ids.customerA, {
      start: new Date(start),
      branchEmployeeId: ids.emp1,
      serviceIds: [ids.cut],
    });
    return booked.ok ? booked.value.id : '';
  };

  it("seeAppointment: a customer their own, the salon its branch's and no-shows before, a link its one", async () => {
    clock = new Date('2026-11-24T08:00:00Z');
    const missed = await online('2026-11-30T10:00:00+01:00');
    const later = await online('2026-12-07T10:00:00+01:00');
    clock = new Date('2026-11-30T09:30:00Z');
    expect((await changeStatus(deps, salon, missed, 'no-show')).ok).toBe(true);

    const mine = await seeAppointment(deps, customerA, later);
    expect(mine).toMatchObject({ ok: true, value: { appointmentId: later, bookingStatus: 'PENDING' } });
    expect(mine.ok && 'customerNoShows' in mine.value).toBe(false);
    expect(await seeAppointment(deps, salon, later)).toMatchObject({
      ok: true,
      value: { appointmentId: later, customerName: 'Chiamaka Nwosu Okafor', customerNoShows: 1 },
    });
    expect(await seeAppointment(deps, salon, missed)).toMatchObject({ ok: true, value: { customerNoShows: 0 } });
    const link = await seeAppointment(deps, { role: 'Link', appointmentId: later }, later);
    expect(link).toMatchObject({ ok: true, value: { appointmentId: later } });
    expect(link.ok && 'customerNoShows' in link.value).toBe(false);

    const notYours = { ok: false, refusal: { refused: 'forbidden', message: NOT_YOURS } };
    expect(await seeAppointment(deps, { role: 'Customer', userId: ids.customerB }, later)).toEqual(notYours);
    expect(await seeAppointment(deps, { role: 'Business', branchIds: [ids.ibadan], employeeIds: [] }, later)).toEqual(
      notYours,
    );
    expect(await seeAppointment(deps, { role: 'Business', branchIds: [], employeeIds: [] }, later)).toEqual(notYours);
    expect(await seeAppointment(deps, { role: 'Link', appointmentId: missed }, later)).toEqual(notYours);
    expect(await seeAppointment(deps, customerA, '80000000-0000-4000-8000-0000000000ff')).toEqual({
      ok: false,
      refusal: { refused: 'not-found', message: 'Appointment not found.' },
    });
  });

  it('linkedAppointment: the id while the link is sound and the appointment has not started', async () => {
    clock = new Date('2026-12-01T09:00:00Z');
    const id = await online('2026-12-14T10:00:00+01:00');
    const linkDeps = { ...deps, jwtSecret: secret };
    const token = await signManageToken(secret, id, new Date('2026-12-14T09:00:00Z'), clock);
    expect(await linkedAppointment(linkDeps, token)).toEqual({ ok: true, value: id });

    const invalid = { ok: false, refusal: { refused: 'forbidden', message: LINK_INVALID } };
    expect(await linkedAppointment(linkDeps, token.slice(0, -2))).toEqual(invalid);
    expect(await linkedAppointment({ ...linkDeps, jwtSecret: new Uint8Array(32) }, token)).toEqual(invalid);
    const unknown = '80000000-0000-4000-8000-0000000000ff';
    expect(await linkedAppointment(linkDeps, await signManageToken(secret, unknown, clock, clock))).toEqual(invalid);
    clock = new Date('2026-12-14T09:00:00Z');
    expect(await linkedAppointment(linkDeps, token)).toEqual(invalid);
  });

  it('freeEmployeesAt: the staff free for the whole cart then; a typed refusal for a bad branch or cart', async () => {
    clock = new Date('2026-12-01T09:00:00Z');
    const both = [
      { name: 'Aisha Musa', branchEmployeeId: ids.emp2 },
      { name: 'Tolu Bakare', branchEmployeeId: ids.emp1 },
    ];
    expect(await freeEmployeesAt(deps, ids.lekki, new Date('2026-12-07T13:00:00+01:00'), [ids.cut])).toEqual({
      ok: true,
      value: both,
    });
    // Tolu has the 10:00 booking made above.
    expect(await freeEmployeesAt(deps, ids.lekki, new Date('2026-12-07T10:00:00+01:00'), [ids.cut])).toEqual({
      ok: true,
      value: [both[0]],
    });
    expect(await freeEmployeesAt(deps, ids.closed, new Date('2026-12-07T10:00:00+01:00'), [])).toEqual({
      ok: false,
      refusal: { refused: 'not-found', message: 'Branch not found.' },
    });
    expect(
      await freeEmployeesAt(deps, ids.lekki, new Date('2026-12-07T13:00:00+01:00'), [ids.ibadanBraids]),
    ).toMatchObject({ ok: false, refusal: { refused: 'invalid' } });
  });
});
