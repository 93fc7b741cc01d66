/** An appointment's deposit in the account's appointment list (issue 29): the customer's and the salon's view. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { AppointmentItem } from '../../src/islands/account/AppointmentItem.tsx';
import type { Appointment } from '../../src/lib/types.ts';

afterEach(cleanup);

const START = '2026-12-05T08:30:00.000Z';
const appointment = (deposit: Appointment['deposit']): Appointment => ({
  appointmentId: 'a1',
  appointmentNo: 'APT-100001',
  appointmentDateTime: START,
  endDateTime: '2026-12-05T10:00:00.000Z',
  branchId: 'b1',
  branchUrl: 'glow',
  businessName: 'Glow Lounge',
  customerName: 'Ngozi Okafor',
  customerPhone: '0803 555 0199',
  employeeName: 'Ada Obi',
  branchEmployeeId: 'e1',
  timeZone: 'Africa/Lagos',
  source: 'ONLINE',
  modeOfPayment: 'Cash',
  bookingStatus: 'PENDING',
  paymentStatus: 'PENDING',
  paymentPlace: 'Venue',
  subTotal: 15000,
  discount: 0,
  tax: 0,
  total: 15000,
  review: 'PENDING',
  rating: 0,
  name: 'Silk Press',
  deposit,
  appointmentServices: [
    {
      serviceId: 's1',
      serviceName: 'Silk Press',
      startTime: START,
      endTime: START,
      price: 15000,
      duration: '1Hrs-30Min',
    },
  ],
});
const deposit = (status: NonNullable<Appointment['deposit']>['status']) => ({
  amount: 300_000,
  balance: 1_200_000,
  currency: 'NGN',
  status,
  txRef: 'dep-1',
  holdUntil: '2026-12-01T09:15:00.000Z', // 10:15 AM in Lagos
  checkoutUrl: status === 'DUE' ? 'https://checkout.example/pay/dep-1' : null,
});

function show(a: Appointment, viewer: 'customer' | 'business') {
  render(
    <AppointmentItem
      appointment={a}
      viewer={viewer}
      open
      onToggle={() => {}}
      now={new Date('2026-12-01T09:00:00.000Z')}
      busy={false}
      onAction={() => {}}
    />,
  );
}

const depositFact = () => screen.getByText('Deposit', { selector: 'dt' }).nextElementSibling?.textContent;

it('a deposit due: the customer sees it held and can still pay it', () => {
  show(appointment(deposit('DUE')), 'customer');
  expect(depositFact()).toBe('Deposit ₦3,000 due (held until 10:15 AM)');
  expect(screen.getByRole('link', { name: 'Pay deposit' }).getAttribute('href')).toBe(
    'https://checkout.example/pay/dep-1',
  );
});

it('the salon sees a kept deposit in words, and no payment link', () => {
  show(appointment(deposit('KEPT')), 'business');
  expect(depositFact()).toBe('Deposit ₦3,000 kept by the salon');
  expect(screen.queryByRole('link', { name: 'Pay deposit' })).toBeNull();
});

it('no deposit: no deposit line', () => {
  show(appointment(null), 'customer');
  expect(screen.queryByText('Deposit', { selector: 'dt' })).toBeNull();
});
