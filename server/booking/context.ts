/** What every booking use-case runs with: the database, the clock, and where its mails go. */
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BranchSchedule } from '../queries/availability.ts';
import type { cartOf } from './facts.ts';

/**
 * A branch's schedule, a cart's services and an employee's branch as the catalog has them, from memory
 * (server/http/kept-facts.ts).
 */
export interface KeptFacts {
  employeeBranch(employeeId: string): Promise<string | undefined>;
  schedule(branchId: string): Promise<BranchSchedule>;
  cart(schedule: BranchSchedule, serviceIds: string[]): ReturnType<typeof cartOf>;
}

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
  /** The schedule and cart from memory; without it, from the database. */
  kept?: KeptFacts;
}
