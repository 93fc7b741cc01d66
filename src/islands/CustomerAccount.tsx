/**
 * The customer account (/customer-account?user=profile|appointments|change-password): side menu Profile,
 * Appointment, Change Password, Logout. Without a token it asks to log in and loads once the session arrives; a
 * business user is sent to the business account.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { CUSTOMER_PANELS, panelFrom, type CustomerPanel } from '../lib/account-forms.ts';
import { AccountLayout, PanelLoading } from './account/AccountLayout.tsx';
import { useAccountAccess } from './account/session.ts';

// Only the panel shown loads (issue 15); the others come when the menu opens them.
const AppointmentsPanel = lazy(() =>
  import('./account/AppointmentsPanel.tsx').then((m) => ({ default: m.AppointmentsPanel })),
);
const PasswordPanel = lazy(() => import('./account/PasswordPanel.tsx').then((m) => ({ default: m.PasswordPanel })));
const ProfilePanel = lazy(() => import('./account/ProfilePanel.tsx').then((m) => ({ default: m.ProfilePanel })));

function CustomerAccount() {
  const access = useAccountAccess('Customer');
  const [panel, setPanel] = useState<CustomerPanel | null>(null);
  useEffect(() => setPanel(panelFrom(window.location.search, CUSTOMER_PANELS)), []);

  return (
    <AccountLayout
      path="/customer-account"
      panels={CUSTOMER_PANELS}
      current={panel}
      access={access}
      loginText="Log in to see your profile, your appointments and to change your password."
    >
      <Suspense fallback={<PanelLoading />}>
        {access.kind === 'ready' && panel === 'profile' && <ProfilePanel token={access.token} userId={access.userId} />}
        {access.kind === 'ready' && panel === 'appointments' && <AppointmentsPanel />}
        {access.kind === 'ready' && panel === 'change-password' && (
          <PasswordPanel token={access.token} userId={access.userId} />
        )}
      </Suspense>
    </AccountLayout>
  );
}

export default withErrorBoundary(CustomerAccount);
