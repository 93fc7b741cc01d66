/** Reading what clients send: the spec's calls mix forms, multipart and JSON, and send numbers and flags as text. */
import type { Context } from 'hono';
import type { z } from '@hono/zod-openapi';

/**
 * Form, multipart or JSON body, whichever the client sent; unreadable input is an empty object (validation then
 * speaks).
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  if ((c.req.header('Content-Type') ?? '').includes('application/json'))
    return ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  return (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
}

/** A text field, trimmed and capped; anything that is not text (a file, a number, nothing) reads as ''. */
export const field = (value: unknown, max = 500) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

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
