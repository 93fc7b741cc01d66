/**
 * The salons module's use-cases called directly (no HTTP): registration, the business details with the image,
 * services, staff, opening hours and booking settings. Each answers its value or a typed refusal, and a refusal
 * changes nothing (every table it could touch is fingerprinted before and after).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import type { Outcome, Refusal } from '../../server/lib/outcome.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { listServicesOfBranch } from '../../server/queries/catalog.ts';
import { listStaff } from '../../server/queries/salon-account.ts';
import { bookingSettingsOf, saveBookingSettings } from '../../server/salons/booking-settings.ts';
import type { SalonsDeps } from '../../server/salons/context.ts';
import { businessDetailsOf, updateBusinessDetails, type DetailsFields } from '../../server/salons/details.ts';
import { setOpeningHours, type DayHours } from '../../server/salons/hours.ts';
import { registerBusiness, type RegistrationFields } from '../../server/salons/registration.ts';
import { addService, removeService, updateService, type ServiceFields } from '../../server/salons/services.ts';
import { addStaff, deactivateStaff, updateStaff } from '../../server/salons/staff.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { freshDatabase } from '../support/test-db.ts';

let database: Database;
let deps: SalonsDeps;
let uploadsDir: string;
let catalogChanges = 0;
const lekki = { branchId: ids.lekki };
const ibadan = { branchId: ids.ibadan };
const nowhere = { branchId: '50000000-0000-4000-8000-0000000000ff' };
const TABLES = [
  'users',
  'one_time_tokens',
  'mail_outbox',
  'businesses',
  'branches',
  'branch_timings',
  'branch_images',
  'services',
  'employees',
];

/** Every row of every table a salon use-case writes, as one string per table. */
async function fingerprint() {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await database.db.execute<{ h: string }>(
      sql.raw(`select coalesce(string_agg(x::text, '|' order by x::text), '') as h from ${table} x`),
    );
    out[table] = rows.rows[0]!.h;
  }
  return out;
}

/** The refusal a use-case answers, after checking that it wrote nothing and told the catalog nothing. */
async function refusalOf<T>(call: () => Promise<Outcome<T>>): Promise<Refusal> {
  const before = await fingerprint();
  const changes = catalogChanges;
  const result = await call();
  expect(await fingerprint()).toEqual(before);
  expect(catalogChanges).toBe(changes);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.refusal;
}

/** The value of a use-case that should succeed. */
function valueOf<T>(result: Outcome<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`);
  return result.value;
}

const registration = (change: Partial<RegistrationFields> = {}): RegistrationFields => ({
  businessName: 'Adunni Hair Studio',
  contactName: 'Adunni Bello',
  businessTypeId: ids.typeHair,
  location: 'Lekki',
  landline: '012345678',
  mobileNo: '08031234567',
  email: 'Adunni@Test.ng',
  address: '12 Admiralty Way',
  zipCode: '105102',
  city: 'Lagos',
  country: 'Nigeria',
  password: 'Braids&Bantu-2026',
  about: '',
  googleMapURL: '',
  latitude: '6.4478',
  longitude: '3.4723',
  ...change,
});

const details = (change: Partial<DetailsFields> = {}): DetailsFields => ({
  businessName: 'Kinks & Coils Studio',
  contactName: 'Funmi Adeyemi',
  landline: '01 000 0000',
  mobileNo: '0803 000 0000',
  email: 'hello@kinks.ng',
  businessTypeId: ids.typeHair,
  address: '12 Admiralty Way',
  googleMapURL: 'https://maps.example/lekki',
  latitude: '6.4478',
  longitude: '3.4723',
  location: 'Lekki Phase 1',
  zipCode: '105102',
  city: 'Lagos',
  country: 'Nigeria',
  about: 'Natural hair specialists.',
  currency: 'NAIRA',
  status: 'true',
  ...change,
});

const service = (change: Partial<ServiceFields> = {}): ServiceFields => ({
  serviceName: 'Cornrows',
  description: 'Straight back, eight rows',
  categoryId: ids.catHair,
  durationHours: '1',
  durationMinutes: '15',
  price: '12500.456',
  status: '',
  ...change,
});

const week = (change: (d: DayHours) => DayHours = (d) => d): DayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((dayNumber) =>
    change({ dayNumber, openingTime: 8, closingTime: 20, isOpened: dayNumber !== 7 }),
  );

beforeAll(async () => {
  database = await freshDatabase();
  await buildCatalog(database.db);
  uploadsDir = await mkdtemp(join(tmpdir(), 'salons-use-cases-'));
  deps = {
    db: database.db,
    now: () => new Date('2026-11-23T09:10:00Z'),
    mailer: createMailer(database.db),
    siteUrl: 'http://localhost:4321',
    uploadsDir,
    catalogChanged: () => catalogChanges++,
  };
});
afterAll(async () => {
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('registerBusiness', () => {
  it('refuses in the spec’s words, and writes nothing', async () => {
    expect(await refusalOf(() => registerBusiness(deps, registration({ businessName: '', password: '' })))).toEqual({
      refused: 'invalid',
      message: 'Please fill up: Business Name, Password',
    });
    expect(await refusalOf(() => registerBusiness(deps, registration({ email: 'OWNER@test.ng' })))).toEqual({
      refused: 'conflict',
      message: 'This e-mail is already registered. Please log in instead.',
    });
    expect(
      await refusalOf(() =>
        registerBusiness(deps, registration({ businessTypeId: '10000000-0000-4000-8000-0000000000ff' })),
      ),
    ).toEqual({ refused: 'invalid', message: 'Please select a business type.' });
    expect(await refusalOf(() => registerBusiness(deps, registration({ password: 'short' })))).toEqual({
      refused: 'invalid',
      message: 'Password must be at least 8 characters.',
    });
    expect(await refusalOf(() => registerBusiness(deps, registration({ longitude: '181' })))).toEqual({
      refused: 'invalid',
      message: 'Longitude must be a number between -180 and 180.',
    });
    // The mobile number gets texts; the landline field is kept as typed.
    expect(await refusalOf(() => registerBusiness(deps, registration({ mobileNo: '01 270 4455' })))).toEqual({
      refused: 'invalid',
      message: 'Please enter a mobile number, like 0803 555 0142.',
    });
    expect(await database.db.select().from(t.users).where(eq(t.users.email, 'adunni@test.ng'))).toEqual([]);
  });

  it('writes the owner, the business, its main branch with default hours, and mails the confirmation', async () => {
    const changes = catalogChanges;
    const made = valueOf(await registerBusiness(deps, registration()));
    expect(catalogChanges).toBe(changes + 1);
    const [user] = await database.db.select().from(t.users).where(eq(t.users.id, made.userId));
    expect(user).toMatchObject({
      email: 'adunni@test.ng',
      role: 'Business',
      fullName: 'Adunni Bello',
      phoneNumber: '+2348031234567',
    });
    const [business] = await database.db.select().from(t.businesses).where(eq(t.businesses.id, made.businessId));
    expect(business).toMatchObject({
      ownerUserId: made.userId,
      businessUrl: 'adunni-hair-studio',
      mobileNo: '+2348031234567',
      landline: '012345678',
    });
    const [branch] = await database.db.select().from(t.branches).where(eq(t.branches.id, made.branchId));
    expect(branch).toMatchObject({ branchUrl: 'adunni-hair-studio-lekki', branchType: 'Main', latitude: 6.4478 });
    const hours = await database.db.select().from(t.branchTimings).where(eq(t.branchTimings.branchId, made.branchId));
    expect(hours.map((h) => [h.dayOfWeek, h.isOpened]).sort()).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
      [7, false],
    ]);
    const mails = await database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'adunni@test.ng'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('http://localhost:4321/auth?mode=account-created');
  });

  it('gives a second salon of the same name URLs of its own', async () => {
    const made = valueOf(await registerBusiness(deps, registration({ email: 'second@test.ng' })));
    const [branch] = await database.db.select().from(t.branches).where(eq(t.branches.id, made.branchId));
    const [business] = await database.db.select().from(t.businesses).where(eq(t.businesses.id, made.businessId));
    expect([business!.businessUrl, branch!.branchUrl]).toEqual(['adunni-hair-studio-2', 'adunni-hair-studio-lekki-2']);
  });
});

describe('business details', () => {
  it('reads the owner’s business and branch, or refuses a branch that is not there', async () => {
    expect(valueOf(await businessDetailsOf(deps, lekki))).toMatchObject({
      businessId: ids.bizLekki,
      branchId: ids.lekki,
      branchUrl: 'kinks-coils-lekki',
      businessTypeName: 'Hair Salon',
      businessTypes: [{ businessTypeId: ids.typeHair, businessTypeName: 'Hair Salon' }],
      imageSrc: '/images/branches/branch-03.webp',
    });
    expect(await refusalOf(() => businessDetailsOf(deps, nowhere))).toEqual({
      refused: 'not-found',
      message: 'Business not found.',
    });
  });

  it('refuses another business, a bad form and a file that is not an image, changing nothing', async () => {
    const change = (businessId: string, form: DetailsFields, image?: File) =>
      updateBusinessDetails(deps, lekki, { businessId, form, image, imageName: '' });
    expect(await refusalOf(() => change(ids.bizIbadan, details({ businessName: '' })))).toEqual({
      refused: 'forbidden',
      message: 'You can only manage your own salon.',
    });
    expect(await refusalOf(() => change('', details({ about: '', currency: '' })))).toEqual({
      refused: 'invalid',
      message: 'Please fill up: About, Currency',
    });
    expect(await refusalOf(() => change(ids.bizLekki, details({ googleMapURL: 'http://maps.example' })))).toEqual({
      refused: 'invalid',
      message: 'Google Map URL must start with https://',
    });
    expect(await refusalOf(() => change('', details({ latitude: 'north' })))).toEqual({
      refused: 'invalid',
      message: 'Latitude must be a number between -90 and 90.',
    });
    expect(await refusalOf(() => change('', details({ mobileNo: '0803 000' })))).toEqual({
      refused: 'invalid',
      message: 'Please enter a mobile number, like 0803 555 0142.',
    });
    expect(valueOf(await businessDetailsOf(deps, lekki))).toMatchObject({ mobileNo: '+2348030000000' });
    const notAnImage = new File(['<svg onload="alert(1)"/>'], 'x.png', { type: 'image/png' });
    expect(await refusalOf(() => change('', details(), notAnImage))).toEqual({
      refused: 'invalid',
      message: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
    });
  });

  it('saves the details and the image, and never the rating', async () => {
    const before = valueOf(await businessDetailsOf(deps, lekki));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const image = new File([new Uint8Array(png)], 'front.png', { type: 'image/png' });
    const changes = catalogChanges;
    const form = details({
      businessName: 'Kinks & Coils',
      email: 'Hello@Kinks.NG',
      latitude: '6.44781234',
      mobileNo: '234 816 402 9931',
    });
    expect(await updateBusinessDetails(deps, lekki, { businessId: ids.bizLekki, form, image, imageName: '' })).toEqual({
      ok: true,
      value: null,
    });
    expect(catalogChanges).toBe(changes + 1);
    const after = valueOf(await businessDetailsOf(deps, lekki));
    expect(after).toMatchObject({
      businessName: 'Kinks & Coils',
      email: 'hello@kinks.ng',
      mobileNo: '+2348164029931',
      landline: '01 000 0000',
      latitude: 6.447812,
      rating: before.rating,
      totalRatings: before.totalRatings,
    });
    expect(after.imageSrc).toMatch(new RegExp(`^/uploads/branches/${ids.lekki}-[0-9a-f]{8}\\.webp$`));
    expect(existsSync(join(uploadsDir, after.imageSrc!.replace('/uploads/', '')))).toBe(true);
  });
});

describe('services', () => {
  it('adds a service checked in the spec’s words', async () => {
    expect(await refusalOf(() => addService(deps, lekki, service({ description: '', price: '' })))).toEqual({
      refused: 'invalid',
      message: 'Please fill up: Description, Price',
    });
    expect(
      await refusalOf(() => addService(deps, lekki, service({ durationHours: '0', durationMinutes: '3' }))),
    ).toEqual({ refused: 'invalid', message: 'A service takes at least 5 minutes.' });
    expect(await refusalOf(() => addService(deps, lekki, service({ durationHours: '1.5' })))).toEqual({
      refused: 'invalid',
      message: 'Duration-Hours must be a whole number from 0 to 12.',
    });
    expect(
      await refusalOf(() => addService(deps, lekki, service({ categoryId: '20000000-0000-4000-8000-0000000000ff' }))),
    ).toEqual({ refused: 'invalid', message: 'Please select a category.' });
    const { id } = valueOf(await addService(deps, lekki, service()));
    expect((await listServicesOfBranch(database.db, ids.lekki, false)).find((s) => s.serviceId === id)).toMatchObject({
      serviceName: 'Cornrows',
      price: 12500.46,
      durationHours: 1,
      durationMinutes: 15,
      status: true,
    });
  });

  it('changes only the owner’s own services', async () => {
    const update = (actor: { branchId: string }, serviceId: string, form = service()) =>
      updateService(deps, actor, { serviceId, form });
    expect(await refusalOf(() => update(ibadan, ids.cut))).toEqual({
      refused: 'forbidden',
      message: 'You can only manage your own salon.',
    });
    expect(await refusalOf(() => update(lekki, 'cut'))).toEqual({
      refused: 'invalid',
      message: 'Please choose a service to edit.',
    });
    expect(await refusalOf(() => update(lekki, '60000000-0000-4000-8000-0000000000ff'))).toEqual({
      refused: 'not-found',
      message: 'Service not found.',
    });
    expect(await refusalOf(() => update(lekki, ids.cut, service({ durationMinutes: '60' })))).toEqual({
      refused: 'invalid',
      message: 'Duration-Minutes must be a whole number from 0 to 59.',
    });
    expect(valueOf(await update(lekki, ids.cut, service({ serviceName: 'Silk Press Deluxe', status: 'false' })))).toBe(
      null,
    );
    expect(
      (await listServicesOfBranch(database.db, ids.lekki, false)).find((s) => s.serviceId === ids.cut),
    ).toMatchObject({ serviceName: 'Silk Press Deluxe', status: false });
  });

  it('deletes a service never booked, retires a booked one, and refuses another salon’s', async () => {
    expect(await refusalOf(() => removeService(deps, ibadan, ids.manicure))).toEqual({
      refused: 'forbidden',
      message: 'You can only manage your own salon.',
    });
    const { id } = valueOf(await addService(deps, lekki, service({ serviceName: 'Fresh' })));
    expect(valueOf(await removeService(deps, lekki, id))).toBe('deleted');
    expect(await database.db.select().from(t.services).where(eq(t.services.id, id))).toEqual([]);
    await database.db.insert(t.appointmentServices).values({
      appointmentId: ids.appt1,
      serviceId: ids.manicure,
      serviceName: 'Gel Manicure',
      price: 8500,
      startAt: new Date('2026-10-05T09:00:00Z'),
      endAt: new Date('2026-10-05T09:45:00Z'),
      durationMinutes: 45,
    });
    expect(valueOf(await removeService(deps, lekki, ids.manicure))).toBe('retired');
    const [retired] = await database.db.select().from(t.services).where(eq(t.services.id, ids.manicure));
    expect(retired).toMatchObject({ status: false, deletedAt: expect.any(Date) });
    expect(await refusalOf(() => removeService(deps, lekki, ids.manicure))).toEqual({
      refused: 'not-found',
      message: 'Service not found.',
    });
  });
});

describe('staff', () => {
  it('adds, changes and deactivates the owner’s own staff only', async () => {
    expect(await refusalOf(() => addStaff(deps, lekki, { name: '', email: '', phoneNumber: '' }))).toEqual({
      refused: 'invalid',
      message: 'Please fill up: Name',
    });
    expect(await refusalOf(() => addStaff(deps, lekki, { name: 'Ada', email: 'ada@', phoneNumber: '' }))).toEqual({
      refused: 'invalid',
      message: 'Email must be a valid e-mail address.',
    });
    const staffBefore = (await listStaff(database.db, ids.lekki)).length;
    expect(await refusalOf(() => addStaff(deps, lekki, { name: 'Ada Obi', email: '', phoneNumber: '0803 1' }))).toEqual(
      { refused: 'invalid', message: 'Please enter a mobile number, like 0803 555 0142.' },
    );
    expect(await listStaff(database.db, ids.lekki)).toHaveLength(staffBefore);
    const typed = { name: 'Ada Obi', email: '', phoneNumber: '(0803) 111-2222' };
    const { id } = valueOf(await addStaff(deps, lekki, typed));
    expect((await listStaff(database.db, ids.lekki)).find((s) => s.branchEmployeeId === id)).toEqual({
      branchEmployeeId: id,
      name: 'Ada Obi',
      email: null,
      phoneNumber: '+2348031112222',
      isActive: true,
    });
    expect(
      await refusalOf(() =>
        updateStaff(deps, lekki, { branchEmployeeId: id, form: { ...typed, phoneNumber: '0700 123 4567' } }),
      ),
    ).toEqual({
      refused: 'invalid',
      message: 'This number cannot receive text messages. Please enter a mobile number, like 0803 555 0142.',
    });
    expect((await listStaff(database.db, ids.lekki)).find((s) => s.branchEmployeeId === id)).toMatchObject({
      phoneNumber: '+2348031112222',
    });

    const form = { name: 'Ada O.', email: 'ada@test.ng', phoneNumber: '' };
    expect(await refusalOf(() => updateStaff(deps, ibadan, { branchEmployeeId: id, form }))).toEqual({
      refused: 'forbidden',
      message: 'You can only manage your own salon.',
    });
    expect(
      await refusalOf(() =>
        updateStaff(deps, lekki, { branchEmployeeId: '70000000-0000-4000-8000-0000000000ff', form }),
      ),
    ).toEqual({ refused: 'not-found', message: 'Employee not found.' });
    expect(await refusalOf(() => updateStaff(deps, lekki, { branchEmployeeId: '', form }))).toEqual({
      refused: 'invalid',
      message: 'Please choose an employee to edit.',
    });
    valueOf(await updateStaff(deps, lekki, { branchEmployeeId: id, form }));
    expect((await listStaff(database.db, ids.lekki)).find((s) => s.branchEmployeeId === id)).toMatchObject({
      name: 'Ada O.',
      email: 'ada@test.ng',
      phoneNumber: null,
      isActive: true,
    });
    valueOf(await updateStaff(deps, lekki, { branchEmployeeId: id, form, isActive: false }));
    valueOf(await updateStaff(deps, lekki, { branchEmployeeId: id, form: { ...form, name: 'Ada Obi' } }));
    expect((await listStaff(database.db, ids.lekki)).find((s) => s.branchEmployeeId === id)).toMatchObject({
      name: 'Ada Obi',
      isActive: false,
    });

    expect(await refusalOf(() => deactivateStaff(deps, ibadan, ids.emp2))).toEqual({
      refused: 'forbidden',
      message: 'You can only manage your own salon.',
    });
    expect(valueOf(await deactivateStaff(deps, lekki, ids.emp2))).toBe(null);
    expect((await listStaff(database.db, ids.lekki)).find((s) => s.branchEmployeeId === ids.emp2)?.isActive).toBe(
      false,
    );
  });
});

describe('opening hours', () => {
  it('refuses a week that is not one of seven days, or a day closing before it opens', async () => {
    expect(
      await refusalOf(() =>
        setOpeningHours(
          deps,
          lekki,
          week((d) => ({ ...d, dayNumber: 1 })),
        ),
      ),
    ).toEqual({
      refused: 'invalid',
      message: 'Each day of the week must appear once.',
    });
    const late = week((d) => (d.dayNumber === 2 ? { ...d, openingTime: 18, closingTime: 9 } : d));
    expect(await refusalOf(() => setOpeningHours(deps, lekki, late))).toEqual({
      refused: 'invalid',
      message: 'On day 2 the closing hour must be after the opening hour.',
    });
  });

  it('replaces the week and answers it as the catalog shows it', async () => {
    const closedBackwards = week((d) => (d.dayNumber === 7 ? { ...d, openingTime: 20, closingTime: 8 } : d));
    const saved = valueOf(await setOpeningHours(deps, lekki, closedBackwards));
    expect(saved).toHaveLength(7);
    expect(saved[0]).toEqual({ dayOfWeek: 'Monday', dayNumber: 1, openingTime: 8, closingTime: 20, isOpened: true });
    // A closed day keeps valid hours.
    expect(saved[6]).toEqual({ dayOfWeek: 'Sunday', dayNumber: 7, openingTime: 9, closingTime: 18, isOpened: false });
  });
});

describe('booking settings', () => {
  it('reads and saves reminder times (largest first) and the minimum notice', async () => {
    expect(valueOf(await bookingSettingsOf(deps, ibadan))).toEqual({
      reminderHours: [24, 2],
      minNoticeMinutes: 60,
      cancellationWindowHours: 24,
      textChannel: 'sms',
    });
    expect(await saveBookingSettings(deps, ibadan, { reminderHours: [2, 48], minNoticeMinutes: 120 })).toEqual({
      ok: true,
      value: { reminderHours: [48, 2], minNoticeMinutes: 120, cancellationWindowHours: 24, textChannel: 'sms' },
    });
    expect(valueOf(await bookingSettingsOf(deps, ibadan))).toEqual({
      reminderHours: [48, 2],
      minNoticeMinutes: 120,
      cancellationWindowHours: 24,
      textChannel: 'sms',
    });
  });

  it('refuses a branch that is not there', async () => {
    expect(await refusalOf(() => bookingSettingsOf(deps, nowhere))).toEqual({
      refused: 'not-found',
      message: 'Branch not found.',
    });
  });
});
