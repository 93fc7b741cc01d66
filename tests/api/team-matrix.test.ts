/**
 * The team's authorization matrix (issue 28): every operation on the Lekki branch, called by every kind of caller.
 * What each may do follows the rights of their role (server/domain/team.ts): the owner everything; a manager of Lekki
 * the salon and its day but not the business details, branches, payments or the team (which they may read); a manager
 * of another branch nothing here; a stylist the calendar (their own column) and closing their own appointments; a
 * customer, a removed member nothing (403); no token 401. Every case makes the data it acts on, and a refused call is
 * proved to have changed nothing by reading the database before and after.
 *
 * Size: 25 operations x 8 actors = 200 cases (computed below, in the describe's name).
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken, type Claims } from '../../server/lib/jwt.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

type Actor =
  'owner' | 'manager-here' | 'manager-other' | 'stylist-own' | 'stylist-other' | 'customer' | 'anonymous' | 'removed';
const ACTORS: Actor[] = [
  'owner',
  'manager-here',
  'manager-other',
  'stylist-own',
  'stylist-other',
  'customer',
  'anonymous',
  'removed',
];

/** The team's accounts, made by this file: user id, the branch of their token. */
const member = {
  'manager-here': { id: '30000000-0000-4000-8000-0000000000d1', branchId: ids.lekki },
  'manager-other': { id: '30000000-0000-4000-8000-0000000000d2', branchId: ids.ibadan },
  // Tolu (emp1) does every appointment the cases act on; Aisha (emp2) is the other stylist.
  'stylist-own': { id: '30000000-0000-4000-8000-0000000000d3', branchId: ids.lekki },
  'stylist-other': { id: '30000000-0000-4000-8000-0000000000d4', branchId: ids.lekki },
  removed: { id: '30000000-0000-4000-8000-0000000000d5', branchId: ids.lekki },
} as const;
const REMOVED_ROW = 'a0000000-0000-4000-8000-0000000000d5';
const WEEK = [1, 2, 3, 4, 5, 6, 7];

async function setup(db: Parameters<typeof buildCatalog>[0]) {
  await buildCatalog(db);
  // Lekki open every day 07:00-21:00, so that walk-ins can be booked whatever day a case picks.
  await db.delete(t.branchTimings).where(eq(t.branchTimings.branchId, ids.lekki));
  await db
    .insert(t.branchTimings)
    .values(WEEK.map((d) => ({ branchId: ids.lekki, dayOfWeek: d, openingTime: 7, closingTime: 21 })));
  await db.insert(t.users).values(
    Object.entries(member).map(([name, m]) => ({
      id: m.id,
      fullName: `Matrix ${name}`,
      email: `${name}@matrix.ng`,
      passwordHash: NO_PASSWORD,
      role: 'Business' as const,
    })),
  );
  const joined = new Date('2026-11-01T00:00:00Z');
  const row = (who: keyof typeof member, role: 'MANAGER' | 'STYLIST', branchEmployeeId: string | null = null) => ({
    branchId: member[who].branchId,
    email: `${who}@matrix.ng`,
    fullName: `Matrix ${who}`,
    role,
    branchEmployeeId,
    userId: member[who].id,
    joinedAt: joined,
  });
  await db
    .insert(t.teamMembers)
    .values([
      row('manager-here', 'MANAGER'),
      row('manager-other', 'MANAGER'),
      row('stylist-own', 'STYLIST', ids.emp1),
      row('stylist-other', 'STYLIST', ids.emp2),
      { ...row('removed', 'MANAGER'), id: REMOVED_ROW },
    ]);
  // One appointment of each stylist in November, for the calendar: Tolu's (emp1) with customer B, Aisha's (emp2)
  // with customer A.
  await db.update(t.users).set({ phoneNumber: '0803 777 1234' }).where(eq(t.users.id, ids.customerA));
  await db.insert(t.appointments).values([
    {
      userId: ids.customerB,
      branchId: ids.lekki,
      branchEmployeeId: ids.emp1,
      startAt: new Date('2026-11-20T09:00:00Z'),
      endAt: new Date('2026-11-20T10:00:00Z'),
      subTotal: 8500,
      total: 8500,
    },
    {
      userId: ids.customerA,
      branchId: ids.lekki,
      branchEmployeeId: ids.emp2,
      startAt: new Date('2026-11-20T09:00:00Z'),
      endAt: new Date('2026-11-20T10:00:00Z'),
      subTotal: 8500,
      total: 8500,
    },
  ]);
}

// Monday 23 November 2026, 10:10 in Lagos.
const clock = new Date('2026-11-23T09:10:00Z');
const api = useTestApi(setup, () => clock);

function claimsOf(actor: Actor): Claims | null {
  if (actor === 'anonymous') return null;
  if (actor === 'owner') return { userId: ids.owner, role: 'Business', branchId: ids.lekki };
  if (actor === 'customer') return { userId: ids.customerA, role: 'Customer' };
  return { userId: member[actor].id, role: 'Business', branchId: member[actor].branchId };
}
/** Tokens are issued before the matrix runs (the removed member's before their removal). */
const tokens = new Map<Actor, string>();

/** A number for each case's own data: distinct times, addresses, names. */
let serial = 0;
const next = () => ++serial;
const HOUR = 3_600_000;

/** A fresh appointment of Tolu's (emp1), for customer B: in the past (it can be a no-show) or ahead. */
async function appointmentOfTolu(when: 'past' | 'ahead'): Promise<string> {
  const base = when === 'past' ? Date.parse('2026-11-02T00:00:00Z') : Date.parse('2026-12-01T00:00:00Z');
  const startAt = new Date(base + next() * HOUR);
  const [row] = await api.db
    .insert(t.appointments)
    .values({
      userId: ids.customerB,
      branchId: ids.lekki,
      branchEmployeeId: ids.emp1,
      startAt,
      endAt: new Date(startAt.getTime() + 45 * 60_000),
      subTotal: 8500,
      total: 8500,
      bookingStatus: 'BOOKED',
    })
    .returning({ id: t.appointments.id });
  return row!.id;
}
/** A fresh invitation on Lekki's team, for the calls that change or remove a member. */
async function invitedMember(): Promise<string> {
  const n = next();
  const [row] = await api.db
    .insert(t.teamMembers)
    .values({
      branchId: ids.lekki,
      email: `target-${n}@matrix.ng`,
      fullName: `Target ${n}`,
      role: 'MANAGER',
      inviteTokenHash: `matrix-target-${n}`,
      inviteExpiresAt: new Date(clock.getTime() + 7 * 24 * HOUR),
    })
    .returning({ id: t.teamMembers.id });
  return row!.id;
}
/** A fresh waitlist entry of customer B at Lekki for that day, any time, a manicure. */
async function waitingEntry(day: string): Promise<string> {
  const [row] = await api.db
    .insert(t.waitlistEntries)
    .values({ userId: ids.customerB, branchId: ids.lekki, day, window: 'ANY', serviceIds: [ids.manicure] })
    .returning({ id: t.waitlistEntries.id });
  return row!.id;
}

/** How many rows (that match). */
const rows = async (table: PgTable, where?: SQL) =>
  (await api.db.select({ n: count() }).from(table).where(where))[0]!.n;
/** One row as it is stored, every column (updatedAt too), or null when it is gone. */
const one = async (table: PgTable, idColumn: PgColumn, id: string) =>
  JSON.stringify((await api.db.select().from(table).where(eq(idColumn, id)))[0] ?? null);

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const businessForm = () =>
  form({
    BranchId: ids.lekki,
    BusinessId: ids.bizLekki,
    BusinessName: `Kinks & Coils Studio ${next()}`,
    ContactName: 'Funmi',
    Landline: '01 000 0000',
    MobileNo: '0803 000 0000',
    Email: 'kinks-coils-lekki@test.ng',
    BusinessTypeId: ids.typeHair,
    Address: '12 Admiralty Way',
    GoogleMapURL: 'https://maps.example/lekki',
    Latitude: '6.4478',
    Longitude: '3.4723',
    Location: 'Lekki Phase 1',
    ZipCode: '100001',
    City: 'Lagos',
    Country: 'Nigeria',
    About: 'Natural hair specialists.',
    Currency: 'NAIRA',
    Status: 'true',
  });
const serviceForm = () =>
  form({
    branchId: ids.lekki,
    serviceName: `Matrix Cut ${next()}`,
    description: 'Test',
    categoryId: ids.catHair,
    durationHours: '0',
    durationMinutes: '45',
    price: '5000',
    status: 'true',
  });
const lekkiTimings = async () =>
  JSON.stringify(
    await api.db
      .select()
      .from(t.branchTimings)
      .where(eq(t.branchTimings.branchId, ids.lekki))
      .orderBy(t.branchTimings.dayOfWeek),
  );
const lekkiRow = async () => one(t.branches, t.branches.id, ids.lekki);
const CALENDAR = `/api/Appointment/Calendar?BranchId=${ids.lekki}&From=2026-11-01&To=2026-11-30`;

/** One case: the request (its data made fresh) and a fingerprint of what it would change. */
interface Prepared {
  path: string;
  init?: RequestInit;
  snapshot: () => Promise<unknown>;
}
interface Operation {
  name: string;
  /** Who gets through (200); everyone else 403, or 401 without a token. */
  allowed: Actor[];
  prepare: () => Promise<Prepared>;
  /** Refusals other than 403 (anonymous is always 401). */
  refused?: Partial<Record<Actor, number>>;
  /** What an allowed answer must hold, per actor. */
  check?: (body: any, actor: Actor) => void | Promise<void>;
}

const OWNER: Actor[] = ['owner'];
const SALON: Actor[] = ['owner', 'manager-here'];
const OWN_DAY: Actor[] = ['owner', 'manager-here', 'stylist-own'];
const CALENDAR_READERS: Actor[] = ['owner', 'manager-here', 'stylist-own', 'stylist-other'];
const nothing = async () => null;

const operations: Operation[] = [
  {
    name: 'GET /api/Business/GetByBranch',
    allowed: OWNER,
    prepare: async () => ({ path: `/api/Business/GetByBranch?BranchId=${ids.lekki}`, snapshot: nothing }),
  },
  {
    name: 'PUT /api/Business/UpdateBusiness (form)',
    allowed: OWNER,
    prepare: async () => ({
      path: '/api/Business/UpdateBusiness',
      init: { method: 'PUT', body: businessForm() },
      snapshot: async () => [await one(t.businesses, t.businesses.id, ids.bizLekki), await lekkiRow()],
    }),
  },
  {
    name: 'POST /api/Branch/Insert',
    allowed: OWNER,
    prepare: async () => {
      const n = next();
      return {
        path: '/api/Branch/Insert',
        init: jsonBody('POST', {
          branchName: `Matrix Branch ${n}`,
          address: `${n} Allen Avenue`,
          location: `Ikeja ${n}`,
          city: 'Lagos',
          phoneNumber: '0803 123 4567',
          copyFrom: ids.lekki,
        }),
        snapshot: async () => rows(t.branches),
      };
    },
  },
  {
    name: 'GET /api/Business/Branches',
    allowed: OWNER,
    prepare: async () => ({ path: '/api/Business/Branches', snapshot: nothing }),
  },
  {
    name: 'POST /api/Payment/Initiate',
    allowed: OWNER,
    prepare: async () => ({
      path: '/api/Payment/Initiate',
      init: jsonBody('POST', { subscriptionTypeId: ids.plan, branchId: ids.lekki }),
      snapshot: async () => rows(t.paymentTransactions),
    }),
  },
  {
    name: 'GET /api/Service/GetMine',
    allowed: SALON,
    prepare: async () => ({ path: `/api/Service/GetMine?BranchId=${ids.lekki}`, snapshot: nothing }),
    check: (body) => expect(body.data.map((s: { serviceName: string }) => s.serviceName)).toContain('Silk Press'),
  },
  {
    name: 'POST /api/Service/Insert (form)',
    allowed: SALON,
    prepare: async () => ({
      path: '/api/Service/Insert',
      init: { method: 'POST', body: serviceForm() },
      snapshot: async () => rows(t.services, eq(t.services.branchId, ids.lekki)),
    }),
  },
  {
    name: 'GET /api/BranchEmployee/GetMine',
    allowed: SALON,
    prepare: async () => ({ path: `/api/BranchEmployee/GetMine?BranchId=${ids.lekki}`, snapshot: nothing }),
  },
  {
    name: 'PUT /api/BranchAvailability/Update',
    allowed: SALON,
    prepare: async () => {
      // A week other than the current one (closing an hour later, from 20 to 22 and round), so that a change shows.
      const [monday] = await api.db
        .select({ closing: t.branchTimings.closingTime })
        .from(t.branchTimings)
        .where(and(eq(t.branchTimings.branchId, ids.lekki), eq(t.branchTimings.dayOfWeek, 1)));
      const closingTime = monday!.closing >= 22 ? 20 : monday!.closing + 1;
      const week = WEEK.map((d) => ({ dayNumber: d, openingTime: 7, closingTime, isOpened: true }));
      return {
        path: `/api/BranchAvailability/Update?BranchId=${ids.lekki}`,
        init: jsonBody('PUT', week),
        snapshot: lekkiTimings,
      };
    },
  },
  {
    name: 'GET /api/Branch/Settings',
    allowed: SALON,
    prepare: async () => ({ path: `/api/Branch/Settings?BranchId=${ids.lekki}`, snapshot: nothing }),
  },
  {
    name: 'PUT /api/Branch/Settings',
    allowed: SALON,
    prepare: async () => ({
      path: `/api/Branch/Settings?BranchId=${ids.lekki}`,
      init: jsonBody('PUT', { reminderHours: [24], minNoticeMinutes: 60 + next() }),
      snapshot: lekkiRow,
    }),
  },
  {
    name: 'PUT /api/Service/Deposit',
    allowed: SALON,
    prepare: async () => ({
      path: '/api/Service/Deposit',
      // A percent other than the last one, so that a change shows.
      init: jsonBody('PUT', { serviceId: ids.manicure, type: 'PERCENT', value: 1 + (next() % 100) }),
      snapshot: () => one(t.services, t.services.id, ids.manicure),
    }),
  },
  {
    name: 'GET /api/Appointment/Calendar',
    allowed: CALENDAR_READERS,
    prepare: async () => ({ path: CALENDAR, snapshot: nothing }),
    check: (body, actor) => {
      const columns = body.data.employees.map((e: { branchEmployeeId: string }) => e.branchEmployeeId);
      const seen = new Set(body.data.appointments.map((a: { branchEmployeeId: string }) => a.branchEmployeeId));
      const own = actor === 'stylist-own' ? ids.emp1 : actor === 'stylist-other' ? ids.emp2 : null;
      if (!own) {
        expect(columns).toEqual(expect.arrayContaining([ids.emp1, ids.emp2]));
        expect([...seen].sort()).toEqual([ids.emp1, ids.emp2].sort());
        return;
      }
      // A stylist's own column and customers only: nothing of the other's.
      expect(columns).toEqual([own]);
      expect([...seen]).toEqual([own]);
      const text = JSON.stringify(body);
      if (own === ids.emp1) for (const s of ['Chiamaka', '0803 777 1234', ids.emp2]) expect(text).not.toContain(s);
      else expect(text).not.toContain(ids.emp1);
    },
  },
  {
    name: 'POST /api/Appointment/InsertBySalon',
    allowed: SALON,
    prepare: async () => ({
      path: '/api/Appointment/InsertBySalon',
      // Monday 30 November, on the hour from 09:00 Lagos, Aisha (emp2): a free slot of its own per case.
      init: jsonBody('POST', {
        startDateTime: new Date(Date.parse('2026-11-30T08:00:00Z') + (next() % 10) * HOUR).toISOString(),
        branchEmployeeId: ids.emp2,
        appointmentServices: [{ serviceId: ids.manicure }],
        customer: { fullName: 'Walk-in Wale', phoneNumber: '0803 555 0101' },
      }),
      snapshot: async () => [await rows(t.appointments), await rows(t.salonGuests)],
    }),
  },
  {
    name: 'POST /api/BranchEmployee/TimeOff',
    allowed: SALON,
    prepare: async () => {
      // In January, one day each, on Tolu's own diary (a stylist may not block even their own time).
      const start = Date.parse('2027-01-01T08:00:00Z') + next() * 24 * HOUR;
      return {
        path: '/api/BranchEmployee/TimeOff',
        init: jsonBody('POST', {
          branchEmployeeId: ids.emp1,
          startDateTime: new Date(start).toISOString(),
          endDateTime: new Date(start + HOUR).toISOString(),
          reason: 'Matrix',
        }),
        snapshot: async () => rows(t.employeeTimeOff),
      };
    },
  },
  {
    name: 'GET /api/Waitlist/Branch',
    allowed: SALON,
    prepare: async () => {
      await waitingEntry('2026-12-02');
      return { path: `/api/Waitlist/Branch?BranchId=${ids.lekki}&Date=2026-12-02`, snapshot: nothing };
    },
    check: (body) => expect(body.data[0]).toMatchObject({ customerEmail: 'b@test.ng', window: 'ANY' }),
  },
  {
    name: 'POST /api/Waitlist/{id}/Book',
    allowed: SALON,
    // Another salon's entry is not found, as one that does not exist.
    refused: { 'manager-other': 404 },
    prepare: async () => {
      // Tuesday 1 December, on the hour from 09:00 Lagos, Aisha (emp2): a free time of its own per case.
      const id = await waitingEntry('2026-12-01');
      return {
        path: `/api/Waitlist/${id}/Book`,
        init: jsonBody('POST', {
          startDateTime: new Date(Date.parse('2026-12-01T08:00:00Z') + (next() % 10) * HOUR).toISOString(),
          branchEmployeeId: ids.emp2,
        }),
        snapshot: async () => [await rows(t.appointments), await one(t.waitlistEntries, t.waitlistEntries.id, id)],
      };
    },
  },
  {
    name: "PUT /api/Appointment/NoShow/{id} (Tolu's, started)",
    allowed: OWN_DAY,
    prepare: async () => {
      const id = await appointmentOfTolu('past');
      return {
        path: `/api/Appointment/NoShow/${id}`,
        init: { method: 'PUT' },
        snapshot: () => one(t.appointments, t.appointments.id, id),
      };
    },
  },
  {
    name: "POST /api/Appointment/Completed/{id} (Tolu's)",
    allowed: OWN_DAY,
    prepare: async () => {
      const id = await appointmentOfTolu('ahead');
      return {
        path: `/api/Appointment/Completed/${id}`,
        init: { method: 'POST' },
        snapshot: () => one(t.appointments, t.appointments.id, id),
      };
    },
  },
  {
    name: "PUT /api/Appointment/CancelBooking (Tolu's, ahead)",
    allowed: SALON,
    prepare: async () => {
      const id = await appointmentOfTolu('ahead');
      return {
        path: `/api/Appointment/CancelBooking?AppointmentId=${id}`,
        init: { method: 'PUT' },
        snapshot: async () => [await one(t.appointments, t.appointments.id, id), await rows(t.mailOutbox)],
      };
    },
  },
  {
    name: 'GET /api/Appointment/GetByBranchId',
    allowed: SALON,
    prepare: async () => ({ path: `/api/Appointment/GetByBranchId?BranchId=${ids.lekki}`, snapshot: nothing }),
  },
  {
    name: 'POST /api/Team/Invite',
    allowed: OWNER,
    prepare: async () => {
      const email = `invitee-${next()}@matrix.ng`;
      return {
        path: '/api/Team/Invite',
        init: jsonBody('POST', { branchId: ids.lekki, email, fullName: 'Invitee', role: 'MANAGER' }),
        snapshot: async () => [await rows(t.teamMembers), await rows(t.mailOutbox, eq(t.mailOutbox.toAddress, email))],
      };
    },
  },
  {
    name: 'GET /api/Team',
    allowed: SALON,
    prepare: async () => ({ path: `/api/Team?BranchId=${ids.lekki}`, snapshot: nothing }),
    check: (body) => expect(body.data[0]).toMatchObject({ memberId: ids.owner, accountOwner: true }),
  },
  {
    name: 'PUT /api/Team/{memberId}',
    allowed: OWNER,
    // A member of a salon the caller has no part in is no member of theirs: 404, as for an id that does not exist.
    refused: { 'manager-other': 404 },
    prepare: async () => {
      const id = await invitedMember();
      return {
        path: `/api/Team/${id}`,
        init: jsonBody('PUT', { role: 'OWNER' }),
        snapshot: () => one(t.teamMembers, t.teamMembers.id, id),
      };
    },
  },
  {
    name: 'DELETE /api/Team/{memberId}',
    allowed: OWNER,
    // A member of a salon the caller has no part in is no member of theirs: 404, as for an id that does not exist.
    refused: { 'manager-other': 404 },
    prepare: async () => {
      const id = await invitedMember();
      return {
        path: `/api/Team/${id}`,
        init: { method: 'DELETE' },
        snapshot: () => one(t.teamMembers, t.teamMembers.id, id),
      };
    },
  },
];

const SIZE = `${operations.length} operations x ${ACTORS.length} actors = ${operations.length * ACTORS.length} cases`;
/** Each cell's status, to print the matrix at the end. */
const seen = new Map<string, number>();

describe(`team authorization matrix: ${SIZE}`, () => {
  beforeAll(async () => {
    for (const actor of ACTORS) {
      const claims = claimsOf(actor);
      if (claims) tokens.set(actor, await signToken(TEST_SECRET, claims, clock));
    }
    // The removed member's token worked while they were on the team; then their row goes.
    const before = await api.request(`/api/Service/GetMine?BranchId=${ids.lekki}`, {
      headers: { Authorization: `Bearer ${tokens.get('removed')}` },
    });
    expect(before.status).toBe(200);
    await api.db.delete(t.teamMembers).where(eq(t.teamMembers.id, REMOVED_ROW));
  });

  for (const op of operations) {
    describe(op.name, () => {
      for (const actor of ACTORS) {
        const expected = op.allowed.includes(actor) ? 200 : actor === 'anonymous' ? 401 : (op.refused?.[actor] ?? 403);
        it(`${actor} -> ${expected}`, async () => {
          const { path, init = {}, snapshot } = await op.prepare();
          const before = await snapshot();
          const token = tokens.get(actor);
          const res = await api.request(path, {
            ...init,
            headers: {
              ...(init.headers as Record<string, string> | undefined),
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
          });
          seen.set(`${op.name}|${actor}`, res.status);
          expect(res.status, `${op.name} as ${actor}: ${JSON.stringify(res.body)}`).toBe(expected);
          if (expected === 200) {
            expect(res.body.status).toBe('Success');
            await op.check?.(res.body, actor);
            // A write that got through shows in its fingerprint: the same fingerprint proves a refusal changed nothing.
            if (before !== null) expect(await snapshot(), `${op.name} as ${actor} changed nothing`).not.toEqual(before);
            return;
          }
          // Refused: a message that says why, no data, and nothing changed.
          expect(res.body.status).toBe('Error');
          expect(res.body.message).toEqual(expect.any(String));
          expect(res.body.data).toBeUndefined();
          expect(await snapshot(), `${op.name} as ${actor} changed data`).toEqual(before);
        });
      }
    });
  }

  it(`covered every cell: ${SIZE}`, () => {
    expect(seen.size).toBe(operations.length * ACTORS.length);
    const width = Math.max(...operations.map((o) => o.name.length));
    const lines = [
      `${''.padEnd(width)}  ${ACTORS.map((a) => a.padStart(15)).join('')}`,
      ...operations.map(
        (o) =>
          `${o.name.padEnd(width)}  ${ACTORS.map((a) => String(seen.get(`${o.name}|${a}`)).padStart(15)).join('')}`,
      ),
    ];
    console.log(`${SIZE}\n${lines.join('\n')}`);
  });

  it('the removed member is refused everywhere, though their account and token are still there', async () => {
    const [account] = await api.db.select().from(t.users).where(eq(t.users.id, member.removed.id));
    expect(account).toBeDefined();
    expect(await api.db.select().from(t.teamMembers).where(eq(t.teamMembers.userId, member.removed.id))).toEqual([]);
    const res = await api.request(`/api/Service/GetMine?BranchId=${ids.lekki}`, {
      headers: { Authorization: `Bearer ${tokens.get('removed')}` },
    });
    expect(res.body).toEqual({ status: 'Error', message: 'This account has no salon branch.' });
  });
});
