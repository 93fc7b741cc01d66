/**
 * The answer of `load` for `key`: null while it is on its way (or while `key` is null, nothing to ask), then its
 * value or its error. A new key asks again; a late answer for an older key is dropped. A 401 ends the session (the
 * login prompt takes over) instead of answering.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { sessionEnded } from './session.ts';

export type Latest<T> = { key: string; ok: true; value: T } | { key: string; ok: false; error: unknown };

export function useLatest<T>(key: string | null, load: () => Promise<T>): Latest<T> | null {
  const [answer, setAnswer] = useState<Latest<T> | null>(null);
  const ask = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    ask().then(
      (value) => {
        if (live) setAnswer({ key, ok: true, value });
      },
      (error: unknown) => {
        if (!live || sessionEnded(error)) return;
        console.error(error);
        setAnswer({ key, ok: false, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return answer?.key === key ? answer : null;
}
