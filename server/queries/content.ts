/** Read queries over the rest of the public content: categories, blogs, FAQs, plans, testimonials, staff. */
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  blogs,
  branches,
  businesses,
  businessTypes,
  categories,
  employees,
  faqs,
  reviews,
  services,
  subscriptionFeatures,
  subscriptionTypes,
  users,
} from '../db/schema.ts';
import { ratingStars } from '../domain/catalog.ts';
import { groupBy } from '../domain/group-by.ts';
import { DEFAULT_AVATAR, publicName } from './catalog.ts';

/**
 * Categories in catalog order, with how many active branches offer each (an active service in it). `status` filters
 * when given.
 */
export async function listCategories(db: Db, status?: boolean) {
  return db
    .select({
      categoryId: categories.id,
      categoryurl: categories.categoryUrl,
      categoryName: categories.categoryName,
      imageSrc: categories.imageSrc,
      description: categories.description,
      status: categories.status,
      // Kept by the search triggers (listing_counts, migration 0017): counting a category's branches took 240 ms at
      // 100,000 branches, and every live update of the site reads the categories. Written out with the table's name:
      // Drizzle leaves columns unqualified in a select without joins.
      branchCount: sql<number>`coalesce((select l.branches from listing_counts l
        where l.kind = 'category' and l.key = categories.category_url and l.spelling = ''), 0)`,
    })
    .from(categories)
    .where(status === undefined ? undefined : eq(categories.status, status))
    .orderBy(asc(categories.sortOrder), asc(categories.categoryName));
}

const blogFields = {
  blogId: blogs.id,
  url: blogs.url,
  title: blogs.title,
  description: blogs.description,
  authorName: blogs.authorName,
  authorImageSrc: blogs.authorImageSrc,
  imageSrc: blogs.imageSrc,
  createdDate: blogs.createdDate,
  seoTitle: blogs.seoTitle,
  seoDescription: blogs.seoDescription,
  seoKeywords: blogs.seoKeywords,
};

const isoDates = <T extends { createdDate: Date }>(row: T) => ({ ...row, createdDate: row.createdDate.toISOString() });

/** Published blog posts, newest first. */
export async function listBlogs(db: Db) {
  const rows = await db.select(blogFields).from(blogs).where(eq(blogs.status, true)).orderBy(desc(blogs.createdDate));
  return rows.map(isoDates);
}

export async function getBlogByUrl(db: Db, url: string) {
  const [row] = await db
    .select(blogFields)
    .from(blogs)
    .where(and(eq(blogs.url, url.toLowerCase()), eq(blogs.status, true)));
  return row && isoDates(row);
}

/** FAQs grouped by subject, subjects in the order of their first question. */
export async function listFaqsBySubject(db: Db, subject?: string) {
  const rows = await db
    .select({ faqId: faqs.id, subjectName: faqs.subjectName, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(subject ? sql`lower(${faqs.subjectName}) = lower(${subject})` : undefined)
    .orderBy(asc(faqs.sortOrder), asc(faqs.question));
  return [...groupBy(rows, (r) => r.subjectName)].map(([subjectName, list]) => ({
    subjectName,
    faqs: list.map(({ subjectName: _s, ...faq }) => faq),
  }));
}

export async function listBusinessTypes(db: Db) {
  return db
    .select({ businessTypeId: businessTypes.id, businessTypeName: businessTypes.name })
    .from(businessTypes)
    .orderBy(asc(businessTypes.sortOrder), asc(businessTypes.name));
}

export async function listSubscriptionTypes(db: Db, status = true) {
  return db
    .select({
      subscriptionTypeId: subscriptionTypes.id,
      subscriptionName: subscriptionTypes.subscriptionName,
      usdPrice: subscriptionTypes.usdPrice,
      paymentLink: subscriptionTypes.paymentLink,
      periodDays: subscriptionTypes.periodDays,
      status: subscriptionTypes.status,
    })
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.status, status))
    .orderBy(asc(subscriptionTypes.sortOrder), asc(subscriptionTypes.usdPrice));
}

/** Plan features: the spec's SubscriptionData list. */
export async function listSubscriptionFeatures(db: Db) {
  return db
    .select({
      subscriptionDataId: subscriptionFeatures.id,
      subscriptionTypeId: subscriptionFeatures.subscriptionTypeId,
      subscriptionText: subscriptionFeatures.subscriptionText,
    })
    .from(subscriptionFeatures)
    .orderBy(asc(subscriptionFeatures.subscriptionTypeId), asc(subscriptionFeatures.sortOrder));
}

/** Home page testimonials: recent good reviews (4 stars and up, with something to say), one per customer. */
export async function listTestimonials(db: Db, limit = 9) {
  const rows = await db
    .selectDistinctOn([reviews.userId], {
      testimonialId: reviews.id,
      fullName: users.fullName,
      avatarSrc: users.avatarSrc,
      rating: reviews.rating,
      review: reviews.review,
      createdDate: reviews.createdAt,
      businessName: businesses.businessName,
      branchUrl: branches.branchUrl,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(branches, eq(branches.id, reviews.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(and(gte(reviews.rating, 4), sql`length(${reviews.review}) >= 40`, eq(branches.status, true)))
    .orderBy(reviews.userId, desc(reviews.createdAt));
  return rows
    .sort((a, b) => b.createdDate.getTime() - a.createdDate.getTime())
    .slice(0, limit)
    .map(({ fullName, avatarSrc, rating, createdDate, ...r }) => ({
      ...r,
      name: publicName(fullName),
      imageSrc: avatarSrc ?? DEFAULT_AVATAR,
      rating: ratingStars(rating),
      createdDate: createdDate.toISOString(),
    }));
}

/** Active staff of a branch: the spec's employee option `{ name, branchEmployeeId }`. */
export async function listEmployees(db: Db, branchId: string) {
  return db
    .select({ name: employees.name, branchEmployeeId: employees.id })
    .from(employees)
    .where(and(eq(employees.branchId, branchId), eq(employees.isActive, true)))
    .orderBy(asc(employees.name));
}

/** When the public catalog last changed, and its size: the site build uses this to know it is stale. */
/**
 * The version of what only a full build of the site shows: the blogs (categories, FAQs and testimonials have no
 * writes but the seed's). Branches, services and reviews move their branch's version and go live by themselves.
 */
export async function contentVersion(db: Db): Promise<string | null> {
  const [row] = await db.select({ last: sql<Date | string | null>`max(${blogs.updatedAt})` }).from(blogs);
  return row?.last ? new Date(row.last).toISOString() : null;
}

export async function catalogVersion(db: Db) {
  const { rows } = await db.execute<{ lastModified: Date | string | null; branches: number; blogs: number }>(sql`
    select greatest(
      (select max(${branches.updatedAt}) from ${branches}),
      (select max(${services.updatedAt}) from ${services}),
      (select max(${blogs.updatedAt}) from ${blogs}),
      (select max(${reviews.createdAt}) from ${reviews})
    ) as "lastModified",
    (select count(*)::int from ${branches} where ${branches.status}) as branches,
    (select count(*)::int from ${blogs} where ${blogs.status}) as blogs`);
  const row = rows[0]!;
  return {
    lastModified: row.lastModified ? new Date(row.lastModified).toISOString() : null,
    branches: Number(row.branches),
    blogs: Number(row.blogs),
  };
}
