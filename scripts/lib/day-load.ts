/**
 * The open-loop load generator of `npm run bench:day`: requests are started on a clock (Poisson arrivals at the
 * stated rate), never waiting for earlier answers, so a slow server meets the same arrivals a real day would send it
 * (a closed loop would slow down with it and hide the queue). Every request is kept as a row of typed arrays (its op,
 * when it was due, how late it was sent, its status and latency): the figures are worked out afterwards, steady state
 * and fault window alike. HTTP goes through undici pools with keep-alive, so the generator stays light on a machine
 * whose cores it shares with what it measures.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';

/** Network failures have no status; they are kept as these negative codes. */
export const NETWORK_ERRORS = [
  'timeout',
  'connection reset',
  'connection refused',
  'other network error',
  'no answer by the end',
] as const;
const networkCode = (err: unknown): number => {
  const code = (err as { code?: string }).code ?? '';
  if (code.includes('TIMEOUT')) return -1;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return -2;
  if (code === 'ECONNREFUSED') return -3;
  if (code === 'UND_ERR_DESTROYED' || code === 'UND_ERR_ABORTED') return -5;
  return -4;
};
export const statusText = (status: number) => (status < 0 ? NETWORK_ERRORS[-status - 1]! : String(status));

/** Requests as rows: op index, when due and how late sent (ms from the start), status, latency (ms). */
export class Records {
  op = new Uint8Array(1 << 16);
  due = new Float64Array(1 << 16);
  late = new Float32Array(1 << 16);
  status = new Int16Array(1 << 16);
  latency = new Float32Array(1 << 16);
  length = 0;

  add(op: number, due: number, late: number): number {
    if (this.length === this.op.length) this.grow();
    const i = this.length++;
    this.op[i] = op;
    this.due[i] = due;
    this.late[i] = late;
    return i;
  }

  finish(i: number, status: number, latency: number) {
    this.status[i] = status;
    this.latency[i] = latency;
  }

  private grow() {
    const twice = <T extends Uint8Array | Float64Array | Float32Array | Int16Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    this.op = twice(this.op);
    this.due = twice(this.due);
    this.late = twice(this.late);
    this.status = twice(this.status);
    this.latency = twice(this.latency);
  }
}

export interface Answer {
  status: number;
  /** The body, decompressed and parsed, when the op asked for it (`json: true`) and it was JSON. */
  body?: unknown;
  encoding?: string;
}

export interface Request {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Read the answer (the op needs it); otherwise it is drained unread. */
  json?: boolean;
}

/** One HTTP client of the front door: a keep-alive pool; `send` answers a status, or a negative network code. */
export function frontDoor(origin: string, connections: number) {
  const pool = new Pool(origin, { connections, headersTimeout: 30_000, bodyTimeout: 30_000, keepAliveTimeout: 20_000 });
  async function send(req: Request): Promise<Answer> {
    try {
      const res = await pool.request({
        method: req.method ?? 'GET',
        path: req.path,
        headers: req.headers,
        body: req.body,
      });
      const encoding = res.headers['content-encoding'] as string | undefined;
      if (!req.json) {
        await res.body.dump({ limit: Infinity });
        return { status: res.statusCode, encoding };
      }
      let raw = Buffer.from(await res.body.arrayBuffer());
      if (encoding === 'gzip') raw = gunzipSync(raw);
      else if (encoding === 'br') raw = brotliDecompressSync(raw);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      return { status: res.statusCode, body, encoding };
    } catch (err) {
      return { status: networkCode(err) };
    }
  }
  return { send, close: () => pool.close().catch(() => {}), giveUp: () => pool.destroy() };
}

/** An operation of the mix: its name, what it counts as, and what it sends (undefined: nothing to do now). */
export interface Op {
  name: string;
  kind: 'page' | 'read' | 'write';
  /** Share of its stream (pages, or API calls); need not add up to 1. */
  weight: number;
  /** A 409 is a lost race for a time (a conflict, as the booking page shows it), not an error. */
  allows409?: boolean;
  /** Builds the request, or answers undefined when it has nothing to act on yet (counted as skipped). */
  prepare: () => Prepared | undefined;
}
export interface Prepared {
  request: Request;
  /** Sees the answer (e.g. keeps a booking's id). */
  then?: (answer: Answer) => void;
}

export interface Stream {
  rate: number;
  ops: Op[];
  send: (req: Request) => Promise<Answer>;
  /** Fails what is still waiting (the pool is destroyed). */
  giveUp: () => Promise<void>;
}

/** The run's outcome: the rows, the op list they index, and how many times each op had nothing to do. */
export interface RunResult {
  records: Records;
  ops: Op[];
  skipped: number[];
  encodings: Map<string, number>;
}

/** How long answers are waited for after the last request was due; what is still waiting then has none. */
const DRAIN_MS = 60_000;

/**
 * Runs the streams for `ms` milliseconds from `t0` (a performance.now() reading: the fault's timers share the clock);
 * `random` picks ops and the Poisson gaps (seeded, so two runs send the same mix); over the first `rampMs` the rates
 * rise from none to the full ones. Resolves once the last request has its answer, or failed for want of one DRAIN_MS
 * after the end.
 */
export async function runOpenLoop(
  streams: Stream[],
  ms: number,
  random: () => number,
  t0 = performance.now(),
  rampMs = 0,
): Promise<RunResult> {
  const ops = streams.flatMap((s) => s.ops);
  const records = new Records();
  const skipped = ops.map(() => 0);
  const encodings = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  const lanes = streams.map((s, n) => {
    const first = streams.slice(0, n).reduce((sum, x) => sum + x.ops.length, 0);
    const total = s.ops.reduce((sum, o) => sum + o.weight, 0);
    return { s, first, total, next: gap(s.rate, random) };
  });
  const pick = (lane: (typeof lanes)[number]) => {
    let x = random() * lane.total;
    for (let k = 0; k < lane.s.ops.length; k++) if ((x -= lane.s.ops[k]!.weight) < 0) return k;
    return lane.s.ops.length - 1;
  };
  const fire = (lane: (typeof lanes)[number], due: number, now: number) => {
    const k = pick(lane);
    const op = lane.s.ops[k]!;
    const prepared = op.prepare();
    if (!prepared) return void skipped[lane.first + k]!++;
    const row = records.add(lane.first + k, due, now - due);
    const sent = performance.now();
    const p = lane.s.send(prepared.request).then((answer) => {
      records.finish(row, answer.status, performance.now() - sent);
      if (op.kind === 'page' && answer.status === 200)
        encodings.set(answer.encoding ?? 'none', (encodings.get(answer.encoding ?? 'none') ?? 0) + 1);
      prepared.then?.(answer);
      pending.delete(p);
    });
    pending.add(p);
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - t0;
      for (const lane of lanes) {
        while (lane.next <= now && lane.next < ms) {
          // The first rampMs thin the arrivals to a rate rising from none to the stream's own, as a morning does.
          if (lane.next >= rampMs || random() * rampMs < lane.next) fire(lane, lane.next, now);
          lane.next += gap(lane.s.rate, random);
        }
      }
      const soonest = Math.min(...lanes.map((l) => l.next));
      if (soonest >= ms) return resolve();
      setTimeout(tick, Math.max(0, soonest - (performance.now() - t0)));
    };
    tick();
  });
  const drained = Promise.all(pending).then(() => true);
  const timer = new Promise<boolean>((r) => setTimeout(() => r(false), DRAIN_MS).unref());
  if (!(await Promise.race([drained, timer]))) {
    await Promise.all(streams.map((s) => s.giveUp().catch(() => {})));
    await Promise.all(pending);
  }
  return { records, ops, skipped, encodings };
}

/** Milliseconds to the next arrival of a Poisson process of `rate` per second. */
const gap = (rate: number, random: () => number) => (-Math.log(1 - random()) / rate) * 1000;
