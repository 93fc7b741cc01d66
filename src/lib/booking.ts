/**
 * Pure helpers of the booking flow: which months the date strip offers, the dates the API expects, and the
 * appointment the flow sends (spec section 3, 'Appointment as created'; new bookings per section 4).
 */
import type { Cart } from '../stores/cart.ts';
import type { NewAppointment } from './types.ts';

/** The spec's all-zero identifier: "new" (or "unknown" for a user id the token decides). */
export const ZERO_ID = '00000000-0000-0000-0000-000000000000';
/** Bookable dates run from today to this many days ahead (design.md section 3). */
export const HORIZON_DAYS = 60;
/** Slots and "today" are computed in the branch's zone; every branch so far is in Lagos. */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}
export interface Month {
  year: number;
  month: number;
}

/** Today's calendar date in a time zone. */
export function todayIn(timeZone: string, now: Date): LocalDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The months the date strip may show: the current one through the one holding the last bookable day. */
export function bookingMonths(today: LocalDate, horizonDays = HORIZON_DAYS): Month[] {
  const last = new Date(Date.UTC(today.year, today.month - 1, today.day + horizonDays));
  const end = last.getUTCFullYear() * 12 + last.getUTCMonth();
  const months: Month[] = [];
  for (let m = today.year * 12 + today.month - 1; m <= end; m++)
    months.push({ year: Math.floor(m / 12), month: (m % 12) + 1 });
  return months;
}

/** The AppointmentDate for a month's dates: today in the current month, else the 1st ('2026-12-1', no padding). */
export function monthQuery(month: Month, today: LocalDate): string {
  const day = month.year === today.year && month.month === today.month ? today.day : 1;
  return `${month.year}-${month.month}-${day}`;
}

/** 'December 2026' */
export function monthLabel(month: Month): string {
  return new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(month.year, month.month - 1, 1),
  );
}

/** 'Saturday, 5 December 2026' for '2026-12-05': a day written out (a calendar date, so no time zone applies). */
export function dayLabel(fullDate: string): string {
  const [year, month, day] = fullDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-NG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, month! - 1, day));
}

/** Which of the strip's months holds '2026-12-05'; -1 when none does. */
export function monthIndexOf(months: Month[], fullDate: string): number {
  const [year, month] = fullDate.split('-').map(Number);
  return months.findIndex((m) => m.year === year && m.month === month);
}

/** '2026-12-05' -> '2026-12-5': the API's year-month-day without zero padding. */
export function localDateText(fullDate: string): string {
  const [year, month, day] = fullDate.split('-').map(Number);
  return `${year}-${month}-${day}`;
}

/** '{h}Hrs-{m}Min', the spec's duration of a service line. */
export const durationText = (hours: number, minutes: number) => `${hours}Hrs-${minutes}Min`;

/**
 * The appointment the flow sends: the services one after the other from the chosen start, new-booking defaults.
 * The server recomputes times, prices and totals from its own data; these fields keep the spec's contract.
 */
export function buildAppointment(
  cart: Cart,
  who: { userId?: string; businessName: string; businessEmail: string },
  now: Date,
): NewAppointment {
  if (!cart.appointmentDateTime || !cart.employee) throw new Error('A booking needs a time and an employee.');
  const start = new Date(cart.appointmentDateTime);
  let at = start.getTime();
  const appointmentServices = cart.items.map((item) => {
    const from = at;
    at += (item.hours * 60 + item.min) * 60_000;
    return {
      serviceId: item.id,
      startTime: new Date(from).toISOString(),
      endTime: new Date(at).toISOString(),
      price: item.price,
      duration: durationText(item.hours, item.min),
    };
  });
  const total = cart.items.reduce((sum, i) => sum + i.price, 0);
  return {
    appointmentId: ZERO_ID,
    appointmentNo: 'TEMP',
    appointmentDateTime: start.toISOString(),
    startDateTime: start.toISOString(),
    endDateTime: new Date(at).toISOString(),
    duration: at - start.getTime(),
    bookingStatus: 'PENDING',
    paymentStatus: 'PENDING',
    modeOfPayment: 'OFFLINE',
    paymentPlace: 'VENUE',
    subTotal: total,
    discount: 0,
    total,
    tax: 0,
    review: 'PENDING',
    rating: 0,
    branchEmployeeId: cart.employee.employeeId,
    createdDate: now.toISOString(),
    updatedDate: now.toISOString(),
    employeeName: cart.employee.employeeName,
    businessName: who.businessName,
    businessEmail: who.businessEmail,
    appointmentServices,
    userId: who.userId || ZERO_ID,
  };
}

/** The branch id of /appointments/{branchId} (trailing slash allowed), or null. */
export function branchIdFromPath(pathname: string): string | null {
  const match = /^\/appointments\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}
