/**
 * The calendar's "N waiting" (issue 31): how many wait for the shown day, opening who they are (WaitingDialog, whose
 * code loads when it opens). Nothing shows when no one waits, or for whoever may not see the list.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Calendar } from '../../lib/types.ts';
import type { useWaiting } from './use-waiting.ts';

const WaitingDialog = lazy(() => import('./WaitingDialog.tsx').then((m) => ({ default: m.WaitingDialog })));

interface Props {
  token: string;
  branchId: string;
  /** The shown day's calendar, once read. */
  calendar: Calendar | null;
  date: string;
  now: Date;
  waiting: ReturnType<typeof useWaiting>;
  onBooked: (message: string) => void;
  /** The dialog closed after its last customer was booked: this button is gone, so focus needs another home. */
  onGone: () => void;
}

export function WaitingButton({ token, branchId, calendar, date, now, waiting, onBooked, onGone }: Props) {
  const [open, setOpen] = useState(false);
  // After the dialog is gone: focus cannot move into the page while the modal still makes it inert.
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!gone) return;
    setGone(false);
    onGone();
  }, [gone, onGone]);
  const count = waiting.list?.length ?? 0;

  return (
    <>
      {count > 0 && (
        <button type="button" className="btn btn-small btn-accent" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {count} waiting<span className="visually-hidden"> on the waitlist</span>
        </button>
      )}
      {/* Stays open whatever a later read brings (a failed one shows an empty list): closing is the salon's. */}
      {open && calendar && (
        <Suspense fallback={null}>
          <WaitingDialog
            token={token}
            branchId={branchId}
            calendar={calendar}
            date={date}
            list={waiting.list ?? []}
            now={now}
            onClose={() => {
              setOpen(false);
              if (count === 0) setGone(true);
            }}
            onBooked={onBooked}
          />
        </Suspense>
      )}
    </>
  );
}
