/** Loads what the availability engine needs for one branch and one window of time. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appointments,
  branches,
  branchTimings,
  businesses,
  employeeBusy,
  employeeHours,
  employees,
  employeeTimeOff,
  services,
} from '../db/schema.ts';
import type { BranchRules, Busy, DayHours, StaffMember } from '../domain/availability.ts';

/** The salon as its booking mails name it. */
export interface SalonCard {
  name: string;
  email: string;
  address: string;
  city: string;
}

export interface BranchSchedule {
  branchId: string;
  /** How the salon's booking mails name it. */
  salon: SalonCard;
  rules: BranchRules;
  week: DayHours[];
  staff: (StaffMember & { name: string })[];
}

/** The branch's rules, week and active staff with their own hours; undefined for an unknown or inactive branch. */
export async function loadSchedule(db: Db, branchId: string): Promise<BranchSchedule | undefined> {
  // One round trip: this runs on every slot lookup, the hottest read of the product.
  type H = { d: number; o: number; c: number; x: boolean };
  const { rows } = await db.execute<{
    time_zone: string;
    slot_minutes: number;
    min_notice_minutes: number;
    week: H[];
    staff: { id: string; name: string; hours: H[] | null }[];
    business_name: string;
    email: string;
    address: string;
    city: string;
  }>(sql`
    select b.time_zone, b.slot_minutes, b.min_notice_minutes, z.business_name, z.email, b.address, b.city,
      (select coalesce(json_agg(json_build_object(
            'd', t.day_of_week, 'o', t.opening_time, 'c', t.closing_time, 'x', t.is_opened)), '[]')
         from ${branchTimings} t where t.branch_id = b.id) as week,
      (select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name, 'hours',
          (select json_agg(json_build_object('d', h.day_of_week, 'o', h.start_hour, 'c', h.end_hour, 'x', h.is_working))
             from ${employeeHours} h where h.employee_id = e.id))
          order by e.name), '[]')
         from ${employees} e where e.branch_id = b.id and e.is_active) as staff
    from ${branches} b join ${businesses} z on z.id = b.business_id where b.id = ${branchId} and b.status`);
  const row = rows[0];
  if (!row) return undefined;
  const hours = (list: H[]) =>
    list.map((h) => ({ dayOfWeek: Number(h.d), open: Number(h.o), close: Number(h.c), isOpen: Boolean(h.x) }));
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    branchId,
    salon: { name: row.business_name, email: row.email, address: row.address, city: row.city },
    rules: {
      timeZone: row.time_zone,
      slotMinutes: Number(row.slot_minutes),
      minNoticeMinutes: Number(row.min_notice_minutes),
    },
    week: hours(parse(row.week)),
    staff: parse(row.staff).map((e) => ({
      id: e.id,
      name: e.name,
      hours: e.hours?.length ? hours(e.hours) : undefined,
    })),
  };
}

/** When the branch's staff are taken in [from, to): live (not cancelled) appointments and time off. */
export async function loadBusy(db: Db, branchId: string, from: Date, to: Date): Promise<Busy[]> {
  const { rows } = await db.execute<{ employee_id: string; start_at: string | Date; end_at: string | Date }>(sql`
    select branch_employee_id as employee_id, start_at, end_at from ${appointments}
      where branch_id = ${branchId} and booking_status <> 'CANCELLED'
        and start_at < ${to.toISOString()}::timestamptz and end_at > ${from.toISOString()}::timestamptz
    union all
    select employee_id, start_at, end_at from ${employeeTimeOff}
      where branch_id = ${branchId}
        and start_at < ${to.toISOString()}::timestamptz and end_at > ${from.toISOString()}::timestamptz`);
  return rows.map((r) => ({ employeeId: r.employee_id, start: new Date(r.start_at), end: new Date(r.end_at) }));
}

/**
 * When one employee is taken in [from, to): employee_busy has a row for each of their live appointments and time
 * off, and its exclusion constraint's index finds them by employee and time (a booking's re-check).
 */
export async function loadEmployeeBusy(db: Db, employeeId: string, from: Date, to: Date): Promise<Busy[]> {
  const { rows } = await db.execute<{ start_at: string | Date; end_at: string | Date }>(sql`
    select start_at, end_at from ${employeeBusy}
      where employee_id = ${employeeId}
        and tstzrange(start_at, end_at, '[)')
          && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`);
  return rows.map((r) => ({ employeeId, start: new Date(r.start_at), end: new Date(r.end_at) }));
}

/** The branch's active services among the given ids (unknown, foreign or inactive ones are left out). */
/** The branch of an active employee; undefined for an unknown or inactive one. */
export async function loadEmployeeBranch(db: Db, employeeId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ branchId: employees.branchId })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.isActive, true)));
  return row?.branchId;
}

export async function loadServices(db: Db, branchId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: services.id,
      name: services.serviceName,
      price: services.price,
      hours: services.durationHours,
      minutes: services.durationMinutes,
      depositType: services.depositType,
      depositValue: services.depositValue,
    })
    .from(services)
    .where(
      and(
        eq(services.branchId, branchId),
        inArray(services.id, ids),
        eq(services.status, true),
        isNull(services.deletedAt),
      ),
    );
}
