/** The services panel's deposits (issue 29) against a mocked API: listed in words, set in a dialog, list reloaded. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/lib/api.ts';
import type { Service } from '../../src/lib/types.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  return { ...real, api: { categories: vi.fn(), myServices: vi.fn(), setServiceDeposit: vi.fn() } };
});
const { ServicesPanel } = await import('../../src/islands/account/ServicesPanel.tsx');
const mocked = api as unknown as Record<string, ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>>;

const service = (serviceId: string, serviceName: string, price: number, deposit: Service['deposit']): Service => ({
  serviceId,
  serviceName,
  price,
  deposit,
  branchId: 'b1',
  categoryId: 'c1',
  categoryName: 'Hair',
  durationHours: 1,
  durationMinutes: 0,
  description: '',
  status: true,
});
const braids = service('s1', 'Knotless Braids', 35000, { type: 'PERCENT', value: 20, amount: 700_000 });
const press = service('s2', 'Silk Press', 15000, { type: 'NONE', value: 0, amount: 0 });

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
  mocked.categories!.mockResolvedValue([{ categoryId: 'c1', categoryName: 'Hair' }]);
  mocked.myServices!.mockResolvedValue([braids, press]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

it('lists each service’s deposit in words', async () => {
  render(<ServicesPanel token="tok" branchId="b1" />);
  expect(within(await row('Knotless Braids')).getByText('20%')).toBeTruthy();
  expect(within(await row('Silk Press')).getByText('None')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Deposit' })).toBeTruthy();
});

it('sets a fixed deposit: sent in naira, the server’s message shown, the list read again', async () => {
  render(<ServicesPanel token="tok" branchId="b1" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Deposit for Silk Press' }));
  const dialog = screen.getByRole('dialog', { name: 'Deposit for Silk Press' });
  fireEvent.change(within(dialog).getByLabelText('Deposit'), { target: { value: 'FIXED' } });
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '5000' } });
  mocked.setServiceDeposit!.mockResolvedValue({ status: 'Success', message: 'Deposit saved.' });
  mocked.myServices!.mockResolvedValue([
    braids,
    { ...press, deposit: { type: 'FIXED', value: 5000, amount: 500_000 } },
  ]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(mocked.setServiceDeposit).toHaveBeenCalledWith('tok', { serviceId: 's2', type: 'FIXED', value: 5000 });
  expect(screen.getByRole('status').textContent).toBe('Deposit saved.');
  await waitFor(() =>
    expect(
      within(screen.getByRole('rowheader', { name: 'Silk Press' }).closest('tr')!).getByText('₦5,000'),
    ).toBeTruthy(),
  );
  expect(mocked.myServices).toHaveBeenCalledTimes(2);
});

it('opens on the current rule and can turn it off', async () => {
  render(<ServicesPanel token="tok" branchId="b1" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Deposit for Knotless Braids' }));
  const dialog = screen.getByRole('dialog');
  expect((within(dialog).getByLabelText('Deposit') as HTMLSelectElement).value).toBe('PERCENT');
  expect((within(dialog).getByLabelText('Percent of the price') as HTMLInputElement).value).toBe('20');
  fireEvent.change(within(dialog).getByLabelText('Deposit'), { target: { value: 'NONE' } });
  expect(within(dialog).queryByLabelText('Percent of the price')).toBeNull();
  mocked.setServiceDeposit!.mockResolvedValue({ status: 'Success', message: 'Deposit saved.' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(mocked.setServiceDeposit).toHaveBeenCalledWith('tok', { serviceId: 's1', type: 'NONE', value: 0 }),
  );
});

it('a rule the form can tell is wrong is explained and not sent', async () => {
  render(<ServicesPanel token="tok" branchId="b1" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Deposit for Silk Press' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Deposit'), { target: { value: 'PERCENT' } });
  fireEvent.change(within(dialog).getByLabelText('Percent of the price'), { target: { value: '150' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('A deposit in percent is a whole number from 1 to 100.');
  expect(mocked.setServiceDeposit).not.toHaveBeenCalled();
});

it('the server’s refusal is shown in the dialog, which stays open', async () => {
  render(<ServicesPanel token="tok" branchId="b1" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Deposit for Silk Press' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Deposit'), { target: { value: 'FIXED' } });
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '9000' } });
  mocked.setServiceDeposit!.mockRejectedValue(new ApiError(400, 'The service changed price: the deposit is too high.'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'The service changed price: the deposit is too high.',
  );
  expect(screen.getByRole('dialog')).toBeTruthy();
  expect(mocked.myServices).toHaveBeenCalledTimes(1);
});
