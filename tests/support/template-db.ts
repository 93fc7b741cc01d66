/**
 * Vitest global setup of the API tests: one migrated database per run, which every file's fresh database copies
 * (./test-db.ts). Each file made and migrated its own before: 5 s on the embedded database (most of it making an
 * empty cluster), 0.7 s on PostgreSQL; a copy takes 0.6 s and 0.1 s.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../../server/db/client.ts';
import { openPglite } from '../../server/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database to copy: a dump file (embedded database) or a database's name (PostgreSQL). */
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_KIND === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const { name, url } = newDatabase(adminUrl, 'salon_template');
    await onServer(adminUrl, `create database ${name}`);
    await (await openDatabase({ url, log: () => {} })).close();
    project.provide('templateDb', name);
    return () => onServer(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const pglite = await openPglite('memory://');
  await migrate(drizzle(pglite), { migrationsFolder });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'salon-template-'));
  writeFileSync(join(dir, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDb', join(dir, 'db.tar'));
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A new database's name, and its URL on the server of `adminUrl`. */
export function newDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Runs one statement (making or dropping a database) on the server of `adminUrl`, on a connection of its own. */
export async function onServer(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
