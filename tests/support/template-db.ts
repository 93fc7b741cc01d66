/**
 * Vitest global setup of the API tests: one migrated database per run, which every file's fresh database copies
 * (./test-db.ts). Each file made and migrated its own before: 5 s on the embedded database (most of it making an
 * empty cluster), 0.7 s on PostgreSQL; a copy takes 0.6 s and 0.1 s.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../../server/db/client.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { createDatabase, uniqueName } from '../../scripts/lib/pg-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database to copy: a dump file (embedded database) or a database's name (PostgreSQL). */
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_KIND === 'postgres') {
    const name = uniqueName('salon_template');
    const template = await createDatabase(process.env.TEST_DATABASE_URL!, name);
    await (await openDatabase({ url: template.url, log: () => {} })).close();
    project.provide('templateDb', name);
    return template.drop;
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
