/**
 * The reads a panel opens on, shared between the page script that paints the panel before React (first-panel.ts,
 * first-calendar.ts, first-salon.ts) and the panel itself (useApiData's `shared`): the script starts the read, the
 * panel (rendered by React at the first touch) opens on its answer instead of asking again. Each answer is handed over
 * once; later loads ask the server.
 */
import { api } from '../../lib/api.ts';
import type {
  Appointment,
  BranchSettings,
  BusinessDetails,
  Calendar,
  Category,
  MessageChoices,
  Profile,
  Service,
  StaffMember,
  Timing,
} from '../../lib/types.ts';
import type { Viewer } from './appointment-rules.ts';

/** A panel's read and the key it is shared under (what the read depends on). */
export interface FirstRead<T> {
  key: string;
  fetch: () => Promise<T>;
}

export const profileRead = (token: string, userId: string): FirstRead<Profile> => ({
  key: `profile:${userId}`,
  fetch: () => api.profile(token, userId),
});

/** The channels you get booking messages on, shown under the profile (issue 30). */
export const messagesRead = (token: string): FirstRead<MessageChoices> => ({
  key: `messages:${token}`,
  fetch: () => api.messageChoices(token),
});

export const businessRead = (token: string, branchId: string): FirstRead<BusinessDetails> => ({
  key: `business:${branchId}`,
  fetch: () => api.businessDetails(token, branchId),
});

/** The salon's calendar of the local dates from..to. */
export const calendarRead = (token: string, branchId: string, from: string, to: string): FirstRead<Calendar> => ({
  key: `calendar:${branchId}:${from}:${to}`,
  fetch: () => api.calendar(token, branchId, from, to),
});

export const categoriesRead = (): FirstRead<Category[]> => ({ key: 'categories', fetch: () => api.categories() });

export const servicesRead = (token: string, branchId: string): FirstRead<Service[]> => ({
  key: `services:${branchId}`,
  fetch: () => api.myServices(token, branchId),
});

export const staffRead = (token: string, branchId: string): FirstRead<StaffMember[]> => ({
  key: `staff:${branchId}`,
  fetch: () => api.myStaff(token, branchId),
});

export const timingsRead = (branchId: string): FirstRead<Timing[]> => ({
  key: `timings:${branchId}`,
  fetch: () => api.timings(branchId),
});

/** A branch's booking settings. */
export const settingsRead = (token: string, branchId: string): FirstRead<BranchSettings> => ({
  key: `settings:${branchId}:${token}`,
  fetch: () => api.branchSettings(token, branchId),
});

/** The appointments a viewer sees: the salon's branch's, or the customer's own. */
export const appointmentsRead = (
  token: string,
  viewer: Viewer,
  who: { userId: string; branchId: string },
): FirstRead<Appointment[]> =>
  viewer === 'business'
    ? { key: `branch-appointments:${who.branchId}`, fetch: () => api.branchAppointments(token, who.branchId) }
    : { key: `appointments:${who.userId}`, fetch: () => api.customerAppointments(token, who.userId) };

/** Answers that have arrived and not been handed over yet, by key. */
const answers = new Map<string, unknown>();

/** Starts a read for the panel to take over later. */
export function shareRead<T>(read: FirstRead<T>): Promise<T> {
  const answer = read.fetch();
  answer.then(
    (value) => answers.set(read.key, value),
    () => {},
  );
  return answer;
}

/** The shared read's answer if it has arrived (and hands it over), else undefined. */
export function takeRead<T>(key: string): T | undefined {
  const value = answers.get(key) as T | undefined;
  answers.delete(key);
  return value;
}
