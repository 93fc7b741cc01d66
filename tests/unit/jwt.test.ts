import { randomBytes } from 'node:crypto';
import * as jose from 'jose';
import { describe, expect, it, vi } from 'vitest';

// The files of this project share their modules in a worker (vitest.config.ts): loaded again here, with the mock. A
// file before this one that loaded the app had server/lib/jwt.ts bound to the real jose, and the count below was 0.
vi.hoisted(() => vi.resetModules());
// jose's own verification, counted: a token's signature is checked once, not on every request.
vi.mock('jose', async (original) => {
  const real = await original<typeof import('jose')>();
  return { ...real, jwtVerify: vi.fn(real.jwtVerify) };
});
const { signToken, TOKEN_TTL_SECONDS, verifyToken } = await import('../../server/lib/jwt.ts');

const secret = randomBytes(32);
const issued = new Date('2027-03-01T12:00:00Z');
const claims = {
  userId: '30000000-0000-4000-8000-000000000001',
  role: 'Business' as const,
  branchId: '50000000-0000-4000-8000-000000000001',
};

describe('bearer tokens', () => {
  it('carry the user, role and branch, and last a week from when they were issued (by the given clock)', async () => {
    const token = await signToken(secret, claims, issued);
    expect(await verifyToken(secret, token, issued)).toEqual(claims);
    expect(await verifyToken(secret, token, new Date(issued.getTime() + (TOKEN_TTL_SECONDS - 60) * 1000))).toEqual(
      claims,
    );
    expect(await verifyToken(secret, token, new Date(issued.getTime() + (TOKEN_TTL_SECONDS + 60) * 1000))).toBeNull();
  });
  it('are refused when signed with another secret, tampered with, or not tokens at all', async () => {
    const token = await signToken(randomBytes(32), claims, issued);
    expect(await verifyToken(secret, token, issued)).toBeNull();
    const mine = await signToken(secret, { userId: claims.userId, role: 'Customer' }, issued);
    const [h, , s] = mine.split('.');
    const payload = JSON.stringify({ sub: claims.userId, role: 'Business', iss: 'salonbook' });
    const forged = `${h}.${Buffer.from(payload).toString('base64url')}.${s}`;
    expect(await verifyToken(secret, forged, issued)).toBeNull();
    expect(await verifyToken(secret, 'nonsense', issued)).toBeNull();
  });
  it('are checked once and then known until they expire, for the secret that signed them only', async () => {
    const own = { ...claims, userId: '30000000-0000-4000-8000-000000000002' };
    const token = await signToken(secret, own, issued);
    const checks = vi.mocked(jose.jwtVerify);
    checks.mockClear();
    for (let i = 0; i < 5; i++) expect(await verifyToken(secret, token, issued)).toEqual(own);
    expect(checks).toHaveBeenCalledTimes(1);
    // A token known to one secret is still refused by another (a test server's, another deployment's).
    expect(await verifyToken(randomBytes(32), token, issued)).toBeNull();
    const expired = new Date(issued.getTime() + (TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verifyToken(secret, token, expired)).toBeNull();
    expect(await verifyToken(secret, token, expired)).toBeNull();
  });
});
