/** What every account use-case runs with: the database, the clock, and where its mails go. */
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface AccountsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** The public origin links in mails point to. */
  siteUrl: string;
}
