/** Reads of accounts: a user by e-mail or by id, and what an account may do (its role and branches). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Role } from '../lib/jwt.ts';
import { mainBranchFirst } from './branch-order.ts';
import { branches, businesses, teamMembers, users } from '../db/schema.ts';
import { strongestPerBranch, type Membership, type TeamRole } from '../domain/team.ts';
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

/**
 * The account's rights, or undefined when the account is gone: OWNER of every branch of the businesses it holds or
 * co-owns, and the role it joined each other branch with. One round trip: every authenticated request asks.
 */
export async function rightsOf(db: Db, userId: string): Promise<Rights | undefined> {
  type Row = {
    account_role: Role;
    branch_id: string | null;
    branch_name: string;
    role: TeamRole;
    employee_id: string | null;
  };
  // A business's rows name no branch (every branch of it: the account holder, a co-owner); the others name theirs.
  const { rows } = await db.execute<Row>(sql`
    select u.role as account_role, ${branches.id} as branch_id, m.role, m.employee_id,
           z.business_name || ' (' || coalesce(nullif(${branches.branchName}, ''), ${branches.location}) || ')'
             as branch_name
    from ${users} u
    left join lateral (
      select s.id as business_id, null::uuid as branch_id, 'OWNER'::team_role as role, null::uuid as employee_id
        from ${businesses} s where s.owner_user_id = u.id
      union all
      select br.business_id, case when tm.role = 'OWNER' then null else tm.branch_id end, tm.role,
             tm.branch_employee_id
        from ${teamMembers} tm join ${branches} br on br.id = tm.branch_id
        where tm.user_id = u.id and tm.joined_at is not null
    ) m on true
    left join ${branches} on ${branches.id} = m.branch_id
      or (m.branch_id is null and ${branches.businessId} = m.business_id)
    left join ${businesses} z on z.id = ${branches.businessId}
    where u.id = ${userId}
    order by ${sql.join([...mainBranchFirst], sql`, `)}`);
  const [first] = rows;
  if (!first) return undefined;
  const memberships = strongestPerBranch(
    rows.flatMap((r) =>
      r.branch_id
        ? [{ branchId: r.branch_id, branchName: r.branch_name, role: r.role, branchEmployeeId: r.employee_id }]
        : [],
    ),
  );
  return { role: first.account_role, memberships };
}
