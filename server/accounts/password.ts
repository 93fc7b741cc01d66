/**
 * Passwords: the reset link by mail, setting a new password with it, and changing your own with the old one. The
 * same rule everywhere: filled in, typed twice alike, and acceptable (`passwordProblem`).
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { passwordProblem, resetLink } from '../domain/accounts.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { findUserById, findUserByEmail } from '../queries/users.ts';
import type { AccountsDeps } from './context.ts';
import { consumeToken, issueToken } from './tokens.ts';

export const RESET_SENT =
  'If an account exists for this e-mail, we have sent a link to reset the password. It works for one hour.';
const RESET_INVALID = 'This reset link is not valid or has expired. Please ask for a new one.';
const MISMATCH = 'Reconfirm your password';

/** Refuses with 'Please fill up: A, B' naming the empty ones, in order. */
function requireFilled(fields: [label: string, value: string][]) {
  const missing = fields.filter(([, value]) => !value).map(([label]) => label);
  if (missing.length) refuse('invalid', `Please fill up: ${missing.join(', ')}`);
}

function requireAcceptable(password: string) {
  const problem = passwordProblem(password);
  if (problem) refuse('invalid', problem);
}

/** Mails a one-hour reset link when the e-mail has an account; the answer never tells whether it has. */
export function sendResetLink(deps: AccountsDeps, email: string): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (user) {
      const token = await issueToken(deps, user.id, 'reset_password');
      await deps.mailer.send(resetPasswordMail(user.email, user.fullName, resetLink(deps.siteUrl, user.email, token)));
    }
    return { message: RESET_SENT };
  });
}

export interface PasswordReset {
  email: string;
  /** The token from the reset link; absent when the request carried none. */
  token: string | undefined;
  password: string;
  confirmPassword: string;
}

/** Sets a new password with the link's token (used once). A reset also proves the mailbox is theirs: it confirms. */
export function resetPassword(deps: AccountsDeps, input: PasswordReset): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    const { password, confirmPassword, token } = input;
    requireFilled([
      ['New Password', password],
      ['Confirm Password', confirmPassword],
    ]);
    if (password !== confirmPassword) refuse('invalid', MISMATCH);
    requireAcceptable(password);
    const user = await findUserByEmail(deps.db, input.email);
    if (!user || !token || !(await consumeToken(deps, user.id, 'reset_password', token)))
      refuse('invalid', RESET_INVALID);
    await deps.db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        emailConfirmedAt: user.emailConfirmedAt ?? deps.now(),
        updatedAt: deps.now(),
      })
      .where(eq(users.id, user.id));
    return { message: 'Your password has been changed. Please log in with the new one.' };
  });
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  /** When empty, the new password stands for itself (the spec's client sends no confirmation). */
  confirmPassword?: string;
}

/** Changes the password of the account `userId` (the caller's own), given the old one. */
export function changePassword(
  deps: AccountsDeps,
  userId: string,
  input: PasswordChange,
): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    const { oldPassword, newPassword } = input;
    if ((input.confirmPassword || newPassword) !== newPassword) refuse('invalid', MISMATCH);
    requireFilled([
      ['Old Password', oldPassword],
      ['New Password', newPassword],
    ]);
    requireAcceptable(newPassword);
    const user = await findUserById(deps.db, userId);
    if (!user || !(await verifyPassword(user.passwordHash, oldPassword)))
      refuse('invalid', 'Your old password is not correct.');
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: deps.now() })
      .where(eq(users.id, userId));
    return { message: 'Password changed.' };
  });
}
