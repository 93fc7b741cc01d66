/**
 * The embedded database's own handle: opening a PGlite data folder and dumping it. Used in the database's thread
 * (./pglite-thread.ts) and, in-process, by the tools that work on a folder no server has open (backup, restore).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { keepFileSizes } from './pglite-file-sizes.ts';

/** The embedded database in a folder (created when missing), without migrating it. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // btree_gist: the no-overlap constraints; pg_trgm, unaccent and cube: search (migration 0015).
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gist, cube, pg_trgm, unaccent }, loadDataDir });
  // A folder on disk is Emscripten's Node file system (NODEFS); memory:// is MEMFS, which knows its sizes.
  keepFileSizes((pglite.Module as { NODEFS?: Parameters<typeof keepFileSizes>[0] }).NODEFS);
  return pglite;
}

/**
 * The data folder as an uncompressed tar: after a checkpoint (little WAL to replay when restored) and between
 * transactions (every query waits meanwhile), so it is the state after the last commit.
 */
export async function dumpPglite(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
  return new Uint8Array(await dump.arrayBuffer());
}
