/**
 * What the site's live updates read: a light index of every active branch (what listing, category, search pages and
 * the sitemap show of it), and which branches changed since a moment. A branch's `updated_at` is its version: every
 * catalog write that changes what its pages show moves it (touchBranches).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, categories, services } from '../db/schema.ts';
import { listBranches } from './catalog.ts';

/** Marks branches as changed (their pages are re-rendered by the site's live path). */
export async function touchBranches(db: Db, branchIds: string[]) {
  if (branchIds.length === 0) return;
  await db
    .update(branches)
    .set({ updatedAt: sql`now()` })
    .where(inArray(branches.id, branchIds));
}

/** Marks every branch of a business as changed (its name and contacts are on each branch's pages). */
export async function touchBusinessBranches(db: Db, businessId: string) {
  await db
    .update(branches)
    .set({ updatedAt: sql`now()` })
    .where(eq(branches.businessId, businessId));
}

/**
 * Every active branch, best rated first, with what pages other than its own show of it: its summary, the categories
 * and service names it offers (active services), and its version.
 */
export async function branchIndex(db: Db) {
  // What each branch offers comes aggregated, a row per branch: ten times fewer rows to read than a row per service
  // (at 10,000 branches 1.2–1.8 s → 0.8 s, most of it was reading rows).
  const [summaries, offered] = await Promise.all([
    listBranches(db),
    db
      .select({
        branchId: branches.id,
        updatedAt: branches.updatedAt,
        categories: sql<string[] | null>`array_agg(distinct ${categories.categoryUrl})`,
        serviceNames: sql<string[] | null>`array_agg(distinct ${services.serviceName})`,
      })
      .from(branches)
      .leftJoin(services, and(eq(services.branchId, branches.id), eq(services.status, true)))
      .leftJoin(categories, eq(categories.id, services.categoryId))
      .where(eq(branches.status, true))
      .groupBy(branches.id),
  ]);
  // A branch without active services aggregates one null; sorted here, not by the database's collation.
  const present = (values: (string | null)[] | null) => values?.filter((v): v is string => v !== null).sort() ?? [];
  const of = new Map(offered.map((o) => [o.branchId, o]));
  return summaries.map((b) => {
    const o = of.get(b.branchId);
    return {
      ...b,
      categories: present(o?.categories ?? null),
      serviceNames: present(o?.serviceNames ?? null),
      updatedAt: (o?.updatedAt ?? new Date(0)).toISOString(),
    };
  });
}

export type BranchIndexEntry = Awaited<ReturnType<typeof branchIndex>>[number];

/** Branches (active or not) whose version is later than `since`, oldest change first, at most `limit`. */
export async function branchChanges(db: Db, since: Date, limit: number) {
  const rows = await db
    .select({
      branchId: branches.id,
      branchUrl: branches.branchUrl,
      active: branches.status,
      updatedAt: branches.updatedAt,
    })
    .from(branches)
    .where(gt(branches.updatedAt, since))
    .orderBy(branches.updatedAt, branches.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
