/** A catalog signal that also says whether its subscriber listens yet (before that, an app keeps nothing). */
import type { CatalogSignal } from '../../server/db/catalog-signal.ts';

export function watchListening(signal: CatalogSignal) {
  let listens = false;
  const watched: CatalogSignal = {
    ...signal,
    subscribe: (l) =>
      signal.subscribe({
        ...l,
        listening: (on) => {
          listens = on;
          l.listening(on);
        },
      }),
  };
  return { signal: watched, listens: () => listens };
}
