/**
 * The business account (/business-account?user=business-details|services|employees|hours|appointments|change-password):
 * side menu Business details, Services, Employees, Opening hours, Appointments, Change Password, Logout. Role
 * Business only: a customer is sent to their account; without a token it asks to log in and loads once logged in.
 */
import { useEffect, useState } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { BUSINESS_PANELS, panelFrom, type BusinessPanel } from '../lib/account-forms.ts';
import { AccountLayout } from './account/AccountLayout.tsx';
import { AppointmentsPanel } from './account/AppointmentsPanel.tsx';
import { BusinessDetailsPanel } from './account/BusinessDetailsPanel.tsx';
import { HoursPanel } from './account/HoursPanel.tsx';
import { PasswordPanel } from './account/PasswordPanel.tsx';
import { ServicesPanel } from './account/ServicesPanel.tsx';
import { useAccountAccess } from './account/session.ts';
import { StaffPanel } from './account/StaffPanel.tsx';

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
    } else if (panel === 'business-details') content = <BusinessDetailsPanel token={token} branchId={branchId} />;
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
      {content}
    </AccountLayout>
  );
}

export default withErrorBoundary(BusinessAccount);
