/**
 * Runs the API in-process against a fresh database, and calls it like a client would. Every JSON answer is proved
 * against the OpenAPI document the app serves (tests/support/contract.ts); an answer that breaks it fails the test.
 */
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App } from '../../server/app.ts';
import type { Db } from '../../server/db/client.ts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '../../server/mail/mailer.ts';
import { sandboxGateway, type Gateway } from '../../server/payments/gateway.ts';
import type { AppDeps } from '../../server/http/deps.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { ids } from './catalog-fixture.ts';
import { Contract } from './contract.ts';
import { freshDatabase } from './test-db.ts';

export interface TestApi {
  db: Db;
  app: App;
  /** The app's own dependencies (its diary and catalog signals wired), for the background jobs a test runs. */
  deps: AppDeps;
  /** GET a path; returns status and parsed JSON body. */
  get(path: string): Promise<{ status: number; body: any }>;
  request(path: string, init?: RequestInit): Promise<{ status: number; body: any }>;
}

export const TEST_SECRET = randomBytes(32);
/** The secret the test gateway's webhooks carry (FLW_WEBHOOK_HASH). */
export const TEST_WEBHOOK_HASH = 'test-webhook-hash-7c1e';

/**
 * Call at the top of a test file: opens the database before the tests (and runs `setup`), closes it after. The
 * gateway is the sandbox unless `gateway` makes another from it.
 */
export function useTestApi(
  setup: (db: Db) => Promise<void>,
  now: () => Date = () => new Date(),
  options: { gateway?: (sandbox: Gateway) => Gateway; textsWebhookSecret?: string } = {},
): TestApi {
  const api = {} as TestApi;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await freshDatabase();
    close = database.close;
    await setup(database.db);
    const sandbox = sandboxGateway(database.db, TEST_WEBHOOK_HASH);
    let deps: AppDeps | undefined;
    const app = createApp(
      {
        db: database.db,
        now,
        jwtSecret: TEST_SECRET,
        mailer: createMailer(database.db),
        gateway: options.gateway?.(sandbox) ?? sandbox,
        textsWebhookSecret: options.textsWebhookSecret,
        siteUrl: 'http://localhost:4321',
        uploadsDir: mkdtempSync(join(tmpdir(), 'salon-uploads-')),
      },
      { withDeps: (d) => (deps = d) },
    );
    const contract = new Contract(await (await app.request('/api/openapi.json')).json());
    const request = async (path: string, init?: RequestInit) => {
      const res = await app.request(path, init);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text (HTML pages)
      }
      if (path.startsWith('/api/') && res.headers.get('Content-Type')?.includes('application/json')) {
        const broken = contract.check(init?.method ?? 'GET', path, res.status, body);
        if (broken) throw new Error(broken);
      }
      return { status: res.status, body: body as any };
    };
    Object.assign(api, { db: database.db, app, deps, request, get: (path: string) => request(path) });
  });
  afterAll(() => close());
  return api;
}

/** The catalog fixture's people: customers A and B, X the Lekki salon's owner, Y the Ibadan salon's owner. */
export type FixtureActor = 'A' | 'B' | 'X' | 'Y';

/** A bearer token of one of them, signed at `now`. */
export const fixtureToken = (who: FixtureActor, now: Date) =>
  signToken(
    TEST_SECRET,
    who === 'X'
      ? { userId: ids.owner, role: 'Business', branchId: ids.lekki }
      : who === 'Y'
        ? { userId: ids.ibadanOwner, role: 'Business', branchId: ids.ibadan }
        : { userId: who === 'A' ? ids.customerA : ids.customerB, role: 'Customer' },
    now,
  );

/** Calls the API as one of the fixture's people (null: nobody), with a JSON body, at the test's clock. */
export const fixtureCaller =
  (api: TestApi, now: () => Date = () => new Date()) =>
  async (who: FixtureActor | null, path: string, init: RequestInit = {}) =>
    api.request(path, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...(who ? { Authorization: `Bearer ${await fixtureToken(who, now())}` } : {}),
      },
    });
