/**
 * A waitlist offer's link (issue 31): the mailed /w/{code} redirects to /appointments/{branchId}?offer={signed token}.
 * The arrival (arrival.ts) reads the token once and drops it from the address, so a reload does not apply it again;
 * the server says what the link offers, and the cart becomes the entry's services as the branch lists them now,
 * whatever it held before. The booking flow then opens on the offer's day, and on its time and employee while the
 * time is still free.
 */
import { api, ApiError } from '../../lib/api.ts';
import type { WaitlistOffer } from '../../lib/types.ts';
import { startCart } from '../../stores/cart.ts';

const PARAM = 'offer';

/** Shown when the offered time was booked by someone else first: the day's other times are there to pick. */
export const TAKEN_MESSAGE = "Sorry, this time has been taken. Here are the day's other times.";
const NOT_HERE = 'This offer is for another salon. Please open the link from your mail again.';
const GONE = 'The services of this offer are no longer listed by the salon.';

/** What an offer link came to: the offer (the cart now holds its services), or why it cannot be used. */
export type OfferOutcome = { kind: 'offer'; offer: WaitlistOffer } | { kind: 'refused'; message: string };

/** The offer token in the address, removed from it as it is read; null when there is none. */
export function takeOfferToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(PARAM);
  if (token === null) return null;
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/** Asks the server what the link offers and fills the cart with it; an ended entry (409) or a bad link (404) refuse. */
export async function openOffer(linkToken: string, branchId: string | null): Promise<OfferOutcome> {
  try {
    const offer = await api.waitlistOffer(linkToken);
    // The page reads its branch from the address: a cart of another branch would send the customer away.
    if (offer.branchId !== branchId) return { kind: 'refused', message: NOT_HERE };
    const branch = await api.branchById(offer.branchId);
    if (startCart(offer.branchId, branch, offer.serviceIds) === 0) return { kind: 'refused', message: GONE };
    return { kind: 'offer', offer };
  } catch (err) {
    const message =
      err instanceof ApiError && err.status > 0
        ? err.message
        : 'Could not open this offer. Check your connection and open the link again.';
    return { kind: 'refused', message };
  }
}

/** Whether two ISO date-times are the same instant (the server and the slots may write them differently). */
export const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();
