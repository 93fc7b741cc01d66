/**
 * Employees (design section 3: a salon cannot take bookings without staff): add, edit, deactivate and reactivate.
 * Deactivated staff keep their past appointments and are offered for no new ones.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { api } from '../../lib/api.ts';
import { formatPhone } from '../../lib/format.ts';
import type { StaffMember } from '../../lib/types.ts';
import { missingFields } from '../../lib/validation.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage, TextField } from './Fields.tsx';
import { staffRead } from './first-read.ts';
import { useApiData } from './use-api-data.ts';
import { usePanelAction } from './use-panel-action.ts';

interface StaffValues {
  branchEmployeeId: string;
  name: string;
  email: string;
  phoneNumber: string;
  isActive: boolean;
}

const EMPTY: StaffValues = { branchEmployeeId: '', name: '', email: '', phoneNumber: '', isActive: true };

export function StaffPanel({ token, branchId }: { token: string; branchId: string }) {
  const team = staffRead(token, branchId);
  const staff = useApiData(team.fetch, 'Failed loading employee list', [token, branchId], team.key);
  const [values, setValues] = useState<StaffValues>(EMPTY);
  const { busy, error, notice, setError, setNotice, run } = usePanelAction(staff.reload);
  const form = useRef<HTMLFormElement>(null);
  const editing = values.branchEmployeeId !== '';
  const set = (key: 'name' | 'email' | 'phoneNumber') => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function edit(m: StaffMember) {
    setValues({
      branchEmployeeId: m.branchEmployeeId,
      name: m.name,
      email: m.email ?? '',
      phoneNumber: m.phoneNumber ?? '',
      isActive: m.isActive,
    });
    setError(null);
    setNotice(null);
    form.current?.scrollIntoView({ block: 'start' });
    form.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = missingFields([['Name', values.name]]);
    if (missing) {
      setNotice(null);
      return setError(missing);
    }
    const fields = {
      branchId,
      name: values.name.trim(),
      email: values.email.trim() || undefined,
      phoneNumber: values.phoneNumber.trim() || undefined,
    };
    const done = await run(
      () =>
        editing
          ? api.updateStaff(token, { ...fields, branchEmployeeId: values.branchEmployeeId, isActive: values.isActive })
          : api.insertStaff(token, fields),
      'Saved.',
    );
    if (done) setValues(EMPTY);
  }

  async function deactivate(m: StaffMember) {
    if (!window.confirm(`Deactivate ${m.name}? They will not be offered for new bookings.`)) return;
    if (
      (await run(() => api.deactivateStaff(token, branchId, m.branchEmployeeId), 'Employee deactivated.')) &&
      values.branchEmployeeId === m.branchEmployeeId
    )
      setValues(EMPTY);
  }

  async function reactivate(m: StaffMember) {
    await run(
      () =>
        api.updateStaff(token, {
          branchId,
          branchEmployeeId: m.branchEmployeeId,
          name: m.name,
          email: m.email ?? undefined,
          phoneNumber: m.phoneNumber ?? undefined,
          isActive: true,
        }),
      'Employee updated.',
    );
  }

  return (
    <AccountPanel id="staff" title="Employees">
      <form ref={form} className="acct-form" onSubmit={submit} noValidate aria-labelledby="staff-form-title">
        <h3 id="staff-form-title">
          {editing
            ? `Edit ${staff.data?.find((m) => m.branchEmployeeId === values.branchEmployeeId)?.name ?? 'employee'}`
            : 'Add an employee'}
        </h3>
        <div className="acct-grid">
          <TextField id="staff-name" label="Name" value={values.name} onChange={set('name')} autoComplete="off" />
          <TextField
            id="staff-email"
            label="Email (optional)"
            value={values.email}
            onChange={set('email')}
            type="email"
            autoComplete="off"
          />
          <TextField
            id="staff-phone"
            label="Phone Number (optional)"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
            type="tel"
            autoComplete="off"
          />
        </div>
        {editing && (
          <div className="acct-check">
            <input
              id="staff-active"
              type="checkbox"
              checked={values.isActive}
              onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))}
            />
            <label htmlFor="staff-active">Active (offered for bookings)</label>
          </div>
        )}
        <FormMessage error={error} notice={notice} />
        <div className="acct-actions">
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : editing ? 'Save employee' : 'Add employee'}
          </button>
          {editing && (
            <button
              className="btn btn-ghost"
              type="button"
              onClick={() => {
                setValues(EMPTY);
                setError(null);
              }}
            >
              Cancel edit
            </button>
          )}
        </div>
      </form>

      <h3 id="staff-table-title">Your team</h3>
      {staff.error ? (
        <ErrorScreen status={500} message={staff.error} />
      ) : !staff.data ? (
        <p className="muted">Loading…</p>
      ) : staff.data.length === 0 ? (
        <p className="muted">No employees yet. Customers choose who serves them, so add at least one.</p>
      ) : (
        <div className="acct-table-wrap" role="region" aria-labelledby="staff-table-title" tabIndex={0}>
          <table className="acct-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Active</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((m) => (
                <tr key={m.branchEmployeeId}>
                  <th scope="row">{m.name}</th>
                  <td>{m.email ?? '—'}</td>
                  <td>{m.phoneNumber ? formatPhone(m.phoneNumber) : '—'}</td>
                  <td>{m.isActive ? 'Yes' : 'No'}</td>
                  <td>
                    <div className="acct-row-actions">
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        aria-label={`Edit ${m.name}`}
                        onClick={() => edit(m)}
                        disabled={busy}
                      >
                        Edit
                      </button>
                      {m.isActive ? (
                        <button
                          type="button"
                          className="btn btn-small acct-danger"
                          aria-label={`Deactivate ${m.name}`}
                          onClick={() => deactivate(m)}
                          disabled={busy}
                        >
                          Deactivate
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-ghost btn-small"
                          aria-label={`Reactivate ${m.name}`}
                          onClick={() => reactivate(m)}
                          disabled={busy}
                        >
                          Reactivate
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountPanel>
  );
}
