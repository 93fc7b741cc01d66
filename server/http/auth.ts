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
import { branchesWith, may, ownEmployees, stylistIn, worksIn, type Membership, type Right } from '../domain/team.ts';
import type { AppDeps } from './deps.ts';
import { ApiError } from './envelope.ts';

/**
 * The caller as this request found them: the token says who they are; the account's role and the branches they work
 * in, as what, are read from the database (a removed member, or a branch handed over, counts at once, whatever the
 * token says). branchId is the branch they act on when a request names none: the token's, while it is still theirs.
 */
export interface Caller extends Claims {
  /** Every branch they work in, as what, main branches first. */
  memberships: Membership[];
}

const NO_BRANCH = 'This account has no salon branch.';

export type AuthEnv = { Variables: { claims: Caller } };

function bearer(c: Context): string | undefined {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Requires a valid token of a live account; 401 without one. `['Business']` admits whoever works in a salon (the
 * owner, or a member of a team, whatever their account's role), `['Customer']` customer accounts; 403 for the others.
 */
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
    const { memberships } = rights;
    const admitted =
      !roles ||
      (roles.includes('Business') && memberships.length > 0) ||
      (roles.includes('Customer') && rights.role === 'Customer');
    if (!admitted)
      throw new ApiError(403, rights.role === 'Business' ? NO_BRANCH : 'This is not available to your account.');
    const branchId =
      claims.branchId && worksIn(memberships, claims.branchId) ? claims.branchId : memberships[0]?.branchId;
    c.set('claims', { userId: claims.userId, role: rights.role, branchId, memberships });
    await next();
  });
}

/** The raw bearer token (reset password carries a one-time token there, not a JWT). */
export const bearerToken = bearer;

/** Whether the caller's role in this branch grants `right` (deny by default: server/domain/team.ts). */
export const mayOnBranch = (c: Context<AuthEnv>, right: Right, branchId: string) =>
  may(c.get('claims').memberships, right, branchId);

const REFUSED: Record<Right, string> = {
  owner: 'Only the business owner can do this.',
  salon: 'Only the owner or a manager of this branch can do this.',
  day: "Only the owner or a manager of this branch can see the whole salon's day.",
  'own-day': 'You can only manage your own salon.',
};

/**
 * The branch a salon's team member acts on, where their role grants `right`: the one the request names (all the
 * named ids must agree), else the token's. 403 otherwise, in words of what was missing.
 */
export function ownBranch(c: Context<AuthEnv>, right: Right, ...claimedIds: (string | undefined)[]): string {
  const { branchId, memberships } = c.get('claims');
  if (!branchId) throw new ApiError(403, NO_BRANCH);
  const [named, ...more] = claimedIds.filter((id): id is string => !!id);
  if (named && (!worksIn(memberships, named) || more.some((id) => id !== named)))
    throw new ApiError(403, 'You can only manage your own salon.');
  const branch = named ?? branchId;
  if (!mayOnBranch(c, right, branch)) throw new ApiError(403, REFUSED[right]);
  return branch;
}

/**
 * What of a branch's calendar the caller sees: all of it (undefined) as its owner or a manager, their own column (the
 * employee id) as its stylist, never another's customers; 403 for anyone else.
 */
export function ownColumn(c: Context<AuthEnv>, branchId: string): string | undefined {
  const { memberships } = c.get('claims');
  if (may(memberships, 'day', branchId)) return undefined;
  const own = stylistIn(memberships, branchId);
  if (own) return own;
  throw new ApiError(403, worksIn(memberships, branchId) ? REFUSED.day : "You can only see your own salon's calendar.");
}

/** The branches the caller owns (as the business account or a co-owner); 403 when none. */
export function ownedBranchIds(c: Context<AuthEnv>): string[] {
  const owned = branchesWith(c.get('claims').memberships, 'owner');
  if (!owned.length) throw new ApiError(403, REFUSED.owner);
  return owned;
}

/**
 * Who is calling, as the lifecycle rules see them: a customer, or a salon's team member with the branches whose whole
 * day they run and the employee rows that are theirs.
 */
export function actorOf(c: Context<AuthEnv>): Actor {
  const { role, userId, memberships } = c.get('claims');
  return role === 'Customer' && !memberships.length
    ? { role: 'Customer', userId }
    : {
        role: 'Business',
        branchIds: branchesWith(memberships, 'day'),
        employeeIds: ownEmployees(memberships),
        userId,
      };
}
