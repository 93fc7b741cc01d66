/**
 * The zod schemas of the salon owner's calls (their business, services, staff, hours) and of bookable dates: shared
 * by the routes that read and document them and by the islands' types (src/lib/types.ts), so a change of the contract
 * that breaks an island breaks the type check.
 */
import { z } from '@hono/zod-openapi';
import { Id } from './schemas.ts';

/** An e-mail address as every form takes it. */
export const Email = z.email({ error: 'must be a valid e-mail address' }).trim().max(254, { error: 'is too long' });

/** A branch someone works in, and as what (issue 28). */
export const Membership = z
  .object({ branchId: z.string(), branchName: z.string(), role: z.enum(['OWNER', 'MANAGER', 'STYLIST']) })
  .openapi('Membership');

/** What a successful login answers, beside the envelope's status and message. */
export const LoginAnswer = z.object({
  status: z.literal('Success'),
  message: z.string(),
  token: z.string(),
  role: z.enum(['Customer', 'Business']),
  userId: z.string(),
  branchId: z.string().nullable(),
  /** Where the account works, as what (issue 28); empty for a customer. */
  memberships: z.array(Membership),
});

/** Your own profile (Users/GetById) and what the profile form sends (PUT Users). */
export const Profile = z
  .object({ fullName: z.string(), email: z.string(), phoneNumber: z.string(), role: z.string() })
  .openapi('Profile');
export const ProfileForm = z.object({
  id: Id.optional(),
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  phoneno: z.string().trim().max(30).optional(),
});
export const PasswordForm = z.object({
  id: Id.optional(),
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});

/** A gateway's webhook (Flutterwave's charge.completed): only the reference is read; the gateway is asked the rest. */
export const PaymentWebhookBody = z
  .object({
    event: z.string().max(100).optional(),
    data: z.looseObject({ tx_ref: z.string().trim().min(1).max(200) }),
  })
  .openapi('PaymentWebhook');

/** What a verified payment recorded: a plan's period, or a deposit's state. */
export const PaymentSettled = z
  .object({
    purpose: z.enum(['plan', 'deposit']),
    startsAt: z.string().optional(),
    expiresAt: z.string().optional(),
    appointmentId: z.string().optional(),
    status: z.enum(['DUE', 'PAID', 'REFUND_PENDING', 'REFUNDED', 'KEPT', 'EXPIRED']).optional(),
  })
  .openapi('PaymentSettled');

/** Paying for a plan: what Payment/Initiate takes and answers, and the branch's plans (BranchSubscription). */
export const PaymentInitiateBody = z.object({ subscriptionTypeId: Id, branchId: Id.optional() });
export const PaymentCheckout = z.object({ txRef: z.string(), checkoutUrl: z.string() });
export const BranchSubscription = z
  .object({
    subscriptionTypeId: Id,
    subscriptionName: z.string(),
    paymentStatus: z.string(),
    pGReference: z.string(),
    startsAt: z.string(),
    expiresAt: z.string(),
    isCurrent: z.boolean(),
  })
  .openapi('BranchSubscription');
export const SubscriptionRecordForm = z.object({
  pGReference: z.string().max(200).describe('the payment reference the checkout returned'),
  branchId: Id.optional().describe('must be your own'),
  subscriptionTypeId: Id.optional().describe('when given, must be the plan the payment was for'),
  paymentStatus: z.string().max(200).optional().describe('ignored: the server verifies the payment itself'),
});

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

/** Where a person gets booking messages (issue 30). */
export const MessageChoicesBody = z
  .object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() })
  .openapi('MessageChoicesBody');
export const MessageChoices = MessageChoicesBody.extend({
  phone: z.string().openapi({ description: 'The number texts go to (E.164), or empty' }),
  mobile: z.boolean().openapi({ description: 'The number is a mobile we can text' }),
  stopped: z.boolean().openapi({ description: 'The number replied STOP: no texts go to it' }),
}).openapi('MessageChoices');
