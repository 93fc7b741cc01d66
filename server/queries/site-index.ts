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
  const [summaries, offered, versions] = await Promise.all([
    listBranches(db),
    db
      .selectDistinct({
        branchId: services.branchId,
        categoryurl: categories.categoryUrl,
        serviceName: services.serviceName,
      })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .innerJoin(branches, eq(branches.id, services.branchId))
      .where(and(eq(services.status, true), eq(branches.status, true))),
    db.select({ branchId: branches.id, updatedAt: branches.updatedAt }).from(branches).where(eq(branches.status, true)),
  ]);
  const categoriesOf = new Map<string, Set<string>>();
  const servicesOf = new Map<string, Set<string>>();
  for (const o of offered) {
    if (!categoriesOf.has(o.branchId)) categoriesOf.set(o.branchId, new Set());
    if (!servicesOf.has(o.branchId)) servicesOf.set(o.branchId, new Set());
    categoriesOf.get(o.branchId)!.add(o.categoryurl);
    servicesOf.get(o.branchId)!.add(o.serviceName);
  }
  const versionOf = new Map(versions.map((v) => [v.branchId, v.updatedAt.toISOString()]));
  return summaries.map((b) => ({
    ...b,
    categories: [...(categoriesOf.get(b.branchId) ?? [])].sort(),
    serviceNames: [...(servicesOf.get(b.branchId) ?? [])].sort(),
    updatedAt: versionOf.get(b.branchId) ?? new Date(0).toISOString(),
  }));
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
