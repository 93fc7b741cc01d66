/** Reads of appointments with everything the lists show (customer's and salon's lists, one appointment). */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appointments,
  appointmentServices,
  branches,
  businesses,
  deposits,
  employees,
  reviews,
  salonGuests,
  users,
} from '../db/schema.ts';
import { groupBy } from '../domain/group-by.ts';
import type { Actor } from '../domain/lifecycle.ts';
import type { AppointmentRead } from '../http/booking-schemas.ts';
import { depositView } from './deposits.ts';

export type { AppointmentRead };

/** '{h}Hrs-{m}Min', the spec's duration of a service line. */
const durationText = (minutes: number) => `${Math.floor(minutes / 60)}Hrs-${minutes % 60}Min`;

/** Reads appointments with everything the lists show, newest first. */
async function readAppointments(db: Db, where: SQL | undefined): Promise<AppointmentRead[]> {
  const rows = await db
    .select({
      a: appointments,
      // An account's name, else the salon's guest (a walk-in or phone customer).
      customerName: sql<string>`coalesce(${users.fullName}, ${salonGuests.fullName}, '')`,
      customerPhone: sql<string>`coalesce(nullif(${users.phoneNumber}, ''), ${salonGuests.phoneNumber}, '')`,
      timeZone: branches.timeZone,
      employeeName: employees.name,
      businessName: businesses.businessName,
      branchUrl: branches.branchUrl,
      review: reviews.review,
      rating: reviews.rating,
      deposit: deposits,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .leftJoin(salonGuests, eq(salonGuests.id, appointments.guestId))
    .innerJoin(employees, eq(employees.id, appointments.branchEmployeeId))
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .leftJoin(deposits, eq(deposits.appointmentId, appointments.id))
    .where(where)
    .orderBy(desc(appointments.startAt))
    .limit(500);
  const ids = rows.map((r) => r.a.id);
  const lines = ids.length
    ? await db
        .select()
        .from(appointmentServices)
        .where(inArray(appointmentServices.appointmentId, ids))
        .orderBy(appointmentServices.startAt)
    : [];
  const linesOf = groupBy(lines, (l) => l.appointmentId);
  return rows.map(({ a, ...r }) => ({
    appointmentId: a.id,
    appointmentNo: a.appointmentNo,
    appointmentDateTime: a.startAt.toISOString(),
    endDateTime: a.endAt.toISOString(),
    branchId: a.branchId,
    branchUrl: r.branchUrl,
    businessName: r.businessName,
    customerName: r.customerName,
    customerPhone: r.customerPhone,
    employeeName: r.employeeName,
    branchEmployeeId: a.branchEmployeeId,
    timeZone: r.timeZone,
    source: a.source,
    modeOfPayment: a.modeOfPayment,
    bookingStatus: a.bookingStatus,
    paymentStatus: a.paymentStatus,
    paymentPlace: a.paymentPlace,
    subTotal: a.subTotal,
    discount: a.discount,
    tax: a.tax,
    total: a.total,
    review: r.review ?? 'PENDING',
    rating: r.rating ?? 0,
    name: r.businessName,
    deposit: depositView(r.deposit, a.total),
    appointmentServices: (linesOf.get(a.id) ?? []).map((l) => ({
      serviceId: l.serviceId,
      serviceName: l.serviceName,
      startTime: l.startAt.toISOString(),
      endTime: l.endAt.toISOString(),
      price: l.price,
      duration: durationText(l.durationMinutes),
    })),
  }));
}

/** A customer's own appointments (their account's), newest first. */
export const customerAppointments = (db: Db, userId: string) => readAppointments(db, eq(appointments.userId, userId));

/** A branch's appointments, online and the salon's own, newest first. */
export const branchAppointments = (db: Db, branchId: string) =>
  readAppointments(db, eq(appointments.branchId, branchId));

/** The actor's appointments (a customer's own, a salon's branches') in one booking status, newest first. */
export async function appointmentsInStatus(
  db: Db,
  actor: Actor,
  status: AppointmentRead['bookingStatus'],
): Promise<AppointmentRead[]> {
  // A team member: their branches' whole days, a stylist's own appointments, and their own bookings as a customer.
  const whose =
    actor.role === 'Customer'
      ? eq(appointments.userId, actor.userId)
      : or(
          // An empty list matches nothing (drizzle writes `false`).
          inArray(appointments.branchId, actor.branchIds),
          inArray(appointments.branchEmployeeId, actor.employeeIds),
          actor.userId ? eq(appointments.userId, actor.userId) : undefined,
        );
  return readAppointments(db, and(whose, eq(appointments.bookingStatus, status)));
}

/** One appointment as the lists show it; undefined when there is none. */
export async function appointmentById(db: Db, id: string): Promise<AppointmentRead | undefined> {
  const [row] = await readAppointments(db, eq(appointments.id, id));
  return row;
}

/** How many earlier appointments the same customer (account or guest) missed at this branch. */
export async function earlierNoShows(db: Db, appointmentId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${appointments} o join ${appointments} a on a.id = ${appointmentId}
    where o.branch_id = a.branch_id and o.booking_status = 'NO_SHOW' and o.start_at < a.start_at
      and (o.user_id = a.user_id or o.guest_id = a.guest_id)`);
  return Number(rows[0]?.n ?? 0);
}

/** Bookings that stand in the way of a change (time off, closing a branch), soonest first, as a 409 lists them. */
export async function bookingsInTheWay(db: Db, where: SQL) {
  const rows = await db
    .select({ id: appointments.id, no: appointments.appointmentNo, s: appointments.startAt, e: appointments.endAt })
    .from(appointments)
    .where(where)
    .orderBy(asc(appointments.startAt));
  return rows.map((r) => ({
    appointmentId: r.id,
    appointmentNo: r.no,
    startDateTime: r.s.toISOString(),
    endDateTime: r.e.toISOString(),
  }));
}
