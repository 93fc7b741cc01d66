/**
 * The booking module's use-cases called directly (no HTTP): each answers its value or a typed refusal, and a refusal
 * changes nothing. The routes only map these to the envelope.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookBySalon } from '../../server/booking/book.ts';
import type { BookingDeps } from '../../server/booking/context.ts';
import { changeStatus } from '../../server/booking/status.ts';
import { addTimeOff, removeTimeOff } from '../../server/booking/time-off.ts';
import type { Database } from '../../server/db/client.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { freshDatabase } from '../support/test-db.ts';

let database: Database;
let deps: BookingDeps;
let clock = new Date('2026-11-23T09:10:00Z'); // Monday, 10:10 in Lagos
const salon = { role: 'Business' as const, branchId: ids.lekki };
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
  deps = { db: database.db, now: () => clock, mailer: createMailer(database.db), siteUrl: 'http://localhost:4321' };
});
afterAll(() => database.close());

describe('booking use-cases', () => {
  it('bookBySalon: a value, then a typed conflict for the same slot; a customer is refused', async () => {
    const first = await walkIn('2026-11-23T11:00:00+01:00');
    expect(first).toEqual({ ok: true, value: { id: expect.any(String) } });
    expect(await walkIn('2026-11-23T11:30:00+01:00')).toEqual({
      ok: false,
      refusal: { refused: 'conflict', message: expect.stringMatching(/just booked/) },
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
      await removeTimeOff(deps, { role: 'Business', branchId: ids.ibadan }, added.ok ? added.value.id : ''),
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
    expect(await changeStatus(deps, { role: 'Business', branchId: ids.ibadan }, id, 'no-show')).toMatchObject({
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
