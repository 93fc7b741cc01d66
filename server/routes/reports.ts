/**
 * Reports (issue 32): the business at a glance for a period (GET /api/Reports/Summary) and the appointments behind it
 * as CSV (GET /api/Reports/Export). Owners, and managers of the branch. The rules live in server/reports; this module
 * parses, calls and shapes the answer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { createRouter, errorResponses, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { ReportQuery, ReportSummary } from '../http/report-schemas.ts';
import { reportExport } from '../reports/export.ts';
import { reportSummary } from '../reports/summary.ts';

export function reportRoutes(deps: AppDeps) {
  const r = createRouter<AuthEnv>();
  r.use('*', requireAuth(deps, ['Business']));
  const input = (q: z.infer<typeof ReportQuery>) => ({ branchId: q.BranchId, from: q.From, to: q.To });

  r.openapi(
    createRoute({
      method: 'get',
      path: '/Summary',
      operationId: 'reportSummary',
      tags: ['Reports'],
      summary: "A period's figures (local dates, at most 366 days) beside the period before it; BranchId=all: yours",
      security: [{ Bearer: [] }],
      request: { query: ReportQuery },
      responses: jsonResponses(ReportSummary, 'The report', [400, 401, 403, 404]),
    }),
    async (c) => {
      const report = valueOr4xx(await reportSummary(deps.db, c.get('claims').memberships, input(c.req.valid('query'))));
      const empty = report.totals.bookings === 0;
      return ok(c, report, empty ? 'No appointments in this period.' : undefined);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/Export',
      operationId: 'reportExport',
      tags: ['Reports'],
      summary: 'The appointments behind the report as CSV: local times, naira amounts, a header row; streamed',
      security: [{ Bearer: [] }],
      request: { query: ReportQuery },
      responses: {
        200: { description: 'CSV, UTF-8', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses([400, 401, 403, 404]),
      },
    }),
    async (c) => {
      const csv = valueOr4xx(await reportExport(deps.db, c.get('claims').memberships, input(c.req.valid('query'))));
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await csv.lines.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await csv.lines.return(undefined);
        },
      });
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csv.name}"`,
        'Cache-Control': 'no-store',
      });
    },
  );
  return r;
}
