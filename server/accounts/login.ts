/**
 * Logging in with e-mail and password: the bearer token for a confirmed account. The answer, and through argon2 about
 * the time it takes, are the same whether the e-mail has an account or not. Attempts are rate-limited by the route
 * (per address and per account, before this is called).
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { shownMemberships } from '../domain/team.ts';
import { signToken, type Role } from '../lib/jwt.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { hashPassword, NO_PASSWORD, verifyPassword } from '../lib/passwords.ts';
import { findUserByEmail, rightsOf } from '../queries/users.ts';
import { sendConfirmation } from './confirmation.ts';
import type { AccountsDeps } from './context.ts';

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
export const NOT_CONFIRMED = 'Please confirm your e-mail first: we have sent you a new confirmation link.';

export interface LoggedIn {
  message: string;
  token: string;
  role: Role;
  userId: string;
  /** The first branch they work in (an owner's main one), in the token as well; null for a customer. */
  branchId: string | null;
  /** Where they work, as what (issue 28): an owner's branches, a team member's; empty for a customer. */
  memberships: ReturnType<typeof shownMemberships>;
}

/** An argon2id hash of a random password: verifying against it costs the same as a real check. */
const DUMMY_HASH = await hashPassword(crypto.randomUUID());

/**
 * Wrong e-mail, wrong password and an account without a password are one refusal ('unauthorized'). An unconfirmed
 * account is refused ('forbidden') and mailed a fresh confirmation link: that refusal does write.
 */
export function logIn(deps: AccountsDeps, input: { email: string; password: string }): Promise<Outcome<LoggedIn>> {
  return outcome(async () => {
    const { db, now } = deps;
    const user = await findUserByEmail(db, input.email);
    const usable = user && user.passwordHash !== NO_PASSWORD;
    // The same answer and (through argon2) about the same time whether the e-mail exists, and has a password, or not.
    const ok = await verifyPassword(usable ? user.passwordHash : DUMMY_HASH, input.password);
    if (!user || !usable || !ok) refuse('unauthorized', WRONG_CREDENTIALS);
    if (!user.emailConfirmedAt) {
      await sendConfirmation(deps, user);
      refuse('forbidden', NOT_CONFIRMED);
    }
    await db.update(users).set({ lastLoginAt: now() }).where(eq(users.id, user.id));
    return loggedIn(deps, user);
  });
}

/** The answer of a login (and of joining a team, which logs the new member in): the token and where they work. */
export async function loggedIn(deps: AccountsDeps, user: { id: string; role: Role }): Promise<LoggedIn> {
  const memberships = shownMemberships((await rightsOf(deps.db, user.id))?.memberships ?? []);
  const branchId = memberships[0]?.branchId;
  const token = await signToken(deps.jwtSecret, { userId: user.id, role: user.role, branchId }, deps.now());
  return {
    message: 'Login successful.',
    token,
    role: user.role,
    userId: user.id,
    branchId: branchId ?? null,
    memberships,
  };
}
