/**
 * An offer's link (issue 31). The mail and the text carry /w/{code}; opening it leads to the booking page with a
 * freshly signed token of the offer, which the page reads back (GET /api/Waitlist/Offer): the cart, the day and the
 * time, still free or taken meanwhile. The time is not held for anyone: whoever books first gets it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, waitlistEntries, waitlistOffers } from '../db/schema.ts';
import { daySlots, freeStaffAt, parseLocalDate } from '../domain/availability.ts';
import { dayEnded } from '../domain/waitlist.ts';
import { signLinkToken, verifyLinkToken } from '../lib/manage-token.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { cartOf, dayFacts, scheduleOf } from '../booking/facts.ts';

const AUDIENCE = 'waitlist-offer';
/** An offer's token outlives its day by a margin; the entry's end decides sooner. */
const TOKEN_DAYS = 2;

export const OFFER_LINK_INVALID =
  'This offer link is not valid. Please open the link in your latest mail or text, or book from the salon page.';
const ENDED: Record<'BOOKED' | 'EXPIRED' | 'LEFT', string> = {
  BOOKED: 'You have already booked from this waitlist: your appointment is in your account.',
  EXPIRED: 'This waitlist has ended: its day is over. You are welcome to book another day.',
  LEFT: 'You left this waitlist, so this offer has ended. You are welcome to book from the salon page.',
};

export interface OfferLinkDeps {
  db: Db;
  now: () => Date;
  jwtSecret: Uint8Array;
  siteUrl: string;
}

/** Where /w/{code} leads: the booking page of the offer's branch, with the offer's signed token. */
export function openOfferCode(deps: OfferLinkDeps, code: string): Promise<Outcome<string>> {
  return outcome(async () => {
    if (!/^[A-Za-z0-9]{10}$/.test(code)) refuse('not-found', OFFER_LINK_INVALID);
    const [row] = await deps.db
      .select({ id: waitlistOffers.id, branchId: waitlistEntries.branchId, start: waitlistOffers.startAt })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistOffers.code, code));
    if (!row) refuse('not-found', OFFER_LINK_INVALID);
    const expires = new Date(row.start.getTime() + TOKEN_DAYS * 86_400_000);
    const token = await signLinkToken(deps.jwtSecret, AUDIENCE, row.id, expires, deps.now());
    return new URL(`/appointments/${row.branchId}?offer=${encodeURIComponent(token)}`, deps.siteUrl).toString();
  });
}

/** An offer as the booking page opens it: OPEN while its time is still free for the entry, else TAKEN. */
export interface OfferView {
  state: 'OPEN' | 'TAKEN';
  waitlistId: string;
  branchId: string;
  serviceIds: string[];
  date: string;
  startDateTime: string;
  branchEmployeeId: string;
  timeZone: string;
}

/**
 * What an offer's signed token opens. An entry that has ended (booked, left, its day over) is refused in words; a
 * time taken meanwhile is TAKEN, with the day to choose another time from. When the offered employee is taken but
 * another the entry accepts is free at that time, the offer stands with them.
 */
export function readOffer(deps: OfferLinkDeps, token: string): Promise<Outcome<OfferView>> {
  return outcome(async () => {
    const offerId = await verifyLinkToken(deps.jwtSecret, AUDIENCE, token, deps.now());
    const [row] = offerId
      ? await deps.db
          .select({ offer: waitlistOffers, entry: waitlistEntries, timeZone: branches.timeZone })
          .from(waitlistOffers)
          .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
          .innerJoin(branches, eq(branches.id, waitlistEntries.branchId))
          .where(eq(waitlistOffers.id, offerId))
      : [];
    if (!row) refuse('not-found', OFFER_LINK_INVALID);
    const { offer, entry, timeZone } = row;
    const date = parseLocalDate(entry.day)!;
    const status = entry.status === 'BOOKED' || entry.status === 'LEFT' ? entry.status : undefined;
    if (status) refuse('conflict', ENDED[status]);
    if (entry.status === 'EXPIRED' || dayEnded(date, deps.now(), timeZone)) refuse('conflict', ENDED.EXPIRED);

    const schedule = await scheduleOf(deps.db, entry.branchId);
    const { minutes } = await cartOf(deps.db, schedule, entry.serviceIds);
    const q = await dayFacts(deps.db, schedule, entry.day, minutes, deps.now());
    const start = offer.startAt;
    const onGrid = daySlots(q).some((s) => s.getTime() === start.getTime());
    const free = onGrid ? freeStaffAt(q, start).map((s) => s.id) : [];
    const wanted = entry.branchEmployeeId ? [entry.branchEmployeeId] : [offer.branchEmployeeId, ...free];
    const employee = wanted.find((id) => free.includes(id));
    return {
      state: employee ? 'OPEN' : 'TAKEN',
      waitlistId: entry.id,
      branchId: entry.branchId,
      serviceIds: entry.serviceIds,
      date: entry.day,
      startDateTime: start.toISOString(),
      branchEmployeeId: employee ?? offer.branchEmployeeId,
      timeZone,
    };
  });
}
