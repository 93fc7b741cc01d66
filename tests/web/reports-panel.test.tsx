/**
 * The Reports panel (issue 32) against a mocked API, uPlot mocked (happy-dom has no canvas): the
 * period picker asks for the right local dates (Lagos), custom dates and the branch picker; the headline figures with
 * their changes; every chart with its table of the same numbers; the empty period; the server's refusal alerted; the
 * CSV saved under the period's name.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/lib/api.ts';
import type { Membership, ReportSummary } from '../../src/lib/types.ts';
import { totals } from './report-fixture.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  return { ...real, api: { reportSummary: vi.fn(), reportCsv: vi.fn() } };
});
// uPlot draws on a canvas, which happy-dom lacks: a stand-in records what each chart was given to draw.
const drawn = vi.hoisted(() => [] as { opts: any; data: number[][] }[]);
vi.mock('uplot', () => ({
  default: class FakePlot {
    static paths = { bars: () => () => null };
    static pxRatio = 1;
    static tzDate = (date: Date) => date;
    width: number;
    height: number;
    constructor(opts: { width: number; height: number }, data: number[][], root: HTMLElement) {
      drawn.push({ opts, data });
      this.width = opts.width;
      this.height = opts.height;
      root.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
  },
}));
const { ReportsPanel } = await import('../../src/islands/account/ReportsPanel.tsx');
const mocked = api as unknown as Record<string, ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>>;

beforeEach(() => {
  // 23:30 UTC on Wednesday 13 May 2026: already Thursday 14 May in Lagos.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-13T23:30:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  drawn.length = 0;
});

const report = (over: Partial<ReportSummary> = {}): ReportSummary => ({
  timeZone: 'Africa/Lagos',
  from: '2026-05-01',
  to: '2026-05-03',
  totals: totals({
    bookings: 5,
    completed: 3,
    cancelled: 1,
    lateCancelled: 1,
    noShows: 1,
    online: 4,
    salon: 1,
    revenue: 43000,
    averageTicket: 14333.33,
    noShowRate: 0.25,
    cancellationRate: 0.2,
    lateCancellationRate: 0.2,
  }),
  previous: totals({ bookings: 4, completed: 2, revenue: 20000, averageTicket: 10000, online: 2, salon: 2 }),
  days: [
    { date: '2026-05-01', bookings: 2, revenue: 25000 },
    { date: '2026-05-02', bookings: 0, revenue: 0 },
    { date: '2026-05-03', bookings: 3, revenue: 18000 },
  ],
  employees: [
    {
      branchEmployeeId: 'e1',
      name: 'Ada Bello',
      bookedMinutes: 270,
      workingMinutes: 540,
      occupancy: 0.5,
      revenue: 34000,
      noShows: 1,
    },
    {
      branchEmployeeId: 'e2',
      name: 'Tolu Ade',
      bookedMinutes: 60,
      workingMinutes: 480,
      occupancy: 0.125,
      revenue: 9000,
      noShows: 0,
    },
  ],
  customers: {
    new: 2,
    returning: 1,
    top: [
      { name: 'Chioma Eze', visits: 2, revenue: 34000 },
      { name: 'Bayo Ola', visits: 1, revenue: 9000 },
    ],
  },
  services: {
    byRevenue: [
      { serviceId: 's1', name: 'Box Braids', count: 1, revenue: 25000 },
      { serviceId: 's2', name: 'Silk Press', count: 2, revenue: 18000 },
    ],
    byCount: [
      { serviceId: 's2', name: 'Silk Press', count: 2, revenue: 18000 },
      { serviceId: 's1', name: 'Box Braids', count: 1, revenue: 25000 },
    ],
  },
  heatmap: [
    { weekday: 5, hour: 10, bookings: 2 },
    { weekday: 7, hour: 14, bookings: 3 },
  ],
  ...over,
});

const lekki: Membership = { branchId: 'b1', branchName: 'Glow (Lekki)', role: 'OWNER' };
const ikeja: Membership = { branchId: 'b2', branchName: 'Glow (Ikeja)', role: 'OWNER' };
const yaba: Membership = { branchId: 'b3', branchName: 'Braids (Yaba)', role: 'STYLIST' };

const figure = (name: string) => {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === name)!;
  return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);
};
/** A table's body rows as text, cell by cell. */
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
const lastCall = () => mocked.reportSummary!.mock.calls.at(-1);

it('asks for this month in Lagos, then this week, the last 30 days and custom dates', async () => {
  mocked.reportSummary!.mockResolvedValue(report());
  render(<ReportsPanel token="tok" branchId="b1" branches={[]} />);
  await waitFor(() => expect(lastCall()).toEqual(['tok', 'b1', '2026-05-01', '2026-05-31']));
  expect(screen.getByText(/^1 May 2026 to 31 May 2026, compared with 31 Mar 2026 to 30 Apr 2026\.$/)).toBeTruthy();
  // One branch: no branch picker.
  expect(screen.queryByLabelText('Branch')).toBeNull();

  const period = screen.getByLabelText('Period');
  fireEvent.change(period, { target: { value: 'week' } });
  await waitFor(() => expect(lastCall()).toEqual(['tok', 'b1', '2026-05-11', '2026-05-17']));
  fireEvent.change(period, { target: { value: 'last30' } });
  await waitFor(() => expect(lastCall()).toEqual(['tok', 'b1', '2026-04-15', '2026-05-14']));

  // Custom starts from the period shown; each date changed asks again.
  fireEvent.change(period, { target: { value: 'custom' } });
  const from = screen.getByLabelText('From') as HTMLInputElement;
  const to = screen.getByLabelText('To') as HTMLInputElement;
  expect([from.value, to.value]).toEqual(['2026-04-15', '2026-05-14']);
  fireEvent.change(from, { target: { value: '2026-01-01' } });
  fireEvent.change(to, { target: { value: '2026-01-31' } });
  await waitFor(() => expect(lastCall()).toEqual(['tok', 'b1', '2026-01-01', '2026-01-31']));
  const calls = mocked.reportSummary!.mock.calls.length;
  fireEvent.change(to, { target: { value: '' } });
  expect(await screen.findByText('Choose both dates.')).toBeTruthy();
  expect(mocked.reportSummary!.mock.calls.length).toBe(calls);
  expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
});

it('an owner of several branches picks one or all of them; a stylist’s branch is not offered', async () => {
  mocked.reportSummary!.mockResolvedValue(report());
  render(<ReportsPanel token="tok" branchId="b2" branches={[lekki, ikeja, yaba]} />);
  const branch = (await screen.findByLabelText('Branch')) as HTMLSelectElement;
  expect([...branch.options].map((o) => [o.value, o.text])).toEqual([
    ['all', 'All branches'],
    ['b1', 'Glow (Lekki)'],
    ['b2', 'Glow (Ikeja)'],
  ]);
  expect(branch.value).toBe('b2');
  await waitFor(() => expect(lastCall()?.[1]).toBe('b2'));
  fireEvent.change(branch, { target: { value: 'all' } });
  await waitFor(() => expect(lastCall()).toEqual(['tok', 'all', '2026-05-01', '2026-05-31']));
});

it('shows the headline figures with their changes, each chart with a table of the same numbers', async () => {
  mocked.reportSummary!.mockResolvedValue(report());
  render(<ReportsPanel token="tok" branchId="b1" branches={[]} />);
  await screen.findByRole('heading', { name: 'Bookings and revenue per day' });
  expect(screen.queryByText('Loading…')).toBeNull();

  expect(figure('Revenue')).toEqual(['₦43,000', '+115% (before: ₦20,000)']);
  expect(figure('Bookings')).toEqual(['5', '+25% (before: 4)']);
  expect(figure('Completed')).toEqual(['3', '+50% (before: 2)']);
  expect(figure('No-show rate')).toEqual(['25%', '+25 pts (before: 0%)']);
  expect(figure('Cancellation rate')).toEqual(['20%', '20% late', '+20 pts (before: 0%)']);
  expect(figure('Average ticket')).toEqual(['₦14,333', '+43% (before: ₦10,000)']);
  expect(figure('Booked online')).toEqual(['80%', '4 online, 1 at the salon', '+30 pts (before: 50%)']);

  expect(rows('Bookings and revenue per day')).toEqual([
    ['1 May 2026', '2', '₦25,000'],
    ['2 May 2026', '0', '₦0'],
    ['3 May 2026', '3', '₦18,000'],
    ['Total', '5', '₦43,000'],
  ]);
  expect(screen.getByText('Show as a table').tagName).toBe('SUMMARY');
  expect(rows('Occupancy per employee')).toEqual([
    ['Ada Bello', '4 hr 30 min', '9 hr', '50%', '₦34,000', '1'],
    ['Tolu Ade', '1 hr', '8 hr', '12.5%', '₦9,000', '0'],
  ]);
  expect(rows('Top services by revenue')).toEqual([
    ['Box Braids', '1', '₦25,000'],
    ['Silk Press', '2', '₦18,000'],
  ]);
  expect(rows('New and returning customers')).toEqual([
    ['New', '2'],
    ['Returning', '1'],
  ]);
  expect(rows('Top customers')).toEqual([
    ['Chioma Eze', '2', '₦34,000'],
    ['Bayo Ola', '1', '₦9,000'],
  ]);
  const hours = rows('Bookings by weekday and hour');
  expect(hours.map((r) => r[0])).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  // 9:00 to 18:00: Friday 10:00 and Sunday 14:00.
  expect(hours[4]![2]).toBe('2');
  expect(hours[6]![6]).toBe('3');

  // The charts: drawn from the same numbers, each canvas an image with a summary.
  await waitFor(() => expect(drawn).toHaveLength(4));
  const [trend, staff, services, customers] = drawn;
  // The trend: a day per point (UTC midnights standing for the local dates), bookings and revenue.
  expect(trend!.data).toEqual([
    [Date.UTC(2026, 4, 1) / 1000, Date.UTC(2026, 4, 2) / 1000, Date.UTC(2026, 4, 3) / 1000],
    [2, 0, 3],
    [25000, 0, 18000],
  ]);
  expect(trend!.opts.axes[0].values(null, [Date.UTC(2026, 4, 3) / 1000])).toEqual(['3 May']);
  expect(trend!.opts.axes[2].values(null, [0, 20000])).toEqual(['₦0', '₦20k']);
  // The bars: a bar per employee, service, kind of customer, named down the side.
  expect(staff!.data).toEqual([
    [0, 1],
    [0.5, 0.125],
  ]);
  expect(staff!.opts.axes[0].values(null, [0, 1])).toEqual(['Ada Bello', 'Tolu Ade']);
  expect(staff!.opts.axes[1].values(null, [0, 0.5])).toEqual(['0%', '50%']);
  expect(services!.data[1]).toEqual([25000, 18000]);
  expect(customers!.data[1]).toEqual([2, 1]);
  expect(customers!.opts.axes[0].values(null, [0, 1])).toEqual(['New', 'Returning']);
  const images = screen.getAllByRole('img');
  expect(images.map((i) => i.getAttribute('aria-label'))).toEqual([
    'Bookings and revenue per day, 1 May 2026 to 3 May 2026: 5 bookings and ₦43,000 revenue; ' +
      'the busiest day 3 May 2026 (3).',
    'Occupancy per employee: Ada Bello 50%, Tolu Ade 12.5%.',
    'Top services by revenue: Box Braids ₦25,000, Silk Press ₦18,000.',
    'New and returning customers: New 2, Returning 1.',
  ]);

  // Services ranked by bookings instead: the chart and the table follow.
  fireEvent.click(screen.getByRole('button', { name: 'By bookings' }));
  expect(screen.getByRole('button', { name: 'By bookings' }).getAttribute('aria-pressed')).toBe('true');
  expect(rows('Top services by bookings')).toEqual([
    ['Silk Press', '2', '₦18,000'],
    ['Box Braids', '1', '₦25,000'],
  ]);
  await waitFor(() => expect(drawn.at(-1)!.data[1]).toEqual([2, 1]));
  expect(drawn.at(-1)!.opts.axes[0].values(null, [0, 1])).toEqual(['Silk Press', 'Box Braids']);
});

it('an empty period says so, with zeros, not an error, and no charts', async () => {
  mocked.reportSummary!.mockResolvedValue(
    report({
      totals: totals({}),
      previous: totals({}),
      days: [{ date: '2026-05-01', bookings: 0, revenue: 0 }],
      employees: [],
      customers: { new: 0, returning: 0, top: [] },
      services: { byRevenue: [], byCount: [] },
      heatmap: [],
    }),
  );
  render(<ReportsPanel token="tok" branchId="b1" branches={[]} />);
  expect((await screen.findByRole('status')).textContent).toBe('No appointments in this period.');
  expect(figure('Revenue')).toEqual(['₦0', 'no change (before: ₦0)']);
  expect(figure('Bookings')[0]).toBe('0');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  expect(drawn).toHaveLength(0);
});

it("the server's refusal is alerted in its words", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mocked.reportSummary!.mockRejectedValue(
    new ApiError(400, 'A report covers at most 366 days. Please choose a shorter period.'),
  );
  render(<ReportsPanel token="tok" branchId="b1" branches={[]} />);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'A report covers at most 366 days. Please choose a shorter period.',
  );
  expect(screen.queryByRole('term')).toBeNull();
});

it('Download CSV saves the file under the period’s name; a failure is alerted', async () => {
  mocked.reportSummary!.mockResolvedValue(report());
  const blob = new Blob(['\uFEFFAppointment no.,Date\n'], { type: 'text/csv' });
  mocked.reportCsv!.mockResolvedValueOnce(blob).mockRejectedValueOnce(new ApiError(403, 'Only the owner can see.'));
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href')!, download: this.download });
  });
  render(<ReportsPanel token="tok" branchId="b1" branches={[]} />);
  const button = screen.getByRole('button', { name: 'Download CSV' });
  fireEvent.click(button);
  await waitFor(() =>
    expect(saved).toEqual([{ href: 'blob:report', download: 'report-2026-05-01-to-2026-05-31.csv' }]),
  );
  expect(mocked.reportCsv).toHaveBeenCalledWith('tok', 'b1', '2026-05-01', '2026-05-31');
  expect(created).toHaveBeenCalledWith(blob);
  // The link is gone once clicked.
  expect(document.querySelector('a[download]')).toBeNull();

  fireEvent.click(button);
  expect((await screen.findByRole('alert')).textContent).toBe('Only the owner can see.');
  expect(saved).toHaveLength(1);
});
