/**
 * A salon's team (issue 28): invite (owner), read an invitation and accept it (anyone with the link; with a bearer
 * token, as that account), list a branch's team (owner, its managers), change a role and remove (owner).
 * Rules live in server/team/team.ts; this module parses, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireAuth, type AuthEnv, type Caller } from '../http/auth.ts';
import { createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { LoginAnswer, Membership } from '../http/account-schemas.ts';
import { shownMemberships } from '../domain/team.ts';
import { AcceptBody, InvitationPreview, InviteBody, RoleBody, TeamMember } from '../http/team-schemas.ts';
import { Id } from '../http/schemas.ts';
import { acceptInvitation, changeRole, inviteMember, previewInvitation, removeMember, teamOf } from '../team/team.ts';

const security = [{ Bearer: [] }];

export function teamRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter<AuthEnv>();
  const staff = requireAuth(deps, ['Business']);
  const anyAccount = requireAuth(deps);
  // Invitations send mail, and links are guessed at: both are rate-limited per address.
  const linkLimit = rateLimit(db, now, { name: 'team-link', limit: 30, windowSeconds: 600 });
  r.on('POST', '/Invite', rateLimit(db, now, { name: 'team-invite', limit: 30, windowSeconds: 600 }), staff);
  r.on('GET', '/Invitation', linkLimit);
  r.on('POST', '/Accept', linkLimit);
  // Accepting as an existing account carries its token; a new member's acceptance carries none.
  r.on('POST', '/Accept', (c, next) => (c.req.header('Authorization') ? anyAccount(c, next) : next()));
  r.on('GET', '/', staff);
  r.on('GET', '/Mine', staff);
  r.on(['PUT', 'DELETE'], '/:memberId', staff);
  // The caller, read for this request, is the use-cases' actor (its account and memberships).
  const actor = (c: { get: (k: 'claims') => Caller }) => c.get('claims');

  r.openapi(
    createRoute({
      method: 'post',
      path: '/Invite',
      operationId: 'teamInvite',
      tags: ['Team'],
      summary: "Invite someone to a branch's team (owner); a stylist names their employee row. data: the member id",
      security,
      request: { body: { content: { 'application/json': { schema: InviteBody } }, required: true } },
      responses: jsonResponses(Id, 'Invited', [400, 401, 403, 409, 429]),
    }),
    async (c) => {
      const { memberId } = valueOr4xx(await inviteMember(deps, actor(c), c.req.valid('json')));
      return ok(c, memberId, 'Invitation sent.');
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/Invitation',
      operationId: 'teamInvitation',
      tags: ['Team'],
      summary: 'What an invitation link offers, before it is accepted',
      request: { query: z.object({ token: AcceptBody.shape.token }) },
      responses: jsonResponses(InvitationPreview, 'The invitation', [400, 404, 429]),
    }),
    async (c) => ok(c, valueOr4xx(await previewInvitation(deps, c.req.valid('query').token))),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/Accept',
      operationId: 'teamAccept',
      tags: ['Team'],
      summary: 'Join the team: set a password (new account), or send your bearer token (the invited address). Logs in',
      request: { body: { content: { 'application/json': { schema: AcceptBody } }, required: true } },
      responses: {
        ...messageResponses([400, 401, 403, 404, 409, 429]),
        200: { description: 'Joined and logged in', content: { 'application/json': { schema: LoginAnswer } } },
      },
    }),
    async (c) => {
      const { token, password } = c.req.valid('json');
      const userId = c.get('claims')?.userId;
      const answer = valueOr4xx(await acceptInvitation(deps, { token, password, userId }));
      return c.json({ status: 'Success' as const, ...answer }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/Mine',
      operationId: 'teamMine',
      tags: ['Team'],
      summary: 'Where you work, as what, read now (as the login answers it): after a branch was opened, say',
      security,
      responses: jsonResponses(z.array(Membership), 'Your memberships', [401, 403]),
    }),
    async (c) => ok(c, shownMemberships(c.get('claims').memberships)),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'teamList',
      tags: ['Team'],
      summary: "A branch's team: the owners and its members, with role, status and last login (owner, its managers)",
      security,
      request: { query: z.object({ BranchId: Id }) },
      responses: jsonResponses(z.array(TeamMember), 'The team', [400, 401, 403]),
    }),
    async (c) => ok(c, valueOr4xx(await teamOf(deps, actor(c), c.req.valid('query').BranchId))),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/{memberId}',
      operationId: 'teamRoleChange',
      tags: ['Team'],
      summary: "Change a member's role (owner)",
      security,
      request: {
        params: z.object({ memberId: Id }),
        body: { content: { 'application/json': { schema: RoleBody } }, required: true },
      },
      responses: jsonResponses(RoleBody, 'Saved', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const { memberId } = c.req.valid('param');
      return ok(c, valueOr4xx(await changeRole(deps, actor(c), memberId, c.req.valid('json').role)), 'Role changed.');
    },
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/{memberId}',
      operationId: 'teamRemove',
      tags: ['Team'],
      summary: 'Remove a member (owner): they lose access at their next request',
      security,
      request: { params: z.object({ memberId: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      valueOr4xx(await removeMember(deps, actor(c), c.req.valid('param').memberId));
      return c.json({ status: 'Success' as const, message: 'Removed from the team.' }, 200);
    },
  );
  return r;
}
