/**
 * What an appointment's change of status does to its deposit, in the change's own transaction: a cancellation refunds
 * a paid deposit (the salon cancelling, or the customer inside the branch's free window) or leaves it with the salon
 * (the customer, later); a no-show keeps it; completion records the balance received at the venue. An unpaid deposit
 * simply ends. Each movement is written once (one of each kind per appointment).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, branches, deposits, moneyMovements } from '../db/schema.ts';
import { koboOf, ON_NO_SHOW, onCancellation, type DepositStatus } from '../domain/deposits.ts';

export type StatusChange = 'cancel' | 'complete' | 'no-show';

/** Applies the change to the appointment's deposit, if it has one; answers whether a refund fell due. */
export async function depositOnStatus(
  t: Db,
  now: Date,
  appointmentId: string,
  change: StatusChange,
  by: 'customer' | 'salon',
): Promise<boolean> {
  const [row] = await t
    .select({
      d: deposits,
      startAt: appointments.startAt,
      total: appointments.total,
      window: branches.cancellationWindowHours,
    })
    .from(deposits)
    .innerJoin(appointments, eq(appointments.id, deposits.appointmentId))
    .innerJoin(branches, eq(branches.id, deposits.branchId))
    .where(eq(deposits.appointmentId, appointmentId))
    .for('update', { of: deposits });
  if (!row) return false;
  const { d } = row;
  const movement = (kind: 'KEPT' | 'BALANCE', amount: number) =>
    t
      .insert(moneyMovements)
      .values({ appointmentId, depositId: d.id, kind, amount, reference: d.txRef })
      .onConflictDoNothing();
  const set = (status: DepositStatus, extra: Partial<typeof deposits.$inferInsert> = {}) =>
    t
      .update(deposits)
      .set({ status, updatedAt: now, ...extra })
      .where(eq(deposits.id, d.id));

  if (d.status === 'DUE') {
    // Never paid: it ends with the appointment (a payment that still comes is refunded, server/deposits/settle.ts).
    await set('EXPIRED', { releasedBy: 'cancel' });
    if (change === 'complete') await movement('BALANCE', koboOf(row.total));
    return false;
  }
  if (d.status !== 'PAID') return false;
  if (change === 'complete') {
    await movement('BALANCE', koboOf(row.total) - d.amount);
    return false;
  }
  const outcome =
    change === 'no-show' ? ON_NO_SHOW : onCancellation({ by, startAt: row.startAt, now, windowHours: row.window });
  if (outcome === 'KEEP') {
    await Promise.all([set('KEPT'), movement('KEPT', d.amount)]);
    return false;
  }
  await set('REFUND_PENDING', { refundNextAt: now, refundAttempts: 0 });
  return true;
}
