/**
 * The zod schemas of the salon owner's calls (their business, services, staff, hours) and of bookable dates: shared
 * by the routes that read and document them and by the islands' types (src/lib/types.ts), so a change of the contract
 * that breaks an island breaks the type check.
 */
import { z } from '@hono/zod-openapi';
import { Id } from './schemas.ts';

export const BusinessDetails = z
  .object({
    businessId: Id,
    branchId: Id,
    branchUrl: z.string(),
    businessTypeId: Id,
    businessTypeName: z.string(),
    businessTypes: z.array(z.object({ businessTypeId: Id, businessTypeName: z.string() })),
    businessName: z.string(),
    contactName: z.string(),
    email: z.string(),
    landline: z.string(),
    mobileNo: z.string(),
    location: z.string(),
    city: z.string(),
    country: z.string(),
    zipCode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    currency: z.string(),
    status: z.boolean(),
    rating: z.number(),
    totalRatings: z.number(),
    address: z.string(),
    about: z.string(),
    googleMapURL: z.string(),
    imageSrc: z.string().nullable(),
  })
  .openapi('BusinessDetails');

export const StaffMember = z
  .object({
    branchEmployeeId: Id,
    name: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    isActive: z.boolean(),
  })
  .openapi('StaffMember');

/** The staff form as documented; the handler reads it leniently (form or JSON) and checks it in the spec's words. */
export const StaffForm = z.object({
  branchId: Id.optional().describe('must be your own'),
  name: z.string().max(120),
  email: z.email().optional(),
  phoneNumber: z.string().max(30).optional(),
});

export const StaffUpdateForm = StaffForm.extend({
  branchEmployeeId: Id,
  isActive: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

/** The service form as documented (multipart, as the spec's client sends it). */
export const ServiceForm = z.object({
  branchId: Id.optional().describe('must be your own'),
  serviceName: z.string().max(120),
  description: z.string().max(1000),
  categoryId: Id,
  durationHours: z.string().describe('whole hours, 0 to 12'),
  durationMinutes: z.string().describe('minutes, 0 to 59; a service takes at least 5 minutes'),
  price: z.string().describe('naira, 0 to 10,000,000'),
  status: z.enum(['true', 'false']).optional().describe('active unless "false"'),
});

export const Week = z
  .array(
    z.object({
      dayNumber: z.number({ error: 'must be a day number' }).int().min(1).max(7),
      openingTime: z.number({ error: 'must be an hour' }).int().min(0).max(23),
      closingTime: z.number({ error: 'must be an hour' }).int().min(1).max(24),
      isOpened: z.boolean({ error: 'must be true or false' }),
    }),
  )
  .length(7, { error: 'must list all seven days' });

export const AvailableDate = z
  .object({ fullDate: z.string(), date: z.number().int(), day: z.string() })
  .openapi('AvailableDate');
