/**
 * The rows of a salon and of its past visits, as the demo catalog (./seed.ts) and the generated salons
 * (./generated.ts) both make them: a business with one branch, its image, hours, staff and services drawn from its
 * categories, and appointments that never overlap for one employee, many of them reviewed.
 */
import type * as t from '../db/schema.ts';
import { slugify } from '../domain/catalog.ts';
import { parseMobile } from '../domain/phone.ts';
import { serviceLines } from '../domain/service-lines.ts';
import { zonedTime, type LocalDate } from '../domain/time.ts';
import type { CategoryContent, DemoContent, SalonContent } from './content-types.ts';
import type { Random } from './random.ts';

export const TIME_ZONE = 'Africa/Lagos';
const BRANCH_IMAGE_POOL = 24;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Rows to insert, by table; ./seed.ts names the order they go in. */
export interface Rows {
  teamMembers: Insert<typeof t.teamMembers>[];
  users: Insert<typeof t.users>[];
  businessTypes: Insert<typeof t.businessTypes>[];
  businesses: Insert<typeof t.businesses>[];
  branches: Insert<typeof t.branches>[];
  branchImages: Insert<typeof t.branchImages>[];
  branchTimings: Insert<typeof t.branchTimings>[];
  employees: Insert<typeof t.employees>[];
  categories: Insert<typeof t.categories>[];
  services: Insert<typeof t.services>[];
  salonGuests: Insert<typeof t.salonGuests>[];
  appointments: Insert<typeof t.appointments>[];
  employeeTimeOff: Insert<typeof t.employeeTimeOff>[];
  appointmentServices: Insert<typeof t.appointmentServices>[];
  reviews: Insert<typeof t.reviews>[];
  blogs: Insert<typeof t.blogs>[];
  faqs: Insert<typeof t.faqs>[];
  subscriptionTypes: Insert<typeof t.subscriptionTypes>[];
  subscriptionFeatures: Insert<typeof t.subscriptionFeatures>[];
}

export function emptyRows(): Rows {
  return {
    users: [],
    businessTypes: [],
    businesses: [],
    branches: [],
    branchImages: [],
    branchTimings: [],
    employees: [],
    categories: [],
    services: [],
    salonGuests: [],
    appointments: [],
    employeeTimeOff: [],
    appointmentServices: [],
    reviews: [],
    blogs: [],
    faqs: [],
    subscriptionTypes: [],
    subscriptionFeatures: [],
    teamMembers: [],
  };
}

export interface SeededBranch {
  id: string;
  hours: SalonContent['hours'];
  employeeIds: string[];
  services: { id: string; name: string; price: number; minutes: number }[];
  quality: number;
}

/** Who is taken when: `${employeeId}|${year}-${month}-${day}` to the [start, end) minutes booked that day. */
export type Busy = Map<string, [number, number][]>;

/** What salons are made of: the content, the ids of its types and categories, a random source, unique URLs. */
export interface Catalog {
  rnd: Random;
  content: DemoContent;
  typeIds: string[];
  categoryIds: Map<string, string>;
  uniqueUrl: (base: string) => string;
}

/** URLs made unique by a number (`-2`, `-3`…), as the registration form would; quick however many share a name. */
export function urlMaker() {
  const used = new Set<string>();
  // The next number to try for a slug: every URL of it below that number is taken already.
  const next = new Map<string, number>();
  return (base: string) => {
    const slug = slugify(base);
    let url = slug;
    let n = next.get(slug) ?? 2;
    for (; used.has(url); n++) url = `${slug}-${n}`;
    next.set(slug, n);
    used.add(url);
    return url;
  };
}

/** Adds salons and bookings to `rows`, drawing from the catalog's random source; `busy` keeps bookings apart. */
export function salonWriter(catalog: Catalog, rows: Rows, busy: Busy) {
  const { rnd, content: c, typeIds, categoryIds, uniqueUrl } = catalog;
  const personName = () => `${rnd.pick(c.firstNames)} ${rnd.pick(c.lastNames)}`;

  const addSalon = (salon: SalonContent, index: number, ownerId: string): SeededBranch => {
    const businessId = rnd.uuid();
    const branchId = rnd.uuid();
    const speciality = c.categories.find((cat) => cat.categoryUrl === salon.categoryUrls[0]);
    const typeIndex = guessBusinessType(c.businessTypes, speciality);
    const url = uniqueUrl(`${salon.businessName} ${salon.location}`);
    rows.businesses.push({
      id: businessId,
      ownerUserId: ownerId,
      businessTypeId: typeIds[typeIndex]!,
      businessName: salon.businessName,
      businessUrl: url,
      contactName: personName(),
      email: `hello@${slugify(salon.businessName).replace(/-/g, '')}.ng`,
      landline: salon.landline,
      mobileNo: e164(salon.mobileNo),
    });
    rows.branches.push({
      id: branchId,
      businessId,
      branchUrl: url,
      branchType: 'Main',
      location: salon.location,
      address: salon.address,
      city: salon.city,
      country: 'Nigeria',
      zipCode: salon.zipCode,
      latitude: salon.latitude,
      longitude: salon.longitude,
      googleMapUrl: `https://www.google.com/maps/search/?api=1&query=${salon.latitude},${salon.longitude}`,
      about: salon.about,
      timeZone: TIME_ZONE,
      slotMinutes: 30,
      minNoticeMinutes: 60,
    });
    const image = (index % BRANCH_IMAGE_POOL) + 1;
    rows.branchImages.push({
      id: rnd.uuid(),
      branchId,
      imageSrc: `/images/branches/branch-${String(image).padStart(2, '0')}.webp`,
      imageName: `${salon.businessName}.webp`,
    });
    for (const day of [1, 2, 3, 4, 5, 6, 7] as const) {
      const h = salon.hours[day];
      rows.branchTimings.push({
        branchId,
        dayOfWeek: day,
        openingTime: h?.[0] ?? 9,
        closingTime: h?.[1] ?? 18,
        isOpened: h !== null,
      });
    }
    const employeeIds = Array.from({ length: rnd.int(3, 6) }, () => {
      const id = rnd.uuid();
      rows.employees.push({ id, branchId, name: personName() });
      return id;
    });
    const branchServices: SeededBranch['services'] = [];
    for (const categoryUrl of salon.categoryUrls) {
      const category = c.categories.find((cat) => cat.categoryUrl === categoryUrl);
      if (!category) continue;
      for (const template of rnd.sample(category.services, rnd.int(3, Math.min(5, category.services.length)))) {
        const id = rnd.uuid();
        const steps = Math.max(0, Math.floor((template.maxPrice - template.minPrice) / 500));
        const price = template.minPrice + 500 * rnd.int(0, steps);
        rows.services.push({
          id,
          branchId,
          categoryId: categoryIds.get(categoryUrl)!,
          serviceName: template.serviceName,
          description: template.description,
          price,
          durationHours: Math.floor(template.durationMinutes / 60),
          durationMinutes: template.durationMinutes % 60,
        });
        branchServices.push({ id, name: template.serviceName, price, minutes: template.durationMinutes });
      }
    }
    return {
      id: branchId,
      hours: salon.hours,
      employeeIds,
      services: branchServices,
      quality: 3.4 + rnd.next() * 1.5,
    };
  };

  /** A visit on `date` at a random time of its opening hours; false when it does not fit (closed, taken). */
  const book = (
    branch: SeededBranch,
    userId: string,
    date: LocalDate,
    state: 'completed' | 'cancelled' | 'upcoming',
    reviewed: boolean,
  ) => {
    const h = branch.hours[date.isoWeekday as 1];
    if (!h || branch.services.length === 0) return false;
    const lines = rnd.sample(branch.services, rnd.chance(0.3) ? 2 : 1);
    const minutes = lines.reduce((sum, s) => sum + s.minutes, 0);
    const latestStart = h[1] * 60 - minutes;
    if (latestStart < h[0] * 60) return false;
    const start = h[0] * 60 + 30 * rnd.int(0, Math.floor((latestStart - h[0] * 60) / 30));
    const employeeId = rnd.pick(branch.employeeIds);
    const key = `${employeeId}|${date.year}-${date.month}-${date.day}`;
    const taken = busy.get(key) ?? [];
    if (taken.some(([s, e]) => start < e && s < start + minutes)) return false;
    taken.push([start, start + minutes]);
    busy.set(key, taken);
    const id = rnd.uuid();
    const startAt = zonedTime(date, start, TIME_ZONE);
    const endAt = new Date(startAt.getTime() + minutes * 60_000);
    const subTotal = lines.reduce((sum, s) => sum + s.price, 0);
    rows.appointments.push({
      id,
      userId,
      branchId: branch.id,
      branchEmployeeId: employeeId,
      startAt,
      endAt,
      bookingStatus: state === 'completed' ? 'BOOKED' : state === 'cancelled' ? 'CANCELLED' : 'PENDING',
      paymentStatus: state === 'completed' ? 'RECEIVED' : 'PENDING',
      subTotal,
      total: subTotal,
      createdAt: new Date(startAt.getTime() - rnd.int(1, 14) * 86_400_000),
    });
    for (const line of serviceLines(id, startAt, lines)) rows.appointmentServices.push({ id: rnd.uuid(), ...line });
    if (state === 'completed' && reviewed) {
      const rating = Math.max(1, Math.min(5, Math.round(branch.quality + (rnd.next() - 0.55) * 2.2))) as
        1 | 2 | 3 | 4 | 5;
      rows.reviews.push({
        id: rnd.uuid(),
        appointmentId: id,
        branchId: branch.id,
        userId,
        rating,
        review: rnd.pick(c.reviewTexts[rating]),
        createdAt: new Date(endAt.getTime() + rnd.int(1, 48) * 3_600_000),
      });
    }
    return true;
  };

  return { addSalon, book, personName };
}

/** A mobile number in E.164, as the forms store them; the same draws as ever, so the rest of the catalog is too. */
export function phone(rnd: Random) {
  const prefix = rnd.pick(['803', '806', '813', '816', '703', '706', '805', '807', '815', '905']);
  return `+234${prefix}${rnd.int(100, 999)}${rnd.int(1000, 9999)}`;
}

/** A hand-written salon's mobile number ('0803 214 7789') as the registration form would store it. */
export function e164(typed: string) {
  const phone = parseMobile(typed);
  if (!phone.ok) throw new Error(`demo content: ${typed}: ${phone.problem}`);
  return phone.e164;
}

/** A salon's business type from its speciality (falls back to the first type). */
function guessBusinessType(types: string[], speciality: CategoryContent | undefined): number {
  const name = speciality?.categoryName.toLowerCase() ?? '';
  const want = /barb|men/.test(name)
    ? 'barber'
    : /nail/.test(name)
      ? 'nail'
      : /makeup|bridal/.test(name)
        ? 'makeup'
        : /spa|massage|skin|facial/.test(name)
          ? 'spa'
          : 'hair';
  const i = types.findIndex((type) => type.toLowerCase().includes(want));
  return i >= 0 ? i : 0;
}
