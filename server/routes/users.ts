/**
 * A user's own account: confirm e-mail, forgot and reset password, profile, change password. Whose account is
 * decided by the bearer token; an id in the query must match it. The rules live in server/accounts; this module
 * parses, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { confirmEmail } from '../accounts/confirmation.ts';
import { changePassword, resetPassword, sendResetLink } from '../accounts/password.ts';
import { readProfile, updateProfile } from '../accounts/profile.ts';
import { requireAuth, bearerToken, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import { ANY_BODY, documentedBody } from '../http/body.ts';
import { missingMessage, readBody } from '../http/form.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Id } from '../http/schemas.ts';
import { Email, PasswordForm, Profile, ProfileForm } from '../http/account-schemas.ts';

const tag = 'Users';
const answers = (extra: number[] = []) => messageResponses([400, ...extra]);

/** A use-case's message as the envelope's success answer. */
const done = (c: Context, { message }: { message: string }) => c.json({ status: 'Success' as const, message }, 200);
/** Text from a lenient body; anything else (a file, nothing) reads as ''. Passwords are never trimmed. */
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The spec's clients send some of these in the query as well as the body; both are read, the body wins. */
const QueryText = z.string().max(254).optional();
const ConfirmBody = z.object({ email: Email, token: z.string().min(10).max(200) });
const ResetBody = z.object({
  email: Email,
  token: z.string().min(10).max(200).optional().openapi({ description: 'Or as the bearer token' }),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
});
const RESET_LABELS = { password: 'New Password', confirmPassword: 'Confirm Password', email: 'Email' };
const example = {
  profile: { name: 'Tola Adeyemi', email: 'tola@example.com', phoneno: '0803 555 0101' },
  change: { oldPassword: 'Braids&Bantu-2026', newPassword: 'Cornrows&Co-2027', confirmPassword: 'Cornrows&Co-2027' },
  reset: { email: 'tola@example.com', token: 'k3y-from-the-mail-link', password: 'Cornrows&Co-2027' },
};

export function usersRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter();
  const authed = createRouter<AuthEnv>();
  authed.use('*', requireAuth(deps));

  r.use('/SendResetPassword', rateLimit(db, now, { name: 'reset', limit: 5, windowSeconds: 900 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/SendResetPassword',
      tags: [tag],
      summary: 'E-mail a reset link; the answer is the same whether the account exists or not',
      request: {
        query: z.object({ Email: QueryText, DomainURL: QueryText }),
        body: documentedBody(
          z.object({ Email: Email, DomainURL: z.string().max(200).optional() }),
          { Email: 'tola@example.com' },
          ANY_BODY,
          false,
        ),
      },
      responses: answers([429]),
    }),
    async (c) => {
      const email = c.req.query('Email') ?? (await readBody(c)).Email;
      const parsed = Email.safeParse(email);
      if (!parsed.success) throw new ApiError(400, 'Please fill up: Email');
      return done(c, valueOr4xx(await sendResetLink(deps, parsed.data)));
    },
  );

  r.use('/ConfirmEmail', rateLimit(db, now, { name: 'confirm', limit: 20, windowSeconds: 900 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/ConfirmEmail',
      tags: [tag],
      summary: 'Confirm an e-mail address with the token from the mail',
      request: {
        body: documentedBody(ConfirmBody, { email: 'tola@example.com', token: 'k3y-from-the-mail-link' }, ANY_BODY),
      },
      responses: answers([429]),
    }),
    async (c) => {
      const parsed = ConfirmBody.safeParse(await readBody(c));
      if (!parsed.success)
        throw new ApiError(400, 'This confirmation link is not valid. Please use the link from your e-mail.');
      return done(c, valueOr4xx(await confirmEmail(deps, parsed.data)));
    },
  );

  r.use('/ResetPassword', rateLimit(db, now, { name: 'reset-use', limit: 10, windowSeconds: 900 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/ResetPassword',
      tags: [tag],
      summary: 'Set a new password with the reset token (sent as the bearer token and in the body)',
      request: {
        body: documentedBody(ResetBody, { ...example.reset, confirmPassword: example.reset.password }, ANY_BODY),
      },
      responses: answers([429]),
    }),
    async (c) => {
      const parsed = ResetBody.safeParse(await readBody(c));
      if (!parsed.success) throw new ApiError(400, missingMessage(parsed.error.issues, RESET_LABELS));
      const token = bearerToken(c) ?? parsed.data.token;
      return done(c, valueOr4xx(await resetPassword(deps, { ...parsed.data, token })));
    },
  );

  /** The token's user; an id the request names (when it is text) must be theirs. */
  const self = (c: Context<AuthEnv>, id: unknown) => {
    const { userId } = c.get('claims');
    if (str(id) && id !== userId) throw new ApiError(403, 'You can only see and change your own account.');
    return userId;
  };

  authed.openapi(
    createRoute({
      method: 'get',
      path: '/GetById',
      tags: [tag],
      summary: 'Your own profile',
      security: [{ Bearer: [] }],
      request: { query: z.object({ UserId: Id.optional() }) },
      responses: jsonResponses(Profile, 'Profile', [400, 401, 403]),
    }),
    async (c) => {
      const userId = self(c, c.req.valid('query').UserId);
      return ok(c, valueOr4xx(await readProfile(deps, userId)));
    },
  );

  authed.openapi(
    createRoute({
      method: 'put',
      path: '/',
      operationId: 'usersUpdate',
      tags: [tag],
      summary: 'Update your profile: name, e-mail, phone',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({ id: QueryText, email: QueryText, name: QueryText, phoneno: QueryText }),
        body: documentedBody(ProfileForm, example.profile, ANY_BODY, false),
      },
      responses: answers([401, 403, 409]),
    }),
    async (c) => {
      const input = { ...c.req.query(), ...(await readBody(c)) } as Record<string, unknown>;
      const userId = self(c, input.id);
      const parsed = ProfileForm.omit({ id: true }).safeParse(input);
      if (!parsed.success) throw new ApiError(400, 'Please recheck the profile fields.');
      const { name, email, phoneno } = parsed.data;
      const missing = [!email && 'Email', !name && 'Name', !phoneno && 'Phone Number'].filter(Boolean);
      if (missing.length) throw new ApiError(400, `Please fill up: ${missing.join(', ')}`);
      if (!Email.safeParse(email).success) throw new ApiError(400, 'Email must be a valid e-mail address.');
      const change = { fullName: name!, email: email!, phoneNumber: phoneno! };
      return done(c, valueOr4xx(await updateProfile(deps, userId, change)));
    },
  );

  authed.use('/ChangePassword', rateLimit(db, now, { name: 'change-password', limit: 10, windowSeconds: 900 }));
  authed.openapi(
    createRoute({
      method: 'post',
      path: '/ChangePassword',
      tags: [tag],
      summary: 'Change your password (old, new, confirm)',
      security: [{ Bearer: [] }],
      request: {
        query: z.object({ id: QueryText, oldPassword: QueryText, newPassword: QueryText }),
        body: documentedBody(PasswordForm, example.change, ANY_BODY),
      },
      responses: answers([401, 403, 429]),
    }),
    async (c) => {
      // The spec's client also sends these in the query; the body wins, and neither is ever logged.
      const input = { ...c.req.query(), ...(await readBody(c)) } as Record<string, unknown>;
      const userId = self(c, input.id);
      const form = {
        oldPassword: str(input.oldPassword),
        newPassword: str(input.newPassword),
        confirmPassword: str(input.confirmPassword || input.newPassword),
      };
      return done(c, valueOr4xx(await changePassword(deps, userId, form)));
    },
  );

  r.route('/', authed);
  return r;
}
