/**
 * The OpenAPI 3.1 document at /api/openapi.json, as others build on it: every operation has a stable operationId and
 * says its security (public calls `security: []`), the servers entry names our origin, and the main calls carry
 * examples. Routes declare themselves with zod (createRoute); this module only finishes what all of them share.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { EXAMPLES } from './openapi-examples.ts';

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
type Operation = Record<string, unknown> & { operationId?: string; security?: unknown[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** 'GetByURL' -> 'GetByUrl', 'check-email' -> 'CheckEmail', '{id}' -> 'ById': words a generated client can name. */
function words(segment: string): string {
  const param = /^\{(.+)\}$/.exec(segment);
  const text = param ? `By-${param[1]}` : segment;
  return text
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.replace(/[A-Z]{2,}(?=[A-Z][a-z]|$)/g, (run) => run[0] + run.slice(1).toLowerCase()))
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/**
 * The operationId a route gets when it does not name one: the path after /api in camelCase, a parameter read as
 * "By…" unless the segment before it already says so: POST /api/Appointment/Insert -> appointmentInsert,
 * GET /api/Branch/GetByURL/{url} -> branchGetByUrl, POST /api/Appointment/Completed/{id} -> appointmentCompletedById.
 */
export function derivedOperationId(path: string): string {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const name = segments
    .filter((s, i) => !(s.startsWith('{') && /By/.test(segments[i - 1] ?? '')))
    .map(words)
    .join('');
  return name[0]!.toLowerCase() + name.slice(1);
}

/** Fills in what every operation must say; an id two operations would share gets its method appended. */
export function finishDocument(doc: Document, serverUrl: string): Document {
  const operations: { path: string; method: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (op) operations.push({ path, method, op });
    }
  }
  const taken = new Map<string, number>();
  for (const { path, op } of operations) {
    op.operationId ??= derivedOperationId(path);
    taken.set(op.operationId, (taken.get(op.operationId) ?? 0) + 1);
  }
  for (const { method, op } of operations) {
    if (taken.get(op.operationId!)! > 1) op.operationId = `${op.operationId}${words(method)}`;
    // A call that declares no bearer scheme is public, and says so.
    op.security ??= [];
    addExamples(op);
  }
  return { ...doc, servers: [{ url: serverUrl, description: 'This API (paths start with /api)' }] };
}

function addExamples(op: Operation) {
  const example = EXAMPLES[op.operationId!];
  if (!example) return;
  const body = op.requestBody as { content?: Record<string, { example?: unknown }> } | undefined;
  if (example.request !== undefined)
    for (const media of Object.values(body?.content ?? {})) media.example ??= example.request;
  const ok = (op.responses as Record<string, { content?: Record<string, { example?: unknown }> }> | undefined)?.['200'];
  if (example.response !== undefined)
    for (const media of Object.values(ok?.content ?? {})) media.example ??= example.response;
}
