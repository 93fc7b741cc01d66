/**
 * Opening hours (design section 3): Monday to Sunday, each open or closed, with whole opening and closing hours
 * shown as hour:00. Loaded from the branch's public week; saved all seven days at once. Below them, the branch's
 * booking settings (reminders, minimum notice).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { DAYS, HOURS, failureMessage, hoursProblem, weekFrom, type DayHours } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { formatHour } from '../../lib/format.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { BookingSettingsForm } from './BookingSettingsForm.tsx';
import { FormMessage } from './Fields.tsx';
import { timingsRead } from './first-read.ts';
import { sessionEnded } from './session.ts';
import { useApiData } from './use-api-data.ts';

export function HoursPanel({ token, branchId }: { token: string; branchId: string }) {
  const read = timingsRead(branchId);
  const { data, error: loadError, initial } = useApiData(read.fetch, 'Failed loading timings', [branchId], read.key);
  // Read before React (the panel painted first): the first render is the week, as painted.
  const [week, setWeek] = useState<DayHours[] | null>(() => (initial ? weekFrom(initial) : null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (data && data !== initial) setWeek(weekFrom(data));
  }, [data, initial]);

  const change = (dayNumber: number, patch: Partial<DayHours>) =>
    setWeek((w) => w?.map((d) => (d.dayNumber === dayNumber ? { ...d, ...patch } : d)) ?? w);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!week) return;
    setError(null);
    setNotice(null);
    const problem = hoursProblem(week);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const res = await api.saveHours(token, branchId, week);
      if (res.data) setWeek(weekFrom(res.data));
      setNotice(res.message ?? 'Opening hours saved.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPanel id="hours" title="Opening hours">
      {loadError ? (
        <ErrorScreen status={500} message={loadError} />
      ) : !week ? (
        <p className="muted">Loading…</p>
      ) : (
        <form className="acct-form" onSubmit={submit} noValidate>
          <p className="muted">Customers can book inside these hours, on the days you are open.</p>
          <div className="acct-week">
            {week.map((d) => {
              const day = DAYS[d.dayNumber - 1]!;
              const id = `hours-${d.dayNumber}`;
              return (
                <fieldset key={d.dayNumber} className="acct-day">
                  <legend>{day}</legend>
                  <div className="acct-check">
                    <input
                      id={`${id}-open`}
                      type="checkbox"
                      checked={d.isOpened}
                      onChange={(e) => change(d.dayNumber, { isOpened: e.target.checked })}
                    />
                    <label htmlFor={`${id}-open`}>Open</label>
                  </div>
                  <div className="acct-field">
                    <label htmlFor={`${id}-from`}>Opens</label>
                    <select
                      id={`${id}-from`}
                      value={d.openingTime}
                      disabled={!d.isOpened}
                      onChange={(e) => change(d.dayNumber, { openingTime: Number(e.target.value) })}
                    >
                      {HOURS.slice(0, -1).map((h) => (
                        <option key={h} value={h}>
                          {formatHour(h)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="acct-field">
                    <label htmlFor={`${id}-to`}>Closes</label>
                    <select
                      id={`${id}-to`}
                      value={d.closingTime}
                      disabled={!d.isOpened}
                      onChange={(e) => change(d.dayNumber, { closingTime: Number(e.target.value) })}
                    >
                      {HOURS.slice(1).map((h) => (
                        <option key={h} value={h}>
                          {formatHour(h)}
                        </option>
                      ))}
                    </select>
                  </div>
                  {!d.isOpened && <p className="muted small acct-closed">Closed</p>}
                </fieldset>
              );
            })}
          </div>
          <FormMessage error={error} notice={notice} />
          <div className="acct-actions">
            <button className="btn" type="submit" disabled={busy}>
              {busy ? 'Please wait...' : 'Save opening hours'}
            </button>
          </div>
        </form>
      )}
      {week && <BookingSettingsForm token={token} branchId={branchId} />}
    </AccountPanel>
  );
}
