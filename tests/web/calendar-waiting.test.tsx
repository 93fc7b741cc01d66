/**
 * Who waits, on the salon's calendar (issue 31), against a mocked API: "N waiting" for the shown day (owner and
 * managers only; nothing for none, a stylist, a refusal or a week), the dialog listing each waiting customer, booking
 * one into a free time that fits (the preferred employee and the first time in the customer's window suggested), the
 * server's answer shown with the calendar and the list read again, a refusal shown with the choice kept.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/lib/api.ts';
import type { Calendar, Service, WaitingCustomer } from '../../src/lib/types.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  return {
    ...real,
    api: { calendar: vi.fn(), branchWaitlist: vi.fn(), myServices: vi.fn(), bookFromWaitlist: vi.fn() },
  };
});
const { CalendarPanel } = await import('../../src/islands/account/CalendarPanel.tsx');
const mocked = api as unknown as Record<string, ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>>;

const DAY = '2026-12-05';
/** A Lagos wall-clock time on DAY (UTC+1 all year). */
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00+01:00`).toISOString();
const hours = { date: DAY, start: at('09:00'), end: at('18:00') };
const calendar = (): Calendar => ({
  timeZone: 'Africa/Lagos',
  employees: [
    { branchEmployeeId: 'e1', name: 'Ada Obi', workingHours: [hours], timeOff: [] },
    { branchEmployeeId: 'e2', name: 'Bola Ade', workingHours: [hours], timeOff: [] },
  ],
  appointments: [
    {
      appointmentId: 'a1',
      appointmentNo: 'APT-1',
      branchEmployeeId: 'e1',
      customerName: 'Kemi Bello',
      customerPhone: '',
      services: ['Silk Press'],
      startDateTime: at('09:00'),
      endDateTime: at('11:00'),
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      source: 'SALON',
      deposit: null,
    },
  ],
});
const service = (serviceId: string, serviceName: string, durationHours: number, durationMinutes: number): Service => ({
  serviceId,
  serviceName,
  durationHours,
  durationMinutes,
  price: 10000,
  branchId: 'b1',
  categoryId: 'c1',
  categoryName: 'Hair',
  description: '',
  status: true,
  deposit: { type: 'NONE', value: 0, amount: 0 },
});
const ngozi: WaitingCustomer = {
  waitlistId: 'w1',
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.com',
  customerPhone: '+2348031234567',
  window: 'MORNING',
  serviceIds: ['s1'],
  serviceNames: ['Silk Press'],
  branchEmployeeId: 'e1',
  employeeName: 'Ada Obi',
  status: 'WAITING',
  createdAt: '2026-12-01T09:00:00.000Z',
};
const tunde: WaitingCustomer = {
  ...ngozi,
  waitlistId: 'w2',
  customerName: 'Tunde Bakare',
  customerEmail: 'tunde@example.com',
  customerPhone: '',
  window: 'AFTERNOON',
  serviceIds: ['s1', 's2'],
  serviceNames: ['Silk Press', 'Trim'],
  branchEmployeeId: null,
  employeeName: null,
  status: 'OFFERED',
};

beforeAll(() => {
  // happy-dom's <dialog> may lack the modal API; the panel only needs it to open and close.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  // 7:00 in Lagos on the day: every time of its opening hours is still ahead. Only Date is faked; timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at('07:00')));
  mocked.calendar!.mockImplementation(async () => calendar());
  mocked.myServices!.mockResolvedValue([service('s1', 'Silk Press', 1, 0), service('s2', 'Trim', 0, 30)]);
  mocked.branchWaitlist!.mockResolvedValue([ngozi, tunde]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const openWaiting = async (count: number) => {
  fireEvent.click(await screen.findByRole('button', { name: `${count} waiting on the waitlist` }));
  return screen.findByRole('dialog', { name: 'Waiting on Saturday, 5 December 2026' });
};
const facts = (item: HTMLElement) =>
  Object.fromEntries(
    within(item)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
const customerItem = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('heading', { name }).closest('li')!;
const startLabels = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText('Start time'))
    .getAllByRole('option')
    .map((o) => o.textContent);
// By index: happy-dom's selectedOptions can lag behind a changed value.
const selected = (dialog: HTMLElement, label: string) => {
  const select = within(dialog).getByLabelText(label) as HTMLSelectElement;
  return select.options[select.selectedIndex]?.textContent;
};

it('shows how many wait for the day and who they are', async () => {
  render(<CalendarPanel token="tok" branchId="b1" frontDesk />);
  const dialog = await openWaiting(2);
  expect(mocked.branchWaitlist).toHaveBeenCalledWith('tok', 'b1', DAY);
  expect(facts(customerItem(dialog, 'Ngozi Okafor'))).toEqual({
    Phone: '+234 803 123 4567',
    'E-mail': 'ngozi@example.com',
    'Time of day': 'Morning (before 12:00)',
    Services: 'Silk Press',
    'Preferred employee': 'Ada Obi',
    Status: 'Waiting',
  });
  expect(facts(customerItem(dialog, 'Tunde Bakare'))).toMatchObject({
    Phone: '—',
    'Time of day': 'Afternoon (12:00–16:00)',
    Services: 'Silk Press, Trim',
    'Preferred employee': 'Anyone',
    Status: 'Offered',
  });
  const ngoziItem = customerItem(dialog, 'Ngozi Okafor');
  expect(within(ngoziItem).getByRole('link', { name: '+234 803 123 4567' }).getAttribute('href')).toBe(
    'tel:+2348031234567',
  );
  expect(within(ngoziItem).getByRole('link', { name: 'ngozi@example.com' }).getAttribute('href')).toBe(
    'mailto:ngozi@example.com',
  );
  expect(within(dialog).getAllByRole('button', { name: 'Book' })).toHaveLength(2);
});

it('books a waiting customer: the preferred employee and the first fitting time in the window suggested', async () => {
  render(<CalendarPanel token="tok" branchId="b1" frontDesk />);
  const dialog = await openWaiting(2);
  fireEvent.click(within(customerItem(dialog, 'Ngozi Okafor')).getByRole('button', { name: 'Book' }));
  expect(screen.getByRole('dialog', { name: 'Book Ngozi Okafor' })).toBe(dialog);
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Employee')));
  expect(selected(dialog, 'Employee')).toBe('Ada Obi');
  // Ada is booked until 11:00; a one-hour service still fits at 17:00 (she works until 18:00), not at 17:30.
  await waitFor(() => expect(startLabels(dialog).at(-1)).toBe('5:00 PM'));
  expect(startLabels(dialog)[0]).toBe('11:00 AM');
  expect(selected(dialog, 'Start time')).toBe('11:00 AM');

  mocked.bookFromWaitlist!.mockResolvedValue({ message: 'Ngozi Okafor is booked.', appointmentId: 'a2' });
  mocked.branchWaitlist!.mockResolvedValue([tunde]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
  await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Ngozi Okafor is booked.'));
  expect(mocked.bookFromWaitlist).toHaveBeenCalledWith('tok', 'w1', {
    startDateTime: at('11:00'),
    branchEmployeeId: 'e1',
  });
  // The list comes back without her, the calendar and the count are read again.
  await waitFor(() => expect(within(dialog).queryByRole('heading', { name: 'Ngozi Okafor' })).toBeNull());
  expect(within(dialog).getByRole('heading', { name: 'Tunde Bakare' })).toBeTruthy();
  expect(mocked.calendar).toHaveBeenCalledTimes(2);
  expect(mocked.branchWaitlist).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('button', { name: '1 waiting on the waitlist', hidden: true })).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('status'));
});

it('a refusal is shown in the form with the choice kept; Back returns to the list', async () => {
  render(<CalendarPanel token="tok" branchId="b1" frontDesk />);
  const dialog = await openWaiting(2);
  fireEvent.click(within(customerItem(dialog, 'Tunde Bakare')).getByRole('button', { name: 'Book' }));
  // No preference: the first employee with a time in the afternoon; 1 h 30 min must fit before 18:00.
  await waitFor(() => expect(startLabels(dialog).at(-1)).toBe('4:30 PM'));
  expect(selected(dialog, 'Employee')).toBe('Ada Obi');
  expect(selected(dialog, 'Start time')).toBe('12:00 PM');
  fireEvent.change(within(dialog).getByLabelText('Employee'), { target: { value: 'e2' } });
  // Bola is free all day: her morning times are offered too, and the 12:00 chosen stays.
  expect(startLabels(dialog)[0]).toBe('9:00 AM');
  expect(selected(dialog, 'Start time')).toBe('12:00 PM');
  fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: at('14:30') } });

  mocked.bookFromWaitlist!.mockRejectedValue(new ApiError(409, 'This time is no longer free. Please choose another.'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'This time is no longer free. Please choose another.',
  );
  expect(mocked.bookFromWaitlist).toHaveBeenCalledWith('tok', 'w2', {
    startDateTime: at('14:30'),
    branchEmployeeId: 'e2',
  });
  expect(selected(dialog, 'Employee')).toBe('Bola Ade');
  expect(selected(dialog, 'Start time')).toBe('2:30 PM');
  expect((within(dialog).getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(false);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the list' }));
  await waitFor(() => expect(document.activeElement?.id).toBe('wl-book-w2'));
  expect(screen.getByRole('dialog', { name: 'Waiting on Saturday, 5 December 2026' })).toBe(dialog);
});

it('an employee with no time that fits says so and cannot be booked', async () => {
  const full = calendar();
  full.employees[1]!.timeOff = [{ timeOffId: 't1', startDateTime: at('09:00'), endDateTime: at('18:00'), reason: '' }];
  mocked.calendar!.mockResolvedValue(full);
  render(<CalendarPanel token="tok" branchId="b1" frontDesk />);
  const dialog = await openWaiting(2);
  fireEvent.click(within(customerItem(dialog, 'Ngozi Okafor')).getByRole('button', { name: 'Book' }));
  fireEvent.change(within(dialog).getByLabelText('Employee'), { target: { value: 'e2' } });
  expect(within(dialog).queryByLabelText('Start time')).toBeNull();
  expect(within(dialog).getByText(/Bola Ade has no free time left on this day/)).toBeTruthy();
  expect((within(dialog).getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(true);
});

it.each([
  ['no one waits', () => mocked.branchWaitlist!.mockResolvedValue([])],
  ['a stylist is refused', () => mocked.branchWaitlist!.mockRejectedValue(new ApiError(403, 'Not for stylists.'))],
])('nothing shows when %s, and the calendar works as before', async (_, answer) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  answer();
  render(<CalendarPanel token="tok" branchId="b1" frontDesk />);
  await screen.findByRole('button', { name: /Kemi Bello/ });
  await waitFor(() => expect(mocked.branchWaitlist).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: /waiting/ })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a stylist’s calendar does not ask who waits', async () => {
  render(<CalendarPanel token="tok" branchId="b1" frontDesk={false} />);
  await screen.findByRole('button', { name: /Kemi Bello/ });
  expect(mocked.branchWaitlist).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: /waiting/ })).toBeNull();
});

it('the count follows the day shown and leaves the week view', async () => {
  mocked.branchWaitlist!.mockImplementation(async (_t: string, _b: string, date: string) =>
    date === DAY ? [ngozi, tunde] : [ngozi],
  );
  render(<CalendarPanel token="tok" branchId="b1" frontDesk />);
  await screen.findByRole('button', { name: '2 waiting on the waitlist' });
  fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
  await screen.findByRole('button', { name: '1 waiting on the waitlist' });
  expect(mocked.branchWaitlist).toHaveBeenLastCalledWith('tok', 'b1', '2026-12-06');
  fireEvent.click(screen.getByRole('button', { name: 'Week' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /waiting/ })).toBeNull());
});
