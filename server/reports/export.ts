/**
 * The appointments behind a report as CSV (issue 32), for a spreadsheet: a header row, then one row per appointment
 * in start order, local times, naira amounts. Produced a page at a time, so a year of a busy salon streams without
 * being held in memory. Who may export is who may see the report.
 */
import type { Db } from '../db/client.ts';
import { csvRow } from '../domain/csv.ts';
import { naira } from '../domain/reports.ts';
import type { Membership } from '../domain/team.ts';
import { outcome } from '../lib/outcome.ts';
import { EXPORT_COLUMNS, exportRows } from '../queries/reports.ts';
import { reportScope, type ReportInput } from './summary.ts';

const money = (kobo: number | null) => (kobo === null ? '' : naira(kobo).toFixed(2));

export function reportExport(db: Db, memberships: readonly Membership[], input: ReportInput) {
  return outcome(async () => {
    const { scope } = await reportScope(db, memberships, input);
    async function* lines() {
      // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with ọ or é).
      yield `\uFEFF${csvRow([...EXPORT_COLUMNS])}`;
      for await (const page of exportRows(db, scope))
        yield page
          .map((r) =>
            csvRow([
              r.appointmentNo,
              r.date,
              r.start,
              r.end,
              r.customer,
              r.employee,
              r.services,
              r.status,
              r.payment,
              r.source,
              money(r.totalKobo),
              money(r.depositKobo),
              r.depositStatus,
              money(r.revenueKobo),
            ]),
          )
          .join('');
    }
    return { lines: lines(), name: `report-${scope.from}-to-${scope.to}.csv` };
  });
}
