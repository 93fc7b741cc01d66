/** The health check's question to the database. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Resolves while the database answers one trivial query; rejects when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
