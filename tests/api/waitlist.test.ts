/**
 * Joining and leaving the waitlist through the API (issue 31): a customer waits for a branch's day; bad input (a past
 * day, one beyond the horizon, a service or employee of another branch, a sixth entry, a duplicate) is refused in
 * words and changes nothing; entries list with their outcome, end when their day ends, and are left once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { fixtureCaller, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

let clock = new Date('2026-11-22T10:00:00Z'); // Sunday, 11:00 in Lagos
const api = useTestApi(buildCatalog, () => clock);
const call = fixtureCaller(api, () => clock);
const join = (who: 'A' | 'B' | 'X', body: object) =>
  call(who, '/api/Waitlist', { method: 'POST', body: JSON.stringify(body) });
const entry = (date: string, extra: object = {}) => ({
  branchId: ids.lekki,
  date,
  window: 'MORNING',
  serviceIds: [ids.cut],
  ...extra,
});
const count = async () => (await api.db.select().from(t.waitlistEntries)).length;

describe('the waitlist', () => {
  it('a customer joins, sees the entry, and leaves it once', async () => {
    const joined = await join('A', entry('2026-11-23', { branchEmployeeId: ids.emp1 }));
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe('You are on the waitlist. We will tell you when a time opens.');
    const mine = await call('A', '/api/Waitlist/Mine');
    expect(mine.body.data[0]).toMatchObject({
      waitlistId: joined.body.data,
      branchId: ids.lekki,
      businessName: 'Kinks & Coils Studio',
      date: '2026-11-23',
      window: 'MORNING',
      serviceIds: [ids.cut],
      branchEmployeeId: ids.emp1,
      status: 'WAITING',
    });
    // Someone else's entry is not theirs to leave.
    expect((await call('B', `/api/Waitlist/${joined.body.data}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('A', `/api/Waitlist/${joined.body.data}`, { method: 'DELETE' })).status).toBe(200);
    const again = await call('A', `/api/Waitlist/${joined.body.data}`, { method: 'DELETE' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This waitlist entry has already ended.' } });
    expect((await call('A', '/api/Waitlist/Mine')).body.data[0].status).toBe('LEFT');
  });

  it.each([
    [entry('2026-11-21'), /This day has passed/],
    [entry('2027-01-22'), /60 days ahead/],
    [entry('2026-11-23', { serviceIds: [ids.ibadanBraids] }), /not offered by this salon/],
    [entry('2026-11-23', { branchEmployeeId: '70000000-0000-4000-8000-0000000000ff' }), /does not work at this salon/],
    [entry('2026-11-23', { window: 'NIGHT' }), /window must be MORNING, AFTERNOON, EVENING or ANY/],
    [entry('23/11/2026'), /Please choose a day, like 2026-12-05/],
  ])('refuses bad input in words and records nothing: %j', async (body, message) => {
    const before = await count();
    const res = await join('B', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('a duplicate and a sixth entry are refused; only customers wait; an unknown branch is not found', async () => {
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
      expect((await join('B', entry(day))).status).toBe(200);
    expect((await join('B', entry('2026-11-24'))).body.message).toMatch(/already on the waitlist/);
    expect((await join('B', entry('2026-11-30'))).body.message).toMatch(/5 days at a time/);
    expect((await join('X', entry('2026-11-30'))).status).toBe(403);
    expect((await join('A', entry('2026-11-30', { branchId: '50000000-0000-4000-8000-0000000000ff' }))).status).toBe(
      404,
    );
    // When a day ends where the branch is, its entry ends, and a place is free again.
    clock = new Date('2026-11-24T23:00:00Z'); // midnight in Lagos
    const mine = (await call('B', '/api/Waitlist/Mine')).body.data as { date: string; status: string }[];
    expect(mine.find((e) => e.date === '2026-11-24')!.status).toBe('EXPIRED');
    expect(mine.find((e) => e.date === '2026-11-25')!.status).toBe('WAITING');
    expect((await join('B', entry('2026-11-30'))).status).toBe(200);
    const [row] = await api.db.select().from(t.waitlistEntries).where(eq(t.waitlistEntries.day, '2026-11-24'));
    expect(row!.endedAt).toEqual(clock);
  });
});
