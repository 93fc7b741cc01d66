/**
 * The waitlist on the booking page (issue 31) against a mocked API: joining from a full day or from 'None of these
 * times suit me' (the choices sent, the server's answer and refusal, a login first), and arriving from an offer's
 * link (OPEN chooses the day, time and employee; TAKEN leaves the day's other times; an ended entry says so).
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetArrival } from '../../src/components/booking/arrival.ts';
import { TAKEN_MESSAGE } from '../../src/components/booking/offer.ts';
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
    'employees',
    'joinWaitlist',
    'waitlistOffer',
    'insertAppointment',
    'appointmentById',
  ];
  return { ...real, api: Object.fromEntries(fns.map((f) => [f, vi.fn()])) };
});
const openLogin = vi.fn();
vi.mock('../../src/islands/login-overlay-mount.tsx', () => ({ openLogin: (...args: unknown[]) => openLogin(...args) }));

const { default: BookingFlow } = await import('../../src/islands/BookingFlow.tsx');
const mocked = api as unknown as Record<string, ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>>;

const SLOT = '2026-12-05T08:30:00.000Z'; // 9:30 AM in Lagos
const LATER = '2026-12-05T10:00:00.000Z'; // 11:00 AM
const JOINED = 'You are on the waitlist. We will tell you when a time opens.';
const service = (serviceId: string, serviceName: string, price: number) => ({
  serviceId,
  serviceName,
  price,
  durationHours: 1,
  durationMinutes: 30,
  deposit: { type: 'NONE', value: 0, amount: 0 },
});
const branch = {
  branchId: 'b1',
  branchUrl: 'glow',
  businessName: 'Glow Lounge',
  businessEmail: 'hello@glow.ng',
  timeZone: 'Africa/Lagos',
  cancellationWindowHours: 24,
  branchServices: [{ services: [service('s1', 'Silk Press', 15000), service('s2', 'Braids', 30000)] }],
};
const staff = [
  { name: 'Ada Obi', branchEmployeeId: 'e1' },
  { name: 'Bisi Lawal', branchEmployeeId: 'e2' },
];
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
  // Friday is full; Saturday has two times.
  mocked.todaysAvailability!.mockImplementation(async (_b: string, day: string) =>
    day === '2026-12-4' ? [] : [SLOT, LATER],
  );
  mocked.freeEmployees!.mockResolvedValue(staff);
  mocked.employees!.mockResolvedValue(staff);
  mocked.joinWaitlist!.mockResolvedValue({ message: JOINED, waitlistId: 'w1' });
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
  addToCart({ id: 's2', name: 'Braids', price: 30000, hours: 1, min: 30, deposit: 0 });
  $cart.set({ ...$cart.get(), businessName: 'Glow Lounge', businessEmail: 'hello@glow.ng', branchUrl: 'glow' });
}

/** Opens the flow on the full Friday: the panel is there without asking. */
async function fullFriday() {
  fillCart();
  render(<BookingFlow />);
  fireEvent.click(await screen.findByRole('button', { name: /^Fri 4/ }));
  return screen.findByRole('region', { name: 'Join the waitlist' });
}

const joinButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Join the waitlist' });
const radio = (panel: HTMLElement, name: string) => within(panel).getByRole('radio', { name }) as HTMLInputElement;
const preferred = (panel: HTMLElement) => within(panel).getByLabelText(/Preferred employee/) as HTMLSelectElement;

describe('joining the waitlist', () => {
  it('a full day shows the panel: the services, the day written out, Any time and Anyone chosen', async () => {
    const panel = await fullFriday();
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(panel.textContent).toContain('Silk Press, Braids on Friday, 4 December 2026');
    const group = within(panel).getByRole('group', { name: 'When suits you' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('div')!.textContent),
    ).toEqual(['Morning (before 12:00)', 'Afternoon (12:00–16:00)', 'Evening (after 16:00)', 'Any time']);
    expect(radio(panel, 'Any time').checked).toBe(true);
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Bisi Lawal' })).toBeTruthy());
    expect(preferred(panel).value).toBe('');
    expect(mocked.employees).toHaveBeenCalledWith('b1');
  });

  it("sends the choices and shows the server's message with a link to the waitlist", async () => {
    setSession({ token: 'T', role: 'Customer', userID: 'u1' });
    const panel = await fullFriday();
    fireEvent.click(radio(panel, 'Evening (after 16:00)'));
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Bisi Lawal' })).toBeTruthy());
    fireEvent.change(preferred(panel), { target: { value: 'e2' } });
    fireEvent.click(joinButton(panel));

    const status = await within(panel).findByText(JOINED);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(status);
    expect(within(panel).getByRole('link', { name: 'See your waitlist' }).getAttribute('href')).toBe(
      '/customer-account?user=waitlist',
    );
    expect(mocked.joinWaitlist).toHaveBeenCalledWith('T', {
      branchId: 'b1',
      date: '2026-12-04',
      window: 'EVENING',
      serviceIds: ['s1', 's2'],
      branchEmployeeId: 'e2',
    });
  });

  it('Any time and Anyone send no employee', async () => {
    setSession({ token: 'T', role: 'Customer', userID: 'u1' });
    const panel = await fullFriday();
    fireEvent.click(joinButton(panel));
    await within(panel).findByText(JOINED);
    expect(mocked.joinWaitlist).toHaveBeenCalledWith('T', {
      branchId: 'b1',
      date: '2026-12-04',
      window: 'ANY',
      serviceIds: ['s1', 's2'],
    });
  });

  it.each([
    [400, 'You are already on the waitlist for this day and these services.'],
    [400, 'You can wait for 5 days at a time. Please leave one of your waitlists first.'],
    [403, 'Please log in with a customer account to wait.'],
  ])('a refusal (%i) is shown as an alert and keeps every choice', async (status, message) => {
    setSession({ token: 'T', role: 'Customer', userID: 'u1' });
    mocked.joinWaitlist!.mockRejectedValue(new ApiError(status, message));
    const panel = await fullFriday();
    fireEvent.click(radio(panel, 'Morning (before 12:00)'));
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Ada Obi' })).toBeTruthy());
    fireEvent.change(preferred(panel), { target: { value: 'e1' } });
    fireEvent.click(joinButton(panel));

    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    expect(radio(panel, 'Morning (before 12:00)').checked).toBe(true);
    expect(preferred(panel).value).toBe('e1');
    expect((joinButton(panel) as HTMLButtonElement).disabled).toBe(false);
    expect(within(panel).queryByText(JOINED)).toBeNull();
  });

  it('without a session: the login opens, and the joining carries on once a token arrives', async () => {
    const panel = await fullFriday();
    fireEvent.click(radio(panel, 'Afternoon (12:00–16:00)'));
    fireEvent.click(joinButton(panel));
    await waitFor(() => expect(openLogin).toHaveBeenCalledWith(joinButton(panel)));
    expect(mocked.joinWaitlist).not.toHaveBeenCalled();
    setSession({ token: 'NEW', role: 'Customer', userID: 'u1' });
    await within(panel).findByText(JOINED);
    expect(mocked.joinWaitlist).toHaveBeenCalledWith('NEW', expect.objectContaining({ window: 'AFTERNOON' }));
  });

  it("a day with times: 'None of these times suit me' opens the panel and moves focus to it", async () => {
    fillCart();
    render(<BookingFlow />);
    fireEvent.click(await screen.findByRole('button', { name: /^Sat 5/ }));
    const toggle = await screen.findByRole('button', { name: 'None of these times suit me' });
    expect(screen.queryByRole('region', { name: 'Join the waitlist' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Join the waitlist' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Join the waitlist' }));
    expect(panel.textContent).toContain('on Saturday, 5 December 2026');
  });
});

describe("arriving from an offer's link", () => {
  const offer = {
    state: 'OPEN' as const,
    waitlistId: 'w1',
    branchId: 'b1',
    serviceIds: ['s2'],
    date: '2026-12-05',
    startDateTime: '2026-12-05T10:00:00Z', // the same instant as LATER, written differently
    branchEmployeeId: 'e2',
    timeZone: 'Africa/Lagos',
  };
  const arriveWithOffer = () => {
    window.history.replaceState({}, '', '/appointments/b1?offer=signed.token');
    render(<BookingFlow />);
  };

  it("OPEN: the cart becomes the offer's, and its day, time and employee are chosen; Proceed goes on", async () => {
    // A cart of another salon is replaced.
    $cartBranch.set('elsewhere');
    addToCart({ id: 'x1', name: 'Pedicure', price: 8000, hours: 1, min: 0, deposit: 0 });
    mocked.waitlistOffer!.mockResolvedValue(offer);
    arriveWithOffer();

    const note = await screen.findByText(
      'The time offered to you is chosen: 11:00 AM with Bisi Lawal. Proceed to book it.',
    );
    expect(note.getAttribute('role')).toBe('status');
    expect((screen.getByLabelText('Employee') as HTMLSelectElement).value).toBe('e2');
    expect(mocked.waitlistOffer).toHaveBeenCalledWith('signed.token');
    expect(window.location.search).toBe('');
    expect(replace).not.toHaveBeenCalled();
    expect($cartBranch.get()).toBe('b1');
    expect($cart.get()).toMatchObject({
      items: [{ id: 's2', name: 'Braids', price: 30000 }],
      totalAmount: 30000,
      branchUrl: 'glow',
      appointmentDateTime: LATER,
      employee: { employeeId: 'e2', employeeName: 'Bisi Lawal' },
    });
    expect(screen.getByRole('button', { name: /^Sat 5/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe(LATER);
    expect(mocked.todaysAvailability).toHaveBeenCalledWith('b1', '2026-12-5', ['s2']);

    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeTruthy();
  });

  it("TAKEN: the day is chosen, the message says so and the day's other times are there to pick", async () => {
    mocked.waitlistOffer!.mockResolvedValue({ ...offer, state: 'TAKEN' });
    mocked.todaysAvailability!.mockResolvedValue([SLOT]);
    arriveWithOffer();
    expect((await screen.findByRole('alert')).textContent).toBe(TAKEN_MESSAGE);
    const time = screen.getByLabelText('Time') as HTMLSelectElement;
    expect(time.disabled).toBe(false);
    expect(time.value).toBe('');
    expect(screen.getByRole('option', { name: '9:30 AM' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Sat 5/ }).getAttribute('aria-pressed')).toBe('true');
    expect($cart.get()).toMatchObject({ items: [{ id: 's2' }], appointmentDateTime: null, employee: null });
    expect(mocked.freeEmployees).not.toHaveBeenCalled();
  });

  it('OPEN, but the time went before the page opened: told as taken', async () => {
    mocked.waitlistOffer!.mockResolvedValue(offer);
    mocked.todaysAvailability!.mockResolvedValue([SLOT]);
    arriveWithOffer();
    expect((await screen.findByRole('alert')).textContent).toBe(TAKEN_MESSAGE);
    expect($cart.get().appointmentDateTime).toBeNull();
  });

  it('an ended entry (409) without a cart here: the message and a link back to the salon', async () => {
    mocked.waitlistOffer!.mockRejectedValue(
      new ApiError(409, 'This waitlist entry has ended: you booked, left it, or its day has passed.'),
    );
    arriveWithOffer();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This waitlist entry has ended: you booked, left it, or its day has passed.',
    );
    expect(screen.getByRole('link', { name: 'Back to the salon' }).getAttribute('href')).toBe('/branches/glow');
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('a link that is not one (404) with a cart of this salon: the message, and the booking goes on', async () => {
    fillCart();
    mocked.waitlistOffer!.mockRejectedValue(new ApiError(404, 'This link is not valid.'));
    arriveWithOffer();
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid.');
    expect(screen.getByRole('heading', { name: 'Get Appointment' })).toBeTruthy();
    expect($cart.get().items.map((i) => i.id)).toEqual(['s1', 's2']);
  });
});
