/** What a salon's own account reads: its business details, its staff, its booking settings, the business types. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branchImages, branches, businesses, businessTypes, employees } from '../db/schema.ts';

/** The business and branch details the owner's form shows, with the types to choose from and the first image. */
export async function businessDetails(db: Db, branchId: string) {
  const [row] = await db
    .select({
      businessId: businesses.id,
      branchId: branches.id,
      branchUrl: branches.branchUrl,
      businessTypeId: businesses.businessTypeId,
      businessTypeName: businessTypes.name,
      businessName: businesses.businessName,
      contactName: businesses.contactName,
      email: businesses.email,
      landline: businesses.landline,
      mobileNo: businesses.mobileNo,
      location: branches.location,
      city: branches.city,
      country: branches.country,
      zipCode: branches.zipCode,
      latitude: branches.latitude,
      longitude: branches.longitude,
      currency: branches.currency,
      status: branches.status,
      rating: branches.rating,
      totalRatings: branches.totalRatings,
      address: branches.address,
      about: branches.about,
      googleMapURL: branches.googleMapUrl,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .innerJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .where(eq(branches.id, branchId));
  if (!row) return undefined;
  const [image] = await db
    .select({ imageSrc: branchImages.imageSrc })
    .from(branchImages)
    .where(eq(branchImages.branchId, branchId))
    .orderBy(branchImages.sortOrder)
    .limit(1);
  const types = await db
    .select({ businessTypeId: businessTypes.id, businessTypeName: businessTypes.name })
    .from(businessTypes)
    .orderBy(businessTypes.sortOrder);
  return { ...row, businessTypes: types, imageSrc: image?.imageSrc ?? null };
}

export type BusinessDetails = NonNullable<Awaited<ReturnType<typeof businessDetails>>>;

/** Whether a business type with this id exists (the id must be a valid one). */
export async function businessTypeExists(db: Db, id: string): Promise<boolean> {
  const [type] = await db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, id));
  return type !== undefined;
}

/** A branch's staff, active or not, by name: what the owner manages (the public catalog shows active ones only). */
export async function listStaff(db: Db, branchId: string) {
  return db
    .select({
      branchEmployeeId: employees.id,
      name: employees.name,
      email: employees.email,
      phoneNumber: employees.phoneNumber,
      isActive: employees.isActive,
    })
    .from(employees)
    .where(eq(employees.branchId, branchId))
    .orderBy(asc(employees.name));
}

/** A branch's reminder times (hours before the visit, largest first) and minimum notice; undefined if no branch. */
export async function bookingSettings(db: Db, branchId: string) {
  const [row] = await db
    .select({ reminderHours: branches.reminderHours, minNoticeMinutes: branches.minNoticeMinutes })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!row) return undefined;
  return { reminderHours: row.reminderHours as (2 | 24 | 48)[], minNoticeMinutes: row.minNoticeMinutes };
}
