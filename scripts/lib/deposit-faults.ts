/**
 * The deposits' fault run (issue 29), shared by `npm run bench:deposits` and tests/process/deposits-fault.test.ts:
 * the real server on a data folder with the demo catalog; the demo salon asks a deposit on every service. Each round
 * the customer books deposits; two thirds are paid at once in the sandbox, each with the gateway's webhook replayed
 * five times, and the server is killed with SIGKILL while those payments are in flight. While it is down the gateway
 * takes the last third (the payer paid the moment our process died: neither the return nor a webhook ever reaches
 * us). A new server starts on the same data; the payer retries the first two thirds (an already decided payment
 * changes nothing) and their webhooks come again; only the reconciler can find the last third. Then the database is
 * read: a deposit the gateway took that is not PAID with its charge is lost; charges above the deposit are paid
 * twice.
 */
import { openDatabase } from '../../server/db/client.ts';
import { sql } from 'drizzle-orm';
import { createRandom } from '../../server/seed/random.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/seed.ts';
import { attemptBooking, caller, loadSalon, login, type Send } from '../../tests/support/booking-client.ts';
import { startServer, type RunningServer } from './server-process.ts';

export const FAULT_WEBHOOK_HASH = 'fault-run-webhook-hash';

export interface FaultFigures {
  bookingsWithDeposits: number;
  paymentsSent: number;
  webhooksReplayed: number;
  processesKilled: number;
  /** Paid at the gateway while the server was down, with no return and no webhook: found by the reconciler only. */
  reconcilerOnly: number;
  depositsLost: number;
  paidTwice: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runDepositFaults(o: {
  /** A data folder holding the demo catalog's embedded database (in `db`). */
  dataDir: string;
  rounds: number;
  bookingsPerRound: number;
  log?: (line: string) => void;
}): Promise<FaultFigures> {
  const log = o.log ?? (() => {});
  const env = {
    DATA_DIR: o.dataDir,
    DATABASE_URL: '',
    SITE_BUILD: 'off',
    LOG_REQUESTS: 'off',
    FLW_WEBHOOK_HASH: FAULT_WEBHOOK_HASH,
    DEPOSIT_POLL_SECONDS: '1',
    DEPOSIT_RECONCILE_SECONDS: '1',
  };
  const figures: FaultFigures = {
    bookingsWithDeposits: 0,
    paymentsSent: 0,
    webhooksReplayed: 0,
    processesKilled: 0,
    reconcilerOnly: 0,
    depositsLost: 0,
    paidTwice: 0,
  };
  const txRefs: string[] = [];
  let server: RunningServer = await startServer(env);
  try {
    let send = caller(server.url);
    const owner = await login(send, DEMO_ACCOUNTS.business.email, DEMO_ACCOUNTS.business.password);
    const services = await send(`/api/Service/GetMine?BranchId=${owner.branchId}`, { token: owner.token });
    for (const s of services.body.data as { serviceId: string }[])
      await send('/api/Service/Deposit', {
        method: 'PUT',
        token: owner.token,
        json: { serviceId: s.serviceId, type: 'PERCENT', value: 20 },
      });
    const branch = await send(`/api/Branch/GetById/${owner.branchId}`);
    const customer = await login(send, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const rnd = createRandom(2911);

    for (let round = 0; round < o.rounds; round++) {
      const salon = await loadSalon(send, branch.body.data.branchUrl);
      const booked: string[] = [];
      for (let tries = 0; booked.length < o.bookingsPerRound && tries < o.bookingsPerRound * 10; tries++) {
        const attempt = await attemptBooking(send, customer.token, salon, rnd);
        const deposit = attempt.answer?.status === 200 ? attempt.answer.body.deposit : undefined;
        if (deposit?.status === 'DUE') booked.push(deposit.txRef);
      }
      figures.bookingsWithDeposits += booked.length;
      txRefs.push(...booked);
      // Two thirds paid at once, each with its webhook five times; the server dies once a third of them answered.
      const told = booked.slice(0, Math.ceil((booked.length * 2) / 3));
      const untold = booked.slice(told.length);
      let answered = 0;
      const killAt = Math.max(1, Math.floor(told.length / 3));
      const dying = server;
      const inFlight = told.flatMap((txRef) => [
        pay(dying.url, txRef).then((status) => {
          if (status && ++answered === killAt) dying.child.kill('SIGKILL');
        }),
        ...Array.from({ length: 5 }, () => webhook(dying.url, txRef)),
      ]);
      figures.paymentsSent += told.length;
      figures.webhooksReplayed += told.length * 5;
      await Promise.all(inFlight);
      if (dying.child.exitCode === null && dying.child.signalCode === null) dying.child.kill('SIGKILL');
      await dying.exited;
      figures.processesKilled++;
      await paidWhileDown(o.dataDir, untold);
      figures.reconcilerOnly += untold.length;
      log(
        `round ${round + 1}: ${booked.length} deposits booked, server killed after ${answered} of ${told.length} ` +
          `payments answered, ${untold.length} paid at the gateway while it was down`,
      );

      server = await startServer(env);
      send = caller(server.url);
      // The payer tries again where the answer never came; the gateway sends those webhooks again.
      await Promise.all(told.map((txRef) => pay(server.url, txRef)));
      await Promise.all(told.flatMap((txRef) => Array.from({ length: 5 }, () => webhook(server.url, txRef))));
      figures.webhooksReplayed += told.length * 5;
      // The reconciler's rounds (every second) settle what no return or webhook did.
      await untilSettled(send, customer.token, booked, 60_000);
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }

  const database = await openDatabase({ dataDir: `${o.dataDir}/db` });
  try {
    const { rows } = await database.db.execute<{ lost: number; twice: number }>(sql`
      select
        (select count(*)::int from deposits d join payment_transactions p on p.tx_ref = d.tx_ref
          where p.gateway_response->>'status' = 'successful' and d.tx_ref in ${txRefs}
            and (d.status <> 'PAID'
              or not exists (select 1 from money_movements m where m.deposit_id = d.id and m.kind = 'CHARGE'))) as lost,
        (select count(*)::int from deposits d where d.tx_ref in ${txRefs}
          and (select coalesce(sum(m.amount_kobo), 0) from money_movements m
               where m.deposit_id = d.id and m.kind = 'CHARGE') > d.amount_kobo) as twice`);
    figures.depositsLost = Number(rows[0]!.lost);
    figures.paidTwice = Number(rows[0]!.twice);
  } finally {
    await database.close();
  }
  return figures;
}

/**
 * The sandbox gateway takes these payments while no server runs (the sandbox's record is its own row: the gateway's
 * side of the payment, which our side must then find).
 */
async function paidWhileDown(dataDir: string, txRefs: string[]) {
  if (!txRefs.length) return;
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  try {
    await database.db.execute(sql`
      update payment_transactions set gateway_response = '{"status":"successful"}'::jsonb
      where tx_ref in ${txRefs} and gateway_response is null`);
  } finally {
    await database.close();
  }
}

/** Pay on the sandbox's checkout; the answer (a redirect, or nothing when the server died) is not needed. */
const pay = (base: string, txRef: string) =>
  fetch(`${base}/api/Payment/Sandbox/Complete`, {
    method: 'POST',
    body: new URLSearchParams({ txRef, outcome: 'pay' }),
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  }).then(
    (r) => r.status,
    () => 0,
  );

const webhook = (base: string, txRef: string) =>
  fetch(`${base}/api/Payment/Webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'verif-hash': FAULT_WEBHOOK_HASH },
    body: JSON.stringify({ event: 'charge.completed', data: { tx_ref: txRef, status: 'successful' } }),
    signal: AbortSignal.timeout(60_000),
  }).then(
    (r) => r.status,
    () => 0,
  );

/** Waits until the customer's appointments show every one of these deposits paid (or the time runs out). */
async function untilSettled(send: Send, token: string, txRefs: string[], limitMs: number) {
  const started = Date.now();
  for (;;) {
    const mine = await send('/api/Appointment/GetByUser', { token });
    const paid = new Set(
      (mine.body.data as { deposit: { txRef: string; status: string } | null }[])
        .filter((a) => a.deposit?.status === 'PAID')
        .map((a) => a.deposit!.txRef),
    );
    if (txRefs.every((r) => paid.has(r)) || Date.now() - started > limitMs) return;
    await sleep(250);
  }
}
