/** The footer's subscribe box. Subscribing twice is fine; the answer does not reveal whether the e-mail was known. */
import { newsletterSubscribers } from '../db/schema.ts';
import { outcome, type Outcome } from '../lib/outcome.ts';
import type { AccountsDeps } from './context.ts';

/** Adds the address (as given; one row per address in any case, by the table's unique index). */
export function subscribe(deps: Pick<AccountsDeps, 'db'>, email: string): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    await deps.db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    return { message: 'Thank you for subscribing.' };
  });
}
