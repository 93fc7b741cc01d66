/**
 * The salon owner's forms as the routes read and document them: registration, business details, services and staff.
 * Fields are only read here, as text, trimmed and capped: the use-cases judge them, in the spec's words and after
 * checking whose salon it is. The schemas and examples are for the OpenAPI document only.
 */
import { z } from '@hono/zod-openapi';
import type { DetailsFields } from '../salons/details.ts';
import type { RegistrationFields } from '../salons/registration.ts';
import type { ServiceFields } from '../salons/services.ts';
import type { StaffFields } from '../salons/staff.ts';
import { field } from './form.ts';
import { Id } from './schemas.ts';

type Body = Record<string, unknown>;
const text = (max: number) => z.string().max(max);

/** The registration form as the use-case reads it (documented; the use-case answers in the spec's words). */
export const RegisterBusinessForm = z.object({
  businessName: text(120),
  contactName: text(120),
  businessTypeId: Id,
  location: text(120),
  landline: text(30),
  mobileNo: text(30),
  email: z.email(),
  address: text(250),
  zipCode: text(20),
  city: text(80),
  country: text(80),
  password: text(128),
  about: text(2000).optional(),
  googleMapURL: text(500).optional(),
  latitude: text(20).optional().describe('decimal degrees, -90 to 90'),
  longitude: text(20).optional().describe('decimal degrees, -180 to 180'),
});

/** The business details form (multipart when an image goes with it); rating and totalRatings are never read. */
export const UpdateBusinessForm = z.object({
  Id: Id.optional().describe('the branch id; must be your own'),
  BranchId: Id.optional().describe('must be your own'),
  BusinessId: Id.optional().describe('must be your own'),
  BusinessName: text(120),
  ContactName: text(120),
  Landline: text(30),
  MobileNo: text(30),
  Email: z.email(),
  BusinessTypeId: Id,
  Address: text(250),
  GoogleMapURL: text(500).describe('https:// link to the salon on a map'),
  Latitude: text(20),
  Longitude: text(20),
  Location: text(120),
  ZipCode: text(20),
  City: text(80),
  Country: text(80),
  About: text(2000),
  Currency: text(20),
  Status: z.enum(['true', 'false']),
  ImageFile: z.file().optional().describe('JPEG, PNG, WebP, GIF or AVIF, at most 5 MB'),
  ImageName: text(200).optional(),
});

/** The examples the OpenAPI document shows for each form. */
export const businessExample = {
  BusinessName: 'Adunni Hair Studio',
  ContactName: 'Adunni Bello',
  Landline: '012345678',
  MobileNo: '08031234567',
  Email: 'adunni@example.com',
  BusinessTypeId: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  Address: '12 Admiralty Way, Lekki Phase 1',
  GoogleMapURL: 'https://maps.google.com/?q=6.4478,3.4723',
  Latitude: '6.4478',
  Longitude: '3.4723',
  Location: 'Lekki',
  ZipCode: '105102',
  City: 'Lagos',
  Country: 'Nigeria',
  About: 'Braids, silk presses and natural hair care in Lekki.',
  Currency: 'NGN',
  Status: 'true' as const,
};

export const registrationExample = {
  businessName: businessExample.BusinessName,
  contactName: businessExample.ContactName,
  businessTypeId: businessExample.BusinessTypeId,
  location: businessExample.Location,
  landline: businessExample.Landline,
  mobileNo: businessExample.MobileNo,
  email: businessExample.Email,
  address: businessExample.Address,
  zipCode: businessExample.ZipCode,
  city: businessExample.City,
  country: businessExample.Country,
  password: 'Braids&Bantu-2026',
};

export const serviceExample = {
  serviceName: 'Knotless braids (medium)',
  description: 'Waist-length knotless braids; hair included.',
  categoryId: '4c3b2a19-0f8e-4d7c-8b6a-5f4e3d2c1b0a',
  durationHours: '4',
  durationMinutes: '30',
  price: '35000',
};
export const serviceUpdateExample = {
  ...serviceExample,
  serviceId: '8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6',
  price: '38000',
};
export const staffExample = { name: 'Ada Obi', email: 'ada@example.com', phoneNumber: '08031234567' };
export const staffUpdateExample = {
  ...staffExample,
  branchEmployeeId: '2f3e4d5c-6b7a-4891-8a0b-c1d2e3f4a5b6',
  isActive: 'true' as const,
};

/** The registration form's fields; the password is kept as typed (spaces count), only capped. */
export function registrationFields(f: Body): RegistrationFields {
  return {
    businessName: field(f.businessName, 120),
    contactName: field(f.contactName, 120),
    businessTypeId: field(f.businessTypeId, 40),
    location: field(f.location, 120),
    landline: field(f.landline, 30),
    mobileNo: field(f.mobileNo, 30),
    email: field(f.email, 254),
    address: field(f.address, 250),
    zipCode: field(f.zipCode, 20),
    city: field(f.city, 80),
    country: field(f.country, 80),
    password: typeof f.password === 'string' ? f.password.slice(0, 128) : '',
    about: field(f.about, 2000),
    googleMapURL: field(f.googleMapURL, 500),
    latitude: field(f.latitude, 20),
    longitude: field(f.longitude, 20),
  };
}

/** The business details form's fields. */
export function detailsFields(f: Body): DetailsFields {
  return {
    businessName: field(f.BusinessName, 120),
    contactName: field(f.ContactName, 120),
    landline: field(f.Landline, 30),
    mobileNo: field(f.MobileNo, 30),
    email: field(f.Email, 254),
    businessTypeId: field(f.BusinessTypeId, 40),
    address: field(f.Address, 250),
    googleMapURL: field(f.GoogleMapURL, 500),
    latitude: field(f.Latitude, 20),
    longitude: field(f.Longitude, 20),
    location: field(f.Location, 120),
    zipCode: field(f.ZipCode, 20),
    city: field(f.City, 80),
    country: field(f.Country, 80),
    about: field(f.About, 2000),
    currency: field(f.Currency, 20),
    status: field(f.Status, 10),
  };
}

/** The image sent with the details form; browsers send an empty file when none was chosen. */
export const imageFile = (value: unknown) => (value instanceof File && value.size > 0 ? value : undefined);

/** The service form's fields. */
export function serviceFields(f: Body): ServiceFields {
  return {
    serviceName: field(f.serviceName, 120),
    description: field(f.description, 1000),
    categoryId: field(f.categoryId, 40),
    durationHours: field(f.durationHours, 5),
    durationMinutes: field(f.durationMinutes, 5),
    price: field(f.price, 15),
    status: field(f.status, 10),
  };
}

/** The staff form's fields. */
export function staffFields(f: Body): StaffFields {
  return { name: field(f.name, 120), email: field(f.email, 254), phoneNumber: field(f.phoneNumber, 30) };
}

/** The staff form's isActive, from a form's text or JSON's boolean; undefined when not sent (left as it is). */
export const activeFlag = (value: unknown) =>
  value === undefined ? undefined : [true, 'true', '1', 'on'].includes(value as string | boolean);

const trimmed = (max: number) => z.string().trim().max(max);

/** A new branch of the owner's business (JSON). */
export const NewBranchBody = z
  .object({
    branchName: trimmed(120),
    address: trimmed(300),
    location: trimmed(120),
    city: trimmed(120),
    phoneNumber: trimmed(30),
    timeZone: trimmed(60).optional(),
    googleMapURL: trimmed(500).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    copyFrom: Id.optional().openapi({
      description: 'One of your branches: its services, hours and settings are copied',
    }),
  })
  .openapi('NewBranch');

/** Whether a branch is open (its page public, bookable). */
export const BranchStatusBody = z.object({ active: z.boolean() }).openapi('BranchStatus');

/** One of the owner's branches, as the branch switcher lists it. */
export const OwnerBranch = z
  .object({
    branchId: Id,
    businessId: Id,
    businessName: z.string(),
    branchName: z.string(),
    branchUrl: z.string(),
    branchType: z.enum(['Main', 'Sub']),
    location: z.string(),
    address: z.string(),
    city: z.string(),
    phoneNumber: z.string(),
    status: z.boolean(),
  })
  .openapi('OwnerBranch');
