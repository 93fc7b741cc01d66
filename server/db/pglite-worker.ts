/**
 * The embedded database's thread: PGlite runs here, so its work (WebAssembly, the wire protocol, its file writes)
 * does not hold up the thread that answers HTTP requests. It answers the requests of ./pglite-thread.ts, one
 * message each; a transaction stays open between messages, and PGlite's own lock keeps other queries waiting.
 */
import { openAsBlob } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { copyPglite, openPglite } from './pglite.ts';
import { preparedQueries } from './pglite-prepared.ts';
import type { Reply, Request } from './pglite-thread.ts';

const port = parentPort!;
let prepared: ReturnType<typeof preparedQueries>;
const { dataDir, startFrom } = workerData as { dataDir: string; startFrom?: string };

/** Open transactions: the handle their queries run on, and how to end them (true commits). */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
/** Thrown inside PGlite's transaction to make it roll back. */
const ROLLBACK = Symbol('rollback');

/**
 * Drizzle's parsers keep a few types as text (timestamps, dates, intervals, their arrays and numeric arrays), which
 * it parses itself. They are functions, so they come as type ids and are made here. PGlite merges a query's own
 * parsers with its 300-odd defaults on every query (about 0.2 ms each), so the ones every Drizzle query asks for are
 * made PGlite's defaults once (every query here comes through Drizzle), and a query that asks for those only runs
 * without parsers of its own.
 */
const DRIZZLE_KEEPS = [1082, 1114, 1182, 1184, 1115, 1185, 1186, 1187, 1231];
const asText = (value: string) => value;
function options(keep: number[] | undefined, rowMode: 'array' | 'object' | undefined): QueryOptions | undefined {
  if (!keep?.length) return rowMode && { rowMode };
  if (keep.every((id) => DRIZZLE_KEEPS.includes(id))) return { rowMode };
  return { rowMode, parsers: Object.fromEntries(keep.map((id) => [id, asText])) };
}

function handleOf(pglite: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pglite;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  return entry.tx;
}

/**
 * Opens transaction `tx` in PGlite; resolves once it is open (rejects when BEGIN fails). It stays open, holding
 * PGlite's lock, until its 'end' message: true commits, false rolls back.
 */
function begin(pglite: PGlite, tx: number): Promise<void> {
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  return new Promise<void>((begun, failed) => {
    const done: Promise<void> = pglite
      .transaction(async (handle) => {
        open.set(tx, { tx: handle, end, done });
        begun();
        if (!(await ended)) throw ROLLBACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      })
      .finally(() => open.delete(tx));
    done.catch(failed);
  });
}

async function answer(pglite: PGlite, m: Request): Promise<unknown> {
  switch (m.op) {
    case 'query':
      return prepared(handleOf(pglite, m.tx), m.sql, m.params, options(m.keep, m.rowMode));
    case 'exec':
      return handleOf(pglite, m.tx).exec(m.sql);
    case 'begin':
      return begin(pglite, m.tx);
    case 'end': {
      const entry = open.get(m.tx);
      if (!entry) throw new Error(`transaction ${m.tx} is not open`);
      entry.end(m.commit);
      return entry.done;
    }
    case 'copy':
      return copyPglite(pglite, dataDir, m.to);
    case 'close':
      return pglite.close();
  }
}

/** An error as plain data: PostgreSQL's fields (code, constraint, detail…) must reach the caller. */
function plain(err: unknown): Reply['error'] {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error' };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, message: err.message, name: err.name, stack: err.stack };
}

/**
 * A transaction's messages run one after another, in the order sent: the caller sends BEGIN and its first query
 * without waiting in between (each wait is a trip through both threads while the transaction holds the database).
 */
const queues = new Map<number, Promise<unknown>>();
function inOrder(pglite: PGlite, m: Request): Promise<unknown> {
  if (!('tx' in m) || m.tx === undefined) return answer(pglite, m);
  const run = (queues.get(m.tx) ?? Promise.resolve()).then(() => answer(pglite, m));
  if (m.op === 'end') queues.delete(m.tx);
  else
    queues.set(
      m.tx,
      run.catch(() => {}),
    );
  return run;
}

try {
  const pglite = await openPglite(dataDir, startFrom === undefined ? undefined : await openAsBlob(startFrom));
  prepared = preparedQueries(pglite);
  for (const id of DRIZZLE_KEEPS) pglite.parsers[id] = asText;
  port.on('message', (m: Request) => {
    inOrder(pglite, m).then(
      (value) => {
        const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
        port.postMessage({ id: m.id, value } satisfies Reply, transfer);
      },
      (err: unknown) => port.postMessage({ id: m.id, error: plain(err) } satisfies Reply),
    );
  });
  port.postMessage({ id: 0, value: 'ready' } satisfies Reply);
} catch (err) {
  port.postMessage({ id: 0, error: plain(err) } satisfies Reply);
}
