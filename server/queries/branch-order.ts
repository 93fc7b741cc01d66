/**
 * The order a business's branches are listed in everywhere: the main branch first, then the others by age (branches
 * made in one transaction, by id, so the order never depends on the query plan).
 */
import { asc, sql } from 'drizzle-orm';
import { branches } from '../db/schema.ts';

export const mainBranchFirst = [
  sql`${branches.branchType} = 'Main' desc`,
  asc(branches.createdAt),
  asc(branches.id),
] as const;
