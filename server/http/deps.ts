import type { CatalogSignal } from '../db/catalog-signal.ts';
import type { KeptFacts } from '../booking/context.ts';
import type { Db } from '../db/client.ts';
import type { DiaryCache } from '../queries/diary-cache.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Gateway } from '../payments/gateway.ts';

/** What every route module is built with: the database, the clock (injected so tests control time), and services. */
export interface AppDeps {
  db: Db;
  now: () => Date;
  /** Signs and verifies bearer tokens. */
  jwtSecret: Uint8Array;
  mailer: Mailer;
  /** Where plans are paid: the app's sandbox, or Flutterwave when FLW_SECRET_KEY is set. */
  gateway: Gateway;
  /** How long an unpaid deposit holds its time (DEPOSIT_HOLD_MINUTES); 15 unless set. */
  depositHoldMinutes?: number;
  /** The text provider's webhook secret (TERMII_WEBHOOK_SECRET); without one, no report or reply is believed. */
  textsWebhookSecret?: string;
  /** Wakes the deposits' keeper: a refund fell due (server/deposits/keeper.ts). */
  refundDue?: () => void;
  /** The public origin links in mails point to. */
  siteUrl: string;
  /** Where uploaded images are stored; served under /uploads. */
  uploadsDir: string;
  /** Production hides development conveniences such as the mailbox. */
  production?: boolean;
  /**
   * Called after a committed write that changes what the public catalog reads answer (a branch, its services, staff,
   * hours or reviews): the site rebuilds and the answers kept in memory are dropped.
   */
  catalogChanged?: () => void;
  /** Moves with every catalog write (set by createApp): what is kept from the catalog is valid while it stands. */
  catalogGeneration?: () => number;
  /** With PostgreSQL: tells the other processes on the same database that the catalog changed. */
  catalogSignal?: CatalogSignal;
  /** Called by the booking use-cases (server/booking/diary.ts) after a change to a branch's bookings or time off. */
  diaryChanged?: (branchId: string) => void;
  /** Branches' busy times kept for the slot reads (set by createApp); the changes above keep it current. */
  diary?: DiaryCache;
  /** Branches' schedules and carts kept in memory while the catalog generation stands (set by createApp). */
  kept?: KeptFacts;
}
