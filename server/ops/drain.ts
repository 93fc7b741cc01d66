/**
 * Graceful stop of the HTTP server: stop accepting connections, let the requests in flight finish (closing each
 * keep-alive connection as soon as it falls idle), and cut off whatever is still running when the grace period ends.
 */
import type { Server } from 'node:http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Drain {
  inFlight(): number;
  /** Stops accepting, waits up to `graceMs` for the requests in flight; answers how many were cut off. */
  close(graceMs: number): Promise<number>;
  /** Ends the wait of a close in progress at once (a second Ctrl-C). */
  hurry(): void;
}

export function drain(server: Server): Drain {
  let inFlight = 0;
  let closing = false;
  let hurried = false;
  server.on('request', (_req, res) => {
    inFlight++;
    // A request that arrives on a kept-alive connection while stopping is served, and its connection then closed.
    if (closing) res.setHeader('Connection', 'close');
    res.once('close', () => inFlight--);
  });
  return {
    inFlight: () => inFlight,
    hurry: () => (hurried = true),
    async close(graceMs) {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const deadline = performance.now() + graceMs;
      while (inFlight > 0 && !hurried && performance.now() < deadline) {
        server.closeIdleConnections();
        await sleep(25);
      }
      const unfinished = inFlight;
      server.closeAllConnections();
      await closed;
      return unfinished;
    },
  };
}
