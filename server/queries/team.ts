/** Reads of a salon's team (issue 28): who is on a branch's team, an invitation by its link, a member by id. */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, businesses, employees, teamMembers, users } from '../db/schema.ts';
import type { TeamRole } from '../domain/team.ts';

/** A branch's business, its owner account and the branch's name as the team sees it. */
export async function branchBusiness(db: Db, branchId: string) {
  const [row] = await db
    .select({
      businessId: businesses.id,
      businessName: businesses.businessName,
      ownerUserId: businesses.ownerUserId,
      ownerName: users.fullName,
      ownerEmail: users.email,
      ownerLastLoginAt: users.lastLoginAt,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(branches.id, branchId));
  return row;
}

export interface TeamMember {
  memberId: string;
  fullName: string;
  email: string;
  role: TeamRole;
  status: 'invited' | 'active';
  /** The business account itself: always an owner, never removed. */
  accountOwner: boolean;
  branchEmployeeId: string | null;
  employeeName: string | null;
  invitationExpiresAt: string | null;
  lastLoginAt: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A branch's team: the business account first, then the owners of the business and this branch's members, by
 * name. Each member's name and e-mail are their account's once they joined.
 */
export async function teamOfBranch(db: Db, branchId: string): Promise<TeamMember[]> {
  const business = await branchBusiness(db, branchId);
  if (!business) return [];
  const rows = await db
    .select({
      memberId: teamMembers.id,
      invitedName: teamMembers.fullName,
      invitedEmail: teamMembers.email,
      fullName: users.fullName,
      email: users.email,
      role: teamMembers.role,
      joinedAt: teamMembers.joinedAt,
      branchEmployeeId: teamMembers.branchEmployeeId,
      employeeName: employees.name,
      invitationExpiresAt: teamMembers.inviteExpiresAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(teamMembers)
    .innerJoin(branches, eq(branches.id, teamMembers.branchId))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(employees, eq(employees.id, teamMembers.branchEmployeeId))
    .where(
      or(
        eq(teamMembers.branchId, branchId),
        and(eq(teamMembers.role, 'OWNER'), eq(branches.businessId, business.businessId)),
      ),
    )
    .orderBy(asc(sql`lower(${teamMembers.fullName})`));
  return [
    {
      memberId: business.ownerUserId,
      fullName: business.ownerName,
      email: business.ownerEmail,
      role: 'OWNER',
      status: 'active',
      accountOwner: true,
      branchEmployeeId: null,
      employeeName: null,
      invitationExpiresAt: null,
      lastLoginAt: iso(business.ownerLastLoginAt),
    },
    ...rows.map((r): TeamMember => ({
      memberId: r.memberId,
      fullName: r.fullName ?? r.invitedName,
      email: r.email ?? r.invitedEmail,
      role: r.role,
      status: r.joinedAt ? 'active' : 'invited',
      accountOwner: false,
      branchEmployeeId: r.branchEmployeeId,
      employeeName: r.employeeName,
      invitationExpiresAt: r.joinedAt ? null : iso(r.invitationExpiresAt),
      lastLoginAt: iso(r.lastLoginAt),
    })),
  ];
}

/** One membership row: its branch, and the employee row a stylist is. */
export async function memberById(db: Db, memberId: string) {
  const [row] = await db
    .select({ id: teamMembers.id, branchId: teamMembers.branchId, branchEmployeeId: teamMembers.branchEmployeeId })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId));
  return row;
}

/** The branches of the businesses this account holds (the business account itself, as the team list shows it). */
export async function branchesHeldBy(db: Db, userId: string) {
  const rows = await db
    .select({ branchId: branches.id })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(businesses.ownerUserId, userId));
  return rows.map((r) => r.branchId);
}

/** The invitation a link's token hash names, with what the join page shows. */
export async function invitationByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: teamMembers.id,
      branchId: teamMembers.branchId,
      email: teamMembers.email,
      fullName: teamMembers.fullName,
      role: teamMembers.role,
      expiresAt: teamMembers.inviteExpiresAt,
      businessName: businesses.businessName,
      branchLabel: sql<string>`coalesce(nullif(${branches.branchName}, ''), ${branches.location})`,
    })
    .from(teamMembers)
    .innerJoin(branches, eq(branches.id, teamMembers.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(teamMembers.inviteTokenHash, tokenHash));
  return row;
}

/**
 * Who already stands on this branch's team with this e-mail: the business account, a co-owner of the business, or a
 * member (or invitee) of the branch.
 */
export async function teamRowsFor(db: Db, branchId: string, businessId: string, email: string) {
  return db
    .select({ id: teamMembers.id, joinedAt: teamMembers.joinedAt, expiresAt: teamMembers.inviteExpiresAt })
    .from(teamMembers)
    .innerJoin(branches, eq(branches.id, teamMembers.branchId))
    .where(
      and(
        eq(teamMembers.email, email),
        or(eq(teamMembers.branchId, branchId), and(eq(teamMembers.role, 'OWNER'), eq(branches.businessId, businessId))),
      ),
    );
}

/**
 * An active employee row of this branch, and whether a team member is already that employee (joined, or invited by a
 * link still usable at `now`).
 */
export async function employeeForLogin(db: Db, branchId: string, employeeId: string, now: Date) {
  const [row] = await db
    .select({ id: employees.id, linked: teamMembers.id })
    .from(employees)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.branchEmployeeId, employees.id),
        or(isNotNull(teamMembers.joinedAt), gt(teamMembers.inviteExpiresAt, now)),
      ),
    )
    .where(and(eq(employees.id, employeeId), eq(employees.branchId, branchId), eq(employees.isActive, true)));
  return row;
}

/** Expired, unused invitations of this address on the team, or of this employee: a new invitation replaces them. */
export const expiredInvitations = (ids: string[], employeeId: string | undefined, now: Date) =>
  and(
    isNull(teamMembers.joinedAt),
    lte(teamMembers.inviteExpiresAt, now),
    or(inArray(teamMembers.id, ids), employeeId ? eq(teamMembers.branchEmployeeId, employeeId) : undefined),
  );
