/**
 * The checks the salon forms share, in the spec's words: required fields, e-mail addresses, ids, coordinates and
 * on/off flags. Each stops the use-case with an 'invalid' refusal the owner can act on.
 */
import { z } from 'zod';
import { refuse } from '../lib/outcome.ts';

/** Refuses with 'Please fill up: A, B' for the labels whose values are empty. */
export function requireFields(fields: [label: string, value: string][]): void {
  const missing = fields.filter(([, v]) => !v).map(([l]) => l);
  if (missing.length) refuse('invalid', `Please fill up: ${missing.join(', ')}`);
}

const email = z.email();
const uuid = z.uuid();
export const isEmail = (value: string) => email.safeParse(value).success;
/** An id the database can be asked about (anything else would be a database error, not an answer). */
export const isId = (value: string) => uuid.safeParse(value).success;

/** A latitude or longitude in decimal degrees, kept to six places (about 10 cm); null when not given. */
export function coordinate(value: string, label: string, limit: number): number | null {
  if (!value) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > limit)
    refuse('invalid', `${label} must be a number between -${limit} and ${limit}.`);
  return Math.round(n * 1e6) / 1e6;
}

/** The forms' on/off words: 'true', 'active' or '1' mean on, whatever the case. */
export const isOn = (value: string) => ['true', 'active', '1'].includes(value.toLowerCase());
