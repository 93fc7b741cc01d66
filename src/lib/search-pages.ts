/**
 * The pre-rendered search result pages: /services/{value} and /locations/{value}, where value is either a plain name
 * or the quick search's "ServiceName={name}" / "Location={name}". Each shows its first cards and its count.
 */
import { currentRound } from './site-round.ts';
import { FIRST_CARDS, getBranchSummaries, getSearchIndex, listing, renders, type ListingPage } from './catalog.ts';
import { pageKey } from './site-paths.ts';

type Kind = 'services' | 'locations';

/** A full round's pages: every service and place, from the index in hand. */
async function allPages(kind: Kind): Promise<ListingPage[]> {
  const index = await getSearchIndex();
  const order = await getBranchSummaries();
  const byUrl = new Map(order.map((b, i) => [b.branchUrl, { b, i }]));
  return (kind === 'services' ? index.services : index.locations).map(({ name, urls }) => {
    // Best rated first, as in the index; one sort of this value's branches rather than a scan of every branch.
    const items = [...urls]
      .map((u) => byUrl.get(u)!)
      .sort((x, y) => x.i - y.i)
      .slice(0, FIRST_CARDS)
      .map((x) => x.b);
    return { items, total: urls.size, name };
  });
}

/** A live update's pages: those of its keys, each asked for on its own (none when nobody offers it any more). */
async function keyedPages(kind: Kind, keys: string[]): Promise<ListingPage[]> {
  const prefix = `${kind}:`;
  const values = keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  return Promise.all(values.map((v) => listing(kind === 'services' ? { service: v } : { location: v })));
}

export async function searchPaths(kind: Kind) {
  const { job } = currentRound();
  const key = kind === 'services' ? pageKey.service : pageKey.location;
  const pages = job ? await keyedPages(kind, job.keys) : await allPages(kind);
  const prefix = kind === 'services' ? 'ServiceName=' : 'Location=';
  return pages.flatMap(({ name, items, total }) => {
    if (name === null || total === 0 || !renders(key(name))) return [];
    const props = { name, branches: items, total };
    return [
      { params: { value: `${prefix}${name}` }, props },
      { params: { value: name }, props },
    ];
  });
}
