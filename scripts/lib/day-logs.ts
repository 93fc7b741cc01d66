/**
 * The logs of `npm run bench:day`. The API processes' request log lines (server/http/request-log.ts: the time from
 * the handler's start to its answer) per route: set beside the latencies the generator saw, they tell time spent in
 * the handler (queries, hashing, compression) from time spent waiting for it (in nginx, in the generator's pool, in
 * the event loop's backlog before the handler starts). nginx's error log, by message and upstream, in and out of the
 * fault window.
 */
import { existsSync, readFileSync } from 'node:fs';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A route's name: its path with ids (and a branch's URL) replaced. */
const routeOf = (path: string) => path.replace(UUID, '{id}').replace(/^(\/api\/Branch\/GetByURL\/).+$/, '$1{url}');

/** Per route, over the log lines of `files` from `since` on: requests, p50 and p99 of the handler's ms. */
export function printServerTimes(files: string[], since: Date) {
  const times = new Map<string, number[]>();
  for (const file of files.filter((f) => existsSync(f))) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.includes('"msg":"request"')) continue;
      let entry: { time: string; method: string; path: string; ms: number };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if (new Date(entry.time) < since) continue;
      const key = `${entry.method} ${routeOf(entry.path)}`;
      (times.get(key) ?? times.set(key, []).get(key)!).push(entry.ms);
    }
  }
  console.log("\nThe API processes' own time per request (handler start to answer; their request logs, whole run):");
  const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
  for (const [route, xs] of [...times].sort((a, b) => b[1].length - a[1].length)) {
    xs.sort((a, b) => a - b);
    console.log(
      `  ${route.padEnd(48)}${String(xs.length).padStart(7)}  p50 ${String(at(xs, 0.5)).padStart(6)} ms` +
        `  p99 ${String(at(xs, 0.99)).padStart(7)} ms`,
    );
  }
}

/**
 * nginx's error log: each kind of line (level, message, which API process) with how many fell in the fault window
 * (`fault`, wall clock; nginx logs whole seconds) and how many outside it.
 */
export function printNginxErrors(text: string, upstreams: Record<number, string>, fault?: { from: Date; to: Date }) {
  const lines = text.trim().split('\n').filter(Boolean);
  const kinds = new Map<string, { inside: number; outside: number }>();
  for (const line of lines) {
    // 2026/11/27 03:05:12 [error] 123#123: *456 connect() failed (111: ...) while connecting to upstream, client: ...
    const m = /^(\d+)\/(\d+)\/(\d+) (\d+):(\d+):(\d+) \[(\w+)\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line);
    if (!m) continue;
    const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
    const at = new Date(y, mo - 1, d, h, mi, sec).getTime();
    const port = Number(/upstream: "http:\/\/[\d.]+:(\d+)/.exec(line)?.[1]);
    const key = `[${m[7]}] ${m[8]!.slice(0, 90)}${upstreams[port] ? ` (${upstreams[port]})` : ''}`;
    const kind = kinds.get(key) ?? kinds.set(key, { inside: 0, outside: 0 }).get(key)!;
    const inside = fault && at >= fault.from.getTime() - 1000 && at <= fault.to.getTime() + 1000;
    if (inside) kind.inside++;
    else kind.outside++;
  }
  console.log(`\nnginx error log: ${lines.length} lines${fault ? ' (in the fault window / outside it)' : ''}`);
  for (const [what, n] of [...kinds].sort((a, b) => b[1].inside + b[1].outside - a[1].inside - a[1].outside))
    console.log(`  ${fault ? `${n.inside} / ${n.outside}` : n.outside} x ${what}`);
}
