/**
 * PostgreSQL asks a relation file's size (a seek to its end) for every table and index the planner looks at, and again
 * as a scan starts: about a hundred times for one search at 100,000 branches. Emscripten's Node file system, which
 * PGlite keeps its data folder on, answers each with an fstat system call: a fifth of the embedded database's thread
 * under a load of searches (a CPU profile of that thread during `npm run bench:api -- --only search`).
 *
 * A file's size changes only through this file system's own calls, so a size once read is kept until the next call
 * that may change any file (a write, a truncation, a new, renamed or removed file, an open or a close): every call but
 * the few known to read only. Reads and seeks, all a search makes, keep the sizes; any write forgets them all.
 */

/** The part of an Emscripten file system this needs: its node and stream operations, called through these objects. */
interface EmscriptenFs {
  node_ops: Record<string, unknown>;
  stream_ops: Record<string, unknown>;
}

/** Calls that change no file: reads, seeks, and looking at names and attributes. */
const READ_ONLY = new Set(['read', 'llseek', 'getattr', 'lookup', 'readdir', 'readlink']);
const SEEK_END = 2;
const patched = new WeakSet<EmscriptenFs>();

type Op = (this: unknown, ...args: unknown[]) => unknown;

/** Makes `fs` keep the sizes it answers for seeks to a file's end (once per file system: it is shared). */
export function keepFileSizes(fs: EmscriptenFs | undefined): void {
  if (!fs || patched.has(fs)) return;
  patched.add(fs);
  // Each size with the count of changes when it was read: a change only counts one more (writes are many, one a
  // page), and a size read before the last change is asked again.
  const sizes = new WeakMap<object, { size: number; changes: number }>();
  let changes = 0;
  for (const ops of [fs.node_ops, fs.stream_ops])
    for (const [name, op] of Object.entries(ops)) {
      if (typeof op !== 'function' || READ_ONLY.has(name)) continue;
      ops[name] = function (this: unknown, ...args: unknown[]) {
        try {
          return (op as Op).apply(this, args);
        } finally {
          changes++;
        }
      };
    }
  const llseek = fs.stream_ops.llseek as (this: unknown, stream: object, offset: number, whence: number) => number;
  fs.stream_ops.llseek = function (this: unknown, stream: object, offset: number, whence: number) {
    if (whence !== SEEK_END) return llseek.call(this, stream, offset, whence);
    const kept = sizes.get(stream);
    let size = kept?.changes === changes ? kept.size : undefined;
    if (size === undefined) {
      size = llseek.call(this, stream, 0, SEEK_END);
      sizes.set(stream, { size, changes });
    }
    // A position before the start is the original's error to raise.
    return size + offset < 0 ? llseek.call(this, stream, offset, whence) : size + offset;
  };
}
