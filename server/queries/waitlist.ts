/** Reads of the waitlist (issue 31): a customer's entries, and who waits for a day of a branch. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, businesses, employees, users, waitlistEntries, waitlistOffers } from '../db/schema.ts';

/** The entry's services' names, in the order it lists them. */
const serviceNames = sql<string[]>`array(
  select s.service_name from services s where s.id = any(${waitlistEntries.serviceIds})
  order by array_position(${waitlistEntries.serviceIds}, s.id))`;

/** What an entry waits for, read alike for its customer and for the salon (with `employees` joined). */
const waitedFor = {
  waitlistId: waitlistEntries.id,
  window: waitlistEntries.window,
  serviceIds: waitlistEntries.serviceIds,
  serviceNames,
  branchEmployeeId: waitlistEntries.branchEmployeeId,
  employeeName: employees.name,
  status: waitlistEntries.status,
  createdAt: waitlistEntries.createdAt,
};

/** A customer's entries, newest first (the latest 100), with the time last offered to each. */
export async function entriesOf(db: Db, userId: string) {
  const rows = await db
    .select({
      ...waitedFor,
      branchId: waitlistEntries.branchId,
      branchUrl: branches.branchUrl,
      businessName: businesses.businessName,
      date: waitlistEntries.day,
      offered: sql<Date | null>`(select o.start_at from waitlist_offers o where o.entry_id = ${waitlistEntries.id}
        order by o.created_at desc limit 1)`.mapWith(waitlistOffers.startAt),
      timeZone: branches.timeZone,
    })
    .from(waitlistEntries)
    .innerJoin(branches, eq(branches.id, waitlistEntries.branchId))
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .leftJoin(employees, eq(employees.id, waitlistEntries.branchEmployeeId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(100);
  return rows.map(({ createdAt, offered, ...r }) => ({
    ...r,
    offeredDateTime: offered?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

/** The active entries of a branch's day (yyyy-mm-dd), first come first, with who waits and for what. */
export async function waitingFor(db: Db, branchId: string, day: string) {
  const rows = await db
    .select({
      ...waitedFor,
      customerName: users.fullName,
      customerEmail: users.email,
      customerPhone: users.phoneNumber,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(employees, eq(employees.id, waitlistEntries.branchEmployeeId))
    .where(
      and(
        eq(waitlistEntries.branchId, branchId),
        eq(waitlistEntries.day, day),
        inArray(waitlistEntries.status, ['WAITING', 'OFFERED']),
      ),
    )
    .orderBy(waitlistEntries.createdAt)
    .limit(500);
  return rows.map(({ createdAt, status, ...r }) => ({
    ...r,
    status: status as 'WAITING' | 'OFFERED',
    createdAt: createdAt.toISOString(),
  }));
}
