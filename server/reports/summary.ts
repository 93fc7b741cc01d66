/**
 * The business at a glance (issue 32): one branch's figures, or every branch the owner owns (`all`), for a period of
 * local dates, beside the period of equal length before it. Owners, and managers of that branch; a stylist, a
 * customer or another salon is refused. The figures are the database's (server/queries/reports.ts); this decides who
 * may ask and shapes the answer.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';
import { isoDate, parseLocalDate } from '../domain/availability.ts';
import { naira, periodDates, rate, reportPeriod, totalsOf } from '../domain/reports.ts';
import { branchesWith, type Membership } from '../domain/team.ts';
import { outcome, refuse } from '../lib/outcome.ts';
import {
  customerCounts,
  perDay,
  perEmployee,
  periodCounts,
  perService,
  weekGrid,
  type ReportScope,
} from '../queries/reports.ts';

export interface ReportInput {
  /** A branch id, or 'all' for every branch the caller owns. */
  branchId: string;
  from: string;
  to: string;
}

const NOT_YOURS = 'Only the owner or a manager of this branch can see its reports.';

/** The branches and the period a caller may report on, or the refusal in words. */
export async function reportScope(db: Db, memberships: readonly Membership[], input: ReportInput) {
  const from = parseLocalDate(input.from);
  const to = parseLocalDate(input.to);
  if (!from || !to) refuse('invalid', 'Please choose the period as dates, like 2026-11-01.');
  const period = reportPeriod(from, to);
  if (typeof period === 'string') refuse('invalid', period);
  let branchIds: string[];
  if (input.branchId === 'all') {
    branchIds = branchesWith(memberships, 'owner');
    if (!branchIds.length) refuse('forbidden', 'Only the owner can see every branch at once.');
  } else {
    if (!branchesWith(memberships, 'day').includes(input.branchId)) refuse('forbidden', NOT_YOURS);
    branchIds = [input.branchId];
  }
  const found = await db
    .select({ id: branches.id, timeZone: branches.timeZone })
    .from(branches)
    .where(inArray(branches.id, branchIds))
    .orderBy(branches.createdAt);
  if (!found.length) refuse('not-found', 'Branch not found.');
  const scope: ReportScope = { branches: found, from: isoDate(from), to: isoDate(to) };
  return { scope, previousFrom: isoDate(period.previous.from), timeZone: found[0]!.timeZone, from, to };
}

export function reportSummary(db: Db, memberships: readonly Membership[], input: ReportInput) {
  return outcome(async () => {
    const { scope, previousFrom, timeZone, from, to } = await reportScope(db, memberships, input);
    const [counts, days, staff, customers, services, heatmap] = await Promise.all([
      periodCounts(db, scope, previousFrom),
      perDay(db, scope),
      perEmployee(db, scope),
      customerCounts(db, scope),
      perService(db, scope),
      weekGrid(db, scope),
    ]);
    const byDay = new Map(days.map((d) => [d.date, d]));
    const top = (key: 'kobo' | 'count') =>
      [...services]
        .sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name))
        .slice(0, 10)
        .map(({ serviceId, name, count, kobo }) => ({ serviceId, name, count, revenue: naira(kobo) }));
    return {
      timeZone,
      from: scope.from,
      to: scope.to,
      totals: totalsOf(counts.current),
      previous: totalsOf(counts.previous),
      days: periodDates(from, to).map((date) => ({
        date,
        bookings: byDay.get(date)?.bookings ?? 0,
        revenue: naira(byDay.get(date)?.kobo ?? 0),
      })),
      employees: staff.map(({ kobo, ...e }) => ({
        ...e,
        occupancy: rate(e.bookedMinutes, e.workingMinutes),
        revenue: naira(kobo),
      })),
      customers: {
        new: customers.new,
        returning: customers.returning,
        top: customers.top.map((c) => ({ name: c.name, visits: c.visits, revenue: naira(c.kobo) })),
      },
      services: { byRevenue: top('kobo'), byCount: top('count') },
      heatmap,
    };
  });
}
