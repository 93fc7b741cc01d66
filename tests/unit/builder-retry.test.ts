/**
 * While no build is served, a failed full build (the API out of reach, or held by a backup at start) is tried again
 * soon, not at the next scheduled refresh minutes later; once a build is served, a failed one leaves it serving and
 * waits for the schedule. Here the API answers nowhere, so every build fails at its first read. A full build holds
 * whoever waits for the builder's full builds to be done (the daily backup) until it ends, failed or not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { SiteBuilder } from '../../server/site/builder.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A site folder of the test's own, removed after it. */
function siteFolder() {
  const siteDir = mkdtempSync(join(tmpdir(), 'salon-retry-'));
  folders.push(siteDir);
  return siteDir;
}

/** A builder of `siteDir` whose builds all fail, its state loaded, and the lines it logs. */
async function failingBuilder(siteDir: string) {
  const logs: string[] = [];
  const builder = new SiteBuilder({
    projectRoot: process.cwd(),
    siteDir,
    apiUrl: 'http://127.0.0.1:9/api',
    siteUrl: 'http://localhost:4321',
    contentVersion: async () => 'x',
    log: (line) => logs.push(line),
    retryFirstBuildMs: 20,
  });
  await builder.load();
  return { builder, logs };
}
const failures = (logs: string[]) => logs.filter((l) => l.includes('build failed')).length;

it('tries a failed first build again soon while no build is served, and stops when told', async () => {
  const { builder, logs } = await failingBuilder(siteFolder());
  await builder.build('test');
  await vi.waitFor(() => expect(failures(logs)).toBeGreaterThanOrEqual(3), { timeout: 20_000, interval: 10 });
  builder.stop();
  await builder.idle();
  expect(builder.current()).toBeNull();
});

it('leaves a served build serving after a failed one, with no early retry', async () => {
  const siteDir = siteFolder();
  const served = join(siteDir, 'builds', 'served');
  mkdirSync(served, { recursive: true });
  writeFileSync(join(served, 'index.html'), '<!doctype html><title>Served</title>');
  const state = { dir: served, catalog: 'x', source: 'y', builtAt: new Date().toISOString() };
  writeFileSync(join(siteDir, 'current.json'), JSON.stringify(state));
  const { builder, logs } = await failingBuilder(siteDir);
  await builder.build('test');
  // Well past the retry delay: nothing more was tried.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await builder.idle();
  expect(failures(logs)).toBe(1);
  expect(builder.current()).toBe(served);
  builder.stop();
});

it('holds those waiting for its full builds until the one running has ended', async () => {
  const { builder, logs } = await failingBuilder(siteFolder());
  await builder.fullBuildsDone(); // none running: at once
  void builder.build('test');
  let done = false;
  const waiting = builder.fullBuildsDone().then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(done).toBe(false);
  await waiting;
  expect(failures(logs)).toBeGreaterThanOrEqual(1);
  builder.stop();
  await builder.idle();
});
