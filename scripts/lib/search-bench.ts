/**
 * bench:api's search section (issue 35): `npm run bench:api -- --only search [--branches N] [--seeded DIR]`.
 * A server on a catalog of N branches (seeded here, or a copy of a PGlite data folder seeded before; with
 * DATABASE_URL, that database: seeded here when empty, used as it is when --seeded is given) answers a mix of searches
 * as people make them, open-loop at a fixed rate (each request sent on time whether or not earlier ones came back, so
 * a slow answer cannot hide the ones queued behind it): names whole and in part, services, areas, typos, one and two
 * words, with and without Near, the catalog's filters and their second pages, Suggest as a word is typed letter by
 * letter, and the branches list's name filter (Name) likewise and with a piece from inside a word. Twice: as traffic
 * repeats itself (the answer cache answers repeats), and with every request computed. Prints p50/p95/p99 of the
 * answers per operation, searches shed past capacity (503), errors, and the largest answer gzipped.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRandom, type Random } from '../../server/seed/random.ts';
import { startServer } from './server-process.ts';

export interface SearchBenchOptions {
  branches: number;
  /** A PGlite data folder seeded before (copied, not changed); with a database URL: that database is seeded. */
  seeded?: string;
  databaseUrl?: string;
  rate: number;
  seconds: number;
}

interface Request {
  op: string;
  path: string;
}

/** Places people search from: around the demo cities (the generated branches are near them too). */
const CITIES: [number, number][] = [
  [6.45, 3.47], // Lekki
  [6.6, 3.35], // Ikeja
  [6.5, 3.37], // Yaba
  [9.07, 7.47], // Abuja
  [4.82, 7.01], // Port Harcourt
  [7.4, 3.9], // Ibadan
];

/** A word with two neighbouring letters swapped (one typo), from five letters. */
function typo(rnd: Random, word: string): string {
  if (word.length < 5) return word;
  const i = rnd.int(1, word.length - 2);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 1);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The mix: Find (in its shapes) and Suggest (every prefix of a word as typed), from the catalog's own names. */
async function requestMix(base: string, rnd: Random): Promise<Request[]> {
  const get = async <T>(path: string) => ((await (await fetch(`${base}${path}`)).json()) as { data: T }).data;
  const data = await get<{ services: string[]; locations: string[] }>('/api/Branch/SearchData');
  const names: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 6; i++) {
    const page: { items: { businessName: string }[]; next: string | null } = await get(
      `/api/Branch/Find?Limit=50${cursor ? `&Cursor=${cursor}` : ''}`,
    );
    names.push(...page.items.map((b) => b.businessName));
    cursor = page.next;
  }
  const categories = (await get<{ categoryurl: string }[]>('/api/Category/GetByStatus')).map((c) => c.categoryurl);
  const near = () => {
    const [lat, lng] = rnd.pick(CITIES);
    return `${(lat + (rnd.next() - 0.5) * 0.1).toFixed(4)},${(lng + (rnd.next() - 0.5) * 0.1).toFixed(4)}`;
  };
  const find = (op: string, params: Record<string, string>) => ({ op, path: `/api/Branch/Find?${q(params)}` });
  const out: Request[] = [];
  for (let i = 0; i < 400; i++) {
    const name = rnd.pick(names);
    const service = rnd.pick(data.services);
    const area = rnd.pick(data.locations);
    const nameWords = words(name);
    out.push(
      find('find: a name', { Query: name }),
      find('find: a name, first word', { Query: nameWords[0] ?? name }),
      find('find: a service', { Query: rnd.pick(words(service)) ?? service }),
      find('find: two words', { Query: `${rnd.pick(words(service)) ?? ''} ${rnd.pick(words(area)) ?? ''}` }),
      find('find: an area', { Query: area }),
      find('find: a typo', { Query: typo(rnd, rnd.pick(words(service).filter((w) => w.length >= 5)) ?? 'braids') }),
      find('find: near', { Near: near() }),
      find('find: words + near', { Query: rnd.pick(words(service)) ?? service, Near: near() }),
      find('find: category', { CategoryURL: rnd.pick(categories) }),
      find('find: area filter', { Location: area }),
    );
    // Suggest as someone types a word: from two letters to the whole word.
    const typed = rnd.pick([...nameWords, ...words(service), ...words(area)].filter((w) => w.length >= 3));
    if (typed)
      for (let n = 2; n <= Math.min(typed.length, 7); n++)
        out.push({ op: 'suggest: as typed', path: `/api/Search/Suggest?${q({ Query: typed.slice(0, n) })}` });
    // The branches list's name filter as someone types a name's word, and a piece from inside one.
    const piece = rnd.pick(nameWords.filter((w) => w.length >= 4));
    if (piece) {
      for (let n = 2; n <= Math.min(piece.length, 5); n++)
        out.push(find('find: name filter, typed', { Name: piece.slice(0, n) }));
      out.push(find('find: name filter, inside', { Name: piece.slice(1, 4) }));
    }
  }
  // Second pages: the site's "Show more" on a category and on a search.
  for (const c of categories) {
    const first = await get<{ next: string | null }>(`/api/Branch/Find?${q({ CategoryURL: c })}`);
    if (first.next) out.push(find('find: next page', { CategoryURL: c, Cursor: first.next }));
  }
  return out;
}

interface Timing {
  op: string;
  ms: number;
  status: number;
  gzipBytes: number;
}

/** Sends `requests` open-loop at `rate` a second for `seconds`; latency counts from when each was due. */
async function openLoop(base: string, requests: Request[], rate: number, seconds: number, unique: boolean) {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<Timing>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const { op, path } = requests[i % requests.length]!;
    // An unknown parameter (ignored by the API) makes the URL new, so the answer cache cannot answer it.
    const url = `${base}${path}${unique ? `&bench=${i}` : ''}`;
    pending.push(
      fetch(url, { headers: { 'Accept-Encoding': 'gzip' } }).then(
        async (res) => {
          const body = new Uint8Array(await res.arrayBuffer());
          return { op, ms: performance.now() - due, status: res.status, gzipBytes: gzipSync(body).byteLength };
        },
        () => ({ op, ms: performance.now() - due, status: 0, gzipBytes: 0 }),
      ),
    );
  }
  return Promise.all(pending);
}

/** One request at a time (no queue): what each costs the server. */
async function oneAtATime(base: string, requests: Request[], count: number) {
  const out: Timing[] = [];
  for (let i = 0; i < count; i++) {
    const { op, path } = requests[i % requests.length]!;
    const started = performance.now();
    const res = await fetch(`${base}${path}&bench=one-${i}`);
    const body = new Uint8Array(await res.arrayBuffer());
    out.push({ op, ms: performance.now() - started, status: res.status, gzipBytes: gzipSync(body).byteLength });
  }
  return out;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function report(title: string, timings: Timing[]) {
  console.log(`\n${title}`);
  const ops = [...new Set(timings.map((t) => t.op))].sort();
  // Latency of the answers; a search turned away past capacity (503, server/http/load-shed.ts) counts as shed.
  const row = (op: string, ts: Timing[]) => {
    const ms = ts
      .filter((t) => t.status === 200)
      .map((t) => t.ms)
      .sort((a, b) => a - b);
    const shed = ts.filter((t) => t.status === 503).length;
    const errors = ts.filter((t) => t.status !== 200 && t.status !== 503).length;
    const at = (p: number) => (ms.length ? pct(ms, p).toFixed(1) : '-').padStart(6);
    console.log(
      `   ${op.padEnd(26)} n=${String(ts.length).padStart(5)}  p50 ${at(50)} ms  p95 ${at(95)} ms  ` +
        `p99 ${at(99)} ms  shed ${shed}  errors ${errors}`,
    );
  };
  for (const op of ops)
    row(
      op,
      timings.filter((t) => t.op === op),
    );
  row('all', timings);
  const largest = timings.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  console.log(`   largest answer gzipped: ${(largest.gzipBytes / 1024).toFixed(1)} KB (${largest.op})`);
}

export { requestMix, oneAtATime, report };

export async function benchSearch(options: SearchBenchOptions) {
  const work = mkdtempSync(join(tmpdir(), 'salon-bench-search-'));
  const dataDir = join(work, 'data');
  try {
    if (options.seeded && !options.databaseUrl) {
      cpSync(options.seeded, dataDir, { recursive: true });
      console.log(`search: a copy of ${options.seeded}`);
    } else if (!options.seeded) {
      const started = performance.now();
      const seeded = spawnSync(process.execPath, ['server/seed/cli.ts', '--branches', String(options.branches)], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? '' },
        encoding: 'utf8',
      });
      if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
      console.log(
        `search: seeded ${options.branches} branches in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    // A folder seeded before the search migration is brought up to date at start: give it time.
    const serverStarted = performance.now();
    const server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? '', SITE_BUILD: 'off', LOG_REQUESTS: 'off' },
      30 * 60_000,
    );
    try {
      const rnd = createRandom(35);
      const requests = await requestMix(server.url, rnd);
      const shuffled = rnd.sample(requests, requests.length);
      console.log(
        `search: ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, server ready in ` +
          `${(server.readyMs / 1000).toFixed(1)} s; ${requests.length} requests in the mix; ` +
          `${options.rate} req/s for ${options.seconds} s each run; load average ${loadavg()
            .map((l) => l.toFixed(2))
            .join(', ')}`,
      );
      await openLoop(server.url, shuffled, options.rate, 3, true); // warm-up: the compilers' and the caches'
      if (!options.databaseUrl) {
        // The embedded database's first VACUUM runs a minute after start (server/db/maintenance.ts) and holds its
        // thread for as long as it takes (tens of seconds at 100,000 branches): measured after it, not through it.
        const started = performance.now();
        // Its timer starts once the database is open, a little after the server was: from 70 s, until quick again.
        await new Promise((r) => setTimeout(r, Math.max(0, 70_000 - (performance.now() - serverStarted))));
        for (let quick = false; !quick && performance.now() - started < 600_000;) {
          const probe = performance.now();
          await fetch(`${server.url}/api/Branch/Find?Limit=1&bench=vacuum-${probe}`);
          quick = performance.now() - probe < 200;
          if (!quick) await new Promise((r) => setTimeout(r, 1000));
        }
        console.log(`search: waited ${((performance.now() - started) / 1000).toFixed(0)} s for the first vacuum`);
      }
      report(
        'Search, one request at a time (every answer computed): the cost of each',
        await oneAtATime(server.url, shuffled, 600),
      );
      report(
        `Search, as traffic repeats itself (answer cache on), ${options.rate} req/s open-loop:`,
        await openLoop(server.url, shuffled, options.rate, options.seconds, false),
      );
      report(
        `Search, every request computed (no answer-cache hits), ${options.rate} req/s open-loop:`,
        await openLoop(server.url, rnd.sample(requests, requests.length), options.rate, options.seconds, true),
      );
      console.log(
        `   load average after: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(', ')}`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
