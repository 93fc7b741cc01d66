/**
 * Generated salons for scale benchmarks (`npm run seed -- --branches N`): each near one of the hand-written ones, with
 * an owner, staff, services and a few past visits (many reviewed). Made a block at a time, so a large catalog never
 * sits in memory whole; the salons depend only on the random source and their numbers, not on the block size.
 */
import { addDays, type LocalDate } from '../domain/time.ts';
import { NO_PASSWORD } from '../lib/passwords.ts';
import type { CategoryContent, SalonContent } from './content-types.ts';
import type { Random } from './random.ts';
import { emptyRows, phone, salonWriter, type Catalog, type Rows } from './salon-rows.ts';

export interface GeneratedInput {
  /** The generated salons' own random source, the same one from block to block. */
  catalog: Catalog;
  today: LocalDate;
  /** Accounts that book the visits. */
  customerIds: string[];
  confirmed: Date;
  /** The number of the hand-written salons: the generated ones' images follow theirs. */
  handWritten: number;
}

/** The rows of generated salons `from` to `to` (exclusive), with their owners and visits. */
export function generatedRows(input: GeneratedInput, from: number, to: number): Rows {
  const { catalog, today, customerIds, confirmed, handWritten } = input;
  const { rnd, content: c } = catalog;
  const rows = emptyRows();
  // Employees are a salon's own, so a block's bookings cannot meet another block's.
  const writer = salonWriter(catalog, rows, new Map());
  for (let i = from; i < to; i++) {
    const ownerId = rnd.uuid();
    const salon = generatedSalon(rnd, c.salons, c.categories, i);
    rows.users.push({
      id: ownerId,
      fullName: writer.personName(),
      email: `owner.g${i}@example.com`,
      // In E.164 already (phone()), as the form stores it.
      phoneNumber: salon.mobileNo,
      passwordHash: NO_PASSWORD,
      role: 'Business',
      emailConfirmedAt: confirmed,
    });
    const branch = writer.addSalon(salon, handWritten + i, ownerId);
    const reviewsBefore = rows.reviews.length;
    const visits = rnd.int(1, 3);
    for (let v = 0, tries = 0; v < visits && tries < visits * 6; tries++) {
      const state = rnd.chance(0.88) ? 'completed' : 'cancelled';
      const date = addDays(today, -rnd.int(1, 120));
      if (writer.book(branch, rnd.pick(customerIds), date, state, rnd.chance(0.75))) v++;
    }
    // Earned from the reviews just made, as the seed's last statement would set it (and does, for the demo's): so the
    // generated branches are not written twice, each through a dozen indexes and its search row.
    const earned = rows.reviews.slice(reviewsBefore).map((r) => r.rating);
    Object.assign(rows.branches.at(-1)!, { rating: averageRating(earned), totalRatings: earned.length });
  }
  return rows;
}

/** round(avg(ratings), 2) as PostgreSQL's numeric has it (halves away from zero), in integers; 0 without any. */
export function averageRating(ratings: number[]) {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.floor((200 * sum + ratings.length) / (2 * ratings.length)) / 100;
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
