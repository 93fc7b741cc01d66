/**
 * The salon's two forms as both ends read them: business registration and the business details of the account. The
 * pages check the required fields before sending, and the server checks them again in the same words and order, so
 * the labels live here once. No imports: the server reads this file too.
 */

/** The business registration form as typed (spec section 3). */
export interface BusinessForm {
  businessName: string;
  contactName: string;
  businessTypeId: string;
  location: string;
  landline: string;
  mobileNo: string;
  email: string;
  address: string;
  zipCode: string;
  city: string;
  country: string;
  password: string;
  googleMapURL: string;
  latitude: string;
  longitude: string;
  about: string;
}

/** Required registration fields, by label, in the order 'Please fill up: ...' lists them (spec section 5). */
export const REQUIRED_BUSINESS_FIELDS: [label: string, key: keyof BusinessForm][] = [
  ['Business Name', 'businessName'],
  ['Contact Name', 'contactName'],
  ['Business Type', 'businessTypeId'],
  ['Location', 'location'],
  ['Landline Number', 'landline'],
  ['Mobile Number', 'mobileNo'],
  ['Email', 'email'],
  ['Address', 'address'],
  ['Zip Code', 'zipCode'],
  ['City', 'city'],
  ['Country', 'country'],
  ['Password', 'password'],
];

/** The business details form's text fields (the image aside). */
export interface BusinessDetailsForm {
  businessName: string;
  contactName: string;
  landline: string;
  mobileNo: string;
  email: string;
  businessTypeId: string;
  address: string;
  googleMapURL: string;
  latitude: string;
  longitude: string;
  location: string;
  zipCode: string;
  city: string;
  country: string;
  about: string;
  currency: string;
  status: string;
  /** Shown and required on the page; the server never reads it (earned from reviews). */
  totalRatings: string;
  /** Shown and required on the page; the server never reads it (earned from reviews). */
  rating: string;
}

/** Required business details, by label, in the spec's order (section 5). */
export const REQUIRED_DETAILS_FIELDS: [label: string, key: keyof BusinessDetailsForm][] = [
  ['Business Name', 'businessName'],
  ['Contact Name', 'contactName'],
  ['Landline', 'landline'],
  ['Phone Number', 'mobileNo'],
  ['Email', 'email'],
  ['Business Type', 'businessTypeId'],
  ['Address', 'address'],
  ['Google Map URL', 'googleMapURL'],
  ['Latitude', 'latitude'],
  ['Longitude', 'longitude'],
  ['Location', 'location'],
  ['Zip Code', 'zipCode'],
  ['City', 'city'],
  ['Country', 'country'],
  ['About', 'about'],
  ['Currency', 'currency'],
  ['Total Ratings', 'totalRatings'],
  ['Rating', 'rating'],
  ['Status', 'status'],
];

/** The details as the server reads them: all but the ratings. */
export type ServerDetailsForm = Omit<BusinessDetailsForm, 'totalRatings' | 'rating'>;

/** The fields the server requires of the details, in the same order: all but the ratings, which it ignores. */
export const SERVER_DETAILS_FIELDS = REQUIRED_DETAILS_FIELDS.filter(
  (field): field is [string, keyof ServerDetailsForm] => field[1] !== 'totalRatings' && field[1] !== 'rating',
);
