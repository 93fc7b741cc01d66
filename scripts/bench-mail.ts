/**
 * `npm run bench:mail`: the outbox's delivery figures. Books 500 appointments (1,000 mails: the customer's and the
 * salon's; and 1,000 texts: the customer's and the salon's alert, issue 30) while the SMTP server (a real one,
 * smtp-server, on 127.0.0.1) refuses connections and the text provider (a fake Termii on 127.0.0.1) answers 500 for
 * the first minute, with two senders on the one database as two server processes would run, on real time and the
 * real backoff (1 minute first). Prints messages queued, delivered, duplicates (Message-IDs the SMTP server saw
 * twice, texts the provider accepted twice) and the time from the first booking until the queue is empty. With
 * DATABASE_URL: on that PostgreSQL database (emptied first: use a scratch one), else an in-memory PGlite.
 */
import { sql } from 'drizzle-orm';
import { book } from '../server/booking/book.ts';
import { openDatabase } from '../server/db/client.ts';
import * as t from '../server/db/schema.ts';
import { createMailer, createTransport } from '../server/mail/mailer.ts';
import { startMailSender } from '../server/mail/sender.ts';
import { sandboxGateway } from '../server/payments/gateway.ts';
import { buildCatalog, ids } from '../tests/support/catalog-fixture.ts';
import { testSmtp } from '../tests/support/smtp.ts';
import { fakeTermii } from '../tests/support/fake-termii.ts';
import { termii } from '../server/mail/text-providers.ts';
import { eq } from 'drizzle-orm';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 500);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60) * 1000;

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
const db = database.db;
if (process.env.DATABASE_URL) await db.execute(sql`drop schema public cascade; create schema public`);
await buildCatalog(db);
// Room for 500 half-hour bookings: a 30-minute service and ten more stylists at the Lekki branch.
const serviceId = '60000000-0000-4000-8000-0000000000b1';
await db.insert(t.services).values({
  id: serviceId,
  branchId: ids.lekki,
  categoryId: ids.catHair,
  serviceName: 'Bench Trim',
  price: 5000,
  durationHours: 0,
  durationMinutes: 30,
});
const staff = await db
  .insert(t.employees)
  .values(Array.from({ length: 10 }, (_, i) => ({ branchId: ids.lekki, name: `Bench Stylist ${i + 1}` })))
  .returning({ id: t.employees.id });
const employees = [ids.emp1, ids.emp2, ...staff.map((s) => s.id)];
// Mobile numbers for the customer and the branch: each booking texts both.
await db.update(t.users).set({ phoneNumber: '+2348035550142' }).where(eq(t.users.id, ids.customerA));
await db.update(t.branches).set({ phoneNumber: '+2348030000001' }).where(eq(t.branches.id, ids.lekki));
const provider = await fakeTermii();
provider.failNext(Number.POSITIVE_INFINITY);
setTimeout(() => provider.failNext(0), OUTAGE_MS).unref();

const smtp = await testSmtp();
const clock = () => new Date();
const mailer = createMailer(db);
const senders = [0, 1].map(() =>
  startMailSender({
    db,
    transport: createTransport(smtp.url),
    texts: termii({ apiKey: 'bench', senderId: 'Salonbook', baseUrl: provider.url }),
    now: clock,
    pollMs: 5_000,
    log: process.env.BENCH_LOG ? console.error : () => {},
  }),
);
mailer.onWake(() => senders[0]!.wake());

// Mondays (9-19) from the coming week on: 20 half-hour starts a day for each of 12 stylists.
const slots: { start: Date; employee: string }[] = [];
const day = new Date();
day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
while (slots.length < BOOKINGS) {
  const date = day.toISOString().slice(0, 10);
  for (let h = 0; h < 20 && slots.length < BOOKINGS; h++)
    for (const employee of employees) {
      if (slots.length >= BOOKINGS) break;
      const minutes = 9 * 60 + h * 30;
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      slots.push({ start: new Date(`${date}T${hh}:${String(minutes % 60).padStart(2, '0')}:00+01:00`), employee });
    }
  day.setUTCDate(day.getUTCDate() + 7);
}

const started = performance.now();
setTimeout(() => void smtp.up(), OUTAGE_MS).unref();
const deps = { db, now: clock, mailer, siteUrl: 'http://localhost:4321', gateway: sandboxGateway(db) };
let booked = 0;
for (const s of slots) {
  const res = await book(deps, ids.customerA, {
    start: s.start,
    branchEmployeeId: s.employee,
    serviceIds: [serviceId],
  });
  if (res.ok) booked++;
  else throw new Error(`booking failed: ${res.refusal.message}`);
}
const bookedMs = performance.now() - started;

const count = async (where: ReturnType<typeof sql>) =>
  Number(
    ((await db.execute(sql`select count(*)::int as n from mail_outbox where ${where}`)).rows[0] as { n: number }).n,
  );
const queued = await count(sql`channel = 'email'`);
const textsQueued = await count(sql`channel <> 'email'`);
for (;;) {
  if ((await count(sql`status in ('queued', 'retrying')`)) === 0) break;
  await new Promise((r) => setTimeout(r, 250));
}
const emptyMs = performance.now() - started;
await Promise.all(senders.map((s) => s.stop()));
const delivered = await count(sql`status = 'sent' and channel = 'email'`);
const retried = await count(sql`attempts > 1 and channel = 'email'`);
const duplicates = smtp.received.length - new Set(smtp.received).size;
const textsDelivered = await count(sql`status = 'sent' and channel <> 'email'`);
const textsRetried = await count(sql`attempts > 1 and channel <> 'email'`);
// A text the provider accepted twice: the same body to the same number (each text names its own short link or
// appointment number, so two different texts never read the same).
const textKeys = provider.accepted.map((a) => `${a.to} ${a.sms}`);
const textDuplicates = textKeys.length - new Set(textKeys).size;
console.log(
  JSON.stringify(
    {
      database: database.kind,
      bookings: booked,
      bookingSeconds: +(bookedMs / 1000).toFixed(1),
      smtpDownSeconds: OUTAGE_MS / 1000,
      mailsQueued: queued,
      mailsDelivered: delivered,
      mailsRetried: retried,
      smtpAccepted: smtp.received.length,
      duplicates,
      providerDownSeconds: OUTAGE_MS / 1000,
      textsQueued,
      textsDelivered,
      textsRetried,
      providerAccepted: provider.accepted.length,
      textDuplicates,
      secondsUntilQueueEmpty: +(emptyMs / 1000).toFixed(1),
    },
    null,
    2,
  ),
);
await smtp.down();
await provider.close();
await database.close();
const allDelivered = delivered === queued && textsDelivered === textsQueued;
process.exit(duplicates === 0 && textDuplicates === 0 && allDelivered ? 0 : 1);
