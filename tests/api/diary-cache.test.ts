/**
 * Slot answers keep each branch's busy times in memory (server/queries/diary-cache.ts), yet never offer a time that a
 * committed booking, time off, change of hours or change of a service's length has taken: every kind of write shows in
 * the next slot answer of the process that made it, and on PostgreSQL within a second in another process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { postgresCatalogSignal } from '../../server/db/catalog-signal.ts';
import * as t from '../../server/db/schema.ts';
import type { AppDeps } from '../../server/http/deps.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { sandboxGateway } from '../../server/payments/gateway.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { watchListening } from '../support/listening.ts';

// A Monday at least a week ahead, in Lagos (UTC+1 all year); the Lekki branch opens Mondays 9-19.
const monday = new Date(Date.now() + 8 * 86_400_000);
while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() + 1);
const y = monday.getUTCFullYear();
const m = monday.getUTCMonth() + 1;
const d = monday.getUTCDate();
const DATE = `${y}-${m}-${d}`;
/** That Monday at hh:mm in Lagos, as an instant. */
const at = (hh: number, mm = 0) => new Date(Date.UTC(y, m - 1, d, hh - 1, mm)).toISOString();

// Aisha (emp2) is away that whole Monday, so the slots depend on Tolu (emp1) alone.
const api = useTestApi(async (db) => {
  await buildCatalog(db);
  await db.insert(t.employeeTimeOff).values({
    employeeId: ids.emp2,
    branchId: ids.lekki,
    startAt: new Date(at(0)),
    endAt: new Date(new Date(at(0)).getTime() + 86_400_000),
    reason: 'Away',
  });
});

const reported: string[] = [];
const deps = (extra: Partial<AppDeps> = {}): AppDeps => ({
  db: api.db,
  now: () => new Date(),
  jwtSecret: TEST_SECRET,
  mailer: createMailer(api.db),
  gateway: sandboxGateway(api.db),
  siteUrl: 'http://localhost:4321',
  uploadsDir: '/nonexistent',
  diaryChanged: (branchId) => reported.push(branchId),
  ...extra,
});
let appInstance: ReturnType<typeof createApp> | undefined;
const app = () => (appInstance ??= createApp(deps()));

const token = (who: 'customer' | 'salon') =>
  signToken(
    TEST_SECRET,
    who === 'customer'
      ? { userId: ids.customerA, role: 'Customer' }
      : { userId: ids.owner, role: 'Business', branchId: ids.lekki },
    new Date(),
  );
async function call(who: 'customer' | 'salon', path: string, method: string, body?: unknown) {
  const res = await app().request(path, {
    method,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    headers: {
      ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      Authorization: `Bearer ${await token(who)}`,
    },
  });
  return { status: res.status, body: (await res.json()) as any };
}
const slotsOf = async (a: ReturnType<typeof createApp>, serviceIds = [ids.cut]) => {
  const res = await a.request(
    `/api/Branch/TodaysAvailability?BranchId=${ids.lekki}&AppointmentDate=${DATE}&ServiceIds=${serviceIds.join(',')}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: string[] }).data.map((s) => new Date(s).toISOString());
};
const slots = () => slotsOf(app());
const booking = (start: string) => ({
  startDateTime: start,
  branchEmployeeId: ids.emp1,
  appointmentServices: [{ serviceId: ids.cut }],
});

describe("every kind of booking change shows in this process's next slot answer", () => {
  it('a customer books, and cancels', async () => {
    expect(await slots()).toContain(at(10));
    const booked = await call('customer', '/api/Appointment/Insert', 'POST', booking(at(10)));
    expect(booked.status).toBe(200);
    // Taken, and so is every start whose 1h30 would run into it.
    const after = await slots();
    expect(after).not.toContain(at(10));
    expect(after).not.toContain(at(9));
    expect(after).toContain(at(11, 30));

    const cancelled = await call('customer', `/api/Appointment/CancelBooking?AppointmentId=${booked.body.data}`, 'PUT');
    expect(cancelled.status).toBe(200);
    expect(await slots()).toContain(at(10));
  });

  it('the salon books a walk-in', async () => {
    expect(await slots()).toContain(at(14));
    const res = await call('salon', '/api/Appointment/InsertBySalon', 'POST', {
      ...booking(at(14)),
      customer: { fullName: 'Walk-in Wale', phoneNumber: '0803 555 0101' },
    });
    expect(res.status).toBe(200);
    expect(await slots()).not.toContain(at(14));
  });

  it('time off added, and removed', async () => {
    expect(await slots()).toContain(at(16));
    const off = await call('salon', '/api/BranchEmployee/TimeOff', 'POST', {
      branchEmployeeId: ids.emp1,
      startDateTime: at(16),
      endDateTime: at(17),
      reason: 'Training',
    });
    expect(off.status).toBe(200);
    expect(await slots()).not.toContain(at(16));
    const removed = await call('salon', `/api/BranchEmployee/TimeOff/${off.body.data}`, 'DELETE');
    expect(removed.status).toBe(200);
    expect(await slots()).toContain(at(16));
  });

  it('completed and no-show are reported as diary changes too (neither frees the time today)', async () => {
    const past = new Date(Date.now() - 3 * 3_600_000);
    const rows = await api.db
      .insert(t.appointments)
      .values(
        [0, 1].map((k) => ({
          userId: ids.customerA,
          branchId: ids.lekki,
          branchEmployeeId: ids.emp1,
          startAt: new Date(past.getTime() - k * 86_400_000),
          endAt: new Date(past.getTime() - k * 86_400_000 + 3_600_000),
          subTotal: 5000,
          total: 5000,
        })),
      )
      .returning();
    reported.length = 0;
    expect((await call('salon', `/api/Appointment/Completed/${rows[0]!.id}`, 'POST')).status).toBe(200);
    expect(reported).toEqual([ids.lekki]);
    expect((await call('salon', `/api/Appointment/NoShow/${rows[1]!.id}`, 'PUT')).status).toBe(200);
    expect(reported).toEqual([ids.lekki, ids.lekki]);
  });

  it('a change of hours and of a service length (catalog writes) show at once too', async () => {
    const week = (close: number) =>
      [1, 2, 3, 4, 5, 6, 7].map((dayNumber) => ({ dayNumber, openingTime: 9, closingTime: close, isOpened: true }));
    expect(await slots()).toContain(at(17, 30));
    const hours = await call('salon', `/api/BranchAvailability/Update?BranchId=${ids.lekki}`, 'PUT', week(18));
    expect(hours.status).toBe(200);
    expect(await slots()).not.toContain(at(17, 30));
    expect(await slots()).toContain(at(16, 30));

    const form = new FormData();
    const fields = {
      serviceId: ids.cut,
      branchId: ids.lekki,
      serviceName: 'Silk Press',
      description: 'Wash and press',
      categoryId: ids.catHair,
      durationHours: '2',
      durationMinutes: '30',
      price: '15000',
      status: 'true',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    expect((await call('salon', '/api/Service/Update', 'PUT', form)).status).toBe(200);
    // 2h30 from 16:30 would end after closing.
    expect(await slots()).not.toContain(at(16, 30));
    expect(await slots()).toContain(at(15, 30));
  });
});

describe('no module writes a diary without telling the slot reads', () => {
  it('every module that writes appointments or time off does it through changingDiary', () => {
    const root = join(import.meta.dirname, '../../server');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('seed') && !f.startsWith('db'),
    );
    const writes =
      /\.(insert|update|delete)\(\s*(appointments|employeeTimeOff|t\.appointments|t\.employeeTimeOff)\s*\)/;
    const writers = files.filter((f) => writes.test(readFileSync(join(root, f), 'utf8')));
    expect(writers.length).toBeGreaterThan(0);
    for (const f of writers) expect(readFileSync(join(root, f), 'utf8'), f).toContain('changingDiary(');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('another process on the same PostgreSQL database', () => {
  it('hears of a booking change in a branch through the signal', async () => {
    const url = await currentDatabaseUrl();
    const here = postgresCatalogSignal(url, () => {});
    const there = postgresCatalogSignal(url, () => {});
    const heard: string[] = [];
    let listening = false;
    there.subscribe({
      changed: () => {},
      listening: (on) => (listening = on),
      diaryChanged: (branchId) => heard.push(branchId),
    });
    try {
      await expect.poll(() => listening).toBe(true);
      here.publishDiary!(ids.lekki);
      await expect.poll(() => heard, { timeout: 1000, interval: 10 }).toEqual([ids.lekki]);
    } finally {
      await here.close();
      await there.close();
    }
  });

  it('offers no time a booking made in another process took, within a second', async () => {
    const url = await currentDatabaseUrl();
    const here = postgresCatalogSignal(url, () => {});
    const there = postgresCatalogSignal(url, () => {});
    const watched = watchListening(there);
    const writer = createApp(deps({ catalogSignal: here }));
    // The reader's clock stands still, so what it keeps never ages out: only the signal can make it read again.
    const frozen = new Date();
    const reader = createApp(deps({ catalogSignal: watched.signal, now: () => frozen }));
    try {
      // Wait until the reader listens (it keeps nothing before), then let it keep the day.
      await expect.poll(watched.listens).toBe(true);
      // 9:00 is free: the tests above left 14:00 taken and the service 2h30 long.
      expect(await slotsOf(reader)).toContain(at(9));
      const res = await writer.request('/api/Appointment/Insert', {
        method: 'POST',
        body: JSON.stringify(booking(at(9))),
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await token('customer')}` },
      });
      expect(res.status).toBe(200);
      await expect.poll(() => slotsOf(reader), { timeout: 1000, interval: 20 }).not.toContain(at(9));
    } finally {
      await here.close();
      await there.close();
    }
  });
});

/** The URL of the database this file's app runs on (a fresh one per file on the PostgreSQL server). */
async function currentDatabaseUrl() {
  const { rows } = await api.db.execute<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
