/**
 * For tests that write to the database directly: a catalog signal through which they tell the API, as a write in
 * another process would (otherwise the API keeps answering from its in-memory catalog answers).
 */
import type { CatalogSignal } from '../../server/db/catalog-signal.ts';

export function writesBehindTheApi() {
  let changed = () => {};
  const catalogSignal: CatalogSignal = {
    publish: () => {},
    subscribe: (listener) => {
      changed = () => listener.changed();
    },
    close: async () => {},
  };
  return { catalogSignal, wrote: () => changed() };
}
