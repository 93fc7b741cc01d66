/**
 * A list of branches: the first ones come pre-rendered; 'Show more' reveals the rest, and (with `searchable`) a
 * header search filters by business name from 2 characters, case-insensitive. Empty: 'No branch available!'.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import BranchCard from '../components/BranchCard.tsx';
import type { BranchSummary } from '../lib/types.ts';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration.ts';

export interface DirectoryQuery {
  CategoryURL?: string;
  ServiceName?: string;
  Location?: string;
}

interface Props {
  initial: BranchSummary[];
  total: number;
  /** Which branches the list holds (none: all active branches). */
  query?: DirectoryQuery;
  searchable?: boolean;
  pageSize?: number;
}

const MIN_CHARS = 2;

function BranchDirectory({ initial, total, query, searchable = false, pageSize = 24 }: Props) {
  const [all, setAll] = useState<BranchSummary[] | null>(null);
  const [shown, setShown] = useState(initial.length);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loading = useRef<Promise<BranchSummary[]> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // A name typed while the island loaded (it hydrates on first intent) filters as soon as it has.
  useTypedBeforeHydration(rootRef, (input) => setSearch(input.value));

  const loadAll = () =>
    (loading.current ??= import('../lib/api.ts')
      .then(({ api }) => (query ? api.searchBranches(query) : api.activeBranches()))
      .then(
        (list) => (setAll(list), list),
        (err) => {
          loading.current = null;
          setError('Could not load branches');
          throw err;
        },
      ));

  // A search typed before the full list arrived applies as soon as it does.
  const loadForSearch = useEffectEvent(() => {
    if (!all) void loadAll().catch(() => {});
  });
  useEffect(() => {
    if (search.trim().length >= MIN_CHARS) loadForSearch();
  }, [search]);

  const q = search.trim().toLowerCase();
  const filtering = q.length >= MIN_CHARS;
  const source = all ?? initial;
  const matches = filtering ? source.filter((b) => b.businessName.toLowerCase().includes(q)) : source;
  const visible = filtering ? matches : matches.slice(0, shown);
  const more = !filtering && shown < total;

  async function showMore() {
    if (!all) await loadAll().catch(() => {});
    setShown((n) => n + pageSize);
  }

  return (
    <div className="directory" ref={rootRef}>
      {searchable && (
        <div className="directory-search">
          <label htmlFor="branch-name-search">Search salons by name</label>
          <input
            id="branch-name-search"
            type="search"
            placeholder="Type at least 2 letters"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {filtering ? `${matches.length} salons match` : ''}
      </p>
      {visible.length === 0 ? (
        <p className="empty-state">No branch available!</p>
      ) : (
        <div className="grid">
          {visible.map((b, i) => (
            <BranchCard key={b.branchId} branch={b} eager={i < 2} />
          ))}
        </div>
      )}
      {more && (
        <p className="more">
          <button type="button" className="btn btn-ghost" onClick={showMore}>
            Show more
          </button>
        </p>
      )}
    </div>
  );
}

export default withErrorBoundary(BranchDirectory);
