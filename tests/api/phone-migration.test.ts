/**
 * Migration 0009 (issue 30) on a database as it was before it: rows written with phone numbers as people typed them,
 * then the app's migrator brings it up to date. Nigerian mobiles become E.164; the rest stay as they were, each listed
 * in a WARNING (PostgreSQL's log; PGlite hands warnings to the client, caught here). Runs on PGlite and, in the
 * api-postgres project, on a PostgreSQL database of its own.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const BEFORE = '0009_phone_numbers';

/** The migrations folder as it was before 0009: its SQL files and a journal that ends at 0008. */
function folderBefore(dir: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag === BEFORE);
  expect(upTo).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upTo);
  mkdirSync(join(dir, 'meta'), { recursive: true });
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(MIGRATIONS, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  expect(readdirSync(dir).filter((f) => f.endsWith('.sql'))).toHaveLength(entries.length);
  return dir;
}

interface Target {
  run: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>;
  migrate: (folder: string) => Promise<void>;
  warnings: string[];
  close: () => Promise<void>;
}

/** An empty database of this run's kind whose warnings are kept. */
async function openTarget(): Promise<Target> {
  const warnings: string[] = [];
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const pglite = await PGlite.create('memory://', { extensions: { btree_gist, cube, pg_trgm, unaccent } });
    // PGlite passes a query's notices to that query's options only: every query here gets a listener.
    const stream = pglite.execProtocolStream.bind(pglite);
    pglite.execProtocolStream = (message, options = {}) =>
      stream(message, { ...options, onNotice: (n) => n.severity === 'WARNING' && warnings.push(n.message ?? '') });
    const db = drizzlePglite(pglite);
    return {
      run: async (q) => ({ rows: (await db.execute(q)).rows as Record<string, unknown>[] }),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      warnings,
      close: () => pglite.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `salon_phone_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  client.on('notice', (n) => n.severity === 'WARNING' && warnings.push(n.message ?? ''));
  const db = drizzlePg(client);
  return {
    run: async (q) => ({ rows: (await db.execute(q)).rows }),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    warnings,
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Rows written before 0009, by label: [table, column, value as typed, value after]. */
const ROWS = {
  ada: ['users', 'phone_number', '0803 555 0142', '+2348035550142'],
  bisi: ['users', 'phone_number', '(0806) 555-0199', '+2348065550199'],
  chidi: ['users', 'phone_number', '234 809 555 0123', '+2348095550123'],
  dayo: ['users', 'phone_number', '+234 (0) 807 555 0177', '+2348075550177'],
  emeka: ['users', 'phone_number', '+2348035550101', '+2348035550101'],
  funmi: ['users', 'phone_number', '', ''],
  gbenga: ['users', 'phone_number', '0803 1', '0803 1'],
  hauwa: ['users', 'phone_number', '+44 7911 123456', '+44 7911 123456'],
  owner: ['users', 'phone_number', '0803.214.7789', '+2348032147789'],
  walkIn: ['salon_guests', 'phone_number', '0803-555-0101', '+2348035550101'],
  caller: ['salon_guests', 'phone_number', 'ask at the desk', 'ask at the desk'],
  guestNoPhone: ['salon_guests', 'phone_number', '', ''],
  stylist: ['employees', 'phone_number', '07025 123 456', '+2347025123456'],
  barber: ['employees', 'phone_number', null, null],
  braider: ['employees', 'phone_number', '0909 341 552', '0909 341 552'],
  branch: ['branches', 'phone_number', '0816 402 9931', '+2348164029931'],
  otherBranch: ['branches', 'phone_number', '', ''],
  business: ['businesses', 'mobile_no', '2348032147789', '+2348032147789'],
  businessLandline: ['businesses', 'landline', '01 270 4455', '01 270 4455'],
  secondBusiness: ['businesses', 'mobile_no', '+234 803 650 7718', '+2348036507718'],
  secondLandline: ['businesses', 'landline', '0805 302 6617', '+2348053026617'],
} as const satisfies Record<string, [string, string, string | null, string | null]>;
type Label = keyof typeof ROWS;

let target: Target;
const ids = {} as Record<Label, string>;

beforeAll(async () => {
  target = await openTarget();
  const dir = mkdtempSync(join(tmpdir(), 'phone-migration-'));
  try {
    await target.migrate(folderBefore(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const one = async (q: ReturnType<typeof sql>) => String((await target.run(q)).rows[0]!.id);
  for (const label of ['ada', 'bisi', 'chidi', 'dayo', 'emeka', 'funmi', 'gbenga', 'hauwa', 'owner'] as const)
    ids[label] = await one(sql`insert into users (full_name, email, phone_number, password_hash, role)
      values (${label}, ${`${label}@test.ng`}, ${ROWS[label][2]}, 'x', 'Customer') returning id`);
  const type = await one(sql`insert into business_types (name) values ('Hair Salon') returning id`);
  const business = async (mobile: Label, landline: Label, url: string) =>
    one(sql`insert into businesses (owner_user_id, business_type_id, business_name, business_url, contact_name, email,
      landline, mobile_no) values (${ids.owner}, ${type}, ${url}, ${url}, 'Owner', 'owner@test.ng',
      ${ROWS[landline][2]}, ${ROWS[mobile][2]}) returning id`);
  ids.business = ids.businessLandline = await business('business', 'businessLandline', 'adunni');
  ids.secondBusiness = ids.secondLandline = await business('secondBusiness', 'secondLandline', 'kemi');
  const branch = async (label: Label, url: string) =>
    one(sql`insert into branches (business_id, branch_url, location, address, city, phone_number)
      values (${ids.business}, ${url}, 'Lekki', '1 Admiralty Way', 'Lagos', ${ROWS[label][2]}) returning id`);
  ids.branch = await branch('branch', 'adunni-lekki');
  ids.otherBranch = await branch('otherBranch', 'adunni-ikeja');
  for (const label of ['walkIn', 'caller', 'guestNoPhone'] as const)
    ids[label] = await one(sql`insert into salon_guests (branch_id, full_name, phone_number)
      values (${ids.branch}, ${label}, ${ROWS[label][2]}) returning id`);
  for (const label of ['stylist', 'barber', 'braider'] as const)
    ids[label] = await one(sql`insert into employees (branch_id, name, phone_number)
      values (${ids.branch}, ${label}, ${ROWS[label][2]}) returning id`);
  expect(target.warnings).toEqual([]);
  await target.migrate(MIGRATIONS);
});

afterAll(async () => {
  await target?.close();
});

describe('0009_phone_numbers', () => {
  it.each(Object.keys(ROWS) as Label[])('%s', async (label) => {
    const [table, column, , after] = ROWS[label];
    const { rows } = await target.run(sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)}
      where id = ${ids[label]}`);
    expect(rows).toEqual([{ v: after }]);
  });

  it('lists every row left as it was, with its table, column, id and value, in the log', () => {
    const left = (Object.keys(ROWS) as Label[]).filter((l) => {
      const [, , typed, after] = ROWS[l];
      return typed && typed === after && !typed.startsWith('+234');
    });
    expect(left.sort()).toEqual(['braider', 'businessLandline', 'caller', 'gbenga', 'hauwa']);
    const expected = left.map((l) => {
      const [table, column, typed] = ROWS[l];
      const why = 'left as it was (not a Nigerian mobile number)';
      return `phone_numbers: ${table}.${column} of id ${ids[l]} ${why}: '${typed}'`;
    });
    expect(target.warnings.slice(0, -1).sort()).toEqual(expected.sort());
    expect(target.warnings.at(-1)).toBe('phone_numbers: 5 phone number(s) left as they were, listed above');
  });
});
