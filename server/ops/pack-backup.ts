/**
 * Packs a backup's staging folder into a tar.gz readable by the owner only (it holds password hashes and the token
 * key). Run by writeBackup (./backup.ts) as a process of its own at the lowest CPU priority: at 100,000 branches the
 * database folder is 2.2 GB, half a minute of gzip, and on the server's process (zlib's pool) it took the cores from
 * the requests (searches at 200 a second: p95 37 ms while a backup was packed, 18 ms without one).
 * Usage: node server/ops/pack-backup.ts STAGING FILE
 */
import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar';

const [staging, file] = process.argv.slice(2);
if (!staging || !file) {
  console.error('usage: node server/ops/pack-backup.ts STAGING FILE');
  process.exit(2);
}
const pack = tar.create({ cwd: staging, portable: true }, await readdir(staging));
await pipeline(pack as unknown as AsyncIterable<Buffer>, createGzip(), createWriteStream(file, { mode: 0o600 }));
