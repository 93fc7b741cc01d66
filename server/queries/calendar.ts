/**
 * The salon's calendar for a range of days: its staff with their hours and time off, and every appointment, in one
 * statement (one query plan whatever the number of days or employees); working hours come from the branch's
 * schedule (loaded once), computed per date in the branch's zone.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appointments,
  appointmentServices,
  deposits,
  employees,
  employeeTimeOff,
  salonGuests,
  users,
} from '../db/schema.ts';
import { isoDate, workingWindow } from '../domain/availability.ts';
import { addDays, zonedTime, type LocalDate } from '../domain/time.ts';
import type { BranchSchedule } from './availability.ts';
import { depositView, type DepositRow } from './deposits.ts';
import type { DepositRead } from '../http/booking-schemas.ts';

export interface CalendarAppointment {
  appointmentId: string;
  appointmentNo: string;
  branchEmployeeId: string;
  customerName: string;
  customerPhone: string;
  services: string[];
  startDateTime: string;
  endDateTime: string;
  bookingStatus: 'PENDING' | 'BOOKED' | 'CANCELLED' | 'NO_SHOW';
  paymentStatus: 'PENDING' | 'RECEIVED';
  source: 'ONLINE' | 'SALON';
  deposit: DepositRead | null;
}

export interface CalendarEmployee {
  branchEmployeeId: string;
  name: string;
  workingHours: { date: string; start: string; end: string }[];
  timeOff: { timeOffId: string; startDateTime: string; endDateTime: string; reason: string }[];
}

export interface Calendar {
  timeZone: string;
  employees: CalendarEmployee[];
  appointments: CalendarAppointment[];
}

const iso = (v: string | Date) => new Date(v).toISOString();
const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The calendar of local dates [first, last] (inclusive), in the branch's zone. */
export async function readCalendar(
  db: Db,
  schedule: BranchSchedule,
  first: LocalDate,
  last: LocalDate,
): Promise<Calendar> {
  const tz = schedule.rules.timeZone;
  const from = zonedTime(first, 0, tz).toISOString();
  const to = zonedTime(addDays(last, 1), 0, tz).toISOString();
  type A = {
    id: string;
    no: string;
    emp: string;
    customer: string;
    phone: string;
    services: string[];
    s: string;
    e: string;
    bs: CalendarAppointment['bookingStatus'];
    ps: CalendarAppointment['paymentStatus'];
    src: CalendarAppointment['source'];
    total: number;
    dep: (Omit<DepositRow, 'holdUntil'> & { holdUntil: string }) | null;
  };
  type T = { id: string; emp: string; s: string; e: string; reason: string };
  type E = { id: string; name: string };
  const { rows } = await db.execute<{ appointments: A[] | string; time_off: T[] | string; staff: E[] | string }>(sql`
    with a as (
      select a.id, a.appointment_no, a.branch_employee_id, a.start_at, a.end_at, a.booking_status, a.payment_status,
        a.source, a.total, coalesce(u.full_name, g.full_name, '') as customer,
        coalesce(nullif(u.phone_number, ''), g.phone_number, '') as phone,
        case when d.id is null then null else json_build_object('amount', d.amount_kobo, 'currency', d.currency,
          'status', d.status, 'txRef', d.tx_ref, 'holdUntil', d.hold_until, 'checkoutUrl', d.checkout_url) end as dep
      from ${appointments} a
      left join ${users} u on u.id = a.user_id
      left join ${salonGuests} g on g.id = a.guest_id
      left join ${deposits} d on d.appointment_id = a.id
      where a.branch_id = ${schedule.branchId} and a.start_at < ${to}::timestamptz and a.end_at > ${from}::timestamptz
    )
    select
      (select coalesce(json_agg(json_build_object('id', a.id, 'no', a.appointment_no, 'emp', a.branch_employee_id,
          'customer', a.customer, 'phone', a.phone, 's', a.start_at, 'e', a.end_at, 'bs', a.booking_status,
          'ps', a.payment_status, 'src', a.source, 'total', a.total, 'dep', a.dep, 'services',
          (select coalesce(json_agg(l.service_name order by l.start_at), '[]')
             from ${appointmentServices} l where l.appointment_id = a.id))
          order by a.start_at), '[]') from a) as appointments,
      (select coalesce(json_agg(json_build_object('id', t.id, 'emp', t.employee_id, 's', t.start_at, 'e', t.end_at,
          'reason', t.reason) order by t.start_at), '[]')
         from ${employeeTimeOff} t
         where t.branch_id = ${schedule.branchId} and t.start_at < ${to}::timestamptz
           and t.end_at > ${from}::timestamptz) as time_off,
      -- Staff who left still appear on the days they had bookings.
      (select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name), '[]')
         from ${employees} e
         where e.branch_id = ${schedule.branchId}
           and (e.is_active or exists (select 1 from a where a.branch_employee_id = e.id))) as staff`);
  const row = rows[0]!;
  const timeOff = parse(row.time_off);
  const dates: LocalDate[] = [];
  for (let d = addDays(first, 0); isoDate(d) <= isoDate(last); d = addDays(d, 1)) dates.push(d);
  const employeesOut = parse(row.staff).map((e): CalendarEmployee => {
    const staff = schedule.staff.find((s) => s.id === e.id);
    return {
      branchEmployeeId: e.id,
      name: e.name,
      workingHours: staff
        ? dates.flatMap((d) => {
            const w = workingWindow(schedule.week, staff, d, tz);
            return w ? [{ date: isoDate(d), start: w[0].toISOString(), end: w[1].toISOString() }] : [];
          })
        : [],
      timeOff: timeOff
        .filter((t) => t.emp === e.id)
        .map((t) => ({ timeOffId: t.id, startDateTime: iso(t.s), endDateTime: iso(t.e), reason: t.reason })),
    };
  });
  return {
    timeZone: tz,
    employees: employeesOut,
    appointments: parse(row.appointments).map((a) => ({
      appointmentId: a.id,
      appointmentNo: a.no,
      branchEmployeeId: a.emp,
      customerName: a.customer,
      customerPhone: a.phone,
      services: a.services,
      startDateTime: iso(a.s),
      endDateTime: iso(a.e),
      bookingStatus: a.bs,
      paymentStatus: a.ps,
      source: a.src,
      deposit: depositView(a.dep && { ...a.dep, holdUntil: new Date(a.dep.holdUntil) }, Number(a.total)),
    })),
  };
}

/** One employee's part of the calendar: a stylist's own day, never another's customers. */
export const calendarOfEmployee = (calendar: Calendar, employeeId: string): Calendar => ({
  timeZone: calendar.timeZone,
  employees: calendar.employees.filter((e) => e.branchEmployeeId === employeeId),
  appointments: calendar.appointments.filter((a) => a.branchEmployeeId === employeeId),
});
