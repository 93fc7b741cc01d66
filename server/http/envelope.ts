/**
 * The API contract of design.md section 2: every JSON answer is `{ status, message?, data? }`, failures carry the
 * right HTTP status and a message a person can read. Bad input never becomes a 500.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, Env } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Refused } from '../lib/outcome.ts';
import { isTransient } from '../db/retry.ts';
import { describeDatabaseError, findPgCode, isDatabaseUnavailable } from '../db/unavailable.ts';
import { refusalError } from './outcome.ts';
import { log } from '../lib/log.ts';

/** Throw to answer with an error status and message. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  /** Facts the caller needs to act on the error (e.g. the bookings that stand in the way of a 409). */
  readonly data?: unknown;
  constructor(status: ContentfulStatusCode, message: string, data?: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string) => new ApiError(400, message);

/** The success envelope around a data schema, for OpenAPI. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('Success'), message: z.string().optional(), data });

export const ErrorBody = z
  .object({ status: z.literal('Error'), message: z.string() })
  .openapi('Error', { example: { status: 'Error', message: 'Branch not found.' } });

/** The OpenAPI `responses` block: 200 with the envelope, and the error answers a route can give. */
export function jsonResponses<T extends z.ZodType>(data: T, description: string, errors: number[] = [400]) {
  const out: Record<number, { description: string; content: { 'application/json': { schema: z.ZodType } } }> = {
    200: { description, content: { 'application/json': { schema: envelope(data) } } },
  };
  const words: Record<number, string> = {
    400: 'Invalid input; the message names the fields.',
    401: 'No token, or an invalid one.',
    403: 'Not yours.',
    404: 'Not found.',
    409: 'Conflict.',
    429: 'Too many attempts.',
    503: 'The database is briefly out of reach; try again.',
  };
  for (const code of errors)
    out[code] = { description: words[code] ?? 'Error', content: { 'application/json': { schema: ErrorBody } } };
  return out as {
    200: { description: string; content: { 'application/json': { schema: ReturnType<typeof envelope<T>> } } };
  };
}

/** OpenAPI answers of a call that replies with a message only, and the error statuses it can give. */
export const MessageOnly = z.object({ status: z.literal('Success'), message: z.string() }).openapi('Message');
export function errorResponses(codes: number[]) {
  return Object.fromEntries(
    codes.map((code) => [code, { description: String(code), content: { 'application/json': { schema: ErrorBody } } }]),
  );
}
export function messageResponses(codes: number[]) {
  return {
    200: { description: 'Done', content: { 'application/json': { schema: MessageOnly } } },
    ...errorResponses(codes),
  };
}

export const ok = <T>(c: Context, data: T, message?: string) =>
  c.json({ status: 'Success' as const, ...(message ? { message } : {}), data }, 200);

export const errorBody = (message: string) => ({ status: 'Error' as const, message });

/** Names the invalid fields in words a person can act on, e.g. "Invalid input: BranchId must be a valid id." */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join('.') || 'request';
    if (/received undefined/.test(issue.message)) return `${field} is required`;
    // Our own messages read as a predicate ("must be ..."); zod's defaults read as a sentence.
    return /^(must|is|should)\b/.test(issue.message) ? `${field} ${issue.message}` : `${field}: ${issue.message}`;
  });
  return `Invalid input: ${parts.join('; ')}.`;
}

/** A router whose validation failures answer 400 with the envelope. */
export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody(describeIssues(result.error.issues)), 400);
    },
  });
}

/** Maps anything thrown to the envelope; only a real fault is a 500, and its details stay in the log. */
export function toErrorResponse(err: unknown, c: Context) {
  if (err instanceof Refused) err = refusalError(err.refusal);
  if (err instanceof ApiError)
    return c.json(
      err.data === undefined ? errorBody(err.message) : { ...errorBody(err.message), data: err.data },
      err.status,
    );
  if (err instanceof HTTPException) {
    const message = err.status === 400 ? `Invalid request body: ${err.message}` : err.message;
    return c.json(errorBody(message || 'Request failed.'), err.status);
  }
  if (isConstraintViolation(err)) {
    return c.json(errorBody('That change conflicts with existing data.'), 409);
  }
  if (isTransient(err)) {
    // Two writes met and the database ended one (retried where the use-case could): the caller may try again now.
    log.warn(`[api] write ended by the database (${findPgCode(err)}), answering 503: ${c.req.method} ${c.req.path}`);
    c.header('Retry-After', '1');
    return c.json(errorBody(MET_ANOTHER), 503);
  }
  if (isDatabaseUnavailable(err)) {
    logUnavailable(err);
    c.header('Retry-After', '2');
    return c.json(errorBody(UNAVAILABLE), 503);
  }
  log.error({ err, method: c.req.method, path: c.req.path }, '[api] unexpected error');
  return c.json(errorBody('Something went wrong. Please try after sometime.'), 500);
}

export const UNAVAILABLE = 'The service is briefly unavailable. Please try again.';
export const MET_ANOTHER = 'Another change was being made at the same moment. Please try again.';

/** An outage fails every request at once: one log line per few seconds says it without flooding the log. */
let lastUnavailableLog = 0;
function logUnavailable(err: unknown) {
  if (Date.now() - lastUnavailableLog < 5000) return;
  lastUnavailableLog = Date.now();
  log.error(`[api] database unavailable, answering 503: ${describeDatabaseError(err)}`);
}

/** PostgreSQL constraint errors (unique, exclusion, check) are the caller's conflict, not our fault. */
function isConstraintViolation(err: unknown): boolean {
  const code = findPgCode(err);
  return code === '23505' || code === '23P01' || code === '23514' || code === '23503';
}

export { findPgCode };
