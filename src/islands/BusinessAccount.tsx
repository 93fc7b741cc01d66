/**
 * The business account (/business-account?user=calendar|business-details|services|employees|hours|appointments|
 * change-password): side menu Calendar, Business details, Services, Employees, Opening hours, Appointments, Change
 * Password, Logout. Role Business only: a customer is sent to their account; without a token it asks to log in and
 * loads once logged in.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { BUSINESS_PANELS, panelFrom, type BusinessPanel } from '../lib/account-forms.ts';
import { AccountLayout, PanelLoading } from './account/AccountLayout.tsx';
import { useAccountAccess } from './account/session.ts';

// Only the panel shown loads (issue 15); the others come when the menu opens them.
const AppointmentsPanel = lazy(() =>
  import('./account/AppointmentsPanel.tsx').then((m) => ({ default: m.AppointmentsPanel })),
);
const CalendarPanel = lazy(() => import('./account/CalendarPanel.tsx').then((m) => ({ default: m.CalendarPanel })));
const BusinessDetailsPanel = lazy(() =>
  import('./account/BusinessDetailsPanel.tsx').then((m) => ({ default: m.BusinessDetailsPanel })),
);
const HoursPanel = lazy(() => import('./account/HoursPanel.tsx').then((m) => ({ default: m.HoursPanel })));
const PasswordPanel = lazy(() => import('./account/PasswordPanel.tsx').then((m) => ({ default: m.PasswordPanel })));
const ServicesPanel = lazy(() => import('./account/ServicesPanel.tsx').then((m) => ({ default: m.ServicesPanel })));
const StaffPanel = lazy(() => import('./account/StaffPanel.tsx').then((m) => ({ default: m.StaffPanel })));

function BusinessAccount() {
  const access = useAccountAccess('Business');
  const [panel, setPanel] = useState<BusinessPanel | null>(null);
  useEffect(() => setPanel(panelFrom(window.location.search, BUSINESS_PANELS)), []);

  let content = null;
  if (access.kind === 'ready') {
    const { token, userId, branchId } = access;
    const needsBranch = panel !== 'change-password' && panel !== 'appointments';
    if (needsBranch && !branchId) {
      content = (
        <p className="form-error" role="alert">
          This account has no salon branch. Please log in again, or contact us if this persists.
        </p>
      );
    } else if (panel === 'calendar') content = <CalendarPanel token={token} branchId={branchId} />;
    else if (panel === 'business-details') content = <BusinessDetailsPanel token={token} branchId={branchId} />;
    else if (panel === 'services') content = <ServicesPanel token={token} branchId={branchId} />;
    else if (panel === 'employees') content = <StaffPanel token={token} branchId={branchId} />;
    else if (panel === 'hours') content = <HoursPanel token={token} branchId={branchId} />;
    else if (panel === 'appointments') content = <AppointmentsPanel />;
    else if (panel === 'change-password') content = <PasswordPanel token={token} userId={userId} />;
  }

  return (
    <AccountLayout
      path="/business-account"
      panels={BUSINESS_PANELS}
      current={panel}
      access={access}
      loginText={
        'Log in with your business account to manage your salon: details, services, employees and opening hours.'
      }
    >
      <Suspense fallback={<PanelLoading />}>{content}</Suspense>
    </AccountLayout>
  );
}

export default withErrorBoundary(BusinessAccount);
