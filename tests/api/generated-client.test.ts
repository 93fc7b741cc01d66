/**
 * A client generated from the served document with standard tools (openapi-typescript for the types, openapi-fetch
 * for the calls) type-checks against the document and works: it reads the catalog, finds a free time and books it.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { TEST_SECRET, useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const api = useTestApi(buildCatalog);
const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the project, so the generated module resolves openapi-fetch from our node_modules.
const cache = join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'generated-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a partner would write on top of the generated types. */
const journey = `
import createClient from 'openapi-fetch';
import type { paths } from './salon-api.ts';

type Fetch = typeof globalThis.fetch;
export async function bookFirstFreeTime(fetch: Fetch, token: string, branchId: string, serviceId: string) {
  const client = createClient<paths>({ baseUrl: 'http://localhost:4321', fetch });
  const categories = await client.GET('/api/Category/GetByStatus');
  const names: string[] = (categories.data?.data ?? []).map((c) => c.categoryName);
  const branch = await client.GET('/api/Branch/GetById/{id}', { params: { path: { id: branchId } } });
  const services = branch.data?.data.branchServices.flatMap((group) => group.services) ?? [];

  // @ts-expect-error the document says BranchId is text: a number must not type-check
  void client.GET('/api/Branch/TodaysAvailability', { params: { query: { BranchId: 5, AppointmentDate: '' } } });

  const now = new Date();
  for (const month of [0, 1]) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, month ? 1 : now.getUTCDate()));
    const AppointmentDate = first.getUTCFullYear() + '-' + (first.getUTCMonth() + 1) + '-' + first.getUTCDate();
    const dates = await client.GET('/api/Branch/MonthlyAvailability', {
      params: { query: { BranchId: branchId, AppointmentDate } },
    });
    for (const day of dates.data?.data ?? []) {
      const slots = await client.GET('/api/Branch/TodaysAvailability', {
        params: { query: { BranchId: branchId, AppointmentDate: day.fullDate, ServiceIds: serviceId } },
      });
      const start = slots.data?.data[0];
      if (!start) continue;
      const staff = await client.GET('/api/BranchEmployee/GetByBranch', {
        params: { query: { BranchId: branchId, AppointmentDate: start, ServiceIds: serviceId } },
      });
      const employee = staff.data?.data[0];
      if (!employee) continue;
      const booked = await client.POST('/api/Appointment/Insert', {
        headers: { Authorization: 'Bearer ' + token },
        body: {
          startDateTime: start,
          branchEmployeeId: employee.branchEmployeeId,
          appointmentServices: [{ serviceId }],
        },
      });
      return { names, services: services.map((s) => s.serviceName), start, appointmentId: booked.data?.data };
    }
  }
  throw new Error('no free time in two months');
}
`;

describe('a client generated from the OpenAPI document', () => {
  it('type-checks, reads the catalog and books an appointment', async () => {
    const doc = (await api.get('/api/openapi.json')).body;
    writeFileSync(join(dir, 'salon-api.ts'), astToString(await openapiTS(doc)));
    writeFileSync(join(dir, 'journey.ts'), journey);

    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    const flags = ['--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--target', 'es2024'];
    const checked = await promisify(execFile)(tsc, [...flags, '--allowImportingTsExtensions', join(dir, 'journey.ts')])
      .then(() => '')
      .catch((err: { stdout: string }) => err.stdout);
    expect(checked).toBe('');

    const { bookFirstFreeTime } = (await import(join(dir, 'journey.ts'))) as {
      bookFirstFreeTime: (f: typeof fetch, token: string, branchId: string, serviceId: string) => Promise<any>;
    };
    const token = await signToken(TEST_SECRET, { userId: ids.customerA, role: 'Customer' }, new Date());
    const inProcess = ((input: RequestInfo | URL, init?: RequestInit) =>
      api.app.fetch(new Request(input, init))) as typeof fetch;
    const result = await bookFirstFreeTime(inProcess, token, ids.lekki, ids.braids);

    expect(result.names).toEqual(['Braids & Weaves', 'Nails']);
    expect(result.services).toContain('Knotless Braids');
    const [row] = await api.db.select().from(t.appointments).where(eq(t.appointments.id, result.appointmentId));
    expect(row).toMatchObject({ userId: ids.customerA, branchId: ids.lekki, startAt: new Date(result.start) });
  });
});
