/** The booking's Summary and Thank You steps with and without a deposit (issue 29). */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummaryStep } from '../../src/components/booking/SummaryStep.tsx';
import { ThankYouStep, type Confirmation } from '../../src/components/booking/ThankYouStep.tsx';
import type { Appointment } from '../../src/lib/types.ts';
import { emptyCart, type Cart } from '../../src/stores/cart.ts';

afterEach(cleanup);

const SLOT = '2026-12-05T08:30:00.000Z';
const cart = (deposit: number): Cart => ({
  ...emptyCart(),
  items: [
    { id: 's1', name: 'Knotless Braids', price: 35000, hours: 4, min: 30, deposit },
    { id: 's2', name: 'Silk Press', price: 15000, hours: 1, min: 30, deposit: 0 },
  ],
  totalAmount: 50000,
  appointmentDateTime: SLOT,
  employee: { employeeId: 'e1', employeeName: 'Ada Obi' },
  businessName: 'Glow Lounge',
  branchUrl: 'glow',
});

function summary(c: Cart, cancellationWindowHours = 24) {
  const onConfirm = vi.fn();
  render(
    <SummaryStep
      headingRef={null}
      cart={c}
      timeZone="Africa/Lagos"
      businessName="Glow Lounge"
      cancellationWindowHours={cancellationWindowHours}
      busy={false}
      error={null}
      awaitingLogin={false}
      onBack={() => {}}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('SummaryStep', () => {
  it('without a deposit: everything at the venue, nothing now', () => {
    summary(cart(0));
    expect(screen.getByText('You pay at the venue; nothing is charged now.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Deposit terms' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
  });

  it('with a deposit: what is due now, what at the venue and when the salon keeps it', () => {
    summary(cart(700_000), 48);
    expect(screen.queryByText('You pay at the venue; nothing is charged now.')).toBeNull();
    const lines = within(screen.getByRole('list', { name: 'Deposit terms' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      '₦7,000 deposit to pay now',
      '₦43,000 to pay at the venue',
      'Cancel for free until 48 hours before your appointment and the deposit is refunded; ' +
        'after that, or if you do not come, the salon keeps it.',
    ]);
    expect(screen.getByText('₦50,000', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
  });
});

const appointment = (deposit: Appointment['deposit']) =>
  ({
    appointmentId: 'a1',
    appointmentNo: 'APT-100001',
    appointmentDateTime: SLOT,
    businessName: 'Glow Lounge',
    employeeName: 'Ada Obi',
    total: 50000,
    deposit,
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
  }) as unknown as Appointment;

const done = (a: Appointment): Confirmation => ({
  appointmentId: 'a1',
  appointment: a,
  cart: cart(0),
  businessName: 'Glow Lounge',
  branchUrl: 'glow',
});

describe('ThankYouStep', () => {
  it('with a paid deposit: the deposit paid and what is left to pay at the venue', () => {
    const paid = {
      amount: 700_000,
      balance: 4_300_000,
      currency: 'NGN',
      status: 'PAID',
      txRef: 'dep-1',
      holdUntil: SLOT,
      checkoutUrl: null,
    } as const;
    render(<ThankYouStep headingRef={null} done={done(appointment(paid))} timeZone="Africa/Lagos" />);
    expect(screen.getByText('Deposit paid').textContent).toBe('Deposit paid ₦7,000');
    expect(screen.getByText('Left to pay at the venue').textContent).toBe('Left to pay at the venue ₦43,000');
    expect(screen.queryByText(/^Pay at the venue\./)).toBeNull();
    expect(screen.getByText('APT-100001')).toBeTruthy();
  });

  it('without a deposit: pay at the venue, as before', () => {
    render(<ThankYouStep headingRef={null} done={done(appointment(null))} timeZone="Africa/Lagos" />);
    expect(screen.getByText(/^Pay at the venue\./)).toBeTruthy();
    expect(screen.queryByText('Deposit paid')).toBeNull();
  });
});
