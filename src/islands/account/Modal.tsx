/**
 * A modal dialog on the native <dialog> (showModal): focus moves inside and stays there, the page behind is inert,
 * Escape, a click on the backdrop or the caller's Close button close it, and focus returns to where it was.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element Tab reaches for `el`: in a radio group, the checked radio (or the group's first). */
function tabStop(root: HTMLElement, el: HTMLElement): HTMLElement {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return el;
  const group = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)];
  return group.find((r) => r.checked) ?? group[0] ?? el;
}

/** Tab wraps around inside the dialog instead of leaving it for the browser's own controls. */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  const all = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const sameStop = (a: Element | null, b: HTMLElement) =>
    a === b ||
    (a instanceof HTMLInputElement &&
      b instanceof HTMLInputElement &&
      a.type === 'radio' &&
      a.name !== '' &&
      a.name === b.name);
  if (!e.shiftKey && sameStop(active, last)) {
    e.preventDefault();
    tabStop(e.currentTarget, first).focus();
  } else if (e.shiftKey && sameStop(active, first)) {
    e.preventDefault();
    tabStop(e.currentTarget, last).focus();
  }
}

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

export function Modal({ title, onClose, children, className }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!d.open) d.showModal();
    return () => {
      if (d.open) d.close();
      // The opener may be gone by now (an action replaced it); the caller then moves focus itself.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // The dialog's own keyboard and backdrop handling (Escape, Tab kept inside, a click outside), not a widget's.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`.trim()}
      aria-labelledby={titleId}
      // Escape: close through the caller, so its state and the dialog agree.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // Closed by the browser anyway (Escape pressed twice without user activation).
      onClose={onClose}
      onKeyDown={keepTabInside}
      // A click on the backdrop lands on the <dialog> itself; the content fills it.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="modal-body">
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
