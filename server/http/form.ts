/** Reading what clients send: the spec's calls mix forms, multipart and JSON, and send numbers and flags as text. */
import type { Context } from 'hono';

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
