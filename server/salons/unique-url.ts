/** Public addresses of businesses and branches: a slug of their name, made unique with -2, -3, … */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { findPgCode } from '../db/unavailable.ts';
import { branches, businesses } from '../db/schema.ts';
import { slugify } from '../domain/catalog.ts';

/** A URL slug from `base` that `taken` says no one uses yet: the slug itself, else with -2, -3, … */
async function uniqueUrl(base: string, taken: (url: string) => Promise<boolean>): Promise<string> {
  const root = slugify(base) || 'salon';
  for (let n = 1; ; n++) {
    const url = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(url))) return url;
  }
}

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

export const uniqueBusinessUrl = (db: Db, base: string) =>
  uniqueUrl(base, (u) =>
    exists(db.select({ id: businesses.id }).from(businesses).where(eq(businesses.businessUrl, u))),
  );

export const uniqueBranchUrl = (db: Db, base: string) =>
  uniqueUrl(base, (u) => exists(db.select({ id: branches.id }).from(branches).where(eq(branches.branchUrl, u))));

/**
 * Runs `write`, which picks a unique URL and inserts it, again when another writer took that URL between the pick and
 * the insert (the unique index answers 23505): the next pick sees the other's row. At most `attempts` times.
 */
export async function withFreshUrl<T>(write: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (findPgCode(err) !== '23505' || attempt >= attempts) throw err;
    }
  }
}
