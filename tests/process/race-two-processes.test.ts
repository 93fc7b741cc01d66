/**
 * No double booking across processes: two API servers on one PostgreSQL database receive 50 concurrent bookings for
 * the same employee and slot; exactly one succeeds. Runs when TEST_DATABASE_URL points at a PostgreSQL server.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/seed.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `salon_race_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

it.runIf(adminUrl)('two API processes, 50 concurrent bookings of one slot: exactly one wins', async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    SITE_BUILD: 'off',
    JWT_SECRET: 'a-shared-secret-for-both-processes-0123456789',
  };
  servers.push(await startServer(env)); // the first one migrates and seeds
  servers.push(await startServer(env));
  const [a, b] = servers as [RunningServer, RunningServer];

  const login = await fetch(`${a.url}/api/Auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ Username: DEMO_ACCOUNTS.customer.email, Password: DEMO_ACCOUNTS.customer.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const top = (await (await fetch(`${a.url}/api/Branch/GetTopActiveBranches`)).json()) as {
    data: { branchId: string; branchUrl: string }[];
  };
  const branch = (await (await fetch(`${a.url}/api/Branch/GetByURL/${top.data[0]!.branchUrl}`)).json()) as {
    data: { branchServices: { services: { serviceId: string }[] }[] };
  };
  const serviceId = branch.data.branchServices[0]!.services[0]!.serviceId;
  const { branchId } = top.data[0]!;
  // The first day with a slot, and an employee free for it.
  const dates = (await (await fetch(`${a.url}/api/Branch/MonthlyAvailability?BranchId=${branchId}`)).json()) as {
    data: { fullDate: string }[];
  };
  let slot: string | undefined;
  for (const d of dates.data) {
    const query = `BranchId=${branchId}&AppointmentDate=${d.fullDate}&ServiceIds=${serviceId}`;
    const slots = (await (await fetch(`${a.url}/api/Branch/TodaysAvailability?${query}`)).json()) as {
      data: string[];
    };
    if ((slot = slots.data.at(-1))) break;
  }
  expect(slot).toBeDefined();
  const staffQuery = `BranchId=${branchId}&AppointmentDate=${encodeURIComponent(slot!)}&ServiceIds=${serviceId}`;
  const staff = (await (await fetch(`${a.url}/api/BranchEmployee/GetByBranch?${staffQuery}`)).json()) as {
    data: { branchEmployeeId: string }[];
  };
  const body = JSON.stringify({
    startDateTime: slot,
    branchEmployeeId: staff.data[0]!.branchEmployeeId,
    appointmentServices: [{ serviceId }],
  });

  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${(i % 2 ? a : b).url}/api/Appointment/Insert`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      }).then((r) => r.status),
    ),
  );
  expect(results.filter((s) => s === 200)).toHaveLength(1);
  expect(results.filter((s) => s === 409)).toHaveLength(49);
});
