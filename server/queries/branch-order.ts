/** The order a business's branches are listed in everywhere: the main branch first, then the others by age. */
import { asc, sql } from 'drizzle-orm';
import { branches } from '../db/schema.ts';

export const mainBranchFirst = [sql`${branches.branchType} = 'Main' desc`, asc(branches.createdAt)] as const;
