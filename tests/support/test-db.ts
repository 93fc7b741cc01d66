/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new PostgreSQL
 * database created on the TEST_DATABASE_URL server and dropped afterwards, so files never share state. Each is a copy
 * of the run's migrated database (./template-db.ts); opening it migrates what the copy lacks (nothing).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';

export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres')
    return openDatabase({ dataDir: 'memory://', startFrom: inject('templateDb') });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `salon_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Outside a project with the global setup (no template): an empty database, migrated as it opens.
  const template = inject('templateDb');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
