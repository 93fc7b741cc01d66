/**
 * The facts a booking rule needs, loaded from the database: the branch's schedule, the cart, one day's busy times,
 * an appointment's state. A missing fact is a refusal (thrown as `Refused`, turned into a value by `outcome`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, reviews } from '../db/schema.ts';
import { parseLocalDate, type DayQuery } from '../domain/availability.ts';
import type { AppointmentState } from '../domain/lifecycle.ts';
import { addDays, zonedTime } from '../domain/time.ts';
import {
  loadBusy,
  loadEmployeeBusy,
  loadSchedule,
  loadServices,
  type BranchSchedule,
} from '../queries/availability.ts';
import { refuse } from '../lib/outcome.ts';

export async function scheduleOf(db: Db, branchId: string): Promise<BranchSchedule> {
  const schedule = await loadSchedule(db, branchId);
  if (!schedule) refuse('not-found', 'Branch not found.');
  return schedule;
}

/** The cart's length in minutes from the services themselves (never from the client); the grid step without any. */
export async function cartOf(db: Db, schedule: BranchSchedule, serviceIds: string[]) {
  if (serviceIds.length === 0) return { minutes: schedule.rules.slotMinutes, services: [] };
  const found = await loadServices(db, schedule.branchId, serviceIds);
  if (found.length !== serviceIds.length)
    refuse(
      'invalid',
      'Some of these services are not offered by this salon any more. ' +
        'Please go back to the salon and update your cart.',
    );
  return { minutes: found.reduce((sum, s) => sum + s.hours * 60 + s.minutes, 0), services: found };
}

/**
 * Everything the engine needs for one local date. Slot reads pass the busy times kept in memory
 * (server/queries/diary-cache.ts); a booking re-checks with the default, a read inside its own transaction.
 */
export async function dayFacts(
  db: Db,
  schedule: BranchSchedule,
  dateText: string,
  minutes: number,
  now: Date,
  busyIn: typeof loadBusy = loadBusy,
): Promise<DayQuery> {
  const date = parseLocalDate(dateText)!;
  const from = zonedTime(date, 0, schedule.rules.timeZone);
  const to = zonedTime(addDays(date, 1), 0, schedule.rules.timeZone);
  return {
    rules: schedule.rules,
    week: schedule.week,
    staff: schedule.staff,
    busy: await busyIn(db, schedule.branchId, from, to),
    now,
    date,
    durationMinutes: minutes,
  };
}

/**
 * The day for one employee only: a booking's re-check asks whether this employee can take this time, so it reads
 * just their busy times (a few rows by index, not the whole branch's day) inside its transaction.
 */
export function employeeDayFacts(
  db: Db,
  schedule: BranchSchedule,
  employeeId: string,
  dateText: string,
  minutes: number,
  now: Date,
): Promise<DayQuery> {
  const staff = schedule.staff.filter((s) => s.id === employeeId);
  return dayFacts(db, { ...schedule, staff }, dateText, minutes, now, (d, _branchId, from, to) =>
    loadEmployeeBusy(d, employeeId, from, to),
  );
}

/** An appointment as the lifecycle rules see it. */
export async function appointmentState(
  db: Db,
  id: string,
): Promise<AppointmentState & { id: string; branchEmployeeId: string }> {
  const [row] = await db
    .select({ a: appointments, reviewId: reviews.id })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(eq(appointments.id, id));
  if (!row) refuse('not-found', 'Appointment not found.');
  return { ...row.a, id: row.a.id, reviewed: row.reviewId !== null };
}

/** When an appointment starts now (a move changes it); undefined when there is none. */
export async function appointmentStart(db: Db, id: string): Promise<Date | undefined> {
  const [row] = await db.select({ startAt: appointments.startAt }).from(appointments).where(eq(appointments.id, id));
  return row?.startAt;
}
