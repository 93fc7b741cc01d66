/**
 * Arriving at /appointments/{branchId}: the cart must hold this branch's services, else the customer goes back to
 * the salon; otherwise the branch and the first month's bookable dates are read. Both the first step painted
 * before React (first-step.ts) and the booking flow's island use it, once per page: the island, loaded at the first
 * touch, opens on what the page has already read instead of asking again.
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
import type { AvailableDate, BranchDetail } from '../../lib/types.ts';
import { $cart, $cartBranch, refreshTerms, setSlot } from '../../stores/cart.ts';

export type Arrival =
  | { kind: 'leaving' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      branchId: string;
      branch: BranchDetail;
      months: Month[];
      today: LocalDate;
      /** The month the strip opens on and its dates. */
      monthIndex: number;
      dates: AvailableDate[];
    };

let arriving: Promise<Arrival> | null = null;
let arrived: Arrival | null = null;

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
}

async function settle(again: boolean): Promise<Arrival> {
  const branchId = branchIdFromPath(window.location.pathname);
  const cart = $cart.get();
  const ours = branchId !== null && $cartBranch.get() === branchId;
  if (!ours || cart.items.length === 0) {
    leave(branchId, ours ? cart.branchUrl : '');
    return { kind: 'leaving' };
  }
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
      return { kind: 'ready', branchId, branch, months, today, monthIndex: 1, dates: next };
    }
    return { kind: 'ready', branchId, branch, months, today, monthIndex: 0, dates: first };
  } catch {
    return { kind: 'failed' };
  }
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
