/**
 * The server as a person runs it: `npm start` on an empty data folder seeds the demo catalog and answers; data
 * survives a clean restart and a kill -9; SIGTERM shuts down cleanly, finishing the requests in flight.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/seed.ts';

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
    // Every line the server writes is one JSON object (server/lib/log.ts), so a collector reads the log as it is.
    const lines = server.output().trim().split('\n');
    const parsed = lines.map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return l;
      }
    });
    expect(parsed.filter((l) => typeof l === 'string')).toEqual([]);
    expect(parsed).toContainEqual(
      expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^listening on/) }),
    );
    // One line per request, without query strings, with the request's id.
    const line = (parsed as Record<string, unknown>[]).find((l) => l.path === '/api/Category/GetByStatus');
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', status: 200 });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(line!.requestId).toMatch(/^[0-9a-f-]{36}$/);
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

describe('graceful stop', () => {
  /** A login whose body arrives in two parts, so that it is in flight for as long as the test wants. */
  function slowLogin(url: string) {
    const body = new URLSearchParams({
      Username: DEMO_ACCOUNTS.customer.email,
      Password: DEMO_ACCOUNTS.customer.password,
    }).toString();
    const req = request(`${url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      req.on('error', reject);
    });
    answer.catch(() => {});
    req.write(body.slice(0, 10));
    return { finish: () => req.end(body.slice(10)), answer };
  }

  it('SIGTERM stops accepting, finishes the requests in flight, cuts off what outlasts 10 s, and exits 0', async () => {
    const s = await startServer(env);
    const finishing = slowLogin(s.url);
    const stuck = slowLogin(s.url);
    // Both are in flight once the server has their headers; a health check after them proves it got that far.
    expect((await getJson(s, '/api/health')).status).toBe(200);
    const signalled = performance.now();
    s.child.kill('SIGTERM');
    await vi.waitFor(() => expect(s.output()).toMatch(/SIGTERM: stopping; no new connections, finishing 2 request/));
    // New connections are refused at once.
    await expect(fetch(`${s.url}/api/health`)).rejects.toThrow();
    finishing.finish();
    const answer = await finishing.answer;
    expect(answer.status).toBe(200);
    expect(answer.body.token).toEqual(expect.any(String));
    // The other never completes its body: after the grace period it is cut off and the process still exits 0.
    await expect(stuck.answer).rejects.toThrow();
    expect(await s.exited).toEqual({ code: 0, signal: null });
    const seconds = (performance.now() - signalled) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(9);
    expect(s.output()).toContain('1 request(s) did not finish in time and were cut off');
    expect(s.output()).toContain('stopped');
  });

  it('a server started by a benchmark stops when the benchmark is killed', async () => {
    const parent = spawn(process.execPath, ['tests/process/fixtures/server-parent.ts', JSON.stringify(env)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    parent.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const pid = await vi.waitFor(
      () => {
        const found = /server pid (\d+)/.exec(out);
        if (!found) throw new Error(`no server yet: ${out}`);
        return Number(found[1]);
      },
      { timeout: 150_000, interval: 100 },
    );
    parent.kill('SIGKILL');
    // Gone, or a zombie not yet reaped by whatever adopted it (PID 1 in a container may never reap).
    const alive = () => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    try {
      await vi.waitFor(() => expect(alive()).toBe(false), { timeout: 30_000, interval: 100 });
    } finally {
      if (alive()) process.kill(pid, 'SIGKILL');
    }
    // It stopped as on SIGTERM, letting the database go: a new server opens it.
    const next = await startServer(env);
    expect((await getJson(next, '/api/health')).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
  });
});
