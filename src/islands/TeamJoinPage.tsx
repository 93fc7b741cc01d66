/**
 * /team/join?token=: what the invitation offers, then joining. Without an account for the invited address the
 * invitee chooses a password; with one they log in (as that address) and accept. Joining logs them in and takes them
 * to the business account, where their role lands (a stylist on their own day).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { FormMessage } from '../components/accounts/Field.tsx';
import { NewPasswordFields, newPasswordProblem } from '../components/accounts/NewPasswordFields.tsx';
import { LoginButton } from '../components/accounts/LoginButton.tsx';
import { ResultPanel } from '../components/accounts/ResultPanel.tsx';
import { api } from '../lib/api.ts';
import { failureMessage } from '../lib/accounts.ts';
import { ROLE_LABELS } from '../lib/team.ts';
import type { InvitationPreview, LoginAnswer } from '../lib/types.ts';
import { $session, accountHref, loginSession, setSession } from '../stores/session.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'open'; invitation: InvitationPreview }
  | { kind: 'joined'; message: string; href: string };

function TeamJoinPage() {
  // Read in the browser: the page is built ahead, without the link's query.
  const [linkToken, setLinkToken] = useState('');
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const linkToken = new URLSearchParams(window.location.search).get('token') ?? '';
    setLinkToken(linkToken);
    if (!linkToken) {
      setState({ kind: 'failed', message: 'Open this page from the link in your invitation e-mail.' });
      return;
    }
    api.invitation(linkToken).then(
      (invitation) => setState({ kind: 'open', invitation }),
      (err: unknown) => setState({ kind: 'failed', message: failureMessage(err) }),
    );
  }, []);

  function joined(res: LoginAnswer) {
    const session = loginSession(res);
    setSession(session);
    setState({ kind: 'joined', message: res.message, href: accountHref(session) });
  }

  if (state.kind === 'loading') return <p className="muted">Loading your invitation…</p>;
  if (state.kind === 'failed')
    return <ResultPanel title="This invitation cannot be used" tone="error" message={state.message} />;
  if (state.kind === 'joined') {
    return (
      <ResultPanel title="You are on the team" tone="success" message={state.message}>
        <p>
          <a className="btn" href={state.href}>
            Open the business account
          </a>
        </p>
      </ResultPanel>
    );
  }
  const { invitation } = state;
  return (
    <section className="card auth-card form-stack" aria-labelledby="join-title">
      <h2 id="join-title">
        {invitation.businessName}, {invitation.branchName}
      </h2>
      <p>
        {invitation.fullName}, you are invited as a {ROLE_LABELS[invitation.role].toLowerCase()} with{' '}
        <strong>{invitation.email}</strong>.
      </p>
      {invitation.hasAccount ? (
        <AcceptWithAccount linkToken={linkToken} email={invitation.email} onJoined={joined} />
      ) : (
        <ChoosePassword linkToken={linkToken} onJoined={joined} />
      )}
    </section>
  );
}

function ChoosePassword({ linkToken, onJoined }: { linkToken: string; onJoined: (res: LoginAnswer) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const problem = newPasswordProblem('Password', password, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      onJoined(await api.acceptInvitation(linkToken, { password }));
    } catch (err) {
      setError(failureMessage(err));
      setBusy(false);
    }
  }

  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="Choose your password">
      <NewPasswordFields
        id="join"
        label="Password"
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
      />
      <FormMessage error={error} />
      <div className="form-actions">
        <button className="btn" type="submit" disabled={busy}>
          {busy ? 'Please Wait...' : 'Join the team'}
        </button>
      </div>
    </form>
  );
}

function AcceptWithAccount(props: { linkToken: string; email: string; onJoined: (res: LoginAnswer) => void }) {
  const session = useStore($session);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setError(null);
    setBusy(true);
    try {
      props.onJoined(await api.acceptInvitation(props.linkToken, { token: session.token ?? '' }));
    } catch (err) {
      setError(failureMessage(err));
      setBusy(false);
    }
  }

  if (!session.token) {
    return (
      <>
        <p>{props.email} already has a Salonbook account: log in with it to accept.</p>
        <LoginButton />
      </>
    );
  }
  return (
    <>
      <FormMessage error={error} />
      <div className="form-actions">
        <button className="btn" type="button" disabled={busy} onClick={() => void accept()}>
          {busy ? 'Please Wait...' : 'Accept the invitation'}
        </button>
      </div>
    </>
  );
}

export default withErrorBoundary(TeamJoinPage);
