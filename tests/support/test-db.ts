/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new PostgreSQL
 * database created on the TEST_DATABASE_URL server and dropped afterwards, so files never share state. Each is a copy
 * of the run's migrated database (./template-db.ts); opening it migrates what the copy lacks (nothing).
 */
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createDatabase, uniqueName } from '../../scripts/lib/pg-database.ts';

export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres')
    return openDatabase({ dataDir: 'memory://', startFrom: inject('templateDb') });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  // Outside a project with the global setup (no template): an empty database, migrated as it opens.
  const made = await createDatabase(adminUrl, uniqueName('salon_test'), inject('templateDb'));
  const database = await openDatabase({ url: made.url, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await made.drop();
    },
  };
}
