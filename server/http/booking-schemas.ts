/** The zod schemas of booking answers and inputs, shared by the routes that serve them (and the islands' types). */
import { z } from '@hono/zod-openapi';
import { parseLocalDate } from '../domain/availability.ts';
import { Id } from './schemas.ts';

export const BookingStatus = z.enum(['PENDING', 'BOOKED', 'CANCELLED', 'NO_SHOW']);
export const BookingSource = z.enum(['ONLINE', 'SALON']);

/** A deposit's state (issue 29): DUE holds the time until paid; only a payment the gateway confirmed is PAID. */
export const DepositStatus = z.enum(['DUE', 'PAID', 'REFUND_PENDING', 'REFUNDED', 'KEPT', 'EXPIRED']);

/** An appointment's deposit: amounts in kobo (₦1 = 100 kobo), integers. */
export const DepositRead = z
  .object({
    amount: z.number().int().openapi({ description: 'The deposit, in kobo' }),
    balance: z.number().int().openapi({ description: 'What is left to pay at the venue, in kobo' }),
    currency: z.string(),
    status: DepositStatus,
    txRef: z.string(),
    /** Until when an unpaid deposit holds the time. */
    holdUntil: z.string(),
    /** Where to pay it, while it is due. */
    checkoutUrl: z.string().nullable(),
  })
  .openapi('Deposit');
export type DepositRead = z.infer<typeof DepositRead>;

export const AppointmentRead = z
  .object({
    appointmentId: Id,
    appointmentNo: z.string(),
    appointmentDateTime: z.string(),
    endDateTime: z.string(),
    branchId: Id,
    branchUrl: z.string(),
    businessName: z.string(),
    customerName: z.string(),
    customerPhone: z.string(),
    employeeName: z.string(),
    branchEmployeeId: Id,
    /** The branch's IANA time zone: every time of this appointment is shown in it. */
    timeZone: z.string(),
    source: BookingSource,
    modeOfPayment: z.string(),
    bookingStatus: BookingStatus,
    paymentStatus: z.string(),
    paymentPlace: z.string(),
    subTotal: z.number(),
    discount: z.number(),
    tax: z.number(),
    total: z.number(),
    review: z.string(),
    rating: z.number(),
    name: z.string(),
    /** GetById for the salon: how many earlier appointments this customer missed at this branch. */
    customerNoShows: z.number().int().optional(),
    deposit: DepositRead.nullable(),
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
export type AppointmentRead = z.infer<typeof AppointmentRead>;

/** A local date in the branch's zone, e.g. 2026-12-05. */
export const LocalDateText = z
  .string({ error: 'is required' })
  .trim()
  .refine((v) => parseLocalDate(v) !== null, { error: 'must be a date like 2026-12-05' });
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
/** An instant with its offset, e.g. 2026-12-05T09:30:00+01:00. */
export const DateTimeText = z.iso.datetime({
  offset: true,
  error: 'must be a date-time with an offset, like 2026-12-05T09:30:00+01:00',
});

export const CalendarQuery = z.object({ BranchId: Id, From: LocalDateText, To: LocalDateText });
export const Calendar = z
  .object({
    timeZone: z.string(),
    employees: z.array(
      z.object({
        branchEmployeeId: Id,
        name: z.string(),
        workingHours: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
        timeOff: z.array(
          z.object({ timeOffId: Id, startDateTime: z.string(), endDateTime: z.string(), reason: z.string() }),
        ),
      }),
    ),
    appointments: z.array(
      z.object({
        appointmentId: Id,
        appointmentNo: z.string(),
        branchEmployeeId: Id,
        customerName: z.string(),
        customerPhone: z.string(),
        services: z.array(z.string()),
        startDateTime: z.string(),
        endDateTime: z.string(),
        bookingStatus: BookingStatus,
        paymentStatus: z.enum(['PENDING', 'RECEIVED']),
        source: BookingSource,
        deposit: DepositRead.nullable(),
      }),
    ),
  })
  .openapi('Calendar');

/**
 * What an online booking sends (Appointment/Insert): the start, the employee and the services; the server computes
 * times and money. The spec's client sends the whole appointment, so other fields are accepted and ignored.
 */
export const AppointmentInsertBody = z
  .object({
    appointmentDateTime: z.string().optional(),
    startDateTime: z.string().optional(),
    branchEmployeeId: z.string().optional(),
    appointmentServices: z.array(z.object({ serviceId: z.string() }).loose()).optional(),
    userId: z.string().optional(),
  })
  .loose();

export const InsertBySalonBody = z
  .object({
    startDateTime: DateTimeText,
    branchEmployeeId: Id,
    appointmentServices: z
      .array(z.object({ serviceId: Id }))
      .min(1, { error: 'must list at least one service' })
      .max(20, { error: 'lists too many services' }),
    customer: z.object({
      fullName: z
        .string({ error: 'is required' })
        .trim()
        .min(2, { error: 'must be at least 2 characters' })
        .max(100, { error: 'must be at most 100 characters' }),
      phoneNumber: z
        .string()
        .trim()
        // Any way of writing a number ('(0803) 555-0142'): the use-case reads it and refuses what is not a mobile.
        .max(30, { error: 'must be at most 30 characters' })
        .optional(),
      email: z.union([z.literal(''), z.email({ error: 'must be an e-mail address' }).max(254)]).optional(),
    }),
  })
  .openapi('InsertBySalon');

export const TimeOffQuery = CalendarQuery;
export const TimeOffBody = z
  .object({
    branchEmployeeId: Id,
    startDateTime: DateTimeText,
    endDateTime: DateTimeText,
    reason: z.string().trim().max(200, { error: 'must be at most 200 characters' }).default(''),
  })
  .openapi('TimeOffInput');
export const TimeOff = z
  .object({
    timeOffId: Id,
    branchEmployeeId: Id,
    employeeName: z.string(),
    startDateTime: z.string(),
    endDateTime: z.string(),
    reason: z.string(),
  })
  .openapi('TimeOff');
/** A 409 that names the bookings in the way (time off over live bookings). */
export const ConflictBody = z
  .object({
    status: z.literal('Error'),
    message: z.string(),
    data: z
      .array(
        z.object({ appointmentId: Id, appointmentNo: z.string(), startDateTime: z.string(), endDateTime: z.string() }),
      )
      .optional(),
  })
  .openapi('BookingConflicts');

/** Reschedule: the appointment, its new start, and optionally another employee of the same branch. */
export const RescheduleBody = z
  .object({
    appointmentId: Id,
    startDateTime: DateTimeText,
    branchEmployeeId: Id.optional(),
  })
  .openapi('Reschedule');

export const Rescheduled = z.object({ appointmentId: Id, startDateTime: z.string() }).openapi('Rescheduled');

/** The answer to a move, the same for an account and for the holder of the appointment's link. */
export const movedAnswer = (moved: { id: string; startDateTime: string }) => ({
  status: 'Success' as const,
  message: 'Your appointment has been moved.',
  data: { appointmentId: moved.id, startDateTime: moved.startDateTime },
});

/** The signed link from a reminder mail. */
export const ManageToken = z.string({ error: 'is required' }).min(20, { error: 'is not a valid link' }).max(2000);
export const ManageRescheduleBody = z
  .object({ token: ManageToken, startDateTime: DateTimeText, branchEmployeeId: Id.optional() })
  .openapi('ManageReschedule');
export const ManageCancelBody = z.object({ token: ManageToken }).openapi('ManageCancel');

/** A branch's reminder times (hours before; empty: none) and its minimum notice for bookings and changes. */
export const BranchSettings = z
  .object({
    reminderHours: z
      .array(z.union([z.literal(2), z.literal(24), z.literal(48)], { error: 'must be 2, 24 or 48 hours' }))
      .max(3)
      .refine((h) => new Set(h).size === h.length, { error: 'must not repeat a time' }),
    minNoticeMinutes: z
      .number({ error: 'must be a number of minutes' })
      .int({ error: 'must be a whole number of minutes' })
      .min(0, { error: 'must be 0 or more' })
      .max(10_080, { error: 'must be at most a week (10080 minutes)' }),
    /** A paid deposit is refunded when the customer cancels at least this many hours before the start. */
    cancellationWindowHours: z
      .number({ error: 'must be a number of hours' })
      .int({ error: 'must be a whole number of hours' })
      .min(0, { error: 'must be 0 or more' })
      .max(168, { error: 'must be at most a week (168 hours)' }),
    /** Whether the branch texts its customers about their bookings, and on which channel (issue 30). */
    textChannel: z.enum(['off', 'sms', 'whatsapp'], { error: 'must be off, sms or whatsapp' }),
  })
  .openapi('BranchSettings');
/** Saving the settings: what is not sent stays as it is (clients from before the window and texts existed). */
export const BranchSettingsBody = BranchSettings.partial({ cancellationWindowHours: true, textChannel: true }).openapi(
  'BranchSettingsBody',
);
