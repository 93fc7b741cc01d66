/**
 * The zod schemas of the API's inputs and answers. They validate requests, describe the API in OpenAPI, and give
 * the islands their types. Field names are the spec's (section 3).
 */
import { z } from '@hono/zod-openapi';

export const Id = z
  .uuid({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a valid id') })
  .openapi({ example: '0b6f3a52-4a7e-4c1e-9b7a-2f0c8d1e5a11' });
export const Slug = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(120, { error: 'is too long' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, { error: 'must contain only letters, digits and dashes' });
/** A free-text search box: trimmed, at most 80 characters, empty means "no filter". */
export const SearchText = z
  .string()
  .trim()
  .max(80, { error: 'must be at most 80 characters' })
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused.
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'must not contain control characters' })
  .optional()
  .transform((v) => v || undefined);

const DayName = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

export const Timing = z
  .object({
    dayOfWeek: DayName,
    dayNumber: z.number().int().min(1).max(7).openapi({ description: 'ISO weekday, 1 = Monday' }),
    openingTime: z.number().int().min(0).max(24).openapi({ description: 'Hour of the day, shown as hour:00' }),
    closingTime: z.number().int().min(0).max(24),
    isOpened: z.boolean(),
  })
  .openapi('Timing');

export const Service = z
  .object({
    serviceId: Id,
    branchId: Id,
    serviceName: z.string(),
    price: z.number().openapi({ description: 'Naira' }),
    durationHours: z.number().int(),
    durationMinutes: z.number().int(),
    categoryName: z.string(),
    categoryId: Id,
    description: z.string(),
    status: z.boolean(),
    deposit: z
      .object({
        type: z.enum(['NONE', 'PERCENT', 'FIXED']),
        value: z.number().openapi({ description: 'PERCENT: whole percent; FIXED: naira; NONE: 0' }),
        amount: z.number().int().openapi({ description: 'What it asks at its price now, in kobo' }),
      })
      .openapi('ServiceDeposit'),
  })
  .openapi('Service');

export const CategoryServices = z
  .object({ categoryId: Id, categoryName: z.string(), categoryurl: z.string(), services: z.array(Service) })
  .openapi('CategoryServices');

export const Review = z
  .object({
    reviewId: Id,
    customerName: z.string(),
    imageSrc: z.string(),
    rating: z.number().int().min(1).max(5),
    review: z.string(),
    createdDate: z.string(),
  })
  .openapi('Review');

export const BranchSummary = z
  .object({
    branchId: Id,
    businessName: z.string(),
    branchUrl: z.string(),
    imageSrc: z.string(),
    address: z.string(),
    about: z.string(),
    location: z.string(),
    city: z.string(),
    rating: z.number(),
    totalRatings: z.number().int(),
  })
  .openapi('BranchSummary');

export const BranchDetail = BranchSummary.extend({
  businessId: Id,
  businessEmail: z.string(),
  phoneNumber: z.string(),
  landline: z.string(),
  country: z.string(),
  zipCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  googleMapURL: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  /** A paid deposit is refunded when the customer cancels at least this many hours before the start. */
  cancellationWindowHours: z.number().int(),
  images: z.array(z.string()),
  branchServices: z.array(CategoryServices),
  branchTimings: z.array(Timing),
  reviews: z.array(Review),
  /** The business's other active branches, main first. */
  otherBranches: z.array(
    z.object({ branchUrl: z.string(), branchName: z.string(), location: z.string(), city: z.string() }),
  ),
  updatedAt: z.string(),
}).openapi('BranchDetail');

export const Category = z
  .object({
    categoryId: Id,
    categoryurl: z.string(),
    categoryName: z.string(),
    imageSrc: z.string(),
    description: z.string(),
    status: z.boolean(),
    branchCount: z.number().int(),
  })
  .openapi('Category');

/** What the quick search once loaded whole; salons are no longer listed here (issue 35: GET /api/Search/Suggest). */
export const SearchData = z
  .object({ services: z.array(z.string()), locations: z.array(z.string()) })
  .openapi('SearchData');

export const Testimonial = z
  .object({
    testimonialId: Id,
    name: z.string(),
    imageSrc: z.string(),
    rating: z.array(z.union([z.literal(0), z.literal(1)])).openapi({ example: [1, 1, 1, 1, 0] }),
    review: z.string(),
    businessName: z.string(),
    branchUrl: z.string(),
    createdDate: z.string(),
  })
  .openapi('Testimonial');

export const FaqGroup = z
  .object({
    subjectName: z.string(),
    faqs: z.array(z.object({ faqId: Id, question: z.string(), answer: z.string() })),
  })
  .openapi('FaqGroup');

export const Employee = z.object({ name: z.string(), branchEmployeeId: Id }).openapi('Employee');

export const Blog = z
  .object({
    blogId: Id,
    url: z.string(),
    title: z.string(),
    description: z.string().openapi({ description: 'Sanitized HTML' }),
    authorName: z.string(),
    authorImageSrc: z.string(),
    imageSrc: z.string(),
    createdDate: z.string(),
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    seoKeywords: z.string().nullable(),
  })
  .openapi('Blog');

export const BusinessType = z.object({ businessTypeId: Id, businessTypeName: z.string() }).openapi('BusinessType');

export const SubscriptionType = z
  .object({
    subscriptionTypeId: Id,
    subscriptionName: z.string(),
    usdPrice: z.number(),
    paymentLink: z.string(),
    periodDays: z.number().int(),
    status: z.boolean(),
  })
  .openapi('SubscriptionType');

export const SubscriptionData = z
  .object({ subscriptionDataId: Id, subscriptionTypeId: Id, subscriptionText: z.string() })
  .openapi('SubscriptionData');

export const BranchIndexEntry = BranchSummary.extend({
  categories: z.array(z.string()).openapi({ description: 'URLs of the categories the branch offers services in' }),
  serviceNames: z.array(z.string()).openapi({ description: 'Names of its active services' }),
  updatedAt: z.string().openapi({ description: "The branch's version: when what its pages show last changed" }),
}).openapi('BranchIndexEntry');

export const BranchChange = z
  .object({ branchId: Id, branchUrl: z.string(), active: z.boolean(), updatedAt: z.string() })
  .openapi('BranchChange');

export const Listing = z
  .object({
    items: z.array(BranchSummary),
    total: z.number().int().openapi({ description: 'How many branches the listing holds' }),
    name: z.string().nullable().openapi({ description: 'The service or place as salons spell it; null for others' }),
  })
  .openapi('Listing');

export const SitemapEntry = z.object({ branchUrl: z.string(), updatedAt: z.string() }).openapi('SitemapEntry');

export const CatalogVersion = z
  .object({ lastModified: z.string().nullable(), branches: z.number().int(), blogs: z.number().int() })
  .openapi('CatalogVersion');
