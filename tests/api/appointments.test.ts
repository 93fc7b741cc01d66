/** Booking through the API: availability, the lifecycle and who may do what, mails, and a 50-way race for one slot. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { fixtureCaller, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

// Sunday 22 Nov 2026, 11:00 in Lagos. The Lekki fixture branch opens Mondays 9-19 and Saturdays 10-16.
let clock = new Date('2026-11-22T10:00:00Z');
const api = useTestApi(buildCatalog, () => clock);
const call = fixtureCaller(api, () => clock);
const book = (
  who: 'A' | 'B' | 'X',
  start: string,
  employee: string = ids.emp1,
  services: string[] = [ids.braids, ids.manicure],
) =>
  call(who, '/api/Appointment/Insert', {
    method: 'POST',
    body: JSON.stringify({
      appointmentId: '00000000-0000-0000-0000-000000000000',
      appointmentNo: 'TEMP',
      startDateTime: start,
      appointmentDateTime: start,
      branchEmployeeId: employee,
      appointmentServices: services.map((serviceId) => ({ serviceId, price: 1 })),
      subTotal: 1,
      total: 1,
      bookingStatus: 'BOOKED',
      paymentStatus: 'RECEIVED',
    }),
  });

describe('availability', () => {
  it('MonthlyAvailability lists the open days from today as { fullDate, date, day }', async () => {
    const res = await api.get(`/api/Branch/MonthlyAvailability?BranchId=${ids.lekki}&AppointmentDate=2026-11-22`);
    expect(res.body.data).toEqual([
      { fullDate: '2026-11-23', date: 23, day: 'Mon' },
      { fullDate: '2026-11-28', date: 28, day: 'Sat' },
      { fullDate: '2026-11-30', date: 30, day: 'Mon' },
    ]);
    expect(
      (await api.get(`/api/Branch/MonthlyAvailability?BranchId=${ids.lekki}&AppointmentDate=2027-3-1`)).body.data,
    ).toEqual([]);
  });

  it('TodaysAvailability sizes the slots to the whole cart', async () => {
    const one = (await api.get(`/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=2026-11-23`)).body
      .data;
    expect(one[0]).toBe('2026-11-23T08:00:00.000Z');
    expect(one.at(-1)).toBe('2026-11-23T17:30:00.000Z');
    const cartQuery = `BranchId=${ids.lekki}&AppointmentDate=2026-11-23&ServiceIds=${ids.braids},${ids.manicure}`;
    const cart = (await api.get(`/api/Branch/TodaysAvailability?${cartQuery}`)).body.data;
    expect(cart.at(-1)).toBe('2026-11-23T12:30:00.000Z'); // 13:30 Lagos + 5 h 15 = 18:45, before 19:00
    expect(
      (await api.get(`/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=2026-11-24`)).body.data,
    ).toEqual([]);
    const foreign = await api.get(
      `/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=2026-11-23&ServiceIds=${ids.ibadanBraids}`,
    );
    expect(foreign.status).toBe(400);
    expect(
      (await api.get(`/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=2026-02-30`)).body.message,
    ).toMatch(/AppointmentDate/);
  });

  it('employees free for a slot exclude inactive staff', async () => {
    const query = `BranchId=${ids.lekki}&AppointmentDate=2026-11-23T09:00:00%2B01:00&ServiceIds=${ids.braids}`;
    const res = await api.get(`/api/BranchEmployee/GetByBranch?${query}`);
    expect(res.body.data.map((e: { name: string }) => e.name)).toEqual(['Aisha Musa', 'Tolu Bakare']);
  });
});

describe('lifecycle', () => {
  let appointmentId = '';

  it('books with prices, times and totals computed by the server, never the client', async () => {
    const res = await book('A', '2026-11-23T09:00:00+01:00');
    expect(res.body).toMatchObject({ status: 'Success', message: 'Your Booking has been confirmed' });
    appointmentId = res.body.data;
    const read = (await call('A', `/api/Appointment/GetById?id=${appointmentId}`)).body.data;
    expect(read).toMatchObject({
      appointmentDateTime: '2026-11-23T08:00:00.000Z',
      endDateTime: '2026-11-23T13:15:00.000Z',
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      modeOfPayment: 'OFFLINE',
      paymentPlace: 'VENUE',
      subTotal: 43500,
      discount: 0,
      tax: 0,
      total: 43500,
      review: 'PENDING',
      rating: 0,
      businessName: 'Kinks & Coils Studio',
      employeeName: 'Tolu Bakare',
      customerName: 'Chiamaka Nwosu Okafor',
    });
    expect(read.appointmentNo).toMatch(/^APT-\d{6}$/);
    expect(read.appointmentServices.map((l: { duration: string }) => l.duration)).toEqual(['4Hrs-30Min', '0Hrs-45Min']);
  });

  it('mails the customer and the salon, with a calendar invitation', async () => {
    const customer = (await api.get('/dev/mailbox.json?to=a@test.ng')).body.data;
    const salon = (await api.get('/dev/mailbox.json?to=kinks-coils-lekki@test.ng')).body.data;
    expect(customer[0].subject).toMatch(/^Booking confirmed: Kinks & Coils Studio/);
    expect(customer[0].attachments).toEqual(['appointment.ics']);
    expect(salon[0].subject).toMatch(/^New booking APT-/);
    const [row] = await api.db
      .select()
      .from(t.mailOutbox)
      .where(sql`${t.mailOutbox.toAddress} = 'a@test.ng'`)
      .limit(1);
    expect(row!.attachments![0]!.content).toMatch(
      /BEGIN:VEVENT[\s\S]*DTSTART:20261123T080000Z[\s\S]*DTEND:20261123T131500Z/,
    );
  });

  it('refuses the same employee at an overlapping time (409) and offers the other one', async () => {
    const clash = await book('B', '2026-11-23T11:00:00+01:00', ids.emp1, [ids.cut]);
    expect(clash).toEqual({
      status: 409,
      body: {
        status: 'Error',
        message: 'Sorry, this time was just booked by someone else. Please choose another time.',
      },
    });
    expect((await book('B', '2026-11-23T11:00:00+01:00', ids.emp2, [ids.cut])).status).toBe(200);
    // Off the grid, in the past, or without the essentials.
    expect((await book('B', '2026-11-23T11:10:00+01:00', ids.emp2, [ids.manicure])).status).toBe(409);
    expect((await book('B', '2026-11-20T11:00:00+01:00', ids.emp2, [ids.manicure])).status).toBe(409);
    expect((await book('B', '', ids.emp2)).body.message).toBe('Please select employee and timings.');
    expect((await book('B', '2026-11-23T15:00:00+01:00', ids.emp2, [])).body.message).toBe(
      'Cart items not present. Go back to saloon.',
    );
  });

  it('lets only customers book, and only for themselves', async () => {
    expect((await book('X', '2026-11-28T10:00:00+01:00')).status).toBe(403);
    expect((await call(null, '/api/Appointment/Insert', { method: 'POST', body: '{}' })).status).toBe(401);
    const res = await call('B', '/api/Appointment/Insert', {
      method: 'POST',
      body: JSON.stringify({
        startDateTime: '2026-11-28T10:00:00+01:00',
        branchEmployeeId: ids.emp1,
        appointmentServices: [{ serviceId: ids.cut }],
        userId: ids.customerA,
      }),
    });
    expect(res.status).toBe(403);
  });

  it('shows each side only its own appointments', async () => {
    expect((await call('B', `/api/Appointment/GetById?id=${appointmentId}`)).status).toBe(403);
    expect((await call('A', `/api/Appointment/GetByUser?CustomerId=${ids.customerB}`)).status).toBe(403);
    const mine = (await call('A', `/api/Appointment/GetByUser?CustomerId=${ids.customerA}`)).body.data;
    expect(mine.every((a: { customerName: string }) => a.customerName === 'Chiamaka Nwosu Okafor')).toBe(true);
    const salon = (await call('X', `/api/Appointment/GetByBranchId?BranchId=${ids.lekki}`)).body.data;
    expect(salon.map((a: { appointmentId: string }) => a.appointmentId)).toContain(appointmentId);
    expect((await call('X', `/api/Appointment/GetByBranch/${ids.ibadan}`)).status).toBe(403);
    expect(
      (await call('A', '/api/Appointment/GetByStatus?Status=PENDING')).body.data.map(
        (a: { appointmentId: string }) => a.appointmentId,
      ),
    ).toContain(appointmentId);
  });

  it(
    'the salon completes (payment RECEIVED, BOOKED); ' +
      'then no cancel; the customer reviews once; the rating is earned',
    async () => {
      expect(
        (
          await call('A', `/api/Appointment/Completed/${appointmentId}?AppointmentId=${appointmentId}`, {
            method: 'POST',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('A', `/api/Appointment/UpdateReview?AppointmentId=${appointmentId}&Rating=5&Review=Great`, {
            method: 'PUT',
          })
        ).body.message,
      ).toBe('You can leave feedback once your appointment is completed.');
      const done = await call('X', `/api/Appointment/Completed/${appointmentId}?AppointmentId=${appointmentId}`, {
        method: 'POST',
        body: JSON.stringify({ AppointmentId: appointmentId }),
      });
      expect(done.body.message).toBe('Appointment completed.');
      expect((await call('X', `/api/Appointment/Completed/${appointmentId}`, { method: 'POST' })).body.message).toBe(
        'This appointment is already completed.',
      );
      expect(
        (
          await call('A', `/api/Appointment/CancelBooking?AppointmentId=${appointmentId}&UserId=${ids.customerA}`, {
            method: 'PUT',
            body: '{}',
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await call('B', `/api/Appointment/UpdateReview?AppointmentId=${appointmentId}&Rating=1&Review=x`, {
            method: 'PUT',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('A', `/api/Appointment/UpdateReview?AppointmentId=${appointmentId}&Rating=6&Review=x`, {
            method: 'PUT',
          })
        ).body.message,
      ).toMatch(/Rating must be from 1 to 5 stars/);
      const reviewText = encodeURIComponent('Neat braids, but we started 40 minutes late.');
      const review = await call(
        'A',
        `/api/Appointment/UpdateReview?AppointmentId=${appointmentId}&Rating=3&Review=${reviewText}`,
        { method: 'PUT', body: '{}' },
      );
      expect(review.body.message).toBe('Thank you for your feedback.');
      expect(
        (
          await call('A', `/api/Appointment/UpdateReview?AppointmentId=${appointmentId}&Rating=5&Review=again`, {
            method: 'PUT',
          })
        ).body.message,
      ).toBe('You have already reviewed this appointment.');
      const branch = (await api.get(`/api/Branch/GetById/${ids.lekki}`)).body.data;
      // (5 + 4 + 3) / 3 from the fixture's two reviews and this one
      expect([branch.rating, branch.totalRatings]).toEqual([4, 3]);
      expect((await call('A', `/api/Appointment/GetById?id=${appointmentId}`)).body.data).toMatchObject({
        review: 'Neat braids, but we started 40 minutes late.',
        rating: 3,
      });
    },
  );

  it('cancels: others refused, the customer before the start, the salon until the end, with a mail', async () => {
    const { body } = await book('B', '2026-11-28T10:00:00+01:00', ids.emp1, [ids.manicure]);
    const id = body.data;
    expect((await call('A', `/api/Appointment/CancelBooking?AppointmentId=${id}`, { method: 'PUT' })).status).toBe(403);
    clock = new Date('2026-11-28T09:10:00Z'); // 10:10 Lagos: started
    expect(
      (await call('B', `/api/Appointment/CancelBooking?AppointmentId=${id}`, { method: 'PUT' })).body.message,
    ).toMatch(/already started/);
    expect(
      (await call('X', `/api/Appointment/CancelBooking?AppointmentId=${id}`, { method: 'PUT' })).body.message,
    ).toBe('Appointment cancelled.');
    expect(
      (await call('X', `/api/Appointment/CancelBooking?AppointmentId=${id}`, { method: 'PUT' })).body.message,
    ).toBe('This appointment is already cancelled.');
    expect((await api.get('/dev/mailbox.json?to=b@test.ng')).body.data[0].subject).toMatch(/^Booking cancelled/);
    // A cancelled slot is free again.
    const [row] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, id));
    expect(row!.bookingStatus).toBe('CANCELLED');
    clock = new Date('2026-11-22T10:00:00Z');
  });
});

describe('no double booking', () => {
  it('50 concurrent inserts for one employee and slot leave exactly one booking', async () => {
    const start = '2026-11-30T12:00:00+01:00';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(i % 2 ? 'A' : 'B', start, ids.emp2, [ids.cut])),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const { rows } = await api.db.execute(
      sql`select count(*)::int as n from appointments
          where branch_employee_id = ${ids.emp2} and start_at = ${new Date(start).toISOString()}::timestamptz
          and booking_status <> 'CANCELLED'`,
    );
    expect(Number((rows[0] as { n: number }).n)).toBe(1);
  });

  it('the database itself refuses an overlap that skips the API (exclusion constraint)', async () => {
    const base = { userId: ids.customerA, branchId: ids.lekki, branchEmployeeId: ids.emp2, subTotal: 1, total: 1 };
    await api.db
      .insert(t.appointments)
      .values({ ...base, startAt: new Date('2026-12-07T10:00:00Z'), endAt: new Date('2026-12-07T11:00:00Z') });
    await expect(
      api.db
        .insert(t.appointments)
        .values({ ...base, startAt: new Date('2026-12-07T10:30:00Z'), endAt: new Date('2026-12-07T11:30:00Z') }),
    ).rejects.toThrow();
    // A cancelled one does not block; back-to-back ones do not overlap.
    await api.db.insert(t.appointments).values({
      ...base,
      startAt: new Date('2026-12-07T10:30:00Z'),
      endAt: new Date('2026-12-07T11:30:00Z'),
      bookingStatus: 'CANCELLED',
    });
    await api.db
      .insert(t.appointments)
      .values({ ...base, startAt: new Date('2026-12-07T11:00:00Z'), endAt: new Date('2026-12-07T12:00:00Z') });
  });
});
