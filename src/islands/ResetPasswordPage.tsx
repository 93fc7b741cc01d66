/** /reset-pass and /resetpassword: the reset form, with a note when the page was opened without the mail's link. */
import { useEffect, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { ResetPasswordForm } from '../components/accounts/ResetPasswordForm.tsx';

function ResetPasswordPage() {
  const [linkMissing, setLinkMissing] = useState(false);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setLinkMissing(!query.get('email') || !query.get('token'));
  }, []);
  return (
    <>
      {linkMissing && (
        <p className="muted">
          Open this page from the link in your reset e-mail. No e-mail yet? Choose Login at the top, then 'Forgot
          Password?'.
        </p>
      )}
      <ResetPasswordForm />
    </>
  );
}

export default withErrorBoundary(ResetPasswordPage);
