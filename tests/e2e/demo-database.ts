/**
 * Seeds the end-to-end server's empty embedded database (DATA_DIR) with the demo catalog as `npm start` would, but as
 * of 24 hours ago; playwright.config.ts runs it just before `node server/main.ts`, which then finds the catalog there.
 *
 * Why a day early: the demo salon's week is laid out around the seeding moment, and its bookings that have already
 * started are the only ones a salon can mark as no-show (a salon books from now on, so no test can make a past
 * booking of its own). Seeded now, only the last working day's three are waiting before the salon opens in the
 * morning; seeded a day early, the whole of that day is past too: some twenty, enough for every run of the no-show
 * test to take a booking of its own (desktop and phone, each repeat of --repeat-each, each retry).
 */
import { mkdirSync } from 'node:fs';
import { loadConfig, lockFile, pgliteDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { lockDataDir } from '../../server/db/lock.ts';
import { isEmpty, seedDemo } from '../../server/seed/seed.ts';

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const unlock = lockDataDir(lockFile(config), 'seed');
try {
  const database = await openDatabase({
    dataDir: pgliteDir(config),
    prepare: async (db) => {
      if (!(await isEmpty(db))) return;
      const result = await seedDemo(db, { now: new Date(Date.now() - 24 * 60 * 60_000) });
      console.log(`seeded ${result.branches} branches, ${result.appointments} appointments as of 24 hours ago`);
    },
  });
  await database.close();
} finally {
  unlock();
}
