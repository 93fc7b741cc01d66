// The embedded database's file sizes, kept between changes (server/db/pglite-file-sizes.ts): a seek to a file's end
// asks the disk once until something may have changed a file, and PostgreSQL on a folder always sees a file's true
// size as its tables grow, shrink and go.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { keepFileSizes } from '../../server/db/pglite-file-sizes.ts';
import { openPglite } from '../../server/db/pglite.ts';

vi.setConfig({ testTimeout: 120_000 });

/** A file system of one file, counting the seeks that reach it. */
function fakeFs() {
  const file = { size: 100 };
  const calls = { seeks: 0 };
  const fs = {
    node_ops: {
      lookup: () => file,
      setattr: (_node: unknown, attr: { size?: number }) => (file.size = attr.size ?? 0),
    },
    stream_ops: {
      read: () => 0,
      write: (_s: unknown, _b: unknown, _o: number, length: number) => (file.size += length),
      llseek: (stream: { position: number }, offset: number, whence: number) => {
        calls.seeks++;
        const position = whence === 2 ? file.size + offset : whence === 1 ? stream.position + offset : offset;
        if (position < 0) throw new Error('EINVAL');
        return position;
      },
    },
  };
  return { fs, calls };
}

describe('file sizes kept between changes', () => {
  it('asks once for a file end until a write, a truncation or any other change', () => {
    const { fs, calls } = fakeFs();
    keepFileSizes(fs);
    const stream = { position: 0 };
    const end = (offset = 0) => fs.stream_ops.llseek(stream, offset, 2);
    expect([end(), end(), end(-10)]).toEqual([100, 100, 90]);
    expect(calls.seeks).toBe(1);
    fs.stream_ops.write(stream, null, 0, 50);
    expect(end()).toBe(150);
    fs.node_ops.setattr(null, { size: 20 });
    expect(end()).toBe(20);
    expect(calls.seeks).toBe(3);
    // Reads keep it; seeks from the start or the position are not kept at all.
    fs.stream_ops.read();
    fs.node_ops.lookup();
    expect(end()).toBe(20);
    expect(fs.stream_ops.llseek(stream, 5, 0)).toBe(5);
    expect(calls.seeks).toBe(4);
    // Before the start: the file system's own error.
    expect(() => end(-21)).toThrow('EINVAL');
  });

  it('patches a file system once, however many databases open on it', () => {
    const { fs, calls } = fakeFs();
    keepFileSizes(fs);
    keepFileSizes(fs);
    const stream = { position: 0 };
    fs.stream_ops.llseek(stream, 0, 2);
    fs.stream_ops.llseek(stream, 0, 2);
    expect(calls.seeks).toBe(1);
  });

  describe('PostgreSQL on a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salon-sizes-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('sees the true size of a table as it grows, is truncated and is rewritten', async () => {
      const pglite = await openPglite(dir);
      try {
        const module = pglite.Module as { NODEFS?: { stream_ops: { llseek: unknown } } };
        expect(module.NODEFS, 'a folder is on the Node file system').toBeDefined();
        await pglite.exec('create table grows (id int primary key, pad text)');
        const onDisk = async () => {
          const { rows } = await pglite.query<{ path: string; size: number }>(
            `select pg_relation_filepath('grows') as path, pg_relation_size('grows')::int as size`,
          );
          return { seen: rows[0]!.size, file: statSync(join(dir, rows[0]!.path)).size };
        };
        const sizes = [];
        for (let round = 0; round < 4; round++) {
          const [from, to] = [round * 2000 + 1, (round + 1) * 2000];
          await pglite.exec(`insert into grows select g, repeat('x', 200) from generate_series(${from}, ${to}) g`);
          // Asked twice: the second answer comes from what was kept.
          sizes.push(await onDisk(), await onDisk());
        }
        await pglite.exec('truncate grows');
        sizes.push(await onDisk());
        await pglite.exec(`insert into grows values (1, 'one')`);
        await pglite.exec('vacuum full grows');
        sizes.push(await onDisk());
        for (const { seen, file } of sizes) expect(seen).toBe(file);
        const seen = sizes.map((s) => s.seen);
        for (let round = 1; round < 4; round++) expect(seen[round * 2]).toBeGreaterThan(seen[round * 2 - 1]!);
        expect(seen.slice(-2), 'truncated, then one row in one page').toEqual([0, 8192]);
        const { rows } = await pglite.query<{ n: number }>('select count(*)::int as n from grows');
        expect(rows[0]!.n).toBe(1);
      } finally {
        await pglite.close();
      }
    });
  });
});
