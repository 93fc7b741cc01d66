/**
 * The reports' benchmark (issue 32), for `npm run bench:api`: a branch grown to a year of history (100,000
 * appointments by default: completed, cancelled in time and late, no-shows, online and at the salon, a thousand
 * returning customers), then the summary for 366 days (latency, one request at a time) and the CSV export (rows a
 * second), over HTTP against the real server.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { addDays, zonedTime, type LocalDate } from '../../server/domain/time.ts';
import { createRandom } from '../../server/seed/random.ts';

export interface ReportBranch {
  branchId: string;
  staffIds: string[];
  service: { id: string; name: string; price: number };
  /** The branch's today: the history ends the day before. */
  today: LocalDate;
  timeZone: string;
}

/** Writes `count` appointments over the 366 days before today, back to back per stylist, with their service lines. */
export async function growReportBranch(db: Db, b: ReportBranch, count = 100_000): Promise<number> {
  const random = createRandom(32).next;
  const customers = Array.from({ length: 1000 }, (_, i) => ({
    id: randomUUID(),
    fullName: `Report Customer ${i + 1}`,
    email: `report-${i + 1}@bench.ng`,
    passwordHash: NO_PASSWORD,
    role: 'Customer' as const,
  }));
  for (let i = 0; i < customers.length; i += 500) await db.insert(t.users).values(customers.slice(i, i + 500));
  const perDay = Math.ceil(count / 366 / b.staffIds.length);
  const minutes = 25;
  // Back to back from 07:00, a stylist's day must end before midnight (their appointments may never overlap).
  if (perDay * minutes > 16 * 60) throw new Error(`${b.staffIds.length} stylists cannot take ${count} in a year`);
  let written = 0;
  let batch: { a: typeof t.appointments.$inferInsert; s: typeof t.appointmentServices.$inferInsert }[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db.insert(t.appointments).values(batch.map((x) => x.a));
    await db.insert(t.appointmentServices).values(batch.map((x) => x.s));
    batch = [];
  };
  for (let day = -366; day < 0 && written < count; day++) {
    const date = addDays(b.today, day);
    for (const employee of b.staffIds) {
      for (let k = 0; k < perDay && written < count; k++, written++) {
        const startAt = zonedTime(date, 7 * 60 + k * minutes, b.timeZone);
        const endAt = new Date(startAt.getTime() + minutes * 60_000);
        const roll = random();
        const status = roll < 0.08 ? 'CANCELLED' : roll < 0.12 ? 'NO_SHOW' : 'BOOKED';
        const id = randomUUID();
        batch.push({
          a: {
            id,
            userId: customers[Math.floor(random() * customers.length)]!.id,
            branchId: b.branchId,
            branchEmployeeId: employee,
            startAt,
            endAt,
            bookingStatus: status,
            paymentStatus: status === 'BOOKED' ? 'RECEIVED' : 'PENDING',
            source: random() < 0.7 ? 'ONLINE' : 'SALON',
            subTotal: b.service.price,
            total: b.service.price,
            // Half the cancellations an hour before (late), half two days before.
            cancelledAt:
              status === 'CANCELLED' ? new Date(startAt.getTime() - (random() < 0.5 ? 1 : 48) * 3.6e6) : null,
          },
          s: {
            appointmentId: id,
            serviceId: b.service.id,
            serviceName: b.service.name,
            price: b.service.price,
            startAt,
            endAt,
            durationMinutes: minutes,
          },
        });
        if (batch.length === 1000) await flush();
      }
    }
  }
  await flush();
  // As autovacuum (PostgreSQL) or the server's hourly round (the embedded database) would soon after a bulk load:
  // statistics for every table the report reads, and the report sums' old versions (updated once per appointment)
  // cleared.
  await db.execute(sql`vacuum (analyze)`);
  return written;
}

export interface ReportFigures {
  /** Milliseconds of each summary request, sorted. */
  summary: number[];
  bookings: number;
  csv: { rows: number; seconds: number; bytes: number };
}

/** The summary for 366 days `runs` times, one request at a time, and one CSV export read to its end. */
export async function benchReports(
  baseUrl: string,
  token: string,
  b: Pick<ReportBranch, 'branchId' | 'today'>,
  runs = 21,
): Promise<ReportFigures> {
  const iso = (d: LocalDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  const query = `BranchId=${b.branchId}&From=${iso(addDays(b.today, -366))}&To=${iso(addDays(b.today, -1))}`;
  const headers = { Authorization: `Bearer ${token}` };
  const summary: number[] = [];
  let bookings = 0;
  for (let i = 0; i < runs + 1; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/Reports/Summary?${query}`, { headers });
    const body = (await res.json()) as { data?: { totals: { bookings: number } }; message?: string };
    if (res.status !== 200) throw new Error(`summary answered ${res.status}: ${body.message}`);
    // The first request warms the server's caches and the database's; it is not counted.
    if (i > 0) summary.push(performance.now() - started);
    bookings = body.data!.totals.bookings;
  }
  summary.sort((x, y) => x - y);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/Reports/Export?${query}`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { summary, bookings, csv: { rows: lines - 1, seconds, bytes } };
}

/** The figures as bench:api prints them. */
export function printReports(f: ReportFigures) {
  const at = (q: number) => f.summary[Math.min(f.summary.length - 1, Math.floor(q * f.summary.length))]!;
  console.log(`\n5. Reports on a branch with a year of history (${f.bookings} bookings in the 366 days):`);
  console.log(
    `   summary for 366 days, one request at a time, ${f.summary.length} runs: p50 ${at(0.5).toFixed(0)} ms, ` +
      `p90 ${at(0.9).toFixed(0)} ms, slowest ${f.summary.at(-1)!.toFixed(0)} ms`,
  );
  console.log(
    `   CSV export: ${f.csv.rows} rows, ${(f.csv.bytes / 1e6).toFixed(1)} MB in ${f.csv.seconds.toFixed(2)} s: ` +
      `${Math.round(f.csv.rows / f.csv.seconds)} rows/s`,
  );
}
