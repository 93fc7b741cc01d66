/** The zod schemas of a salon's team (issue 28): invitations, joining, members and roles. */
import { z } from '@hono/zod-openapi';
import { TEAM_ROLES } from '../domain/team.ts';
import { Email } from './account-schemas.ts';
import { Id } from './schemas.ts';

export const TeamRole = z.enum(TEAM_ROLES, { error: 'must be OWNER, MANAGER or STYLIST' }).openapi('TeamRole');

export const InviteBody = z
  .object({
    branchId: Id,
    email: Email,
    fullName: z.string().trim().min(1, { error: 'is required' }).max(120, { error: 'is too long' }),
    role: TeamRole,
    branchEmployeeId: Id.optional().openapi({ description: "A stylist's employee row in the branch (required)" }),
  })
  .openapi('TeamInvite');

/** The link's token; a new password, or the bearer token of the invited address's account. */
export const AcceptBody = z
  .object({
    token: z.string().trim().min(20, { error: 'is not a valid invitation link' }).max(200),
    password: z.string().max(128).optional(),
  })
  .openapi('TeamAccept');

export const RoleBody = z.object({ role: TeamRole }).openapi('TeamRoleChange');

export const TeamMember = z
  .object({
    memberId: Id,
    fullName: z.string(),
    email: z.string(),
    role: TeamRole,
    status: z.enum(['invited', 'active']),
    accountOwner: z.boolean(),
    branchEmployeeId: Id.nullable(),
    employeeName: z.string().nullable(),
    invitationExpiresAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  })
  .openapi('TeamMember');

export const InvitationPreview = z
  .object({
    email: z.string(),
    fullName: z.string(),
    role: TeamRole,
    businessName: z.string(),
    branchName: z.string(),
    hasAccount: z.boolean(),
  })
  .openapi('TeamInvitation');
