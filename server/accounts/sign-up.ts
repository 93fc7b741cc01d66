/**
 * Creating accounts: the account row itself (`insertAccount`, for every kind of sign-up, inside the caller's
 * transaction when it has one), whether an e-mail is still free, and a customer's sign-up.
 */
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { findPgCode } from '../db/unavailable.ts';
import { normaliseEmail, passwordProblem } from '../domain/accounts.ts';
import { parseMobile } from '../domain/phone.ts';
import type { Role } from '../lib/jwt.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findUserByEmail } from '../queries/users.ts';
import { sendConfirmation } from './confirmation.ts';
import type { AccountsDeps } from './context.ts';

/** The answer to an e-mail that already has an account, at every sign-up. */
export const EMAIL_TAKEN = 'This e-mail is already registered. Please log in instead.';

/**
 * A new account's row: the password, or its argon2 hash made beforehand, so that a caller can hash before opening its
 * transaction rather than hold it open for the hash.
 */
export type NewAccount = { fullName: string; email: string; phoneNumber: string; role: Role } & (
  { password: string; passwordHash?: never } | { passwordHash: string; password?: never }
);

/**
 * Writes the account row, e-mail normalised and password hashed (argon2id), unconfirmed, and answers it. `db` may be
 * a transaction (`tx as unknown as Db`). The caller has checked the fields, the password (`passwordProblem`) and that
 * the e-mail is free; a race for the same e-mail still fails on the unique index (23505).
 */
export async function insertAccount(db: Db, account: NewAccount) {
  const passwordHash = account.passwordHash ?? (await hashPassword(account.password!));
  const [user] = await db
    .insert(users)
    .values({
      fullName: account.fullName,
      email: normaliseEmail(account.email),
      phoneNumber: account.phoneNumber,
      passwordHash,
      role: account.role,
    })
    .returning();
  return user!;
}

/** Whether a new account may take this e-mail: a conflict when one already has it (in any case). */
export function checkEmailFree(deps: Pick<AccountsDeps, 'db'>, email: string): Promise<Outcome<{ message: string }>> {
  return outcome(async () => {
    if (await findUserByEmail(deps.db, email)) refuse('conflict', EMAIL_TAKEN);
    return { message: 'This e-mail is available.' };
  });
}

export interface CustomerSignUp {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/** A customer's account, unconfirmed until the link mailed here is used; the phone is kept in E.164. */
export function signUpCustomer(
  deps: AccountsDeps,
  input: CustomerSignUp,
): Promise<Outcome<{ userId: string; message: string }>> {
  return outcome(async () => {
    const problem = passwordProblem(input.password);
    if (problem) refuse('invalid', problem);
    const phone = parseMobile(input.phoneNumber);
    if (!phone.ok) refuse('invalid', phone.problem);
    if (await findUserByEmail(deps.db, input.email)) refuse('conflict', EMAIL_TAKEN);
    const user = await insertAccount(deps.db, { ...input, phoneNumber: phone.e164, role: 'Customer' }).catch(
      (err: unknown) =>
        // Two sign-ups with one e-mail at once: the unique index lets one through.
        findPgCode(err) === '23505' ? refuse('conflict', EMAIL_TAKEN) : Promise.reject(err),
    );
    await sendConfirmation(deps, user);
    return { userId: user.id, message: 'Account created. Please check your e-mail to confirm your address.' };
  });
}
