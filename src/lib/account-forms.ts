/**
 * Pure helpers for the customer and business account pages: which panel a URL asks for, the spec's form checks
 * (section 5) and the multipart bodies of the business details and service forms (section 7).
 */
import { ApiError } from './api.ts';
import type { BusinessDetails, Service, Timing } from './types.ts';
import { REQUIRED_DETAILS_FIELDS } from './business-forms.ts';
import { MESSAGES, missingFields } from './validation.ts';
import { worksInSalon } from './team.ts';

/** The spec's all-zero identifier, sent where the server assigns the id (the branch image). */
export const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';

export interface Panel<K extends string = string> {
  key: K;
  label: string;
}

export const CUSTOMER_PANELS = [
  { key: 'profile', label: 'Profile' },
  { key: 'appointments', label: 'Appointment' },
  { key: 'waitlist', label: 'Waitlist' },
  { key: 'change-password', label: 'Change Password' },
] as const satisfies readonly Panel[];

export const BUSINESS_PANELS = [
  { key: 'calendar', label: 'Calendar' },
  { key: 'business-details', label: 'Business details' },
  { key: 'services', label: 'Services' },
  { key: 'employees', label: 'Employees' },
  { key: 'hours', label: 'Opening hours' },
  { key: 'appointments', label: 'Appointments' },
  { key: 'reports', label: 'Reports' },
  { key: 'team', label: 'Team' },
  { key: 'branches', label: 'Branches' },
  { key: 'change-password', label: 'Change Password' },
] as const satisfies readonly Panel[];

export type CustomerPanel = (typeof CUSTOMER_PANELS)[number]['key'];
export type BusinessPanel = (typeof BUSINESS_PANELS)[number]['key'];

export type AccountRole = 'Customer' | 'Business';

/** An account page: whose it is, its address, its menu and what its login prompt asks for. */
export interface AccountPage<K extends string = string> {
  role: AccountRole;
  path: string;
  panels: readonly Panel<K>[];
  loginText: string;
}

export const CUSTOMER_ACCOUNT: AccountPage<CustomerPanel> = {
  role: 'Customer',
  path: '/customer-account',
  panels: CUSTOMER_PANELS,
  loginText: 'Log in to see your profile, your appointments and your waitlist, and to change your password.',
};

export const BUSINESS_ACCOUNT: AccountPage<BusinessPanel> = {
  role: 'Business',
  path: '/business-account',
  panels: BUSINESS_PANELS,
  loginText: 'Log in with your business account to manage your salon: details, services, employees and opening hours.',
};

/**
 * Whether this session belongs on the other account page: the business account is for whoever works in a salon (a
 * customer on a team too), the customer account for customer accounts.
 */
export const otherRole = (page: AccountRole, session: { role?: string; memberships?: string }) =>
  page === 'Business' ? !worksInSalon(session) : session.role === 'Business';

/** A link of the branch switcher: the same panel, on another branch (remembered once opened). */
export const branchHref = (path: string, panel: string, branchId: string) =>
  `${path}?user=${panel}&branch=${encodeURIComponent(branchId)}`;

/** The account page as one role sees it: only the panels it may open. */
export const pageFor = <K extends string>(page: AccountPage<K>, keys: readonly string[] | undefined): AccountPage<K> =>
  keys ? { ...page, panels: page.panels.filter((p) => keys.includes(p.key)) } : page;

/** The panel named by `?user=`, or the first one when the query names none we know. */
export function panelFrom<K extends string>(search: string, panels: readonly Panel<K>[]): K {
  const wanted = new URLSearchParams(search).get('user');
  return panels.find((p) => p.key === wanted)?.key ?? panels[0]!.key;
}

// The client's own wording when the server answered without a message (see toApiError in api.ts).
const CLIENT_WORDING = /^Request failed \(\d+\)\.$/;

/** The server's message for a failed request; `fallback` when it sent none (network down, empty answer). */
export function failureMessage(err: unknown, fallback: string = MESSAGES.fallback): string {
  if (err instanceof ApiError && err.status > 0 && err.message && !CLIENT_WORDING.test(err.message)) return err.message;
  return fallback;
}

/** Change password (spec section 5): 'Reconfirm your password' first, then the missing fields. */
export function passwordProblem(p: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (p.confirmPassword !== p.newPassword) return MESSAGES.reconfirm;
  return missingFields([
    ['Old Password', p.oldPassword],
    ['New Password', p.newPassword],
    ['Confirm Password', p.confirmPassword],
  ]);
}

/** The business details form as typed (strings, as inputs hold them). */
export interface BusinessValues {
  businessTypeId: string;
  businessName: string;
  contactName: string;
  email: string;
  landline: string;
  mobileNo: string;
  location: string;
  city: string;
  country: string;
  zipCode: string;
  latitude: string;
  longitude: string;
  currency: string;
  status: 'Active' | 'Inactive';
  rating: string;
  totalRatings: string;
  address: string;
  about: string;
  googleMapURL: string;
}

export function businessValues(d: BusinessDetails): BusinessValues {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    businessTypeId: d.businessTypeId,
    businessName: d.businessName,
    contactName: d.contactName,
    email: d.email,
    landline: d.landline,
    mobileNo: d.mobileNo,
    location: d.location,
    city: d.city,
    country: d.country,
    zipCode: d.zipCode,
    latitude: s(d.latitude),
    longitude: s(d.longitude),
    currency: d.currency || 'NAIRA',
    status: d.status ? 'Active' : 'Inactive',
    rating: s(d.rating),
    totalRatings: s(d.totalRatings),
    address: d.address,
    about: d.about,
    googleMapURL: d.googleMapURL,
  };
}

/** What the session remembers of a salon once its details are read (the session's BusinessId, BranchUrl, Currency). */
export const businessSession = (d: BusinessDetails) => ({
  BusinessId: d.businessId,
  BranchUrl: d.branchUrl,
  Currency: d.currency,
});

/** Business details required fields (spec section 5), by label, in the spec's order. */
export function businessProblem(v: BusinessValues): string | null {
  return missingFields(REQUIRED_DETAILS_FIELDS.map(([label, key]) => [label, v[key]]));
}

/** The multipart body of PUT Business/UpdateBusiness with the spec's field names (section 7). */
export function businessFormData(d: BusinessDetails, v: BusinessValues, image: File | null): FormData {
  const f = new FormData();
  const fields: [string, string][] = [
    ['BusinessId', d.businessId],
    ['BusinessName', v.businessName.trim()],
    ['Id', d.branchId],
    ['BranchId', d.branchId],
    ['BranchUrl', d.branchUrl],
    ['ContactName', v.contactName.trim()],
    ['Landline', v.landline.trim()],
    ['MobileNo', v.mobileNo.trim()],
    ['Email', v.email.trim()],
    ['BusinessTypeId', v.businessTypeId],
    ['Address', v.address.trim()],
    ['GoogleMapURL', v.googleMapURL.trim()],
    ['Latitude', v.latitude.trim()],
    ['Longitude', v.longitude.trim()],
    ['Location', v.location.trim()],
    ['ZipCode', v.zipCode.trim()],
    ['City', v.city.trim()],
    ['Country', v.country.trim()],
    ['About', v.about.trim()],
    ['Currency', v.currency],
    ['TotalRatings', v.totalRatings],
    ['Rating', v.rating],
    ['Status', String(v.status === 'Active')],
  ];
  for (const [k, value] of fields) f.append(k, value);
  if (image) f.append('ImageFile', image, image.name);
  f.append('ImageName', image?.name ?? '');
  f.append('branchImageId', PLACEHOLDER_ID);
  f.append('branchType', 'Main');
  // The details answer carries no business URL; the server keeps the one it has.
  f.append('businessurl', '');
  return f;
}

/** The service form as typed. An empty serviceId means "new". */
export interface ServiceValues {
  serviceId: string;
  categoryId: string;
  serviceName: string;
  price: string;
  durationHours: string;
  durationMinutes: string;
  description: string;
  status: 'Active' | 'Inactive';
}

export const EMPTY_SERVICE: ServiceValues = {
  serviceId: '',
  categoryId: '',
  serviceName: '',
  price: '',
  durationHours: '',
  durationMinutes: '',
  description: '',
  status: 'Active',
};

export function serviceValues(s: Service): ServiceValues {
  return {
    serviceId: s.serviceId,
    categoryId: s.categoryId,
    serviceName: s.serviceName,
    price: String(s.price),
    durationHours: String(s.durationHours),
    durationMinutes: String(s.durationMinutes),
    description: s.description,
    status: s.status ? 'Active' : 'Inactive',
  };
}

/** Service required fields (spec section 5), in the server's order. */
export function serviceProblem(v: ServiceValues): string | null {
  return missingFields([
    ['Service Name', v.serviceName],
    ['Description', v.description],
    ['Category', v.categoryId],
    ['Duration-Hours', v.durationHours],
    ['Duration-Minutes', v.durationMinutes],
    ['Price', v.price],
  ]);
}

/** The multipart body of Service/Insert (no serviceId) or Service/Update (with it); Status is true when 'Active'. */
export function serviceFormData(branchId: string, v: ServiceValues): FormData {
  const f = new FormData();
  const fields: [string, string][] = [
    ['branchId', branchId],
    ['serviceName', v.serviceName.trim()],
    ['description', v.description.trim()],
    ['categoryId', v.categoryId],
    ['durationHours', v.durationHours.trim()],
    ['durationMinutes', v.durationMinutes.trim()],
    ['price', v.price.trim()],
    ['status', String(v.status === 'Active')],
  ];
  if (v.serviceId) fields.push(['serviceId', v.serviceId]);
  for (const [k, value] of fields) f.append(k, value);
  return f;
}

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Whole hours 0..24, shown as hour:00. */
export const HOURS = Array.from({ length: 25 }, (_, h) => h);

export interface DayHours {
  dayNumber: number;
  openingTime: number;
  closingTime: number;
  isOpened: boolean;
}

/** Seven rows, Monday first, from the branch's timings; a day the server did not list is closed, 9:00 to 18:00. */
export function weekFrom(timings: Timing[]): DayHours[] {
  return DAYS.map((_, i) => {
    const t = timings.find((x) => x.dayNumber === i + 1);
    return t
      ? { dayNumber: i + 1, openingTime: t.openingTime, closingTime: t.closingTime, isOpened: t.isOpened }
      : { dayNumber: i + 1, openingTime: 9, closingTime: 18, isOpened: false };
  });
}

/** The first open day whose closing hour is not after its opening hour, as a sentence; null when the week is fine. */
export function hoursProblem(week: DayHours[]): string | null {
  const bad = week.find((d) => d.isOpened && d.closingTime <= d.openingTime);
  return bad ? `On ${DAYS[bad.dayNumber - 1]} the closing hour must be after the opening hour.` : null;
}

/** The reminder e-mails a salon can send before an appointment, in hours. */
export const REMINDERS = [48, 24, 2] as const;
const NOTICE = [0, 30, 60, 120, 180, 360, 720, 1440, 2880];

function noticeLabel(minutes: number) {
  if (minutes === 0) return 'None';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return Number.isInteger(hours) ? `${hours} hour${hours === 1 ? '' : 's'}` : `${minutes} minutes`;
}

/** The minimum notices to choose from; one set through the API that is not in the list stays choosable. */
export function noticeOptions(current: number) {
  const notices = NOTICE.includes(current) ? NOTICE : [...NOTICE, current];
  return [...notices].sort((a, b) => a - b).map((m) => ({ value: String(m), label: noticeLabel(m) }));
}
