/** Reads of staff time off and of the bookings that stand in its way. */
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookingsInTheWay } from './appointments.ts';
import { appointments, employees, employeeTimeOff } from '../db/schema.ts';

export interface TimeOffRead {
  timeOffId: string;
  branchEmployeeId: string;
  employeeName: string;
  startDateTime: string;
  endDateTime: string;
  reason: string;
}

/** The branch's time off overlapping [from, to), earliest first. */
export async function listTimeOff(db: Db, branchId: string, from: Date, to: Date): Promise<TimeOffRead[]> {
  const rows = await db
    .select({ t: employeeTimeOff, employeeName: employees.name })
    .from(employeeTimeOff)
    .innerJoin(employees, eq(employees.id, employeeTimeOff.employeeId))
    .where(
      and(eq(employeeTimeOff.branchId, branchId), lt(employeeTimeOff.startAt, to), gt(employeeTimeOff.endAt, from)),
    )
    .orderBy(asc(employeeTimeOff.startAt));
  return rows.map(({ t, employeeName }) => ({
    timeOffId: t.id,
    branchEmployeeId: t.employeeId,
    employeeName,
    startDateTime: t.startAt.toISOString(),
    endDateTime: t.endAt.toISOString(),
    reason: t.reason,
  }));
}

/** An employee's live (not cancelled) bookings overlapping [start, end). */
export function liveBookingsOverlapping(db: Db, employeeId: string, start: Date, end: Date) {
  return bookingsInTheWay(
    db,
    and(
      eq(appointments.branchEmployeeId, employeeId),
      ne(appointments.bookingStatus, 'CANCELLED'),
      lt(appointments.startAt, end),
      gt(appointments.endAt, start),
    )!,
  );
}
