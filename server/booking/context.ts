/** What every booking use-case runs with: the database, the clock, and where its mails go. */
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface BookingDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** The public origin links in mails point to. */
  siteUrl: string;
  /** Called after a write the public catalog shows (a review changes a branch's rating). */
  catalogChanged?: () => void;
  /** Called after a change to a branch's diary (bookings, time off) through `changingDiary` (./diary.ts) only. */
  diaryChanged?: (branchId: string) => void;
}
