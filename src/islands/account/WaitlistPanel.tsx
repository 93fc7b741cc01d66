/**
 * The customer's waitlist (issue 31): the days they wait for and the ones that ended, each with its outcome in words.
 * An active entry can be left; the server's answer is announced and the list read again, so the entry moves to the
 * past ones with "Left" and focus follows it there.
 */
import { useEffect, useState } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { api } from '../../lib/api.ts';
import { longDate } from '../../lib/calendar-time.ts';
import type { WaitlistEntry } from '../../lib/types.ts';
import { isActive, outcomeWords, WINDOW_WORDS } from '../../lib/waitlist-words.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage } from './Fields.tsx';
import { useApiData } from './use-api-data.ts';
import { usePanelAction } from './use-panel-action.ts';
import './waitlist.css';

export const WAITLIST_LOAD_FAILED = 'Failed loading your waitlist';

const titleId = (entry: WaitlistEntry) => `waitlist-${entry.waitlistId}`;

function Entry({ entry, busy, onLeave }: { entry: WaitlistEntry; busy: boolean; onLeave?: () => void }) {
  const facts: [string, string][] = [
    ['Time of day', WINDOW_WORDS[entry.window]],
    ['Services', entry.serviceNames.join(', ')],
    ...(entry.employeeName ? ([['Preferred employee', entry.employeeName]] as [string, string][]) : []),
    ['Outcome', outcomeWords(entry)],
  ];
  return (
    <li className="card wl-entry">
      {/* Focusable from script: after leaving, focus lands here instead of on a button that is gone. */}
      <h4 id={titleId(entry)} className="wl-title" tabIndex={-1}>
        <a href={`/branches/${entry.branchUrl}`}>{entry.businessName}</a>, {longDate(entry.date)}
      </h4>
      <dl className="appt-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {onLeave && (
        <div className="acct-actions">
          <button
            type="button"
            className="btn btn-small acct-danger"
            aria-describedby={titleId(entry)}
            disabled={busy}
            onClick={onLeave}
          >
            Leave the waitlist
          </button>
        </div>
      )}
    </li>
  );
}

export function WaitlistPanel({ token }: { token: string }) {
  const list = useApiData<WaitlistEntry[]>(() => api.myWaitlist(token), WAITLIST_LOAD_FAILED, [token]);
  // A refusal (409: it ended meanwhile) also reads the list again, so it shows what really happened.
  const action = usePanelAction(list.reload);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (!focusId || !list.data) return;
    document.getElementById(`waitlist-${focusId}`)?.focus();
    setFocusId(null);
  }, [focusId, list.data]);

  async function leave(entry: WaitlistEntry) {
    await action.run(
      () => api.leaveWaitlist(token, entry.waitlistId),
      'You have left the waitlist.',
      () => void list.reload(),
    );
    setFocusId(entry.waitlistId);
  }

  const active = list.data?.filter((e) => isActive(e.status)) ?? [];
  const past = list.data?.filter((e) => !isActive(e.status)) ?? [];
  let body;
  if (list.error) body = <ErrorScreen status={500} message={list.error} />;
  else if (!list.data) body = <p className="muted">Loading…</p>;
  else if (list.data.length === 0)
    body = (
      <div className="empty-state wl-empty">
        <p>You are not on any waitlist.</p>
        <p className="muted small">
          When a salon has no time that suits you, join its waitlist from the booking page.{' '}
          <a href="/branches">Find a salon</a>
        </p>
      </div>
    );
  else
    body = (
      <>
        <h3 id="waitlist-active">Waiting now</h3>
        {active.length === 0 ? (
          <p className="muted">You are not waiting for any day now.</p>
        ) : (
          <ul className="wl-list" role="list" aria-labelledby="waitlist-active">
            {active.map((e) => (
              <Entry key={e.waitlistId} entry={e} busy={action.busy} onLeave={() => void leave(e)} />
            ))}
          </ul>
        )}
        {past.length > 0 && (
          <>
            <h3 id="waitlist-past">Past</h3>
            <ul className="wl-list" role="list" aria-labelledby="waitlist-past">
              {past.map((e) => (
                <Entry key={e.waitlistId} entry={e} busy={false} />
              ))}
            </ul>
          </>
        )}
      </>
    );

  return (
    <AccountPanel id="waitlist" title="My Waitlist">
      {/* Always in the page, so the answer is announced when it arrives. */}
      <p className="form-notice wl-notice" role="status">
        {action.notice}
      </p>
      <FormMessage error={action.error} />
      {body}
    </AccountPanel>
  );
}
