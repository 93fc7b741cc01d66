/**
 * A write the database ended so that another could finish (40P01 deadlock, 40001 serialization failure) is run again
 * a few times, and what is still ended answers 503 with Retry-After and a message, never a 500.
 */
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { isTransient, retryTransient } from '../../server/db/retry.ts';
import { MET_ANOTHER, toErrorResponse } from '../../server/http/envelope.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

it('tells the errors a run again can cure from the others, also wrapped by the driver', () => {
  expect(isTransient(pgError('40P01', 'deadlock detected'))).toBe(true);
  expect(isTransient(pgError('40001', 'could not serialize access'))).toBe(true);
  expect(isTransient(new Error('Failed query: update …', { cause: pgError('40P01') }))).toBe(true);
  for (const code of ['23P01', '23505', '57P01', '42601']) expect(isTransient(pgError(code))).toBe(false);
  expect(isTransient(new Error('no code'))).toBe(false);
});

it('runs again while the database ends the transaction as transient, three times at most, nothing else', async () => {
  let runs = 0;
  await expect(
    retryTransient(async () => {
      runs++;
      if (runs < 3) throw pgError('40P01');
      return 'made';
    }),
  ).resolves.toBe('made');
  expect(runs).toBe(3);

  runs = 0;
  const always = retryTransient(async () => {
    runs++;
    throw pgError('40001');
  });
  await expect(always).rejects.toMatchObject({ code: '40001' });
  expect(runs).toBe(3);

  runs = 0;
  await expect(
    retryTransient(async () => {
      runs++;
      throw pgError('23P01');
    }),
  ).rejects.toMatchObject({ code: '23P01' });
  expect(runs).toBe(1);
});

it('answers a write still ended by the database with 503, Retry-After and a message, not a 500', async () => {
  const app = new Hono();
  app.onError(toErrorResponse);
  app.post('/api/Appointment/Insert', () => {
    throw new Error('Failed query: insert …', { cause: pgError('40P01', 'deadlock detected') });
  });
  const res = await app.request('/api/Appointment/Insert', { method: 'POST' });
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe('1');
  expect(await res.json()).toEqual({ status: 'Error', message: MET_ANOTHER });
});
