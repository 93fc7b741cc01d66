/**
 * Replicas starting at the same instant on one fresh PostgreSQL database: migrations and the first seed run under an
 * advisory lock, so all three start (none crashes inside the migrations) and the demo catalog is seeded once.
 * Runs when TEST_DATABASE_URL points at a PostgreSQL server; the database is created for the test and dropped after.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { DEMO_BRANCHES } from '../../server/seed/seed.ts';
import { call } from '../support/booking-client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `salon_start_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const servers: RunningServer[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  if (adminUrl) await admin(`drop database if exists ${name} with (force)`);
});

it.runIf(adminUrl)(
  'three processes started together on a fresh database all start; the catalog is seeded once',
  async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), SITE_BUILD: 'off', LOG_REQUESTS: 'off' };
    servers.push(...(await Promise.all([startServer(env), startServer(env), startServer(env)])));

    const outputs = servers.map((s) => s.output());
    expect(outputs.filter((o) => o.includes('seeding the demo catalog'))).toHaveLength(1);
    // They really started together: at least one waited for the lock.
    expect(outputs.filter((o) => o.includes('another process is migrating')).length).toBeGreaterThanOrEqual(1);
    for (const s of servers) {
      const health = await call(s.url, '/api/health');
      expect(health).toMatchObject({ status: 200, body: { data: { db: 'up' } } });
    }
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query<{ branches: number }>('select count(*)::int as branches from branches');
    await check.end();
    expect(rows[0]!.branches).toBe(DEMO_BRANCHES);
    const branches = await call(servers[2]!.url, '/api/Branch/GetActiveBranches');
    expect(branches.body.data).toHaveLength(DEMO_BRANCHES);
  },
);
