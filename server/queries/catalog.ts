/** Read queries over the public catalog: branches, their services, timings, reviews and images. */
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serviceDeposit } from '../domain/deposits.ts';
import { mainBranchFirst } from './branch-order.ts';
import { branches, branchTimings, businesses, categories, services } from '../db/schema.ts';
import { dayName, groupByCategory, likePattern } from '../domain/catalog.ts';
import { groupBy } from '../domain/group-by.ts';

export const DEFAULT_BRANCH_IMAGE = '/images/branches/branch-01.webp';
export const DEFAULT_AVATAR = '/images/avatars/default.webp';

// Written out with table names: Drizzle leaves columns unqualified in selects without joins.
const firstImage = sql<string>`coalesce((select i.image_src from branch_images i
  where i.branch_id = branches.id order by i.sort_order limit 1), ${DEFAULT_BRANCH_IMAGE})`;

/** The spec's branch summary, plus location fields lists need. */
const summaryFields = {
  branchId: branches.id,
  businessName: businesses.businessName,
  branchUrl: branches.branchUrl,
  imageSrc: firstImage,
  address: branches.address,
  about: branches.about,
  location: branches.location,
  city: branches.city,
  rating: branches.rating,
  totalRatings: branches.totalRatings,
};

export type BranchSummary = Awaited<ReturnType<typeof listBranches>>[number];

/** Best rated first: the order of every public list (and of the listings' first cards, branches_rating_idx). */
export const byRating = [
  desc(branches.rating),
  desc(branches.totalRatings),
  asc(businesses.businessName),
  asc(branches.id),
];
/** Most reviewed first (the home page's popular brands), best rated among equals. */
export const byReviews = [
  desc(branches.totalRatings),
  desc(branches.rating),
  asc(businesses.businessName),
  asc(branches.id),
];

export interface BranchFilters {
  categoryUrl?: string;
  serviceName?: string;
  location?: string;
  businessName?: string;
}

/** Active branches as summaries: those meeting every condition, in this order. */
export function selectSummaries(db: Db, conditions: (SQL | undefined)[], order = byRating) {
  return db
    .select(summaryFields)
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(and(eq(branches.status, true), ...conditions))
    .orderBy(...order);
}

/** Active branches with an active service in this category (by its URL). */
export const offersCategory = (categoryUrl: string) => sql`exists (select 1 from ${services}
  join ${categories} on ${categories.id} = ${services.categoryId}
  where ${services.branchId} = ${branches.id} and ${services.status}
    and ${categories.categoryUrl} = ${categoryUrl.toLowerCase()})`;

/** Active branches, best rated first, optionally filtered (case-insensitive substrings) and limited. */
export async function listBranches(db: Db, filters: BranchFilters = {}, limit?: number) {
  const conditions: SQL[] = [];
  if (filters.categoryUrl) conditions.push(offersCategory(filters.categoryUrl));
  if (filters.serviceName) {
    conditions.push(sql`exists (select 1 from ${services}
      where ${services.branchId} = ${branches.id} and ${services.status}
      and lower(${services.serviceName}) like lower(${likePattern(filters.serviceName)}))`);
  }
  if (filters.location) {
    const p = likePattern(filters.location);
    conditions.push(or(ilike(branches.location, p), ilike(branches.city, p))!);
  }
  if (filters.businessName) conditions.push(ilike(businesses.businessName, likePattern(filters.businessName)));
  const query = selectSummaries(db, conditions);
  return limit ? query.limit(limit) : query;
}

/** Distinct areas and cities of active branches, for the location search. */
export async function listLocations(db: Db) {
  const rows = await db.execute<{ location: string; branches: number }>(sql`
    select name as location, count(distinct id)::int as branches from (
      select ${branches.location} as name, ${branches.id} as id from ${branches} where ${branches.status}
      union all
      select ${branches.city}, ${branches.id} from ${branches} where ${branches.status}
    ) l group by name order by name`);
  return rows.rows;
}

/** Distinct names of active services at active branches, with how many branches offer each. */
export async function listServiceNames(db: Db, nameFilter?: string) {
  const rows = await db
    .select({
      serviceName: sql<string>`min(${services.serviceName})`,
      branches: sql<number>`count(distinct ${services.branchId})::int`,
    })
    .from(services)
    .innerJoin(branches, eq(branches.id, services.branchId))
    .where(
      and(
        eq(services.status, true),
        eq(branches.status, true),
        nameFilter ? ilike(services.serviceName, likePattern(nameFilter)) : undefined,
      ),
    )
    .groupBy(sql`lower(${services.serviceName})`)
    .orderBy(sql`lower(${services.serviceName})`);
  return rows;
}

const serviceFields = {
  serviceId: services.id,
  branchId: services.branchId,
  serviceName: services.serviceName,
  price: services.price,
  durationHours: services.durationHours,
  durationMinutes: services.durationMinutes,
  categoryName: categories.categoryName,
  categoryId: services.categoryId,
  categoryurl: categories.categoryUrl,
  categorySort: categories.sortOrder,
  description: services.description,
  status: services.status,
  depositType: services.depositType,
  depositValue: services.depositValue,
};

/** A branch's services; the public catalog sees active ones only, the owner sees all. */
export async function listServicesOfBranches(db: Db, branchIds: string[], activeOnly = true) {
  if (branchIds.length === 0) return [];
  const rows = await db
    .select(serviceFields)
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(
      and(
        inArray(services.branchId, branchIds),
        isNull(services.deletedAt),
        activeOnly ? eq(services.status, true) : undefined,
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(services.serviceName));
  return rows.map(withDeposit);
}

type ServiceRow = { [K in keyof typeof serviceFields]: (typeof serviceFields)[K]['_']['data'] };

/** A service as shown: its deposit rule as the deposit a customer pays. */
const withDeposit = ({ depositType, depositValue, ...s }: ServiceRow) => ({
  ...s,
  deposit: serviceDeposit(depositType, depositValue, s.price),
});

const stripCategoryKeys = <T extends { categorySort: number; categoryurl: string }>({
  categorySort: _s,
  categoryurl: _u,
  ...rest
}: T) => rest;

export async function listServicesOfBranch(db: Db, branchId: string, activeOnly = true) {
  return (await listServicesOfBranches(db, [branchId], activeOnly)).map(stripCategoryKeys);
}

/** The week's opening hours, Monday first, with every day present (a missing row means closed). */
export async function listTimings(db: Db, branchIds: string[]) {
  if (branchIds.length === 0) return new Map<string, ReturnType<typeof fullWeek>>();
  const rows = await db.select().from(branchTimings).where(inArray(branchTimings.branchId, branchIds));
  const byBranch = groupBy(rows, (r) => r.branchId);
  return new Map(branchIds.map((id) => [id, fullWeek(byBranch.get(id) ?? [])]));
}

interface TimingRow {
  dayOfWeek: number;
  openingTime: number;
  closingTime: number;
  isOpened: boolean;
}

function fullWeek(rows: TimingRow[]) {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const r = rows.find((x) => x.dayOfWeek === day);
    return {
      dayOfWeek: dayName(day),
      dayNumber: day,
      openingTime: r?.openingTime ?? 0,
      closingTime: r?.closingTime ?? 0,
      isOpened: r?.isOpened ?? false,
    };
  });
}

interface ReviewRow {
  reviewId: string;
  fullName: string;
  avatarSrc: string | null;
  rating: number;
  review: string;
  createdDate: Date | string;
}

/** How many of a branch's latest reviews its page shows. */
const REVIEWS_SHOWN = 10;

/** A review as shown: the reviewer by first name and initial, their picture or the default one. */
const shownReview = (r: ReviewRow) => ({
  reviewId: r.reviewId,
  customerName: publicName(r.fullName),
  imageSrc: r.avatarSrc ?? DEFAULT_AVATAR,
  rating: Number(r.rating),
  review: r.review,
  createdDate: new Date(r.createdDate).toISOString(),
});

/** "Adaeze Okafor" -> "Adaeze O.": enough to feel real, not enough to identify a customer. */
export function publicName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  if (!first) return 'Customer';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

const detailFields = {
  ...summaryFields,
  businessId: branches.businessId,
  businessEmail: businesses.email,
  // The branch's own phone, else the business's.
  phoneNumber: sql<string>`coalesce(nullif(${branches.phoneNumber}, ''), ${businesses.mobileNo})`,
  landline: businesses.landline,
  country: branches.country,
  zipCode: branches.zipCode,
  latitude: branches.latitude,
  longitude: branches.longitude,
  googleMapURL: branches.googleMapUrl,
  currency: branches.currency,
  timeZone: branches.timeZone,
  cancellationWindowHours: branches.cancellationWindowHours,
  updatedAt: branches.updatedAt,
};

/** The active branches of these businesses, main branches first: each branch page's "Also at". */
function activeBranchesOf(db: Db, businessIds: string[]) {
  if (!businessIds.length) return Promise.resolve([]);
  return db
    .select({
      businessId: branches.businessId,
      branchId: branches.id,
      branchUrl: branches.branchUrl,
      branchName: branches.branchName,
      location: branches.location,
      city: branches.city,
    })
    .from(branches)
    .where(and(eq(branches.status, true), inArray(branches.businessId, businessIds)))
    .orderBy(...mainBranchFirst);
}

/** The fields as one JSON object, keyed by their names (the same keys and values a select of them answers). */
const jsonObject = (fields: Record<string, AnyColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;

/**
 * A branch's services, opening hours, latest reviews and images, each one JSON value the database builds (the
 * branches are the query's `branches`): one row a branch, where four lists' rows (about 25 a branch) cost the site's
 * build most of its 0.6 ms a branch on the server.
 */
const branchParts = {
  serviceList: sql<ServiceRow[]>`coalesce((select json_agg(${jsonObject(serviceFields)}
      order by ${categories.sortOrder}, ${services.serviceName})
    from ${services} join ${categories} on ${categories.id} = ${services.categoryId}
    where ${services.branchId} = branches.id and ${services.deletedAt} is null and ${services.status}), '[]')`,
  timingList: sql<TimingRow[]>`coalesce((select json_agg(json_build_object('dayOfWeek', t.day_of_week,
      'openingTime', t.opening_time, 'closingTime', t.closing_time, 'isOpened', t.is_opened))
    from branch_timings t where t.branch_id = branches.id), '[]')`,
  reviewList: sql<ReviewRow[]>`coalesce((select json_agg(json_build_object('reviewId', r.id,
      'fullName', u.full_name, 'avatarSrc', u.avatar_src, 'rating', r.rating, 'review', r.review,
      'createdDate', r.created_at) order by r.created_at desc, r.id)
    from (select * from reviews where reviews.branch_id = branches.id
          order by reviews.created_at desc, reviews.id limit ${REVIEWS_SHOWN}) r
    join users u on u.id = r.user_id), '[]')`,
  imageList: sql<string[]>`coalesce((select json_agg(i.image_src order by i.sort_order)
    from branch_images i where i.branch_id = branches.id), '[]')`,
};

/** Full branch details (services by category, timings, images, latest reviews, the business's other branches). */
async function loadDetails(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({ ...detailFields, ...branchParts })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(and(eq(branches.status, true), where))
    .orderBy(asc(branches.branchUrl))
    .limit(limit);
  const siblingRows = await activeBranchesOf(db, [...new Set(rows.map((r) => r.businessId))]);
  const siblingsOf = groupBy(siblingRows, (b) => b.businessId);
  return rows.map(({ updatedAt, serviceList, timingList, reviewList, imageList, ...branch }) => ({
    ...branch,
    images: imageList,
    branchServices: groupByCategory(serviceList.map(withDeposit)),
    branchTimings: fullWeek(timingList),
    reviews: reviewList.map(shownReview),
    otherBranches: (siblingsOf.get(branch.businessId) ?? [])
      .filter((b) => b.branchId !== branch.branchId)
      .map(({ businessId: _b, branchId: _i, ...b }) => b),
    updatedAt: updatedAt.toISOString(),
  }));
}

export type BranchDetail = Awaited<ReturnType<typeof loadDetails>>[number];

export async function getBranchByUrl(db: Db, url: string): Promise<BranchDetail | undefined> {
  return (await loadDetails(db, eq(branches.branchUrl, url.toLowerCase()), 1))[0];
}

export async function getBranchById(db: Db, id: string): Promise<BranchDetail | undefined> {
  return (await loadDetails(db, eq(branches.id, id), 1))[0];
}

/** A page of branch details in URL order, for the site build: `after` is the last URL of the previous page. */
export async function pageBranchDetails(db: Db, after: string | undefined, limit: number) {
  return loadDetails(db, after ? gt(branches.branchUrl, after) : undefined, limit);
}
