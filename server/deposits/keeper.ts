/**
 * The deposits' keeper, in every server process: asks the gateway about deposits still due a few minutes after
 * their checkout began (a process killed between the gateway's success and our write, a webhook that never came),
 * ends holds that ran out unpaid, and gives back deposits waiting for a refund, retrying with backoff until the
 * gateway accepts. Row locks keep two processes from refunding one deposit; everything else is safe to do twice.
 */
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deposits, moneyMovements } from '../db/schema.ts';
import { mailFacts, queueDepositMail } from '../booking/mails.ts';
import { BACKOFF_MINUTES } from '../mail/sender.ts';
import type { DepositDeps } from './context.ts';
import { releaseHold } from './hold.ts';
import { settle } from './settle.ts';
import { Refused } from '../lib/outcome.ts';
import { logError } from '../lib/log.ts';

export interface KeeperOptions {
  /** A deposit still due is asked about this long after its checkout began, and again each time this passes. */
  reconcileAfterMs?: number;
  /** Minutes between refund attempts; after the last entry, its value again, until the gateway accepts. */
  backoffMinutes?: number[];
  /** How long a refund claim holds (longer than the gateway's worst answer). */
  leaseMs?: number;
  log?: (line: string) => void;
}

/** An unpaid deposit that ended is asked about again this often for a day (its checkout may still be paid). */
const EXPIRED_RECHECK_MS = 15 * 60_000;

/** Deposits looked at per round, per kind. */
const BATCH = 50;

/** One round; answers what it did (for tests and the fault run). */
export async function keepDeposits(deps: DepositDeps, o: KeeperOptions = {}) {
  const log = o.log ?? logError;
  const done = { settled: 0, expired: 0, refunded: 0, refundFailed: 0 };
  const now = deps.now();
  const reconcileBefore = new Date(now.getTime() - (o.reconcileAfterMs ?? 2 * 60_000));
  // Due ones whose hold ran out, and those not asked about lately; and, every quarter of an hour, unpaid ones
  // released in the last day, whose payment may yet have gone through (the payer finished on a checkout left open).
  const candidates = await deps.db
    .select()
    .from(deposits)
    .where(
      or(
        and(eq(deposits.status, 'DUE'), lte(deposits.holdUntil, now)),
        and(
          lte(deposits.createdAt, reconcileBefore),
          or(
            and(eq(deposits.status, 'DUE'), or(isNull(deposits.checkedAt), lte(deposits.checkedAt, reconcileBefore))),
            and(
              eq(deposits.status, 'EXPIRED'),
              gt(deposits.createdAt, new Date(now.getTime() - 86_400_000)),
              or(isNull(deposits.checkedAt), lte(deposits.checkedAt, new Date(now.getTime() - EXPIRED_RECHECK_MS))),
            ),
          ),
        ),
      ),
    )
    .orderBy(deposits.holdUntil)
    .limit(BATCH);
  for (const d of candidates) {
    try {
      const status = await settle(deps, d);
      if (status !== d.status) done.settled++;
    } catch (err) {
      // Not paid (a refusal) or the gateway out of reach: a hold that ran out ends all the same.
      if (!(err instanceof Refused)) log(`deposits: could not verify ${d.txRef}: ${(err as Error).message}`);
      if (d.status === 'DUE' && d.holdUntil <= now && (await expire(deps, d.appointmentId))) done.expired++;
    }
  }
  const refunds = await refundDue(deps, o, log);
  done.refunded += refunds.refunded;
  done.refundFailed += refunds.failed;
  return done;
}

/** Ends a hold that ran out unpaid and tells the customer; the time is offered again at once. */
const expire = (deps: DepositDeps, appointmentId: string) =>
  releaseHold(deps, appointmentId, 'hold', async (t) =>
    queueDepositMail(deps, t, await mailFacts(t, appointmentId), 'expired'),
  ).then((ended) => {
    if (ended) deps.mailer.wake();
    return ended;
  });

/** Claims the refunds that fell due (with a lease), asks the gateway for each, records what it accepted. */
async function refundDue(deps: DepositDeps, o: KeeperOptions, log: (line: string) => void) {
  const now = deps.now();
  const backoff = o.backoffMinutes ?? BACKOFF_MINUTES;
  const until = new Date(now.getTime() + (o.leaseMs ?? 5 * 60_000));
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    update ${deposits} set locked_until = ${until.toISOString()}::timestamptz, refund_attempts = refund_attempts + 1
    where id in (
      select id from ${deposits}
      where status = 'REFUND_PENDING' and refund_next_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
      order by refund_next_at limit ${BATCH}
      for update skip locked)
    returning id`);
  let refunded = 0;
  let failed = 0;
  for (const { id } of rows) {
    const [d] = await deps.db.select().from(deposits).where(eq(deposits.id, id));
    if (!d || d.status !== 'REFUND_PENDING') continue;
    const answer = await deps.gateway.refund({ txRef: d.txRef, gatewayTxId: d.gatewayTxId, amountMinor: d.amount });
    if (!answer.ok) {
      failed++;
      const wait = backoff[Math.min(d.refundAttempts, backoff.length) - 1] ?? 60;
      log(`deposits: refund of ${d.txRef} failed (attempt ${d.refundAttempts}): ${answer.error}`);
      await deps.db
        .update(deposits)
        .set({
          refundError: answer.error.slice(0, 500),
          refundNextAt: new Date(deps.now().getTime() + wait * 60_000),
          lockedUntil: null,
        })
        .where(eq(deposits.id, id));
      continue;
    }
    await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const moved = await t
        .update(deposits)
        .set({ status: 'REFUNDED', refundError: null, lockedUntil: null, updatedAt: deps.now() })
        .where(and(eq(deposits.id, id), eq(deposits.status, 'REFUND_PENDING')))
        .returning({ id: deposits.id });
      if (!moved.length) return;
      await t
        .insert(moneyMovements)
        .values({
          appointmentId: d.appointmentId,
          depositId: d.id,
          kind: 'REFUND',
          amount: d.amount,
          reference: answer.reference,
        })
        .onConflictDoNothing();
      await queueDepositMail(deps, t, await mailFacts(t, d.appointmentId), 'refunded');
    });
    refunded++;
  }
  if (refunded) deps.mailer.wake();
  return { refunded, failed };
}

export interface DepositKeeper {
  /** Runs a round soon (a refund just fell due). */
  wake(): void;
  stop(): Promise<void>;
}

/** Runs `keepDeposits` every `everyMs` (and when woken), one round at a time; a failed round is logged and retried. */
export function startDepositKeeper(deps: DepositDeps, everyMs: number, o: KeeperOptions = {}): DepositKeeper {
  const log = o.log ?? logError;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = keepDeposits(deps, o)
      .catch((err: Error) => log(`deposits: round failed: ${err.message}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    wake: () => setTimeout(round, 20).unref(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
