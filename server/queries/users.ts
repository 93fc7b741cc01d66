/** Reads of accounts: a user by e-mail or by id, and what an account may do (its role and branches). */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Role } from '../lib/jwt.ts';
import { mainBranchFirst } from './branch-order.ts';
import { branches, businesses, teamMembers, users } from '../db/schema.ts';
import { strongestPerBranch, type Membership } from '../domain/team.ts';
import { normaliseEmail } from '../domain/accounts.ts';

/** The account with this e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
  return user;
}

/** The account with this id (a token's user), or undefined when it is gone. */
export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** What an account may do, read afresh for every request: its role and where it works, as what. */
export interface Rights {
  role: Role;
  /** Main branches first, then by age; one per branch, the strongest role. */
  memberships: Membership[];
}

/** How a branch is named to its team: the business, and the branch's own name or its area. */
const branchLabel = sql<string>`${businesses.businessName} || ' ('
  || coalesce(nullif(${branches.branchName}, ''), ${branches.location}) || ')'`;

/**
 * The account's rights, or undefined when the account is gone: OWNER of every branch of the businesses it holds or
 * co-owns, and the role it joined each other branch with.
 */
export async function rightsOf(db: Db, userId: string): Promise<Rights | undefined> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const coOwned = db
    .select({ businessId: branches.businessId })
    .from(teamMembers)
    .innerJoin(branches, eq(branches.id, teamMembers.branchId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'OWNER')));
  const owned = await db
    .select({ branchId: branches.id, branchName: branchLabel })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(or(eq(businesses.ownerUserId, userId), inArray(businesses.id, coOwned)))
    .orderBy(...mainBranchFirst);
  const joined = await db
    .select({
      branchId: branches.id,
      branchName: branchLabel,
      role: teamMembers.role,
      branchEmployeeId: teamMembers.branchEmployeeId,
    })
    .from(teamMembers)
    .innerJoin(branches, eq(branches.id, teamMembers.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(and(eq(teamMembers.userId, userId), isNotNull(teamMembers.joinedAt)))
    .orderBy(...mainBranchFirst);
  const memberships = strongestPerBranch([
    ...owned.map((b) => ({ ...b, role: 'OWNER' as const, branchEmployeeId: null })),
    ...joined,
  ]);
  return { role: user.role, memberships };
}
