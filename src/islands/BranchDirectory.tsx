/**
 * A list of branches, a page at a time from the server (GET /api/Branch/Find): the first page comes pre-rendered with
 * the cursor of the next, and 'Show more' asks for the page after the last one shown. With `searchable`, a header
 * search asks the server for business names from 2 characters (a pause after typing, the newest text only; clearing
 * it brings the pre-rendered list back), and 'Near me' lists the branches nearest the browser's location, each card
 * saying how far (one or the other: typing a name leaves 'Near me', 'Near me' clears the name). Empty: 'No branch
 * available!'.
 */
import { useEffect, useId, useRef, useState } from 'react';
import BranchCard from '../components/BranchCard.tsx';
import type { BranchSummary, FindAnswer } from '../lib/types.ts';
import type { FindQuery } from '../lib/search-cursor.ts';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { nearParameter } from '../lib/distance.ts';
import { latestOnly, STALE } from '../lib/latest-only.ts';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration.ts';

export interface DirectoryQuery {
  CategoryURL?: string;
  ServiceName?: string;
  Location?: string;
  /** Exact names: a service page's and a place page's lists. */
  Service?: string;
  Place?: string;
}

/** What narrows the list beyond the page's own query: a name, or a place. */
type Filter = { Name: string; Near?: undefined } | { Near: string; Name?: undefined };

/** A list so far and the cursor of what follows (null: nothing); with Near, each branch has its distance. */
type Listing = FindAnswer;

interface Props {
  /** The first page, pre-rendered. */
  initial: BranchSummary[];
  /** The cursor of the page after `initial`; none when it holds them all. */
  next?: string | null;
  /** Which branches the list holds (none: all active branches). */
  query?: DirectoryQuery;
  searchable?: boolean;
  pageSize?: number;
}

const MIN_CHARS = 2;
/** The pause after the last keystroke before the server is asked. */
export const FILTER_DELAY_MS = 200;
export const LOCATION_ERROR =
  'We could not get your location. Allow location access for this site in your browser, or search by name instead.';
const LOAD_ERROR = 'Could not load salons. Check your connection and try again.';

const loadApi = () => import('../lib/api.ts');
async function find(params: FindQuery & { Cursor?: string; Limit?: number }, signal?: AbortSignal): Promise<Listing> {
  const { api } = await loadApi();
  return api.findBranches(params, signal);
}

/** The filter for a place (it wins) or a typed name (from 2 characters); null when nothing narrows the list. */
export function filterOf(text: string, near: string | null): Filter | null {
  if (near) return { Near: near };
  const name = text.trim();
  return name.length >= MIN_CHARS ? { Name: name } : null;
}

/** `more` after `items`, leaving out any branch already listed (a page boundary on a tie shows no card twice). */
export function appendPage<T extends BranchSummary>(items: T[], more: T[]): T[] {
  const seen = new Set(items.map((b) => b.branchId));
  return [...items, ...more.filter((b) => !seen.has(b.branchId))];
}

const salons = (n: number) => `${n} ${n === 1 ? 'salon' : 'salons'}`;

/** What the polite status line says about a filtered list. */
export function statusOf(filter: Filter, listing: Listing): string {
  const n = listing.items.length;
  const more = listing.next ? ' Show more for the rest.' : '';
  if (filter.Near) return `${salons(n)}, nearest first.${more}`;
  return `${n} ${n === 1 ? 'salon matches' : 'salons match'}.${more}`;
}

function BranchDirectory({ initial, next = null, query, searchable = false, pageSize = 24 }: Props) {
  const [base, setBase] = useState<Listing>({ items: initial, next });
  const [search, setSearch] = useState('');
  const [near, setNear] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  // The filtered list, with the filter it answers (by key), so an older one is never shown for a newer filter.
  const [found, setFound] = useState<(Listing & { key: string }) | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const searchId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // A name typed while the island loaded (it hydrates on first intent) filters as soon as it has.
  useTypedBeforeHydration(rootRef, (input) => typeName(input.value));

  const filter = filterOf(search, near);
  const key = filter ? JSON.stringify(filter) : '';
  // The filter shown now, for answers that arrive later (a 'Show more' page belongs to the list it was asked for).
  const currentKey = useRef(key);

  const [finder] = useState(() =>
    latestOnly((f: Filter, signal: AbortSignal) => find({ ...query, ...f, Limit: pageSize }, signal), FILTER_DELAY_MS),
  );
  useEffect(() => () => finder.cancel(), [finder]);

  // A new filter asks the server (a name after a pause, a place at once); no filter: the pre-rendered list again.
  const askedNear = useRef<string | null>(null);
  useEffect(() => {
    currentKey.current = key;
    const asked = key ? (JSON.parse(key) as Filter) : null;
    if (!asked) {
      finder.cancel();
      askedNear.current = null;
      setFound(null);
      setStatus('');
      return;
    }
    const placeChanged = (asked.Near ?? null) !== askedNear.current;
    askedNear.current = asked.Near ?? null;
    finder.request(asked, placeChanged ? 0 : undefined).then(
      (answer) => {
        if (answer === STALE) return;
        setError(null);
        setFound({ ...answer, key });
        setStatus(statusOf(asked, answer));
      },
      () => {
        setError(LOAD_ERROR);
        setStatus('');
        // A place that could not be listed leaves the list as it was.
        if (asked.Near) setNear(null);
      },
    );
  }, [key, finder]);

  const listing: Listing = filter ? (found ?? base) : base;
  const showingFound = Boolean(filter && found?.key === key);

  async function showMore() {
    const from = listing;
    const askedKey = key;
    if (!from.next || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await find({ ...query, ...filter, Cursor: from.next, Limit: pageSize });
      // The filter changed while this page loaded: it belongs to a list no longer shown.
      if (askedKey !== currentKey.current) return;
      const grown: Listing = { items: appendPage(from.items, page.items), next: page.next };
      if (askedKey) setFound({ ...grown, key: askedKey });
      else setBase(grown);
      setError(null);
      setStatus(`${salons(grown.items.length)} shown.${grown.next ? '' : ' That is all of them.'}`);
    } catch {
      setError(LOAD_ERROR);
    } finally {
      setLoadingMore(false);
    }
  }

  function typeName(text: string) {
    setSearch(text);
    // A name is searched everywhere, not near here.
    if (text.trim().length >= MIN_CHARS) setNear(null);
  }

  function nearMe() {
    // Pressed again: back to the list as it was ordered.
    if (near) return setNear(null);
    setLocationError(null);
    if (!('geolocation' in navigator)) return setLocationError(LOCATION_ERROR);
    setLocating(true);
    setStatus('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setSearch('');
        setNear(nearParameter(position.coords.latitude, position.coords.longitude));
      },
      () => {
        setLocating(false);
        setStatus('');
        setLocationError(LOCATION_ERROR);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const byDistance = showingFound && Boolean(filter?.Near);

  return (
    <div className="directory" ref={rootRef}>
      {searchable && (
        <div className="directory-tools">
          <div className="directory-search">
            <label htmlFor={searchId}>Search salons by name</label>
            <input
              id={searchId}
              type="search"
              placeholder="Type at least 2 letters"
              autoComplete="off"
              value={search}
              onChange={(e) => typeName(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn btn-ghost near-me"
            aria-pressed={near !== null}
            aria-disabled={locating || undefined}
            onClick={() => !locating && nearMe()}
          >
            Near me
          </button>
        </div>
      )}
      {searchable && (
        <div aria-live="polite" className="location-note">
          {locationError && <p className="form-error">{locationError}</p>}
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {listing.items.length === 0 ? (
        <p className="empty-state">No branch available!</p>
      ) : (
        <div className="grid" aria-busy={Boolean(filter) && !showingFound}>
          {listing.items.map((b, i) => (
            <BranchCard key={b.branchId} branch={b} eager={i < 2} distanceKm={byDistance ? b.distanceKm : undefined} />
          ))}
        </div>
      )}
      {listing.next && (!filter || showingFound) && (
        <p className="more">
          <button type="button" className="btn btn-ghost" onClick={showMore} aria-disabled={loadingMore || undefined}>
            Show more
          </button>
        </p>
      )}
    </div>
  );
}

export default withErrorBoundary(BranchDirectory);
