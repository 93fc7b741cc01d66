/**
 * The pre-rendered search result pages: /services/{value} and /locations/{value}, where value is either a plain name
 * or the quick search's "ServiceName={name}" / "Location={name}".
 */
import { getBranchSummaries, getSearchIndex, renders } from './catalog.ts';
import { pageKey } from './site-paths.ts';

export async function searchPaths(kind: 'services' | 'locations') {
  const index = await getSearchIndex();
  const order = await getBranchSummaries();
  const byUrl = new Map(order.map((b, i) => [b.branchUrl, { b, i }]));
  const prefix = kind === 'services' ? 'ServiceName=' : 'Location=';
  const key = kind === 'services' ? pageKey.service : pageKey.location;
  const values = (kind === 'services' ? index.services : index.locations).filter(({ name }) => renders(key(name)));
  return values.flatMap(({ name, urls }) => {
    // Best rated first, as in the index; one sort of this value's branches rather than a scan of every branch.
    const branches = [...urls]
      .map((u) => byUrl.get(u)!)
      .sort((x, y) => x.i - y.i)
      .map((x) => x.b);
    const props = { name, branches };
    return [
      { params: { value: `${prefix}${name}` }, props },
      { params: { value: name }, props },
    ];
  });
}
