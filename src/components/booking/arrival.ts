/**
 * Arriving at /appointments/{branchId}: the cart must hold this branch's services, else the customer goes back to
 * the salon; otherwise the branch and the first month's bookable dates are read. Both the first step painted
 * before React (first-step.ts) and the booking flow's island use it, once per page: the island, loaded at the first
 * touch, opens on what the page has already read instead of asking again. A waitlist offer's link (`?offer=`,
 * offer.ts) first fills the cart with the offer's services; an offer that cannot be used is told, and the flow goes
 * on with the cart there is, or points back to the salon when there is none.
 */
import { api } from '../../lib/api.ts';
import {
  bookingMonths,
  branchIdFromPath,
  DEFAULT_TIME_ZONE,
  monthQuery,
  todayIn,
  type LocalDate,
  type Month,
} from '../../lib/booking.ts';
import type { AvailableDate, BranchDetail, WaitlistOffer } from '../../lib/types.ts';
import { $cart, $cartBranch, refreshTerms, setSlot } from '../../stores/cart.ts';
import { openOffer, takeOfferToken, type OfferOutcome } from './offer.ts';

export type Arrival =
  | { kind: 'leaving' }
  | { kind: 'failed' }
  /** An offer link that cannot be used and no cart of this branch to go on with: why, and the salon's page. */
  | { kind: 'refused'; message: string; branchUrl: string }
  | {
      kind: 'ready';
      branchId: string;
      branch: BranchDetail;
      months: Month[];
      today: LocalDate;
      /** The month the strip opens on and its dates. */
      monthIndex: number;
      dates: AvailableDate[];
      /** The waitlist offer the page was opened with: the flow chooses its day, time and employee. */
      offer?: WaitlistOffer;
      /** Why the offer link could not be used (the flow goes on with the cart there was). */
      notice?: string;
    };

let arriving: Promise<Arrival> | null = null;
let arrived: Arrival | null = null;
// The offer link is read once per page: a retry after a failed read of the branch keeps what it came to.
let offering: Promise<OfferOutcome | null> | null = null;

/** What the arrival came to, once it has (null before, and on the server). */
export const arrivedNow = () => arrived;

/** Arrives once per page; `again` reads the branch and the dates again after a failure. */
export function arrive(again = false): Promise<Arrival> {
  if (!arriving || again) {
    arrived = null;
    arriving = settle(again).then((a) => (arrived = a));
  }
  return arriving;
}

/** Forgets the arrival, as a new page would (the flow's unit tests render it many times in one document). */
export function forgetArrival() {
  arriving = null;
  arrived = null;
  offering = null;
}

async function settle(again: boolean): Promise<Arrival> {
  const branchId = branchIdFromPath(window.location.pathname);
  offering ??= offerIn(branchId);
  const offered = await offering;
  const cart = $cart.get();
  const ours = branchId !== null && $cartBranch.get() === branchId;
  if (!ours || cart.items.length === 0) {
    if (offered?.kind === 'refused')
      return { kind: 'refused', message: offered.message, branchUrl: await urlOf(branchId) };
    leave(branchId, ours ? cart.branchUrl : '');
    return { kind: 'leaving' };
  }
  const told = offered?.kind === 'offer' ? { offer: offered.offer } : offered ? { notice: offered.message } : {};
  // A time chosen on an earlier visit may be gone: the customer picks again.
  if (!again) setSlot(null);
  try {
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    const months = bookingMonths(today);
    const [branch, first] = await Promise.all([
      api.branchById(branchId),
      api.monthlyAvailability(branchId, monthQuery(months[0]!, today)),
    ]);
    refreshTerms(branch);
    // Late on the last day of a month nothing may be left: open on the next month instead of an empty strip.
    if (first.length === 0 && months.length > 1) {
      const next = await api.monthlyAvailability(branchId, monthQuery(months[1]!, today));
      return { kind: 'ready', branchId, branch, months, today, monthIndex: 1, dates: next, ...told };
    }
    return { kind: 'ready', branchId, branch, months, today, monthIndex: 0, dates: first, ...told };
  } catch {
    return { kind: 'failed' };
  }
}

/** The offer in the address, if the page was opened with one (the cart then holds its services). */
function offerIn(branchId: string | null): Promise<OfferOutcome | null> {
  const token = takeOfferToken();
  return token === null ? Promise.resolve(null) : openOffer(token, branchId);
}

/** The branch's page address ('' when it cannot be read). */
async function urlOf(branchId: string | null): Promise<string> {
  if (!branchId) return '';
  const cart = $cart.get();
  if ($cartBranch.get() === branchId && cart.branchUrl) return cart.branchUrl;
  return api.branchById(branchId).then(
    (b) => b.branchUrl,
    () => '',
  );
}

/** Back to the salon the cart (or else the id) belongs to; to the salons when neither is known. */
function leave(branchId: string | null, branchUrl: string) {
  const go = (url: string) => window.location.replace(url ? `/branches/${encodeURIComponent(url)}` : '/branches');
  if (branchUrl) go(branchUrl);
  else if (branchId)
    api.branchById(branchId).then(
      (b) => go(b.branchUrl),
      () => go(''),
    );
  else go('');
}
