import type { Db } from '../db/client.ts';
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
  /** The public origin links in mails point to. */
  siteUrl: string;
  /** Where uploaded images are stored; served under /uploads. */
  uploadsDir: string;
  /** Production hides development conveniences such as the mailbox. */
  production?: boolean;
  /** Called after a write to the public catalog (branch, service, blog), so the site rebuilds. */
  catalogChanged?: () => void;
}
