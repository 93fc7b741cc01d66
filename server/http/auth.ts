/**
 * Who is calling: the bearer token decides, never an id in the query or body. Routes declare the roles they admit;
 * ownership of a record is then checked against these claims.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Actor } from '../domain/lifecycle.ts';
import type { Claims, Role } from '../lib/jwt.ts';
import { verifyToken } from '../lib/jwt.ts';
import { ApiError } from './envelope.ts';

export type AuthEnv = { Variables: { claims: Claims } };

function bearer(c: Context): string | undefined {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Requires a valid token (of one of `roles`, when given); 401 without one, 403 for the wrong role. */
export function requireAuth(secret: Uint8Array, now: () => Date, roles?: Role[]): MiddlewareHandler<AuthEnv> {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearer(c);
    if (!token) throw new ApiError(401, 'Please log in to continue.');
    const claims = await verifyToken(secret, token, now());
    if (!claims) throw new ApiError(401, 'Your session has expired. Please log in again.');
    if (roles && !roles.includes(claims.role)) throw new ApiError(403, 'This is not available to your account.');
    c.set('claims', claims);
    await next();
  });
}

/** The raw bearer token (reset password carries a one-time token there, not a JWT). */
export const bearerToken = bearer;

/** The branch this business user owns, from the token; ids in the request must agree with it. */
export function ownBranch(c: Context<AuthEnv>, ...claimedIds: (string | undefined)[]): string {
  const { branchId } = c.get('claims');
  if (!branchId) throw new ApiError(403, 'This account has no salon branch.');
  for (const id of claimedIds)
    if (id && id !== branchId) throw new ApiError(403, 'You can only manage your own salon.');
  return branchId;
}

/** Who is calling, as the lifecycle rules see them. */
export function actorOf(c: Context<AuthEnv>): Actor {
  const claims = c.get('claims');
  return claims.role === 'Customer'
    ? { role: 'Customer', userId: claims.userId }
    : { role: 'Business', branchId: claims.branchId };
}
