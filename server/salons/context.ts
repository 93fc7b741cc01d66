/** What every salon use-case runs with: the database, the clock, where its mails and uploaded images go. */
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface SalonsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** The public origin links in mails point to. */
  siteUrl: string;
  /** Where uploaded images are stored; served under /uploads. */
  uploadsDir: string;
  /** Called after a committed write the public catalog shows (details, services, staff, hours, notice). */
  catalogChanged?: () => void;
}

/**
 * Who acts on a salon: for now the branch the caller's token names, which the route has already checked the ids in
 * the request against. Kept an argument of its own so rights read from the database can take its place.
 */
export interface SalonActor {
  branchId: string;
}
