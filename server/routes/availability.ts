/**
 * Availability reads (design.md section 2 paths): Branch/MonthlyAvailability, Branch/TodaysAvailability and the
 * employees free for one slot. The engine is server/domain/availability.ts; this module only loads and shapes.
 */
import { z } from '@hono/zod-openapi';
import { availableDates, daySlots, freeStaffAt, parseLocalDate, type DayQuery } from '../domain/availability.ts';
import { addDays, localDateOf, zonedTime } from '../domain/time.ts';
import { ApiError, createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Employee, Id } from '../http/schemas.ts';
import type { Db } from '../db/client.ts';
import { loadBusy, loadSchedule, loadServices, type BranchSchedule } from '../queries/availability.ts';

const LocalDateText = z
  .string({ error: 'is required' })
  .trim()
  .refine((v) => parseLocalDate(v) !== null, { error: 'must be a date like 2026-12-5' });
/** Comma-separated service ids: the cart whose whole length the slots must fit. */
export const ServiceIdList = z
  .string()
  .trim()
  .max(2000, { error: 'is too long' })
  .optional()
  .transform((v) =>
    v
      ? [
          ...new Set(
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  )
  .pipe(z.array(Id).max(20, { error: 'lists too many services' }));

const AvailableDate = z
  .object({ fullDate: z.string(), date: z.number().int(), day: z.string() })
  .openapi('AvailableDate');

export async function scheduleOrThrow(db: Db, branchId: string): Promise<BranchSchedule> {
  const schedule = await loadSchedule(db, branchId);
  if (!schedule) throw new ApiError(404, 'Branch not found.');
  return schedule;
}

/** The cart's length in minutes from the services themselves (never from the client); the grid step without any. */
export async function cartMinutes(db: Db, schedule: BranchSchedule, serviceIds: string[]) {
  if (serviceIds.length === 0) return { minutes: schedule.rules.slotMinutes, services: [] };
  const found = await loadServices(db, schedule.branchId, serviceIds);
  if (found.length !== serviceIds.length)
    throw new ApiError(
      400,
      'Some of these services are not offered by this salon any more. ' +
        'Please go back to the salon and update your cart.',
    );
  return { minutes: found.reduce((sum, s) => sum + s.hours * 60 + s.minutes, 0), services: found };
}

/** Everything the engine needs for one local date. */
export async function dayQuery(
  db: Db,
  schedule: BranchSchedule,
  dateText: string,
  minutes: number,
  now: Date,
): Promise<DayQuery> {
  const date = parseLocalDate(dateText)!;
  const from = zonedTime(date, 0, schedule.rules.timeZone);
  const to = zonedTime(addDays(date, 1), 0, schedule.rules.timeZone);
  return {
    rules: schedule.rules,
    week: schedule.week,
    staff: schedule.staff,
    busy: await loadBusy(db, schedule.branchId, from, to),
    now,
    date,
    durationMinutes: minutes,
  };
}

/**
 * Slot lookups read a branch's schedule (hours, staff) from a cache that lives a few seconds: it changes rarely,
 * and the booking itself re-checks everything against fresh data, so a moment's staleness can only cost a 409.
 */
export const SCHEDULE_TTL_MS = 5000;
function cachedSchedules(db: Db, now: () => Date) {
  const cache = new Map<string, { at: number; value: Promise<BranchSchedule> }>();
  return (branchId: string): Promise<BranchSchedule> => {
    const t = now().getTime();
    const hit = cache.get(branchId);
    if (hit && t - hit.at < SCHEDULE_TTL_MS) return hit.value;
    const value = scheduleOrThrow(db, branchId);
    cache.set(branchId, { at: t, value });
    value.catch(() => cache.delete(branchId));
    if (cache.size > 5000) cache.delete(cache.keys().next().value!);
    return value;
  };
}

export function availabilityRoutes({ db, now }: AppDeps) {
  const r = createRouter();
  const schedules = cachedSchedules(db, now);
  r.openapi(
    getRoute({
      path: '/MonthlyAvailability',
      tag: 'Availability',
      summary:
        'Bookable dates in the month of AppointmentDate (from today, up to 60 days ahead), as { fullDate, date, day }',
      query: z.object({ BranchId: Id, AppointmentDate: LocalDateText.optional() }),
      data: z.array(AvailableDate),
      errors: [400, 404],
    }),
    async (c) => {
      const { BranchId, AppointmentDate } = c.req.valid('query');
      const schedule = await scheduleOrThrow(db, BranchId);
      const anchor = AppointmentDate ? parseLocalDate(AppointmentDate)! : localDateOf(now(), schedule.rules.timeZone);
      const from = { ...anchor, day: 1 };
      const to = addDays(
        {
          year: anchor.month === 12 ? anchor.year + 1 : anchor.year,
          month: anchor.month === 12 ? 1 : anchor.month + 1,
          day: 1,
        },
        -1,
      );
      return ok(c, availableDates(schedule.rules, schedule.week, now(), { from: addDays(from, 0), to }));
    },
  );
  r.openapi(
    getRoute({
      path: '/TodaysAvailability',
      tag: 'Availability',
      summary: "A day's bookable start times (ISO date-times), sized to the whole cart when ServiceIds is given",
      query: z.object({ BranchId: Id, AppointmentDate: LocalDateText, ServiceIds: ServiceIdList }),
      data: z.array(z.string()),
      errors: [400, 404],
    }),
    async (c) => {
      const { BranchId, AppointmentDate, ServiceIds } = c.req.valid('query');
      const schedule = await schedules(BranchId);
      const { minutes } = await cartMinutes(db, schedule, ServiceIds);
      return ok(
        c,
        daySlots(await dayQuery(db, schedule, AppointmentDate, minutes, now())).map((d) => d.toISOString()),
      );
    },
  );
  return r;
}

/** BranchEmployee/GetByBranch with AppointmentDate (an ISO date-time) answers only the staff free for that slot. */
export async function freeEmployeesAt(
  db: Db,
  branchId: string,
  at: Date,
  serviceIds: string[],
  now: Date,
): Promise<z.infer<typeof Employee>[]> {
  const schedule = await scheduleOrThrow(db, branchId);
  const { minutes } = await cartMinutes(db, schedule, serviceIds);
  const local = localDateOf(at, schedule.rules.timeZone);
  const q = await dayQuery(db, schedule, `${local.year}-${local.month}-${local.day}`, minutes, now);
  const free = new Set(freeStaffAt(q, at).map((s) => s.id));
  return schedule.staff.filter((s) => free.has(s.id)).map((s) => ({ name: s.name, branchEmployeeId: s.id }));
}
