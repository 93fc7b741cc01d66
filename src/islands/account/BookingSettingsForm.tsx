/**
 * The branch's booking settings, under its opening hours: which reminder e-mails customers get before an appointment
 * (24 and 2 hours by default; none turns them off), how much notice a customer must give to book or move one, until
 * how many hours before the start a customer may cancel with the deposit refunded (issue 29), and whether customers
 * are texted about their bookings, by SMS or WhatsApp (issue 30).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { failureMessage, noticeOptions, REMINDERS } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { WINDOW_HOURS_FIELD, WINDOW_HOURS_PROBLEM, windowHoursFrom } from '../../lib/deposit-forms.ts';
import { TEXT_CHANNEL_FIELD, TEXT_CHANNEL_OPTIONS } from '../../lib/message-choices.ts';
import { settingsRead } from './first-read.ts';
import type { BranchSettings, TextChannel } from '../../lib/types.ts';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { sessionEnded } from './session.ts';
import { useApiData } from './use-api-data.ts';

export function BookingSettingsForm({ token, branchId }: { token: string; branchId: string }) {
  const read = settingsRead(token, branchId);
  const {
    data,
    error: loadError,
    initial,
  } = useApiData(read.fetch, 'Failed loading settings', [token, branchId], read.key);
  // Read before React (the panel painted first): the first render is the form, as painted.
  const [settings, setSettings] = useState<BranchSettings | null>(initial ?? null);
  // The window as typed (a number field may hold anything while it is edited), checked on Save.
  const [windowText, setWindowText] = useState(initial ? String(initial.cancellationWindowHours) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (data && data !== initial) {
      setSettings(data);
      setWindowText(String(data.cancellationWindowHours));
    }
  }, [data, initial]);

  if (loadError) return <FormMessage error={loadError} />;
  if (!settings) return <p className="muted">Loading…</p>;

  const toggle = (hours: (typeof REMINDERS)[number], on: boolean) =>
    setSettings(
      (s) =>
        s && { ...s, reminderHours: on ? [...s.reminderHours, hours] : s.reminderHours.filter((h) => h !== hours) },
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!settings) return;
    setError(null);
    setNotice(null);
    const cancellationWindowHours = windowHoursFrom(windowText);
    if (cancellationWindowHours === null) return setError(WINDOW_HOURS_PROBLEM);
    setBusy(true);
    try {
      const res = await api.saveBranchSettings(token, branchId, { ...settings, cancellationWindowHours });
      if (res.data) {
        setSettings(res.data);
        setWindowText(String(res.data.cancellationWindowHours));
      }
      setNotice(res.message ?? 'Settings saved.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-labelledby="booking-settings-title">
      <h3 id="booking-settings-title">Bookings and reminders</h3>
      <fieldset className="acct-day">
        <legend>Reminders to customers (e-mail and text)</legend>
        {REMINDERS.map((hours) => (
          <div className="acct-check" key={hours}>
            <input
              id={`reminder-${hours}`}
              type="checkbox"
              checked={settings.reminderHours.includes(hours)}
              onChange={(e) => toggle(hours, e.target.checked)}
            />
            <label htmlFor={`reminder-${hours}`}>{hours} hours before</label>
          </div>
        ))}
        {settings.reminderHours.length === 0 && <p className="muted small">No reminders are sent.</p>}
      </fieldset>
      <SelectField
        id="min-notice"
        label="Minimum notice to book or reschedule online"
        value={String(settings.minNoticeMinutes)}
        onChange={(v) => setSettings((s) => s && { ...s, minNoticeMinutes: Number(v) })}
        options={noticeOptions(settings.minNoticeMinutes)}
      />
      <TextField
        id="cancellation-window"
        label={WINDOW_HOURS_FIELD.label}
        value={windowText}
        onChange={setWindowText}
        type="number"
        min={0}
        max={168}
        step={1}
        inputMode="numeric"
        hint={WINDOW_HOURS_FIELD.hint}
      />
      <SelectField
        id="text-channel"
        label={TEXT_CHANNEL_FIELD.label}
        value={settings.textChannel}
        onChange={(v) => setSettings((s) => s && { ...s, textChannel: v as TextChannel })}
        options={TEXT_CHANNEL_OPTIONS}
        hint={TEXT_CHANNEL_FIELD.hint}
      />
      <FormMessage error={error} notice={notice} />
      <div className="acct-actions">
        <button className="btn" type="submit" disabled={busy}>
          {busy ? 'Please wait...' : 'Save booking settings'}
        </button>
      </div>
    </form>
  );
}
