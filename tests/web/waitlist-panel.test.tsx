/**
 * The customer's waitlist panel (issue 31) against a mocked API: active and past entries in words (salon link, day,
 * window, services, preferred employee, outcome with the offered time in the branch's zone), leaving one (the
 * server's message announced, the list read again, focus on the entry), a refusal alerted, the empty list.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/lib/api.ts';
import type { WaitlistEntry } from '../../src/lib/types.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  return { ...real, api: { myWaitlist: vi.fn(), leaveWaitlist: vi.fn() } };
});
const { WaitlistPanel } = await import('../../src/islands/account/WaitlistPanel.tsx');
const mocked = api as unknown as Record<string, ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>>;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  waitlistId: 'w1',
  branchId: 'b1',
  branchUrl: 'glow-lounge-lekki',
  businessName: 'Glow Lounge',
  date: '2026-12-05',
  window: 'MORNING',
  serviceIds: ['s1', 's2'],
  serviceNames: ['Silk Press', 'Trim'],
  branchEmployeeId: null,
  employeeName: null,
  status: 'WAITING',
  offeredDateTime: null,
  timeZone: 'Africa/Lagos',
  createdAt: '2026-12-01T09:00:00.000Z',
  ...over,
});
const waiting = entry({});
const offered = entry({
  waitlistId: 'w2',
  businessName: 'Braids by Ada',
  branchUrl: 'braids-by-ada',
  date: '2026-12-06',
  window: 'EVENING',
  serviceNames: ['Knotless Braids'],
  employeeName: 'Ada Obi',
  branchEmployeeId: 'e1',
  status: 'OFFERED',
  // 17:30 in Lagos (UTC+1).
  offeredDateTime: '2026-12-06T16:30:00.000Z',
});
const past = (status: WaitlistEntry['status'], waitlistId: string, window: WaitlistEntry['window']) =>
  entry({ waitlistId, status, window, date: '2026-11-20' });

const facts = (item: HTMLElement) =>
  Object.fromEntries(
    within(item)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
const list = (name: string) => screen.getByRole('list', { name });

it('lists active and past entries in words, each salon linked, the offered time in the branch’s zone', async () => {
  mocked.myWaitlist!.mockResolvedValue([
    waiting,
    offered,
    past('BOOKED', 'w3', 'AFTERNOON'),
    past('EXPIRED', 'w4', 'ANY'),
    past('LEFT', 'w5', 'MORNING'),
  ]);
  render(<WaitlistPanel token="tok" />);
  await screen.findByRole('heading', { name: 'Waiting now' });
  expect(mocked.myWaitlist).toHaveBeenCalledWith('tok');

  const [first, second] = within(list('Waiting now')).getAllByRole('listitem');
  expect(within(first!).getByRole('heading').textContent).toBe('Glow Lounge, Saturday, 5 December 2026');
  expect(within(first!).getByRole('link', { name: 'Glow Lounge' }).getAttribute('href')).toBe(
    '/branches/glow-lounge-lekki',
  );
  expect(facts(first!)).toEqual({
    'Time of day': 'Morning (before 12:00)',
    Services: 'Silk Press, Trim',
    Outcome: 'Waiting',
  });
  expect(facts(second!)).toEqual({
    'Time of day': 'Evening (after 16:00)',
    Services: 'Knotless Braids',
    'Preferred employee': 'Ada Obi',
    Outcome: 'Offered: 5:30 PM',
  });
  expect(within(list('Waiting now')).getAllByRole('button', { name: 'Leave the waitlist' })).toHaveLength(2);

  const ended = within(list('Past')).getAllByRole('listitem');
  expect(ended.map((li) => [facts(li)['Time of day'], facts(li).Outcome])).toEqual([
    ['Afternoon (12:00–16:00)', 'Booked'],
    ['Any time', 'Expired'],
    ['Morning (before 12:00)', 'Left'],
  ]);
  expect(within(list('Past')).queryByRole('button')).toBeNull();
});

it('leaving: the server’s message in a status, the list read again, the entry now "Left" and focused', async () => {
  mocked.myWaitlist!.mockResolvedValueOnce([waiting]).mockResolvedValue([{ ...waiting, status: 'LEFT' }]);
  mocked.leaveWaitlist!.mockResolvedValue({ status: 'Success', message: 'You have left the waitlist.' });
  render(<WaitlistPanel token="tok" />);
  const leave = await screen.findByRole('button', { name: 'Leave the waitlist' });
  // The button names its entry for a screen reader.
  expect(leave.getAttribute('aria-describedby')).toBe('waitlist-w1');
  fireEvent.click(leave);
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You have left the waitlist.'));
  expect(mocked.leaveWaitlist).toHaveBeenCalledWith('tok', 'w1');
  const item = within(await waitFor(() => list('Past'))).getByRole('listitem');
  expect(facts(item).Outcome).toBe('Left');
  expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
  await waitFor(() => expect(document.activeElement?.id).toBe('waitlist-w1'));
  expect(screen.getByText('You are not waiting for any day now.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a refusal (it ended meanwhile) is alerted and the list read again to show what happened', async () => {
  mocked.myWaitlist!.mockResolvedValueOnce([waiting]).mockResolvedValue([{ ...waiting, status: 'BOOKED' }]);
  mocked.leaveWaitlist!.mockRejectedValue(new ApiError(409, 'This waitlist entry has already ended.'));
  render(<WaitlistPanel token="tok" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
  expect((await screen.findByRole('alert')).textContent).toBe('This waitlist entry has already ended.');
  await waitFor(() => expect(facts(within(list('Past')).getByRole('listitem')).Outcome).toBe('Booked'));
  expect(screen.getByRole('status').textContent).toBe('');
});

it('an empty list says so and points to the salons', async () => {
  mocked.myWaitlist!.mockResolvedValue([]);
  render(<WaitlistPanel token="tok" />);
  expect(await screen.findByText('You are not on any waitlist.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Find a salon' }).getAttribute('href')).toBe('/branches');
  expect(screen.queryByRole('heading', { name: 'Waiting now' })).toBeNull();
});

it('a failed read shows the panel’s message', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mocked.myWaitlist!.mockRejectedValue(new ApiError(500, 'boom'));
  render(<WaitlistPanel token="tok" />);
  expect(await screen.findByText('Failed loading your waitlist')).toBeTruthy();
});
