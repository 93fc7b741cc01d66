/**
 * $cart: the order a customer builds on a branch page, kept in localStorage under the spec's keys
 * ('cart' for the order, 'cartID' for the branch it belongs to) and shared by every island and tab.
 */
import { persistentAtom } from '@nanostores/persistent';
import { CANCELLATION_WINDOW_HOURS } from '../../server/domain/deposits.ts';

export interface CartItem {
  id: string;
  name: string;
  price: number;
  hours: number;
  min: number;
  /** What the service asks up front, in kobo (issue 29); 0 when nothing. */
  deposit: number;
}

export interface Cart {
  items: CartItem[];
  totalAmount: number;
  appointmentDateTime: string | null;
  employee: { employeeId: string; employeeName: string } | null;
  appointmentID: string | null;
  businessName: string;
  businessEmail: string;
  branchUrl: string;
  /** The branch's free cancellation window in hours, for the summary's deposit terms. */
  cancellationWindowHours: number;
}

export const emptyCart = (): Cart => ({
  items: [],
  totalAmount: 0,
  appointmentDateTime: null,
  employee: null,
  appointmentID: null,
  businessName: '',
  businessEmail: '',
  branchUrl: '',
  cancellationWindowHours: CANCELLATION_WINDOW_HOURS.default,
});

const isKobo = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isWindow = (n: unknown): n is number =>
  Number.isInteger(n) &&
  (n as number) >= CANCELLATION_WINDOW_HOURS.min &&
  (n as number) <= CANCELLATION_WINDOW_HOURS.max;

/**
 * A stored value that is not a cart (hand-edited, an old version) reads as an empty cart instead of crashing. A cart
 * stored before deposits (issue 29) reads with no deposits and the default cancellation window.
 */
export function decodeCart(raw: string): Cart {
  try {
    const value = JSON.parse(raw) as Partial<Cart>;
    if (!value || !Array.isArray(value.items)) return emptyCart();
    const items = value.items
      .filter(
        (i): i is CartItem => !!i && typeof i.id === 'string' && typeof i.name === 'string' && Number.isFinite(i.price),
      )
      .map((i) => ({ ...i, deposit: isKobo(i.deposit) ? i.deposit : 0 }));
    const cancellationWindowHours = isWindow(value.cancellationWindowHours)
      ? value.cancellationWindowHours
      : CANCELLATION_WINDOW_HOURS.default;
    return {
      ...emptyCart(),
      ...value,
      items,
      totalAmount: items.reduce((sum, i) => sum + i.price, 0),
      cancellationWindowHours,
    };
  } catch {
    return emptyCart();
  }
}

export const $cart = persistentAtom<Cart>('cart', emptyCart(), { encode: JSON.stringify, decode: decodeCart });
/** The branch the cart belongs to. */
export const $cartBranch = persistentAtom<string>('cartID', '');

/** Adds a service once: adding one already in the cart does nothing. */
export function addToCart(item: CartItem) {
  const cart = $cart.get();
  if (cart.items.some((i) => i.id === item.id)) return;
  $cart.set({ ...cart, items: [...cart.items, item], totalAmount: cart.totalAmount + item.price });
}

export function removeFromCart(id: string) {
  const cart = $cart.get();
  const item = cart.items.find((i) => i.id === id);
  if (!item) return;
  $cart.set({ ...cart, items: cart.items.filter((i) => i.id !== id), totalAmount: cart.totalAmount - item.price });
}

export function resetCart() {
  $cart.set(emptyCart());
}

/**
 * The chosen start (an ISO date-time), or null to clear it.
 * A new time frees the employee: who is free depends on it.
 */
export function setSlot(appointmentDateTime: string | null) {
  const cart = $cart.get();
  if (cart.appointmentDateTime === appointmentDateTime) return;
  $cart.set({ ...cart, appointmentDateTime, employee: null });
}

/** The chosen employee for the chosen time, or null to clear it. */
export function setEmployee(employee: { employeeId: string; employeeName: string } | null) {
  $cart.set({ ...$cart.get(), employee });
}

/** The appointment booked from this cart and waiting for its deposit (issue 29): the cart stays until it is paid. */
export function rememberAppointment(appointmentID: string) {
  $cart.set({ ...$cart.get(), appointmentID });
}

/**
 * The branch as the booking flow has just read it: each item's deposit and the cancellation window as the salon has
 * them now (the branch page the cart was filled on may be older), so the terms shown are what the server will ask.
 * An item the branch no longer offers keeps what it had; the server refuses it by name.
 */
export function refreshTerms(branch: {
  cancellationWindowHours: number;
  branchServices: { services: { serviceId: string; deposit: { amount: number } }[] }[];
}) {
  const now = new Map(branch.branchServices.flatMap((c) => c.services.map((s) => [s.serviceId, s.deposit.amount])));
  const cart = $cart.get();
  $cart.set({
    ...cart,
    items: cart.items.map((i) => ({ ...i, deposit: now.get(i.id) ?? i.deposit })),
    cancellationWindowHours: branch.cancellationWindowHours,
  });
}

/** Opening a branch other than the remembered one starts a new cart for it. */
export function enterBranch(branchId: string, branchUrl: string) {
  if ($cartBranch.get() !== branchId) {
    $cart.set({ ...emptyCart(), branchUrl });
    $cartBranch.set(branchId);
  }
}

/**
 * Before booking: the cart remembers whose order it is and the branch's cancellation window (its deposit terms).
 * Answers false when the cart is empty.
 */
export function prepareBooking(
  businessName: string,
  businessEmail: string,
  branchUrl: string,
  cancellationWindowHours: number = CANCELLATION_WINDOW_HOURS.default,
): boolean {
  const cart = $cart.get();
  if (cart.items.length === 0) return false;
  $cart.set({ ...cart, businessName, businessEmail, branchUrl, cancellationWindowHours });
  return true;
}

/** A branch as its page lists it, enough to make cart items of its services. */
export interface BranchForCart {
  businessName: string;
  businessEmail: string;
  branchUrl: string;
  cancellationWindowHours: number;
  branchServices: {
    services: {
      serviceId: string;
      serviceName: string;
      price: number;
      durationHours: number;
      durationMinutes: number;
      deposit: { amount: number };
    }[];
  }[];
}

/**
 * A new cart for the branch holding these services, in the given order, as the branch offers them now (a waitlist
 * offer's, issue 31): whatever the cart held, of this branch or another, is replaced. A service the branch no longer
 * lists is left out; answers how many items the cart holds.
 */
export function startCart(branchId: string, branch: BranchForCart, serviceIds: string[]): number {
  const listed = new Map(branch.branchServices.flatMap((c) => c.services.map((s) => [s.serviceId, s])));
  const items = serviceIds.flatMap((id): CartItem[] => {
    const s = listed.get(id);
    return s
      ? [
          {
            id,
            name: s.serviceName,
            price: s.price,
            hours: s.durationHours,
            min: s.durationMinutes,
            deposit: s.deposit.amount,
          },
        ]
      : [];
  });
  $cartBranch.set(branchId);
  $cart.set({
    ...emptyCart(),
    items,
    totalAmount: items.reduce((sum, i) => sum + i.price, 0),
    businessName: branch.businessName,
    businessEmail: branch.businessEmail,
    branchUrl: branch.branchUrl,
    cancellationWindowHours: branch.cancellationWindowHours,
  });
  return items.length;
}
