/**
 * A user's own account: confirm e-mail, forgot and reset password, profile, change password. Whose account is
 * decided by the bearer token; an id in the query must match it.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { oneTimeTokens, users } from '../db/schema.ts';
import { normaliseEmail, passwordProblem, resetLink } from '../domain/accounts.ts';
import { hashToken, isUsable, newToken, TOKEN_LIFETIME_MS } from '../domain/one-time-token.ts';
import { requireAuth, bearerToken, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import { ANY_BODY, documentedBody } from '../http/body.ts';
import { missingMessage, readBody } from '../http/form.ts';
import type { AppDeps } from '../http/deps.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Id } from '../http/schemas.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { findUserByEmail } from '../queries/users.ts';
import { Email, PasswordForm, Profile, ProfileForm } from '../http/account-schemas.ts';

const tag = 'Users';
const answers = (extra: number[] = []) => messageResponses([400, ...extra]);

/** The spec's clients send some of these in the query as well as the body; both are read, the body wins. */
const QueryText = z.string().max(254).optional();
const ConfirmBody = z.object({ email: Email, token: z.string().min(10).max(200) });
const ResetBody = z.object({
  email: Email,
  token: z.string().min(10).max(200).optional().openapi({ description: 'Or as the bearer token' }),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
});
const examplePassword = { oldPassword: 'Braids&Bantu-2026', newPassword: 'Cornrows&Co-2027' };

const RESET_SENT =
  'If an account exists for this e-mail, we have sent a link to reset the password. It works for one hour.';

export function usersRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter();
  const authed = createRouter<AuthEnv>();
  authed.use('*', requireAuth(deps.jwtSecret, now));

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
      const user = await findUserByEmail(db, parsed.data);
      if (user) {
        const { token, hash } = newToken();
        await db.insert(oneTimeTokens).values({
          userId: user.id,
          purpose: 'reset_password',
          tokenHash: hash,
          expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS.reset_password),
        });
        await deps.mailer.send(
          resetPasswordMail(user.email, user.fullName, resetLink(deps.siteUrl, user.email, token)),
        );
      }
      return c.json({ status: 'Success' as const, message: RESET_SENT }, 200);
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
      const { email, token } = parsed.data;
      const user = await findUserByEmail(db, email);
      const invalid = 'This confirmation link is not valid or has expired. Log in to get a new one.';
      if (!user) throw new ApiError(400, invalid);
      const used = await consumeToken(user.id, 'confirm_email', token);
      if (!used) {
        if (user.emailConfirmedAt)
          return c.json(
            { status: 'Success' as const, message: 'Your e-mail is already confirmed. Please log in.' },
            200,
          );
        throw new ApiError(400, invalid);
      }
      await db.update(users).set({ emailConfirmedAt: now(), updatedAt: now() }).where(eq(users.id, user.id));
      return c.json(
        { status: 'Success' as const, message: "Your e-mail is confirmed. Please login and go to 'My Account'." },
        200,
      );
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
        body: documentedBody(
          ResetBody,
          {
            email: 'tola@example.com',
            token: 'k3y-from-the-mail-link',
            password: 'Cornrows&Co-2027',
            confirmPassword: 'Cornrows&Co-2027',
          },
          ANY_BODY,
        ),
      },
      responses: answers([429]),
    }),
    async (c) => {
      const input = await readBody(c);
      const parsed = ResetBody.safeParse(input);
      if (!parsed.success)
        throw new ApiError(
          400,
          missingMessage(parsed.error.issues, {
            password: 'New Password',
            confirmPassword: 'Confirm Password',
            email: 'Email',
          }),
        );
      const { email, password, confirmPassword } = parsed.data;
      const token = bearerToken(c) ?? parsed.data.token;
      if (!password || !confirmPassword) {
        const missing = [!password && 'New Password', !confirmPassword && 'Confirm Password'].filter(Boolean);
        throw new ApiError(400, `Please fill up: ${missing.join(', ')}`);
      }
      if (password !== confirmPassword) throw new ApiError(400, 'Reconfirm your password');
      const problem = passwordProblem(password);
      if (problem) throw new ApiError(400, problem);
      const user = await findUserByEmail(db, email);
      const invalid = 'This reset link is not valid or has expired. Please ask for a new one.';
      if (!user || !token || !(await consumeToken(user.id, 'reset_password', token))) throw new ApiError(400, invalid);
      // A reset also proves the mailbox is theirs.
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          emailConfirmedAt: user.emailConfirmedAt ?? now(),
          updatedAt: now(),
        })
        .where(eq(users.id, user.id));
      return c.json(
        { status: 'Success' as const, message: 'Your password has been changed. Please log in with the new one.' },
        200,
      );
    },
  );

  /** Marks a usable token of the user as used; false when there is none (wrong, used, expired). */
  async function consumeToken(
    userId: string,
    purpose: 'confirm_email' | 'reset_password',
    token: string,
  ): Promise<boolean> {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(token)),
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
        ),
      );
    if (!row || !isUsable(row, now())) return false;
    // Single use even under a race: only one update finds used_at still empty.
    const updated = await db
      .update(oneTimeTokens)
      .set({ usedAt: now() })
      .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return updated.length === 1;
  }

  const self = (c: Context<AuthEnv>, id: string | undefined) => {
    const claims = c.get('claims');
    if (id && id !== claims.userId) throw new ApiError(403, 'You can only see and change your own account.');
    return claims.userId;
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
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new ApiError(401, 'Your session has expired. Please log in again.');
      return ok(c, { fullName: user.fullName, email: user.email, phoneNumber: user.phoneNumber, role: user.role });
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
        body: documentedBody(
          ProfileForm,
          { name: 'Tola Adeyemi', email: 'tola@example.com', phoneno: '0803 555 0101' },
          ANY_BODY,
          false,
        ),
      },
      responses: answers([401, 403, 409]),
    }),
    async (c) => {
      const input = { ...c.req.query(), ...(await readBody(c)) } as Record<string, unknown>;
      const userId = self(c, typeof input.id === 'string' && input.id ? input.id : undefined);
      const parsed = ProfileForm.omit({ id: true }).safeParse(input);
      if (!parsed.success) throw new ApiError(400, 'Please recheck the profile fields.');
      const { name, email, phoneno } = parsed.data;
      const missing = [!email && 'Email', !name && 'Name', !phoneno && 'Phone Number'].filter(Boolean);
      if (missing.length) throw new ApiError(400, `Please fill up: ${missing.join(', ')}`);
      if (!Email.safeParse(email).success) throw new ApiError(400, 'Email must be a valid e-mail address.');
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, normaliseEmail(email!)), ne(users.id, userId)));
      if (taken) throw new ApiError(409, 'This e-mail belongs to another account.');
      await db
        .update(users)
        .set({ fullName: name!, email: normaliseEmail(email!), phoneNumber: phoneno!, updatedAt: now() })
        .where(eq(users.id, userId));
      // Reviews and testimonials show the customer's name.
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Profile updated.' }, 200);
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
        body: documentedBody(
          PasswordForm,
          { ...examplePassword, confirmPassword: examplePassword.newPassword },
          ANY_BODY,
        ),
      },
      responses: answers([401, 403, 429]),
    }),
    async (c) => {
      // The spec's client also sends these in the query; the body wins, and neither is ever logged.
      const input = { ...c.req.query(), ...(await readBody(c)) } as Record<string, unknown>;
      const userId = self(c, typeof input.id === 'string' && input.id ? input.id : undefined);
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      const oldPassword = str(input.oldPassword);
      const newPassword = str(input.newPassword);
      const confirmPassword = str(input.confirmPassword || input.newPassword);
      if (confirmPassword !== newPassword) throw new ApiError(400, 'Reconfirm your password');
      const missing = [!oldPassword && 'Old Password', !newPassword && 'New Password'].filter(Boolean);
      if (missing.length) throw new ApiError(400, `Please fill up: ${missing.join(', ')}`);
      const problem = passwordProblem(newPassword);
      if (problem) throw new ApiError(400, problem);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(user.passwordHash, oldPassword)))
        throw new ApiError(400, 'Your old password is not correct.');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: now() })
        .where(eq(users.id, userId));
      return c.json({ status: 'Success' as const, message: 'Password changed.' }, 200);
    },
  );

  r.route('/', authed);
  return r;
}
