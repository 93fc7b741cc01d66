import type { Db } from '../db/client.ts';

/** What every route module is built with: the database and the clock (injected so tests control time). */
export interface AppDeps {
  db: Db;
  now: () => Date;
}
