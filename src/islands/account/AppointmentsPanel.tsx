/**
 * 'My Appointments' of both accounts (spec sections 2 and 4): a numbered list, newest first, each opened with 'View'.
 * Customers cancel and write feedback; salons cancel, complete and read reviews. Cancel asks first; after cancel,
 * complete or feedback the server's message is alerted and the list is loaded again (instead of the whole page), so
 * the new state shows and focus stays on the appointment.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { failureMessage } from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import type { Appointment } from '../../lib/types.ts';
import { $session } from '../../stores/session.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { AppointmentItem, type AppointmentAction } from './AppointmentItem.tsx';
import { entryIds, type Viewer } from './appointment-rules.ts';
import { appointmentsRead } from './first-read.ts';

// The dialogs load when one opens (issue 15: code for what is not shown stays out of the first load).
const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx').then((m) => ({ default: m.FeedbackDialog })));
const ReviewDialog = lazy(() => import('./ReviewDialog.tsx').then((m) => ({ default: m.ReviewDialog })));
const RescheduleDialog = lazy(() => import('./RescheduleDialog.tsx').then((m) => ({ default: m.RescheduleDialog })));
import { sessionEnded } from './session.ts';
import { useApiData } from './use-api-data.ts';

export const LOAD_FAILED = 'Failed loading appointment data';

/** The panel of the logged-in account: the salon's list for role Business, otherwise the customer's own. */
/** The account page's list: the salon's (business account), or the customer's own (customer account). */
export function AppointmentsPanel({ viewer }: { viewer: Viewer }) {
  const session = useStore($session);
  const token = session.token ?? '';
  const userId = session.userID ?? '';
  const branchId = session.branchId ?? '';
  // Opens on the list the page painted before React (first-panel.ts), when it did.
  const read = appointmentsRead(token, viewer, { userId, branchId });
  const list = useApiData<Appointment[]>(read.fetch, LOAD_FAILED, [token, viewer, userId, branchId], read.key);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{
    kind: 'feedback' | 'review' | 'reschedule';
    appointment: Appointment;
  } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  // "Now" for the cancel rule: taken at each load; the server re-checks with its own clock.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), [list.data]);

  // After an action the button used may be gone: focus returns to the appointment's 'View' button.
  useEffect(() => {
    if (!focusId || dialog) return;
    document.getElementById(entryIds(focusId).toggle)?.focus();
    setFocusId(null);
  }, [focusId, dialog, list.data]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function afterChange(id: string) {
    await list.reload();
    setFocusId(id);
  }

  /** Runs a cancel or complete: the server's message (or failure) is alerted, then the list reloads. */
  async function run(a: Appointment, call: () => Promise<{ message?: string }>, fallback: string) {
    setBusyId(a.appointmentId);
    let message: string;
    try {
      message = (await call()).message ?? fallback;
    } catch (err) {
      if (sessionEnded(err)) return;
      message = failureMessage(err);
    } finally {
      setBusyId(null);
    }
    window.alert(message);
    await afterChange(a.appointmentId);
  }

  function act(a: Appointment, action: AppointmentAction) {
    if (action === 'feedback' || action === 'review' || action === 'reschedule')
      return setDialog({ kind: action, appointment: a });
    if (action === 'cancel') {
      const at = a.appointmentDateTime;
      const when = `${formatDate(at, a.timeZone)} at ${formatTime(at, a.timeZone)}`;
      if (!window.confirm(`Cancel appointment ${a.appointmentNo} on ${when}?`)) return;
      return void run(
        a,
        () => api.cancelAppointment(token, a.appointmentId, userId || undefined),
        'Appointment cancelled.',
      );
    }
    return void run(a, () => api.completeAppointment(token, a.appointmentId), 'Appointment completed.');
  }

  // Closing without a change: the dialog itself returns focus to the button that opened it.
  const closeDialog = () => setDialog(null);

  return (
    <AccountPanel id="appointments" title="My Appointments">
      {list.error ? (
        <ErrorScreen status={500} message={list.error} />
      ) : !list.data ? (
        <p className="muted">Loading…</p>
      ) : list.data.length === 0 ? (
        <p className="empty-state">No appointments.</p>
      ) : (
        <ol className="appt-list" aria-labelledby="appointments-title">
          {list.data.map((a) => (
            <AppointmentItem
              key={a.appointmentId}
              appointment={a}
              viewer={viewer}
              open={open.has(a.appointmentId)}
              onToggle={() => toggle(a.appointmentId)}
              now={now}
              busy={busyId === a.appointmentId}
              onAction={(action) => act(a, action)}
            />
          ))}
        </ol>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'feedback' && (
          <FeedbackDialog
            appointment={dialog.appointment}
            token={token}
            onClose={closeDialog}
            onSaved={() => {
              const id = dialog.appointment.appointmentId;
              setDialog(null);
              void afterChange(id);
            }}
          />
        )}
        {dialog?.kind === 'review' && <ReviewDialog appointment={dialog.appointment} onClose={closeDialog} />}
        {dialog?.kind === 'reschedule' && (
          <RescheduleDialog
            appointment={dialog.appointment}
            token={token}
            onClose={closeDialog}
            onMoved={(message) => {
              const id = dialog.appointment.appointmentId;
              setDialog(null);
              window.alert(message);
              void afterChange(id);
            }}
          />
        )}
      </Suspense>
    </AccountPanel>
  );
}
