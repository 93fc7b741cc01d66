/**
 * Who waits for a day of the branch (issue 31), for the calendar's "N waiting": read when the day changes and again
 * after every change the calendar makes (a cancellation may bring offers, a booking ends an entry). The count is a
 * hint beside the calendar: a stylist (403) or a failed read shows nothing rather than an error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { WaitingCustomer } from '../../lib/types.ts';
import { sessionEnded } from './session.ts';

/** `enabled`: only the front desk (owner, manager) may read the list; nothing is asked otherwise. */
export function useWaiting(token: string, branchId: string, date: string, enabled: boolean) {
  const key = enabled ? `${branchId}:${date}` : '';
  // Kept with the day it is for: another day's count is never shown while the new one loads, and a reload of the
  // same day keeps the button (and the focus on it) in place.
  const [read, setRead] = useState<{ key: string; list: WaitingCustomer[] | null }>({ key: '', list: null });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const call = ++latest.current;
    if (!key) return;
    try {
      const list = await api.branchWaitlist(token, branchId, date);
      if (call === latest.current) setRead({ key, list });
    } catch (err) {
      if (call !== latest.current || sessionEnded(err)) return;
      console.error(err);
      setRead({ key, list: null });
    }
  }, [token, branchId, date, key]);
  useEffect(() => void reload(), [reload]);
  return { list: read.key === key && key ? read.list : null, reload };
}
