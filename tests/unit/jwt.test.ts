import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from '../../server/lib/jwt.ts';

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
});
