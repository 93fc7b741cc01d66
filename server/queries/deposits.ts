/** Reads of deposits: an appointment's as the API shows it, and one by its payment reference. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, deposits } from '../db/schema.ts';
import { koboOf } from '../domain/deposits.ts';
import type { DepositRead } from '../http/booking-schemas.ts';

export type DepositRow = Pick<
  typeof deposits.$inferSelect,
  'amount' | 'currency' | 'status' | 'txRef' | 'holdUntil' | 'checkoutUrl'
>;

/** A deposit as every read shows it: amounts in kobo, the balance left for the venue, where to pay while it is due. */
export function depositView(d: DepositRow | null, totalNaira: number): DepositRead | null {
  if (!d) return null;
  return {
    amount: d.amount,
    balance: koboOf(totalNaira) - d.amount,
    currency: d.currency,
    status: d.status,
    txRef: d.txRef,
    holdUntil: d.holdUntil.toISOString(),
    checkoutUrl: d.status === 'DUE' && d.checkoutUrl ? d.checkoutUrl : null,
  };
}

export type DepositView = DepositRead;

/** The deposit of a payment reference with its appointment's owner and branch; undefined when there is none. */
export async function depositByRef(db: Db, txRef: string) {
  const [row] = await db
    .select({ d: deposits, userId: appointments.userId, startAt: appointments.startAt })
    .from(deposits)
    .innerJoin(appointments, eq(appointments.id, deposits.appointmentId))
    .where(eq(deposits.txRef, txRef));
  return row;
}
