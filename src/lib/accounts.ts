/**
 * Pure helpers for the sign-up, registration and password pages: the message a failure shows, the business
 * registration payload with the spec's defaults (sections 3 and 5), and the pre-signup hand-over.
 */
import { ApiError } from './api.ts';
import type { BusinessForm } from './business-forms.ts';
import { MESSAGES } from './validation.ts';

export { REQUIRED_BUSINESS_FIELDS, type BusinessForm } from './business-forms.ts';

/** The spec's all-zero identifier, sent for ids the server assigns. */
export const ZERO_ID = '00000000-0000-0000-0000-000000000000';

// The client's own wording when the server answered without a message (see toApiError in api.ts).
const CLIENT_WORDING = /^Request failed \(\d+\)\.$/;

/** The server's message for a failed call; the spec's fallback when there is none (network down, empty answer). */
export function failureMessage(err: unknown, fallback: string = MESSAGES.fallback): string {
  if (err instanceof ApiError && err.status > 0 && err.message && !CLIENT_WORDING.test(err.message)) return err.message;
  return fallback;
}

export const EMPTY_BUSINESS_FORM: BusinessForm = {
  businessName: '',
  contactName: '',
  businessTypeId: '',
  location: '',
  landline: '',
  mobileNo: '',
  email: '',
  address: '',
  zipCode: '',
  city: '',
  country: '',
  password: '',
  googleMapURL: '',
  latitude: '',
  longitude: '',
  about: '',
};

/** The spec's business registration payload (section 3) with the registration defaults (section 5). */
export function businessPayload(form: BusinessForm): Record<string, string> {
  const t = (v: string) => v.trim();
  return {
    businessName: t(form.businessName),
    contactName: t(form.contactName),
    businessTypeId: form.businessTypeId,
    location: t(form.location),
    landline: t(form.landline),
    mobileNo: t(form.mobileNo),
    email: t(form.email),
    address: t(form.address),
    zipCode: t(form.zipCode),
    city: t(form.city),
    country: t(form.country),
    password: form.password,
    BranchType: 'Main',
    id: ZERO_ID,
    branchId: ZERO_ID,
    branchUrl: '',
    businessurl: '',
    currency: 'NAIRA',
    googleMapURL: t(form.googleMapURL),
    latitude: t(form.latitude),
    longitude: t(form.longitude),
    totalRatings: '0',
    rating: '0',
    about: t(form.about),
    status: 'true',
    BranchImageId: ZERO_ID,
    imageSrc: '',
    imageName: '',
    imageFile: '',
  };
}

/** What the business pre-signup panel carries to the register form. */
export interface PreSignup {
  name: string;
  email: string;
  password: string;
  mobile: string;
}

// sessionStorage, never the URL: the password must not land in history, logs or Referer headers.
const PRESIGNUP_KEY = 'preSignup';

export function savePreSignup(data: PreSignup, storage: Storage = sessionStorage) {
  storage.setItem(PRESIGNUP_KEY, JSON.stringify(data));
}

/** Reads and forgets the pre-signup data (the password should not linger), or null when there is none. */
export function takePreSignup(storage: Storage = sessionStorage): PreSignup | null {
  const raw = storage.getItem(PRESIGNUP_KEY);
  storage.removeItem(PRESIGNUP_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PreSignup>;
    const s = (x: unknown) => (typeof x === 'string' ? x : '');
    return { name: s(v.name), email: s(v.email), password: s(v.password), mobile: s(v.mobile) };
  } catch {
    return null;
  }
}

/** The register form prefilled from the pre-signup panel: the name is the contact person's. */
export function prefillBusinessForm(form: BusinessForm, pre: PreSignup | null): BusinessForm {
  if (!pre) return form;
  return { ...form, contactName: pre.name, email: pre.email, password: pre.password, mobileNo: pre.mobile };
}
