/**
 * The reports' reads (issue 32): every figure is added up by the database, one statement per part of the report.
 * The counts, the trend, each employee's bookings and the week grid add up the day sums that triggers keep (a few
 * thousand rows for a year of a busy branch); customers, services and the export read the appointments of the
 * scope's branches whose start falls on the period's local dates (each branch's own zone). A booking whose deposit
 * was never paid (its hold ran out) never became a booking and is left out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parseLocalDate } from '../domain/availability.ts';
import type { PeriodCounts } from '../domain/reports.ts';
import { addDays, zonedTime } from '../domain/time.ts';

/** A branch in a report, with its zone (its local dates and times). */
export interface ScopeBranch {
  id: string;
  timeZone: string;
}

export interface ReportScope {
  branches: ScopeBranch[];
  /** yyyy-mm-dd, local dates in each branch's zone. */
  from: string;
  to: string;
}

const ids = (list: string[]) =>
  sql`(${sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
const branchIdsOf = (scope: ReportScope) => scope.branches.map((b) => b.id);

/** The instants a branch's local dates from..to cover: [midnight of `from`, midnight after `to`). */
function instants(b: ScopeBranch, from: string, to: string) {
  return {
    lo: zonedTime(parseLocalDate(from)!, 0, b.timeZone).toISOString(),
    hi: zonedTime(addDays(parseLocalDate(to)!, 1), 0, b.timeZone).toISOString(),
  };
}

/** The zone of the row's branch: one constant when the scope's branches share one (the usual), else a case. */
function zoneOf(scope: ReportScope): SQL {
  const zones = new Set(scope.branches.map((b) => b.timeZone));
  if (zones.size === 1) return sql`${[...zones][0]}::text`;
  return sql`(case a.branch_id ${sql.join(
    scope.branches.map((b) => sql`when ${b.id}::uuid then ${b.timeZone}::text`),
    sql` `,
  )} end)`;
}

/** The rows of the scope's branches whose start falls on the local dates from..to, each bounded in its own zone. */
const within = (scope: ReportScope, from: string, to: string) =>
  sql.join(
    scope.branches.map((b) => {
      const { lo, hi } = instants(b, from, to);
      return sql`(a.branch_id = ${b.id}::uuid
        and a.start_at >= ${lo}::timestamptz and a.start_at < ${hi}::timestamptz)`;
    }),
    sql` or `,
  );

/**
 * The scope's appointments on the local dates from..to as a CTE `a`, with their local start (in the branch's zone)
 * and the deposit, for what the day sums do not hold (customers, services, the export). The bounds are instants worked
 * out here per branch, so the branch's start index finds the rows and no row is converted to local time to be chosen.
 */
function scoped(scope: ReportScope, from = scope.from, to = scope.to): SQL {
  return sql`with a as (
    select a.id, a.appointment_no, a.user_id, a.guest_id, a.branch_id, a.branch_employee_id, a.start_at, a.end_at,
      a.booking_status, a.payment_status, a.source, a.total, a.cancelled_at,
      a.start_at at time zone ${zoneOf(scope)} as local_start,
      d.status as deposit_status, coalesce(d.amount_kobo, 0) as deposit_kobo
    from appointments a
    left join deposits d on d.appointment_id = a.id
    where (${within(scope, from, to)})
      and (d.status is null or d.status <> 'EXPIRED')
  )`;
}

/** The report sums' rows of the scope's branches on the period's local dates (kept by triggers, migration 0013). */
const inPeriod = (scope: ReportScope) =>
  sql`where branch_id in ${ids(branchIdsOf(scope))} and day between ${scope.from}::date and ${scope.to}::date`;

/** The day sums added up, named as the counts below read them. */
const DAY_SUMS = sql.raw(`sum(bookings) as bookings, sum(completed) as completed, sum(cancelled) as cancelled,
  sum(late_cancelled) as late_cancelled, sum(no_shows) as no_shows, sum(online) as online, sum(salon) as salon,
  sum(completed_naira) as completed_naira, sum(kept_kobo) as kept_kobo`);

const num = (v: unknown) => Number(v ?? 0);
/** A sum of naira as the database keeps it (numeric, exact: '12500.50'), in kobo. */
const koboOfSum = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const revenueOf = (r: Record<string, unknown>) => koboOfSum(r.completed_naira) + num(r.kept_kobo);

/** The headline counts of the period and of the one before it (from `previousFrom` up to the day before `from`). */
export async function periodCounts(db: Db, scope: ReportScope, previousFrom: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select (day >= ${scope.from}::date) as current, ${DAY_SUMS}
    from report_days
    where branch_id in ${ids(branchIdsOf(scope))} and day between ${previousFrom}::date and ${scope.to}::date
    group by 1`);
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
      completedKobo: koboOfSum(r.completed_naira),
      keptKobo: num(r.kept_kobo),
    };
  };
  return { current: counts(true), previous: counts(false) };
}

/** Bookings and revenue (kobo) per local date that has any. */
export async function perDay(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, ${DAY_SUMS}
    from report_days ${inPeriod(scope)}
    group by day`);
  return rows.map((r) => ({ date: String(r.day), bookings: num(r.bookings), kobo: revenueOf(r) }));
}

/**
 * Per employee of the scope (active ones, and any other with appointments in the period): minutes booked (not
 * cancelled: a no-show still held the chair), minutes working (each local date's hours, their own inside the
 * branch's, less time off), revenue (kobo) and no-shows.
 */
export async function perEmployee(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    with days as (
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
      where e.branch_id in ${ids(branchIdsOf(scope))} and e.is_active and (h.employee_id is null or h.is_working)
    ),
    work as (
      select employee_id, sum(extract(epoch from (e - s)) / 60 - coalesce((
        select sum(extract(epoch from (least(o.end_at, spans.e) - greatest(o.start_at, spans.s)))) / 60
        from employee_time_off o
        where o.employee_id = spans.employee_id and o.start_at < spans.e and o.end_at > spans.s), 0)) as minutes
      from spans where e > s group by employee_id
    ),
    booked as (
      select employee_id, sum(live_minutes) as minutes, sum(completed_naira) as completed_naira,
        sum(kept_kobo) as kept_kobo, sum(no_shows) as no_shows
      from report_days ${inPeriod(scope)}
      group by employee_id
    )
    select e.id, e.name, coalesce(w.minutes, 0) as working, coalesce(x.minutes, 0) as booked,
      x.completed_naira, x.kept_kobo, coalesce(x.no_shows, 0) as no_shows
    from employees e
    left join work w on w.employee_id = e.id
    left join booked x on x.employee_id = e.id
    where e.branch_id in ${ids(branchIdsOf(scope))} and (e.is_active or x.employee_id is not null)
    order by e.name, e.id`);
  return rows.map((r) => ({
    branchEmployeeId: String(r.id),
    name: String(r.name),
    workingMinutes: Math.round(num(r.working)),
    bookedMinutes: Math.round(num(r.booked)),
    kobo: revenueOf(r),
    noShows: num(r.no_shows),
  }));
}

/**
 * Customers with a completed visit in the period: how many came for the first time and how many came back (an
 * earlier completed visit at the same business, any branch), and the ten with the most visits.
 */
export async function customerCounts(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<{ fresh: unknown; returning: unknown; top: unknown }>(sql`
    ${scoped(scope)},
    mine as (
      select id from branches
      where business_id in (select business_id from branches where id in ${ids(branchIdsOf(scope))})
    ),
    v as (
      select user_id, guest_id, count(*) as visits, min(start_at) as first_at, sum(total) as naira
      from a where payment_status = 'RECEIVED' group by user_id, guest_id
    ),
    c as (
      -- An account by its visits at any branch of the business (index by user), a salon's guest by theirs.
      select v.*, case when v.user_id is not null then exists (
          select 1 from appointments p
          where p.user_id = v.user_id and p.start_at < v.first_at and p.payment_status = 'RECEIVED'
            and p.branch_id in (select id from mine))
        else exists (
          select 1 from appointments p
          where p.guest_id = v.guest_id and p.start_at < v.first_at and p.payment_status = 'RECEIVED')
        end as came_before
      from v
    )
    select count(*) filter (where not came_before) as fresh, count(*) filter (where came_before) as returning,
      (select coalesce(json_agg(json_build_object('name', t.name, 'visits', t.visits, 'naira', t.naira)), '[]')
       from (
         select coalesce(u.full_name, g.full_name, '') as name, c.visits, c.naira
         from c left join users u on u.id = c.user_id left join salon_guests g on g.id = c.guest_id
         order by c.visits desc, c.naira desc, name limit 10) t) as top
    from c`);
  const r = rows[0]!;
  const top = (typeof r.top === 'string' ? JSON.parse(r.top) : r.top) as {
    name: string;
    visits: unknown;
    naira: unknown;
  }[];
  return {
    new: num(r.fresh),
    returning: num(r.returning),
    top: top.map((t) => ({ name: t.name, visits: num(t.visits), kobo: koboOfSum(t.naira) })),
  };
}

/** Completed visits' services: how many times each was done and what it brought (kobo). */
export async function perService(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    ${scoped(scope)}
    select s.service_id, max(s.service_name) as name, count(*) as count, sum(s.price) as naira
    from appointment_services s join a on a.id = s.appointment_id
    where a.payment_status = 'RECEIVED'
    group by s.service_id`);
  return rows.map((r) => ({
    serviceId: String(r.service_id),
    name: String(r.name),
    count: num(r.count),
    kobo: koboOfSum(r.naira),
  }));
}

/** Bookings (not cancelled) by local ISO weekday (1 = Monday) and hour of their start. */
export async function weekGrid(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select extract(isodow from day)::int as weekday, hour, sum(bookings) as bookings
    from report_hours ${inPeriod(scope)}
    group by 1, 2 having sum(bookings) > 0 order by 1, 2`);
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
      ${scoped(scope)}
      select a.id, to_char(a.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as start_key,
        a.appointment_no, to_char(a.local_start, 'YYYY-MM-DD') as date, to_char(a.local_start, 'HH24:MI') as start,
        to_char(a.local_start + (a.end_at - a.start_at), 'HH24:MI') as end_time,
        coalesce(u.full_name, g.full_name, '') as customer, e.name as employee,
        (select string_agg(s.service_name, '; ' order by s.start_at) from appointment_services s
          where s.appointment_id = a.id) as services,
        a.booking_status, a.payment_status, a.source, a.total, a.deposit_kobo,
        coalesce(a.deposit_status::text, '') as deposit_status
      from a
      join employees e on e.id = a.branch_employee_id
      left join users u on u.id = a.user_id
      left join salon_guests g on g.id = a.guest_id
      where ${after ? sql`(a.start_at, a.id) > (${after.start}::timestamptz, ${after.id}::uuid)` : sql`true`}
      order by a.start_at, a.id
      limit ${EXPORT_PAGE}`);
    if (!rows.length) return;
    yield rows.map((r) => {
      const totalKobo = koboOfSum(r.total);
      const kept = r.deposit_status === 'KEPT' ? num(r.deposit_kobo) : 0;
      return {
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
        totalKobo,
        depositKobo: r.deposit_status ? num(r.deposit_kobo) : null,
        depositStatus: String(r.deposit_status),
        revenueKobo: (r.payment_status === 'RECEIVED' ? totalKobo : 0) + kept,
      };
    });
    if (rows.length < EXPORT_PAGE) return;
    const last = rows.at(-1)!;
    after = { start: String(last.start_key), id: String(last.id) };
  }
}
