import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newsletterSubscribers } from '../../server/db/schema.ts';
import { useTestApi } from '../support/api.ts';

const api = useTestApi(async () => {});
const subscribe = (body: string) =>
  api.request('/api/Newsletter/Subscribe', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

it('subscribes an e-mail once, whatever its case', async () => {
  expect(await subscribe(JSON.stringify({ email: 'Ada@Example.com' }))).toEqual({
    status: 200,
    body: { status: 'Success', message: 'Thank you for subscribing.', data: null },
  });
  expect((await subscribe(JSON.stringify({ email: 'ada@example.com' }))).status).toBe(200);
  const rows = await api.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = 'ada@example.com'`);
  expect(rows).toHaveLength(1);
});

it('refuses a bad address or body with a message', async () => {
  expect((await subscribe(JSON.stringify({ email: 'not-an-email' }))).body.message).toBe(
    'Invalid input: email must be a valid e-mail address.',
  );
  expect((await subscribe('{')).status).toBe(400);
  expect((await subscribe('{}')).body.message).toMatch(/email/);
});

it('rate-limits a flood: 429 with Retry-After, and nothing more is stored', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++)
    statuses.push((await subscribe(JSON.stringify({ email: `flood${i}@example.com` }))).status);
  expect(statuses).toContain(429);
  const res = await api.app.request('/api/Newsletter/Subscribe', {
    method: 'POST',
    body: JSON.stringify({ email: 'late@example.com' }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const { rows } = await api.db.execute(
    sql`select count(*)::int as n from newsletter_subscribers where email like 'late%'`,
  );
  expect(Number((rows[0] as any).n)).toBe(0);
});
