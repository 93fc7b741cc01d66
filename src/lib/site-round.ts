/**
 * What the site's code is rendering now: a full build, or the pages of a partial job (the live path). A build run by
 * `astro build` is one round (its job, if any, in the SITE_PARTIAL file); the resident renderer
 * (src/integrations/resident.ts) starts a new round for every live update, and the catalog reads nothing of an
 * earlier round again. The round lives on globalThis because the renderer and the pages are separate bundles.
 */
import { readFileSync } from 'node:fs';
import type { PartialJob } from './site-paths.ts';

export interface SiteRound {
  id: number;
  /** The partial job; none in a full build. */
  job?: PartialJob;
  /** The job's page keys. */
  wanted?: Set<string>;
  /**
   * What the catalog read for this round (src/lib/catalog.ts), kept with it: a full build's index of 100,000 branches
   * goes with its round, not kept by the resident renderer through every live update after it.
   */
  reads: Map<unknown, Promise<unknown>>;
}

const KEY = Symbol.for('salonbook.site-round');
const store = globalThis as unknown as Record<symbol, SiteRound | undefined>;

const makeRound = (id: number, job?: PartialJob): SiteRound => ({
  id,
  job,
  wanted: job && new Set(job.keys),
  reads: new Map(),
});

function fromEnvironment(): SiteRound {
  const file = process.env.SITE_PARTIAL;
  return makeRound(0, file ? (JSON.parse(readFileSync(file, 'utf8')) as PartialJob) : undefined);
}

export function currentRound(): SiteRound {
  return (store[KEY] ??= fromEnvironment());
}

/** Starts a round: what the catalog read for the previous one is read again. */
export function startRound(job?: PartialJob): void {
  store[KEY] = makeRound(currentRound().id + 1, job);
}
