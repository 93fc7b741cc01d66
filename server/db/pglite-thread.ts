/**
 * The embedded database in a thread of its own (./pglite-worker.ts), seen from this thread through the part of
 * PGlite's interface Drizzle uses: query, exec and transaction. Under load a booking's statements (WebAssembly,
 * the wire protocol, file writes) took about two thirds of the one thread that also parses, authorizes and answers
 * every request; there, each request queued behind every other request's database work.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { timed } from './slow.ts';

export type Request = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; keep?: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'copy'; to: string }
  | { op: 'close' }
);
type Op = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface Reply {
  id: number;
  value?: unknown;
  error?: { message: string; name: string; stack?: string; code?: string; [field: string]: unknown };
}

/** What queries run on: the database, or one open transaction of it. */
export interface PgliteScope {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends PgliteScope {
  /** Messages sent to the thread and not answered yet. */
  pending(): number;
  transaction<T>(fn: (tx: PgliteScope) => Promise<T>): Promise<T>;
  /** Copies the data folder to the folder `to`, consistent (see copyPglite). */
  copyTo(to: string): Promise<void>;
  close(): Promise<void>;
}

/** An error from the database's thread, with PostgreSQL's fields (code, constraint, detail…) as PGlite gives them. */
export class DatabaseThreadError extends Error {
  code?: string;
  constructor({ message, name, stack, ...fields }: NonNullable<Reply['error']>) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    if (stack) this.stack = stack;
  }
}

export async function startPgliteThread(
  dataDir: string,
  onSlowStatement?: (statement: string, ms: number) => void,
  startFrom?: string,
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir, startFrom } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let next = 0;
  let stopped: Error | undefined;
  // The thread keeps the process alive only while something waits for it (like a socket with a request out): it
  // starts held (its start is awaited) and lets go whenever nothing waits.
  const settle = (id: number) => {
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return waiter;
  };
  const started = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (reply: Reply) => {
    const waiter = settle(reply.id);
    if (reply.error) waiter?.reject(new DatabaseThreadError(reply.error));
    else waiter?.resolve(reply.value);
  });
  const stop = (err: Error) => {
    stopped ??= err;
    for (const id of [...waiting.keys()]) settle(id)?.reject(err);
  };
  worker.on('error', (err) => stop(new Error(`the embedded database stopped: ${err.message}`, { cause: err })));
  worker.on('exit', (code) => stop(new Error(`the embedded database stopped (its thread exited with code ${code})`)));

  function call<T>(op: Op): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++next;
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...op });
    });
  }
  // Timed as the caller sees it: a statement queued behind others in the one database thread counts its wait too.
  const scope = (tx?: number): PgliteScope => ({
    query: timed(
      (sql: string, params?: unknown[], options?: QueryOptions) =>
        call({
          op: 'query',
          sql,
          params,
          tx,
          rowMode: options?.rowMode,
          keep: options?.parsers && Object.keys(options.parsers).map(Number),
        }),
      onSlowStatement,
    ) as PgliteScope['query'],
    exec: timed((sql: string) => call<Results[]>({ op: 'exec', sql, tx }), onSlowStatement),
  });

  await started;
  return {
    ...scope(),
    async transaction(fn) {
      const tx = ++next;
      // Not awaited: the thread runs the transaction's messages in order (a failed BEGIN fails its first query).
      const begun = call({ op: 'begin', tx });
      begun.catch(() => {}); // awaited below; handled now, so a failed BEGIN is not an unhandled rejection meanwhile
      let result;
      try {
        result = await fn(scope(tx));
        await begun;
      } catch (err) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        await begun; // the cause, when BEGIN failed
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    copyTo: (to) => call({ op: 'copy', to }),
    // The thread's own start counts as a message until it answers; none is pending once it has.
    pending: () => waiting.size,
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stop(new Error('the embedded database stopped: it was closed'));
      await worker.terminate();
    },
  };
}
