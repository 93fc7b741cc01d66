/** The zod schemas of the waitlist's answers and inputs (issue 31), shared by its routes and the islands' types. */
import { z } from '@hono/zod-openapi';
import { DateTimeText, LocalDateText } from './booking-schemas.ts';
import { Id } from './schemas.ts';

export const WaitlistWindow = z.enum(['MORNING', 'AFTERNOON', 'EVENING', 'ANY'], {
  error: 'must be MORNING, AFTERNOON, EVENING or ANY',
});
export const WaitlistStatus = z.enum(['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'LEFT']);

export const WaitlistJoinBody = z
  .object({
    branchId: Id,
    date: z.string().max(20).openapi({ description: "The branch's local date, e.g. 2026-12-05" }),
    window: WaitlistWindow,
    serviceIds: z.array(Id).min(1, { error: 'must name at least one service' }).max(20),
    branchEmployeeId: Id.optional(),
  })
  .openapi('WaitlistJoin');

/** What an entry waits for, as its customer and the salon both see it. */
const WaitedFor = z.object({
  waitlistId: Id,
  window: WaitlistWindow,
  serviceIds: z.array(Id),
  serviceNames: z.array(z.string()),
  branchEmployeeId: Id.nullable(),
  employeeName: z.string().nullable(),
  status: WaitlistStatus,
  createdAt: z.string(),
});

/** A customer's entry, as their account lists it. */
export const WaitlistEntry = WaitedFor.extend({
  branchId: Id,
  branchUrl: z.string(),
  businessName: z.string(),
  date: z.string(),
  /** The time last offered (ISO), when one was. */
  offeredDateTime: z.string().nullable(),
  timeZone: z.string(),
}).openapi('WaitlistEntry');

/** What an offer link opens: the entry's cart and day, the time offered, and whether it is still free. */
export const WaitlistOffer = z
  .object({
    state: z.enum(['OPEN', 'TAKEN']).openapi({ description: 'OPEN: still free. TAKEN: booked by someone meanwhile' }),
    waitlistId: Id,
    branchId: Id,
    serviceIds: z.array(Id),
    date: z.string(),
    startDateTime: z.string(),
    branchEmployeeId: Id,
    timeZone: z.string(),
  })
  .openapi('WaitlistOffer');
export const WaitlistOfferQuery = z.object({ token: z.string().min(1).max(2000) });

/** An entry as the salon sees it on its calendar's day. */
export const WaitingCustomer = WaitedFor.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
}).openapi('WaitingCustomer');
export const BranchWaitlistQuery = z.object({ BranchId: Id, Date: LocalDateText });

/** The salon books a waiting customer into a free time: the entry's services, this start and employee. */
export const WaitlistBookBody = z.object({ startDateTime: DateTimeText, branchEmployeeId: Id }).openapi('WaitlistBook');
