/** Sign-up, e-mail check and login for customers and businesses (spec section 7, "Auth and users"). */
import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, businesses, oneTimeTokens, users } from '../db/schema.ts';
import { confirmLink, normaliseEmail, passwordProblem } from '../domain/accounts.ts';
import { newToken, TOKEN_LIFETIME_MS } from '../domain/one-time-token.ts';
import { documentedBody } from '../http/body.ts';
import { ApiError, createRouter, ErrorBody, errorBody } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { clientAddress, hit, rateLimit } from '../http/rate-limit.ts';
import { hashPassword, NO_PASSWORD, verifyPassword } from '../lib/passwords.ts';
import { signToken } from '../lib/jwt.ts';
import { confirmEmailMail } from '../mail/templates.ts';
import { Email as EmailAddress, LoginAnswer } from '../http/account-schemas.ts';

const tag = 'Auth';
const Text = (label: string, max = 120) =>
  z.string({ error: 'is required' }).trim().min(1, { error: `is required` }).max(max, { error: `is too long` });
const Password = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(128, { error: 'is too long' });
const Email = z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).pipe(EmailAddress);

export const LOGIN_LIMITS = {
  perAddress: { name: 'login-ip', limit: 20, windowSeconds: 300 },
  perAccount: { name: 'login-user', limit: 8, windowSeconds: 900 },
};

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
  return user;
}

/** Creates a confirmation token and sends the link; used at sign-up and when an unconfirmed user tries to log in. */
export async function sendConfirmation(deps: AppDeps, user: { id: string; email: string; fullName: string }) {
  const { token, hash } = newToken();
  await deps.db.insert(oneTimeTokens).values({
    userId: user.id,
    purpose: 'confirm_email',
    tokenHash: hash,
    expiresAt: new Date(deps.now().getTime() + TOKEN_LIFETIME_MS.confirm_email),
  });
  await deps.mailer.send(confirmEmailMail(user.email, user.fullName, confirmLink(deps.siteUrl, user.email, token)));
}

/** The branch a business user manages (their main branch), for the token and the login answer. */
export async function branchOfOwner(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(businesses.ownerUserId, userId))
    .orderBy(sql`${branches.branchType} = 'Main' desc`, branches.createdAt)
    .limit(1);
  return row?.id;
}

const LoginForm = z.object({
  Username: z.string().max(254).openapi({ description: 'The e-mail address' }),
  Password: z.string().max(128),
});

export function authRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter();

  r.use('/check-email', rateLimit(db, now, { name: 'check-email', limit: 30, windowSeconds: 600 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/check-email',
      tags: [tag],
      summary: 'Is this e-mail free for a new account? 409 when it is taken',
      request: {
        query: z.object({ email: Email.optional() }),
        body: { content: { 'application/json': { schema: z.object({ email: Email.optional() }) } }, required: false },
      },
      responses: {
        200: {
          description: 'Free',
          content: { 'application/json': { schema: z.object({ status: z.literal('Success'), message: z.string() }) } },
        },
        400: { description: 'No e-mail', content: { 'application/json': { schema: ErrorBody } } },
        409: { description: 'Taken', content: { 'application/json': { schema: ErrorBody } } },
      },
    }),
    async (c) => {
      const email = c.req.valid('query').email ?? (await c.req.json().catch(() => ({}))).email;
      const parsed = Email.safeParse(email);
      if (!parsed.success) return c.json(errorBody('Invalid input: email must be a valid e-mail address.'), 400);
      if (await findUserByEmail(db, parsed.data)) {
        return c.json(errorBody('This e-mail is already registered. Please log in instead.'), 409);
      }
      return c.json({ status: 'Success' as const, message: 'This e-mail is available.' }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: [tag],
      summary: 'Log in with e-mail (Username) and password; answers the bearer token',
      request: {
        body: documentedBody(LoginForm, { Username: 'tola@example.com', Password: 'Braids&Bantu-2026' }),
      },
      responses: {
        200: {
          description: 'Logged in',
          content: {
            'application/json': {
              schema: LoginAnswer,
            },
          },
        },
        400: { description: 'Missing fields', content: { 'application/json': { schema: ErrorBody } } },
        401: { description: 'Wrong e-mail or password', content: { 'application/json': { schema: ErrorBody } } },
        403: { description: 'E-mail not confirmed yet', content: { 'application/json': { schema: ErrorBody } } },
        429: { description: 'Too many attempts', content: { 'application/json': { schema: ErrorBody } } },
      },
    }),
    async (c) => {
      const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
      const Username = text(form.Username).slice(0, 254);
      const password = typeof form.Password === 'string' ? form.Password.slice(0, 128) : '';
      const missing = [!Username && 'Email', !password && 'Password'].filter(Boolean);
      if (missing.length) return c.json(errorBody(`Please fill up: ${missing.join(', ')}`), 400);
      for (const [rule, key] of [
        [LOGIN_LIMITS.perAddress, clientAddress(c)],
        [LOGIN_LIMITS.perAccount, normaliseEmail(Username)],
      ] as const) {
        const { allowed, retryAfter } = await hit(db, key, rule, now());
        if (!allowed) {
          c.header('Retry-After', String(retryAfter));
          return c.json(errorBody('Too many login attempts. Please wait a few minutes and try again.'), 429);
        }
      }
      const user = await findUserByEmail(db, Username);
      // The same answer and (through argon2) about the same time whether the e-mail exists or not.
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyPassword(DUMMY_HASH, password);
      if (!user || !ok || user.passwordHash === NO_PASSWORD) return c.json(errorBody('Wrong e-mail or password.'), 401);
      if (!user.emailConfirmedAt) {
        await sendConfirmation(deps, user);
        return c.json(errorBody('Please confirm your e-mail first: we have sent you a new confirmation link.'), 403);
      }
      const branchId = user.role === 'Business' ? await branchOfOwner(db, user.id) : undefined;
      const token = await signToken(deps.jwtSecret, { userId: user.id, role: user.role, branchId }, now());
      return c.json(
        {
          status: 'Success' as const,
          message: 'Login successful.',
          token,
          role: user.role,
          userId: user.id,
          branchId: branchId ?? null,
        },
        200,
      );
    },
  );

  const Register = z.object({
    Name: Text('Name'),
    Email,
    Password,
    PhoneNumber: Text('Phone Number', 30),
    DomainURL: z.string().max(200).optional(),
  });
  r.use('/register', rateLimit(db, now, { name: 'register', limit: 10, windowSeconds: 600 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/register',
      tags: [tag],
      summary: 'Create a customer account; a confirmation link is e-mailed',
      description: 'DomainURL is accepted and ignored: links in mails always point to this site.',
      request: {
        body: documentedBody(Register, {
          Name: 'Tola Adeyemi',
          Email: 'tola@example.com',
          Password: 'Braids&Bantu-2026',
          PhoneNumber: '0803 555 0101',
          DomainURL: 'https://salonbook.ng',
        }),
      },
      responses: {
        200: {
          description: 'Created',
          content: { 'application/json': { schema: z.object({ status: z.literal('Success'), message: z.string() }) } },
        },
        400: { description: 'Invalid', content: { 'application/json': { schema: ErrorBody } } },
        409: { description: 'E-mail taken', content: { 'application/json': { schema: ErrorBody } } },
        429: { description: 'Too many attempts', content: { 'application/json': { schema: ErrorBody } } },
      },
    }),
    async (c) => {
      const parsed = Register.safeParse(await c.req.parseBody().catch(() => ({})));
      if (!parsed.success)
        throw new ApiError(
          400,
          missingMessage(parsed.error.issues, {
            Name: 'Name',
            Email: 'Email',
            Password: 'Password',
            PhoneNumber: 'Phone Number',
          }),
        );
      const { Name, Email: email, Password: password, PhoneNumber } = parsed.data;
      const problem = passwordProblem(password);
      if (problem) throw new ApiError(400, problem);
      if (await findUserByEmail(db, email))
        throw new ApiError(409, 'This e-mail is already registered. Please log in instead.');
      const [user] = await db
        .insert(users)
        .values({
          fullName: Name,
          email: normaliseEmail(email),
          phoneNumber: PhoneNumber,
          passwordHash: await hashPassword(password),
          role: 'Customer',
        })
        .returning();
      await sendConfirmation(deps, user!);
      return c.json(
        { status: 'Success' as const, message: 'Account created. Please check your e-mail to confirm your address.' },
        200,
      );
    },
  );

  return r;
}

/** An argon2id hash of a random password: verifying against it costs the same as a real check. */
const DUMMY_HASH = await hashPassword(crypto.randomUUID());

/** 'Please fill up: Name, Email' for missing fields, else the first problem in words. */
export function missingMessage(issues: readonly z.core.$ZodIssue[], labels: Record<string, string>): string {
  const missing = issues
    .filter((i) => /required|received undefined/.test(i.message))
    .map((i) => labels[String(i.path[0])] ?? String(i.path[0]));
  if (missing.length) return `Please fill up: ${[...new Set(missing)].join(', ')}`;
  const first = issues[0]!;
  const field = labels[String(first.path[0])] ?? String(first.path[0]);
  return `${field} ${first.message.replace(/^Invalid input: /, '')}.`.replace(/\.\.$/, '.');
}
