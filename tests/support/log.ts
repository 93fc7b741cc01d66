/** A server log (server/lib/log.ts) whose lines a test reads back. */
import { createLog } from '../../server/lib/log.ts';

export function capturedLog() {
  const lines: string[] = [];
  return { lines, log: createLog({ write: (line: string) => void lines.push(line) }) };
}
