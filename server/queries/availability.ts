/** Loads what the availability engine needs for one branch and one window of time. */
import { and, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, branches, branchTimings, employeeHours, employees, services } from '../db/schema.ts';
import type { BranchRules, Busy, DayHours, StaffMember } from '../domain/availability.ts';

export interface BranchSchedule {
  branchId: string;
  rules: BranchRules;
  week: DayHours[];
  staff: (StaffMember & { name: string })[];
}

/** The branch's rules, week and active staff with their own hours; undefined for an unknown or inactive branch. */
export async function loadSchedule(db: Db, branchId: string): Promise<BranchSchedule | undefined> {
  const [branch] = await db
    .select({ timeZone: branches.timeZone, slotMinutes: branches.slotMinutes, minNoticeMinutes: branches.minNoticeMinutes })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.status, true)));
  if (!branch) return undefined;
  const [week, staff] = await Promise.all([
    db.select().from(branchTimings).where(eq(branchTimings.branchId, branchId)),
    db.select({ id: employees.id, name: employees.name }).from(employees).where(and(eq(employees.branchId, branchId), eq(employees.isActive, true))).orderBy(employees.name),
  ]);
  const own = staff.length ? await db.select().from(employeeHours).where(inArray(employeeHours.employeeId, staff.map((s) => s.id))) : [];
  return {
    branchId,
    rules: branch,
    week: week.map((d) => ({ dayOfWeek: d.dayOfWeek, open: d.openingTime, close: d.closingTime, isOpen: d.isOpened })),
    staff: staff.map((s) => {
      const hours = own.filter((h) => h.employeeId === s.id).map((h) => ({ dayOfWeek: h.dayOfWeek, open: h.startHour, close: h.endHour, isOpen: h.isWorking }));
      return { ...s, hours: hours.length ? hours : undefined };
    }),
  };
}

/** Non-cancelled appointments of the branch overlapping [from, to). */
export async function loadBusy(db: Db, branchId: string, from: Date, to: Date): Promise<Busy[]> {
  const rows = await db
    .select({ employeeId: appointments.branchEmployeeId, start: appointments.startAt, end: appointments.endAt })
    .from(appointments)
    .where(and(eq(appointments.branchId, branchId), ne(appointments.bookingStatus, 'CANCELLED'), lt(appointments.startAt, to), gt(appointments.endAt, from)));
  return rows;
}

/** The branch's active services among the given ids (unknown, foreign or inactive ones are left out). */
export async function loadServices(db: Db, branchId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: services.id, name: services.serviceName, price: services.price, hours: services.durationHours, minutes: services.durationMinutes })
    .from(services)
    .where(and(eq(services.branchId, branchId), inArray(services.id, ids), eq(services.status, true), isNull(services.deletedAt)));
}
