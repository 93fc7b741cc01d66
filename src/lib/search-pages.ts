/**
 * The pre-rendered search result pages: /services/{value} and /locations/{value}, where value is either a plain name
 * or the quick search's "ServiceName={name}" / "Location={name}".
 */
import { getBranchSummaries, getSearchIndex } from './catalog.ts';

export async function searchPaths(kind: 'services' | 'locations') {
  const index = await getSearchIndex();
  const order = await getBranchSummaries();
  const prefix = kind === 'services' ? 'ServiceName=' : 'Location=';
  return (kind === 'services' ? index.services : index.locations).flatMap(({ name, urls }) => {
    const branches = order.filter((b) => urls.has(b.branchUrl));
    const props = { name, branches };
    return [
      { params: { value: `${prefix}${name}` }, props },
      { params: { value: name }, props },
    ];
  });
}
