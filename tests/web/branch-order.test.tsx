import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BranchOrder, { orderGroups } from '../../src/islands/BranchOrder.tsx';
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
  deposit: { type: 'NONE' as const, value: 0, amount: 0 },
});
const props = {
  branchId: 'b1',
  businessName: 'Glow Lounge',
  businessEmail: 'hello@glow.ng',
  branchUrl: 'glow',
  cancellationWindowHours: 24,
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
    items: [{ id: 'x', name: 'Elsewhere', price: 1000, hours: 0, min: 30, deposit: 0 }],
    totalAmount: 1000,
  });
  render(<BranchOrder {...props} />);
  expect(screen.queryByText('Elsewhere')).toBeNull();
  expect($cartBranch.get()).toBe('b1');
  expect($cart.get().items).toEqual([]);
});

describe('deposits (issue 29)', () => {
  const withDeposit = {
    ...props,
    cancellationWindowHours: 48,
    branchServices: [
      {
        ...props.branchServices[0]!,
        services: [
          {
            ...service('s1', 'Knotless Braids', 35000),
            deposit: { type: 'PERCENT' as const, value: 20, amount: 700_000 },
          },
          service('s2', 'Cornrows', 8500),
        ],
      },
    ],
  };
  const policy =
    'Cancel for free until 48 hours before your appointment and the deposit is refunded; ' +
    'after that, or if you do not come, the salon keeps it.';

  it('a service with a deposit says it; the branch says its cancellation policy', () => {
    render(<BranchOrder {...withDeposit} />);
    expect(screen.getByText('₦7,000 deposit')).toBeTruthy();
    expect(screen.getAllByText(/ deposit$/)).toHaveLength(1);
    expect(screen.getByText(policy)).toBeTruthy();
  });

  it('no service with a deposit: no policy, pay at the venue', () => {
    render(<BranchOrder {...props} />);
    expect(screen.queryByText(/Cancel for free/)).toBeNull();
    expect(screen.queryByText(/ deposit$/)).toBeNull();
    expect(screen.getByText(/^Pay at the venue\./)).toBeTruthy();
  });

  it("adding keeps the service's deposit in the cart; Book keeps the branch's window", () => {
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    render(<BranchOrder {...withDeposit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Knotless Braids' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Cornrows' }));
    expect($cart.get().items.map((i) => [i.id, i.deposit])).toEqual([
      ['s1', 700_000],
      ['s2', 0],
    ]);
    expect(screen.getByText(/^₦7,000 deposit to pay when you book; the rest at the venue\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(assign).toHaveBeenCalledWith('/appointments/b1');
    expect($cart.get()).toMatchObject({ cancellationWindowHours: 48, branchUrl: 'glow' });
    vi.restoreAllMocks();
  });

  it('the branch page passes only what the order shows of each service, and the order works from that', () => {
    const groups = orderGroups(withDeposit.branchServices);
    expect(groups.map((g) => Object.keys(g))).toEqual([['categoryId', 'categoryName', 'services']]);
    expect(groups[0]!.services[0]).toEqual({
      serviceId: 's1',
      serviceName: 'Knotless Braids',
      description: '',
      durationHours: 1,
      durationMinutes: 0,
      price: 35000,
      deposit: { amount: 700_000 },
    });
    render(<BranchOrder {...withDeposit} branchServices={groups} />);
    expect(screen.getByText('₦7,000 deposit')).toBeTruthy();
    expect(screen.getByText(policy)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Knotless Braids' }));
    expect($cart.get().items).toEqual([
      { id: 's1', name: 'Knotless Braids', price: 35000, hours: 1, min: 0, deposit: 700_000 },
    ]);
  });
});
