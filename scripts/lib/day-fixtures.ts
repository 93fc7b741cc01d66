/**
 * What `npm run bench:day` knows before it sends anything: the seeded catalog (read from the bench database), a
 * popularity order of the branches, customer accounts with a known password (written straight into the database, as
 * the API tests do) and a password for the owners of the most visited branches, whose calendars are read. Once nginx
 * is up: a probe of each page kind through it, and the owners' logins.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../server/lib/passwords.ts';
import { signToken } from '../../server/lib/jwt.ts';
import { createRandom } from '../../server/seed/random.ts';

export const CUSTOMER_PASSWORD = 'Bench-Day-Customer-2026';
export const OWNER_PASSWORD = 'Bench-Day-Owner-2026';

export interface BranchFacts {
  id: string;
  url: string;
  timeZone: string;
  /** A few of its services without a deposit (a deposit would hold the time for a payment the bench never makes). */
  serviceIds: string[];
  /** The owner's e-mail, for the branches whose calendar is read. */
  ownerEmail?: string;
}

export interface Customer {
  id: string;
  email: string;
  /** Signed as the server signs them (same JWT_SECRET); replaced by the token of each login during the run. */
  token: string;
}

export interface Fixtures {
  /** Most visited first. */
  branches: BranchFacts[];
  categoryUrls: string[];
  customers: Customer[];
  /** The branches (most visited first) whose owners read their calendar. */
  calendarBranches: BranchFacts[];
}

/** Reads the catalog and writes the accounts; `seed` fixes the popularity order, so runs are comparable. */
export async function prepareFixtures(
  databaseUrl: string,
  jwtSecret: string,
  options: { customers: number; owners: number; seed?: number },
): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const branches = await readBranches(client);
    // Popularity is not alphabetical: a fixed shuffle, then Zipf weights by rank (skewedPicker).
    const random = createRandom(options.seed ?? 33);
    const ordered = random.sample(branches, branches.length);
    const categories = await client.query<{ url: string }>(
      'select category_url as url from categories where status order by sort_order, category_url',
    );
    const customers = await writeCustomers(client, jwtSecret, options.customers);
    const calendarBranches = await giveOwnersPasswords(client, ordered.slice(0, options.owners));
    return { branches: ordered, categoryUrls: categories.rows.map((r) => r.url), customers, calendarBranches };
  } finally {
    await client.end();
  }
}

async function readBranches(client: pg.Client): Promise<BranchFacts[]> {
  const { rows } = await client.query<{ id: string; url: string; tz: string; services: string[] | null }>(`
    select b.id, b.branch_url as url, b.time_zone as tz,
      (select array_agg(s.id order by s.service_name) from services s
        where s.branch_id = b.id and s.status and s.deleted_at is null and s.deposit_type = 'NONE') as services
    from branches b where b.status order by b.branch_url`);
  return rows
    .filter((r) => r.services?.length)
    .map((r) => ({ id: r.id, url: r.url, timeZone: r.tz, serviceIds: r.services!.slice(0, 3) }));
}

/** Confirmed customer accounts sharing one password hash (one argon2 hash, not thousands). */
async function writeCustomers(client: pg.Client, jwtSecret: string, count: number): Promise<Customer[]> {
  const hash = await hashPassword(CUSTOMER_PASSWORD);
  const secret = new TextEncoder().encode(jwtSecret);
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const token = await signToken(secret, { userId: id, role: 'Customer' }, new Date());
    customers.push({ id, email: `day-customer-${i + 1}@bench.ng`, token });
  }
  for (let i = 0; i < customers.length; i += 500) {
    const batch = customers.slice(i, i + 500);
    await client.query(
      `insert into users (id, full_name, email, password_hash, role, email_confirmed_at)
       select id, 'Day Customer', email, $3, 'Customer', now() from unnest($1::uuid[], $2::text[]) as u(id, email)`,
      [batch.map((c) => c.id), batch.map((c) => c.email), hash],
    );
  }
  return customers;
}

async function giveOwnersPasswords(client: pg.Client, branches: BranchFacts[]): Promise<BranchFacts[]> {
  const hash = await hashPassword(OWNER_PASSWORD);
  const { rows } = await client.query<{ branch: string; email: string }>(
    `update users u set password_hash = $2, email_confirmed_at = coalesce(u.email_confirmed_at, now())
     from businesses bu join branches b on b.business_id = bu.id
     where bu.owner_user_id = u.id and b.id = any($1::uuid[])
     returning b.id as branch, u.email`,
    [branches.map((b) => b.id), hash],
  );
  const owner = new Map(rows.map((r) => [r.branch, r.email]));
  return branches.filter((b) => owner.has(b.id)).map((b) => ({ ...b, ownerEmail: owner.get(b.id) }));
}

/** Picks index 0..n-1 with Zipf weights 1/(rank+1)^s: a few salons get much of the traffic, as in a city. */
export function skewedPicker(n: number, random: () => number, s = 1): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / Math.pow(i + 1, s);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** One of each page kind and an API read through nginx, before the clock starts: a 404 here is a setup fault. */
export async function probe(origin: string, f: Fixtures) {
  const paths = [
    '/',
    '/branches',
    `/category/${f.categoryUrls[0]}`,
    `/branches/${f.branches[0]!.url}`,
    `/appointments/${f.branches[0]!.id}`,
    '/api/Category/GetByStatus',
  ];
  for (const path of paths) {
    const res = await fetch(`${origin}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} through nginx`);
  }
}

/** The owners log in through the front door once, as the calendar page's visitors would have. */
export async function logInOwners(origin: string, f: Fixtures): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const byEmail = new Map<string, string>();
  for (const b of f.calendarBranches) {
    let token = byEmail.get(b.ownerEmail!);
    if (!token) {
      const res = await fetch(`${origin}/api/Auth/login`, {
        method: 'POST',
        body: new URLSearchParams({ Username: b.ownerEmail!, Password: OWNER_PASSWORD }),
      });
      const body = (await res.json()) as { token?: string; message?: string };
      if (!res.ok || !body.token) throw new Error(`the owner ${b.ownerEmail} could not log in: ${body.message}`);
      token = body.token;
      byEmail.set(b.ownerEmail!, token);
    }
    tokens.set(b.id, token);
  }
  return tokens;
}
