/**
 * Reports (issue 32): the business at a glance for owners and managers. A period (this week, this month, the last 30
 * days, or two dates, in the branch's zone) of one branch, or of all the owner's branches; the headline figures with
 * their change against the period before; the charts with their tables (ReportSections); the appointments behind it
 * as a CSV file.
 */
import { useState } from 'react';
import { failureMessage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/format.ts';
import type { Membership } from '../../lib/types.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { formatLocalDate, headlineFigures, type Figure } from './report-figures.ts';
import {
  csvName,
  PERIOD_CHOICES,
  presetPeriod,
  previousPeriod,
  todayIn,
  type Period,
  type PeriodPreset,
} from './report-period.ts';
import { ReportSections } from './ReportSections.tsx';
import { saveFile } from './save-file.ts';
import { sessionEnded } from './session.ts';
import { useLatest } from './use-latest.ts';
import './reports.css';

export const EMPTY_PERIOD = 'No appointments in this period.';

/** The branches to report on: those the session owns or manages, and all of them for an owner of several. */
export function branchChoices(branches: readonly Membership[]) {
  const mine = branches.filter((b) => b.role !== 'STYLIST');
  const owned = mine.filter((b) => b.role === 'OWNER');
  return [
    ...(owned.length > 1 ? [{ value: 'all', label: 'All branches' }] : []),
    ...mine.map((b) => ({ value: b.branchId, label: b.branchName })),
  ];
}

interface Props {
  token: string;
  branchId: string;
  /** The branches the session works in (more than one), for the branch picker. */
  branches: readonly Membership[];
}

export function ReportsPanel({ token, branchId, branches }: Props) {
  const choices = branchChoices(branches);
  const [branch, setBranch] = useState(branchId);
  const [preset, setPreset] = useState<PeriodPreset>('month');
  const [custom, setCustom] = useState<Period>({ from: '', to: '' });
  // Lagos until the report names the branch's zone (the zone "this week" is counted in).
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const period = preset === 'custom' ? custom : presetPeriod(preset, todayIn(zone));
  const chosen = Boolean(period.from && period.to);
  const answer = useLatest(chosen ? `${branch}|${period.from}|${period.to}` : null, () =>
    api.reportSummary(token, branch, period.from, period.to),
  );
  const report = answer?.ok ? answer.value : null;
  if (report && report.timeZone !== zone) setZone(report.timeZone);

  const [csv, setCsv] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function download() {
    setCsv({ busy: true, error: null });
    try {
      saveFile(await api.reportCsv(token, branch, period.from, period.to), csvName(period));
      setCsv({ busy: false, error: null });
    } catch (err) {
      if (sessionEnded(err)) return;
      setCsv({ busy: false, error: failureMessage(err, 'The CSV could not be made. Please try again.') });
    }
  }

  function choosePreset(value: string) {
    // Custom starts from the period shown, to change one end of it.
    if (value === 'custom') setCustom(period);
    setPreset(value as PeriodPreset);
  }

  const before = chosen ? previousPeriod(period) : null;
  return (
    <AccountPanel id="reports" title="Reports">
      <form className="rep-controls" onSubmit={(e) => e.preventDefault()} aria-label="Report">
        <div className="acct-grid">
          <SelectField id="rep-period" label="Period" value={preset} onChange={choosePreset} options={PERIOD_CHOICES} />
          {preset === 'custom' && (
            <>
              <TextField
                id="rep-from"
                label="From"
                type="date"
                value={custom.from}
                onChange={(from) => setCustom((c) => ({ ...c, from }))}
              />
              <TextField
                id="rep-to"
                label="To"
                type="date"
                value={custom.to}
                onChange={(to) => setCustom((c) => ({ ...c, to }))}
              />
            </>
          )}
          {choices.length > 1 && (
            <SelectField id="rep-branch" label="Branch" value={branch} onChange={setBranch} options={choices} />
          )}
        </div>
        <p className="acct-hint" id="rep-period-text">
          {before
            ? `${formatLocalDate(period.from)} to ${formatLocalDate(period.to)}, compared with ` +
              `${formatLocalDate(before.from)} to ${formatLocalDate(before.to)}.`
            : 'Choose both dates.'}
        </p>
        <div className="acct-actions">
          <button type="button" className="btn btn-ghost" onClick={download} disabled={!chosen || csv.busy}>
            {csv.busy ? 'Please wait...' : 'Download CSV'}
          </button>
        </div>
        <FormMessage error={csv.error} />
      </form>
      {!chosen ? null : !answer ? (
        <p className="muted" aria-busy="true">
          Loading…
        </p>
      ) : !answer.ok ? (
        <p className="form-error" role="alert">
          {failureMessage(answer.error, 'Failed loading the report')}
        </p>
      ) : (
        report && (
          <>
            {report.totals.bookings === 0 && (
              <p className="empty-state rep-empty" role="status">
                {EMPTY_PERIOD}
              </p>
            )}
            <Figures figures={headlineFigures(report.totals, report.previous)} />
            {report.totals.bookings > 0 && <ReportSections report={report} />}
          </>
        )
      )}
    </AccountPanel>
  );
}

function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="rep-figures" aria-label="Headline figures">
      {figures.map((f) => (
        <div key={f.key} className="rep-figure" data-figure={f.key}>
          <dt>{f.label}</dt>
          <dd className="rep-value">{f.value}</dd>
          {f.detail && <dd className="rep-detail">{f.detail}</dd>}
          <dd className={`rep-change${f.good === null ? '' : f.good ? ' rep-good' : ' rep-bad'}`}>
            {f.change} <span className="rep-before">(before: {f.previous})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
