/**
 * The Reports panel's charts (issue 32), each with a table of the same numbers beside it for screen readers and
 * keyboard users: bookings and revenue per day (the table behind "Show as a table", a row per day), occupancy per
 * employee, top services (by revenue or by bookings), new and returning customers with the top customers, and the
 * weekday x hour grid, which is a table with shaded cells.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { formatHour, formatNaira } from '../../lib/format.ts';
import type { ReportSummary } from '../../lib/types.ts';
import type { ChartSpec } from './report-charts.ts';
import {
  barsSummary,
  formatCount,
  formatLocalDate,
  formatMinutes,
  formatPercent,
  shade,
  trendSummary,
  weekGrid,
} from './report-figures.ts';
import { ReportChart } from './ReportChart.tsx';

/**
 * A chart's section: its heading, then the chart and the table side by side (stacked on a phone). Not a landmark of
 * its own: its table's region has the same name.
 */
function ChartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rep-section">
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}

/** A table in a scrolling box that takes focus (it may scroll sideways on a phone), named by its caption. */
function Table({ id, caption, head, children }: { id: string; caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="acct-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="acct-table rep-table">
        <caption id={`${id}-caption`} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? 'rep-num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Trend({ report }: { report: ReportSummary }) {
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'trend',
      dates: report.days.map((d) => d.date),
      bookings: report.days.map((d) => d.bookings),
      revenue: report.days.map((d) => d.revenue),
    }),
    [report],
  );
  return (
    <ChartSection id="rep-trend" title="Bookings and revenue per day">
      <ReportChart spec={spec} label={trendSummary(report)} />
      <p className="rep-legend" aria-hidden="true">
        <span className="rep-key rep-key-bookings" /> Bookings (left) <span className="rep-key rep-key-revenue" />{' '}
        Revenue (right)
      </p>
      <details className="rep-details">
        <summary>Show as a table</summary>
        <Table id="rep-trend-table" caption="Bookings and revenue per day" head={['Date', 'Bookings', 'Revenue']}>
          {report.days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatLocalDate(d.date)}</th>
              <td className="rep-num">{formatCount(d.bookings)}</td>
              <td className="rep-num">{formatNaira(d.revenue)}</td>
            </tr>
          ))}
          <tr className="rep-total">
            <th scope="row">Total</th>
            <td className="rep-num">{formatCount(report.totals.bookings)}</td>
            <td className="rep-num">{formatNaira(report.totals.revenue)}</td>
          </tr>
        </Table>
      </details>
    </ChartSection>
  );
}

function Occupancy({ employees }: { employees: ReportSummary['employees'] }) {
  const title = 'Occupancy per employee';
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bars',
      unit: 'percent',
      labels: employees.map((e) => e.name),
      values: employees.map((e) => e.occupancy),
    }),
    [employees],
  );
  const label = barsSummary(
    title,
    employees.map((e) => ({ label: e.name, value: formatPercent(e.occupancy) })),
  );
  return (
    <ChartSection id="rep-staff" title={title}>
      {employees.length === 0 ? (
        <p className="muted">No employees in this period.</p>
      ) : (
        // Its table is wide: under the chart, never beside it.
        <div className="rep-pair rep-pair-wide">
          <ReportChart spec={spec} label={label} />
          <Table
            id="rep-staff-table"
            caption={title}
            head={['Employee', 'Booked', 'Working', 'Occupancy', 'Revenue', 'No-shows']}
          >
            {employees.map((e) => (
              <tr key={e.branchEmployeeId}>
                <th scope="row">{e.name}</th>
                <td className="rep-num">{formatMinutes(e.bookedMinutes)}</td>
                <td className="rep-num">{formatMinutes(e.workingMinutes)}</td>
                <td className="rep-num">{formatPercent(e.occupancy)}</td>
                <td className="rep-num">{formatNaira(e.revenue)}</td>
                <td className="rep-num">{formatCount(e.noShows)}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </ChartSection>
  );
}

function TopServices({ services }: { services: ReportSummary['services'] }) {
  const [by, setBy] = useState<'revenue' | 'count'>('revenue');
  const list = by === 'revenue' ? services.byRevenue : services.byCount;
  const title = by === 'revenue' ? 'Top services by revenue' : 'Top services by bookings';
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bars',
      unit: by === 'revenue' ? 'naira' : 'count',
      labels: list.map((s) => s.name),
      values: list.map((s) => (by === 'revenue' ? s.revenue : s.count)),
    }),
    [list, by],
  );
  const value = (s: (typeof list)[number]) => (by === 'revenue' ? formatNaira(s.revenue) : formatCount(s.count));
  return (
    <ChartSection id="rep-services" title="Top services">
      <div className="rep-toggle" role="group" aria-label="Rank services by">
        {(['revenue', 'count'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={by === key}
            onClick={() => setBy(key)}
          >
            {key === 'revenue' ? 'By revenue' : 'By bookings'}
          </button>
        ))}
      </div>
      {list.length === 0 ? (
        <p className="muted">No completed visits in this period.</p>
      ) : (
        <div className="rep-pair">
          <ReportChart
            spec={spec}
            label={barsSummary(
              title,
              list.map((s) => ({ label: s.name, value: value(s) })),
            )}
          />
          <Table id="rep-services-table" caption={title} head={['Service', 'Completed', 'Revenue']}>
            {list.map((s) => (
              <tr key={s.serviceId}>
                <th scope="row">{s.name}</th>
                <td className="rep-num">{formatCount(s.count)}</td>
                <td className="rep-num">{formatNaira(s.revenue)}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </ChartSection>
  );
}

function Customers({ customers }: { customers: ReportSummary['customers'] }) {
  const title = 'New and returning customers';
  const spec = useMemo<ChartSpec>(
    () => ({ kind: 'bars', unit: 'count', labels: ['New', 'Returning'], values: [customers.new, customers.returning] }),
    [customers],
  );
  const label = barsSummary(title, [
    { label: 'New', value: formatCount(customers.new) },
    { label: 'Returning', value: formatCount(customers.returning) },
  ]);
  return (
    <ChartSection id="rep-customers" title={title}>
      <div className="rep-pair">
        <ReportChart spec={spec} label={label} />
        <Table id="rep-customers-table" caption={title} head={['Customers', 'Count']}>
          <tr>
            <th scope="row">New</th>
            <td className="rep-num">{formatCount(customers.new)}</td>
          </tr>
          <tr>
            <th scope="row">Returning</th>
            <td className="rep-num">{formatCount(customers.returning)}</td>
          </tr>
        </Table>
      </div>
      {customers.top.length > 0 && (
        <>
          <h4 className="rep-subtitle">Top customers</h4>
          <Table id="rep-top-customers" caption="Top customers" head={['Customer', 'Visits', 'Revenue']}>
            {customers.top.map((c, i) => (
              <tr key={`${c.name}-${i}`}>
                <th scope="row">{c.name}</th>
                <td className="rep-num">{formatCount(c.visits)}</td>
                <td className="rep-num">{formatNaira(c.revenue)}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </ChartSection>
  );
}

function BusyHours({ heatmap }: { heatmap: ReportSummary['heatmap'] }) {
  const grid = useMemo(() => weekGrid(heatmap), [heatmap]);
  return (
    <ChartSection id="rep-hours" title="Busy hours">
      <p className="acct-hint">
        Bookings (not cancelled) by weekday and the hour they start; the darker the cell, the busier.
      </p>
      <Table id="rep-hours-table" caption="Bookings by weekday and hour" head={['Day', ...grid.hours.map(formatHour)]}>
        {grid.rows.map((row) => (
          <tr key={row.weekday}>
            <th scope="row">{row.weekday.slice(0, 3)}</th>
            {row.counts.map((count, i) => (
              <td key={grid.hours[i]} className={`rep-num rep-heat rep-heat-${shade(count, grid.max)}`}>
                {count}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </ChartSection>
  );
}

/** Every chart of a report that has appointments. */
export function ReportSections({ report }: { report: ReportSummary }) {
  return (
    <div className="rep-sections">
      <Trend report={report} />
      <Occupancy employees={report.employees} />
      <TopServices services={report.services} />
      <Customers customers={report.customers} />
      <BusyHours heatmap={report.heatmap} />
    </div>
  );
}
