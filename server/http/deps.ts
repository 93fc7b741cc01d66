import type { Db } from '../db/client.ts';

/** What every route module is built with: the database, the clock (injected so tests control time), and hooks. */
export interface AppDeps {
  db: Db;
  now: () => Date;
  /** Called after a write to the public catalog (branch, service, blog), so the site rebuilds. */
  catalogChanged?: () => void;
}
