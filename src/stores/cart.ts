/**
 * $cart: the order a customer builds on a branch page, kept in localStorage under the spec's keys
 * ('cart' for the order, 'cartID' for the branch it belongs to) and shared by every island and tab.
 */
import { persistentAtom } from '@nanostores/persistent';

export interface CartItem {
  id: string;
  name: string;
  price: number;
  hours: number;
  min: number;
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
});

/** A stored value that is not a cart (hand-edited, an old version) reads as an empty cart instead of crashing. */
export function decodeCart(raw: string): Cart {
  try {
    const value = JSON.parse(raw) as Partial<Cart>;
    if (!value || !Array.isArray(value.items)) return emptyCart();
    const items = value.items.filter(
      (i): i is CartItem => !!i && typeof i.id === 'string' && typeof i.name === 'string' && Number.isFinite(i.price),
    );
    return { ...emptyCart(), ...value, items, totalAmount: items.reduce((sum, i) => sum + i.price, 0) };
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

/** Opening a branch other than the remembered one starts a new cart for it. */
export function enterBranch(branchId: string, branchUrl: string) {
  if ($cartBranch.get() !== branchId) {
    $cart.set({ ...emptyCart(), branchUrl });
    $cartBranch.set(branchId);
  }
}

/** Before booking: the cart remembers whose order it is. Answers false when the cart is empty. */
export function prepareBooking(businessName: string, businessEmail: string, branchUrl: string): boolean {
  const cart = $cart.get();
  if (cart.items.length === 0) return false;
  $cart.set({ ...cart, businessName, businessEmail, branchUrl });
  return true;
}
