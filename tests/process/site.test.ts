/**
 * The site stays fresh, through one builder and its one build from nothing (an Astro build is the costliest thing
 * here, so the tests share it): built when missing, a full build swapped in with old builds pruned, a failed build
 * keeping the previous one serving; between full builds, one salon's change goes live without a full build: a changed
 * service price is on the branch's page, a new branch gets its page (and a place in the sitemap), a deactivated one
 * answers 404 and leaves the sitemap, and a failed partial render leaves the previous pages serving. A live update
 * moves each new file in by a rename: a reader of the old page reads it whole. The tests run in order: the live
 * updates start from the builds of the first ones.
 */
import { createServer } from 'node:http';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, businesses, services } from '../../server/db/schema.ts';
import { contentVersion } from '../../server/queries/content.ts';
import { touchBranches } from '../../server/queries/site-index.ts';
import { buildSite } from '../../server/site/astro-process.ts';
import { SiteBuilder } from '../../server/site/builder.ts';
import { planPartial, type IndexEntry } from '../../server/site/live.ts';
import { goesLive, sitemapBucket, sitemapFile } from '../../src/lib/site-paths.ts';
import { serveSite } from '../../server/site/static.ts';
import { freePort } from '../../scripts/lib/server-process.ts';
import { writesBehindTheApi } from '../support/behind-the-api.ts';
import { demoApi } from './fixtures/demo-api.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'salon-site-'));
let api: Awaited<ReturnType<typeof demoApi>>;
let builder: SiteBuilder;
let apiUrl = '';
const logs: string[] = [];
/** What the builder told /metrics: each build's and live update's time. */
const observed: { kind: 'build' | 'live'; seconds: number }[] = [];
/**
 * The builder reaches the API through this front door, which passes every request on until a test arms it: then it
 * cuts the next answer off part-way, as a kept-alive connection the API closed while idle is when reused.
 */
const frontDoor = { cutNext: false, cut: false, asked: [] as string[] };
const front = createServer((req, res) => {
  frontDoor.asked.push(req.url!);
  if (frontDoor.cutNext) {
    frontDoor.cutNext = false;
    frontDoor.cut = true;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100000' });
    res.write('{"data":[');
    res.destroy();
    return;
  }
  fetch(`${new URL(apiUrl).origin}${req.url}`)
    .then(async (answer) => {
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    })
    .catch(() => {
      res.statusCode = 502;
      res.end();
    });
});
// The tests write to the database behind the API's back, and tell it before each update.
const { catalogSignal, wrote } = writesBehindTheApi();
const site = new Hono();
site.get(
  '*',
  serveSite(() => builder.current()),
);

beforeAll(async () => {
  // The demo catalog in a database of its own (the tests rename a salon, change prices, branches and descriptions).
  api = await demoApi({
    seededAt: new Date('2026-11-22T10:00:00Z'),
    siteUrl: 'http://localhost:4321',
    uploadsDir: siteDir,
    catalogSignal,
  });
  apiUrl = `${api.origin}/api`;
  const frontPort = await freePort();
  await new Promise<void>((r) => front.listen(frontPort, '127.0.0.1', r));
  builder = new SiteBuilder({
    projectRoot: process.cwd(),
    siteDir,
    apiUrl: `http://127.0.0.1:${frontPort}/api`,
    siteUrl: 'http://localhost:4321',
    contentVersion: () => contentVersion(api.db),
    debounceMs: 50,
    log: (line) => logs.push(line),
    observe: (kind, seconds) => observed.push({ kind, seconds }),
  });
});

afterAll(async () => {
  builder?.stop();
  front.close();
  await api?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const firstBranchUrl = async () => {
  const res = await fetch(`${apiUrl}/Branch/GetTopActiveBranches`);
  return ((await res.json()) as { data: { branchUrl: string; branchId: string }[] }).data[0]!;
};

describe('full builds', () => {
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
    // A web server in front reads the build being served through data/site/current.
    expect(realpathSync(join(siteDir, 'current'))).toBe(realpathSync(first));
    // /metrics is told how long the build took.
    expect(observed).toEqual([{ kind: 'build', seconds: expect.any(Number) }]);
  });

  it('puts a burst of catalog changes live in one update, in the build being served', async () => {
    const before = builder.current()!;
    const { branchId, branchUrl } = await firstBranchUrl();
    const [row] = await api.db
      .execute<{ business_id: string }>(sql`select business_id from branches where id = ${branchId}`)
      .then((r) => r.rows);
    await api.db
      .update(businesses)
      .set({ businessName: 'Renamed Studio Deluxe' })
      .where(eq(businesses.id, row!.business_id));
    await api.db.execute(sql`update branches set updated_at = now() where id = ${branchId}`);
    wrote();
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
    expect(observed.filter((o) => o.kind === 'live')).toHaveLength(1);
    expect(realpathSync(join(siteDir, 'current'))).toBe(realpathSync(builder.current()!));
    const after = builder.current()!;
    expect(after).toBe(before);
    expect(readFileSync(join(after, 'branches', branchUrl, 'index.html'), 'utf8')).toContain('Renamed Studio Deluxe');
    // The scheduled check builds nothing for it: branches went live; only the site's source or the content (blogs)
    // or a day's age makes a full build.
    await builder.ensureFresh();
    expect(logs.filter((l) => l.startsWith('site: building')).length).toBe(builds);
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
      contentVersion: async () => null,
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
      contentVersion: async () => 'x',
      log: (line) => logs.push(line),
    });
    await broken.load();
    expect(broken.current()).toBe(before);
    await broken.build('test');
    expect(broken.current()).toBe(before);
    expect(logs.some((l) => l.includes('build failed'))).toBe(true);
  });
});

const fullBuilds = () => logs.filter((l) => l.startsWith('site: building')).length;
const page = async (path: string) => {
  const res = await site.request(path);
  return { status: res.status, text: await res.text() };
};
const goLive = async () => {
  wrote();
  builder.catalogChanged();
  await new Promise((r) => setTimeout(r, 100));
  await builder.idle();
};
/** The active branch at this place in URL order (each test changes branches of its own). */
const activeBranch = async (place: number) => {
  const [branch] = await api.db
    .select({ id: branches.id, url: branches.branchUrl })
    .from(branches)
    .where(eq(branches.status, true))
    .orderBy(branches.branchUrl)
    .offset(place)
    .limit(1);
  return branch!;
};
/** Changes what a branch's page says about it, straight in the database. */
const setAbout = async (branch: { id: string }, about: string) => {
  await api.db.update(branches).set({ about }).where(eq(branches.id, branch.id));
  await touchBranches(api.db, [branch.id]);
};
/** Another builder of the same site folder (none of the main builder's state). */
const sideBuilder = (options: { projectRoot: string; apiUrl: string }) =>
  new SiteBuilder({
    ...options,
    siteDir,
    siteUrl: 'http://localhost:4321',
    contentVersion: async () => 'x',
    log: (line) => logs.push(line),
  });

describe('live updates', () => {
  it('puts a changed price on its page without a full build; a reader of the old page reads it whole', async () => {
    const [service] = await api.db
      .select({ id: services.id, branchId: services.branchId, name: services.serviceName })
      .from(services)
      .where(eq(services.status, true))
      .limit(1);
    const [branch] = await api.db
      .select({ url: branches.branchUrl })
      .from(branches)
      .where(eq(branches.id, service!.branchId));
    const path = `/branches/${branch!.url}`;
    expect((await page(path)).text).not.toContain('₦98,765');
    const file = join(builder.current()!, 'branches', branch!.url, 'index.html');
    const reader = openSync(file, 'r');
    const builds = fullBuilds();
    frontDoor.asked = [];

    await api.db.update(services).set({ price: 98765 }).where(eq(services.id, service!.id));
    await touchBranches(api.db, [service!.branchId]);
    await goLive();

    expect(fullBuilds()).toBe(builds);
    // What it read grows with what changed, not with the catalog: never the whole index or every branch.
    expect(frontDoor.asked.some((u) => u.includes('/Catalog/BranchIndex?ids='))).toBe(true);
    expect(frontDoor.asked.filter((u) => /\/Catalog\/(BranchIndex$|Branches)|GetActiveBranches/.test(u))).toEqual([]);
    // Rendered by the process of the full build, kept up: no new Astro build.
    expect(logs.at(-1)).toMatch(/branch\(es\) live in .*rendered by the renderer \(pid \d+\)/);
    expect((await page(path)).text).toContain('₦98,765');
    // Compressed again for the new bytes.
    const br = await site.request(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    // A reader that opened the page before the update still reads the old page, whole: the new one is a new file
    // renamed over it, never written through it.
    try {
      const old = readFileSync(reader, 'utf8');
      expect(old).toContain('</html>');
      expect(old).not.toContain('₦98,765');
    } finally {
      closeSync(reader);
    }
    // Every other page is still there.
    expect((await page('/faq')).status).toBe(200);
    expect((await page('/blogs')).status).toBe(200);
  });

  it("puts a service's new name on its search pages, and no listing that shows the branch as it did", async () => {
    const branch = await activeBranch(12);
    const [service] = await api.db
      .select({ id: services.id, name: services.serviceName })
      .from(services)
      .where(and(eq(services.branchId, branch.id), eq(services.status, true)))
      .limit(1);
    const offered = async (name: string) => {
      const res = await page(`/services/${encodeURIComponent(name)}`);
      return res.status === 404 ? 0 : Number(/(\d+) salons offer/.exec(res.text)![1]);
    };
    const before = await offered(service!.name);
    const home = statSync(join(builder.current()!, 'index.html')).ino;
    const renamed = 'Zigzag Cornrows Deluxe';

    await api.db.update(services).set({ serviceName: renamed }).where(eq(services.id, service!.id));
    await touchBranches(api.db, [branch.id]);
    await goLive();

    // Its page, its sitemap file and the two names' search pages (each under two addresses): not the listings.
    expect(Number(/live in .*\((\d+) pages written/.exec(logs.at(-1)!)![1])).toBeLessThanOrEqual(6);
    expect(await offered(renamed)).toBe(1);
    expect((await page(`/services/${encodeURIComponent(renamed)}`)).text).toContain(`/branches/${branch.url}`);
    expect(await offered(service!.name)).toBe(before - 1);
    // Home shows the branch's card as it did: not written again.
    expect(statSync(join(builder.current()!, 'index.html')).ino).toBe(home);
  });

  it('gives a new branch a page and a place in the sitemap; a deactivated one answers 404 and leaves it', async () => {
    const [source] = await api.db.select().from(branches).where(eq(branches.status, true)).limit(1);
    const url = 'new-live-branch-yaba';
    await api.db.insert(branches).values({
      businessId: source!.businessId,
      branchUrl: url,
      location: 'Yaba',
      address: '1 Herbert Macaulay Way',
      city: 'Lagos',
      about: 'A branch opened today.',
    });
    const builds = fullBuilds();
    await goLive();
    expect(fullBuilds()).toBe(builds);
    const fresh = await page(`/branches/${url}`);
    expect(fresh.status).toBe(200);
    expect(fresh.text).toContain('1 Herbert Macaulay Way');
    const sitemap = `/${sitemapFile(sitemapBucket(url))}`;
    expect((await page('/sitemap.xml')).text).toContain(`${sitemap}<`);
    expect((await page(sitemap)).text).toContain(`/branches/${url}<`);

    await api.db
      .update(branches)
      .set({ status: false, updatedAt: sql`now()` })
      .where(eq(branches.branchUrl, url));
    await goLive();
    expect(fullBuilds()).toBe(builds);
    expect((await page(`/branches/${url}`)).status).toBe(404);
    expect((await page(sitemap)).text).not.toContain(`/branches/${url}<`);
    // Its file stays in the index while it holds another branch, and leaves it (an empty file is no sitemap) if not.
    const active = await api.db.select({ url: branches.branchUrl }).from(branches).where(eq(branches.status, true));
    const shared = active.some((b) => sitemapBucket(b.url) === sitemapBucket(url));
    expect((await page('/sitemap.xml')).text.includes(`${sitemap}<`)).toBe(shared);
    expect((await page('/')).status).toBe(200);
  });

  it('keeps the previous pages serving when a partial render fails', async () => {
    const before = builder.current()!;
    const branch = await activeBranch(0);
    const original = (await page(`/branches/${branch.url}`)).text;
    await setAbout(branch, 'Changed, but the render fails.');
    wrote();
    // The same site, but Astro cannot be found: the partial render fails.
    const broken = sideBuilder({ projectRoot: mkdtempSync(join(tmpdir(), 'salon-no-astro-')), apiUrl });
    await broken.load();
    expect(broken.current()).toBe(before);
    await broken.liveUpdate();
    expect(broken.current()).toBe(before);
    expect(logs.some((l) => l.includes('live update failed'))).toBe(true);
    expect(existsSync(join(before, 'branches', branch.url, 'index.html'))).toBe(true);
    expect((await page(`/branches/${branch.url}`)).text).toBe(original);
  });

  it('renders with a partial build when the renderer has stopped, and keeps that one for the next update', async () => {
    const pid = Number(/rendered by the renderer \(pid (\d+)\)/.exec(logs.findLast((l) => l.includes('(pid'))!)![1]);
    process.kill(pid);
    await new Promise((r) => setTimeout(r, 200));

    const change = async (place: number, about: string) => {
      const branch = await activeBranch(place);
      await setAbout(branch, about);
      await goLive();
      expect((await page(`/branches/${branch.url}`)).text).toContain(about);
    };
    await change(5, 'Reopened after the renderer stopped.');
    expect(logs.at(-1)).toMatch(/rendered by a partial build/);
    await change(6, 'And again, from the kept process.');
    const next = Number(/rendered by the renderer \(pid (\d+)\)/.exec(logs.at(-1)!)?.[1]);
    expect(next).toBeGreaterThan(0);
    expect(next).not.toBe(pid);
  });

  it('has the renderer write the same bytes as a partial build of the same job', async () => {
    const [branch] = await api.db.select().from(branches).where(eq(branches.status, true)).limit(1);
    const index = await (await fetch(`${apiUrl}/Catalog/BranchIndex`)).json();
    const entries = new Map((index.data as IndexEntry[]).map((e) => [e.branchId, e]));
    const change = { branchId: branch!.id, branchUrl: branch!.branchUrl, active: true, updatedAt: '' };
    const job = planPartial([change], entries, entries);
    const work = mkdtempSync(join(tmpdir(), 'salon-same-'));
    const jobFile = join(work, 'job.json');
    writeFileSync(jobFile, JSON.stringify(job));
    const site = { projectRoot: process.cwd(), apiUrl, siteUrl: 'http://localhost:4321' };
    const built = await buildSite(site, join(work, 'build'), (l) => logs.push(l), { SITE_PARTIAL: jobFile });
    try {
      expect(built).not.toBeNull();
      const pages = await built!.renderer.render(job, join(work, 'resident'));
      const live = (dir: string) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.html') || f.endsWith('.xml'))
          .filter((f) => goesLive(f, job.keys))
          .sort();
      const byBuild = live(join(work, 'build'));
      expect(byBuild).toContain(`branches/${branch!.branchUrl}/index.html`);
      expect(byBuild).toContain(sitemapFile(sitemapBucket(branch!.branchUrl)));
      expect(live(join(work, 'resident'))).toEqual(byBuild);
      expect(pages).toBe(byBuild.length);
      for (const f of byBuild) {
        expect(readFileSync(join(work, 'resident', f), 'utf8'), f).toBe(readFileSync(join(work, 'build', f), 'utf8'));
      }
    } finally {
      built?.renderer.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('asks the API again when a connection is cut mid-answer, instead of failing the update', async () => {
    // The update's first request (the builder asking which branches changed) is cut off part-way.
    const branch = await activeBranch(9);
    await setAbout(branch, 'Live despite a cut.');
    wrote();
    const failures = logs.filter((l) => l.includes('live update failed')).length;
    frontDoor.cutNext = true;
    await builder.liveUpdate();
    expect(frontDoor.cut).toBe(true);
    expect(logs.filter((l) => l.includes('live update failed'))).toHaveLength(failures);
    expect(readFileSync(join(builder.current()!, 'branches', branch.url, 'index.html'), 'utf8')).toContain(
      'Live despite a cut.',
    );
  });
});
