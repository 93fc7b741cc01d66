/**
 * The whole data model: spec section 3 plus design.md section 3 (time zones, slot grid, staff hours, outbox, tokens).
 * Money is numeric (exact), times are timestamptz, ids are UUIDs.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ['Customer', 'Business']);
export const bookingStatusEnum = pgEnum('booking_status', ['PENDING', 'BOOKED', 'CANCELLED', 'NO_SHOW']);
/** How a booking came in: the customer online, or the salon for a walk-in or phone customer. */
export const bookingSourceEnum = pgEnum('booking_source', ['ONLINE', 'SALON']);
export const paymentStatusEnum = pgEnum('payment_status', ['PENDING', 'RECEIVED']);
export const tokenPurposeEnum = pgEnum('token_purpose', ['confirm_email', 'reset_password']);
export const branchTypeEnum = pgEnum('branch_type', ['Main', 'Sub']);
/** A team member's role in a branch: OWNER reaches every branch of the business (issue 28). */
export const teamRoleEnum = pgEnum('team_role', ['OWNER', 'MANAGER', 'STYLIST']);
/** What a service asks up front (issue 29): nothing, a whole percentage of its price, or a fixed amount in kobo. */
export const depositTypeEnum = pgEnum('deposit_type', ['NONE', 'PERCENT', 'FIXED']);
export const depositStatusEnum = pgEnum('deposit_status', [
  'DUE',
  'PAID',
  'REFUND_PENDING',
  'REFUNDED',
  'KEPT',
  'EXPIRED',
]);
/** A movement of a deposit's money: taken by the gateway, given back, kept by the salon; the rest paid at the venue. */
export const moneyKindEnum = pgEnum('money_kind', ['CHARGE', 'REFUND', 'KEPT', 'BALANCE']);
/** An amount in kobo (₦1 = 100 kobo), an integer: money that moves is never numeric text or floating point. */
const kobo = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    avatarSrc: text('avatar_src'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Where the customer wants their booking messages (issue 30); texts go to phone_number, a mobile in E.164. */
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(true),
    notifyWhatsapp: boolean('notify_whatsapp').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const businessTypes = pgTable('business_types', {
  id: id(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    businessTypeId: uuid('business_type_id')
      .notNull()
      .references(() => businessTypes.id),
    businessName: text('business_name').notNull(),
    businessUrl: text('business_url').notNull().unique(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    landline: text('landline').notNull().default(''),
    mobileNo: text('mobile_no').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('businesses_owner_idx').on(t.ownerUserId)],
);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    branchUrl: text('branch_url').notNull().unique(),
    branchType: branchTypeEnum('branch_type').notNull().default('Main'),
    /** The branch's own name among the owner's branches ("Ikeja City Mall"); empty for a salon's first branch. */
    branchName: text('branch_name').notNull().default(''),
    /** The branch's own phone; empty: the business's mobile number. */
    phoneNumber: text('phone_number').notNull().default(''),
    location: text('location').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('Nigeria'),
    zipCode: text('zip_code').notNull().default(''),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    googleMapUrl: text('google_map_url').notNull().default(''),
    about: text('about').notNull().default(''),
    currency: text('currency').notNull().default('NAIRA'),
    status: boolean('status').notNull().default(true),
    /** Earned from reviews only (design.md section 3); never written from a business form. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    timeZone: text('time_zone').notNull().default('Africa/Lagos'),
    slotMinutes: smallint('slot_minutes').notNull().default(30),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    /** Hours before an appointment its reminder mails go out (each of 2, 24, 48); empty: no reminders. */
    reminderHours: integer('reminder_hours')
      .array()
      .notNull()
      .default(sql`'{24,2}'::integer[]`),
    /** Whether the branch sends its customers texts about their bookings, and on which channel (issue 30). */
    textChannel: text('text_channel').$type<TextChannelSetting>().notNull().default('sms'),
    /** A paid deposit is refunded when the customer cancels up to this many hours before the start (0-168). */
    cancellationWindowHours: smallint('cancellation_window_hours').notNull().default(24),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('branches_business_idx').on(t.businessId),
    index('branches_city_idx').on(t.city),
    // A place's listing (Catalog/Listing): the branches of a place few salons are in, found rather than walked.
    index('branches_location_lower_idx').on(sql`lower(${t.location})`),
    index('branches_city_lower_idx').on(sql`lower(${t.city})`),
    // The site's reads that must not grow with the catalog (issue 33): a listing's first cards in each order, the
    // branches changed since a moment, and one of the sitemap's 256 files (see src/lib/site-paths.ts).
    index('branches_rating_idx')
      .on(sql`${t.rating} desc`, sql`${t.totalRatings} desc`)
      .where(sql`${t.status}`),
    index('branches_reviews_idx')
      .on(sql`${t.totalRatings} desc`)
      .where(sql`${t.status}`),
    index('branches_updated_idx').on(t.updatedAt),
    index('branches_sitemap_idx')
      .on(sql`substr(md5(${t.branchUrl}), 1, 2)`)
      .where(sql`${t.status}`),
    check('branches_slot_minutes_check', sql`${t.slotMinutes} between 5 and 240`),
    check('branches_rating_check', sql`${t.rating} between 0 and 5`),
    check('branches_cancellation_window_check', sql`${t.cancellationWindowHours} between 0 and 168`),
    check('branches_text_channel_check', sql`${t.textChannel} in ('off', 'sms', 'whatsapp')`),
  ],
);

export const branchImages = pgTable(
  'branch_images',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    imageSrc: text('image_src').notNull(),
    imageName: text('image_name').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('branch_images_branch_idx').on(t.branchId, t.sortOrder)],
);

/** Weekly opening hours. dayOfWeek is ISO: 1 = Monday ... 7 = Sunday. Hours are whole hours, closing up to 24. */
export const branchTimings = pgTable(
  'branch_timings',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    openingTime: smallint('opening_time').notNull(),
    closingTime: smallint('closing_time').notNull(),
    isOpened: boolean('is_opened').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.dayOfWeek] }),
    check('branch_timings_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check(
      'branch_timings_hours_check',
      sql`${t.openingTime} >= 0 and ${t.closingTime} <= 24 and ${t.openingTime} < ${t.closingTime}`,
    ),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('employees_branch_idx').on(t.branchId)],
);

/** An employee's own weekly hours; a day without a row means "works the branch hours". */
export const employeeHours = pgTable(
  'employee_hours',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startHour: smallint('start_hour').notNull(),
    endHour: smallint('end_hour').notNull(),
    isWorking: boolean('is_working').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.dayOfWeek] }),
    check('employee_hours_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check('employee_hours_check', sql`${t.startHour} >= 0 and ${t.endHour} <= 24 and ${t.startHour} < ${t.endHour}`),
  ],
);

export const categories = pgTable('categories', {
  id: id(),
  categoryUrl: text('category_url').notNull().unique(),
  categoryName: text('category_name').notNull(),
  imageSrc: text('image_src').notNull(),
  description: text('description').notNull().default(''),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

const positiveLength = (t: { durationHours: AnyPgColumn; durationMinutes: AnyPgColumn }) =>
  sql`(${t.durationHours} * 60 + ${t.durationMinutes}) > 0`;

export const services = pgTable(
  'services',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    serviceName: text('service_name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    durationHours: smallint('duration_hours').notNull().default(0),
    durationMinutes: smallint('duration_minutes').notNull().default(0),
    status: boolean('status').notNull().default(true),
    depositType: depositTypeEnum('deposit_type').notNull().default('NONE'),
    /** PERCENT: 1-100; FIXED: kobo; NONE: 0. */
    depositValue: kobo('deposit_value').notNull().default(0),
    /** Deleted by the salon; kept because past appointments point at it. Never shown again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_branch_idx').on(t.branchId),
    index('services_category_idx').on(t.categoryId),
    index('services_name_lower_idx').on(sql`lower(${t.serviceName})`),
    check('services_price_check', sql`${t.price} >= 0`),
    check(
      'services_duration_check',
      // Composed so that the constraint's text (and so the migration) stays exactly as it was.
      sql`${t.durationHours} >= 0 and ${t.durationMinutes} between 0 and 59 and ${positiveLength(t)}`,
    ),
    check(
      'services_deposit_check',
      sql`(${t.depositType} = 'NONE' and ${t.depositValue} = 0)
        or (${t.depositType} = 'PERCENT' and ${t.depositValue} between 1 and 100)
        or (${t.depositType} = 'FIXED' and ${t.depositValue} > 0)`,
    ),
  ],
);

/** Human-friendly appointment numbers (APT-100001, ...) that do not reveal ids. */
export const appointmentNoSeq = pgSequence('appointment_no_seq', { startWith: 100001 });
/** The next of them (a booking takes its number ahead of its insert, to write its mails in the same trip). */
export const nextAppointmentNo = sql<string>`('APT-' || nextval('appointment_no_seq')::text)`;

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    appointmentNo: text('appointment_no').notNull().unique().default(nextAppointmentNo),
    /** The customer's account; null for a salon's guest (walk-in or phone customer without an account). */
    userId: uuid('user_id').references(() => users.id),
    guestId: uuid('guest_id').references(() => salonGuests.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    branchEmployeeId: uuid('branch_employee_id')
      .notNull()
      .references(() => employees.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    bookingStatus: bookingStatusEnum('booking_status').notNull().default('PENDING'),
    source: bookingSourceEnum('source').notNull().default('ONLINE'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    modeOfPayment: text('mode_of_payment').notNull().default('OFFLINE'),
    paymentPlace: text('payment_place').notNull().default('VENUE'),
    subTotal: numeric('sub_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    tax: numeric('tax', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** When the current time was chosen (booked or rescheduled): a reminder that fell due before it is not sent. */
    timeSetAt: timestamp('time_set_at', { withTimezone: true }).notNull().defaultNow(),
    /** The calendar invitation's SEQUENCE: raised by every reschedule so calendar programs move the event. */
    sequence: integer('sequence').notNull().default(0),
    /** When it was cancelled (issue 32: a late cancellation is one inside the branch's free-cancellation window). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_user_idx').on(t.userId, t.startAt),
    index('appointments_branch_idx').on(t.branchId, t.startAt),
    index('appointments_guest_idx').on(t.guestId),
    check('appointments_time_check', sql`${t.endAt} > ${t.startAt}`),
    check('appointments_customer_check', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
    // An appointment's time is kept in employee_busy by a trigger (hand-written in migration 0003), where an
    // exclusion constraint makes a double booking, or a booking over time off, impossible.
  ],
);

/** A salon's customer without an account (walk-in or phone); no login, kept per branch. */
export const salonGuests = pgTable(
  'salon_guests',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('salon_guests_branch_phone_idx').on(t.branchId, t.phoneNumber)],
);

/** An employee's leave, lunch or other block of time off; slots are never offered inside it. */
export const employeeTimeOff = pgTable(
  'employee_time_off',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('employee_time_off_branch_idx').on(t.branchId, t.startAt),
    check('employee_time_off_time_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * When each employee is taken: one row per live appointment and per time off, written only by triggers (migration
 * 0003). Its exclusion constraint is the database's guarantee that no two of them overlap for one employee.
 */
export const employeeBusy = pgTable(
  'employee_busy',
  {
    id: id(),
    employeeId: uuid('employee_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    timeOffId: uuid('time_off_id').references(() => employeeTimeOff.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('employee_busy_appointment_idx').on(t.appointmentId),
    uniqueIndex('employee_busy_time_off_idx').on(t.timeOffId),
  ],
);

export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    /** Snapshot: the name and price the customer booked, even if the salon edits the service later. */
    serviceName: text('service_name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [index('appointment_services_appointment_idx').on(t.appointmentId)],
);

/** One review per appointment; the branch's rating and totalRatings are derived from these. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_branch_idx').on(t.branchId, t.createdAt),
    index('reviews_rating_idx').on(t.rating, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const blogs = pgTable('blogs', {
  id: id(),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  /** Sanitized HTML (allow-list) before it is stored. */
  description: text('description').notNull(),
  authorName: text('author_name').notNull(),
  authorImageSrc: text('author_image_src').notNull(),
  imageSrc: text('image_src').notNull(),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoKeywords: text('seo_keywords'),
  status: boolean('status').notNull().default(true),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    subjectName: text('subject_name').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('faqs_subject_idx').on(t.subjectName, t.sortOrder)],
);

export const subscriptionTypes = pgTable('subscription_types', {
  id: id(),
  subscriptionName: text('subscription_name').notNull().unique(),
  usdPrice: numeric('usd_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  paymentLink: text('payment_link').notNull(),
  periodDays: integer('period_days').notNull().default(30),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A plan's features: the spec's "SubscriptionData". */
export const subscriptionFeatures = pgTable(
  'subscription_features',
  {
    id: id(),
    subscriptionTypeId: uuid('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id, { onDelete: 'cascade' }),
    subscriptionText: text('subscription_text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('subscription_features_type_idx').on(t.subscriptionTypeId, t.sortOrder)],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    txRef: text('tx_ref').notNull().unique(),
    gateway: text('gateway').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    /** What is paid for: a plan, or an appointment's deposit (issue 29); exactly one of them. */
    subscriptionTypeId: uuid('subscription_type_id').references(() => subscriptionTypes.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    gatewayResponse: jsonb('gateway_response'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_transactions_branch_idx').on(t.branchId),
    check('payment_transactions_purpose_check', sql`(${t.subscriptionTypeId} is null) <> (${t.appointmentId} is null)`),
  ],
);

export const branchSubscriptions = pgTable(
  'branch_subscriptions',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    subscriptionTypeId: uuid('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    paymentStatus: text('payment_status').notNull(),
    /** The gateway reference: a subscription is recorded once per verified reference. */
    pgReference: text('pg_reference').notNull().unique(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('branch_subscriptions_branch_idx').on(t.branchId, t.expiresAt)],
);

/**
 * An online booking's deposit (issue 29): one per appointment, its amount fixed when booked. DUE holds the time (the
 * appointment is live, so employee_busy has it) until `hold_until`; only a payment verified with the gateway makes
 * it PAID. A refund is retried with backoff (refund_next_at, claimed under `locked_until`) until the gateway confirms.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    amount: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: depositStatusEnum('status').notNull().default('DUE'),
    /** The payment's reference (payment_transactions.tx_ref). */
    txRef: text('tx_ref').notNull().unique(),
    checkoutUrl: text('checkout_url').notNull().default(''),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    /** The gateway's own id of the charge (Flutterwave refunds by it). */
    gatewayTxId: text('gateway_tx_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why an unpaid deposit ended: its hold ran out ('hold'), or the appointment was cancelled ('cancel'). */
    releasedBy: text('released_by').$type<'hold' | 'cancel'>(),
    /** When the reconciler last asked the gateway about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundNextAt: timestamp('refund_next_at', { withTimezone: true }),
    refundError: text('refund_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deposits_due_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'DUE'`),
    index('deposits_refund_idx')
      .on(t.refundNextAt)
      .where(sql`${t.status} = 'REFUND_PENDING'`),
    index('deposits_branch_idx').on(t.branchId, t.status),
    check('deposits_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The money trail of deposits: every movement once (one of each kind per appointment), in kobo, with the gateway's
 * reference. A charge is the verified payment, a refund the gateway's confirmed return, kept the salon's on a late
 * cancellation or a no-show, the balance what the salon received at the venue on completion.
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    kind: moneyKindEnum('kind').notNull(),
    amount: kobo('amount_kobo').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('money_movements_once_idx').on(t.appointmentId, t.kind),
    check('money_movements_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The salon's team beside its owner account (businesses.owner_user_id, always an OWNER): people invited to a branch
 * with a role. An invitation is a row without user_id, carrying the hash of its one-time link; accepting sets user_id
 * and joined_at and drops the hash. A STYLIST is one employee row of the branch.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** Lower-case: who was invited; once joined, the account's address at that time. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: teamRoleEnum('role').notNull(),
    branchEmployeeId: uuid('branch_employee_id').references(() => employees.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_members_branch_email_idx').on(t.branchId, t.email),
    uniqueIndex('team_members_employee_idx').on(t.branchEmployeeId),
    index('team_members_user_idx').on(t.userId),
    check('team_members_stylist_check', sql`${t.role} <> 'STYLIST' or ${t.branchEmployeeId} is not null`),
  ],
);

/** E-mail confirmation and password reset tokens: only a SHA-256 of the token is kept; single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Every message the product sends, by e-mail or as a text (issue 30: SMS or WhatsApp, to an E.164 number in
 * to_address); the development transports deliver here, and /dev/mailbox and /dev/phone read it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** queued (never tried), retrying (failed at least once, tried again at next_attempt_at), sent, failed, dropped. */
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** A sender claimed the row until then (it is sending it); after that another sender may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A reminder: sent only while this appointment is still live at this start time. */
    reminderAppointmentId: uuid('reminder_appointment_id'),
    reminderStartAt: timestamp('reminder_start_at', { withTimezone: true }),
    /** A text's id at the provider, which its delivery reports name; and when it reported the text delivered. */
    providerMessageId: text('provider_message_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_provider_idx').on(t.providerMessageId),
    check('mail_outbox_channel_check', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'retrying')`),
  ],
);

/** delivered: a text the provider reported delivered to the phone (e-mail stops at sent). */
export type MailStatus = 'queued' | 'retrying' | 'sent' | 'delivered' | 'failed' | 'dropped';
export type MessageChannel = 'email' | 'sms' | 'whatsapp';
export type TextChannelSetting = 'off' | 'sms' | 'whatsapp';

/** Numbers whose owner replied STOP (E.164): no text goes to them again, whoever asks (issue 30). */
export const textOptOuts = pgTable('text_opt_outs', {
  phone: text('phone').primaryKey(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A text's short link (/m/{code}) to an appointment's manage page: a random, unguessable code, so the text carries
 * a few characters instead of a long signed token; the page it opens gets a fresh signed link.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    // No foreign key: a text's link is written in the booking's own round trip, beside (not after) its appointment;
    // resolving a link reads the appointment, and appointments are never deleted.
    appointmentId: uuid('appointment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('short_links_appointment_idx').on(t.appointmentId)],
);

export const waitlistWindowEnum = pgEnum('waitlist_window', ['MORNING', 'AFTERNOON', 'EVENING', 'ANY']);
export const waitlistStatusEnum = pgEnum('waitlist_status', ['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'LEFT']);

/**
 * A customer waiting for a time on a full day (issue 31): the branch, the day (the branch's local date), a window of
 * it, the cart's services in order and, if they care, the employee. Active while WAITING or OFFERED.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** yyyy-mm-dd in the branch's zone. */
    day: text('day').notNull(),
    window: waitlistWindowEnum('window').notNull(),
    serviceIds: uuid('service_ids').array().notNull(),
    branchEmployeeId: uuid('branch_employee_id').references(() => employees.id),
    status: waitlistStatusEnum('status').notNull().default('WAITING'),
    lastOfferedAt: timestamp('last_offered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('waitlist_entries_user_idx').on(t.userId, t.status),
    index('waitlist_entries_branch_day_idx')
      .on(t.branchId, t.day)
      .where(sql`${t.status} in ('WAITING', 'OFFERED')`),
  ],
);

/**
 * One offer of a freed time to a waiting entry (issue 31): at most one per entry and start. Its code is the short
 * link (/w/{code}) the mail and the text carry; opening it leads to the booking page with a freshly signed link.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    branchEmployeeId: uuid('branch_employee_id')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_offers_entry_start_idx').on(t.entryId, t.startAt)],
);

/**
 * The reports' day sums (issue 32), per branch, local date and employee: kept by triggers on appointments and
 * deposits (migration 0013), so a year's report adds up a few thousand rows instead of every appointment. Each row
 * is the sum over the appointments of that day and employee of what they count for (a booking whose deposit hold ran
 * out counts for nothing); late cancellations are judged by the branch's window when the change was made.
 */
export const reportDays = pgTable(
  'report_days',
  {
    branchId: uuid('branch_id').notNull(),
    day: date('day').notNull(),
    employeeId: uuid('employee_id').notNull(),
    bookings: integer('bookings').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    lateCancelled: integer('late_cancelled').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    online: integer('online').notNull().default(0),
    salon: integer('salon').notNull().default(0),
    /** Minutes of the day's appointments that were not cancelled. */
    liveMinutes: integer('live_minutes').notNull().default(0),
    /** Completed visits' totals, in naira as the appointments keep them. */
    completedNaira: numeric('completed_naira', { precision: 14, scale: 2 }).notNull().default('0'),
    keptKobo: kobo('kept_kobo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.day, t.employeeId] })],
);

/** Bookings not cancelled per branch, local date and hour of their start: the week grid's sums (migration 0013). */
export const reportHours = pgTable(
  'report_hours',
  {
    branchId: uuid('branch_id').notNull(),
    day: date('day').notNull(),
    hour: smallint('hour').notNull(),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.day, t.hour] })],
);

/** One row per reminder written to the outbox (or skipped): the key that makes each reminder go out once. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    hours: integer('hours').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.hours, t.startAt] })],
);

/** Fixed-window counters for rate limits, in the database so that several API processes share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Newsletter sign-ups from the footer's subscribe box. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);
