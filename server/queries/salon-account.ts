/**
 * What a salon's own account reads: its business details and branches, its staff, its booking settings, the business
 * types.
 */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookingsInTheWay } from './appointments.ts';
import { mainBranchFirst } from './branch-order.ts';
import {
  appointments,
  branchImages,
  branches,
  branchTimings,
  businesses,
  businessTypes,
  employees,
  services,
} from '../db/schema.ts';

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

/** A branch's booking settings (reminder hours largest first); undefined if no branch. */
export async function bookingSettings(db: Db, branchId: string) {
  const [row] = await db
    .select({
      reminderHours: branches.reminderHours,
      minNoticeMinutes: branches.minNoticeMinutes,
      cancellationWindowHours: branches.cancellationWindowHours,
      textChannel: branches.textChannel,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!row) return undefined;
  return { ...row, reminderHours: row.reminderHours as (2 | 24 | 48)[] };
}

/** These branches (the ones an account owns), with their business: main branches first, then by age. */
export async function branchesOfOwner(db: Db, branchIds: string[]) {
  return db
    .select({
      branchId: branches.id,
      businessId: businesses.id,
      businessName: businesses.businessName,
      branchName: branches.branchName,
      branchUrl: branches.branchUrl,
      branchType: branches.branchType,
      location: branches.location,
      address: branches.address,
      city: branches.city,
      phoneNumber: branches.phoneNumber,
      status: branches.status,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(inArray(branches.id, branchIds))
    .orderBy(...mainBranchFirst);
}

/** What a new branch copied from this one starts with: its opening hours, its services and its booking settings. */
export async function branchTemplate(db: Db, branchId: string) {
  const [settings] = await db
    .select({
      timeZone: branches.timeZone,
      slotMinutes: branches.slotMinutes,
      minNoticeMinutes: branches.minNoticeMinutes,
      reminderHours: branches.reminderHours,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!settings) return undefined;
  const hours = await db
    .select({
      dayOfWeek: branchTimings.dayOfWeek,
      openingTime: branchTimings.openingTime,
      closingTime: branchTimings.closingTime,
      isOpened: branchTimings.isOpened,
    })
    .from(branchTimings)
    .where(eq(branchTimings.branchId, branchId));
  const menu = await db
    .select({
      categoryId: services.categoryId,
      serviceName: services.serviceName,
      description: services.description,
      price: services.price,
      durationHours: services.durationHours,
      durationMinutes: services.durationMinutes,
      status: services.status,
    })
    .from(services)
    .where(and(eq(services.branchId, branchId), isNull(services.deletedAt)));
  return { settings, hours, menu };
}

/** The branch's bookings still to come (booked, not started), soonest first: what must move before it closes. */
export function upcomingBookings(db: Db, branchId: string, now: Date) {
  return bookingsInTheWay(
    db,
    and(
      eq(appointments.branchId, branchId),
      inArray(appointments.bookingStatus, ['PENDING', 'BOOKED']),
      gt(appointments.startAt, now),
    )!,
  );
}
