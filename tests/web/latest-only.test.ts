/** latestOnly (type-ahead requests): the pause, the abort of what came before, and no answer for older text. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestOnly, STALE } from '../../src/lib/latest-only.ts';

/** A fetch whose answers the test sends by hand, recording each call's argument and signal. */
function manualFetch() {
  const calls: { arg: string; signal: AbortSignal; answer: (value: string) => void; fail: (err: unknown) => void }[] =
    [];
  const fetch = vi.fn(
    (arg: string, signal: AbortSignal) =>
      new Promise<string>((answer, fail) => calls.push({ arg, signal, answer, fail })),
  );
  return { fetch, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('latestOnly', () => {
  it('waits for the pause after the last request, then asks once, for the newest', async () => {
    const { fetch, calls } = manualFetch();
    const latest = latestOnly(fetch, 150);
    const first = latest.request('br');
    await vi.advanceTimersByTimeAsync(100);
    const second = latest.request('bra');
    await vi.advanceTimersByTimeAsync(149);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.arg)).toEqual(['bra']);
    calls[0]!.answer('answer for bra');
    await expect(first).resolves.toBe(STALE);
    await expect(second).resolves.toBe('answer for bra');
  });

  it('a new request aborts the one in flight, and its late answer is never delivered', async () => {
    const { fetch, calls } = manualFetch();
    const latest = latestOnly(fetch, 150);
    const older = latest.request('br');
    await vi.advanceTimersByTimeAsync(150);
    expect(calls[0]!.signal.aborted).toBe(false);
    const newer = latest.request('bra');
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(150);
    calls[1]!.answer('bra');
    // The older answer arrives last (a server that ignored the abort): it still loses.
    calls[0]!.answer('br');
    await expect(newer).resolves.toBe('bra');
    await expect(older).resolves.toBe(STALE);
  });

  it('an error reaches the newest request only', async () => {
    const { fetch, calls } = manualFetch();
    const latest = latestOnly(fetch, 0);
    const older = latest.request('a');
    const newer = latest.request('b');
    calls[0]!.fail(new Error('aborted'));
    calls[1]!.fail(new Error('offline'));
    await expect(older).resolves.toBe(STALE);
    await expect(newer).rejects.toThrow('offline');
  });

  it('cancel drops a waiting request without asking, and a per-request delay overrides the pause', async () => {
    const { fetch, calls } = manualFetch();
    const latest = latestOnly(fetch, 150);
    const waiting = latest.request('br');
    latest.cancel();
    await expect(waiting).resolves.toBe(STALE);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).not.toHaveBeenCalled();

    const now = latest.request('here', 0);
    expect(calls.map((c) => c.arg)).toEqual(['here']);
    calls[0]!.answer('near');
    await expect(now).resolves.toBe('near');
  });
});
