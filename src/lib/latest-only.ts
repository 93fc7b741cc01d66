/**
 * Type-ahead requests: each new request waits a short pause (debounce), and starting one cancels the one before it,
 * whether it is still waiting or already in flight (its AbortSignal is aborted). An answer that arrives after a newer
 * request started is never delivered: it settles as STALE, so a slow answer for "br" cannot replace the one for "bra".
 */

/** What a superseded or cancelled request settles with. */
export const STALE: unique symbol = Symbol('stale');

export interface LatestOnly<A, R> {
  /** Asks for `arg` after the pause (or `delayMs`): its answer, or STALE when a newer request or cancel came first. */
  request(arg: A, delayMs?: number): Promise<R | typeof STALE>;
  /** Drops the waiting or in-flight request (it settles as STALE). */
  cancel(): void;
}

export function latestOnly<A, R>(
  fetch: (arg: A, signal: AbortSignal) => Promise<R>,
  pauseMs: number,
): LatestOnly<A, R> {
  let current = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let settleStale: (() => void) | undefined;

  function cancel() {
    current++;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
    settleStale?.();
    settleStale = undefined;
  }

  function request(arg: A, delayMs = pauseMs): Promise<R | typeof STALE> {
    cancel();
    const mine = current;
    return new Promise((resolve, reject) => {
      settleStale = () => resolve(STALE);
      const start = () => {
        timer = undefined;
        const ownController = (controller = new AbortController());
        fetch(arg, ownController.signal).then(
          (value) => (mine === current ? resolve(value) : resolve(STALE)),
          (err: unknown) => (mine === current ? reject(err) : resolve(STALE)),
        );
      };
      if (delayMs > 0) timer = setTimeout(start, delayMs);
      else start();
    });
  }

  return { request, cancel };
}
