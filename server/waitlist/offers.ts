/**
 * Offers of freed time (issue 31), written in the transaction of the change that frees it (a cancellation, a move
 * away, time off removed, a deposit hold ended): the offers and their mails and texts exist exactly when the change
 * does, so a crash loses none and sends none twice (the outbox, server/mail/mailer.ts). Every active entry of that
 * day whose services now fit a time that uses some of the freed time, with the freed employee, gets one offer; an
 * entry told in the last ten minutes is not told again. The first to book wins through the ordinary booking rules.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, users, waitlistEntries, waitlistOffers } from '../db/schema.ts';
import type { DayQuery } from '../domain/availability.ts';
import { bookingText } from '../domain/texts.ts';
import { firstFit, mayOffer } from '../domain/waitlist.ts';
import { waitlistOfferMail } from '../mail/templates.ts';
import { loadSchedule, loadServices } from '../queries/availability.ts';
import { newLinkCode, waitlistTexts } from '../messages/queue.ts';
import type { BookingDeps } from '../booking/context.ts';
import { employeeDayFacts } from '../booking/facts.ts';
import { mailWhen, textWhen } from '../booking/mails.ts';

/** Time an employee of a branch just became free for. */
export interface FreedTime {
  branchId: string;
  employeeId: string;
  start: Date;
  end: Date;
}

export const offerLink = (siteUrl: string, code: string) => new URL(`/w/${code}`, siteUrl).toString();

/** The active entries of the freed time's days that could take it (any employee, or the freed one), locked. */
function entriesFor(t: Db, freed: FreedTime, now: Date) {
  // The days are the branch's local dates of the freed time (time off may span several), worked out once by the
  // database so that the (branch, day) index finds the entries.
  const zone = sql`(select b.time_zone from ${branches} b where b.id = ${freed.branchId}::uuid)`;
  const dayOf = (at: Date) => sql`to_char(${at.toISOString()}::timestamptz at time zone ${zone}, 'YYYY-MM-DD')`;
  const from = freed.start.getTime() > now.getTime() ? freed.start : now;
  return (
    t
      .select({
        id: waitlistEntries.id,
        userId: waitlistEntries.userId,
        day: waitlistEntries.day,
        window: waitlistEntries.window,
        serviceIds: waitlistEntries.serviceIds,
        branchEmployeeId: waitlistEntries.branchEmployeeId,
        lastOfferedAt: waitlistEntries.lastOfferedAt,
      })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.branchId, freed.branchId),
          inArray(waitlistEntries.status, ['WAITING', 'OFFERED']),
          sql`${waitlistEntries.day} between ${dayOf(from)} and ${dayOf(new Date(freed.end.getTime() - 1))}`,
          or(isNull(waitlistEntries.branchEmployeeId), eq(waitlistEntries.branchEmployeeId, freed.employeeId)),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      // Two changes freeing time at once take the entries in turn (the same order: no deadlock), so the second
      // sees the first's offers and the ten minutes between messages hold.
      .for('update')
  );
}

/**
 * Writes, in the change's transaction `t`, the offers of the freed time and their messages; answers how many entries
 * were told. The caller wakes the mail sender after the commit.
 */
export async function offerFreedTime(deps: BookingDeps, t: Db, freed: FreedTime): Promise<number> {
  const now = deps.now();
  if (freed.end.getTime() <= now.getTime()) return 0;
  const waiting = (await entriesFor(t, freed, now)).filter((e) => mayOffer(e.lastOfferedAt, now));
  if (!waiting.length) return 0;
  const schedule = await loadSchedule(t, freed.branchId);
  if (!schedule?.staff.some((s) => s.id === freed.employeeId)) return 0;
  const { timeZone } = schedule.rules;
  const services = await loadServices(t, freed.branchId, [...new Set(waiting.flatMap((e) => e.serviceIds))]);
  const byId = new Map(services.map((s) => [s.id, s]));

  // The freed employee's day, once per day waited for; each entry asks it for its own cart's length.
  const days = new Map<string, DayQuery>();
  const offers: { entryId: string; userId: string; code: string; start: Date; serviceNames: string[] }[] = [];
  for (const entry of waiting) {
    const cart = entry.serviceIds.map((id) => byId.get(id));
    // A service the salon has withdrawn since: nothing can be booked for this entry.
    if (cart.some((s) => !s)) continue;
    const minutes = cart.reduce((sum, s) => sum + s!.hours * 60 + s!.minutes, 0);
    let day = days.get(entry.day);
    if (!day) {
      day = await employeeDayFacts(t, schedule, freed.employeeId, entry.day, minutes, now);
      days.set(entry.day, day);
    }
    const fit = firstFit({ ...day, durationMinutes: minutes }, entry, freed);
    if (!fit) continue;
    const serviceNames = cart.map((s) => s!.name);
    offers.push({ entryId: entry.id, userId: entry.userId, code: newLinkCode(), start: fit.start, serviceNames });
  }
  if (!offers.length) return 0;

  // One offer per entry and start: one already made for this time (freed, taken, freed again) is not made twice.
  const made = await t
    .insert(waitlistOffers)
    .values(
      offers.map((o) => ({ entryId: o.entryId, code: o.code, startAt: o.start, branchEmployeeId: freed.employeeId })),
    )
    .onConflictDoNothing()
    .returning({ entryId: waitlistOffers.entryId });
  const told = new Set(made.map((m) => m.entryId));
  const sent = offers.filter((o) => told.has(o.entryId));
  if (!sent.length) return 0;
  await t
    .update(waitlistEntries)
    .set({ status: 'OFFERED', lastOfferedAt: now, updatedAt: now })
    .where(inArray(waitlistEntries.id, [...told]));

  const people = await t
    .select({ id: users.id, name: users.fullName, email: users.email, wanted: users.notifyEmail })
    .from(users)
    .where(inArray(users.id, [...new Set(sent.map((o) => o.userId))]));
  const person = new Map(people.map((p) => [p.id, p]));
  const employeeName = schedule.staff.find((s) => s.id === freed.employeeId)!.name;
  const address = `${schedule.salon.address}, ${schedule.salon.city}`;
  const mails = sent.flatMap((o) => {
    const p = person.get(o.userId);
    if (!p?.wanted || !p.email) return [];
    const when = mailWhen(o.start, timeZone);
    const facts = { customerName: p.name, businessName: schedule.salon.name, address, when, employeeName };
    return [waitlistOfferMail(p.email, { ...facts, services: o.serviceNames }, offerLink(deps.siteUrl, o.code))];
  });
  await deps.mailer.send(mails, t);
  const texts = sent.map((o) => ({
    userId: o.userId,
    body: bookingText('waitlist-offer', {
      salon: schedule.salon.name,
      when: textWhen(o.start, timeZone),
      link: offerLink(deps.siteUrl, o.code),
    }),
  }));
  await waitlistTexts(t, freed.branchId, texts);
  return sent.length;
}
