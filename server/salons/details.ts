/**
 * A salon's business and branch details, read and changed by its owner, with the branch's image. Rating and total
 * ratings are earned from reviews: shown, never written from here.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branchImages, branches, businesses } from '../db/schema.ts';
import { normaliseEmail } from '../domain/accounts.ts';
import { parseMobile } from '../domain/phone.ts';
import { ImageError, storeBranchImage } from '../lib/images.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { businessDetails, businessTypeExists, type BusinessDetails } from '../queries/salon-account.ts';
import { touchBusinessBranches } from '../queries/site-index.ts';
import { SERVER_DETAILS_FIELDS, type ServerDetailsForm } from '../../src/lib/business-forms.ts';
import type { SalonActor, SalonsDeps } from './context.ts';
import { refuseClosingWithBookings } from './branches.ts';
import { coordinate, isEmail, isId, isOn, requireFields } from './form-checks.ts';

/** The details form as sent (text, trimmed and capped). */
export type DetailsFields = ServerDetailsForm;

/** A change of the details: the form, the business it names and, when one was sent, a new image. */
export interface DetailsChange {
  /** The business the form names ('' when it names none); it must be the actor's. */
  businessId: string;
  form: DetailsFields;
  /** A new image for the branch, replacing its first one. */
  image?: File;
  imageName: string;
}

const load = async (deps: SalonsDeps, branchId: string) =>
  (await businessDetails(deps.db, branchId)) ?? refuse('not-found', 'Business not found.');

/** The details of the actor's business and branch. */
export function businessDetailsOf(deps: SalonsDeps, actor: SalonActor): Promise<Outcome<BusinessDetails>> {
  return outcome(() => load(deps, actor.branchId));
}

/** Changes the actor's business and branch details (and image); every page of the business shows them. */
export function updateBusinessDetails(
  deps: SalonsDeps,
  actor: SalonActor,
  change: DetailsChange,
): Promise<Outcome<null>> {
  return outcome(async () => {
    const { db } = deps;
    const { branchId } = actor;
    // Whose salon comes first: a stranger's form is refused before anything in it is judged.
    const current = await load(deps, branchId);
    if (change.businessId && change.businessId !== current.businessId)
      refuse('forbidden', 'You can only manage your own salon.');
    const v = change.form;
    requireFields(SERVER_DETAILS_FIELDS.map(([label, key]) => [label, v[key]]));
    if (!isEmail(v.email)) refuse('invalid', 'Email must be a valid e-mail address.');
    const mobile = parseMobile(v.mobileNo);
    if (!mobile.ok) refuse('invalid', mobile.problem);
    if (!/^https:\/\//i.test(v.googleMapURL)) refuse('invalid', 'Google Map URL must start with https://');
    if (!isId(v.businessTypeId) || !(await businessTypeExists(db, v.businessTypeId)))
      refuse('invalid', 'Please select a business type.');
    const latitude = coordinate(v.latitude, 'Latitude', 90);
    const longitude = coordinate(v.longitude, 'Longitude', 180);
    // Closing the branch here is closing it as the Branches panel does: not while bookings are to come. Checked before
    // the image is stored, and again once the branch row is written (a booking being made meanwhile: branches.ts).
    const closing = current.status && !isOn(v.status);
    if (closing) await refuseClosingWithBookings(deps, branchId);
    const imageSrc = change.image && (await storedImage(deps, branchId, change.image));
    const at = deps.now();
    await db.transaction(async (tx) => {
      await tx
        .update(businesses)
        .set({
          businessName: v.businessName,
          contactName: v.contactName,
          landline: v.landline,
          mobileNo: mobile.e164,
          email: normaliseEmail(v.email),
          businessTypeId: v.businessTypeId,
          updatedAt: at,
        })
        .where(eq(businesses.id, current.businessId));
      // rating and totalRatings are deliberately absent: they are earned from reviews.
      await tx
        .update(branches)
        .set({
          address: v.address,
          googleMapUrl: v.googleMapURL,
          latitude,
          longitude,
          location: v.location,
          zipCode: v.zipCode,
          city: v.city,
          country: v.country,
          about: v.about,
          currency: v.currency,
          status: isOn(v.status),
          updatedAt: at,
        })
        .where(eq(branches.id, branchId));
      if (closing) await refuseClosingWithBookings({ ...deps, db: tx as unknown as Db }, branchId);
      if (imageSrc) {
        await tx.delete(branchImages).where(and(eq(branchImages.branchId, branchId), eq(branchImages.sortOrder, 0)));
        await tx
          .insert(branchImages)
          .values({ branchId, imageSrc, imageName: change.imageName || 'branch.webp', sortOrder: 0 });
      }
    });
    // The business's name and contacts are on every one of its branches' pages.
    await touchBusinessBranches(db, current.businessId);
    deps.catalogChanged?.();
    return null;
  });
}

/** Stores the image under a fresh name; one that is not an acceptable image is refused in the owner's words. */
async function storedImage(deps: SalonsDeps, branchId: string, image: File): Promise<string> {
  try {
    return await storeBranchImage(image, deps.uploadsDir, `${branchId}-${randomUUID().slice(0, 8)}.webp`);
  } catch (err) {
    if (err instanceof ImageError) refuse('invalid', err.message);
    throw err;
  }
}
