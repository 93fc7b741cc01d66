/**
 * A transaction PostgreSQL ended so that another could finish (a deadlock, 40P01, or a serialization failure, 40001)
 * wrote nothing, and run again it almost always succeeds: the customer who met another write at the same moment gets
 * their booking, not an error. The embedded database runs one statement at a time and never ends one so.
 */
import { findPgCode } from './unavailable.ts';

const TRANSIENT = new Set(['40001', '40P01']);

export const isTransient = (err: unknown) => TRANSIENT.has(findPgCode(err) ?? '');

/**
 * Runs `transaction` (a whole transaction, whose only effects are its writes) again while the database ends it as
 * transient, up to `attempts` times in all, after a short random pause so that the two that met do not meet again.
 */
export async function retryTransient<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (err) {
      if (attempt >= attempts || !isTransient(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
