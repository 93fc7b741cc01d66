/**
 * Bad input never crashes: every endpoint the API describes in its OpenAPI document is called with malformed ids,
 * hostile query values and broken bodies, and must answer a clear 4xx envelope (or a normal answer), never a 500.
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api.ts';
import { buildCatalog } from '../support/catalog-fixture.ts';

const api = useTestApi(buildCatalog);

const hostile = [
  '123',
  'not-a-uuid',
  "' OR 1=1 --",
  '%00',
  '%E2%82%A6%F0%9F%92%87',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '%25%25%25',
  '00000000-0000-0000-0000-00000000000G',
  '-1',
  '1e309',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' }[];
}

async function operations(): Promise<Operation[]> {
  const doc = (await api.get('/api/openapi.json')).body;
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) ops.push({ method, path, parameters: op.parameters ?? [] });
  }
  return ops;
}

function fill(op: Operation, value: (name: string) => string): string {
  let path = op.path.replace(/\{(\w+)\}/g, (_, name) => value(name));
  const query = op.parameters.filter((p) => p.in === 'query').map((p) => `${p.name}=${value(p.name)}`);
  if (query.length) path += `?${query.join('&')}`;
  return path;
}

function expectHandled(res: { status: number; body: any }, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body, what).toMatchObject({ status: 'Error' });
    expect(typeof res.body.message, what).toBe('string');
    expect(res.body.message.length, what).toBeGreaterThan(3);
  }
}

describe('bad input on every endpoint', () => {
  it('the OpenAPI document lists every catalog endpoint', async () => {
    const paths = (await operations()).map((o) => o.path);
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  it('hostile values in every path and query parameter answer 4xx or 200, never 500', async () => {
    for (const op of await operations()) {
      for (const value of hostile) {
        const url = fill(op, () => value);
        expectHandled(await api.request(url, { method: op.method.toUpperCase() }), `${op.method} ${url.slice(0, 120)}`);
      }
      // Repeated query parameters (arrays where one value is expected).
      const repeated = fill(op, (n) => `a&${n}=b`);
      expectHandled(await api.request(repeated), repeated);
    }
  });

  it('malformed ids answer 400 naming the field', async () => {
    for (const url of [
      '/api/Branch/GetById/123',
      '/api/Service/GetByBranch?BranchId=123',
      '/api/BranchEmployee/GetByBranch?BranchId=abc',
      '/api/BranchAvailability/GetByBranch?BranchId=',
      '/api/BranchAvailability/GetByBranch',
    ]) {
      const res = await api.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/BranchId|id/);
    }
  });

  it('out-of-range and malformed queries answer 400', async () => {
    expect((await api.get('/api/Catalog/Branches?limit=0')).status).toBe(400);
    expect((await api.get('/api/Catalog/Branches?limit=abc')).body.message).toMatch(/limit/);
    expect((await api.get('/api/Category/GetByStatus?Status=maybe')).body.message).toMatch(/Status/);
    expect((await api.get(`/api/Branch/SearchBranches?BusinessName=${'a'.repeat(81)}`)).body.message).toMatch(
      /BusinessName/,
    );
  });

  it('bodies, wrong methods and unknown calls answer 404 or 405 envelopes, never 500', async () => {
    for (const op of await operations()) {
      const url = fill(op, () => '123');
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        for (const body of ['{"broken": ', 'null', '[]', '\u0000\u0001', JSON.stringify({ a: 'x'.repeat(100_000) })]) {
          expectHandled(
            await api.request(url, { method, body, headers: { 'Content-Type': 'application/json' } }),
            `${method} ${url}`,
          );
        }
      }
    }
    const unknown = await api.get('/api/Nope/Nothing');
    expect(unknown).toEqual({ status: 404, body: { status: 'Error', message: 'No such API call.' } });
  });
});

describe('the API describes itself', () => {
  it('serves OpenAPI 3.1 with every call of the spec', async () => {
    const doc = (await api.get('/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/Branch/GetTopActiveBranches',
      '/api/Branch/GetActiveBranches',
      '/api/Branch/GetByURL/{url}',
      '/api/Branch/GetById/{id}',
      '/api/Branch/Locations',
      '/api/Branch/SearchBranches',
      '/api/BranchAvailability/GetByBranch',
      '/api/Category/GetByStatus',
      '/api/Category/Get',
      '/api/Service/Search',
      '/api/Service/GetByBranch',
      '/api/Testimonial/GetHomePage',
      '/api/FAQ/GetBySubject',
      '/api/BranchEmployee/GetByBranch',
      '/api/Blog/Get',
      '/api/Blog/GetByURL',
      '/api/BusinessType/Get',
      '/api/SubscriptionType/GetByStatus',
      '/api/SubscriptionData/Get',
      '/api/Catalog/Branches',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(doc.components.schemas.BranchDetail)).toContain('"branchServices"');
  });

  it('serves a browsable reference without any third-party script', async () => {
    const res = await api.app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await api.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});
