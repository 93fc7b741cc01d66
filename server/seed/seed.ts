/**
 * The demo catalog: hand-written salons, blogs, FAQs and plans (demo-content.ts), staff and services drawn from
 * their categories, and customers with past appointments and reviews, so ratings and testimonials are earned; the
 * demo salon also has a week around the seeding day (demo-week.ts) and months of history (demo-history.ts).
 * Deterministic for a given seed and day. `extraBranches` adds generated salons for scale benchmarks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { slugify } from '../domain/catalog.ts';
import { parseMobile } from '../domain/phone.ts';
import { sanitizeBlogHtml } from '../domain/html.ts';
import { serviceLines } from '../domain/service-lines.ts';
import { addDays, localDateOf, zonedTime, type LocalDate } from '../domain/time.ts';
import { hashPassword, NO_PASSWORD } from '../lib/passwords.ts';
import { refreshBranchRatings } from '../queries/ratings.ts';
import type { CategoryContent, SalonContent } from './content-types.ts';
import { demoContent } from './demo-content.ts';
import { historyRows, planDemoHistory, type HistoryInput } from './demo-history.ts';
import { planDemoWeek } from './demo-week.ts';
import { createRandom, type Random } from './random.ts';

/** Branches in the demo catalog: one per demo salon, and the first salon's second branch. */
export const DEMO_BRANCHES = demoContent.salons.length + 1;

/** The documented demo accounts (README). */
export const DEMO_ACCOUNTS = {
  customer: {
    email: 'customer@salonbook.ng',
    password: 'Customer@2026',
    fullName: 'Amaka Obi',
    phoneNumber: '+2348035550142',
  },
  business: {
    email: 'owner@salonbook.ng',
    password: 'Business@2026',
    fullName: 'Funmi Adeyemi',
    phoneNumber: '+2348065550199',
  },
  /** A manager of the demo salon's main branch (issue 28). */
  manager: {
    email: 'manager@salonbook.ng',
    password: 'Manager@2026',
    fullName: 'Tunde Bakare',
    phoneNumber: '+2348095550123',
  },
  /** A stylist of the demo salon's main branch: its first employee. */
  stylist: {
    email: 'stylist@salonbook.ng',
    password: 'Stylist@2026',
    fullName: 'Kemi Balogun',
    phoneNumber: '+2348075550177',
  },
} as const;

const TIME_ZONE = 'Africa/Lagos';
const BRANCH_IMAGE_POOL = 24;
const CUSTOMER_AVATARS = 12;
const CHUNK = 1000;
/** The branches' free-cancellation window: the column's default, which the seed leaves as it is. */
const CANCELLATION_WINDOW_HOURS = 24;

export interface SeedOptions {
  /** Generated salons beyond the hand-written ones (for benchmarks). */
  extraBranches?: number;
  seed?: number;
  now?: Date;
  log?: (line: string) => void;
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

interface Rows {
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

interface SeededBranch {
  id: string;
  hours: SalonContent['hours'];
  employeeIds: string[];
  services: { id: string; name: string; price: number; minutes: number }[];
  quality: number;
}

/** True when the database holds no catalog yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${t.branches}`);
  return Number(rows[0]!.n) === 0;
}

export async function seedDemo(db: Db, options: SeedOptions = {}) {
  const log = options.log ?? (() => {});
  const rnd = createRandom(options.seed ?? 20231);
  const now = options.now ?? new Date();
  const today = localDateOf(now, TIME_ZONE);
  const rows: Rows = {
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
  const c = demoContent;

  const typeIds = c.businessTypes.map((name, i) => {
    const id = rnd.uuid();
    rows.businessTypes.push({ id, name, sortOrder: i });
    return id;
  });
  const categoryIds = new Map<string, string>();
  c.categories.forEach((cat, i) => {
    const id = rnd.uuid();
    categoryIds.set(cat.categoryUrl, id);
    rows.categories.push({
      id,
      categoryUrl: cat.categoryUrl,
      categoryName: cat.categoryName,
      imageSrc: cat.imageSrc,
      description: cat.description,
      sortOrder: i,
    });
  });

  const [customerHash, ownerHash, managerHash, stylistHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.customer.password),
    hashPassword(DEMO_ACCOUNTS.business.password),
    hashPassword(DEMO_ACCOUNTS.manager.password),
    hashPassword(DEMO_ACCOUNTS.stylist.password),
  ]);
  const confirmed = new Date(now.getTime() - 200 * 86_400_000);
  const personName = () => `${rnd.pick(c.firstNames)} ${rnd.pick(c.lastNames)}`;

  // Customers: the demo one first, then people whose past visits earned the salons their ratings.
  const demoCustomerId = rnd.uuid();
  rows.users.push({
    id: demoCustomerId,
    ...pickAccount(DEMO_ACCOUNTS.customer),
    passwordHash: customerHash,
    role: 'Customer',
    emailConfirmedAt: confirmed,
    avatarSrc: '/images/avatars/customer-1.webp',
  });
  const customerIds = [demoCustomerId];
  for (let i = 0; i < 80; i++) {
    const id = rnd.uuid();
    const fullName = personName();
    rows.users.push({
      id,
      fullName,
      email: `${slugify(fullName).replace(/-/g, '.')}.${i + 1}@example.com`,
      phoneNumber: phone(rnd),
      passwordHash: NO_PASSWORD,
      role: 'Customer',
      emailConfirmedAt: confirmed,
      avatarSrc: rnd.chance(0.8) ? `/images/avatars/customer-${(i % CUSTOMER_AVATARS) + 1}.webp` : null,
    });
    customerIds.push(id);
  }

  const usedUrls = new Set<string>();
  const uniqueUrl = (base: string) => {
    let url = slugify(base);
    for (let n = 2; usedUrls.has(url); n++) url = `${slugify(base)}-${n}`;
    usedUrls.add(url);
    return url;
  };

  const seeded: SeededBranch[] = [];
  const addSalon = (salon: SalonContent, index: number, ownerId: string) => {
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
    seeded.push({
      id: branchId,
      hours: salon.hours,
      employeeIds,
      services: branchServices,
      quality: 3.4 + rnd.next() * 1.5,
    });
  };

  const demoOwnerId = rnd.uuid();
  rows.users.push({
    id: demoOwnerId,
    ...pickAccount(DEMO_ACCOUNTS.business),
    passwordHash: ownerHash,
    role: 'Business',
    emailConfirmedAt: confirmed,
  });
  c.salons.forEach((salon, i) => {
    let ownerId = demoOwnerId;
    if (i > 0) {
      ownerId = rnd.uuid();
      const fullName = personName();
      rows.users.push({
        id: ownerId,
        fullName,
        email: `owner.${i}@${slugify(salon.businessName).replace(/-/g, '')}.ng`,
        phoneNumber: e164(salon.mobileNo),
        passwordHash: NO_PASSWORD,
        role: 'Business',
        emailConfirmedAt: confirmed,
      });
    }
    addSalon(salon, i, ownerId);
  });
  for (let i = 0; i < (options.extraBranches ?? 0); i++) {
    const ownerId = rnd.uuid();
    const salon = generatedSalon(rnd, c.salons, c.categories, i);
    rows.users.push({
      id: ownerId,
      fullName: personName(),
      email: `owner.g${i}@example.com`,
      phoneNumber: e164(salon.mobileNo),
      passwordHash: NO_PASSWORD,
      role: 'Business',
      emailConfirmedAt: confirmed,
    });
    addSalon(salon, c.salons.length + i, ownerId);
  }

  // Appointments: past visits (most completed and many reviewed), a few upcoming, never overlapping per employee.
  const busy = new Map<string, [number, number][]>();
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
    rows.appointmentServices.push(...serviceLines(id, startAt, lines).map((l) => ({ id: rnd.uuid(), ...l })));
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
  const pastDate = () => addDays(today, -rnd.int(1, 120));
  seeded.forEach((branch, i) => {
    const handWritten = i < c.salons.length;
    const visits = handWritten ? rnd.int(8, 16) : rnd.int(1, 3);
    for (let v = 0, tries = 0; v < visits && tries < visits * 6; tries++) {
      const state = rnd.chance(0.88) ? 'completed' : 'cancelled';
      if (book(branch, rnd.pick(customerIds.slice(1)), pastDate(), state, rnd.chance(0.75))) v++;
    }
  });
  // The demo customer: a reviewed visit, one awaiting feedback, a cancelled one, and one coming up.
  const demoBranch = seeded[0]!;
  const plan: ['completed' | 'cancelled' | 'upcoming', boolean, number][] = [
    ['completed', true, -40],
    ['completed', false, -9],
    ['cancelled', false, -20],
    ['upcoming', false, 3],
  ];
  plan.forEach(([state, reviewed, offset], i) => {
    const branch = state === 'upcoming' ? demoBranch : seeded[1 + i]!;
    const step = state === 'upcoming' ? 1 : -1;
    for (
      let d = offset, tries = 0;
      tries < 60 && !book(branch, demoCustomerId, addDays(today, d), state, reviewed);
      d += step, tries++
    );
  });
  // The demo salon has bookings coming up this week.
  for (let n = 0, d = 1; n < 5 && d < 30; d++)
    if (book(demoBranch, rnd.pick(customerIds.slice(1)), addDays(today, d), 'upcoming', false)) n++;

  // The demo salon's calendar looks like a real week around the seeding day (issue 11).
  const dayKey = (d: LocalDate) => `${d.year}-${d.month}-${d.day}`;
  const dateNumber = (d: LocalDate) => d.year * 10_000 + d.month * 100 + d.day;
  const isFree = (employeeId: string, date: LocalDate, start: number, end: number) =>
    !(busy.get(`${employeeId}|${dayKey(date)}`) ?? []).some(([s, e]) => start < e && s < end);
  const take = (employeeId: string, date: LocalDate, start: number, end: number) => {
    const key = `${employeeId}|${dayKey(date)}`;
    busy.set(key, [...(busy.get(key) ?? []), [start, end]]);
  };
  const week = planDemoWeek({
    rnd,
    branch: demoBranch,
    today,
    nowMinutes: Math.floor((now.getTime() - zonedTime(today, 0, TIME_ZONE).getTime()) / 60_000),
    isFree,
    take,
  });
  for (const off of week.timeOff)
    rows.employeeTimeOff.push({
      id: rnd.uuid(),
      employeeId: off.employeeId,
      branchId: demoBranch.id,
      startAt: zonedTime(off.date, off.start, TIME_ZONE),
      endAt: zonedTime(off.date, off.end, TIME_ZONE),
      reason: off.reason,
    });
  for (const plan of week.bookings) {
    const id = rnd.uuid();
    const startAt = zonedTime(plan.date, plan.start, TIME_ZONE);
    const lines = plan.serviceIds.map((sid) => demoBranch.services.find((s) => s.id === sid)!);
    const subTotal = lines.reduce((sum, s) => sum + s.price, 0);
    let guestId: string | undefined;
    if (plan.guest) {
      guestId = rnd.uuid();
      rows.salonGuests.push({
        id: guestId,
        branchId: demoBranch.id,
        fullName: personName(),
        phoneNumber: `+23480${rnd.int(1, 9)}${rnd.int(100, 999)}${rnd.int(1000, 9999)}`,
      });
    }
    rows.appointments.push({
      id,
      ...(guestId ? { guestId } : { userId: rnd.pick(customerIds.slice(1)) }),
      source: plan.guest ? 'SALON' : 'ONLINE',
      branchId: demoBranch.id,
      branchEmployeeId: plan.employeeId,
      startAt,
      endAt: new Date(startAt.getTime() + plan.minutes * 60_000),
      bookingStatus: plan.state === 'completed' ? 'BOOKED' : 'PENDING',
      paymentStatus: plan.state === 'completed' ? 'RECEIVED' : 'PENDING',
      subTotal,
      total: subTotal,
      createdAt: new Date(startAt.getTime() - (plan.guest ? 0 : rnd.int(1, 7) * 86_400_000)),
    });
    rows.appointmentServices.push(...serviceLines(id, startAt, lines).map((l) => ({ id: rnd.uuid(), ...l })));
  }

  c.blogs.forEach((b) => {
    rows.blogs.push({
      id: rnd.uuid(),
      url: b.url,
      title: b.title,
      description: sanitizeBlogHtml(b.description),
      authorName: b.authorName,
      authorImageSrc: b.authorImageSrc,
      imageSrc: b.imageSrc,
      createdDate: new Date(`${b.createdDate}T09:00:00+01:00`),
      seoTitle: b.seoTitle,
      seoDescription: b.seoDescription,
      seoKeywords: b.seoKeywords,
    });
  });
  c.faqs.forEach((f, i) =>
    rows.faqs.push({
      id: rnd.uuid(),
      subjectName: f.subjectName,
      question: f.question,
      answer: f.answer,
      sortOrder: i,
    }),
  );
  c.plans.forEach((p, i) => {
    const id = rnd.uuid();
    rows.subscriptionTypes.push({
      id,
      subscriptionName: p.subscriptionName,
      usdPrice: p.usdPrice,
      periodDays: p.periodDays,
      sortOrder: i,
      paymentLink: '/api/Payment/Sandbox/Checkout',
    });
    p.features.forEach((text, j) =>
      rows.subscriptionFeatures.push({ id: rnd.uuid(), subscriptionTypeId: id, subscriptionText: text, sortOrder: j }),
    );
  });

  const seed = options.seed ?? 20231;
  addDemoSecondBranch(rows, c, uniqueUrl, createRandom(seed + 1));
  addDemoTeam(rows, { manager: managerHash, stylist: stylistHash }, confirmed, createRandom(seed + 2));
  addDemoHistory(rows, {
    rnd: createRandom(seed + 3),
    branch: demoBranch,
    // The week stays as it was laid out: history stops the day before its first booking.
    until: week.bookings.reduce((first, b) => (dateNumber(b.date) < dateNumber(first) ? b.date : first), today),
    // Not the demo customer: their account lists what the README promises.
    accountIds: customerIds.slice(1),
    names: { first: c.firstNames, last: c.lastNames },
    isFree,
    take,
  });

  await db.transaction(async (tx) => {
    const order: [keyof Rows, Parameters<Db['insert']>[0]][] = [
      ['businessTypes', t.businessTypes],
      ['categories', t.categories],
      ['users', t.users],
      ['businesses', t.businesses],
      ['branches', t.branches],
      ['branchImages', t.branchImages],
      ['branchTimings', t.branchTimings],
      ['employees', t.employees],
      ['services', t.services],
      ['salonGuests', t.salonGuests],
      ['appointments', t.appointments],
      ['employeeTimeOff', t.employeeTimeOff],
      ['appointmentServices', t.appointmentServices],
      ['reviews', t.reviews],
      ['blogs', t.blogs],
      ['faqs', t.faqs],
      ['subscriptionTypes', t.subscriptionTypes],
      ['subscriptionFeatures', t.subscriptionFeatures],
      ['teamMembers', t.teamMembers],
    ];
    for (const [name, table] of order) {
      const list = rows[name] as Record<string, unknown>[];
      for (let i = 0; i < list.length; i += CHUNK) await tx.insert(table).values(list.slice(i, i + CHUNK) as never);
      log(`seed: ${list.length} ${name}`);
    }
    await refreshBranchRatings(tx as unknown as Db);
  });
  return { branches: rows.branches.length, appointments: rows.appointments.length, reviews: rows.reviews.length };
}

/**
 * The demo salon's past (issue 32, demo-history.ts): four months of visits for its reports, by accounts and by guests
 * of its own. It draws from a random source of its own, so the rest of the catalog is as it was; its appointments come
 * last, so every other appointment keeps its number.
 */
function addDemoHistory(
  rows: Rows,
  input: Pick<HistoryInput, 'rnd' | 'until' | 'isFree' | 'take'> & {
    branch: SeededBranch;
    accountIds: string[];
    names: { first: string[]; last: string[] };
  },
) {
  const { rnd, branch, accountIds, names } = input;
  const plan = planDemoHistory({
    ...input,
    accounts: accountIds.length,
    windowHours: CANCELLATION_WINDOW_HOURS,
  });
  const history = historyRows({
    rnd,
    branchId: branch.id,
    timeZone: TIME_ZONE,
    services: branch.services,
    accountIds,
    guests: Array.from({ length: plan.guests }, () => ({
      fullName: `${rnd.pick(names.first)} ${rnd.pick(names.last)}`,
      phoneNumber: `+23480${rnd.int(1, 9)}${rnd.int(100, 999)}${rnd.int(1000, 9999)}`,
    })),
    visits: plan.visits,
  });
  rows.salonGuests.push(...history.salonGuests);
  rows.appointments.push(...history.appointments);
  rows.appointmentServices.push(...history.appointmentServices);
}

function pickAccount(a: { email: string; fullName: string; phoneNumber: string }) {
  return { email: a.email, fullName: a.fullName, phoneNumber: a.phoneNumber };
}

/** A mobile number in E.164, as the forms store them; the same draws as ever, so the rest of the catalog is too. */
function phone(rnd: Random) {
  const prefix = rnd.pick(['803', '806', '813', '816', '703', '706', '805', '807', '815', '905']);
  return `+234${prefix}${rnd.int(100, 999)}${rnd.int(1000, 9999)}`;
}

/** A hand-written salon's mobile number ('0803 214 7789') as the registration form would store it. */
function e164(typed: string) {
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

const NAME_PARTS = {
  first: [
    'Glow',
    'Crown',
    'Luxe',
    'Ivory',
    'Amber',
    'Velvet',
    'Ebony',
    'Halo',
    'Royal',
    'Bloom',
    'Zuri',
    'Nneka',
    'Ayo',
    'Kemi',
    'Ada',
    'Sade',
    'Oge',
    'Bisi',
    'Tiwa',
    'Uju',
  ],
  second: [
    'Beauty Lounge',
    'Hair Studio',
    'Salon',
    'Barbershop',
    'Nail Bar',
    'Spa',
    'Braids Hub',
    'Beauty Bar',
    'Glam Studio',
    'Grooming Co.',
  ],
};

/** A plausible generated salon near one of the hand-written ones (same city, a short distance away). */
function generatedSalon(rnd: Random, salons: SalonContent[], categories: CategoryContent[], i: number): SalonContent {
  const near = salons[i % salons.length]!;
  const name = `${rnd.pick(NAME_PARTS.first)} ${rnd.pick(NAME_PARTS.second)}`;
  const urls = rnd.sample(
    categories.map((cat) => cat.categoryUrl),
    rnd.int(2, 4),
  );
  return {
    ...near,
    businessName: name,
    categoryUrls: urls,
    address: `${rnd.int(1, 220)} ${near.address.replace(/^\d+[A-Za-z]?,?\s*/, '')}`,
    latitude: Math.round((near.latitude + (rnd.next() - 0.5) * 0.06) * 1e6) / 1e6,
    longitude: Math.round((near.longitude + (rnd.next() - 0.5) * 0.06) * 1e6) / 1e6,
    about:
      `${name} is a neighbourhood salon in ${near.location}, ${near.city}. ` +
      'Walk-ins welcome; book online to skip the wait.',
    mobileNo: phone(rnd),
  };
}

/**
 * The demo salon's second branch (issue 28): a copy of its first (services, hours, image) in another demo place, with
 * staff of its own and no bookings yet. It draws from a random source of its own, so the rest of the demo catalog is
 * the same with it as without it.
 */
function addDemoSecondBranch(
  rows: Rows,
  c: typeof demoContent,
  uniqueUrl: (base: string) => string,
  rnd: ReturnType<typeof createRandom>,
) {
  const main = rows.branches[0]!;
  const business = rows.businesses.find((b) => b.id === main.businessId)!;
  // A place the demo catalog already has, so the lists of places stay as they are.
  const place = c.salons.find((s) => s.location !== main.location && s.city === main.city) ?? c.salons[1]!;
  const branchId = rnd.uuid();
  rows.branches.push({
    ...main,
    id: branchId,
    branchUrl: uniqueUrl(`${business.businessName} ${place.location}`),
    branchType: 'Sub',
    branchName: `${place.location} Studio`,
    about: `${business.businessName}'s second studio, in ${place.location}: the menu and prices of ${main.location}.`,
    phoneNumber: '+2348035550142',
    location: place.location,
    address: place.address,
    city: place.city,
    zipCode: place.zipCode,
    latitude: place.latitude,
    longitude: place.longitude,
    googleMapUrl: `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`,
  });
  const image = rows.branchImages.find((i) => i.branchId === main.id)!;
  rows.branchImages.push({ ...image, id: rnd.uuid(), branchId });
  for (const h of rows.branchTimings.filter((t) => t.branchId === main.id)) rows.branchTimings.push({ ...h, branchId });
  for (const s of rows.services.filter((x) => x.branchId === main.id))
    rows.services.push({ ...s, id: rnd.uuid(), branchId });
  for (let i = 0; i < 2; i++)
    rows.employees.push({
      id: rnd.uuid(),
      branchId,
      name: `${rnd.pick(c.firstNames)} ${rnd.pick(c.lastNames)}`,
    });
}

/**
 * The demo salon's team (issue 28): a manager of its main branch, and a stylist who is that branch's first employee
 * (renamed to the stylist's name), both joined. A random source of its own keeps the rest of the catalog as it is.
 */
function addDemoTeam(
  rows: Rows,
  hashes: { manager: string; stylist: string },
  confirmed: Date,
  rnd: ReturnType<typeof createRandom>,
) {
  const main = rows.branches[0]!;
  const employee = rows.employees.find((e) => e.branchId === main.id)!;
  employee.name = DEMO_ACCOUNTS.stylist.fullName;
  for (const [key, role] of [
    ['manager', 'MANAGER'],
    ['stylist', 'STYLIST'],
  ] as const) {
    const account = DEMO_ACCOUNTS[key];
    const userId = rnd.uuid();
    rows.users.push({
      id: userId,
      ...pickAccount(account),
      passwordHash: hashes[key],
      role: 'Business',
      emailConfirmedAt: confirmed,
    });
    rows.teamMembers.push({
      id: rnd.uuid(),
      branchId: main.id!,
      email: account.email,
      fullName: account.fullName,
      role,
      branchEmployeeId: role === 'STYLIST' ? employee.id! : null,
      userId,
      joinedAt: confirmed,
    });
  }
}
