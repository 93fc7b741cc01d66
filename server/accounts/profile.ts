/**
 * Your own profile: reading it and changing name, e-mail and phone. Whose profile is the token's user (the route
 * refuses an id in the request that is not theirs); an account gone since the token was signed is a stale session.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { findPgCode } from '../db/unavailable.ts';
import { normaliseEmail } from '../domain/accounts.ts';
import { parseMobile } from '../domain/phone.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { findUserByEmail, findUserById } from '../queries/users.ts';
import type { AccountsDeps } from './context.ts';

const GONE = 'Your session has expired. Please log in again.';
const TAKEN = 'This e-mail belongs to another account.';

export interface Profile {
  fullName: string;
  email: string;
  phoneNumber: string;
  role: string;
}

export function readProfile(deps: Pick<AccountsDeps, 'db'>, userId: string): Promise<Outcome<Profile>> {
  return outcome(async () => {
    const user = await findUserById(deps.db, userId);
    if (!user) refuse('unauthorized', GONE);
    return { fullName: user.fullName, email: user.email, phoneNumber: user.phoneNumber, role: user.role };
  });
}

export interface ProfileChange {
  fullName: string;
  email: string;
  phoneNumber: string;
}

/**
 * The fields are checked by the caller (filled in, a valid e-mail); the e-mail may not be another account's, and the
 * phone must be a mobile (kept in E.164, so texts reach it).
 */
export function updateProfile(
  deps: AccountsDeps,
  userId: string,
  change: ProfileChange,
): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    const phone = parseMobile(change.phoneNumber);
    if (!phone.ok) refuse('invalid', phone.problem);
    const other = await findUserByEmail(deps.db, change.email);
    if (other && other.id !== userId) refuse('conflict', TAKEN);
    await deps.db
      .update(users)
      .set({
        fullName: change.fullName,
        email: normaliseEmail(change.email),
        phoneNumber: phone.e164,
        updatedAt: deps.now(),
      })
      .where(eq(users.id, userId))
      .catch((err: unknown) => (findPgCode(err) === '23505' ? refuse('conflict', TAKEN) : Promise.reject(err)));
    // Reviews and testimonials show the customer's name.
    deps.catalogChanged?.();
    return { message: 'Profile updated.' };
  });
}
