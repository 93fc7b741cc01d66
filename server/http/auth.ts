/**
 * Who is calling: the bearer token says who, the database what they may do (read on every request); never an id in
 * the query or body. Routes declare the roles they admit; ownership of a record is then checked against the caller.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Actor } from '../domain/lifecycle.ts';
import type { Claims, Role } from '../lib/jwt.ts';
import { verifyToken } from '../lib/jwt.ts';
import { rightsOf } from '../queries/users.ts';
import type { AppDeps } from './deps.ts';
import { ApiError } from './envelope.ts';

/**
 * The caller as this request found them: the token says who they are; their role and the branches they manage are
 * read from the database (an account removed, or a branch handed over, counts at once, whatever the token says).
 * branchId is the branch they act on when a request names none: the token's, while it is still theirs.
 */
export interface Caller extends Claims {
  branchIds: string[];
}

export type AuthEnv = { Variables: { claims: Caller } };

function bearer(c: Context): string | undefined {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Requires a valid token of a live account (of one of `roles`, if given); 401 without one, 403 for the wrong role. */
export function requireAuth(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'now'>,
  roles?: Role[],
): MiddlewareHandler<AuthEnv> {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearer(c);
    if (!token) throw new ApiError(401, 'Please log in to continue.');
    const claims = await verifyToken(deps.jwtSecret, token, deps.now());
    const rights = claims && (await rightsOf(deps.db, claims.userId));
    if (!claims || !rights) throw new ApiError(401, 'Your session has expired. Please log in again.');
    if (roles && !roles.includes(rights.role)) throw new ApiError(403, 'This is not available to your account.');
    const { branchIds } = rights;
    const branchId = claims.branchId && branchIds.includes(claims.branchId) ? claims.branchId : branchIds[0];
    c.set('claims', { userId: claims.userId, role: rights.role, branchId, branchIds });
    await next();
  });
}

/** The raw bearer token (reset password carries a one-time token there, not a JWT). */
export const bearerToken = bearer;

/** Whether the caller manages this branch (one of their businesses' branches, read for this request). */
export const managesBranch = (c: Context<AuthEnv>, branchId: string) => c.get('claims').branchIds.includes(branchId);

/** The branch a business user acts on: the one the request names, which must be theirs, else their own. */
export function ownBranch(c: Context<AuthEnv>, ...claimedIds: (string | undefined)[]): string {
  const { branchId } = c.get('claims');
  if (!branchId) throw new ApiError(403, 'This account has no salon branch.');
  const [named, ...more] = claimedIds.filter((id): id is string => !!id);
  if (named && (!managesBranch(c, named) || more.some((id) => id !== named)))
    throw new ApiError(403, 'You can only manage your own salon.');
  return named ?? branchId;
}

/** Who is calling, as the lifecycle rules see them. */
export function actorOf(c: Context<AuthEnv>): Actor {
  const claims = c.get('claims');
  return claims.role === 'Customer'
    ? { role: 'Customer', userId: claims.userId }
    : { role: 'Business', branchIds: claims.branchIds };
}
