/**
 * The branch's team (issue 28): who may log in to it, as what, and whether they have joined. The owner invites
 * (a stylist logs in as one of the branch's employees), changes roles and removes; a manager sees the list.
 */
import { useState, type FormEvent } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ROLE_LABELS } from '../../lib/team.ts';
import type { TeamMember, TeamRole } from '../../lib/types.ts';
import { missingFields } from '../../lib/validation.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { useApiData } from './use-api-data.ts';
import { usePanelAction } from './use-panel-action.ts';

const ROLES = (Object.keys(ROLE_LABELS) as TeamRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
const WHAT_EACH_DOES: Record<TeamRole, string> = {
  OWNER: 'everything, in every branch',
  MANAGER: "this branch's calendar, bookings, services, employees, hours and settings",
  STYLIST: 'their own appointments in the calendar',
};

const EMPTY = { fullName: '', email: '', role: 'STYLIST' as TeamRole, branchEmployeeId: '' };

export function TeamPanel({ token, branchId, owner }: { token: string; branchId: string; owner: boolean }) {
  const team = useApiData(() => api.team(token, branchId), 'Failed loading the team', [token, branchId]);
  // Stylists log in as an employee row: the active ones not yet linked to a login.
  const staff = useApiData(
    () => (owner ? api.myStaff(token, branchId) : Promise.resolve([])),
    'Failed loading employee list',
    [token, branchId, owner],
  );
  const [values, setValues] = useState(EMPTY);
  const { busy, error, notice, setError, setNotice, run } = usePanelAction(team.reload);
  const linked = new Set(team.data?.map((m) => m.branchEmployeeId).filter(Boolean));
  const employees = (staff.data ?? []).filter((e) => e.isActive && !linked.has(e.branchEmployeeId));
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function invite(e: FormEvent) {
    e.preventDefault();
    const stylist = values.role === 'STYLIST';
    const missing = missingFields([
      ['Full Name', values.fullName],
      ['Email', values.email],
      ...(stylist ? ([['Employee', values.branchEmployeeId]] as [string, string][]) : []),
    ]);
    if (missing) {
      setNotice(null);
      return setError(missing);
    }
    const sent = await run(
      () =>
        api.inviteMember(token, {
          branchId,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          role: values.role,
          branchEmployeeId: stylist ? values.branchEmployeeId : undefined,
        }),
      'Invitation sent.',
    );
    if (sent) setValues(EMPTY);
  }

  async function changeRole(m: TeamMember, role: TeamRole) {
    await run(() => api.changeRole(token, m.memberId, role), 'Role changed.');
  }

  async function remove(m: TeamMember) {
    if (!window.confirm(`Remove ${m.fullName} from the team? They lose access at once.`)) return;
    await run(() => api.removeMember(token, m.memberId), 'Removed from the team.');
  }

  return (
    <AccountPanel id="team" title="Team">
      <p className="muted">
        Each person logs in with their own e-mail and password. An owner may do {WHAT_EACH_DOES.OWNER}; a manager{' '}
        {WHAT_EACH_DOES.MANAGER}; a stylist sees {WHAT_EACH_DOES.STYLIST}.
      </p>
      {owner && (
        <form className="acct-form" onSubmit={invite} noValidate aria-labelledby="team-invite-title">
          <h3 id="team-invite-title">Invite someone</h3>
          <div className="acct-grid">
            <TextField
              id="team-name"
              label="Full Name"
              value={values.fullName}
              onChange={set('fullName')}
              autoComplete="off"
            />
            <TextField
              id="team-email"
              label="Email"
              type="email"
              value={values.email}
              onChange={set('email')}
              autoComplete="off"
            />
            <SelectField id="team-role" label="Role" value={values.role} onChange={set('role')} options={ROLES} />
            {values.role === 'STYLIST' && (
              <SelectField
                id="team-employee"
                label="Employee"
                value={values.branchEmployeeId}
                onChange={set('branchEmployeeId')}
                placeholder="Please select"
                options={employees.map((e) => ({ value: e.branchEmployeeId, label: e.name }))}
              />
            )}
          </div>
          {values.role === 'STYLIST' && staff.data && employees.length === 0 && (
            <p className="acct-hint">
              Every active employee has a login already: add the stylist under Employees first.
            </p>
          )}
          <FormMessage error={error} notice={notice} />
          <div className="acct-actions">
            <button className="btn" type="submit" disabled={busy}>
              {busy ? 'Please wait...' : 'Send invitation'}
            </button>
          </div>
        </form>
      )}
      {!owner && <FormMessage error={error} notice={notice} />}

      <h3 id="team-table-title">Who is on the team</h3>
      {team.error ? (
        <ErrorScreen status={500} message={team.error} />
      ) : !team.data ? (
        <p className="muted">Loading…</p>
      ) : (
        <div className="acct-table-wrap" role="region" aria-labelledby="team-table-title" tabIndex={0}>
          <table className="acct-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last login</th>
                {owner && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {team.data.map((m) => (
                <MemberRow
                  key={m.memberId}
                  member={m}
                  owner={owner}
                  busy={busy}
                  onRole={changeRole}
                  onRemove={remove}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountPanel>
  );
}

function MemberRow(props: {
  member: TeamMember;
  owner: boolean;
  busy: boolean;
  onRole: (m: TeamMember, role: TeamRole) => void;
  onRemove: (m: TeamMember) => void;
}) {
  const { member: m, owner, busy } = props;
  const editable = owner && !m.accountOwner;
  const status =
    m.status === 'active'
      ? 'Active'
      : m.invitationExpiresAt && new Date(m.invitationExpiresAt) <= new Date()
        ? 'Invitation expired'
        : 'Invited';
  const roleId = `team-role-${m.memberId}`;
  return (
    <tr>
      <th scope="row">
        {m.fullName}
        {m.employeeName && m.employeeName !== m.fullName && <span className="muted"> ({m.employeeName})</span>}
      </th>
      <td>{m.email}</td>
      <td>
        {editable ? (
          <>
            <label className="visually-hidden" htmlFor={roleId}>
              Role of {m.fullName}
            </label>
            <select
              id={roleId}
              value={m.role}
              disabled={busy}
              onChange={(e) => props.onRole(m, e.target.value as TeamRole)}
            >
              {ROLES.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          ROLE_LABELS[m.role] + (m.accountOwner ? ' (business account)' : '')
        )}
      </td>
      <td>{status}</td>
      <td>{m.lastLoginAt ? formatDateTime(m.lastLoginAt) : '—'}</td>
      {owner && (
        <td>
          {editable && (
            <button
              type="button"
              className="btn btn-small acct-danger"
              aria-label={`Remove ${m.fullName}`}
              onClick={() => props.onRemove(m)}
              disabled={busy}
            >
              Remove
            </button>
          )}
        </td>
      )}
    </tr>
  );
}
