/** 'My Appointments': the list arrives with booking; until a customer or salon has any, the spec's empty state. */
import { AccountPanel } from './AccountLayout.tsx';

export function AppointmentsPanel() {
  return (
    <AccountPanel id="appointments" title="My Appointments">
      <p className="empty-state">No appointments.</p>
    </AccountPanel>
  );
}
