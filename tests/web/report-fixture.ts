/** A report's headline figures for the panel's tests: all zero but what a test sets. */
import type { ReportTotals } from '../../src/lib/types.ts';

export const totals = (over: Partial<ReportTotals>): ReportTotals => ({
  bookings: 0,
  completed: 0,
  cancelled: 0,
  lateCancelled: 0,
  noShows: 0,
  online: 0,
  salon: 0,
  revenue: 0,
  depositsKept: 0,
  averageTicket: 0,
  noShowRate: 0,
  cancellationRate: 0,
  lateCancellationRate: 0,
  ...over,
});
