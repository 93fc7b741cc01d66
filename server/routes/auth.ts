/**
 * Sign-up, e-mail check and login for customers (spec section 7, "Auth and users"); businesses sign up through
 * Business. The rules live in server/accounts; this module parses, rate-limits, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { checkEmailFree, signUpCustomer } from '../accounts/sign-up.ts';
import { logIn } from '../accounts/login.ts';
import { normaliseEmail } from '../domain/accounts.ts';
import { missingMessage } from '../http/form.ts';
import { documentedBody } from '../http/body.ts';
import { ApiError, createRouter, ErrorBody, errorBody } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { clientAddress, hit, rateLimit } from '../http/rate-limit.ts';
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
      const { message } = valueOr4xx(await checkEmailFree(deps, parsed.data));
      return c.json({ status: 'Success' as const, message }, 200);
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
      const answer = valueOr4xx(await logIn(deps, { email: Username, password }));
      return c.json({ status: 'Success' as const, ...answer }, 200);
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
      const { message } = valueOr4xx(
        await signUpCustomer(deps, { fullName: Name, email, phoneNumber: PhoneNumber, password }),
      );
      return c.json({ status: 'Success' as const, message }, 200);
    },
  );

  return r;
}
