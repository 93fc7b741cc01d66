/**
 * The frame of both account pages: the side menu (links to `?user=` panels, the current one marked, then Logout;
 * above them, for someone working in several branches, the branches to switch to) beside the panel; before the
 * session is known a short note, without a token a login prompt.
 */
import { useStore } from '@nanostores/react';
import { useRef, type ReactNode } from 'react';
import { branchHref, type AccountPage } from '../../lib/account-forms.ts';
import { ROLE_LABELS } from '../../lib/team.ts';
import { $sessionNotice, type AccountAccess } from './session.ts';

interface Props<K extends string> {
  page: AccountPage<K>;
  current: K | null;
  access: AccountAccess;
  children: ReactNode;
}

export function AccountLayout<K extends string>({ page, current, access, children }: Props<K>) {
  const { path, panels, loginText } = page;
  if (access.kind === 'pending') return <p className="muted acct-wait">Loading your account…</p>;
  if (access.kind === 'anonymous') return <LoginPrompt text={loginText} />;
  if (access.kind === 'elsewhere') {
    return (
      <p className="muted acct-wait">
        Taking you to <a href={access.href}>your account</a>…
      </p>
    );
  }
  const view = access.view;
  return (
    <div className="acct-layout">
      <nav className="acct-menu" aria-label="Account">
        {view && view.branches.length > 0 && (
          <div className="acct-branches">
            <p className="acct-branches-title" id="acct-branches-title">
              Branch
            </p>
            <ul role="list" aria-labelledby="acct-branches-title">
              {view.branches.map((b) => (
                <li key={b.branchId}>
                  <a
                    href={branchHref(path, current ?? '', b.branchId)}
                    aria-current={b.branchId === view.branchId ? 'true' : undefined}
                  >
                    {b.branchName}
                    <span className="acct-branch-role">{ROLE_LABELS[b.role]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul role="list">
          {panels.map((p) => (
            <li key={p.key}>
              <a href={`${path}?user=${p.key}`} aria-current={p.key === current ? 'page' : undefined}>
                {p.label}
              </a>
            </li>
          ))}
          <li>
            <a href="/logout">Logout</a>
          </li>
        </ul>
      </nav>
      <div className="acct-main">{children}</div>
    </div>
  );
}

function LoginPrompt({ text }: { text: string }) {
  const notice = useStore($sessionNotice);
  const button = useRef<HTMLButtonElement>(null);
  async function open() {
    const { openLogin } = await import('../login-overlay-mount.tsx');
    openLogin(button.current ?? undefined);
  }
  return (
    <section className="card acct-panel acct-login" aria-labelledby="acct-login-title">
      <h2 id="acct-login-title">Please log in</h2>
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
      <p>{text}</p>
      <button ref={button} type="button" className="btn" onClick={open}>
        Login
      </button>
      <p className="muted small">
        New to Salonbook? <a href="/auth?mode=signup">Create an account</a>.
      </p>
    </section>
  );
}

/** A panel: a card with its heading (h2). */
export function AccountPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card acct-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** While a panel's code arrives: a card of a panel's usual height, so nothing jumps when it renders. */
export function PanelLoading() {
  return (
    <section className="card acct-panel acct-panel-loading" aria-busy="true">
      <p className="muted">Loading…</p>
    </section>
  );
}
