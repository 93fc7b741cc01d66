/**
 * Loads data for a panel: the value, or the spec's loader message on failure; `reload` fetches again. With `shared`
 * (a first read's key, see first-read.ts) the panel opens on the answer the page has already read, when it has one
 * (`initial`), and does not ask again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { takeRead } from './first-read.ts';
import { sessionEnded } from './session.ts';

export function useApiData<T>(fetcher: () => Promise<T>, failure: string, deps: unknown[], shared?: string) {
  const [initial] = useState(() => (shared === undefined ? undefined : takeRead<T>(shared)));
  const [data, setData] = useState<T | null>(initial ?? null);
  const fresh = useRef(initial !== undefined);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  // The caller names what the fetcher depends on, as with useEffect.
  const load = useCallback(fetcher, deps);
  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const value = await load();
      if (call !== latest.current) return;
      setData(value);
      setError(null);
    } catch (err) {
      if (call !== latest.current || sessionEnded(err)) return;
      console.error(err);
      // A refusal says why (a role that may not, a team left); anything else is the panel's own message.
      setError(err instanceof ApiError && err.status === 403 ? err.message : failure);
    }
  }, [load, failure]);
  useEffect(() => {
    if (fresh.current) fresh.current = false;
    else void reload();
  }, [reload]);
  return { data, error, reload, setData, initial };
}
