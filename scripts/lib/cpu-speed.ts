/**
 * How fast the machine runs at the moment, printed beside a bench's figures: these machines are shared, and on one
 * of them the same single-threaded job took 59 to 176 ms within one hour (2026-12-08) while the load average, idle
 * or not, said nothing of it; a 100,000-branch build ran at 598-607 pages/s in one half of that hour and 381-422 in
 * the other. A fixed job: brotli (quality 4, as pages) of a 40 KB page-like text 300 times, the median of 5 rounds.
 */
import { loadavg } from 'node:os';
import { brotliCompressSync, constants } from 'node:zlib';

const words = 'salon braids lagos ikeja booking nails barber spa hair'.split(' ');

export function referenceJobMs(): number {
  let text = '';
  for (let i = 0; text.length < 40_000; i++) text += `<div class="c${i % 7}">${words[i % words.length]} ${i}</div>`;
  const bytes = Buffer.from(text);
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let i = 0; i < 300; i++) brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    rounds.push(performance.now() - started);
  }
  return Math.round(rounds.sort((a, b) => a - b)[2]!);
}

/** "reference job 75 ms": lower is faster; two runs of a bench compare only at about the same figure. */
export const machineSpeed = () => `reference job ${referenceJobMs()} ms`;

/** The load averages (1, 5, 15 minutes) and the reference job: what a bench prints before and after its runs. */
export const machineNow = () =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}; ${machineSpeed()}`;
