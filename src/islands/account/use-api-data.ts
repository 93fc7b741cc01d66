/** Loads data for a panel: the value, or the spec's loader message on failure; `reload` fetches again. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionEnded } from './session.ts';

export function useApiData<T>(fetcher: () => Promise<T>, failure: string, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
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
      setError(failure);
    }
  }, [load, failure]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload, setData };
}
