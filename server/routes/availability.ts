/**
 * Availability reads (design.md section 2 paths): Branch/MonthlyAvailability and Branch/TodaysAvailability (the
 * employees free for one slot: server/booking/free-staff.ts). The engine is server/domain/availability.ts; this
 * module only loads and shapes.
 */
import { z } from '@hono/zod-openapi';
import { dayFacts } from '../booking/facts.ts';
import { availableDates, daySlots, parseLocalDate } from '../domain/availability.ts';
import { addDays, localDateOf } from '../domain/time.ts';
import { createRouter, ok } from '../http/envelope.ts';
import { keptFacts } from '../http/kept-facts.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Id } from '../http/schemas.ts';
import { ServiceIdList } from '../http/booking-schemas.ts';
import { AvailableDate } from '../http/account-schemas.ts';

const LocalDateText = z
  .string({ error: 'is required' })
  .trim()
  .refine((v) => parseLocalDate(v) !== null, { error: 'must be a date like 2026-12-5' });
/**
 * Slot lookups read the branch's schedule and the cart from memory (server/http/kept-facts.ts), and the busy times
 * from the diary kept in memory (server/queries/diary-cache.ts): a slot answer costs no database round trip while
 * nothing changed.
 */
export function availabilityRoutes({ db, now, catalogGeneration = () => 0, diary, kept }: AppDeps) {
  const r = createRouter();
  const facts = kept ?? keptFacts(db, now, catalogGeneration);
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
      const schedule = await facts.schedule(BranchId);
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
      const schedule = await facts.schedule(BranchId);
      const { minutes } = await facts.cart(schedule, ServiceIds);
      const day = await dayFacts(db, schedule, AppointmentDate, minutes, now(), diary?.busy);
      return ok(
        c,
        daySlots(day).map((d) => d.toISOString()),
      );
    },
  );
  return r;
}
