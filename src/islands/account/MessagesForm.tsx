/**
 * Under the profile (issue 30): the channels someone gets booking confirmations, changes and reminders on (e-mail,
 * SMS, WhatsApp), the number texts go to, and that it replied STOP when it did. Texts need a mobile number: without
 * one the text channels cannot be ticked. first-messages.ts paints the same before React.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { failureMessage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import {
  choicesToSave,
  isText,
  isTicked,
  MESSAGE_CHANNELS,
  MESSAGES_LEGEND,
  textsNote,
} from '../../lib/message-choices.ts';
import type { MessageChoices } from '../../lib/types.ts';
import { FormMessage } from './Fields.tsx';
import { messagesRead } from './first-read.ts';
import { sessionEnded } from './session.ts';
import { useApiData } from './use-api-data.ts';

/** `profileSaved` changes when the profile above is saved: the number (and so what can be texted) may have changed. */
export function MessagesForm({ token, profileSaved = 0 }: { token: string; profileSaved?: number }) {
  const read = messagesRead(token);
  const {
    data,
    error: loadError,
    initial,
  } = useApiData(read.fetch, 'Failed loading your message choices', [token, profileSaved], read.key);
  // Read before React (the panel painted first): the first render is the form, as painted.
  const [choices, setChoices] = useState<MessageChoices | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (data && data !== initial) setChoices(data);
  }, [data, initial]);

  if (loadError) return <FormMessage error={loadError} />;
  if (!choices) return <p className="muted">Loading…</p>;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!choices) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const res = await api.saveMessageChoices(token, choicesToSave(choices));
      if (res.data) setChoices(res.data);
      setNotice(res.message ?? 'Message choices saved.');
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const note = textsNote(choices);
  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-labelledby="messages-title">
      <h3 id="messages-title">Messages</h3>
      <fieldset className="acct-day">
        <legend>{MESSAGES_LEGEND}</legend>
        {MESSAGE_CHANNELS.map(({ key, label }) => (
          <div className="acct-check" key={key}>
            <input
              id={`messages-${key}`}
              type="checkbox"
              checked={isTicked(choices, key)}
              disabled={isText(key) && !choices.mobile}
              aria-describedby={isText(key) ? 'messages-note' : undefined}
              onChange={(e) => setChoices((c) => c && { ...c, [key]: e.target.checked })}
            />
            <label htmlFor={`messages-${key}`}>{label}</label>
          </div>
        ))}
        <p className={note.stopped ? 'acct-note acct-stopped' : 'acct-note'} id="messages-note">
          {note.text}
        </p>
      </fieldset>
      <FormMessage error={error} notice={notice} />
      <div className="acct-actions">
        <button className="btn" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save message choices'}
        </button>
      </div>
    </form>
  );
}
