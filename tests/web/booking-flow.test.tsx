/** The booking island against a mocked API: redirect on an empty cart, the three steps, login continuation, a 409. */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetArrival } from '../../src/components/booking/arrival.ts';
import { api, ApiError } from '../../src/lib/api.ts';
import { $cart, $cartBranch, addToCart, resetCart } from '../../src/stores/cart.ts';
import { clearSession, setSession } from '../../src/stores/session.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  const fns = [
    'branchById',
    'monthlyAvailability',
    'todaysAvailability',
    'freeEmployees',
    'insertAppointment',
    'appointmentById',
    'employees',
  ];
  return { ...real, api: Object.fromEntries(fns.map((f) => [f, vi.fn()])) };
});
const openLogin = vi.fn();
vi.mock('../../src/islands/login-overlay-mount.tsx', () => ({ openLogin: (...args: unknown[]) => openLogin(...args) }));

const { default: BookingFlow } = await import('../../src/islands/BookingFlow.tsx');
const mocked = api as unknown as Record<string, ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>>;

const SLOT = '2026-12-05T08:30:00.000Z'; // 9:30 AM in Lagos
const branch = {
  branchId: 'b1',
  branchUrl: 'glow',
  businessName: 'Glow Lounge',
  businessEmail: 'hello@glow.ng',
  timeZone: 'Africa/Lagos',
  cancellationWindowHours: 24,
  branchServices: [],
};
let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  window.history.replaceState({}, '', '/appointments/b1');
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  mocked.branchById!.mockResolvedValue(branch);
  mocked.monthlyAvailability!.mockResolvedValue([
    { fullDate: '2026-12-04', date: 4, day: 'Fri' },
    { fullDate: '2026-12-05', date: 5, day: 'Sat' },
  ]);
  mocked.todaysAvailability!.mockImplementation(async (_b: string, day: string) => (day === '2026-12-4' ? [] : [SLOT]));
  mocked.freeEmployees!.mockResolvedValue([{ name: 'Ada Obi', branchEmployeeId: 'e1' }]);
  // The waitlist's employee choice under the day's times (issue 31).
  mocked.employees!.mockResolvedValue([{ name: 'Ada Obi', branchEmployeeId: 'e1' }]);
  mocked.insertAppointment!.mockResolvedValue({ message: 'Your Booking has been confirmed', appointmentId: 'a1' });
  mocked.appointmentById!.mockResolvedValue({
    appointmentId: 'a1',
    appointmentNo: 'APT-100001',
    appointmentDateTime: SLOT,
    businessName: 'Glow Lounge',
    employeeName: 'Ada Obi',
    total: 15000,
    appointmentServices: [
      {
        serviceId: 's1',
        serviceName: 'Silk Press',
        price: 15000,
        duration: '1Hrs-30Min',
        startTime: SLOT,
        endTime: SLOT,
      },
    ],
  });
});
afterEach(() => {
  cleanup();
  forgetArrival();
  resetCart();
  $cartBranch.set('');
  clearSession();
  cleanTestStorage();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function fillCart() {
  $cartBranch.set('b1');
  addToCart({ id: 's1', name: 'Silk Press', price: 15000, hours: 1, min: 30, deposit: 0 });
  $cart.set({ ...$cart.get(), businessName: 'Glow Lounge', businessEmail: 'hello@glow.ng', branchUrl: 'glow' });
}

async function chooseSlot() {
  fireEvent.click(await screen.findByRole('button', { name: /^Sat 5/ }));
  const time = screen.getByLabelText('Time') as HTMLSelectElement;
  await waitFor(() => expect(time.disabled).toBe(false));
  expect(screen.getByRole('option', { name: '9:30 AM' })).toBeTruthy();
  fireEvent.change(time, { target: { value: SLOT } });
  const staff = screen.getByLabelText('Employee') as HTMLSelectElement;
  await waitFor(() => expect(staff.disabled).toBe(false));
  fireEvent.change(staff, { target: { value: 'e1' } });
}

it("an empty cart goes back to the branch page (the branch's url)", async () => {
  render(<BookingFlow />);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/branches/glow'));
  expect(screen.getByText(/Cart items not present\. Go back to saloon\./)).toBeTruthy();
});

it('a cart from another branch counts as empty', async () => {
  fillCart();
  $cartBranch.set('other');
  render(<BookingFlow />);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/branches/glow'));
});

it("'Closed' for a day without times; Proceed without choices asks for them", async () => {
  fillCart();
  render(<BookingFlow />);
  expect(await screen.findByRole('heading', { name: 'Get Appointment' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  expect(screen.getByRole('alert').textContent).toBe('Please select employee and timings.');
  const friday = screen.getByRole('button', { name: /^Fri 4/ });
  fireEvent.click(friday);
  expect(friday.getAttribute('aria-pressed')).toBe('true');
  expect(await screen.findByText('Closed')).toBeTruthy();
  expect(mocked.todaysAvailability).toHaveBeenCalledWith('b1', '2026-12-4', ['s1']);
});

it(
  'date, time, employee -> summary -> Confirm Booking ' + 'opens the login and carries on once a token arrives',
  async () => {
    fillCart();
    render(<BookingFlow />);
    await chooseSlot();
    expect($cart.get()).toMatchObject({
      appointmentDateTime: SLOT,
      employee: { employeeId: 'e1', employeeName: 'Ada Obi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const heading = await screen.findByRole('heading', { name: 'Order Summary' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('1 hr 30 min')).toBeTruthy();
    expect(screen.getByText('9:30 AM')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(openLogin).toHaveBeenCalledTimes(1));
    expect(mocked.insertAppointment).not.toHaveBeenCalled();
    setSession({ token: 'T', role: 'Customer', userID: 'u1' });

    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(mocked.insertAppointment).toHaveBeenCalledWith(
      'T',
      expect.objectContaining({ startDateTime: SLOT, branchEmployeeId: 'e1', userId: 'u1' }),
    );
    expect(screen.getByText('Your Booking has been confirmed')).toBeTruthy();
    expect(screen.getByText('APT-100001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My appointments' }).getAttribute('href')).toBe(
      '/customer-account?user=appointments',
    );
    expect($cart.get().items).toEqual([]);
  },
);

it("a lost race shows the server's message, returns to step 1 and reloads the day's times", async () => {
  fillCart();
  setSession({ token: 'T', role: 'Customer', userID: 'u1' });
  mocked.insertAppointment!.mockRejectedValue(
    new ApiError(409, 'Sorry, this time was just booked by someone else. Please choose another time.'),
  );
  render(<BookingFlow />);
  await chooseSlot();
  fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Sorry, this time was just booked by someone else. Please choose another time.',
  );
  expect(screen.getByRole('heading', { name: 'Get Appointment' })).toBeTruthy();
  await waitFor(() => expect(mocked.todaysAvailability).toHaveBeenCalledTimes(2));
  expect($cart.get()).toMatchObject({ appointmentDateTime: null, employee: null });
});

it("an expired session: the server's message, the login opens, and the booking carries on after it", async () => {
  fillCart();
  setSession({ token: 'OLD', role: 'Customer', userID: 'u1' });
  mocked.insertAppointment!.mockRejectedValueOnce(new ApiError(401, 'Your session has expired. Please log in again.'));
  render(<BookingFlow />);
  await chooseSlot();
  fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Your session has expired. Please log in again.');
  await waitFor(() => expect(openLogin).toHaveBeenCalledTimes(1));
  setSession({ token: 'NEW', role: 'Customer', userID: 'u1' });
  expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
  expect(mocked.insertAppointment).toHaveBeenLastCalledWith('NEW', expect.anything());
});

it("loads that fail show the spec's messages", async () => {
  fillCart();
  mocked.todaysAvailability!.mockRejectedValue(new ApiError(500, 'boom'));
  render(<BookingFlow />);
  fireEvent.click(await screen.findByRole('button', { name: /^Sat 5/ }));
  expect(await screen.findByText('Failed loading timings')).toBeTruthy();
});

it("dates or branch failing on arrival: 'Could not load dates or branch'", async () => {
  fillCart();
  mocked.monthlyAvailability!.mockRejectedValue(new ApiError(500, 'boom'));
  render(<BookingFlow />);
  expect(await screen.findByText('Could not load dates or branch')).toBeTruthy();
});

describe('a service with a deposit (issue 29)', () => {
  const CHECKOUT = 'https://checkout.example/pay/dep-1';
  function fillDepositCart() {
    $cartBranch.set('b1');
    addToCart({ id: 's1', name: 'Silk Press', price: 15000, hours: 1, min: 30, deposit: 300_000 });
    $cart.set({ ...$cart.get(), businessName: 'Glow Lounge', businessEmail: 'hello@glow.ng', branchUrl: 'glow' });
  }
  async function toSummary() {
    render(<BookingFlow />);
    await chooseSlot();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    return screen.findByRole('button', { name: 'Confirm Booking' });
  }

  it("the terms are the branch's as read now, not the older page's the cart was filled on", async () => {
    fillDepositCart();
    // Since the page was built, the salon asks ₦4,500 for the service and gives 12 hours.
    mocked.branchById!.mockResolvedValue({
      ...branch,
      cancellationWindowHours: 12,
      branchServices: [{ services: [{ serviceId: 's1', deposit: { type: 'FIXED', value: 4500, amount: 450_000 } }] }],
    });
    render(<BookingFlow />);
    expect(await screen.findByText('₦4,500 deposit when you confirm; the rest at the venue.')).toBeTruthy();
    await chooseSlot();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await screen.findByRole('button', { name: 'Confirm Booking' });
    expect(screen.getByText('₦4,500 deposit to pay now')).toBeTruthy();
    expect(screen.getByText('₦10,500 to pay at the venue')).toBeTruthy();
    expect(screen.getByText(/^Cancel for free until 12 hours before your appointment/)).toBeTruthy();
  });

  it('a deposit due: off to the checkout, the cart kept for the return page, no Thank You', async () => {
    fillDepositCart();
    setSession({ token: 'T', role: 'Customer', userID: 'u1' });
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    mocked.insertAppointment!.mockResolvedValue({
      message: 'Please pay the deposit to confirm your booking.',
      appointmentId: 'a1',
      deposit: {
        amount: 300_000,
        balance: 1_200_000,
        currency: 'NGN',
        status: 'DUE',
        txRef: 'dep-1',
        holdUntil: SLOT,
        checkoutUrl: CHECKOUT,
      },
    });
    const confirm = await toSummary();
    fireEvent.click(confirm);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(screen.getByRole('status').textContent).toBe('Please pay the deposit to confirm your booking.');
    expect(screen.queryByRole('heading', { name: 'Thank You' })).toBeNull();
    expect(mocked.appointmentById).not.toHaveBeenCalled();
    expect($cart.get()).toMatchObject({ appointmentID: 'a1', items: [{ id: 's1', deposit: 300_000 }] });
    // On the way to pay, the button stays busy: a second press would book the held time again.
    expect((screen.getByRole('button', { name: 'Please wait...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("the gateway down (503): the server's message, still on the summary", async () => {
    fillDepositCart();
    setSession({ token: 'T', role: 'Customer', userID: 'u1' });
    mocked.insertAppointment!.mockRejectedValue(
      new ApiError(503, 'Payments are unavailable right now. Your time was not held; please try again shortly.'),
    );
    fireEvent.click(await toSummary());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payments are unavailable right now. Your time was not held; please try again shortly.',
    );
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement).disabled).toBe(false);
    expect($cart.get().items).toHaveLength(1);
  });
});
