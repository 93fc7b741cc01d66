/**
 * A business's branches: the owner opens another one, as a copy of one of theirs (its services, opening hours and
 * booking settings; never its staff or bookings) or from the default hours, and lists them. The new branch has its
 * own address, page, staff, calendar and plan.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_HOURS } from '../domain/accounts.ts';
import { parseMobile } from '../domain/phone.ts';
import type { Db } from '../db/client.ts';
import { branches, branchTimings, services } from '../db/schema.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { branchesOfOwner, branchTemplate, upcomingBookings } from '../queries/salon-account.ts';
import { touchBusinessBranches } from '../queries/site-index.ts';
import type { SalonsDeps } from './context.ts';
import { coordinate, requireFields } from './form-checks.ts';
import { uniqueBranchUrl, withFreshUrl } from './unique-url.ts';

/** The business owner acting: the branches they own (as the business account or a co-owner), and the one open now. */
export interface BranchOwner {
  branchIds: string[];
  /** The branch they act on: without copyFrom, the new branch joins this one's business. */
  currentBranchId?: string;
}

/** The new branch as the owner describes it; coordinates as typed, empty when not given. */
export interface NewBranch {
  branchName: string;
  address: string;
  location: string;
  city: string;
  phoneNumber: string;
  timeZone: string;
  googleMapURL: string;
  latitude: string;
  longitude: string;
  /** One of the owner's branches to start from. */
  copyFrom?: string;
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Opens a branch of the owner's business; answers its id. */
export function addBranch(
  deps: SalonsDeps,
  owner: BranchOwner,
  input: NewBranch,
): Promise<Outcome<{ branchId: string }>> {
  return outcome(async () => {
    const mine = await branchesOfOwner(deps.db, owner.branchIds);
    if (!mine.length) refuse('forbidden', 'This account has no salon branch.');
    requireFields([
      ['Branch Name', input.branchName],
      ['Address', input.address],
      ['Location', input.location],
      ['City', input.city],
      ['Phone Number', input.phoneNumber],
    ]);
    // The branch's phone gets the salon's new-booking texts: a mobile, in E.164.
    const phone = parseMobile(input.phoneNumber);
    if (!phone.ok) refuse('invalid', phone.problem);
    if (input.timeZone && !isTimeZone(input.timeZone))
      refuse('invalid', `${input.timeZone} is not a time zone (e.g. Africa/Lagos).`);
    const latitude = coordinate(input.latitude, 'Latitude', 90);
    const longitude = coordinate(input.longitude, 'Longitude', 180);
    // The business of the branch copied, else of the branch they act on (an owner of two businesses chose it).
    const source = input.copyFrom
      ? mine.find((b) => b.branchId === input.copyFrom)
      : (mine.find((b) => b.branchId === owner.currentBranchId) ?? mine[0]);
    if (!source) refuse('forbidden', 'You can only copy one of your own branches.');
    const template = input.copyFrom ? await branchTemplate(deps.db, input.copyFrom) : undefined;
    // Two branches opened at once in one place would pick the same URL: the second picks again.
    const branchId = await withFreshUrl(() =>
      deps.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const branchUrl = await uniqueBranchUrl(t, `${source.businessName} ${input.location}`);
        const [branch] = await t
          .insert(branches)
          .values({
            businessId: source.businessId,
            branchUrl,
            branchType: 'Sub',
            branchName: input.branchName,
            phoneNumber: phone.e164,
            location: input.location,
            address: input.address,
            city: input.city,
            latitude,
            longitude,
            googleMapUrl: input.googleMapURL,
            ...template?.settings,
            ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          })
          .returning({ id: branches.id });
        const id = branch!.id;
        const hours = template?.hours.length ? template.hours : DEFAULT_HOURS;
        await t.insert(branchTimings).values(hours.map((h) => ({ ...h, branchId: id })));
        if (template?.menu.length) await t.insert(services).values(template.menu.map((s) => ({ ...s, branchId: id })));
        // The other branches' pages list this one ("Also at"): they go live again too.
        await touchBusinessBranches(t, source.businessId);
        return id;
      }),
    );
    deps.catalogChanged?.();
    return { branchId };
  });
}

export const BOOKINGS_TO_COME = 'This branch has bookings to come. Please move or cancel them first.';

/** A branch cannot close while bookings are still to come there: the refusal lists them. */
export async function refuseClosingWithBookings(deps: SalonsDeps, branchId: string) {
  const upcoming = await upcomingBookings(deps.db, branchId, deps.now());
  if (upcoming.length) refuse('conflict', BOOKINGS_TO_COME, upcoming);
}

/**
 * Opens or closes one of the owner's branches. A closed branch's page answers 404 and leaves the sitemap; it cannot
 * close while bookings are still to come there (the refusal lists them, for the owner to move or cancel first).
 */
export function setBranchActive(
  deps: SalonsDeps,
  owner: BranchOwner,
  branchId: string,
  active: boolean,
): Promise<Outcome<{ active: boolean }>> {
  return outcome(async () => {
    const mine = await branchesOfOwner(deps.db, owner.branchIds);
    if (!mine.some((b) => b.branchId === branchId)) refuse('forbidden', 'You can only manage your own salon.');
    // Closed first, then the bookings to come read: a booking holds the branch row while it writes (book.ts), so
    // one that was being made is seen here, and one made after sees the branch closed.
    await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.update(branches).set({ status: active }).where(eq(branches.id, branchId));
      if (!active) await refuseClosingWithBookings({ ...deps, db: t }, branchId);
    });
    // Marked changed with its sister branches, whose pages list it ("Also at") or stop listing it.
    const { businessId } = mine.find((b) => b.branchId === branchId)!;
    await touchBusinessBranches(deps.db, businessId);
    deps.catalogChanged?.();
    return { active };
  });
}

/** The owner's branches, main first. */
export const branchesOf = (deps: SalonsDeps, owner: BranchOwner) => branchesOfOwner(deps.db, owner.branchIds);
