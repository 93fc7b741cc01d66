/** What every account use-case runs with: the database, the clock, where mails go, and the key that signs logins. */
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface AccountsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** The public origin links in mails point to. */
  siteUrl: string;
  /** Signs the bearer token a login answers (server/lib/jwt.ts). */
  jwtSecret: Uint8Array;
  /** Called after a write the public catalog shows (reviews and testimonials show a customer's name). */
  catalogChanged?: () => void;
}

/** What sending a link by mail needs: any caller's deps will do (a business sign-up's as well). */
export type MailDeps = Pick<AccountsDeps, 'db' | 'now' | 'mailer' | 'siteUrl'>;
