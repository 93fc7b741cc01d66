/** Reads of accounts: a user by e-mail or by id, and what an account may do (its role and branches). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Role } from '../lib/jwt.ts';
import { mainBranchFirst } from './branch-order.ts';
import { branches, businesses, users } from '../db/schema.ts';
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

/** What an account may do, read afresh for every request: its role and the branches of the businesses it owns. */
export interface Rights {
  role: Role;
  /** Main branches first, then by age. */
  branchIds: string[];
}

/** The account's rights, or undefined when the account is gone. */
export async function rightsOf(db: Db, userId: string): Promise<Rights | undefined> {
  const rows = await db
    .select({ role: users.role, branchId: branches.id })
    .from(users)
    .leftJoin(businesses, eq(businesses.ownerUserId, users.id))
    .leftJoin(branches, eq(branches.businessId, businesses.id))
    .where(eq(users.id, userId))
    .orderBy(...mainBranchFirst);
  const [first] = rows;
  if (!first) return undefined;
  return { role: first.role, branchIds: rows.flatMap((r) => (r.branchId ? [r.branchId] : [])) };
}
