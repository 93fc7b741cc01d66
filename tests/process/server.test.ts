/**
 * The server as a person runs it: `npm start` on an empty data folder seeds the demo catalog and answers; data
 * survives a clean restart and a kill -9; SIGTERM shuts down cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'salon-data-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'off' };
let server: RunningServer | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const getJson = async (s: RunningServer, path: string) => {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, body: (await res.json()) as any };
};

describe('npm start on a fresh machine', () => {
  let branchIds: string[] = [];

  it('migrates, seeds the demo catalog and serves it', async () => {
    server = await startServer(env);
    expect(server.output()).toContain('seeding the demo catalog');
    const branches = await getJson(server, '/api/Branch/GetActiveBranches');
    expect(branches.status).toBe(200);
    expect(branches.body.data.length).toBeGreaterThanOrEqual(40);
    branchIds = branches.body.data.map((b: any) => b.branchId);
    const categories = await getJson(server, '/api/Category/GetByStatus');
    expect(categories.body.data.length).toBeGreaterThanOrEqual(10);
    const detail = await getJson(server, `/api/Branch/GetByURL/${branches.body.data[0].branchUrl}`);
    expect(detail.body.data.branchServices.length).toBeGreaterThan(0);
    expect(detail.body.data.branchTimings).toHaveLength(7);
    // One log line per request, without query strings.
    expect(server.output()).toMatch(/GET \/api\/Category\/GetByStatus 200 [\d.]+ms/);
  });

  it('refuses a second server on the same embedded database, with a message', async () => {
    await expect(startServer(env, 60_000)).rejects.toThrow(/Another server \(pid \d+\) is using the database/);
    expect((await getJson(server!, '/api/health')).status).toBe(200);
  });

  it('shuts down cleanly on SIGTERM and keeps everything across the restart', async () => {
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toEqual({ code: 0, signal: null });
    server = await startServer(env);
    expect(server.output()).not.toContain('seeding');
    const branches = await getJson(server, '/api/Branch/GetActiveBranches');
    expect(branches.body.data.map((b: any) => b.branchId)).toEqual(branchIds);
  });

  it('survives kill -9 right after answering, and shuts down on SIGINT', async () => {
    expect((await getJson(server!, '/api/health')).status).toBe(200);
    server!.child.kill('SIGKILL');
    await server!.exited;
    server = await startServer(env);
    expect(server.output()).not.toContain('seeding');
    const branches = await getJson(server, '/api/Branch/GetActiveBranches');
    expect(branches.body.data.map((b: any) => b.branchId)).toEqual(branchIds);
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    server = undefined;
  });
});
