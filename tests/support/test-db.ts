/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new PostgreSQL
 * database created on the TEST_DATABASE_URL server and dropped afterwards, so files never share state. Each is a copy
 * of the run's migrated database (./template-db.ts); opening it migrates what the copy lacks (nothing).
 */
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { newDatabase, onServer } from './template-db.ts';

export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres')
    return openDatabase({ dataDir: 'memory://', startFrom: inject('templateDb') });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const { name, url } = newDatabase(adminUrl, 'salon_test');
  // Outside a project with the global setup (no template): an empty database, migrated as it opens.
  const template = inject('templateDb');
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ url, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
