/**
 * Fault test: two API processes on one PostgreSQL database (a cluster of the test's own, so restarting it disturbs no
 * other test) serve a random workload of bookings, cancellations, completions, reviews and profile edits from 20
 * customers and 2 salons. Midway one process is killed with SIGKILL and started again; later PostgreSQL restarts.
 * At the end every write answered 2xx is in the database as answered, no employee has two overlapping live
 * appointments, no request answered 500, and both processes report healthy. Prints its figures.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { createRandom, type Random } from '../../server/seed/random.ts';
import {
  attemptBooking,
  call,
  login,
  loadSalon,
  type Answer,
  type Salon,
  type Send,
  type Session,
} from '../support/booking-client.ts';
import { PgCluster, postgresBinaries } from '../support/pg-cluster.ts';

const bin = postgresBinaries();
if (!bin)
  console.warn('fault test skipped: no PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin');

const OPERATIONS = 2000;
const CONCURRENCY = 8;
const KILL_AT = 600;
const RESTART_POSTGRES_AT = 1300;
const OUTAGE_MS = 2000;
const PASSWORD = 'Fault@Test2026';
const SEED = Number(process.env.FAULT_SEED ?? Date.now() % 1_000_000);

interface Booking {
  id: string;
  userId: string;
  branchId: string;
  employeeId: string;
  start: string;
  cancelled: boolean;
  completed: boolean;
  rating?: number;
}

interface Profile {
  /** The last value answered 2xx (initially the one stored). */
  acknowledged: { name: string; phone: string };
  /** Values sent since, whose outcome is unknown (no answer, or 503): each may or may not have been applied. */
  unknown: { name: string; phone: string }[];
}

interface CustomerActor {
  kind: 'customer';
  session: Session;
  email: string;
}
interface SalonActor {
  kind: 'salon';
  session: Session;
  salon: Salon;
}
type Actor = CustomerActor | SalonActor;

describe.skipIf(!bin)('fault test on a PostgreSQL cluster of its own', () => {
  let cluster: PgCluster;
  let direct: pg.Pool;
  let env: Record<string, string>;
  /** The two API processes; a restarted one takes its slot (it listens on a new port). */
  const servers: RunningServer[] = [];
  const extra: RunningServer[] = [];

  beforeAll(async () => {
    cluster = await PgCluster.create(bin!);
    await cluster.createDatabase('salon');
    env = {
      DATABASE_URL: cluster.url('salon'),
      SITE_BUILD: 'off',
      LOG_REQUESTS: 'off',
      JWT_SECRET: 'a-shared-secret-for-the-fault-test-0123456789',
      RATE_LIMIT_MULTIPLIER: '50',
    };
    // Started together on an empty database: the setup lock lets one of them migrate and seed.
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    direct = new pg.Pool({ connectionString: cluster.url('salon'), max: 2 });
    direct.on('error', () => {});
  }, 240_000);

  afterAll(async () => {
    for (const s of [...servers, ...extra]) s.child.kill('SIGKILL');
    await direct?.end().catch(() => {});
    await cluster?.destroy();
  });

  it('2,000 random operations through a kill -9 and a PostgreSQL restart lose nothing acknowledged', async () => {
    const rnd = createRandom(SEED);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    /** A load balancer: one of the two processes at random; the other when the first refuses the connection. */
    const send: Send = async (path, init) => {
      const first = rnd.int(0, 1);
      let answer: Answer = { status: 0, body: 'no server' };
      for (const i of [first, 1 - first]) {
        answer = await call(servers[i]!.url, path, init);
        if (!(answer.status === 0 && answer.body === 'ECONNREFUSED')) break;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500 && answer.status !== 503) failures.push(`${path}: ${JSON.stringify(answer.body)}`);
      // A client that got no answer or a 503 waits a moment before its next request (as Retry-After asks).
      if (answer.status === 0 || answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 250));
      return answer;
    };

    const { actors, profiles } = await setUp(direct, send);
    const bookings = new Map<string, Booking>();
    const busy = new Set<Actor>();
    const counts = { operations: 0, writes: 0, acknowledged: 0, refused: 0, unanswered: 0 };
    const events: Promise<void>[] = [];
    let recoverySeconds = NaN;

    const idle = (kind: Actor['kind']) => actors.filter((a) => a.kind === kind && !busy.has(a));
    const live = (b: Booking) => !b.cancelled && !b.completed;

    /** One operation; answers the answers to its writes (none when it found nothing to write). */
    async function operate(r: Random): Promise<Answer[]> {
      const roll = r.int(1, 100);
      const customers = idle('customer');
      const salons = idle('salon');
      const openAt = (salon: Salon) => [...bookings.values()].filter((b) => b.branchId === salon.branchId && live(b));
      if (roll <= 15 && salons.length) {
        const actor = r.pick(salons) as SalonActor;
        const open = openAt(actor.salon);
        if (open.length) return withActors([actor], () => complete(actor, r.pick(open)));
      }
      if (roll <= 20 && salons.length) {
        const actor = r.pick(salons) as SalonActor;
        const open = openAt(actor.salon);
        if (open.length) return withActors([actor], () => cancel(actor, r.pick(open)));
      }
      if (roll <= 23 && salons.length) {
        // The salon completes an appointment while its customer cancels it: at most one of the two may succeed.
        const salon = r.pick(salons) as SalonActor;
        const open = openAt(salon.salon).filter((b) => customers.some((c) => c.session.userId === b.userId));
        if (open.length) {
          const b = r.pick(open);
          const customer = customers.find((c) => c.session.userId === b.userId)!;
          return withActors([salon, customer], () => Promise.all([complete(salon, b), cancel(customer, b)]));
        }
      }
      const actor = r.pick(customers) as CustomerActor;
      const mine = [...bookings.values()].filter((b) => b.userId === actor.session.userId);
      if (roll <= 33 && mine.some(live)) return withActors([actor], () => cancel(actor, r.pick(mine.filter(live))));
      const unrated = mine.filter((b) => b.completed && b.rating === undefined);
      if (roll <= 43 && unrated.length) return withActors([actor], () => review(actor, r.pick(unrated), r));
      if (roll <= 58) return withActors([actor], () => editProfile(actor, r));
      return withActors([actor], () => book(actor, r));
    }

    async function withActors(who: Actor[], fn: () => Promise<Answer | undefined | Answer[]>): Promise<Answer[]> {
      for (const a of who) busy.add(a);
      try {
        const result = await fn();
        return result === undefined ? [] : Array.isArray(result) ? result : [result];
      } finally {
        for (const a of who) busy.delete(a);
      }
    }

    async function book(actor: Actor, r: Random) {
      const salon = (r.pick(actors.filter((a) => a.kind === 'salon')) as SalonActor).salon;
      const attempt = await attemptBooking(send, actor.session.token, salon, r);
      if (!attempt.employeeId) return undefined;
      const { answer } = attempt;
      if (answer!.status === 200) {
        bookings.set(answer!.body.data, {
          id: answer!.body.data,
          userId: actor.session.userId,
          branchId: salon.branchId,
          employeeId: attempt.employeeId,
          start: attempt.start!,
          cancelled: false,
          completed: false,
        });
      }
      return answer;
    }

    async function cancel(actor: Actor, b: Booking) {
      const answer = await send(`/api/Appointment/CancelBooking?AppointmentId=${b.id}`, {
        method: 'PUT',
        token: actor.session.token,
      });
      if (answer.status === 200) b.cancelled = true;
      return answer;
    }

    async function complete(actor: Actor, b: Booking) {
      const answer = await send(`/api/Appointment/Completed/${b.id}`, { method: 'POST', token: actor.session.token });
      if (answer.status === 200) b.completed = true;
      return answer;
    }

    async function review(actor: Actor, b: Booking, r: Random) {
      const rating = r.int(1, 5);
      const answer = await send(`/api/Appointment/UpdateReview?AppointmentId=${b.id}&Rating=${rating}&Review=Fine`, {
        method: 'PUT',
        token: actor.session.token,
      });
      if (answer.status === 200) b.rating = rating;
      return answer;
    }

    async function editProfile(actor: CustomerActor, r: Random) {
      // Typed as people do; stored (and so compared) in E.164.
      const name = `Customer ${r.int(1000, 9999)}`;
      const [a, b] = [r.int(100, 999), r.int(1000, 9999)];
      const value = { name, phone: `+234803${a}${b}` };
      const profile = profiles.get(actor.session.userId)!;
      const answer = await send('/api/Users/', {
        method: 'PUT',
        token: actor.session.token,
        json: { name: value.name, email: actor.email, phoneno: `0803 ${a} ${b}` },
      });
      if (answer.status === 200) profiles.set(actor.session.userId, { acknowledged: value, unknown: [] });
      else if (answer.status === 0 || answer.status === 503) profile.unknown.push(value);
      return answer;
    }

    /** Midway: kill -9 one process and start it again while the other keeps serving. */
    const killAndRestart = async () => {
      const victim = servers[1]!;
      victim.child.kill('SIGKILL');
      await victim.exited;
      servers[1] = await startServer(env);
    };

    /** Later: stop PostgreSQL (ending every session), keep it down a moment, start it, time the recovery. */
    const restartPostgres = async () => {
      await cluster.stop('fast');
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await cluster.start();
      const back = performance.now();
      for (;;) {
        const health = await Promise.all(servers.map((s) => call(s.url, '/api/health')));
        if (health.every((h) => h.status === 200)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      recoverySeconds = (performance.now() - back) / 1000;
    };

    const started = performance.now();
    let next = 0;
    const worker = async (w: number) => {
      const r = createRandom(SEED * 31 + w);
      while (next < OPERATIONS) {
        const n = next++;
        if (n === KILL_AT) events.push(killAndRestart());
        if (n === RESTART_POSTGRES_AT) events.push(restartPostgres());
        counts.operations++;
        for (const answer of await operate(r)) {
          counts.writes++;
          if (answer.status >= 200 && answer.status < 300) counts.acknowledged++;
          else if (answer.status === 0) counts.unanswered++;
          else counts.refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    await Promise.all(events);
    const seconds = (performance.now() - started) / 1000;

    // Every acknowledged write, as answered.
    const lost: string[] = [];
    const ids = [...bookings.keys()];
    const { rows } = await direct.query<{
      id: string;
      user_id: string;
      branch_employee_id: string;
      start_at: Date;
      booking_status: string;
      payment_status: string;
      rating: number | null;
    }>(
      `select a.id, a.user_id, a.branch_employee_id, a.start_at, a.booking_status, a.payment_status, r.rating
         from appointments a left join reviews r on r.appointment_id = a.id where a.id = any($1)`,
      [ids],
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const b of bookings.values()) {
      const row = stored.get(b.id);
      if (!row) lost.push(`booking ${b.id}`);
      else if (row.user_id !== b.userId || row.branch_employee_id !== b.employeeId)
        lost.push(`booking ${b.id} changed hands`);
      else if (row.start_at.getTime() !== new Date(b.start).getTime()) lost.push(`booking ${b.id} moved`);
      else if (b.cancelled && row.booking_status !== 'CANCELLED') lost.push(`cancellation of ${b.id}`);
      else if (b.completed && row.payment_status !== 'RECEIVED') lost.push(`completion of ${b.id}`);
      else if (b.rating !== undefined && row.rating !== b.rating) lost.push(`review of ${b.id}`);
    }
    const users = await direct.query<{ id: string; full_name: string; phone_number: string }>(
      'select id, full_name, phone_number from users where id = any($1)',
      [[...profiles.keys()]],
    );
    for (const u of users.rows) {
      const p = profiles.get(u.id)!;
      const possible = [p.acknowledged, ...p.unknown];
      if (!possible.some((v) => v.name === u.full_name && v.phone === u.phone_number)) lost.push(`profile of ${u.id}`);
    }
    const overlaps = await direct.query<{ n: number }>(
      `select count(*)::int as n from appointments a join appointments b
         on a.branch_employee_id = b.branch_employee_id and a.id < b.id
        and a.booking_status <> 'CANCELLED' and b.booking_status <> 'CANCELLED'
        and tstzrange(a.start_at, a.end_at, '[)') && tstzrange(b.start_at, b.end_at, '[)')`,
    );
    const health = await Promise.all(servers.map((s) => call(s.url, '/api/health')));

    const answered = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `fault test (seed ${SEED}): ${counts.operations} operations (${counts.writes} writes) ` +
        `in ${seconds.toFixed(0)} s; ` +
        `${counts.acknowledged} acknowledged, ${counts.refused} refused, ${counts.unanswered} unanswered; ` +
        `${lost.length} lost; ${overlaps.rows[0]!.n} overlaps; ` +
        `recovered ${recoverySeconds.toFixed(2)} s after PostgreSQL came back; ` +
        `answers by status {${answered.join(', ')}}`,
    );
    expect(counts.operations).toBeGreaterThanOrEqual(OPERATIONS);
    expect(lost).toEqual([]);
    expect(overlaps.rows[0]!.n).toBe(0);
    expect(failures).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0); // the outage was felt, and answered as one
    expect(recoverySeconds).toBeLessThanOrEqual(5);
    expect(health.map((h) => [h.status, h.body.data?.db])).toEqual([
      [200, 'up'],
      [200, 'up'],
    ]);
  }, 600_000);

  it('a process started while PostgreSQL is down waits for it, says so, and serves once it is back', async () => {
    await cluster.stop('fast');
    let output = '';
    let saidIt = () => {};
    const said = new Promise<void>((resolve) => (saidIt = resolve));
    const starting = startServer(env, 150_000, (chunk) => {
      output += chunk;
      if (output.includes('is not answering')) saidIt();
    });
    try {
      // Said once the process has started and tried (its start alone took over 30 s on a loaded machine).
      await Promise.race([said, starting]);
      expect(output).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/salon is not answering \(ECONNREFUSED/);
    } finally {
      await cluster.start();
    }
    const server = await starting;
    extra.push(server);
    expect(server.output()).toMatch(/PostgreSQL at .* answered after [\d.]+ s/);
    const health = await call(server.url, '/api/health');
    expect(health).toMatchObject({ status: 200, body: { data: { db: 'up' } } });
  }, 180_000);
});

/** 20 customers and the owners of 2 salons, with passwords the test knows; every one logged in. */
async function setUp(direct: pg.Pool, send: Send) {
  const hash = await hashPassword(PASSWORD);
  const customers: { id: string; email: string; name: string; phone: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const c = { email: `fault-${i}@example.ng`, name: `Fault Customer ${i}`, phone: `0803 000 ${1000 + i}` };
    const { rows } = await direct.query<{ id: string }>(
      `insert into users (full_name, email, phone_number, password_hash, role, email_confirmed_at)
       values ($1, $2, $3, $4, 'Customer', now()) returning id`,
      [c.name, c.email, c.phone, hash],
    );
    customers.push({ id: rows[0]!.id, ...c });
  }
  // Two salons whose owners have one branch each, so their token names that branch.
  const owners = await direct.query<{ owner: string; email: string; branch_url: string }>(
    `select u.id as owner, u.email, min(b.branch_url) as branch_url
       from users u join businesses s on s.owner_user_id = u.id join branches b on b.business_id = s.id
      group by u.id, u.email having count(*) = 1 order by u.email limit 2`,
  );
  await direct.query('update users set password_hash = $1, email_confirmed_at = now() where id = any($2)', [
    hash,
    owners.rows.map((o) => o.owner),
  ]);
  const actors: Actor[] = [];
  for (const o of owners.rows) {
    actors.push({
      kind: 'salon',
      session: await login(send, o.email, PASSWORD),
      salon: await loadSalon(send, o.branch_url),
    });
  }
  for (const c of customers)
    actors.push({ kind: 'customer', session: await login(send, c.email, PASSWORD), email: c.email });
  const profiles = new Map<string, Profile>(
    customers.map((c) => [c.id, { acknowledged: { name: c.name, phone: c.phone }, unknown: [] }]),
  );
  return { actors, profiles };
}
