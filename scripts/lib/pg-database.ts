/** A database of its own on a PostgreSQL server: for a benchmark's run (bench:day) or a test file. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A database name no other file or run has. */
export const uniqueName = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

/**
 * Makes the database `name` on the server of `adminUrl` (a copy of the database `template` when given); `drop`
 * removes it, connections and all.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
