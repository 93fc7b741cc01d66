/** Reads of plan purchases: a branch's subscriptions as the API answers them, and what a sandbox checkout shows. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appointments,
  branches,
  branchSubscriptions,
  businesses,
  paymentTransactions,
  subscriptionTypes,
} from '../db/schema.ts';
import { runsAt } from '../domain/plans.ts';

export interface BranchPlan {
  subscriptionTypeId: string;
  subscriptionName: string;
  paymentStatus: string;
  pGReference: string;
  startsAt: string;
  expiresAt: string;
  isCurrent: boolean;
}

/**
 * The branch's plans: the one running now first (of two running, the later bought), then those still to come, then
 * the expired, latest start first; only the first can be current, and only while it runs.
 */
export async function branchPlansOf(db: Db, branchId: string, now: Date): Promise<BranchPlan[]> {
  const rows = await db
    .select({ s: branchSubscriptions, name: subscriptionTypes.subscriptionName })
    .from(branchSubscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, branchSubscriptions.subscriptionTypeId))
    .where(eq(branchSubscriptions.branchId, branchId))
    .orderBy(
      desc(sql`${branchSubscriptions.startsAt} <= ${now} and ${branchSubscriptions.expiresAt} > ${now}`),
      desc(sql`${branchSubscriptions.expiresAt} > ${now}`),
      desc(branchSubscriptions.startsAt),
    );
  return rows.map(({ s, name }, i) => ({
    subscriptionTypeId: s.subscriptionTypeId,
    subscriptionName: name,
    paymentStatus: s.paymentStatus,
    pGReference: s.pgReference,
    startsAt: s.startsAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    isCurrent: i === 0 && runsAt(s, now),
  }));
}

export interface SandboxCheckoutRow {
  status: string;
  gatewayResponse: unknown;
  amount: number;
  currency: string;
  /** What is paid for: "Basic plan", "Deposit for appointment APT-100123". */
  title: string;
  business: string;
}

/** A sandbox transaction with what it pays for and the business; undefined for an unknown or non-sandbox one. */
export async function sandboxCheckoutOf(db: Db, txRef: string): Promise<SandboxCheckoutRow | undefined> {
  const [row] = await db
    .select({
      status: paymentTransactions.status,
      gatewayResponse: paymentTransactions.gatewayResponse,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
      title: sql<string>`coalesce(${subscriptionTypes.subscriptionName} || ' plan',
        'Deposit for appointment ' || ${appointments.appointmentNo})`,
      business: businesses.businessName,
    })
    .from(paymentTransactions)
    .leftJoin(subscriptionTypes, eq(subscriptionTypes.id, paymentTransactions.subscriptionTypeId))
    .leftJoin(appointments, eq(appointments.id, paymentTransactions.appointmentId))
    .innerJoin(branches, eq(branches.id, paymentTransactions.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(and(eq(paymentTransactions.txRef, txRef), eq(paymentTransactions.gateway, 'sandbox')));
  return row;
}
