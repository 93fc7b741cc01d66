import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import BranchOrder from '../../src/islands/BranchOrder.tsx';
import { $cart, $cartBranch, resetCart } from '../../src/stores/cart.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanup();
  resetCart();
  $cartBranch.set('');
  cleanTestStorage();
});

const service = (serviceId: string, serviceName: string, price: number) => ({
  serviceId,
  serviceName,
  price,
  durationHours: 1,
  durationMinutes: 0,
  branchId: 'b1',
  categoryId: 'c1',
  categoryName: 'Hair',
  description: '',
  status: true,
});
const props = {
  branchId: 'b1',
  businessName: 'Glow Lounge',
  businessEmail: 'hello@glow.ng',
  branchUrl: 'glow',
  branchServices: [
    {
      categoryId: 'c1',
      categoryName: 'Hair',
      categoryurl: 'hair',
      services: [service('s1', 'Silk Press', 15000), service('s2', 'Cornrows', 8500)],
    },
  ],
};

it("adds with '+ Add', shows 'Added', the items and the total; Remove and Reset take them away", () => {
  render(<BranchOrder {...props} />);
  expect(screen.getByText('Please add items to the cart.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add Silk Press' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add Cornrows' }));
  expect(screen.getByRole('button', { name: 'Silk Press added' }).textContent).toBe('Added');
  expect(screen.getByText('₦23,500')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Cornrows' }));
  expect(screen.getByText('₦15,000', { selector: 'strong' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByText('Please add items to the cart.')).toBeTruthy();
  expect($cart.get().items).toEqual([]);
});

it("Book with an empty cart alerts 'cart is empty' and stays", () => {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  render(<BranchOrder {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Book' }));
  expect(alert).toHaveBeenCalledWith('cart is empty');
});

it('a cart left from another branch is not shown here and is replaced', () => {
  $cartBranch.set('other');
  $cart.set({
    ...$cart.get(),
    items: [{ id: 'x', name: 'Elsewhere', price: 1000, hours: 0, min: 30 }],
    totalAmount: 1000,
  });
  render(<BranchOrder {...props} />);
  expect(screen.queryByText('Elsewhere')).toBeNull();
  expect($cartBranch.get()).toBe('b1');
  expect($cart.get().items).toEqual([]);
});
