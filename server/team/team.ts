/**
 * A salon's team (issue 28): the owner invites people to a branch with a role, they join through the mailed one-time
 * link (setting a password, or with the account they already have), and the owner changes a role or removes someone.
 * The rights each role grants are server/domain/team.ts; here, who may change the team: the owner only (a manager
 * may see the branch's team). Removing takes effect at the member's next request: rights are read per request.
 */
import { and, eq } from 'drizzle-orm';
import { loggedIn, type LoggedIn } from '../accounts/login.ts';
import { EMAIL_TAKEN, insertAccount } from '../accounts/sign-up.ts';
import type { AccountsDeps } from '../accounts/context.ts';
import type { Db } from '../db/client.ts';
import { teamMembers, users } from '../db/schema.ts';
import { findPgCode } from '../db/unavailable.ts';
import { normaliseEmail, passwordProblem, teamJoinLink } from '../domain/accounts.ts';
import { hashToken, newToken } from '../domain/one-time-token.ts';
import { INVITE_LIFETIME_MS, may, worksIn, type Membership, type TeamRole } from '../domain/team.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { hashPassword } from '../lib/passwords.ts';
import { teamInviteMail } from '../mail/templates.ts';
import {
  branchBusiness,
  branchesHeldBy,
  employeeForLogin,
  expiredInvitations,
  invitationByHash,
  memberById,
  teamOfBranch,
  teamRowsFor,
  type TeamMember,
} from '../queries/team.ts';
import { findUserByEmail, findUserById } from '../queries/users.ts';

export type TeamDeps = AccountsDeps;

/** Who acts on the team: their account and where they work, as read for this request. */
export interface TeamActor {
  userId: string;
  memberships: Membership[];
}

export interface Invitation {
  branchId: string;
  email: string;
  fullName: string;
  role: TeamRole;
  branchEmployeeId?: string;
}

const OWNER_ONLY = 'Only the business owner can change the team.';
const ACCOUNT_OWNER = 'The business account is the owner of its business: it stays on the team, as an owner.';
const INVALID_LINK = 'This invitation link is not valid or has already been used.';
const EXPIRED_LINK = 'This invitation has expired. Please ask the salon owner to invite you again.';

/** Invites someone to a branch's team; the mail carries the one-time link. Answers the new member's id. */
export function inviteMember(
  deps: TeamDeps,
  actor: TeamActor,
  input: Invitation,
): Promise<Outcome<{ memberId: string }>> {
  return outcome(async () => {
    const { db, now } = deps;
    if (!may(actor.memberships, 'owner', input.branchId)) refuse('forbidden', OWNER_ONLY);
    const business = (await branchBusiness(db, input.branchId))!;
    const email = normaliseEmail(input.email);
    const employeeId = input.role === 'STYLIST' ? input.branchEmployeeId : undefined;
    if (input.role === 'STYLIST') {
      if (!employeeId) refuse('invalid', "A stylist logs in as one of the branch's employees: please choose one.");
      const employee = await employeeForLogin(db, input.branchId, employeeId, now());
      if (!employee) refuse('invalid', 'Please choose an active employee of this branch.');
      if (employee.linked) refuse('conflict', 'This employee already has a login on the team.');
    }
    if (normaliseEmail(business.ownerEmail) === email) refuse('conflict', `${email} is already on this team.`);
    const rows = await teamRowsFor(db, input.branchId, business.businessId, email);
    // An invitation that expired unused is replaced; anyone else on the team is already there.
    const stale = rows.filter((r) => !r.joinedAt && r.expiresAt && r.expiresAt.getTime() <= now().getTime());
    if (rows.length > stale.length) refuse('conflict', `${email} is already on this team.`);
    const { token, hash } = newToken();
    const [inviter] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, actor.userId));
    const mail = teamInviteMail(
      email,
      { fullName: input.fullName, businessName: business.businessName, role: input.role, invitedBy: inviter!.name },
      teamJoinLink(deps.siteUrl, token),
    );
    // The invitation and its mail are written together: no invitation without its link on the way.
    const memberId = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const staleIds = stale.map((r) => r.id);
      await t.delete(teamMembers).where(expiredInvitations(staleIds, employeeId, now()));
      const [row] = await t
        .insert(teamMembers)
        .values({
          branchId: input.branchId,
          email,
          fullName: input.fullName,
          role: input.role,
          branchEmployeeId: employeeId ?? null,
          inviteTokenHash: hash,
          inviteExpiresAt: new Date(now().getTime() + INVITE_LIFETIME_MS),
        })
        .returning({ id: teamMembers.id })
        .catch((err: unknown) =>
          // Two invitations of one address, or of one employee, at once: the unique indexes let one through.
          findPgCode(err) === '23505' ? refuse('conflict', `${email} is already on this team.`) : Promise.reject(err),
        );
      await deps.mailer.send(mail, t);
      return row!.id;
    });
    deps.mailer.wake();
    return { memberId };
  });
}

/** What the join page shows of an invitation before it is accepted. */
export interface InvitationPreview {
  email: string;
  fullName: string;
  role: TeamRole;
  businessName: string;
  branchName: string;
  /** The address has an account already: its owner logs in to accept. */
  hasAccount: boolean;
}

async function usableInvitation(db: Db, token: string, now: Date) {
  const invitation = await invitationByHash(db, hashToken(token));
  if (!invitation) refuse('not-found', INVALID_LINK);
  if (!invitation.expiresAt || invitation.expiresAt.getTime() <= now.getTime()) refuse('invalid', EXPIRED_LINK);
  return invitation;
}

export function previewInvitation(deps: TeamDeps, token: string): Promise<Outcome<InvitationPreview>> {
  return outcome(async () => {
    const i = await usableInvitation(deps.db, token, deps.now());
    const hasAccount = !!(await findUserByEmail(deps.db, i.email));
    return {
      email: i.email,
      fullName: i.fullName,
      role: i.role,
      businessName: i.businessName,
      branchName: i.branchLabel,
      hasAccount,
    };
  });
}

/**
 * Accepts an invitation: with a password, as a new account for the invited address (confirmed by the link itself);
 * or as the logged-in `userId`, whose address must be the invited one. Used once; answers a login.
 */
export function acceptInvitation(
  deps: TeamDeps,
  input: { token: string; password?: string; userId?: string },
): Promise<Outcome<LoggedIn>> {
  return outcome(async () => {
    const { db, now } = deps;
    const invitation = await usableInvitation(db, input.token, now());
    const existing = await findUserByEmail(db, invitation.email);
    const user = input.userId ? await findUserById(db, input.userId) : undefined;
    if (input.userId) {
      if (!user) refuse('unauthorized', 'Your session has expired. Please log in again.');
      if (normaliseEmail(user.email) !== invitation.email)
        refuse('forbidden', `This invitation is for ${invitation.email}. Please log in with that address.`);
    } else {
      if (existing) refuse('conflict', 'This e-mail already has an account. Please log in to accept the invitation.');
      const problem = passwordProblem(input.password ?? '');
      if (problem) refuse('invalid', problem);
    }
    const passwordHash = user ? undefined : await hashPassword(input.password!);
    const member = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const joiner = user ?? (await newMemberAccount(t, invitation, passwordHash!));
      // The link proves the address; the first login is now.
      await t
        .update(users)
        .set({ emailConfirmedAt: joiner.emailConfirmedAt ?? now(), lastLoginAt: now(), updatedAt: now() })
        .where(eq(users.id, joiner.id));
      const joined = await t
        .update(teamMembers)
        .set({ userId: joiner.id, joinedAt: now(), inviteTokenHash: null, inviteExpiresAt: null, updatedAt: now() })
        .where(and(eq(teamMembers.id, invitation.id), eq(teamMembers.inviteTokenHash, hashToken(input.token))))
        .returning({ id: teamMembers.id });
      // Accepted twice at once: the other acceptance won.
      if (!joined.length) refuse('not-found', INVALID_LINK);
      return joiner;
    });
    return { ...(await loggedIn(deps, member)), message: `Welcome to ${invitation.businessName}'s team.` };
  });
}

/** The invitee's own account, made with the invitation: their name and the invited address, confirmed by the link. */
async function newMemberAccount(db: Db, invitation: { fullName: string; email: string }, passwordHash: string) {
  try {
    return await insertAccount(db, { ...invitation, phoneNumber: '', passwordHash, role: 'Business' });
  } catch (err) {
    // The address took an account meanwhile.
    if (findPgCode(err) === '23505') refuse('conflict', EMAIL_TAKEN);
    throw err;
  }
}

/** A branch's team, for its owner and managers. */
export function teamOf(deps: TeamDeps, actor: TeamActor, branchId: string): Promise<Outcome<TeamMember[]>> {
  return outcome(async () => {
    if (!may(actor.memberships, 'salon', branchId))
      refuse('forbidden', 'Only the owner or a manager of this branch can see its team.');
    return teamOfBranch(deps.db, branchId);
  });
}

const NO_SUCH_MEMBER = 'There is no such member on your team.';

/**
 * The member the owner acts on: a row of a branch the actor works in (any other id is no member of theirs, whether
 * it exists or not), refused unless they own it; the business account itself is refused.
 */
async function ownersMember(db: Db, actor: TeamActor, memberId: string) {
  const member = await memberById(db, memberId);
  // Else perhaps the business account's id, as the team list shows it: one of its branches is the actor's.
  const branchId = member
    ? member.branchId
    : (await branchesHeldBy(db, memberId)).find((id) => worksIn(actor.memberships, id));
  if (!branchId || !worksIn(actor.memberships, branchId)) refuse('not-found', NO_SUCH_MEMBER);
  if (!may(actor.memberships, 'owner', branchId)) refuse('forbidden', OWNER_ONLY);
  if (!member) refuse('conflict', ACCOUNT_OWNER);
  return member;
}

export function changeRole(
  deps: TeamDeps,
  actor: TeamActor,
  memberId: string,
  role: TeamRole,
): Promise<Outcome<{ role: TeamRole }>> {
  return outcome(async () => {
    const member = await ownersMember(deps.db, actor, memberId);
    if (role === 'STYLIST' && !member.branchEmployeeId)
      refuse('invalid', "A stylist logs in as one of the branch's employees: please invite them again as a stylist.");
    await deps.db.update(teamMembers).set({ role, updatedAt: deps.now() }).where(eq(teamMembers.id, member.id));
    return { role };
  });
}

export function removeMember(deps: TeamDeps, actor: TeamActor, memberId: string): Promise<Outcome<{ removed: true }>> {
  return outcome(async () => {
    const member = await ownersMember(deps.db, actor, memberId);
    await deps.db.delete(teamMembers).where(eq(teamMembers.id, member.id));
    return { removed: true };
  });
}
