/**
 * The thread that writes a full build's pages (./compress-pages.ts): each message is a page's path and bytes; it
 * answers with the path once the page and both its compressed variants are written, or with the error.
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
  path: string;
  error?: string;
}

parentPort!.on('message', ({ path, bytes }: CompressJob) => {
  let error: string | undefined;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    compressBytesSync(path, bytes);
  } catch (err) {
    error = (err as Error).stack ?? String(err);
  }
  parentPort!.postMessage({ path, error } satisfies CompressDone);
});
