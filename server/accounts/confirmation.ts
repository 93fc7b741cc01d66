/**
 * Confirming an e-mail address: the mailed link (a single-use token, stored hashed) and its use. Until it is used the
 * account cannot log in (./login.ts sends a fresh link instead).
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { confirmLink } from '../domain/accounts.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { confirmEmailMail } from '../mail/templates.ts';
import { findUserByEmail } from '../queries/users.ts';
import type { AccountsDeps, MailDeps } from './context.ts';
import { consumeToken, issueToken } from './tokens.ts';

const INVALID = 'This confirmation link is not valid or has expired. Log in to get a new one.';

/** Creates a confirmation token and sends the link; used at sign-up and when an unconfirmed user tries to log in. */
export async function sendConfirmation(deps: MailDeps, user: { id: string; email: string; fullName: string }) {
  const token = await issueToken(deps, user.id, 'confirm_email');
  await deps.mailer.send(confirmEmailMail(user.email, user.fullName, confirmLink(deps.siteUrl, user.email, token)));
}

/** Uses the link's token: the address is confirmed. A used link of a confirmed account is not an error. */
export function confirmEmail(
  deps: AccountsDeps,
  input: { email: string; token: string },
): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    const user = await findUserByEmail(deps.db, input.email);
    if (!user) refuse('invalid', INVALID);
    if (!(await consumeToken(deps, user.id, 'confirm_email', input.token))) {
      if (user.emailConfirmedAt) return { message: 'Your e-mail is already confirmed. Please log in.' };
      refuse('invalid', INVALID);
    }
    await deps.db
      .update(users)
      .set({ emailConfirmedAt: deps.now(), updatedAt: deps.now() })
      .where(eq(users.id, user.id));
    return { message: "Your e-mail is confirmed. Please login and go to 'My Account'." };
  });
}
