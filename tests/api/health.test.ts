/** GET /api/health: what a load balancer reads; in the OpenAPI document, never rate-limited, not in the request log. */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { sandboxGateway } from '../../server/payments/gateway.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { capturedLog } from '../support/log.ts';

const api = useTestApi(async () => {});
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** The app as main.ts builds it: with a request log, and a site that is or is not built yet. */
const appWith = (site?: () => string | null, log = capturedLog().log) =>
  createApp(
    {
      db: api.db,
      now: () => new Date(),
      jwtSecret: TEST_SECRET,
      mailer: createMailer(api.db),
      gateway: sandboxGateway(api.db),
      siteUrl: 'http://localhost:4321',
      uploadsDir: tmpdir(),
    },
    { log, site },
  );

describe('GET /api/health', () => {
  it('answers 200 with the database up, the site state and the version', async () => {
    const res = await api.get('/api/health');
    expect(res).toEqual({ status: 200, body: { status: 'Success', data: { db: 'up', site: 'off', version } } });
  });

  it('reports the site as building until the first build is served, then built', async () => {
    let dir: string | null = null;
    const app = appWith(() => dir);
    expect((await (await app.request('/api/health')).json()).data.site).toBe('building');
    dir = '/srv/site/builds/1';
    expect((await (await app.request('/api/health')).json()).data.site).toBe('built');
  });

  it('is left out of the request log, unlike other calls', async () => {
    const { lines, log } = capturedLog();
    const app = appWith(undefined, log);
    for (let i = 0; i < 5; i++) expect((await app.request('/api/health')).status).toBe(200);
    await app.request('/api/Category/GetByStatus');
    expect(lines.filter((l) => l.includes('/api/health'))).toEqual([]);
    const logged = lines.map((l) => JSON.parse(l) as { method: string; path: string; status: number });
    expect(logged.filter((l) => l.path === '/api/Category/GetByStatus')).toMatchObject([
      { method: 'GET', status: 200 },
    ]);
  });

  it('is never rate-limited: a monitor polling it fast always gets an answer', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => api.get('/api/health')));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
  });

  it('is in the OpenAPI document, public, with its 503', async () => {
    const doc = (await api.get('/api/openapi.json')).body;
    const op = doc.paths['/api/health'].get;
    expect(op.operationId).toBe('health');
    expect(op.security).toEqual([]);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '503']);
    expect(doc.components.schemas.Health.properties.site.enum).toEqual(['built', 'building', 'off']);
  });
});
