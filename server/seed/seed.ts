/**
 * The demo catalog: hand-written salons, blogs, FAQs and plans (demo-content.ts), staff and services drawn from
 * their categories, and customers with past appointments and reviews, so ratings and testimonials are earned; the
 * demo salon also has a week around the seeding day (demo-week.ts) and months of history (demo-history.ts).
 * Deterministic for a given seed and day. `extraBranches` adds generated salons for scale benchmarks (generated.ts),
 * made and inserted a block at a time after the demo catalog; they draw from a random source of their own, so the demo
 * catalog is the same with them as without them.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { slugify } from '../domain/catalog.ts';
import { sanitizeBlogHtml } from '../domain/html.ts';
import { serviceLines } from '../domain/service-lines.ts';
import { addDays, localDateOf, zonedTime, type LocalDate } from '../domain/time.ts';
import { hashPassword, NO_PASSWORD } from '../lib/passwords.ts';
import { insertRows } from './bulk-insert.ts';
import { demoContent } from './demo-content.ts';
import { historyRows, planDemoHistory, type HistoryInput } from './demo-history.ts';
import { planDemoWeek } from './demo-week.ts';
import { generatedRows, type GeneratedInput } from './generated.ts';
import { createRandom, type Random } from './random.ts';
import {
  e164,
  emptyRows,
  phone,
  salonWriter,
  TIME_ZONE,
  urlMaker,
  type Busy,
  type Catalog,
  type Rows,
  type SeededBranch,
} from './salon-rows.ts';

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

const CUSTOMER_AVATARS = 12;
/** Generated salons made and inserted at a time, with all their rows: memory stays flat however many there are. */
const GENERATED_BLOCK = 2000;
/** Progress is told every so many generated salons, or as often as this when a block takes long. */
const PROGRESS_EVERY = { branches: 10_000, ms: 5000 };
/** The branches' free-cancellation window: the column's default, which the seed leaves as it is. */
const CANCELLATION_WINDOW_HOURS = 24;

export interface SeedOptions {
  /** Generated salons beyond the hand-written ones (for benchmarks). */
  extraBranches?: number;
  seed?: number;
  now?: Date;
  log?: (line: string) => void;
}

/** True when the database holds no catalog yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${t.branches}`);
  return Number(rows[0]!.n) === 0;
}

export async function seedDemo(db: Db, options: SeedOptions = {}) {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const rnd = createRandom(options.seed ?? 20231);
  const now = options.now ?? new Date();
  const today = localDateOf(now, TIME_ZONE);
  const rows = emptyRows();
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
  const uniqueUrl = urlMaker();
  const catalog: Catalog = { rnd, content: c, typeIds, categoryIds, uniqueUrl };
  const busy: Busy = new Map();
  const { addSalon, book, personName } = salonWriter(catalog, rows, busy);

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

  const seeded: SeededBranch[] = [];
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
    seeded.push(addSalon(salon, i, ownerId));
  });
  // Past visits (most completed and many reviewed), a few upcoming, never overlapping per employee.
  const pastDate = () => addDays(today, -rnd.int(1, 120));
  seeded.forEach((branch) => {
    const visits = rnd.int(8, 16);
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

  const generated: GeneratedInput = {
    catalog: { ...catalog, rnd: createRandom(seed + 4) },
    today,
    customerIds: customerIds.slice(1),
    confirmed,
    handWritten: c.salons.length,
  };
  const extra = options.extraBranches ?? 0;
  const total = {
    branches: rows.branches.length,
    appointments: rows.appointments.length,
    reviews: rows.reviews.length,
  };
  await db.transaction(async (tx) => {
    // The search rows are made once, at the end (makeSearchRows).
    await tx.execute(sql`select set_config('salon.search_deferred', 'on', true)`);
    for (const [name, table] of INSERT_ORDER) {
      await insertRows(tx, table, rows[name]);
      log(`seed: ${rows[name].length} ${name}`);
    }
    // The generated salons a block at a time, each block's rows inserted while the next one is made, into tables
    // without their secondary indexes, foreign keys and appointment triggers (put back once over the rows at the end:
    // at 100,000 branches, 1.2 million services).
    const putBack = extra > 0 ? await setAsideForBulk(tx) : [];
    const progress = progressLog(log, total.branches + extra, started);
    let inserting = Promise.resolve();
    for (let from = 0; from < extra; from += GENERATED_BLOCK) {
      const block = generatedRows(generated, from, Math.min(extra, from + GENERATED_BLOCK));
      await inserting;
      progress(total.branches);
      total.branches += block.branches.length;
      total.appointments += block.appointments.length;
      total.reviews += block.reviews.length;
      inserting = insertAll(tx, block);
      // Awaited once the next block is made; a failure meanwhile is not an unhandled rejection.
      inserting.catch(() => {});
    }
    await inserting;
    if (extra > 0) progress(total.branches, true);
    const timed = async (what: string, step: () => Promise<void>) => {
      const at = performance.now();
      await step();
      log(`seed: ${what} in ${Math.round(performance.now() - at)} ms`);
    };
    for (const [what, step] of putBack) await timed(what, step);
    await timed('ratings', () => earnRatings(tx));
    await timed('search rows', () => makeSearchRows(tx));
  });
  return total;
}

/** Tables in the order their rows go in: every row after the rows it refers to. */
const INSERT_ORDER: [keyof Rows, PgTable][] = [
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

async function insertAll(db: Db, rows: Rows) {
  for (const [name, table] of INSERT_ORDER) await insertRows(db, table, rows[name]);
}

/**
 * Tells how far the seed is ("branches 40,000/100,000 · 48 s") every PROGRESS_EVERY.branches branches, or sooner when
 * PROGRESS_EVERY.ms has passed since the last line.
 */
function progressLog(log: (line: string) => void, total: number, started: number) {
  let lastCount = 0;
  let lastAt = performance.now();
  return (done: number, last = false) => {
    const at = performance.now();
    const step = Math.floor(done / PROGRESS_EVERY.branches) > Math.floor(lastCount / PROGRESS_EVERY.branches);
    if (!last && !step && at - lastAt < PROGRESS_EVERY.ms) return;
    lastCount = done;
    lastAt = at;
    const n = (x: number) => x.toLocaleString('en-US');
    log(`branches ${n(done)}/${n(total)} · ${Math.round((at - started) / 1000)} s`);
  };
}

/**
 * Every branch's rating from its reviews, in one statement once all are in (queries/ratings.ts does it a branch at a
 * time). Generated branches come with theirs (generated.ts); only a branch whose rating differs is written.
 */
async function earnRatings(db: Db) {
  await db.execute(sql`
    update ${t.branches} b set rating = r.rating, total_ratings = r.n
    from (
      select branch_id, round(avg(rating)::numeric, 2) as rating, count(*)::int as n
      from ${t.reviews} group by branch_id
    ) r
    where b.id = r.branch_id and (b.rating, b.total_ratings) is distinct from (r.rating, r.n)`);
}

/**
 * The search rows of every branch (migration 0015), in one statement once the catalog is in: the seed's transaction
 * defers the triggers that make them as rows go in (migration 0016), a block at a time, and the search tables' own
 * indexes (all but their keys) are dropped meanwhile and built once over the rows, in the same transaction. Measured
 * at 20,000 branches: 15.2 s by the triggers, 11.5 s in one statement, 9.3 s with the indexes built once.
 */
async function makeSearchRows(db: Db) {
  await db.execute(sql`select set_config('salon.search_deferred', 'off', true)`);
  const restore = await setIndexesAside(db, ['branch_search', 'search_terms', 'search_words']);
  await db.execute(sql`select search_refresh(array(select id from ${t.branches}))`);
  await restore();
}

/** The tables the generated salons fill: their secondary indexes are built once, after the rows are in. */
const BULK_TABLES = ['services', 'employees', 'branch_images', 'appointment_services', 'reviews', 'salon_guests'];

/**
 * Drops these tables' secondary indexes (all but their keys and unique ones, which rows are checked against) in the
 * seed's transaction; answers how to build them again from their own definitions.
 */
async function setIndexesAside(db: Db, tables: string[]): Promise<() => Promise<void>> {
  const { rows: indexes } = await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ${tables}
      and indexdef not like 'CREATE UNIQUE INDEX%'`);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  };
}

/** What slows inserts of many rows, set aside for the generated salons: answers the steps that put each back. */
async function setAsideForBulk(db: Db): Promise<[string, () => Promise<void>][]> {
  const tables = INSERT_ORDER.map(([, table]) => getTableName(table));
  return [
    ['indexes built', await setIndexesAside(db, BULK_TABLES)],
    ['foreign keys checked', await setForeignKeysAside(db, tables)],
    ['busy times and report sums', await setAppointmentTriggersAside(db)],
  ];
}

/**
 * Sets aside the appointments' row triggers (the employee's busy time, migration 0003; the report's day sums, 0013)
 * while the generated salons go in: run for each of 200,000 appointments they took 40% of the inserts into the
 * embedded database. Answers how to turn them on again and do their work for those appointments in two statements,
 * through the same report_count the trigger calls.
 */
async function setAppointmentTriggersAside(db: Db): Promise<() => Promise<void>> {
  const turn = (to: 'enable' | 'disable') =>
    sql.raw(`alter table appointments ${to} trigger "Appointments_report", ${to} trigger appointments_keep_busy`);
  // The appointments in before this, which the triggers saw.
  await db.execute(sql`create temp table seed_counted on commit drop as select id from ${t.appointments}`);
  await db.execute(turn('disable'));
  return async () => {
    await db.execute(turn('enable'));
    const unseen = sql`not exists (select 1 from seed_counted c where c.id = a.id)`;
    await db.execute(sql`
      insert into ${t.employeeBusy} (employee_id, start_at, end_at, appointment_id)
      select a.branch_employee_id, a.start_at, a.end_at, a.id from ${t.appointments} a
      where a.booking_status <> 'CANCELLED' and ${unseen}`);
    await db.execute(sql`
      select report_count(a, d.status, d.amount_kobo, 1)
      from ${t.appointments} a left join ${t.deposits} d on d.appointment_id = a.id
      where ${unseen}`);
  };
}

/**
 * Drops these tables' foreign keys in the seed's transaction: a key checks each row against its parent as it goes in,
 * a third of the time of an insert into the embedded database, where adding the key again checks every row in one
 * join. Answers how to add them again, from their own definitions.
 */
async function setForeignKeysAside(db: Db, tables: string[]): Promise<() => Promise<void>> {
  const { rows: keys } = await db.execute<{ table: string; name: string; definition: string }>(sql`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace
      and c.relname in ${tables}`);
  const alter = (key: (typeof keys)[number]) => sql`alter table ${sql.identifier(key.table)}`;
  for (const key of keys) await db.execute(sql`${alter(key)} drop constraint ${sql.identifier(key.name)}`);
  return async () => {
    for (const key of keys) {
      await db.execute(sql`${alter(key)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
    }
  };
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

/**
 * The demo salon's second branch (issue 28): a copy of its first (services, hours, image) in another demo place, with
 * staff of its own and no bookings yet. It draws from a random source of its own, so the rest of the demo catalog is
 * the same with it as without it.
 */
function addDemoSecondBranch(rows: Rows, c: typeof demoContent, uniqueUrl: (base: string) => string, rnd: Random) {
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
function addDemoTeam(rows: Rows, hashes: { manager: string; stylist: string }, confirmed: Date, rnd: Random) {
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
