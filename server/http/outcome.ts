/** A use-case's refusal as an HTTP answer: the status for its kind, the envelope with its message. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Outcome, Refusal, RefusalKind } from '../lib/outcome.ts';
import { ApiError } from './envelope.ts';

const STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unavailable: 503,
};

export const refusalError = (r: Refusal) => new ApiError(STATUS[r.refused], r.message, r.conflicts);

/** The use-case's value, or throws its refusal as the matching 4xx (answered by the app's error handler). */
export function valueOr4xx<T>(o: Outcome<T>): T {
  if (!o.ok) throw refusalError(o.refusal);
  return o.value;
}
