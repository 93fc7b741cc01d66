/**
 * The business account (/business-account?user=calendar|business-details|services|employees|hours|appointments|
 * reports|team|branches|change-password): side menu Calendar, Business details, Services, Employees, Opening hours,
 * Appointments, Reports, Team, Branches, Change Password, Logout, each as the role in the chosen branch may open it
 * (issue 28; src/lib/team.ts), with the branch switcher above for someone in several branches. For whoever works in a
 * salon: a customer is sent to their account; without a token it asks to log in and loads once logged in.
 */
import { Suspense } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { BUSINESS_ACCOUNT, pageFor, type BusinessPanel } from '../lib/account-forms.ts';
import { businessView, type BusinessView } from '../lib/team.ts';
import { $session } from '../stores/session.ts';
import { AccountLayout, PanelLoading } from './account/AccountLayout.tsx';
import { lazyPanel, openingPanel } from './account/lazy-panel.tsx';
import { useAccountAccess } from './account/session.ts';

// Only the panel shown loads (issue 15); the others come when the menu opens them.
const panels = {
  appointments: lazyPanel(() => import('./account/AppointmentsPanel.tsx').then((m) => m.AppointmentsPanel)),
  calendar: lazyPanel(() => import('./account/CalendarPanel.tsx').then((m) => m.CalendarPanel)),
  'business-details': lazyPanel(() => import('./account/BusinessDetailsPanel.tsx').then((m) => m.BusinessDetailsPanel)),
  hours: lazyPanel(() => import('./account/HoursPanel.tsx').then((m) => m.HoursPanel)),
  'change-password': lazyPanel(() => import('./account/PasswordPanel.tsx').then((m) => m.PasswordPanel)),
  services: lazyPanel(() => import('./account/ServicesPanel.tsx').then((m) => m.ServicesPanel)),
  employees: lazyPanel(() => import('./account/StaffPanel.tsx').then((m) => m.StaffPanel)),
  team: lazyPanel(() => import('./account/TeamPanel.tsx').then((m) => m.TeamPanel)),
  branches: lazyPanel(() => import('./account/BranchesPanel.tsx').then((m) => m.BranchesPanel)),
  reports: lazyPanel(() => import('./account/ReportsPanel.tsx').then((m) => m.ReportsPanel)),
} satisfies Record<BusinessPanel, unknown>;
const AppointmentsPanel = panels.appointments.Panel;
const CalendarPanel = panels.calendar.Panel;
const BusinessDetailsPanel = panels['business-details'].Panel;
const HoursPanel = panels.hours.Panel;
const PasswordPanel = panels['change-password'].Panel;
const ServicesPanel = panels.services.Panel;
const StaffPanel = panels.employees.Panel;
const TeamPanel = panels.team.Panel;
const BranchesPanel = panels.branches.Panel;
const ReportsPanel = panels.reports.Panel;

/** The page as the session opening it sees it: only its role's panels. */
const pageOf = (view: BusinessView | null) => pageFor(BUSINESS_ACCOUNT, view?.panels);
const opening = await openingPanel(
  pageOf(typeof window === 'undefined' ? null : businessView($session.get(), window.location.search)),
  panels,
);

function BusinessAccount() {
  const access = useAccountAccess('Business');

  let content = null;
  const page = pageOf(access.kind === 'ready' ? access.view : null);
  // Logged in from the prompt as someone whose role does not open the panel asked for: their first panel.
  const panel = opening && (page.panels.some((p) => p.key === opening) ? opening : page.panels[0]!.key);
  if (access.kind === 'ready') {
    const { token, userId, branchId, view } = access;
    const role = view?.role ?? 'OWNER';
    const needsBranch = panel !== 'change-password' && panel !== 'appointments';
    if (needsBranch && !branchId) {
      content = (
        <p className="form-error" role="alert">
          This account has no salon branch. Please log in again, or contact us if this persists.
        </p>
      );
    } else if (panel === 'calendar')
      content = <CalendarPanel token={token} branchId={branchId} frontDesk={role !== 'STYLIST'} />;
    else if (panel === 'business-details') content = <BusinessDetailsPanel token={token} branchId={branchId} />;
    else if (panel === 'services') content = <ServicesPanel token={token} branchId={branchId} />;
    else if (panel === 'employees') content = <StaffPanel token={token} branchId={branchId} />;
    else if (panel === 'hours') content = <HoursPanel token={token} branchId={branchId} />;
    else if (panel === 'appointments') content = <AppointmentsPanel viewer="business" />;
    else if (panel === 'team') content = <TeamPanel token={token} branchId={branchId} owner={role === 'OWNER'} />;
    else if (panel === 'branches') content = <BranchesPanel token={token} />;
    else if (panel === 'reports')
      content = <ReportsPanel token={token} branchId={branchId} branches={view?.branches ?? []} />;
    else if (panel === 'change-password') content = <PasswordPanel token={token} userId={userId} />;
  }

  return (
    <AccountLayout page={page} current={panel} access={access}>
      <Suspense fallback={<PanelLoading />}>{content}</Suspense>
    </AccountLayout>
  );
}

export default withErrorBoundary(BusinessAccount);
