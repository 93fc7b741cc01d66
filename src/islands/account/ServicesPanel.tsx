/**
 * Services (spec sections 2 and 4): the form (new, or an existing service loaded by Edit) and the table of the
 * salon's services. Saving POSTs a new service and PUTs an edited one, then the table is fetched again; Delete asks
 * first, then alerts 'Delete successful'. Each service's deposit (issue 29) is listed and set in its own dialog.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import {
  EMPTY_SERVICE,
  failureMessage,
  serviceFormData,
  serviceProblem,
  serviceValues,
  type ServiceValues,
} from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { depositRuleWords } from '../../lib/deposit-words.ts';
import { formatNaira } from '../../lib/format.ts';
import type { Service } from '../../lib/types.ts';
import { MESSAGES } from '../../lib/validation.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { DepositDialog } from './DepositDialog.tsx';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { categoriesRead, servicesRead } from './first-read.ts';
import { sessionEnded } from './session.ts';
import { useApiData } from './use-api-data.ts';

const STATUS = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
];

export function ServicesPanel({ token, branchId }: { token: string; branchId: string }) {
  const categoryList = categoriesRead();
  const categories = useApiData(categoryList.fetch, 'Failed loading category list', [], categoryList.key);
  const serviceList = servicesRead(token, branchId);
  const services = useApiData(serviceList.fetch, 'Could not load services', [token, branchId], serviceList.key);
  const [values, setValues] = useState<ServiceValues>(EMPTY_SERVICE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [depositOf, setDepositOf] = useState<Service | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = (key: keyof ServiceValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const editing = values.serviceId !== '';

  // A service's category stays choosable while it is edited, even when the category is no longer listed.
  const options = (categories.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }));
  const editedCategory = services.data?.find((s) => s.serviceId === values.serviceId);
  if (editedCategory && !options.some((o) => o.value === editedCategory.categoryId)) {
    options.push({ value: editedCategory.categoryId, label: editedCategory.categoryName });
  }

  function edit(s: Service) {
    setValues(serviceValues(s));
    setError(null);
    setNotice(null);
    form.current?.scrollIntoView({ block: 'start' });
    form.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  }

  function startNew() {
    setValues(EMPTY_SERVICE);
    setError(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const missing = serviceProblem(values);
    if (missing) return setError(missing);
    setBusy(true);
    try {
      const body = serviceFormData(branchId, values);
      const res = editing ? await api.updateService(token, body) : await api.insertService(token, body);
      setValues(EMPTY_SERVICE);
      setNotice(res.message ?? 'Saved.');
      await services.reload();
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err, MESSAGES.serviceFallback));
    } finally {
      setBusy(false);
    }
  }

  async function depositSaved(message: string) {
    setDepositOf(null);
    setError(null);
    setNotice(message);
    await services.reload();
  }

  async function remove(s: Service) {
    if (!window.confirm(`Delete the service '${s.serviceName}'?`)) return;
    setError(null);
    setNotice(null);
    try {
      await api.deleteService(token, branchId, s.serviceId);
      window.alert('Delete successful');
      if (values.serviceId === s.serviceId) setValues(EMPTY_SERVICE);
      await services.reload();
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err, MESSAGES.serviceFallback));
    }
  }

  return (
    <AccountPanel id="services" title="Services">
      {categories.error && <ErrorScreen status={500} message={categories.error} />}
      <form ref={form} className="acct-form" onSubmit={submit} noValidate aria-labelledby="service-form-title">
        <h3 id="service-form-title">
          {editing
            ? `Edit ${services.data?.find((s) => s.serviceId === values.serviceId)?.serviceName ?? 'service'}`
            : 'Add a service'}
        </h3>
        <input type="hidden" name="serviceId" value={values.serviceId} />
        <div className="acct-grid">
          <SelectField
            id="service-category"
            label="Category"
            value={values.categoryId}
            onChange={set('categoryId')}
            placeholder="Please select"
            options={options}
          />
          <TextField id="service-name" label="Service Name" value={values.serviceName} onChange={set('serviceName')} />
          <TextField
            id="service-price"
            label="Price"
            value={values.price}
            onChange={set('price')}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            hint="In naira (₦)."
          />
          <TextField
            id="service-hours"
            label="Duration Hours"
            value={values.durationHours}
            onChange={set('durationHours')}
            type="number"
            min={0}
            max={12}
            step={1}
            inputMode="numeric"
          />
          <TextField
            id="service-minutes"
            label="Duration Minutes"
            value={values.durationMinutes}
            onChange={set('durationMinutes')}
            type="number"
            min={0}
            max={59}
            step={1}
            inputMode="numeric"
          />
        </div>
        <TextField
          id="service-description"
          label="Description"
          value={values.description}
          onChange={set('description')}
          multiline
        />
        <SelectField
          id="service-status"
          label="Status"
          value={values.status}
          onChange={set('status')}
          options={STATUS}
          className="acct-narrow"
        />
        <FormMessage error={error} notice={notice} />
        <div className="acct-actions">
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : 'Submit'}
          </button>
          {editing && (
            <button className="btn btn-ghost" type="button" onClick={startNew}>
              Cancel edit
            </button>
          )}
        </div>
      </form>

      <h3 id="services-table-title">Your services</h3>
      {services.error ? (
        <ErrorScreen status={500} message={services.error} />
      ) : !services.data ? (
        <p className="muted">Loading…</p>
      ) : services.data.length === 0 ? (
        <p className="muted">No services yet. Add your first one above.</p>
      ) : (
        <div className="acct-table-wrap" role="region" aria-labelledby="services-table-title" tabIndex={0}>
          <table className="acct-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Service</th>
                <th scope="col">Price</th>
                <th scope="col">Deposit</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {services.data.map((s) => (
                <tr key={s.serviceId}>
                  <td>{s.categoryName}</td>
                  <th scope="row">{s.serviceName}</th>
                  <td>{formatNaira(s.price)}</td>
                  <td>{depositRuleWords(s.deposit) ?? 'None'}</td>
                  <td>{s.status ? 'Active' : 'Inactive'}</td>
                  <td>
                    <div className="acct-row-actions">
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        aria-label={`Edit ${s.serviceName}`}
                        onClick={() => edit(s)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        aria-label={`Deposit for ${s.serviceName}`}
                        onClick={() => setDepositOf(s)}
                      >
                        Deposit
                      </button>
                      <button
                        type="button"
                        className="btn btn-small acct-danger"
                        aria-label={`Delete ${s.serviceName}`}
                        onClick={() => remove(s)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {depositOf && (
        <DepositDialog
          token={token}
          service={depositOf}
          onClose={() => setDepositOf(null)}
          onSaved={(message) => void depositSaved(message)}
        />
      )}
    </AccountPanel>
  );
}
