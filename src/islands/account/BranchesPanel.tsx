/**
 * The owner's branches (issue 28): each with its public page, closed or reopened here (a branch with bookings to come
 * cannot close: they are listed, to move or cancel first), and a new one, perhaps as a copy of one of them (its
 * services, hours and settings). A new branch joins the branch switcher at once.
 */
import { useState, type FormEvent } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { formatDateTime, formatPhone } from '../../lib/format.ts';
import { serializeMemberships } from '../../lib/team.ts';
import type { BookingConflict, OwnerBranch } from '../../lib/types.ts';
import { missingFields } from '../../lib/validation.ts';
import { setSession } from '../../stores/session.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { useApiData } from './use-api-data.ts';
import { usePanelAction } from './use-panel-action.ts';

const EMPTY = { branchName: '', address: '', location: '', city: '', phoneNumber: '', copyFrom: '' };
type Values = typeof EMPTY;

export function BranchesPanel({ token }: { token: string }) {
  const branches = useApiData(() => api.ownerBranches(token), 'Failed loading your branches', [token]);
  const [values, setValues] = useState<Values>(EMPTY);
  const [conflicts, setConflicts] = useState<BookingConflict[]>([]);
  // After a change: the list again, and the switcher's branches with it (the memberships, read now).
  const { busy, error, notice, setError, setNotice, run } = usePanelAction(async () => {
    const [list, memberships] = await Promise.all([api.ownerBranches(token), api.myMemberships(token)]);
    branches.setData(list);
    setSession({ memberships: serializeMemberships(memberships) });
  });
  /** A branch with bookings to come cannot close: the 409 lists them. */
  const showConflicts = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409 && Array.isArray(err.data))
      setConflicts(err.data as BookingConflict[]);
  };
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function add(e: FormEvent) {
    e.preventDefault();
    const missing = missingFields([
      ['Branch Name', values.branchName],
      ['Address', values.address],
      ['Location', values.location],
      ['City', values.city],
      ['Phone Number', values.phoneNumber],
    ]);
    if (missing) {
      setNotice(null);
      return setError(missing);
    }
    const { copyFrom, ...fields } = values;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as typeof fields;
    setConflicts([]);
    const added = await run(
      () => api.insertBranch(token, { ...trimmed, copyFrom: copyFrom || undefined }),
      'Branch added.',
    );
    if (!added) return;
    setValues(EMPTY);
    setNotice('Branch added. Choose it under Branch, above the menu, to add its employees and open its calendar.');
  }

  function setActive(b: OwnerBranch, active: boolean) {
    if (!active && !window.confirm(`Close ${b.branchName || b.location}? Its page leaves the site.`)) return;
    setConflicts([]);
    void run(
      () => api.setBranchActive(token, b.branchId, active),
      active ? 'Branch opened.' : 'Branch closed.',
      showConflicts,
    );
  }

  const list = branches.data ?? [];
  return (
    <AccountPanel id="branches" title="Branches">
      {branches.error ? (
        <ErrorScreen status={500} message={branches.error} />
      ) : !branches.data ? (
        <p className="muted">Loading…</p>
      ) : (
        <ul className="acct-branch-list" role="list" aria-label="Your branches">
          {list.map((b) => (
            <li key={b.branchId} className="card acct-branch">
              <h3>
                {b.branchName || b.location}
                {b.branchType === 'Main' && <span className="muted"> (main branch)</span>}
              </h3>
              <p>
                {b.address}, {b.location}, {b.city}
                {b.phoneNumber && <> · {formatPhone(b.phoneNumber)}</>}
              </p>
              <p>
                {b.status ? (
                  <>
                    Open: <a href={`/branches/${b.branchUrl}`}>its page on Salonbook</a>
                  </>
                ) : (
                  'Closed: its page is not on the site.'
                )}
              </p>
              <button
                type="button"
                className={`btn btn-small${b.status ? ' acct-danger' : ''}`}
                disabled={busy}
                aria-label={`${b.status ? 'Close' : 'Reopen'} ${b.branchName || b.location}`}
                onClick={() => setActive(b, !b.status)}
              >
                {b.status ? 'Close branch' : 'Reopen branch'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {conflicts.length > 0 && (
        <div className="cal-conflicts">
          <h3 className="appt-subhead" id="branch-conflicts-title">
            Bookings to come
          </h3>
          <ul aria-labelledby="branch-conflicts-title">
            {conflicts.map((c) => (
              <li key={c.appointmentId}>
                Appointment {c.appointmentNo}: {formatDateTime(c.startDateTime)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <form className="acct-form" onSubmit={add} noValidate aria-labelledby="branch-form-title">
        <h3 id="branch-form-title">Add a branch</h3>
        <div className="acct-grid">
          <TextField
            id="branch-name"
            label="Branch Name"
            value={values.branchName}
            onChange={set('branchName')}
            autoComplete="off"
            hint="How customers tell it apart, e.g. Ikeja City Mall."
          />
          <TextField
            id="branch-phone"
            label="Phone Number"
            type="tel"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
          />
          <TextField
            id="branch-location"
            label="Location"
            value={values.location}
            onChange={set('location')}
            hint="The area people search for, e.g. Ikeja."
          />
          <TextField id="branch-city" label="City" value={values.city} onChange={set('city')} />
        </div>
        <TextField id="branch-address" label="Address" value={values.address} onChange={set('address')} />
        <SelectField
          id="branch-copy"
          label="Start with the services, opening hours and settings of"
          value={values.copyFrom}
          onChange={set('copyFrom')}
          placeholder="None: start empty"
          options={list.map((b) => ({ value: b.branchId, label: b.branchName || b.location }))}
        />
        <FormMessage error={error} notice={notice} />
        <div className="acct-actions">
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : 'Add branch'}
          </button>
        </div>
      </form>
    </AccountPanel>
  );
}
