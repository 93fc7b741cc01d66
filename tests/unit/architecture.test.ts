/**
 * The floors of server/ (README, Architecture): route → use-case → query or rule → table. A route parses, calls and
 * shapes the envelope: it never reaches the tables itself, and stays short enough to read at once. A use-case knows
 * nothing of HTTP. This test reads the source, so a file that breaks the rule fails here before anyone reviews it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = new URL('../../server/', import.meta.url).pathname;
const ROUTE_LINES = 200;
/** The folders of use-cases, one per domain: the only place that domain's rules are written. */
const USE_CASES = ['booking', 'accounts', 'salons', 'billing'];

/** The modules a file imports (static, dynamic and type-only alike), as written. */
function importsOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm);
  return [...found].map((m) => m[1]!);
}

/** What is wrong with one route module, in words; empty when it keeps to its floor. */
export function routeProblems(source: string): string[] {
  const problems: string[] = [];
  for (const spec of importsOf(source)) {
    if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/')) problems.push(`imports ${spec}`);
    if (/\/db\/(schema|client)(\.ts)?$/.test(spec)) problems.push(`imports ${spec}`);
    if (/^\.\/[^/]+$/.test(spec)) problems.push(`imports another route (${spec})`);
  }
  const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  if (lines > ROUTE_LINES) problems.push(`${lines} lines (at most ${ROUTE_LINES})`);
  return problems;
}

/** What is wrong with one use-case module: it may not reach up into HTTP or the routes. */
export function useCaseProblems(source: string): string[] {
  return importsOf(source)
    .filter((spec) => /^\.\.\/(http|routes)\//.test(spec) || spec === 'hono' || spec.startsWith('hono/'))
    .map((spec) => `imports ${spec}`);
}

const tsFiles = (dir: string) => readdirSync(join(SERVER, dir)).filter((f) => f.endsWith('.ts'));
const read = (dir: string, file: string) => readFileSync(join(SERVER, dir, file), 'utf8');

describe('the structural rules catch what they should', () => {
  it.each([
    ["import { users } from '../db/schema.ts';", 'imports ../db/schema.ts'],
    ["import { eq } from 'drizzle-orm';", 'imports drizzle-orm'],
    ["import type { Db } from '../db/client.ts';", 'imports ../db/client.ts'],
    ["const { sql } = await import('drizzle-orm');", 'imports drizzle-orm'],
    ["import { ownBranch } from './business.ts';", 'imports another route (./business.ts)'],
  ])('a route with %s', (line, problem) => {
    expect(routeProblems(`/** A route. */\n${line}\nexport const r = 1;\n`)).toEqual([problem]);
  });

  it('a route over 200 lines', () => {
    expect(routeProblems('// line\n'.repeat(201))).toEqual(['201 lines (at most 200)']);
    expect(routeProblems('// line\n'.repeat(200))).toEqual([]);
  });

  it('a use-case that reaches into HTTP', () => {
    expect(useCaseProblems("import { ApiError } from '../http/envelope.ts';")).toEqual(['imports ../http/envelope.ts']);
    expect(useCaseProblems("import type { Context } from 'hono';")).toEqual(['imports hono']);
    expect(useCaseProblems("import { users } from '../db/schema.ts';")).toEqual([]);
  });
});

describe('server/routes: parse, call a use-case or a query, shape the envelope', () => {
  it.each(tsFiles('routes'))('%s', (file) => {
    expect(routeProblems(read('routes', file))).toEqual([]);
  });
});

describe('use-cases know nothing of HTTP', () => {
  const files = USE_CASES.flatMap((dir) => tsFiles(dir).map((file) => [`${dir}/${file}`, dir, file] as const));
  it.each(files)('%s', (_, dir, file) => {
    expect(useCaseProblems(read(dir, file))).toEqual([]);
  });
});
