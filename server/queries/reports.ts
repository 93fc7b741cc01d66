/**
 * The reports' reads (issue 32): every figure is added up by the database, one statement per part of the report,
 * over the appointments of the scope's branches whose start falls on the period's local dates (each branch's own
 * zone). A booking whose deposit was never paid (its hold ran out) never became a booking and is left out. Money is
 * summed in kobo.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PeriodCounts } from '../domain/reports.ts';

export interface ReportScope {
  branchIds: string[];
  /** yyyy-mm-dd, local dates in each branch's zone. */
  from: string;
  to: string;
}

const ids = (list: string[]) =>
  sql`(${sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/**
 * The scope's appointments from `from` to `to` as a CTE `a`, with their local start and day, the branch's free
 * cancellation window and the deposit. The start is first bounded in UTC with a margin of a day either side (every
 * zone is within 14 hours of UTC), so the branch's start index does the work.
 */
function scoped(branchIds: string[], from: string, to: string): SQL {
  return sql`with a as (
    select a.id, a.appointment_no, a.user_id, a.guest_id, a.branch_id, a.branch_employee_id, a.start_at, a.end_at,
      a.booking_status, a.payment_status, a.source, a.total, a.cancelled_at,
      a.start_at at time zone b.time_zone as local_start,
      (a.start_at at time zone b.time_zone)::date as day,
      b.cancellation_window_hours::int as window_hours, b.business_id,
      d.status as deposit_status, coalesce(d.amount_kobo, 0) as deposit_kobo
    from appointments a
    join branches b on b.id = a.branch_id
    left join deposits d on d.appointment_id = a.id
    where a.branch_id in ${ids(branchIds)}
      and a.start_at >= (${from}::date - 1)::timestamp at time zone 'UTC'
      and a.start_at < (${to}::date + 2)::timestamp at time zone 'UTC'
      and (d.status is null or d.status <> 'EXPIRED')
      and (a.start_at at time zone b.time_zone)::date between ${from}::date and ${to}::date
  )`;
}

/** Revenue of one appointment in kobo: its total when completed, a deposit the salon kept. */
const REVENUE_KOBO = sql.raw(`(case when payment_status = 'RECEIVED' then round(total * 100) else 0 end
  + case when deposit_status = 'KEPT' then deposit_kobo else 0 end)`);
/** Still taking (or having taken) the employee's time: not cancelled. */
const LIVE = sql.raw(`booking_status <> 'CANCELLED'`);

const num = (v: unknown) => Number(v ?? 0);

/** The headline counts of the period and of the one before it (from `previousFrom` up to the day before `from`). */
export async function periodCounts(db: Db, scope: ReportScope, previousFrom: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`${scoped(scope.branchIds, previousFrom, scope.to)}
    select (day >= ${scope.from}::date) as current,
      count(*) as bookings,
      count(*) filter (where payment_status = 'RECEIVED') as completed,
      count(*) filter (where booking_status = 'CANCELLED') as cancelled,
      count(*) filter (where booking_status = 'CANCELLED'
        and cancelled_at > start_at - make_interval(hours => window_hours)) as late_cancelled,
      count(*) filter (where booking_status = 'NO_SHOW') as no_shows,
      count(*) filter (where source = 'ONLINE') as online,
      count(*) filter (where source = 'SALON') as salon,
      coalesce(sum(round(total * 100)) filter (where payment_status = 'RECEIVED'), 0) as completed_kobo,
      coalesce(sum(deposit_kobo) filter (where deposit_status = 'KEPT'), 0) as kept_kobo
    from a group by 1`);
  const counts = (current: boolean): PeriodCounts => {
    const r = rows.find((x) => Boolean(x.current) === current) ?? {};
    return {
      bookings: num(r.bookings),
      completed: num(r.completed),
      cancelled: num(r.cancelled),
      lateCancelled: num(r.late_cancelled),
      noShows: num(r.no_shows),
      online: num(r.online),
      salon: num(r.salon),
      completedKobo: num(r.completed_kobo),
      keptKobo: num(r.kept_kobo),
    };
  };
  return { current: counts(true), previous: counts(false) };
}

/** Bookings and revenue (kobo) per local date that has any. */
export async function perDay(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<{ day: string | Date; bookings: unknown; kobo: unknown }>(sql`
    ${scoped(scope.branchIds, scope.from, scope.to)}
    select to_char(day, 'YYYY-MM-DD') as day, count(*) as bookings, sum(${REVENUE_KOBO}) as kobo
    from a group by day`);
  return rows.map((r) => ({ date: String(r.day), bookings: num(r.bookings), kobo: num(r.kobo) }));
}

/**
 * Per employee of the scope (active ones, and any other with appointments in the period): minutes booked (not
 * cancelled: a no-show still held the chair), minutes working (each local date's hours, their own inside the
 * branch's, less time off), revenue (kobo) and no-shows.
 */
export async function perEmployee(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    ${scoped(scope.branchIds, scope.from, scope.to)},
    days as (
      select d::date as day from generate_series(${scope.from}::date, ${scope.to}::date, interval '1 day') d
    ),
    spans as (
      select e.id as employee_id,
        (days.day + make_interval(hours => greatest(t.opening_time, coalesce(h.start_hour, t.opening_time))::int))
          at time zone b.time_zone as s,
        (days.day + make_interval(hours => least(t.closing_time, coalesce(h.end_hour, t.closing_time))::int))
          at time zone b.time_zone as e
      from employees e
      join branches b on b.id = e.branch_id
      cross join days
      join branch_timings t on t.branch_id = b.id and t.day_of_week = extract(isodow from days.day) and t.is_opened
      left join employee_hours h on h.employee_id = e.id and h.day_of_week = extract(isodow from days.day)
      where e.branch_id in ${ids(scope.branchIds)} and e.is_active and (h.employee_id is null or h.is_working)
    ),
    work as (
      select employee_id, sum(extract(epoch from (e - s)) / 60 - coalesce((
        select sum(extract(epoch from (least(o.end_at, spans.e) - greatest(o.start_at, spans.s)))) / 60
        from employee_time_off o
        where o.employee_id = spans.employee_id and o.start_at < spans.e and o.end_at > spans.s), 0)) as minutes
      from spans where e > s group by employee_id
    ),
    booked as (
      select branch_employee_id as employee_id,
        coalesce(sum(extract(epoch from (end_at - start_at)) / 60) filter (where ${LIVE}), 0) as minutes,
        sum(${REVENUE_KOBO}) as kobo,
        count(*) filter (where booking_status = 'NO_SHOW') as no_shows
      from a group by branch_employee_id
    )
    select e.id, e.name, coalesce(w.minutes, 0) as working, coalesce(x.minutes, 0) as booked,
      coalesce(x.kobo, 0) as kobo, coalesce(x.no_shows, 0) as no_shows
    from employees e
    left join work w on w.employee_id = e.id
    left join booked x on x.employee_id = e.id
    where e.branch_id in ${ids(scope.branchIds)} and (e.is_active or x.employee_id is not null)
    order by e.name, e.id`);
  return rows.map((r) => ({
    branchEmployeeId: String(r.id),
    name: String(r.name),
    workingMinutes: Math.round(num(r.working)),
    bookedMinutes: Math.round(num(r.booked)),
    kobo: num(r.kobo),
    noShows: num(r.no_shows),
  }));
}

/**
 * Customers with a completed visit in the period: how many came for the first time and how many came back (an
 * earlier completed visit at the same business, any branch), and the ten with the most visits.
 */
export async function customerCounts(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<{ fresh: unknown; returning: unknown; top: unknown }>(sql`
    ${scoped(scope.branchIds, scope.from, scope.to)},
    v as (
      select user_id, guest_id, min(business_id::text)::uuid as business_id, count(*) as visits,
        min(start_at) as first_at, sum(round(total * 100)) as kobo
      from a where payment_status = 'RECEIVED' group by user_id, guest_id
    ),
    c as (
      -- An account by its visits (index by user), a salon's guest by theirs (index by guest).
      select v.*, coalesce(u.full_name, g.full_name, '') as name, case when v.user_id is not null then exists (
          select 1 from appointments p join branches pb on pb.id = p.branch_id
          where p.user_id = v.user_id and p.start_at < v.first_at and p.payment_status = 'RECEIVED'
            and pb.business_id = v.business_id)
        else exists (
          select 1 from appointments p
          where p.guest_id = v.guest_id and p.start_at < v.first_at and p.payment_status = 'RECEIVED')
        end as came_before
      from v left join users u on u.id = v.user_id left join salon_guests g on g.id = v.guest_id
    )
    select count(*) filter (where not came_before) as fresh, count(*) filter (where came_before) as returning,
      (select coalesce(json_agg(json_build_object('name', t.name, 'visits', t.visits, 'kobo', t.kobo)), '[]')
       from (select name, visits, kobo from c order by visits desc, kobo desc, name limit 10) t) as top
    from c`);
  const r = rows[0]!;
  const top = (typeof r.top === 'string' ? JSON.parse(r.top) : r.top) as {
    name: string;
    visits: unknown;
    kobo: unknown;
  }[];
  return {
    new: num(r.fresh),
    returning: num(r.returning),
    top: top.map((t) => ({ name: t.name, visits: num(t.visits), kobo: num(t.kobo) })),
  };
}

/** Completed visits' services: how many times each was done and what it brought (kobo). */
export async function perService(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    ${scoped(scope.branchIds, scope.from, scope.to)}
    select s.service_id, max(s.service_name) as name, count(*) as count, sum(round(s.price * 100)) as kobo
    from appointment_services s join a on a.id = s.appointment_id
    where a.payment_status = 'RECEIVED'
    group by s.service_id`);
  return rows.map((r) => ({
    serviceId: String(r.service_id),
    name: String(r.name),
    count: num(r.count),
    kobo: num(r.kobo),
  }));
}

/** Bookings (not cancelled) by local ISO weekday (1 = Monday) and hour of their start. */
export async function weekGrid(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    ${scoped(scope.branchIds, scope.from, scope.to)}
    select extract(isodow from local_start)::int as weekday, extract(hour from local_start)::int as hour,
      count(*) as bookings
    from a where ${LIVE} group by 1, 2 order by 1, 2`);
  return rows.map((r) => ({ weekday: num(r.weekday), hour: num(r.hour), bookings: num(r.bookings) }));
}

/** The export's columns, in order (the header row). */
export const EXPORT_COLUMNS = [
  'Appointment',
  'Date',
  'Start',
  'End',
  'Customer',
  'Employee',
  'Services',
  'Status',
  'Payment',
  'Source',
  'Total (NGN)',
  'Deposit (NGN)',
  'Deposit status',
  'Revenue (NGN)',
] as const;

const EXPORT_PAGE = 2000;

/**
 * The appointments behind the figures, in start order, a page at a time (by start and id, so a page never repeats or
 * skips a row however many there are): times are local to each branch, money in kobo.
 */
export async function* exportRows(db: Db, scope: ReportScope) {
  let after: { start: string; id: string } | undefined;
  for (;;) {
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      ${scoped(scope.branchIds, scope.from, scope.to)}
      select a.id, to_char(a.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as start_key,
        a.appointment_no, to_char(a.local_start, 'YYYY-MM-DD') as date, to_char(a.local_start, 'HH24:MI') as start,
        to_char(a.local_start + (a.end_at - a.start_at), 'HH24:MI') as end_time,
        coalesce(u.full_name, g.full_name, '') as customer, e.name as employee,
        (select string_agg(s.service_name, '; ' order by s.start_at) from appointment_services s
          where s.appointment_id = a.id) as services,
        a.booking_status, a.payment_status, a.source, round(a.total * 100) as total_kobo,
        a.deposit_kobo, coalesce(a.deposit_status::text, '') as deposit_status, ${REVENUE_KOBO} as revenue_kobo
      from a
      join employees e on e.id = a.branch_employee_id
      left join users u on u.id = a.user_id
      left join salon_guests g on g.id = a.guest_id
      where ${after ? sql`(a.start_at, a.id) > (${after.start}::timestamptz, ${after.id}::uuid)` : sql`true`}
      order by a.start_at, a.id
      limit ${EXPORT_PAGE}`);
    if (!rows.length) return;
    yield rows.map((r) => ({
      appointmentNo: String(r.appointment_no),
      date: String(r.date),
      start: String(r.start),
      end: String(r.end_time),
      customer: String(r.customer),
      employee: String(r.employee),
      services: String(r.services ?? ''),
      status: String(r.booking_status),
      payment: String(r.payment_status),
      source: String(r.source),
      totalKobo: num(r.total_kobo),
      depositKobo: r.deposit_status ? num(r.deposit_kobo) : null,
      depositStatus: String(r.deposit_status),
      revenueKobo: num(r.revenue_kobo),
    }));
    if (rows.length < EXPORT_PAGE) return;
    const last = rows.at(-1)!;
    after = { start: String(last.start_key), id: String(last.id) };
  }
}
