/**
 * Booking: a customer online (Insert) and, with the same engine and the same database guarantee, the salon for a
 * walk-in or phone customer. The slot is re-checked inside the transaction; the database's exclusion constraint has
 * the last word on a race between two processes (a lost race is a conflict).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, appointmentServices, branches, nextAppointmentNo } from '../db/schema.ts';
import { loadEmployeeBranch } from '../queries/availability.ts';
import { retryTransient } from '../db/retry.ts';
import { findPgCode } from '../db/unavailable.ts';
import { daySlots, freeStaffAt, whyNotFree } from '../domain/availability.ts';
import { serviceLines } from '../domain/service-lines.ts';
import { parseMobile } from '../domain/phone.ts';
import { localDateOf } from '../domain/time.ts';
import type { Actor } from '../domain/lifecycle.ts';
import type { BookingDeps } from './context.ts';
import { accountOf, customerFor, type SalonCustomer } from './customers.ts';
import { changingDiary } from './diary.ts';
import { cartOf, employeeDayFacts, scheduleOf } from './facts.ts';
import { mailFactsOf, queueBookingMails } from './mails.ts';
import { endBookedEntries } from '../waitlist/booked.ts';
import { outcome, refuse, Refused, type Outcome } from '../lib/outcome.ts';
import { cartMoney, koboOf, ruleOf, type Kobo } from '../domain/deposits.ts';
import type { DepositDeps } from '../deposits/context.ts';
import { holdDeposit, openCheckout, releaseOwnHold, type HeldDeposit } from '../deposits/hold.ts';
import { depositView, type DepositView } from '../queries/deposits.ts';

export const SLOT_TAKEN = 'Sorry, this time was just booked by someone else. Please choose another time.';

/**
 * A time the engine refused, in words that say what to change: past the employee's hours, or (for the salon, who
 * picks any gap) into their next booking or time off; otherwise it was just taken.
 */
export function timeRefused(reason: ReturnType<typeof whyNotFree>, by: 'customer' | 'salon', employee: string) {
  if (reason === 'hours')
    return (
      `The services chosen would run past ${employee}'s working hours from this time. ` +
      'Please choose an earlier time or fewer services.'
    );
  if (reason === 'busy' && by === 'salon')
    return (
      `The services chosen would run into another booking or time off of ${employee}. ` +
      'Please choose another time or fewer services.'
    );
  return SLOT_TAKEN;
}

export interface BookingInput {
  start: Date;
  branchEmployeeId: string;
  /** Distinct service ids, in the order they are done. */
  serviceIds: string[];
}

/** Who the appointment is for, and how it came in. */
export type Booker =
  | { source: 'ONLINE'; userId: string }
  /** The salon books for a walk-in or phone customer: only in its own branches, from now on (no minimum notice). */
  | { source: 'SALON'; branchIds: string[]; customer: SalonCustomer };

const BRANCH_CLOSED = 'This branch has closed: it takes no new bookings.';

/** A booking as written: its id and number, and the deposit it holds its time with (online, when one is asked). */
interface Placed {
  id: string;
  appointmentNo: string;
  deposit?: HeldDeposit;
}

/**
 * Writes a booking after checking it against the engine; the shared core of every way of booking. Its confirmation
 * mails are written to the outbox in the same transaction, and the sender is woken after the commit. An online
 * booking whose services ask a deposit is written with the deposit due instead, holding its time; its mails wait for
 * the payment (server/deposits/settle.ts). A salon's own booking asks none: the salon takes what it wants at the desk.
 */
export async function placeBooking(
  deps: BookingDeps & Partial<DepositDeps>,
  booker: Booker,
  input: BookingInput,
): Promise<Placed> {
  const { db, now } = deps;
  const branchId = await (deps.kept?.employeeBranch(input.branchEmployeeId) ??
    loadEmployeeBranch(db, input.branchEmployeeId));
  const notAvailable = 'This employee is not available. Please choose another.';
  if (!branchId) refuse('invalid', notAvailable);
  if (booker.source === 'SALON' && !booker.branchIds.includes(branchId))
    refuse('forbidden', "This employee is not on your salon's staff.");
  const schedule = await (deps.kept?.schedule(branchId) ?? scheduleOf(db, branchId));
  const employee = schedule.staff.find((s) => s.id === input.branchEmployeeId);
  if (!employee) refuse('invalid', notAvailable);
  const rules = booker.source === 'SALON' ? { ...schedule.rules, minNoticeMinutes: 0 } : schedule.rules;
  const { minutes, services } = await (deps.kept?.cart(schedule, input.serviceIds) ??
    cartOf(db, schedule, input.serviceIds));
  const local = localDateOf(input.start, rules.timeZone);
  const start = input.start;
  const end = new Date(start.getTime() + minutes * 60_000);
  const ordered = input.serviceIds.map((sid) => services.find((s) => s.id === sid)!);
  const subTotal = services.reduce((sum, s) => sum + s.price, 0);
  const depositDue: Kobo =
    booker.source === 'ONLINE' && deps.gateway
      ? cartMoney(services.map((s) => ({ price: koboOf(s.price), rule: ruleOf(s.depositType, s.depositValue) })))
          .deposit
      : 0;
  const written = retryTransient(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // What the booking reads goes to the database together: the employee's busy times for the re-check, a number
      // for the appointment and who the customer is (a salon's guest is found or written here), so that the mails
      // can be made before the writes. A refused booking leaves a gap in the numbers, as a failed insert did.
      // The branch is read open under a share lock: closing it (an update of that row) waits for this booking, and
      // a booking after the close sees it closed, so a branch never closes with a booking it did not list.
      const [day, customer, branch] = await Promise.all([
        employeeDayFacts(t, schedule, employee.id, `${local.year}-${local.month}-${local.day}`, minutes, now()),
        booker.source === 'ONLINE' ? accountOf(t, booker.userId) : customerFor(t, branchId, booker.customer),
        t.execute<{ open: boolean; no: string }>(
          sql`select status as open, ${nextAppointmentNo} as no from ${branches} where id = ${branchId} for share`,
        ),
      ]);
      if (!branch.rows[0]?.open) refuse('conflict', BRANCH_CLOSED);
      // Re-check inside the transaction; the exclusion constraint still decides a race between two processes.
      const q = { ...day, rules };
      const onGrid = daySlots(q).some((s) => s.getTime() === start.getTime());
      if (!onGrid || !freeStaffAt(q, start).some((s) => s.id === employee.id)) {
        const by = booker.source === 'SALON' ? 'salon' : 'customer';
        refuse('conflict', timeRefused(whyNotFree(q, start, employee.id), by, employee.name));
      }
      const id = randomUUID();
      const appointmentNo = branch.rows[0]!.no;
      // The mails are made from what this booking writes, without reading it back (the hottest write).
      const mail = mailFactsOf({
        id,
        appointmentNo,
        source: booker.source,
        sequence: 0,
        start,
        end,
        total: subTotal,
        customer,
        salon: schedule.salon,
        timeZone: schedule.rules.timeZone,
        employeeName: employee.name,
        services: ordered,
      });
      const lines = ordered.map((s) => ({ ...s, minutes: s.hours * 60 + s.minutes }));
      // The writes go in one trip too; the database runs them in order, and when the appointment is refused
      // (the slot was just taken) the others fail after it: its error is the one reported.
      const online = depositDue && booker.source === 'ONLINE' ? booker : undefined;
      await Promise.all([
        t.insert(appointments).values({
          id,
          appointmentNo,
          ...customer.ref,
          source: booker.source,
          branchId: schedule.branchId,
          branchEmployeeId: employee.id,
          startAt: start,
          endAt: end,
          subTotal,
          total: subTotal,
          timeSetAt: now(),
        }),
        t.insert(appointmentServices).values(serviceLines(id, start, lines)),
        // A booking with a deposit is confirmed (and mailed) once it is paid; so are its customer's waitlist entries
        // ended.
        online ? undefined : queueBookingMails(deps, t, mail, 'confirmed'),
        online ? undefined : endBookedEntries(t, id, now()),
      ]);
      // The deposit names the appointment, so it is written once the appointment is.
      const deposit =
        online &&
        (await holdDeposit(t, deps as DepositDeps, {
          appointmentId: id,
          branchId: schedule.branchId,
          userId: online.userId,
          start,
          amount: depositDue,
          total: subTotal,
        }));
      return { id, appointmentNo, deposit };
    }),
  )
    .then((placed) => {
      deps.mailer.wake();
      return placed;
    })
    .catch((err: unknown) => {
      if (findPgCode(err) === '23P01') refuse('conflict', SLOT_TAKEN);
      throw err;
    });
  return changingDiary(deps, schedule.branchId, () => written);
}

/**
 * A customer books for themselves; they and the salon get a confirmation mail. When the services ask a deposit the
 * answer carries it with where to pay it; the booking is confirmed (and mailed) once the payment is verified.
 */
export function book(
  deps: DepositDeps,
  customerId: string,
  input: BookingInput,
): Promise<Outcome<{ id: string; deposit: DepositView | null }>> {
  return outcome(async () => {
    const booker = { source: 'ONLINE', userId: customerId } as const;
    // A customer back from a checkout they left, confirming the same time again, meets their own unpaid hold: it
    // gives way and the booking is tried once more. Asked only on a refusal, not on every booking.
    const placed = await placeBooking(deps, booker, input).catch(async (err: unknown) => {
      if (!(err instanceof Refused) || err.refusal.refused !== 'conflict') throw err;
      if (!(await releaseOwnHold(deps, customerId, input.branchEmployeeId, input.start))) throw err;
      return placeBooking(deps, booker, input);
    });
    if (!placed.deposit) return { id: placed.id, deposit: null };
    const held = placed.deposit;
    const checkoutUrl = await openCheckout(deps, held, placed.appointmentNo);
    const row = { ...held, currency: 'NGN', status: 'DUE' as const, checkoutUrl };
    return { id: placed.id, deposit: depositView(row, held.total) };
  });
}

/**
 * The salon books a walk-in or phone customer into its own branch: the same engine and database guarantee, no
 * minimum notice. The customer gets a confirmation mail when an e-mail is known. A phone, when given, must be a
 * mobile: it is kept in E.164, the form the branch's guest is found again by, however the salon wrote it.
 */
export function bookBySalon(
  deps: BookingDeps,
  actor: Actor,
  input: BookingInput & { customer: SalonCustomer },
): Promise<Outcome<{ id: string }>> {
  return outcome(async () => {
    if (actor.role !== 'Business')
      refuse('forbidden', 'Please log in with your business account to book for a customer.');
    if (!actor.branchIds.length)
      refuse('forbidden', 'Only the owner or a manager of the branch can book for a customer.');
    const typed = input.customer.phoneNumber?.trim();
    const phone = typed ? parseMobile(typed) : undefined;
    if (phone && !phone.ok) refuse('invalid', phone.problem);
    const customer = { ...input.customer, phoneNumber: phone?.e164 ?? '' };
    const { id } = await placeBooking(deps, { source: 'SALON', branchIds: actor.branchIds, customer }, input);
    return { id };
  });
}
