/**
 * A database out of reach answers 503 with the spec'd message (never a 500), health says so, and faults of ours stay
 * 500s. The app here runs on a pool whose server refuses every connection.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { isDatabaseUnavailable } from '../../server/db/unavailable.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { sandboxGateway } from '../../server/payments/gateway.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which errors mean the database is briefly out of reach', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET')],
    ['an unreachable host', pgError('EHOSTUNREACH')],
    ['an administrator shutdown (a restart)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection exception class 08', pgError('08006', 'connection failure')],
    ['too many connections', pgError('53300')],
    ['a statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['"localhost" refused on both addresses', new AggregateError([pgError('ECONNREFUSED')])],
    ['a driver error wrapping one', new Error('Failed query: select 1', { cause: pgError('57P01') })],
  ])('%s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a unique violation', pgError('23505')],
    ['an exclusion violation (a double booking)', pgError('23P01')],
    ['a syntax error (our bug)', pgError('42601')],
    ['a wrong password (configuration)', pgError('28P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('not %s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});

describe('an API whose database refuses connections', () => {
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
  afterAll(() => pool.end());
  const db = drizzle(pool, { schema }) as Db;
  const app = createApp({
    db,
    now: () => new Date(),
    jwtSecret: randomBytes(32),
    mailer: createMailer(db),
    gateway: sandboxGateway(db),
    siteUrl: 'http://localhost:4321',
    uploadsDir: tmpdir(),
  });

  it('answers reads and writes 503 "briefly unavailable" with Retry-After, never 500', async () => {
    for (const [path, init] of [
      ['/api/Category/GetByStatus', undefined],
      ['/api/Branch/GetActiveBranches', undefined],
      ['/api/Auth/login', { method: 'POST', body: new URLSearchParams({ Username: 'a@b.ng', Password: 'x' }) }],
    ] as const) {
      const res = await app.request(path, init);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('2');
      expect(await res.json()).toEqual({
        status: 'Error',
        message: 'The service is briefly unavailable. Please try again.',
      });
    }
  });

  it('answers health 503 with the reason and the rest of its report', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'Error',
      message: 'The database is not answering.',
      data: { db: 'down', site: 'off', version: expect.any(String) },
    });
  });
});
