/**
 * /auth: the screen named by `mode` in the query string, read in the browser (the page is static): signup (customer
 * form and business pre-signup), register (business registration), account-created (e-mail confirmation), anything
 * else 'unsupported route' with status 422 (spec section 5). /confirmemail passes its mode as a prop.
 */
import { useEffect, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { BusinessPreSignup } from '../components/accounts/BusinessPreSignup.tsx';
import { BusinessRegisterForm } from '../components/accounts/BusinessRegisterForm.tsx';
import { CustomerSignupForm } from '../components/accounts/CustomerSignupForm.tsx';
import { EmailConfirmation } from '../components/accounts/EmailConfirmation.tsx';

const TITLES: Record<string, string> = {
  signup: 'Sign up',
  register: 'Register your business',
  'account-created': 'Confirm your e-mail',
};

function AuthPage({ mode: fixedMode }: { mode?: string }) {
  // Null until mounted: the static HTML cannot know the query string.
  const [mode, setMode] = useState<string | null>(fixedMode ?? null);
  useEffect(() => {
    const current = fixedMode ?? new URLSearchParams(window.location.search).get('mode') ?? '';
    setMode(current);
    document.title = `${TITLES[current] ?? 'unsupported route'} | Salonbook`;
  }, [fixedMode]);

  if (mode === null)
    return (
      <p className="muted" role="status">
        Loading…
      </p>
    );
  switch (mode) {
    case 'signup':
      return (
        <>
          <h1>Sign up</h1>
          <p className="lead muted">Book appointments as a customer, or list your salon on Salonbook.</p>
          <div className="auth-grid">
            <CustomerSignupForm />
            <BusinessPreSignup />
          </div>
          <p className="auth-aside">Already have an account? Use Login at the top of the page.</p>
        </>
      );
    case 'register':
      return (
        <>
          <h1>Register your business</h1>
          <p className="lead muted">
            Tell customers about your salon. Every field is required unless it says optional.
          </p>
          <BusinessRegisterForm />
        </>
      );
    case 'account-created':
      return (
        <div className="auth-narrow">
          <h1>Confirm your e-mail</h1>
          <EmailConfirmation />
        </div>
      );
    default:
      return <UnsupportedRoute />;
  }
}

/** The spec's answer to an unknown mode: 'unsupported route', status 422, in the error screen's look. */
function UnsupportedRoute() {
  return (
    <section className="error-screen" role="alert">
      <h1>An Error Occurred</h1>
      <p>unsupported route</p>
      <p className="muted">Status 422</p>
      <p>
        <a className="btn" href="/auth?mode=signup">
          Sign up
        </a>{' '}
        <a className="btn btn-ghost" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}

export default withErrorBoundary(AuthPage);
