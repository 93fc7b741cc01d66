/** What every deposit use-case runs with: a booking's dependencies, the payment gateway and the hold's length. */
import type { BookingDeps } from '../booking/context.ts';
import type { Gateway } from '../payments/gateway.ts';

export interface DepositDeps extends BookingDeps {
  /** Where deposits are paid and refunded: the app's sandbox, or Flutterwave. */
  gateway: Gateway;
  /** How long an unpaid deposit holds its time (DEPOSIT_HOLD_MINUTES); 15 unless set. */
  depositHoldMinutes?: number;
  /** Called when a refund falls due, so the keeper tries it at once instead of at its next round. */
  refundDue?: () => void;
}

export const DEFAULT_HOLD_MINUTES = 15;

/** The answer's words when the gateway does not confirm a deposit (paymentProblem's `what`). */
export const DEPOSIT_WORDS = { price: 'the deposit', retry: 'book again' };
