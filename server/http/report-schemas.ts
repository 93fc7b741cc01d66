/** The zod schemas of the reports (issue 32), shared by the routes and the islands' types. */
import { z } from '@hono/zod-openapi';
import { LocalDateText } from './booking-schemas.ts';
import { Id } from './schemas.ts';

export const ReportQuery = z.object({
  BranchId: z.union([Id, z.literal('all')]).openapi({ description: "A branch's id, or all: every branch you own" }),
  From: LocalDateText,
  To: LocalDateText,
});

const Totals = z
  .object({
    bookings: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    lateCancelled: z.number().int().openapi({ description: "Cancelled inside the branch's free-cancellation window" }),
    noShows: z.number().int(),
    online: z.number().int(),
    salon: z.number().int(),
    revenue: z.number().openapi({ description: 'Naira: completed visits and deposits kept' }),
    depositsKept: z.number(),
    averageTicket: z.number().openapi({ description: "Naira: a completed visit's average" }),
    noShowRate: z.number().openapi({ description: 'A fraction of the bookings that were due (not cancelled)' }),
    cancellationRate: z.number().openapi({ description: 'A fraction of the bookings' }),
    lateCancellationRate: z.number(),
  })
  .openapi('ReportTotals');

const ServiceFigure = z.object({ serviceId: Id, name: z.string(), count: z.number().int(), revenue: z.number() });

export const ReportSummary = z
  .object({
    timeZone: z.string(),
    from: z.string(),
    to: z.string(),
    totals: Totals,
    previous: Totals,
    days: z.array(z.object({ date: z.string(), bookings: z.number().int(), revenue: z.number() })),
    employees: z.array(
      z.object({
        branchEmployeeId: Id,
        name: z.string(),
        bookedMinutes: z.number().int(),
        workingMinutes: z.number().int(),
        occupancy: z.number(),
        revenue: z.number(),
        noShows: z.number().int(),
      }),
    ),
    customers: z.object({
      new: z.number().int(),
      returning: z.number().int(),
      top: z.array(z.object({ name: z.string(), visits: z.number().int(), revenue: z.number() })),
    }),
    services: z.object({ byRevenue: z.array(ServiceFigure), byCount: z.array(ServiceFigure) }),
    heatmap: z.array(
      z.object({
        weekday: z.number().int().openapi({ description: 'ISO weekday, 1 = Monday' }),
        hour: z.number().int(),
        bookings: z.number().int(),
      }),
    ),
  })
  .openapi('ReportSummary');
