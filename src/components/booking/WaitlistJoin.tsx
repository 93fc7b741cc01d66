/**
 * 'Join the waitlist' (issue 31) under the day's times: on a day with no time for the cart the panel is there at once;
 * on a day with times, 'None of these times suit me' opens it. The panel names the cart's services and the day, asks
 * for a window of the day and perhaps an employee, and joins with the customer's token (the login overlay first when
 * there is none, then it carries on). A refusal is the server's sentence; the choices stay as they were.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api.ts';
import { dayLabel } from '../../lib/booking.ts';
import { WINDOW_WORDS } from '../../lib/waitlist-words.ts';
import type { Employee, WaitlistWindow } from '../../lib/types.ts';
import type { CartItem } from '../../stores/cart.ts';
import { $session, clearSession, LOGIN_KEYS } from '../../stores/session.ts';
import { useLoginThen } from './use-login-then.ts';

/** The windows in the day's order; Any time, last, is chosen until the customer narrows it. */
const WINDOWS: WaitlistWindow[] = ['MORNING', 'AFTERNOON', 'EVENING', 'ANY'];
/** Where the customer's entries are listed (the customer account's waitlist panel). */
export const WAITLIST_HREF = '/customer-account?user=waitlist';
const JOINED = 'You are on the waitlist. We will tell you when a time opens.';

interface PanelProps {
  branchId: string;
  /** The chosen day, '2026-12-05'. */
  date: string;
  items: CartItem[];
}

/** The panel on a full day, else the button that opens it. Give it `key={date}`: another day starts afresh. */
export function WaitlistPrompt({ full, ...panel }: PanelProps & { full: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (full) return <WaitlistJoin {...panel} />;
  return (
    <>
      <button
        type="button"
        className="link-button waitlist-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        None of these times suit me
      </button>
      {open && <WaitlistJoin {...panel} id={panelId} focusOnOpen />}
    </>
  );
}

/** The panel itself: the services and the day, the window, the employee, and Join the waitlist. */
export function WaitlistJoin({
  branchId,
  date,
  items,
  id,
  focusOnOpen = false,
}: PanelProps & {
  id?: string;
  /** Opened by a press (not there by itself on a full day): focus goes to its heading. */
  focusOnOpen?: boolean;
}) {
  const ids = useId();
  const session = useStore($session);
  const [when, setWhen] = useState<WaitlistWindow>('ANY');
  const [employeeId, setEmployeeId] = useState('');
  const [staff, setStaff] = useState<Employee[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const sending = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const login = useLoginThen((token) => void join(token));

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  // The whole team, for a preference; without the list the customer can still wait for anyone.
  useEffect(() => {
    let live = true;
    api.employees(branchId).then(
      (list) => live && setStaff(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [branchId]);

  // The form is gone once joined: focus goes to the answer so it is not lost with the button.
  useEffect(() => {
    if (joined) done.current?.focus();
  }, [joined]);

  async function join(token: string) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.joinWaitlist(token, {
        branchId,
        date,
        window: when,
        serviceIds: items.map((i) => i.id),
        ...(employeeId ? { branchEmployeeId: employeeId } : {}),
      });
      setJoined(message || JOINED);
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'Something went wrong!');
      setError(e.message);
      if (e.status === 401) {
        // The session ran out: log in again and the joining carries on.
        clearSession(LOGIN_KEYS);
        void login.askLogin(button.current ?? undefined);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const token = session.token;
    if (token) void join(token);
    else void login.askLogin(button.current ?? undefined);
  }

  const services = items.map((i) => i.name).join(', ');
  return (
    <section id={id} className="waitlist-panel" aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`} ref={heading} tabIndex={-1}>
        Join the waitlist
      </h3>
      <p className="waitlist-what">
        {services} on <strong>{dayLabel(date)}</strong>
      </p>
      {!joined && (
        <form className="waitlist-form" onSubmit={submit} noValidate>
          <fieldset className="waitlist-windows">
            <legend>When suits you</legend>
            {WINDOWS.map((w) => (
              <div className="waitlist-window" key={w}>
                <input
                  id={`${ids}-${w}`}
                  type="radio"
                  name={`${ids}-window`}
                  value={w}
                  checked={when === w}
                  onChange={() => setWhen(w)}
                />
                <label htmlFor={`${ids}-${w}`}>{WINDOW_WORDS[w]}</label>
              </div>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${ids}-staff`}>
              Preferred employee <span className="field-optional">(optional)</span>
            </label>
            <select id={`${ids}-staff`} value={employeeId} onChange={(e) => setEmployeeId(e.target.value)}>
              <option value="">Anyone</option>
              {staff.map((s) => (
                <option key={s.branchEmployeeId} value={s.branchEmployeeId}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {login.awaiting && (
            <p className="field-hint" role="status">
              Please log in to join the waitlist.
            </p>
          )}
          <button ref={button} type="submit" className="btn btn-accent" disabled={busy}>
            {busy ? 'Joining…' : 'Join the waitlist'}
          </button>
        </form>
      )}
      <div role="status">
        {joined && (
          <>
            <p ref={done} tabIndex={-1} className="form-notice">
              {joined}
            </p>
            <a href={WAITLIST_HREF}>See your waitlist</a>
          </>
        )}
      </div>
    </section>
  );
}
