/**
 * The customer account (/customer-account?user=profile|appointments|waitlist|change-password): side menu Profile,
 * Appointment, Waitlist, Change Password, Logout. Without a token it asks to log in and loads once the session
 * arrives; a business user is sent to the business account.
 */
import { Suspense } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { CUSTOMER_ACCOUNT, type CustomerPanel } from '../lib/account-forms.ts';
import { AccountLayout, PanelLoading } from './account/AccountLayout.tsx';
import { lazyPanel, openingPanel } from './account/lazy-panel.tsx';
import { useAccountAccess } from './account/session.ts';

// Only the panel shown loads (issue 15); the others come when the menu opens them.
const panels = {
  appointments: lazyPanel(() => import('./account/AppointmentsPanel.tsx').then((m) => m.AppointmentsPanel)),
  'change-password': lazyPanel(() => import('./account/PasswordPanel.tsx').then((m) => m.PasswordPanel)),
  profile: lazyPanel(() => import('./account/ProfilePanel.tsx').then((m) => m.ProfilePanel)),
  waitlist: lazyPanel(() => import('./account/WaitlistPanel.tsx').then((m) => m.WaitlistPanel)),
} satisfies Record<CustomerPanel, unknown>;
const AppointmentsPanel = panels.appointments.Panel;
const PasswordPanel = panels['change-password'].Panel;
const ProfilePanel = panels.profile.Panel;
const WaitlistPanel = panels.waitlist.Panel;

const panel = await openingPanel(CUSTOMER_ACCOUNT, panels);

function CustomerAccount() {
  const access = useAccountAccess('Customer');

  return (
    <AccountLayout page={CUSTOMER_ACCOUNT} current={panel} access={access}>
      <Suspense fallback={<PanelLoading />}>
        {access.kind === 'ready' && panel === 'profile' && <ProfilePanel token={access.token} userId={access.userId} />}
        {access.kind === 'ready' && panel === 'appointments' && <AppointmentsPanel viewer="customer" />}
        {access.kind === 'ready' && panel === 'waitlist' && <WaitlistPanel token={access.token} />}
        {access.kind === 'ready' && panel === 'change-password' && (
          <PasswordPanel token={access.token} userId={access.userId} />
        )}
      </Suspense>
    </AccountLayout>
  );
}

export default withErrorBoundary(CustomerAccount);
