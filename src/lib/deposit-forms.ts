/**
 * The salon's deposit forms (issue 29): a service's deposit rule and the branch's free cancellation window, as typed,
 * checked with the server's own rules (server/domain/deposits.ts) before they are sent, so the words match.
 */
import { CANCELLATION_WINDOW_HOURS, depositRuleProblem, parseNaira } from '../../server/domain/deposits.ts';
import { nairaToKobo } from './deposit-words.ts';
import type { DepositType, ServiceDeposit } from './types.ts';

export const DEPOSIT_CHOICES: { value: DepositType; label: string }[] = [
  { value: 'NONE', label: 'None' },
  { value: 'PERCENT', label: 'Percent of price' },
  { value: 'FIXED', label: 'Fixed amount' },
];

/** The deposit form as typed: the rule's type and its value (a percent, or naira). */
export interface DepositValues {
  type: DepositType;
  value: string;
}

export const depositValues = (d: ServiceDeposit): DepositValues => ({
  type: d.type,
  value: d.type === 'NONE' ? '' : String(d.value),
});

type Checked = { ok: true; body: { type: DepositType; value: number } } | { ok: false; problem: string };

/** The rule to send (PERCENT: whole percent; FIXED: naira; NONE: 0), or why it cannot be this service's. */
export function checkDeposit(v: DepositValues, priceNaira: number): Checked {
  if (v.type === 'NONE') return { ok: true, body: { type: 'NONE', value: 0 } };
  const text = v.value.trim();
  if (v.type === 'PERCENT') {
    const percent = /^\d+$/.test(text) ? Number(text) : NaN;
    const problem = depositRuleProblem({ type: 'PERCENT', percent }, nairaToKobo(priceNaira));
    return problem ? { ok: false, problem } : { ok: true, body: { type: 'PERCENT', value: percent } };
  }
  const amount = parseNaira(text);
  if (amount === null)
    return { ok: false, problem: 'Enter the deposit in naira, e.g. 5000 or 2500.50 (at most two decimals).' };
  const problem = depositRuleProblem({ type: 'FIXED', amount }, nairaToKobo(priceNaira));
  // Naira, as the API takes it: whole kobo over 100 is the nearest number to what was typed.
  return problem ? { ok: false, problem } : { ok: true, body: { type: 'FIXED', value: amount / 100 } };
}

/** The free cancellation window as typed: whole hours from 0 to 168, else null. */
export function windowHoursFrom(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const hours = Number(text.trim());
  return hours >= CANCELLATION_WINDOW_HOURS.min && hours <= CANCELLATION_WINDOW_HOURS.max ? hours : null;
}

export const WINDOW_HOURS_PROBLEM =
  `Free cancellation: enter whole hours from ${CANCELLATION_WINDOW_HOURS.min} ` +
  `to ${CANCELLATION_WINDOW_HOURS.max} (a week).`;

/** The window's field, the same in the form and in its painting before React (first-salon.ts). */
export const WINDOW_HOURS_FIELD = {
  label: 'Free cancellation until (hours before)',
  hint: 'A paid deposit is refunded when the customer cancels at least this many hours before the start (0 to 168).',
};
