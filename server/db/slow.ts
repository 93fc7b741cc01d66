/** Slow statements (issue 33): each driver's query function, timed, reports the ones worth a line in the log. */

/** A statement slower than this is worth a line in the log (issue 33). */
export const SLOW_STATEMENT_MS = 100;

/** Times a query function's promise and reports it when slow. */
export function timed<F extends (...args: never[]) => unknown>(
  query: F,
  onSlow?: (statement: string, ms: number) => void,
) {
  if (!onSlow) return query;
  return ((...args: Parameters<F>) => {
    const started = performance.now();
    const result = query(...args);
    const report = () => {
      const ms = performance.now() - started;
      if (ms <= SLOW_STATEMENT_MS) return;
      const first = args[0] as unknown;
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
      onSlow(text.replace(/\s+/g, ' ').slice(0, 300), Math.round(ms));
    };
    if (result instanceof Promise) result.then(report, report);
    return result;
  }) as F;
}
