import { cleanStores } from 'nanostores';
import { setTestStorageKey, useTestStorageEngine, getTestStorage, cleanTestStorage } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

const load = async () => {
  const mod = await import('../../src/stores/cart.ts');
  mod.resetCart();
  mod.$cartBranch.set('');
  return mod;
};

const braids = { id: 's1', name: 'Knotless Braids', price: 35000, hours: 4, min: 30, deposit: 0 };
const press = { id: 's2', name: 'Silk Press', price: 15000, hours: 1, min: 30, deposit: 0 };

describe('$cart rules (spec section 4)', () => {
  it('adds a service once and keeps the total', async () => {
    const { $cart, addToCart } = await load();
    addToCart(braids);
    addToCart(braids);
    addToCart(press);
    expect($cart.get().items.map((i) => i.id)).toEqual(['s1', 's2']);
    expect($cart.get().totalAmount).toBe(50000);
  });

  it('removing subtracts; removing what is not there does nothing; reset clears all', async () => {
    const { $cart, addToCart, removeFromCart, resetCart } = await load();
    addToCart(braids);
    addToCart(press);
    removeFromCart('s1');
    removeFromCart('nope');
    expect($cart.get().totalAmount).toBe(15000);
    resetCart();
    expect($cart.get()).toMatchObject({ items: [], totalAmount: 0 });
  });

  it('opening another branch resets the cart and remembers it; the same branch keeps it', async () => {
    const { $cart, $cartBranch, addToCart, enterBranch } = await load();
    enterBranch('branch-a', 'a');
    addToCart(braids);
    enterBranch('branch-a', 'a');
    expect($cart.get().items).toHaveLength(1);
    enterBranch('branch-b', 'b');
    expect($cart.get().items).toHaveLength(0);
    expect($cartBranch.get()).toBe('branch-b');
    expect(getTestStorage().cartID).toBe('branch-b');
  });

  it('is stored under the spec keys', async () => {
    const { addToCart } = await load();
    addToCart(press);
    expect(JSON.parse(getTestStorage().cart!)).toMatchObject({ items: [press], totalAmount: 15000 });
  });

  it('prepareBooking refuses an empty cart, otherwise records whose order it is', async () => {
    const { $cart, addToCart, prepareBooking } = await load();
    expect(prepareBooking('Glow', 'hello@glow.ng', 'glow')).toBe(false);
    addToCart(braids);
    expect(prepareBooking('Glow', 'hello@glow.ng', 'glow')).toBe(true);
    expect($cart.get()).toMatchObject({ businessName: 'Glow', businessEmail: 'hello@glow.ng', branchUrl: 'glow' });
  });

  it("prepareBooking keeps the branch's cancellation window for the summary (24 hours unless given)", async () => {
    const { $cart, addToCart, prepareBooking } = await load();
    addToCart({ ...braids, deposit: 700_000 });
    prepareBooking('Glow', 'hello@glow.ng', 'glow', 48);
    expect($cart.get()).toMatchObject({ cancellationWindowHours: 48, items: [{ id: 's1', deposit: 700_000 }] });
    prepareBooking('Glow', 'hello@glow.ng', 'glow');
    expect($cart.get().cancellationWindowHours).toBe(24);
  });
});

describe('decodeCart', () => {
  it.each([['not json'], ['null'], ['{"items": "x"}'], ['[]']])('reads %s as an empty cart', async (raw) => {
    const { decodeCart, emptyCart } = await load();
    expect(decodeCart(raw)).toEqual(emptyCart());
  });
  it('drops broken items and recomputes the total', async () => {
    const { decodeCart } = await load();
    const cart = decodeCart(JSON.stringify({ items: [braids, { id: 3 }, null], totalAmount: 999 }));
    expect(cart.items).toEqual([braids]);
    expect(cart.totalAmount).toBe(35000);
  });
  it('reads a cart stored before deposits: no deposits, the default 24-hour window', async () => {
    const { decodeCart } = await load();
    const old = { id: 's1', name: 'Knotless Braids', price: 35000, hours: 4, min: 30 };
    const cart = decodeCart(JSON.stringify({ items: [old], totalAmount: 35000, businessName: 'Glow' }));
    expect(cart.items).toEqual([{ ...old, deposit: 0 }]);
    expect(cart).toMatchObject({ totalAmount: 35000, businessName: 'Glow', cancellationWindowHours: 24 });
  });
  it('keeps stored deposits and window; a broken deposit or window reads as none and the default', async () => {
    const { decodeCart } = await load();
    const kept = decodeCart(JSON.stringify({ items: [{ ...braids, deposit: 700_000 }], cancellationWindowHours: 0 }));
    expect(kept.items[0]!.deposit).toBe(700_000);
    expect(kept.cancellationWindowHours).toBe(0);
    const broken = decodeCart(
      JSON.stringify({
        items: [
          { ...braids, deposit: -5 },
          { ...press, deposit: '100' },
        ],
        cancellationWindowHours: 500,
      }),
    );
    expect(broken.items.map((i) => i.deposit)).toEqual([0, 0]);
    expect(broken.cancellationWindowHours).toBe(24);
  });
  it("startCart: a waitlist offer's services replace any cart, as the branch lists them now", async () => {
    const { $cart, $cartBranch, addToCart, setSlot, startCart } = await load();
    $cartBranch.set('other');
    addToCart(braids);
    setSlot('2026-12-05T08:30:00.000Z');
    const listed = (id: string, serviceName: string, price: number, amount: number) => ({
      serviceId: id,
      serviceName,
      price,
      durationHours: 1,
      durationMinutes: 15,
      deposit: { amount },
    });
    const branch = {
      businessName: 'Glow Lounge',
      businessEmail: 'hello@glow.ng',
      branchUrl: 'glow',
      cancellationWindowHours: 12,
      branchServices: [{ services: [listed('s2', 'Silk Press', 16000, 0), listed('s3', 'Nails', 5000, 50_000)] }],
    };
    // In the offer's order; a service the branch no longer lists is left out.
    expect(startCart('b1', branch, ['s3', 'gone', 's2'])).toBe(2);
    expect($cartBranch.get()).toBe('b1');
    expect($cart.get()).toMatchObject({
      items: [
        { id: 's3', name: 'Nails', price: 5000, hours: 1, min: 15, deposit: 50_000 },
        { id: 's2', name: 'Silk Press', price: 16000, hours: 1, min: 15, deposit: 0 },
      ],
      totalAmount: 21000,
      appointmentDateTime: null,
      employee: null,
      businessName: 'Glow Lounge',
      businessEmail: 'hello@glow.ng',
      branchUrl: 'glow',
      cancellationWindowHours: 12,
    });
  });
  it('a tampered stored cart does not crash the store', async () => {
    setTestStorageKey('cart', '{{{');
    const { $cart } = await import('../../src/stores/cart.ts');
    expect(() => $cart.get()).not.toThrow();
    cleanStores($cart);
  });
});
