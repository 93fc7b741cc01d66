/**
 * What every use-case (booking, accounts, salons, billing) answers: its result, or a typed refusal a person can act
 * on. Routes map a refusal to an HTTP status in one place (server/http/outcome.ts); nothing here knows about HTTP.
 */

export type RefusalKind =
  | 'invalid'
  /** Wrong credentials, or a session whose account is gone. */
  | 'unauthorized'
  /** The gateway did not confirm a payment. */
  | 'payment-required'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  /** A service we depend on (the payment gateway) is not answering; nothing was changed. */
  | 'unavailable';

/** A live booking that stands in the way (time off over it is refused with the list). */
export interface Conflict {
  appointmentId: string;
  appointmentNo: string;
  startDateTime: string;
  endDateTime: string;
}

export interface Refusal {
  refused: RefusalKind;
  message: string;
  conflicts?: Conflict[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** Thrown inside a use-case (and the facts it loads) to stop with a refusal; `outcome` turns it into a value. */
export class Refused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

export function refuse(kind: RefusalKind, message: string, conflicts?: Conflict[]): never {
  throw new Refused({ refused: kind, message, ...(conflicts ? { conflicts } : {}) });
}

/** Runs a use-case body: its value, or the refusal it stopped with; anything else is a real fault and propagates. */
export async function outcome<T>(body: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await body() };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refusal: err.refusal };
    throw err;
  }
}
