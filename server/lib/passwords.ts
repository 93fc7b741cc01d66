/** Password hashing: argon2id at the OWASP floor (m = 19 MiB, t = 2, p = 1). */
import { hash, verify, type Options } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id: the package declares it as an ambient const enum, which type stripping cannot inline.
const params: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, params);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Stored for accounts that cannot log in with a password (generated demo customers): it never verifies. */
export const NO_PASSWORD = '!disabled';
