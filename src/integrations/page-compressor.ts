/**
 * The thread that writes a full build's pages (./compress-pages.ts): each message is a page's path and bytes; it
 * writes the page and both its compressed variants, in the order sent, and answers how many more are written (and the
 * first that failed, with its error).
 *
 * One answer covers several pages: in a profiled 100,000-branch build this thread spent 17 s of its 190 posting an
 * answer a page, and 11 s answering for several. It answers once the pages that were waiting are done, and at least
 * every few pages, so that the render thread hears before this one runs out of pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { compressBytesSync } from '../../server/site/precompress.ts';

export interface CompressJob {
  path: string;
  bytes: Uint8Array;
}
export interface CompressDone {
  written: number;
  failed?: { path: string; error: string };
}

/** Pages written before an answer goes even while more are waiting. */
const ANSWER_EVERY = 4;

let done: CompressDone = { written: 0 };
let answerSoon: NodeJS.Immediate | undefined;
const answer = () => {
  clearImmediate(answerSoon);
  answerSoon = undefined;
  parentPort!.postMessage(done);
  done = { written: 0 };
};

parentPort!.on('message', ({ path, bytes }: CompressJob) => {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    compressBytesSync(path, bytes);
  } catch (err) {
    done.failed ??= { path, error: (err as Error).stack ?? String(err) };
  }
  done.written++;
  // Messages already waiting are handled before an immediate runs: one answer for all of them.
  if (done.written >= ANSWER_EVERY) answer();
  else answerSoon ??= setImmediate(answer);
});
