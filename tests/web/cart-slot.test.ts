/** The cart's booking choices: setSlot (a new time frees the employee) and setEmployee, kept under 'cart'. */
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

const load = async () => {
  const mod = await import('../../src/stores/cart.ts');
  mod.resetCart();
  mod.addToCart({ id: 's1', name: 'Silk Press', price: 15000, hours: 1, min: 30, deposit: 0 });
  return mod;
};

const ada = { employeeId: 'e1', employeeName: 'Ada' };

describe('setSlot / setEmployee', () => {
  it('records the time and the employee in the cart, keeping the items', async () => {
    const { $cart, setSlot, setEmployee } = await load();
    setSlot('2026-12-05T08:30:00.000Z');
    setEmployee(ada);
    expect($cart.get()).toMatchObject({
      appointmentDateTime: '2026-12-05T08:30:00.000Z',
      employee: ada,
      totalAmount: 15000,
    });
    expect($cart.get().items).toHaveLength(1);
    expect(JSON.parse(getTestStorage().cart!)).toMatchObject({
      appointmentDateTime: '2026-12-05T08:30:00.000Z',
      employee: ada,
    });
  });

  it('a different time clears the employee (who is free depends on it); the same time keeps them', async () => {
    const { $cart, setSlot, setEmployee } = await load();
    setSlot('2026-12-05T08:30:00.000Z');
    setEmployee(ada);
    setSlot('2026-12-05T08:30:00.000Z');
    expect($cart.get().employee).toEqual(ada);
    setSlot('2026-12-05T09:00:00.000Z');
    expect($cart.get().employee).toBeNull();
  });

  it('null clears them', async () => {
    const { $cart, setSlot, setEmployee } = await load();
    setSlot('2026-12-05T08:30:00.000Z');
    setEmployee(ada);
    setEmployee(null);
    expect($cart.get().employee).toBeNull();
    setSlot(null);
    expect($cart.get()).toMatchObject({ appointmentDateTime: null, employee: null });
  });
});
