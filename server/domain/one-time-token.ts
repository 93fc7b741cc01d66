/** E-mail confirmation and reset tokens: random, stored only as a SHA-256 hash, single use, expiring. */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_LIFETIME_MS = { confirm_email: 48 * 3_600_000, reset_password: 60 * 60_000 } as const;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isUsable(row: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}
