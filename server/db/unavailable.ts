/**
 * Tells a database that is briefly out of reach (restarting, unreachable, overloaded) from a fault of ours: the first
 * is a 503 the client may retry, the second a 500. The driver reports the first in several shapes: socket errors,
 * PostgreSQL's SQLSTATE codes, and pg's own messages when a connection dies or the pool cannot hand one out.
 */

/** Socket-level failures to reach the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 53300 too many connections, 57014 statement timeout (or a cancel),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 the server is starting up.
 */
const SQLSTATE = /^(08...|53300|57014|57P0[123])$/;

/** What pg and pg-pool say when a connection died under a query or none could be had in time. */
const MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'not queryable',
    'Query read timeout',
    'Cannot use a pool after calling end',
    'the database system is (starting up|shutting down|in recovery mode)',
  ].join('|'),
  'i',
);

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || depth > 5 || seen.has(e)) return false;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // Node reports a refused "localhost" (both ::1 and 127.0.0.1) as an AggregateError of the two attempts.
    if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(err, 0);
}

/** A short reason for the log: the code, else the first line of the message. */
export function describeDatabaseError(err: unknown): string {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') return typeof message === 'string' && message ? `${code}: ${message}` : code;
    if (!(e as { cause?: unknown }).cause && typeof message === 'string') return message.split('\n')[0]!;
  }
  return String(err);
}

/** The SQLSTATE of a database error, looking through wrappers (Drizzle wraps the driver's error as `cause`). */
export function findPgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
