/**
 * Who a salon booking is for. An e-mail that belongs to a customer account links the booking to that account;
 * otherwise the customer is kept as a guest of that branch (no login), found again by phone number, else e-mail. The
 * phone comes in E.164 (bookBySalon reads it), so '0803 555 0101' and '+2348035550101' are the same guest.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { salonGuests, users } from '../db/schema.ts';

export interface SalonCustomer {
  fullName: string;
  phoneNumber?: string;
  email?: string;
}

export type CustomerRef = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

/** Who a booking is for, and the name and e-mail (empty when none) their mails go to. */
export interface Customer {
  ref: CustomerRef;
  name: string;
  email: string;
}

/** A customer with an account, booking online: their name and e-mail as the account has them now. */
export async function accountOf(db: Db, userId: string): Promise<Customer> {
  const [user] = await db
    .select({ name: users.fullName, email: users.email, wanted: users.notifyEmail })
    .from(users)
    .where(eq(users.id, userId));
  // A customer who turned e-mail off in their profile gets none (issue 30): as if no address were known.
  return { ref: { userId }, name: user?.name ?? '', email: user?.wanted ? user.email : '' };
}

/** A salon's customer: an account found by e-mail, else the branch's guest, found again or made. */
export async function customerFor(db: Db, branchId: string, c: SalonCustomer): Promise<Customer> {
  const email = c.email?.trim().toLowerCase() ?? '';
  const phone = c.phoneNumber?.trim() ?? '';
  if (email) {
    const [user] = await db
      .select({ id: users.id, name: users.fullName, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.role, 'Customer')));
    if (user) return { ref: { userId: user.id }, name: user.name, email: user.email };
  }
  const key = phone
    ? eq(salonGuests.phoneNumber, phone)
    : email
      ? sql`lower(${salonGuests.email}) = ${email}`
      : undefined;
  const [known] = key
    ? await db
        .select({ id: salonGuests.id })
        .from(salonGuests)
        .where(and(eq(salonGuests.branchId, branchId), key))
        .limit(1)
    : [];
  if (known) {
    // The latest name and e-mail the salon was given win; an e-mail is never erased by a booking without one.
    const [guest] = await db
      .update(salonGuests)
      .set({ fullName: c.fullName, ...(email ? { email } : {}), updatedAt: sql`now()` })
      .where(eq(salonGuests.id, known.id))
      .returning({ email: salonGuests.email });
    return { ref: { guestId: known.id }, name: c.fullName, email: guest?.email ?? '' };
  }
  const [row] = await db
    .insert(salonGuests)
    .values({ branchId, fullName: c.fullName, phoneNumber: phone, email })
    .returning({ id: salonGuests.id });
  return { ref: { guestId: row!.id }, name: c.fullName, email };
}
