/**
 * `npm run bench:waitlist`: the time from a cancellation to the waitlist's offer in the development mailbox (issue
 * 31), on the real server (`node server/main.ts` as a child process, as `npm start` runs it, mail delivered by the
 * outbox's sender without SMTP, as in development). 10 times: the demo customer books a time at least three days
 * ahead, a customer of the bench's own joins the waitlist for that day (the same service, any time of it), the first
 * cancels; the clock runs from sending the cancellation until /dev/mailbox.json shows the offer's mail sent (polled
 * every 20 ms). Prints each round and the median. Uses a fresh embedded database (seeded by the server's first start);
 * with DATABASE_URL, that PostgreSQL database instead (a scratch one: seeded on its first start when empty).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../server/seed/seed.ts';
import { caller, loadSalon, login, type Send } from '../tests/support/booking-client.ts';
import { startServer } from './lib/server-process.ts';

const ROUNDS = 10;
/** A customer holds at most 5 active entries: one waiter per 5 rounds. */
const ROUNDS_PER_WAITER = 5;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-waitlist-'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Mail {
  id: string;
  subject: string;
  status: string;
  links: string[];
}
const mailbox = async (send: Send, to: string) =>
  (await send(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).body.data as Mail[];

/** A customer of the bench's own: registered, confirmed through the development mailbox, logged in. */
async function newCustomer(send: Send) {
  const email = `bench-waiter-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Waiting@2026!';
  const form = { Name: 'Chioma Eze', Email: email, Password: password, PhoneNumber: '0803 555 0123' };
  const registered = await send('/api/Auth/register', { form });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  let link: string | undefined;
  while (!(link = (await mailbox(send, email))[0]?.links[0])) await sleep(20);
  const url = new URL(link);
  await send('/api/Users/ConfirmEmail', {
    json: { email: url.searchParams.get('email'), token: url.searchParams.get('token') },
  });
  return { email, ...(await login(send, email, password)) };
}

const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  SITE_BUILD: 'off',
  LOG_REQUESTS: 'off',
  SMTP_URL: '',
});
try {
  const send = caller(server.url);
  const booker = await login(send, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const waiters = [];
  for (let i = 0; i < ROUNDS / ROUNDS_PER_WAITER; i++) waiters.push(await newCustomer(send));
  const top = (await send('/api/Branch/GetTopActiveBranches')).body.data as { branchUrl: string }[];
  const salon = await loadSalon(send, top[0]!.branchUrl);
  const serviceId = salon.serviceIds[0]!;
  const soonest = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const isoDay = (date: string) => {
    const [y, m, d] = date.split('-');
    return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  };
  // One day a round: a waiter waits once a day, and an entry told of a time is not told again for ten minutes.
  const days = salon.dates.filter((d) => isoDay(d) >= soonest);
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded (PGlite)'}; ` +
      `salon ${top[0]!.branchUrl}, ${ROUNDS} rounds, the mailbox polled every 20 ms`,
  );

  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const waiter = waiters[Math.floor(round / ROUNDS_PER_WAITER)]!;
    let booking: { id: string; date: string } | undefined;
    while (!booking) {
      const date = days.shift();
      if (!date) throw new Error('bench:waitlist: no more days with a free time');
      const q = `BranchId=${salon.branchId}&AppointmentDate=${date}&ServiceIds=${serviceId}`;
      const slots = (await send(`/api/Branch/TodaysAvailability?${q}`)).body.data as string[];
      const start = slots[Math.floor(slots.length / 2)];
      if (!start) continue;
      const staff = await send(
        `/api/BranchEmployee/GetByBranch?BranchId=${salon.branchId}` +
          `&AppointmentDate=${encodeURIComponent(start)}&ServiceIds=${serviceId}`,
      );
      const employeeId = (staff.body.data as { branchEmployeeId: string }[])[0]?.branchEmployeeId;
      if (!employeeId) continue;
      const booked = await send('/api/Appointment/Insert', {
        token: booker.token,
        json: { startDateTime: start, branchEmployeeId: employeeId, appointmentServices: [{ serviceId }] },
      });
      if (booked.status !== 200) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
      booking = { id: booked.body.data, date: isoDay(date) };
    }
    const joined = await send('/api/Waitlist', {
      token: waiter.token,
      json: { branchId: salon.branchId, date: booking.date, window: 'ANY', serviceIds: [serviceId] },
    });
    if (joined.status !== 200) throw new Error(`joining answered ${joined.status}: ${JSON.stringify(joined.body)}`);
    const before = new Set((await mailbox(send, waiter.email)).map((m) => m.id));

    const started = performance.now();
    const cancelled = await send(`/api/Appointment/CancelBooking?AppointmentId=${booking.id}`, {
      method: 'PUT',
      token: booker.token,
      json: {},
    });
    const answeredMs = performance.now() - started;
    if (cancelled.status !== 200) throw new Error(`cancelling answered ${cancelled.status}`);
    const offer = () =>
      mailbox(send, waiter.email).then((box) =>
        box.find((m) => !before.has(m.id) && m.subject.startsWith('A time opened at ')),
      );
    let mail: Mail | undefined;
    while ((mail = await offer())?.status !== 'sent') {
      if (performance.now() - started > 30_000) throw new Error(`no offer sent after 30 s (${mail?.status})`);
      await sleep(20);
    }
    const ms = performance.now() - started;
    timings.push(ms);
    console.log(
      `   round ${round + 1} (${booking.date}): cancellation answered in ${answeredMs.toFixed(0)} ms, ` +
        `offer sent in the mailbox after ${ms.toFixed(0)} ms`,
    );
  }
  console.log(
    `\ncancellation to the offer sent in the mailbox: median ${median(timings).toFixed(0)} ms ` +
      `(fastest ${Math.min(...timings).toFixed(0)} ms, slowest ${Math.max(...timings).toFixed(0)} ms)`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
