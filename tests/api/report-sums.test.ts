/**
 * The reports' day sums (issue 32, migration 0013) are kept by triggers: after the product's own changes (online and
 * salon bookings, a late cancellation, a completion, a no-show, a move to another day and stylist, a deposit hold that
 * runs out, a deposit kept, an appointment deleted with its deposit) they equal the same sums worked out afresh from
 * the appointments, on both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { keepDeposits } from '../../server/deposits/keeper.ts';
import { fixtureCaller, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

let clock = new Date('2026-11-22T10:00:00Z'); // Sunday, 11:00 in Lagos; Lekki opens Mondays 9-19, Saturdays 10-16
const api = useTestApi(
  async (db) => {
    await buildCatalog(db);
    await db.update(t.services).set({ depositType: 'PERCENT', depositValue: 20 }).where(eq(t.services.id, ids.braids));
  },
  () => clock,
);
const call = fixtureCaller(api, () => clock);
const send = (who: 'A' | 'B' | 'X', method: string, path: string, body: object = {}) =>
  call(who, path, { method, body: JSON.stringify(body) });
const book = async (who: 'A' | 'B', start: string, serviceId: string, employee: string = ids.emp1) => {
  const res = await send(who, 'POST', '/api/Appointment/Insert', {
    startDateTime: start,
    branchEmployeeId: employee,
    appointmentServices: [{ serviceId }],
  });
  expect(res.status).toBe(200);
  return res.body.data as string;
};

/** The sums as the triggers keep them, and as the appointments say they should be, without rows of zeros. */
async function sums() {
  const kept = await api.db.execute(sql`
    select branch_id, day::text, employee_id, bookings, completed, cancelled, late_cancelled, no_shows, online, salon,
      live_minutes, completed_naira::numeric(14, 2)::text as naira, kept_kobo::bigint::text as kept
    from report_days
    where bookings <> 0 or completed <> 0 or cancelled <> 0 or no_shows <> 0 or live_minutes <> 0 or kept_kobo <> 0
    order by 1, 2, 3`);
  const afresh = await api.db.execute(sql`
    select a.branch_id, (a.start_at at time zone b.time_zone)::date::text as day, a.branch_employee_id as employee_id,
      count(*)::int as bookings,
      count(*) filter (where a.payment_status = 'RECEIVED')::int as completed,
      count(*) filter (where a.booking_status = 'CANCELLED')::int as cancelled,
      count(*) filter (where a.booking_status = 'CANCELLED'
        and a.cancelled_at > a.start_at - make_interval(hours => b.cancellation_window_hours::int))::int
        as late_cancelled,
      count(*) filter (where a.booking_status = 'NO_SHOW')::int as no_shows,
      count(*) filter (where a.source = 'ONLINE')::int as online,
      count(*) filter (where a.source = 'SALON')::int as salon,
      coalesce(sum(round(extract(epoch from a.end_at - a.start_at) / 60))
        filter (where a.booking_status <> 'CANCELLED'), 0)::int as live_minutes,
      coalesce(sum(a.total) filter (where a.payment_status = 'RECEIVED'), 0)::numeric(14, 2)::text as naira,
      coalesce(sum(d.amount_kobo) filter (where d.status = 'KEPT'), 0)::bigint::text as kept
    from appointments a
    join branches b on b.id = a.branch_id
    left join deposits d on d.appointment_id = a.id
    where d.status is distinct from 'EXPIRED'
    group by 1, 2, 3
    order by 1, 2, 3`);
  return { kept: kept.rows, afresh: afresh.rows };
}

it('the triggers keep the day sums equal to the appointments, whatever changes them', async () => {
  // A completed visit; a cancellation 23 hours ahead (late: the window is 24 hours); a walk-in who never came.
  const done = await book('A', '2026-11-23T09:00:00.000Z', ids.manicure);
  const late = await book('B', '2026-11-23T10:00:00.000Z', ids.manicure);
  expect((await send('B', 'PUT', `/api/Appointment/CancelBooking?AppointmentId=${late}`)).status).toBe(200);
  const walkIn = await send('X', 'POST', '/api/Appointment/InsertBySalon', {
    startDateTime: '2026-11-23T11:00:00.000Z',
    branchEmployeeId: ids.emp2,
    appointmentServices: [{ serviceId: ids.cut }],
    customer: { fullName: 'Walk-in Wale', phoneNumber: '0803 555 0101' },
  });
  expect(walkIn.status).toBe(200);
  // A move to Saturday with the other stylist.
  const moved = await book('A', '2026-11-23T13:00:00.000Z', ids.manicure);
  const move = { appointmentId: moved, startDateTime: '2026-11-28T10:00:00.000Z', branchEmployeeId: ids.emp2 };
  expect((await send('A', 'PUT', '/api/Appointment/Reschedule', move)).status).toBe(200);
  // A deposit hold that runs out (never a booking), and one the salon keeps.
  await book('A', '2026-11-30T09:00:00.000Z', ids.braids);
  const keptOne = await book('B', '2026-11-30T09:00:00.000Z', ids.braids, ids.emp2);
  clock = new Date(clock.getTime() + 16 * 60_000);
  expect((await keepDeposits(api.deps as never, { log: () => {} })).expired).toBe(2);
  await api.db.update(t.deposits).set({ status: 'KEPT' }).where(eq(t.deposits.appointmentId, keptOne));
  await api.db
    .update(t.appointments)
    .set({ bookingStatus: 'PENDING', cancelledAt: null })
    .where(eq(t.appointments.id, keptOne));
  // Monday, after the visits: one completed, the walk-in a no-show.
  clock = new Date('2026-11-23T17:00:00Z');
  expect((await send('X', 'POST', `/api/Appointment/Completed/${done}`)).status).toBe(200);
  expect((await send('X', 'PUT', `/api/Appointment/NoShow/${walkIn.body.data}`)).status).toBe(200);

  const { kept, afresh } = await sums();
  expect(afresh.length).toBeGreaterThanOrEqual(4);
  expect(kept).toEqual(afresh);

  // An appointment deleted with its deposit takes its counts with it.
  await api.db.delete(t.paymentTransactions).where(eq(t.paymentTransactions.appointmentId, keptOne));
  await api.db.delete(t.appointments).where(eq(t.appointments.id, keptOne));
  const after = await sums();
  expect(after.kept).toEqual(after.afresh);
});
