/**
 * The site stays fresh: built when missing, rebuilt (debounced) after a catalog change, served from a new folder
 * swapped in at once, with old builds pruned; a failed build keeps the previous one serving.
 */
import { mkdtempSync, readFileSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { businesses } from '../../server/db/schema.ts';
import { catalogVersion } from '../../server/queries/content.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { SiteBuilder } from '../../server/site/builder.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { sandboxGateway } from '../../server/payments/gateway.ts';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../scripts/lib/server-process.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'salon-site-'));
let database: Database;
let server: ReturnType<typeof serve>;
let builder: SiteBuilder;
let apiUrl = '';
const logs: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedDemo(database.db, { now: new Date('2026-11-22T10:00:00Z') });
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}/api`;
  const deps = {
    db: database.db,
    now: () => new Date(),
    jwtSecret: randomBytes(32),
    mailer: createMailer(database.db),
    gateway: sandboxGateway(database.db),
    siteUrl: 'http://localhost:4321',
    uploadsDir: siteDir,
  };
  server = serve({ fetch: createApp(deps).fetch, port, hostname: '127.0.0.1' });
  builder = new SiteBuilder({
    projectRoot: process.cwd(),
    siteDir,
    apiUrl,
    siteUrl: 'http://localhost:4321',
    catalogVersion: async () => (await catalogVersion(database.db)).lastModified,
    debounceMs: 200,
    log: (line) => logs.push(line),
  });
});

afterAll(async () => {
  builder?.stop();
  server?.close();
  await database?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const firstBranchUrl = async () => {
  const res = await fetch(`${apiUrl}/Branch/GetTopActiveBranches`);
  return ((await res.json()) as { data: { branchUrl: string; branchId: string }[] }).data[0]!;
};

it('builds when there is no build, and not again while nothing changed', async () => {
  expect(builder.current()).toBeNull();
  await builder.ensureFresh();
  const first = builder.current()!;
  expect(existsSync(join(first, 'index.html'))).toBe(true);
  const { branchUrl } = await firstBranchUrl();
  expect(existsSync(join(first, 'branches', branchUrl, 'index.html'))).toBe(true);
  await builder.ensureFresh();
  expect(builder.current()).toBe(first);
  expect(logs.filter((l) => l.startsWith('site: building'))).toHaveLength(1);
});

it('rebuilds once after a burst of catalog changes, swaps the folder, and prunes old builds', async () => {
  const before = builder.current()!;
  const { branchId, branchUrl } = await firstBranchUrl();
  const [row] = await database.db
    .execute<{ business_id: string }>(sql`select business_id from branches where id = ${branchId}`)
    .then((r) => r.rows);
  await database.db
    .update(businesses)
    .set({ businessName: 'Renamed Studio Deluxe' })
    .where(eq(businesses.id, row!.business_id));
  await database.db.execute(sql`update branches set updated_at = now() where id = ${branchId}`);
  const builds = logs.filter((l) => l.startsWith('site: building')).length;
  builder.catalogChanged();
  builder.catalogChanged();
  builder.catalogChanged();
  await new Promise((r) => setTimeout(r, 400));
  await builder.idle();
  expect(logs.filter((l) => l.startsWith('site: building')).length).toBe(builds + 1);
  const after = builder.current()!;
  expect(after).not.toBe(before);
  expect(readFileSync(join(after, 'branches', branchUrl, 'index.html'), 'utf8')).toContain('Renamed Studio Deluxe');
  // The previous build stays (requests may still read it); nothing older.
  expect(readdirSync(join(siteDir, 'builds')).length).toBeLessThanOrEqual(2);
  // A restarted server finds the same build.
  const again = new SiteBuilder({
    projectRoot: process.cwd(),
    siteDir,
    apiUrl,
    siteUrl: 'x',
    catalogVersion: async () => null,
  });
  await again.load();
  expect(again.current()).toBe(after);
});

it('keeps serving the previous build when a build fails', async () => {
  const before = builder.current();
  const broken = new SiteBuilder({
    projectRoot: process.cwd(),
    siteDir,
    apiUrl: 'http://127.0.0.1:9/api',
    siteUrl: 'http://localhost:4321',
    catalogVersion: async () => 'x',
    log: (line) => logs.push(line),
  });
  await broken.load();
  expect(broken.current()).toBe(before);
  await broken.build('test');
  expect(broken.current()).toBe(before);
  expect(logs.some((l) => l.includes('build failed'))).toBe(true);
});
