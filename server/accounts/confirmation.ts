/** The e-mail confirmation link: a single-use token, stored hashed, and the mail that carries it. */
import { oneTimeTokens } from '../db/schema.ts';
import { confirmLink } from '../domain/accounts.ts';
import { newToken, TOKEN_LIFETIME_MS } from '../domain/one-time-token.ts';
import { confirmEmailMail } from '../mail/templates.ts';
import type { AccountsDeps } from './context.ts';

/** Creates a confirmation token and sends the link; used at sign-up and when an unconfirmed user tries to log in. */
export async function sendConfirmation(deps: AccountsDeps, user: { id: string; email: string; fullName: string }) {
  const { token, hash } = newToken();
  await deps.db.insert(oneTimeTokens).values({
    userId: user.id,
    purpose: 'confirm_email',
    tokenHash: hash,
    expiresAt: new Date(deps.now().getTime() + TOKEN_LIFETIME_MS.confirm_email),
  });
  await deps.mailer.send(confirmEmailMail(user.email, user.fullName, confirmLink(deps.siteUrl, user.email, token)));
}
