/**
 * A salon business: registration (user, business, main branch, default hours) and its details, read and updated by
 * the owner only. Rating and total ratings are earned from reviews: shown, never written from here.
 */
import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { branchImages, branches, branchTimings, businesses, businessTypes, users } from '../db/schema.ts';
import { DEFAULT_HOURS, normaliseEmail, passwordProblem } from '../domain/accounts.ts';
import { slugify } from '../domain/catalog.ts';
import { ownBranch, requireAuth, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { field } from '../http/form.ts';
import { documentedBody } from '../http/body.ts';
import { Id } from '../http/schemas.ts';
import { BusinessDetails } from '../http/account-schemas.ts';
import { ImageError, MAX_UPLOAD_BYTES, storeBranchImage } from '../lib/images.ts';
import { hashPassword } from '../lib/passwords.ts';
import { touchBusinessBranches } from '../queries/site-index.ts';
import type { Db } from '../db/client.ts';
import { sendConfirmation } from '../accounts/confirmation.ts';
import { findUserByEmail } from '../queries/users.ts';
import { Email } from '../http/account-schemas.ts';

const tag = 'Business';

const text = (max: number) => z.string().max(max);
/** The registration form as the handler reads it (documented; the handler answers in the spec's words). */
const RegisterBusinessForm = z.object({
  businessName: text(120),
  contactName: text(120),
  businessTypeId: Id,
  location: text(120),
  landline: text(30),
  mobileNo: text(30),
  email: z.email(),
  address: text(250),
  zipCode: text(20),
  city: text(80),
  country: text(80),
  password: text(128),
  about: text(2000).optional(),
  googleMapURL: text(500).optional(),
  latitude: text(20).optional().describe('decimal degrees, -90 to 90'),
  longitude: text(20).optional().describe('decimal degrees, -180 to 180'),
});
/** The business details form (multipart when an image goes with it); rating and totalRatings are never read. */
const UpdateBusinessForm = z.object({
  Id: Id.optional().describe('the branch id; must be your own'),
  BranchId: Id.optional().describe('must be your own'),
  BusinessId: Id.optional().describe('must be your own'),
  BusinessName: text(120),
  ContactName: text(120),
  Landline: text(30),
  MobileNo: text(30),
  Email: z.email(),
  BusinessTypeId: Id,
  Address: text(250),
  GoogleMapURL: text(500).describe('https:// link to the salon on a map'),
  Latitude: text(20),
  Longitude: text(20),
  Location: text(120),
  ZipCode: text(20),
  City: text(80),
  Country: text(80),
  About: text(2000),
  Currency: text(20),
  Status: z.enum(['true', 'false']),
  ImageFile: z.file().optional().describe('JPEG, PNG, WebP, GIF or AVIF, at most 5 MB'),
  ImageName: text(200).optional(),
});
const businessForm = {
  BusinessName: 'Adunni Hair Studio',
  ContactName: 'Adunni Bello',
  Landline: '012345678',
  MobileNo: '08031234567',
  Email: 'adunni@example.com',
  BusinessTypeId: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  Address: '12 Admiralty Way, Lekki Phase 1',
  GoogleMapURL: 'https://maps.google.com/?q=6.4478,3.4723',
  Latitude: '6.4478',
  Longitude: '3.4723',
  Location: 'Lekki',
  ZipCode: '105102',
  City: 'Lagos',
  Country: 'Nigeria',
  About: 'Braids, silk presses and natural hair care in Lekki.',
  Currency: 'NGN',
  Status: 'true' as const,
};

/** 'Please fill up: A, B' for the labels whose values are empty. */
function requireFields(fields: [label: string, value: string][]) {
  const missing = fields.filter(([, v]) => !v).map(([l]) => l);
  if (missing.length) throw new ApiError(400, `Please fill up: ${missing.join(', ')}`);
}

function coordinate(value: string, label: string, limit: number): number | null {
  if (!value) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > limit)
    throw new ApiError(400, `${label} must be a number between -${limit} and ${limit}.`);
  return Math.round(n * 1e6) / 1e6;
}

/** A URL slug no other branch (or business) uses. */
async function uniqueUrl(db: Db, base: string, taken: (url: string) => Promise<boolean>) {
  const root = slugify(base) || 'salon';
  for (let n = 1; ; n++) {
    const url = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(url))) return url;
  }
}

export function businessRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter();
  const owner = createRouter<AuthEnv>();
  owner.use('*', requireAuth(deps.jwtSecret, now, ['Business']));

  r.use('/register-business', rateLimit(db, now, { name: 'register', limit: 10, windowSeconds: 600 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/register-business',
      tags: [tag],
      summary: 'Register a salon: its owner account, the business, its main branch and default opening hours',
      description:
        'Form fields as spec section 3 (business registration payload). ' +
        'Ids, rating, totalRatings and status are set by the server.',
      request: {
        body: documentedBody(RegisterBusinessForm, {
          businessName: businessForm.BusinessName,
          contactName: businessForm.ContactName,
          businessTypeId: businessForm.BusinessTypeId,
          location: businessForm.Location,
          landline: businessForm.Landline,
          mobileNo: businessForm.MobileNo,
          email: businessForm.Email,
          address: businessForm.Address,
          zipCode: businessForm.ZipCode,
          city: businessForm.City,
          country: businessForm.Country,
          password: 'Braids&Bantu-2026',
        }),
      },
      responses: messageResponses([400, 409, 429]),
    }),
    async (c) => {
      const f = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      const v = {
        businessName: field(f.businessName, 120),
        contactName: field(f.contactName, 120),
        businessTypeId: field(f.businessTypeId, 40),
        location: field(f.location, 120),
        landline: field(f.landline, 30),
        mobileNo: field(f.mobileNo, 30),
        email: field(f.email, 254),
        address: field(f.address, 250),
        zipCode: field(f.zipCode, 20),
        city: field(f.city, 80),
        country: field(f.country, 80),
        password: typeof f.password === 'string' ? f.password.slice(0, 128) : '',
        about: field(f.about, 2000),
        googleMapURL: field(f.googleMapURL, 500),
      };
      requireFields([
        ['Business Name', v.businessName],
        ['Contact Name', v.contactName],
        ['Business Type', v.businessTypeId],
        ['Location', v.location],
        ['Landline Number', v.landline],
        ['Mobile Number', v.mobileNo],
        ['Email', v.email],
        ['Address', v.address],
        ['Zip Code', v.zipCode],
        ['City', v.city],
        ['Country', v.country],
        ['Password', v.password],
      ]);
      if (!Email.safeParse(v.email).success) throw new ApiError(400, 'Email must be a valid e-mail address.');
      if (!Id.safeParse(v.businessTypeId).success) throw new ApiError(400, 'Please select a business type.');
      const problem = passwordProblem(v.password);
      if (problem) throw new ApiError(400, problem);
      const [type] = await db.select().from(businessTypes).where(eq(businessTypes.id, v.businessTypeId));
      if (!type) throw new ApiError(400, 'Please select a business type.');
      if (await findUserByEmail(db, v.email))
        throw new ApiError(409, 'This e-mail is already registered. Please log in instead.');
      const latitude = coordinate(field(f.latitude, 20), 'Latitude', 90);
      const longitude = coordinate(field(f.longitude, 20), 'Longitude', 180);
      const passwordHash = await hashPassword(v.password);
      const user = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [user] = await t
          .insert(users)
          .values({
            fullName: v.contactName,
            email: normaliseEmail(v.email),
            phoneNumber: v.mobileNo,
            passwordHash,
            role: 'Business',
          })
          .returning();
        const businessUrl = await uniqueUrl(
          t,
          v.businessName,
          async (u) =>
            (await t.select({ id: businesses.id }).from(businesses).where(eq(businesses.businessUrl, u))).length > 0,
        );
        const [business] = await t
          .insert(businesses)
          .values({
            ownerUserId: user!.id,
            businessTypeId: type.id,
            businessName: v.businessName,
            businessUrl,
            contactName: v.contactName,
            email: normaliseEmail(v.email),
            landline: v.landline,
            mobileNo: v.mobileNo,
          })
          .returning();
        const branchUrl = await uniqueUrl(
          t,
          `${v.businessName} ${v.location}`,
          async (u) => (await t.select({ id: branches.id }).from(branches).where(eq(branches.branchUrl, u))).length > 0,
        );
        const [branch] = await t
          .insert(branches)
          .values({
            businessId: business!.id,
            branchUrl,
            branchType: 'Main',
            location: v.location,
            address: v.address,
            city: v.city,
            country: v.country,
            zipCode: v.zipCode,
            latitude,
            longitude,
            googleMapUrl: v.googleMapURL,
            about: v.about,
            currency: 'NAIRA',
          })
          .returning();
        await t.insert(branchTimings).values(DEFAULT_HOURS.map((h) => ({ branchId: branch!.id, ...h })));
        return user!;
      });
      await sendConfirmation(deps, user);
      deps.catalogChanged?.();
      return c.json(
        {
          status: 'Success' as const,
          message:
            'Registration successful. We have e-mailed you a link to confirm your address. ' +
            "Please login and go to 'My Account'.",
        },
        200,
      );
    },
  );

  async function details(branchId: string) {
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
    if (!row) throw new ApiError(404, 'Business not found.');
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

  owner.openapi(
    createRoute({
      method: 'get',
      path: '/GetByBranch',
      tags: [tag],
      summary: 'Your business details (owner only)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ BranchId: Id.optional() }) },
      responses: jsonResponses(BusinessDetails, 'Business details', [400, 401, 403]),
    }),
    async (c) => ok(c, await details(ownBranch(c, c.req.valid('query').BranchId))),
  );

  owner.use(
    '/UpdateBusiness',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 256 * 1024,
      onError: (c) => c.json({ status: 'Error' as const, message: 'The image is too large: at most 5 MB.' }, 413),
    }),
  );
  owner.openapi(
    createRoute({
      method: 'put',
      path: '/UpdateBusiness',
      tags: [tag],
      summary:
        'Update your business details, with an optional image (multipart). Rating and total ratings are ignored.',
      security: [{ Bearer: [] }],
      request: { body: documentedBody(UpdateBusinessForm, businessForm, ['multipart/form-data']) },
      responses: messageResponses([400, 401, 403, 413]),
    }),
    async (c) => {
      const f = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      const branchId = ownBranch(c, field(f.BranchId, 40) || undefined, field(f.Id, 40) || undefined);
      const current = await details(branchId);
      if (field(f.BusinessId, 40) && field(f.BusinessId, 40) !== current.businessId)
        throw new ApiError(403, 'You can only manage your own salon.');
      const v = {
        businessName: field(f.BusinessName, 120),
        contactName: field(f.ContactName, 120),
        landline: field(f.Landline, 30),
        mobileNo: field(f.MobileNo, 30),
        email: field(f.Email, 254),
        businessTypeId: field(f.BusinessTypeId, 40),
        address: field(f.Address, 250),
        googleMapURL: field(f.GoogleMapURL, 500),
        latitude: field(f.Latitude, 20),
        longitude: field(f.Longitude, 20),
        location: field(f.Location, 120),
        zipCode: field(f.ZipCode, 20),
        city: field(f.City, 80),
        country: field(f.Country, 80),
        about: field(f.About, 2000),
        currency: field(f.Currency, 20),
        status: field(f.Status, 10),
      };
      requireFields([
        ['Business Name', v.businessName],
        ['Contact Name', v.contactName],
        ['Landline', v.landline],
        ['Phone Number', v.mobileNo],
        ['Email', v.email],
        ['Business Type', v.businessTypeId],
        ['Address', v.address],
        ['Google Map URL', v.googleMapURL],
        ['Latitude', v.latitude],
        ['Longitude', v.longitude],
        ['Location', v.location],
        ['Zip Code', v.zipCode],
        ['City', v.city],
        ['Country', v.country],
        ['About', v.about],
        ['Currency', v.currency],
        ['Status', v.status],
      ]);
      if (!Email.safeParse(v.email).success) throw new ApiError(400, 'Email must be a valid e-mail address.');
      if (!/^https:\/\//i.test(v.googleMapURL)) throw new ApiError(400, 'Google Map URL must start with https://');
      const [type] = Id.safeParse(v.businessTypeId).success
        ? await db.select().from(businessTypes).where(eq(businessTypes.id, v.businessTypeId))
        : [];
      if (!type) throw new ApiError(400, 'Please select a business type.');
      const latitude = coordinate(v.latitude, 'Latitude', 90);
      const longitude = coordinate(v.longitude, 'Longitude', 180);
      const status = ['true', 'active', '1'].includes(v.status.toLowerCase());
      const image = f.ImageFile;
      let imageSrc: string | undefined;
      if (image instanceof File && image.size > 0) {
        try {
          imageSrc = await storeBranchImage(image, deps.uploadsDir, `${branchId}-${randomUUID().slice(0, 8)}.webp`);
        } catch (err) {
          if (err instanceof ImageError) throw new ApiError(400, err.message);
          throw err;
        }
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(businesses)
          .set({
            businessName: v.businessName,
            contactName: v.contactName,
            landline: v.landline,
            mobileNo: v.mobileNo,
            email: normaliseEmail(v.email),
            businessTypeId: type.id,
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
            status,
            updatedAt: at,
          })
          .where(eq(branches.id, branchId));
        if (imageSrc) {
          await tx.delete(branchImages).where(and(eq(branchImages.branchId, branchId), eq(branchImages.sortOrder, 0)));
          await tx
            .insert(branchImages)
            .values({ branchId, imageSrc, imageName: field(f.ImageName, 200) || 'branch.webp', sortOrder: 0 });
        }
      });
      // The business's name and contacts are on every one of its branches' pages.
      await touchBusinessBranches(db, current.businessId);
      deps.catalogChanged?.();
      return c.json({ status: 'Success' as const, message: 'Business details updated.' }, 200);
    },
  );

  // The spec names registration under /api/business and the owner's calls under /api/Business.
  return { registration: r, owner };
}
