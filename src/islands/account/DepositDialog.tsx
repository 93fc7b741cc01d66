/**
 * A service's deposit (issue 29): none, a percentage of its price, or a fixed amount in naira, asked when a customer
 * books it and kept by the salon on a late cancellation or a no-show. Checked with the server's rules first; the
 * server's refusal is shown as it words it.
 */
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { checkDeposit, DEPOSIT_CHOICES, depositValues, type DepositValues } from '../../lib/deposit-forms.ts';
import { formatNaira } from '../../lib/format.ts';
import type { DepositType, Service } from '../../lib/types.ts';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { Modal } from './Modal.tsx';
import { sessionEnded } from './session.ts';

interface Props {
  token: string;
  service: Service;
  onClose: () => void;
  /** Saved: the server's message. */
  onSaved: (message: string) => void;
}

export function DepositDialog({ token, service, onClose, onSaved }: Props) {
  const [values, setValues] = useState<DepositValues>(() => depositValues(service.deposit));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const checked = checkDeposit(values, service.price);
    if (!checked.ok) return setError(checked.problem);
    setBusy(true);
    try {
      const res = await api.setServiceDeposit(token, { serviceId: service.serviceId, ...checked.body });
      onSaved(res.message ?? 'Deposit saved.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
      setBusy(false);
    }
  }

  const percent = values.type === 'PERCENT';
  return (
    <Modal title={`Deposit for ${service.serviceName}`} onClose={onClose}>
      <form className="acct-form" onSubmit={submit} noValidate>
        <p className="muted small">
          Asked when a customer books this service ({formatNaira(service.price)}). The salon keeps it after a late
          cancellation or a no-show; otherwise it is refunded.
        </p>
        <SelectField
          id="deposit-type"
          label="Deposit"
          value={values.type}
          onChange={(type) => setValues({ type: type as DepositType, value: '' })}
          options={DEPOSIT_CHOICES}
        />
        {values.type !== 'NONE' && (
          <TextField
            id="deposit-value"
            label={percent ? 'Percent of the price' : 'Amount'}
            value={values.value}
            onChange={(value) => setValues((v) => ({ ...v, value }))}
            type="number"
            min={percent ? 1 : 0}
            max={percent ? 100 : service.price}
            step={percent ? 1 : 'any'}
            inputMode={percent ? 'numeric' : 'decimal'}
            hint={percent ? 'A whole number from 1 to 100.' : `In naira (₦), at most ${formatNaira(service.price)}.`}
          />
        )}
        <FormMessage error={error} />
        <div className="acct-actions">
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Please wait...' : 'Save'}
          </button>
          <button className="btn btn-ghost" type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
