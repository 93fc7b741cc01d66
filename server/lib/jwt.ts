/** Bearer tokens: HS256 JWTs carrying the user id, role and (for a business) branch id. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export type Role = 'Customer' | 'Business';
export interface Claims {
  userId: string;
  role: Role;
  branchId?: string;
}

const ISSUER = 'salonbook';
/** A login lasts a week. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export async function signToken(secret: Uint8Array, claims: Claims, now: Date): Promise<string> {
  return (
    new SignJWT({ role: claims.role, ...(claims.branchId ? { branchId: claims.branchId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      // Absolute, from the given clock: a relative '7d' would count from the machine's clock instead.
      .setExpirationTime(Math.floor(now.getTime() / 1000) + TOKEN_TTL_SECONDS)
      .sign(secret)
  );
}

/**
 * Tokens already verified, by secret: a customer's page makes a few calls a minute with the same token, and each check
 * of its signature is a WebCrypto job on libuv's thread pool (76 us of CPU each, measured 2026-11-28, a 60th of an
 * API call). A token is the same bytes for its whole life, so its claims are kept until it expires; the account's
 * rights are still read from the database on every request. At most MAX_VERIFIED a secret, the oldest dropped first.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: Claims; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

/** The claims of a valid token, or null for anything else (forged, expired, malformed). */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<Claims | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const seen = known.get(token);
  if (seen && now.getTime() < seen.expiresAt) return seen.claims;
  if (seen) known.delete(token);
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || (role !== 'Customer' && role !== 'Business')) return null;
    const claims: Claims = {
      userId: payload.sub,
      role,
      branchId: typeof payload.branchId === 'string' ? payload.branchId : undefined,
    };
    // jose requires no expiry; ours all have one (signToken), and one without is checked every time.
    if (typeof payload.exp === 'number') {
      if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value!);
      known.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

/** JWT_SECRET when set; otherwise a random secret generated once and kept in the data folder. */
export function loadJwtSecret(envSecret: string | undefined, path: string): Uint8Array {
  if (envSecret) {
    if (envSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(envSecret);
  }
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
}
