/** What every billing use-case runs with: the database, the clock, the payment gateway and the site's origin. */
import type { Db } from '../db/client.ts';
import type { Gateway } from '../payments/gateway.ts';

export interface BillingDeps {
  db: Db;
  now: () => Date;
  /** Where plans are paid: the app's sandbox, or Flutterwave. */
  gateway: Gateway;
  /** The public origin the gateway returns the payer to. */
  siteUrl: string;
}

/**
 * Who buys a plan: a salon owner and the branch their token names. The routes establish both today; the actor stays
 * an argument so rights can move into a use-case reading the database.
 */
export interface PlanBuyer {
  userId: string;
  branchId: string;
}
