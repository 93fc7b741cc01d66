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

/** The claims of a valid token, or null for anything else (forged, expired, malformed). */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || (role !== 'Customer' && role !== 'Business')) return null;
    return { userId: payload.sub, role, branchId: typeof payload.branchId === 'string' ? payload.branchId : undefined };
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
