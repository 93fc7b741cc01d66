/**
 * The site stays fresh: built when missing, catalog changes live (debounced) without a full build, served from a new
 * folder swapped in at once, with old builds pruned; a failed build keeps the previous one serving.
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
import { SiteBuilder } from '../../server/site/builder.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { sandboxGateway } from '../../server/payments/gateway.ts';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../scripts/lib/server-process.ts';
import { writesBehindTheApi } from '../support/behind-the-api.ts';
import { demoDatabase } from './fixtures/shared.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'salon-site-'));
const dbDir = mkdtempSync(join(tmpdir(), 'salon-site-db-'));
let database: Database;
let server: ReturnType<typeof serve>;
let builder: SiteBuilder;
let apiUrl = '';
const logs: string[] = [];
// The tests write to the database behind the API's back, and tell it.
const { catalogSignal, wrote: otherProcessWrote } = writesBehindTheApi();

beforeAll(async () => {
  // The demo catalog in a database of its own (the tests rename a salon).
  await demoDatabase(dbDir, new Date('2026-11-22T10:00:00Z'));
  database = await openDatabase({ dataDir: dbDir });
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
    catalogSignal,
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
  rmSync(dbDir, { recursive: true, force: true });
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

it('puts a burst of catalog changes live in one update, in a new folder swapped in', async () => {
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
  otherProcessWrote();
  const builds = logs.filter((l) => l.startsWith('site: building')).length;
  const updates = () => logs.filter((l) => /branch\(es\) live in/.test(l)).length;
  const liveBefore = updates();
  builder.catalogChanged();
  builder.catalogChanged();
  builder.catalogChanged();
  await new Promise((r) => setTimeout(r, 400));
  await builder.idle();
  // The changed pages went live without a full build, in one update.
  expect(logs.filter((l) => l.startsWith('site: building')).length).toBe(builds);
  expect(updates()).toBe(liveBefore + 1);
  const after = builder.current()!;
  expect(after).not.toBe(before);
  expect(readFileSync(join(after, 'branches', branchUrl, 'index.html'), 'utf8')).toContain('Renamed Studio Deluxe');
});

it('swaps a full build (the schedule, or the site source changed) in, and prunes old builds', async () => {
  const after = builder.current()!;
  const { branchUrl } = await firstBranchUrl();
  const builds = logs.filter((l) => l.startsWith('site: building')).length;
  await builder.build('test');
  expect(logs.filter((l) => l.startsWith('site: building')).length).toBe(builds + 1);
  const rebuilt = builder.current()!;
  expect(rebuilt).not.toBe(after);
  expect(readFileSync(join(rebuilt, 'branches', branchUrl, 'index.html'), 'utf8')).toContain('Renamed Studio Deluxe');
  // The previous build stays (requests may still read it); nothing older, once the removal (done after the swap,
  // not holding up the next update) is over.
  await builder.idle();
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
  expect(again.current()).toBe(rebuilt);
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
