/** Public addresses of businesses and branches: a slug of their name, made unique with -2, -3, … */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
