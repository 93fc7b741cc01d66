/** The state of one read the booking flow makes: nothing asked yet, on its way, answered, or failed. */
import type { ApiError } from '../../lib/api.ts';

export type Load<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

export const IDLE = { status: 'idle' } as const;
export const LOADING = { status: 'loading' } as const;
export const ready = <T>(data: T): Load<T> => ({ status: 'ready', data });
