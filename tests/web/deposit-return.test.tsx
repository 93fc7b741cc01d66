/**
 * The deposit's return page against a mocked API: only the server's verdict counts (never the URL's status), paid
 * shows Thank You and ends the cart, not paid keeps the cart and leads back to the salon, logged out asks to log in.
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/lib/api.ts';
import { $cart, $cartBranch, addToCart, resetCart } from '../../src/stores/cart.ts';
import { $session, clearSession, setSession } from '../../src/stores/session.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  return { ...real, api: { depositStatus: vi.fn() } };
});
const openLogin = vi.fn();
vi.mock('../../src/islands/login-overlay-mount.tsx', () => ({ openLogin: (...args: unknown[]) => openLogin(...args) }));

const { default: DepositReturn } = await import('../../src/islands/DepositReturn.tsx');
const depositStatus = api.depositStatus as unknown as ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>;

const SLOT = '2026-12-05T08:30:00.000Z';
const paidAppointment = {
  appointmentId: 'a1',
  appointmentNo: 'APT-100001',
  appointmentDateTime: SLOT,
  branchUrl: 'glow',
  businessName: 'Glow Lounge',
  employeeName: 'Ada Obi',
  timeZone: 'Africa/Lagos',
  total: 35000,
  deposit: {
    amount: 700_000,
    balance: 2_800_000,
    currency: 'NGN',
    status: 'PAID',
    txRef: 'dep-1',
    holdUntil: SLOT,
    checkoutUrl: null,
  },
  appointmentServices: [
    {
      serviceId: 's1',
      serviceName: 'Knotless Braids',
      price: 35000,
      duration: '4Hrs-30Min',
      startTime: SLOT,
      endTime: SLOT,
    },
  ],
};

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  $cartBranch.set('b1');
  addToCart({ id: 's1', name: 'Knotless Braids', price: 35000, hours: 4, min: 30, deposit: 700_000 });
  $cart.set({ ...$cart.get(), businessName: 'Glow Lounge', branchUrl: 'glow', appointmentID: 'a1' });
});
afterEach(() => {
  cleanup();
  resetCart();
  $cartBranch.set('');
  clearSession();
  cleanTestStorage();
  vi.clearAllMocks();
});

const at = (search: string) => window.history.replaceState({}, '', `/appointments/deposit${search}`);
const logIn = () => setSession({ token: 'tok', role: 'Customer', userID: 'u1' });

it('paid (as the server verified): Thank You with the deposit and the balance, and the cart is done', async () => {
  at('?status=success&txRef=dep-1');
  logIn();
  depositStatus.mockResolvedValue(paidAppointment);
  render(<DepositReturn />);
  const heading = await screen.findByRole('heading', { name: 'Thank You' });
  expect(document.activeElement).toBe(heading);
  expect(depositStatus).toHaveBeenCalledWith('tok', 'dep-1');
  expect(screen.getByText('Deposit paid').textContent).toBe('Deposit paid ₦7,000');
  expect(screen.getByText('Left to pay at the venue').textContent).toBe('Left to pay at the venue ₦28,000');
  expect(screen.getByText('APT-100001')).toBeTruthy();
  expect($cart.get().items).toEqual([]);
});

it('a forged "successful" return the server says is not paid: no success, its message, the way back', async () => {
  at('?status=successful&tx_ref=dep-1&transaction_id=99');
  logIn();
  depositStatus.mockRejectedValue(
    new ApiError(402, 'The deposit was not paid: the payment was cancelled and the time released.'),
  );
  render(<DepositReturn />);
  expect(await screen.findByRole('heading', { name: 'Deposit not paid' })).toBeTruthy();
  expect(depositStatus).toHaveBeenCalledWith('tok', 'dep-1');
  expect(screen.getByRole('alert').textContent).toBe(
    'The deposit was not paid: the payment was cancelled and the time released.',
  );
  expect(screen.queryByRole('heading', { name: 'Thank You' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe('/branches/glow');
  // The order stays, to book again.
  expect($cart.get().items.map((i) => i.id)).toEqual(['s1']);

  // Still pending, say: asking again can turn out paid.
  depositStatus.mockResolvedValue(paidAppointment);
  fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
  expect(depositStatus).toHaveBeenCalledTimes(2);
});

it.each([
  [404, 'Unknown payment reference.'],
  [403, 'This booking is not yours.'],
])('%i: not paid, with the server’s message and no retry', async (status, message) => {
  at('?status=success&txRef=dep-1');
  logIn();
  depositStatus.mockRejectedValue(new ApiError(status, message));
  render(<DepositReturn />);
  expect(await screen.findByRole('heading', { name: 'Deposit not paid' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(message);
  expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
});

it('paid after the time was taken (409): not confirmed, the refund said, no retry', async () => {
  at('?status=success&txRef=dep-1');
  logIn();
  const message = 'Your payment arrived after the time held for you had been booked by someone else, …';
  depositStatus.mockRejectedValue(new ApiError(409, message));
  render(<DepositReturn />);
  expect(await screen.findByRole('heading', { name: 'Booking not confirmed' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(message);
  expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
});

it('logged out: asks to log in, then checks once the session arrives', async () => {
  at('?status=success&txRef=dep-1');
  depositStatus.mockResolvedValue(paidAppointment);
  render(<DepositReturn />);
  fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
  await waitFor(() => expect(openLogin).toHaveBeenCalled());
  expect(depositStatus).not.toHaveBeenCalled();
  act(() => logIn());
  expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
  expect(depositStatus).toHaveBeenCalledWith('tok', 'dep-1');
});

it('a session that ran out (401) is ended and the login is offered with the server’s message', async () => {
  at('?txRef=dep-1');
  logIn();
  depositStatus.mockRejectedValue(new ApiError(401, 'Your session has expired. Please log in again.'));
  render(<DepositReturn />);
  expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please log in again.');
  expect($session.get().token).toBeFalsy();
});

it('without a reference nothing is asked and nothing is confirmed', async () => {
  at('?status=success');
  logIn();
  render(<DepositReturn />);
  expect(await screen.findByRole('heading', { name: 'Deposit not paid' })).toBeTruthy();
  expect(depositStatus).not.toHaveBeenCalled();
});
