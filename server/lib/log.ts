/**
 * The server's log (issue 33): one JSON object per line, written by pino: `level` (its name), `time` (ISO 8601), the
 * process's `pid`, the line's own fields and `msg`. The lines go to stdout from a buffer written off the event loop
 * (flushed when the process exits), so a burst of requests never waits on the terminal or the disk. A collector
 * (journald, Docker, Loki) reads them as they are; `npm start | npx pino-pretty` shows them as text.
 */
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

export type Log = Logger;

/** A log writing to `to` (stdout by default; tests give a stream of their own to read what was written). */
export const createLog = (to: DestinationStream = pino.destination({ sync: false })): Log =>
  pino(
    {
      base: { pid: process.pid },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    to,
  );

/** The process's log. */
export const log = createLog();

/** A line of text at a level: what modules that take a `log(line)` function write by default. */
export const logInfo = (line: string) => log.info(line);
export const logError = (line: string) => log.error(line);

/**
 * Node's own warnings (a library's deprecation, say) written as warn lines of `to` instead of Node's text on stderr,
 * so that every line the server writes is JSON. Answers a function that puts Node's way back (tests).
 */
export function logProcessWarnings(to: Log = log): () => void {
  const before = process.listeners('warning');
  const write = (warning: Error & { code?: string }) =>
    to.warn({ warning: warning.name, code: warning.code }, warning.message);
  process.removeAllListeners('warning');
  process.on('warning', write);
  return () => {
    process.off('warning', write);
    for (const listener of before) process.on('warning', listener);
  };
}
