/**
 * The OpenAPI document as a contract others build on: Redocly's recommended rules find nothing, every operation has a
 * unique readable operationId, says its security truthfully (a public call never asks for a token, a Bearer call
 * always does), and request bodies carry examples.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api.ts';
import { buildCatalog } from '../support/catalog-fixture.ts';
import { Contract, operationsOf } from '../support/contract.ts';

const api = useTestApi(buildCatalog);
const document = async () => (await api.get('/api/openapi.json')).body;

describe('the OpenAPI document', () => {
  it('passes redocly lint with the recommended rules: no errors, no warnings', async () => {
    // Served for a public origin, as a partner would fetch it (localhost servers are a lint warning of their own).
    const doc = { ...(await document()), servers: [{ url: 'https://salonbook.ng', description: 'Production' }] };
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = await promisify(execFile)('npx', ['redocly', 'lint', file, '--format=json'], { maxBuffer: 1 << 26 })
      .then((r) => r.stdout)
      .catch((err: { stdout: string }) => err.stdout);
    const report = JSON.parse(run) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names our origin in servers and gives every operation a unique camelCase operationId', async () => {
    const doc = await document();
    expect(doc.servers).toEqual([{ url: 'http://localhost:4321', description: expect.any(String) }]);
    const ids = operationsOf(doc).map(({ op }) => op.operationId as string);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['appointmentInsert', 'branchTodaysAvailability', 'branchGetByUrl']));
  });

  it('says the truth about security: Bearer calls answer 401 without a token, public ones never do', async () => {
    const doc = await document();
    const wrong: string[] = [];
    for (const { path, method, op } of operationsOf(doc)) {
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const res = await api.request(url, { method: method.toUpperCase() });
      const bearer = (op.security as Record<string, unknown>[]).some((s) => 'Bearer' in s);
      if (bearer !== (res.status === 401)) wrong.push(`${method} ${path}: ${res.status}, declared bearer=${bearer}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares a 4xx answer on every operation that takes input (all but the health check)', async () => {
    const without = operationsOf(await document())
      .filter(({ op }) => !Object.keys(op.responses as object).some((status) => status.startsWith('4')))
      .map(({ op }) => op.operationId);
    expect(without).toEqual(['health']);
  });

  it('declares the input of every call that changes something: a body, or else path and query fields', async () => {
    const silent = operationsOf(await document())
      .filter(({ method }) => ['post', 'put', 'patch'].includes(method))
      .filter(({ op }) => !op.requestBody && !(op.parameters as unknown[] | undefined)?.length)
      .map(({ op }) => op.operationId);
    expect(silent).toEqual([]);
  });

  it('shows an example of the main answers, each keeping the contract as strictly as real answers do', async () => {
    const doc = await document();
    const contract = new Contract(doc);
    const examples = operationsOf(doc).flatMap(({ path, method, op }) => {
      const ok = (op.responses as Record<string, { content?: Record<string, { example?: unknown }> }>)['200'];
      const example = ok?.content?.['application/json']?.example;
      return example === undefined ? [] : [{ id: op.operationId as string, path, method, example }];
    });
    const main = ['health', 'categoryGetByStatus', 'branchGetActiveBranches', 'branchSearchBranches', 'branchGetByUrl'];
    main.push(
      'serviceGetByBranch',
      'branchMonthlyAvailability',
      'branchTodaysAvailability',
      'branchEmployeeGetByBranch',
    );
    main.push('subscriptionTypeGetByStatus', 'authLogin', 'usersGetById', 'businessGetByBranch', 'paymentInitiate');
    main.push('appointmentInsert', 'branchFind', 'searchSuggest');
    expect(examples.map((e) => e.id)).toEqual(expect.arrayContaining(main));
    // Paths with a {parameter} are checked with a sample value in its place.
    const problems = examples.map((e) =>
      contract.check(e.method, e.path.replace(/\{[^}]+\}/g, 'sample'), 200, e.example),
    );
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('gives every request body an example', async () => {
    const missing = operationsOf(await document()).flatMap(({ path, method, op }) =>
      Object.entries((op.requestBody as { content?: Record<string, { example?: unknown }> })?.content ?? {})
        .filter(([, media]) => media.example === undefined)
        .map(([type]) => `${method} ${path} ${type}`),
    );
    expect(missing).toEqual([]);
  });
});
