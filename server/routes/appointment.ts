/**
 * Appointments (spec section 7, design.md section 2 paths): Insert, CancelBooking, UpdateReview, Completed and the
 * reads. The server computes times, durations, prices and totals from the services themselves; the slot is
 * re-checked in a transaction and the exclusion constraint has the last word (a lost race answers 409).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { appointments, appointmentServices, branches, businesses, employees, reviews, users } from '../db/schema.ts';
import { daySlots, freeStaffAt } from '../domain/availability.ts';
import { groupBy } from '../domain/group-by.ts';
import { icsEvent } from '../domain/ics.ts';
import {
  cancelRefusal,
  completeRefusal,
  reviewRefusal,
  type Actor,
  type AppointmentState,
} from '../domain/lifecycle.ts';
import { localDateOf } from '../domain/time.ts';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, findPgCode, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { Id } from '../http/schemas.ts';
import { refreshBranchRatings } from '../queries/ratings.ts';
import { bookingCancelledMail, bookingConfirmedMail, type BookingMailData } from '../mail/templates.ts';
import { cartMinutes, dayQuery, scheduleOrThrow } from './availability.ts';

const tag = 'Appointment';
export const SLOT_TAKEN = 'Sorry, this time was just booked by someone else. Please choose another time.';
const NOT_YOURS = 'You can only manage your own appointments.';
const CHANGED = 'This appointment was changed meanwhile. Please reload it.';
/** Neither cancelled nor paid: the state cancelling and completing start from. */
const unsettled = sql`${appointments.bookingStatus} <> 'CANCELLED' and ${appointments.paymentStatus} = 'PENDING'`;

const AppointmentRead = z
  .object({
    appointmentId: Id,
    appointmentNo: z.string(),
    appointmentDateTime: z.string(),
    endDateTime: z.string(),
    branchId: Id,
    branchUrl: z.string(),
    businessName: z.string(),
    customerName: z.string(),
    employeeName: z.string(),
    modeOfPayment: z.string(),
    bookingStatus: z.string(),
    paymentStatus: z.string(),
    paymentPlace: z.string(),
    subTotal: z.number(),
    discount: z.number(),
    tax: z.number(),
    total: z.number(),
    review: z.string(),
    rating: z.number(),
    name: z.string(),
    appointmentServices: z.array(
      z.object({
        serviceId: Id,
        serviceName: z.string(),
        startTime: z.string(),
        endTime: z.string(),
        price: z.number(),
        duration: z.string(),
      }),
    ),
  })
  .openapi('Appointment');
type AppointmentRead = z.infer<typeof AppointmentRead>;

/** '{h}Hrs-{m}Min', the spec's duration of a service line. */
const durationText = (minutes: number) => `${Math.floor(minutes / 60)}Hrs-${minutes % 60}Min`;

/** Reads appointments with everything the lists show. */
export async function readAppointments(db: Db, where: SQL | undefined): Promise<AppointmentRead[]> {
  const rows = await db
    .select({
      a: appointments,
      customerName: users.fullName,
      employeeName: employees.name,
      businessName: businesses.businessName,
      branchUrl: branches.branchUrl,
      review: reviews.review,
      rating: reviews.rating,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(employees, eq(employees.id, appointments.branchEmployeeId))
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(where)
    .orderBy(desc(appointments.startAt))
    .limit(500);
  const ids = rows.map((r) => r.a.id);
  const lines = ids.length
    ? await db
        .select()
        .from(appointmentServices)
        .where(inArray(appointmentServices.appointmentId, ids))
        .orderBy(appointmentServices.startAt)
    : [];
  const linesOf = groupBy(lines, (l) => l.appointmentId);
  return rows.map(({ a, ...r }) => ({
    appointmentId: a.id,
    appointmentNo: a.appointmentNo,
    appointmentDateTime: a.startAt.toISOString(),
    endDateTime: a.endAt.toISOString(),
    branchId: a.branchId,
    branchUrl: r.branchUrl,
    businessName: r.businessName,
    customerName: r.customerName,
    employeeName: r.employeeName,
    modeOfPayment: a.modeOfPayment,
    bookingStatus: a.bookingStatus,
    paymentStatus: a.paymentStatus,
    paymentPlace: a.paymentPlace,
    subTotal: a.subTotal,
    discount: a.discount,
    tax: a.tax,
    total: a.total,
    review: r.review ?? 'PENDING',
    rating: r.rating ?? 0,
    name: r.businessName,
    appointmentServices: (linesOf.get(a.id) ?? []).map((l) => ({
      serviceId: l.serviceId,
      serviceName: l.serviceName,
      startTime: l.startAt.toISOString(),
      endTime: l.endAt.toISOString(),
      price: l.price,
      duration: durationText(l.durationMinutes),
    })),
  }));
}

export function appointmentRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter<AuthEnv>();
  r.use('*', requireAuth(deps.jwtSecret, now));
  const actorOf = (c: Context<AuthEnv>): Actor => {
    const claims = c.get('claims');
    return claims.role === 'Customer'
      ? { role: 'Customer', userId: claims.userId }
      : { role: 'Business', branchId: claims.branchId };
  };

  async function loadState(id: string): Promise<AppointmentState & { id: string }> {
    const [row] = await db
      .select({ a: appointments, reviewId: reviews.id })
      .from(appointments)
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
      .where(eq(appointments.id, id));
    if (!row) throw new ApiError(404, 'Appointment not found.');
    return { ...row.a, id: row.a.id, reviewed: row.reviewId !== null };
  }
  const refuse = (reason: string | null) => {
    if (reason === 'not yours') throw new ApiError(403, NOT_YOURS);
    if (reason) throw new ApiError(409, reason);
  };

  async function mailData(id: string): Promise<{
    b: BookingMailData;
    customerEmail: string;
    salonEmail: string;
    address: string;
    start: Date;
    end: Date;
  }> {
    const [row] = await db
      .select({
        a: appointments,
        customerName: users.fullName,
        customerEmail: users.email,
        employeeName: employees.name,
        businessName: businesses.businessName,
        salonEmail: businesses.email,
        address: branches.address,
        city: branches.city,
        timeZone: branches.timeZone,
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.userId))
      .innerJoin(employees, eq(employees.id, appointments.branchEmployeeId))
      .innerJoin(branches, eq(branches.id, appointments.branchId))
      .innerJoin(businesses, eq(businesses.id, branches.businessId))
      .where(eq(appointments.id, id));
    const lines = await db.select().from(appointmentServices).where(eq(appointmentServices.appointmentId, id));
    const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;
    const when = new Intl.DateTimeFormat('en-NG', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: row!.timeZone,
    }).format(row!.a.startAt);
    const address = `${row!.address}, ${row!.city}`;
    return {
      b: {
        appointmentNo: row!.a.appointmentNo,
        customerName: row!.customerName,
        businessName: row!.businessName,
        address,
        employeeName: row!.employeeName,
        when,
        services: lines.map((l) => ({ name: l.serviceName, price: naira(l.price) })),
        total: naira(row!.a.total),
      },
      customerEmail: row!.customerEmail,
      salonEmail: row!.salonEmail,
      address,
      start: row!.a.startAt,
      end: row!.a.endAt,
    };
  }

  async function sendBookingMails(id: string, kind: 'confirmed' | 'cancelled') {
    const d = await mailData(id);
    const ics = icsEvent({
      uid: id,
      start: d.start,
      end: d.end,
      summary: `${d.b.businessName}: ${d.b.services.map((s) => s.name).join(', ')}`,
      description: `Appointment ${d.b.appointmentNo} with ${d.b.employeeName}. Pay at the venue: ${d.b.total}.`,
      location: d.address,
      now: now(),
      method: kind === 'confirmed' ? 'REQUEST' : 'CANCEL',
    });
    const make = kind === 'confirmed' ? bookingConfirmedMail : bookingCancelledMail;
    await deps.mailer.send(make(d.customerEmail, d.b, 'customer', ics, deps.siteUrl));
    await deps.mailer.send(make(d.salonEmail, d.b, 'salon', ics, deps.siteUrl));
  }

  const InsertBody = z
    .object({
      appointmentDateTime: z.string().optional(),
      startDateTime: z.string().optional(),
      branchEmployeeId: z.string().optional(),
      appointmentServices: z.array(z.object({ serviceId: z.string() }).loose()).optional(),
      userId: z.string().optional(),
    })
    .loose();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Insert',
      tags: [tag],
      summary:
        'Book: the start time, the employee and the services; the server computes the rest. data is the appointment id',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: InsertBody } }, required: true } },
      responses: jsonResponses(Id, 'Booked', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const claims = c.get('claims');
      if (claims.role !== 'Customer') throw new ApiError(403, 'Please log in with a customer account to book.');
      const body = c.req.valid('json');
      if (body.userId && !/^0{8}-/.test(body.userId) && body.userId !== claims.userId)
        throw new ApiError(403, 'You can only book for yourself.');
      const serviceIds = [...new Set((body.appointmentServices ?? []).map((s) => s.serviceId))];
      if (serviceIds.length === 0) throw new ApiError(400, 'Cart items not present. Go back to saloon.');
      const startText = body.startDateTime ?? body.appointmentDateTime;
      const start = startText ? new Date(startText) : undefined;
      if (
        !start ||
        Number.isNaN(start.getTime()) ||
        !body.branchEmployeeId ||
        !Id.safeParse(body.branchEmployeeId).success ||
        !serviceIds.every((s) => Id.safeParse(s).success)
      ) {
        throw new ApiError(400, 'Please select employee and timings.');
      }
      const [employee] = await db
        .select()
        .from(employees)
        .where(and(eq(employees.id, body.branchEmployeeId), eq(employees.isActive, true)));
      if (!employee) throw new ApiError(400, 'This employee is not available. Please choose another.');
      const schedule = await scheduleOrThrow(db, employee.branchId);
      const { minutes, services } = await cartMinutes(db, schedule, serviceIds);
      const local = localDateOf(start, schedule.rules.timeZone);
      const id = await db
        .transaction(async (tx) => {
          const t = tx as unknown as Db;
          // Re-check inside the transaction; the exclusion constraint still decides a race between two processes.
          const q = await dayQuery(t, schedule, `${local.year}-${local.month}-${local.day}`, minutes, now());
          const onGrid = daySlots(q).some((s) => s.getTime() === start.getTime());
          if (!onGrid || !freeStaffAt(q, start).some((s) => s.id === employee.id)) throw new ApiError(409, SLOT_TAKEN);
          const subTotal = services.reduce((sum, s) => sum + s.price, 0);
          const [row] = await t
            .insert(appointments)
            .values({
              userId: claims.userId,
              branchId: schedule.branchId,
              branchEmployeeId: employee.id,
              startAt: start,
              endAt: new Date(start.getTime() + minutes * 60_000),
              subTotal,
              total: subTotal,
            })
            .returning({ id: appointments.id });
          let at = start.getTime();
          const ordered = serviceIds.map((sid) => services.find((s) => s.id === sid)!);
          await t.insert(appointmentServices).values(
            ordered.map((s) => {
              const length = s.hours * 60 + s.minutes;
              const line = {
                appointmentId: row!.id,
                serviceId: s.id,
                serviceName: s.name,
                price: s.price,
                startAt: new Date(at),
                endAt: new Date(at + length * 60_000),
                durationMinutes: length,
              };
              at += length * 60_000;
              return line;
            }),
          );
          return row!.id;
        })
        .catch((err) => {
          if (findPgCode(err) === '23P01') throw new ApiError(409, SLOT_TAKEN);
          throw err;
        });
      await sendBookingMails(id, 'confirmed');
      return c.json({ status: 'Success' as const, message: 'Your Booking has been confirmed', data: id }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/CancelBooking',
      tags: [tag],
      summary: 'Cancel an appointment (customer before it starts, salon before it ends; never once paid)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ AppointmentId: Id, UserId: Id.optional() }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const { AppointmentId, UserId } = c.req.valid('query');
      const actor = actorOf(c);
      if (UserId && actor.role === 'Customer' && UserId !== actor.userId) throw new ApiError(403, NOT_YOURS);
      refuse(cancelRefusal(await loadState(AppointmentId), actor, now()));
      // Only from the state just checked: a completion (or cancellation) that landed meanwhile wins, never both.
      const updated = await db
        .update(appointments)
        .set({ bookingStatus: 'CANCELLED', updatedAt: now() })
        .where(and(eq(appointments.id, AppointmentId), unsettled))
        .returning({ id: appointments.id });
      if (!updated.length) refuse(cancelRefusal(await loadState(AppointmentId), actor, now()) ?? CHANGED);
      await sendBookingMails(AppointmentId, 'cancelled');
      return c.json({ status: 'Success' as const, message: 'Appointment cancelled.' }, 200);
    },
  );

  const complete = async (c: Context<AuthEnv>, id: string) => {
    refuse(completeRefusal(await loadState(id), actorOf(c)));
    const updated = await db
      .update(appointments)
      .set({ paymentStatus: 'RECEIVED', bookingStatus: 'BOOKED', updatedAt: now() })
      .where(and(eq(appointments.id, id), unsettled))
      .returning({ id: appointments.id });
    if (!updated.length) refuse(completeRefusal(await loadState(id), actorOf(c)) ?? CHANGED);
    return c.json({ status: 'Success' as const, message: 'Appointment completed.' }, 200);
  };
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Completed/{id}',
      tags: [tag],
      summary: 'The salon marks an appointment done and paid at the venue',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => complete(c, c.req.valid('param').id),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/Completed',
      tags: [tag],
      summary: 'The same, with ?AppointmentId=',
      security: [{ Bearer: [] }],
      request: { query: z.object({ AppointmentId: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => complete(c, c.req.valid('query').AppointmentId),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/UpdateReview',
      tags: [tag],
      summary: 'The customer rates (1 to 5) and reviews a completed appointment, once',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({
          AppointmentId: Id,
          Rating: z.coerce
            .number({ error: 'must be a number' })
            .int({ error: 'must be a whole number of stars' })
            .min(1, { error: 'must be from 1 to 5 stars' })
            .max(5, { error: 'must be from 1 to 5 stars' }),
          Review: z.string().trim().max(1000, { error: 'must be at most 1000 characters' }).optional(),
        }),
      },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const { AppointmentId, Rating, Review } = c.req.valid('query');
      const state = await loadState(AppointmentId);
      refuse(reviewRefusal(state, actorOf(c)));
      await db
        .insert(reviews)
        .values({
          appointmentId: AppointmentId,
          branchId: state.branchId,
          userId: state.userId,
          rating: Rating,
          review: Review ?? '',
        })
        .onConflictDoNothing();
      await refreshBranchRatings(db, [state.branchId]);
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Thank you for your feedback.' }, 200);
    },
  );

  const list = z.array(AppointmentRead);
  const forActor = (c: Context<AuthEnv>) => {
    const a = actorOf(c);
    return a.role === 'Customer'
      ? eq(appointments.userId, a.userId)
      : eq(appointments.branchId, a.branchId ?? '00000000-0000-0000-0000-000000000000');
  };
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByUser',
      tags: [tag],
      summary: "A customer's own appointments, newest first",
      security: [{ Bearer: [] }],
      request: { query: z.object({ CustomerId: Id.optional() }) },
      responses: jsonResponses(list, 'Appointments', [400, 401, 403]),
    }),
    async (c) => {
      const claims = c.get('claims');
      const id = c.req.valid('query').CustomerId;
      if (claims.role !== 'Customer' || (id && id !== claims.userId)) throw new ApiError(403, NOT_YOURS);
      return ok(c, await readAppointments(db, eq(appointments.userId, claims.userId)));
    },
  );
  const byBranch = async (c: Context<AuthEnv>, branchId: string | undefined) => {
    const claims = c.get('claims');
    if (claims.role !== 'Business' || !claims.branchId || (branchId && branchId !== claims.branchId))
      throw new ApiError(403, NOT_YOURS);
    return ok(c, await readAppointments(db, eq(appointments.branchId, claims.branchId)));
  };
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByBranchId',
      tags: [tag],
      summary: "A salon's appointments, newest first (owner only)",
      security: [{ Bearer: [] }],
      request: { query: z.object({ BranchId: Id.optional() }) },
      responses: jsonResponses(list, 'Appointments', [400, 401, 403]),
    }),
    async (c) => byBranch(c, c.req.valid('query').BranchId),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByBranch/{id}',
      tags: [tag],
      summary: 'The same, branch id in the path',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: jsonResponses(list, 'Appointments', [400, 401, 403]),
    }),
    async (c) => byBranch(c, c.req.valid('param').id),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetByStatus',
      tags: [tag],
      summary: 'Your appointments (customer) or your salon’s (business) in one booking status',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({
          Status: z.enum(['PENDING', 'BOOKED', 'CANCELLED'], { error: 'must be PENDING, BOOKED or CANCELLED' }),
        }),
      },
      responses: jsonResponses(list, 'Appointments', [400, 401]),
    }),
    async (c) =>
      ok(c, await readAppointments(db, and(forActor(c), eq(appointments.bookingStatus, c.req.valid('query').Status)))),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/GetById',
      tags: [tag],
      summary: 'One appointment you can see',
      security: [{ Bearer: [] }],
      request: { query: z.object({ id: Id }) },
      responses: jsonResponses(AppointmentRead, 'Appointment', [400, 401, 403, 404]),
    }),
    async (c) => {
      const [row] = await readAppointments(db, eq(appointments.id, c.req.valid('query').id));
      if (!row) throw new ApiError(404, 'Appointment not found.');
      const state = await loadState(row.appointmentId);
      const a = actorOf(c);
      if (!(a.role === 'Customer' ? state.userId === a.userId : state.branchId === a.branchId))
        throw new ApiError(403, NOT_YOURS);
      return ok(c, row);
    },
  );
  return r;
}
