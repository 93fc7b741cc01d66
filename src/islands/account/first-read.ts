/**
 * A panel's first read, shared between the page script that paints the panel before React (first-panel.ts) and the
 * panel itself: the script starts it, the panel (rendered by React at the first touch) opens on its answer instead
 * of asking again. Each read is handed over once; later loads ask the server.
 */
type Read = { promise: Promise<unknown>; value?: unknown; settled: boolean };
const reads = new Map<string, Read>();

/** Starts a read for the panel to take over later. */
export function shareRead<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const read: Read = { promise: fetcher(), settled: false };
  read.promise.then(
    (value) => Object.assign(read, { value, settled: true }),
    () => reads.delete(key),
  );
  reads.set(key, read);
  return read.promise as Promise<T>;
}

/** The shared read's answer if it has arrived (and hands it over), else undefined. */
export function takeRead<T>(key: string): T | undefined {
  const read = reads.get(key);
  if (!read?.settled) return undefined;
  reads.delete(key);
  return read.value as T;
}

/** The keys of the first reads: the profile, a salon's details, and the appointments of a customer or a branch. */
export const profileRead = (userId: string) => `profile:${userId}`;
export const businessRead = (branchId: string) => `business:${branchId}`;
export const appointmentsRead = (viewer: 'customer' | 'business', s: { userID?: string; branchId?: string }) =>
  viewer === 'business' ? `branch-appointments:${s.branchId ?? ''}` : `appointments:${s.userID ?? ''}`;
