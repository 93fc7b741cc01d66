/** When a paid plan runs: the period a purchase buys, and which plan counts as current. */

const DAY_MS = 86_400_000;

export interface PlanPeriod {
  startsAt: Date;
  expiresAt: Date;
}

/** A renewal of a plan still running starts when that one ends (no paid day is lost); any other plan starts now. */
export function purchasedPeriod(now: Date, periodDays: number, runningUntil?: Date): PlanPeriod {
  const startsAt = runningUntil ?? now;
  return { startsAt, expiresAt: new Date(startsAt.getTime() + periodDays * DAY_MS) };
}

/** A plan counts as current only while it runs: an expired plan, or one not yet started, does not. */
export function runsAt(period: PlanPeriod, now: Date): boolean {
  return period.startsAt.getTime() <= now.getTime() && period.expiresAt.getTime() > now.getTime();
}
