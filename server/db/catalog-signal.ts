/**
 * Tells every process on one PostgreSQL database that the public catalog changed, so answers kept in memory
 * (server/http/answer-cache) are dropped everywhere within milliseconds: NOTIFY after the write, LISTEN on a
 * connection of its own. The embedded database belongs to one process, which needs no signal.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { logInfo } from '../lib/log.ts';

const CHANNEL = 'salonbook_catalog';
/** A branch's diary (bookings, time off) changed; the payload is the sender's id and the branch id. */
const DIARY_CHANNEL = 'salonbook_diary';

export interface CatalogListener {
  /** Another process changed the catalog. */
  changed(): void;
  /** False while notifications cannot arrive (the connection is lost); true once listening again. */
  listening(on: boolean): void;
  /** Another process changed a branch's diary (a booking, a status change, time off). */
  diaryChanged?(branchId: string): void;
}

export interface CatalogSignal {
  publish(): void;
  /** Tells the others that a branch's diary changed. */
  publishDiary?(branchId: string): void;
  subscribe(listener: CatalogListener): void;
  close(): Promise<void>;
}

export function postgresCatalogSignal(url: string, log: (line: string) => void = logInfo): CatalogSignal {
  // Our own notifications come back to us too; the id tells them apart.
  const self = randomUUID();
  const publisher = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5000 });
  publisher.on('error', () => {});
  let client: pg.Client | undefined;
  let listener: CatalogListener | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    next.on('notification', (n) => {
      if (n.channel === DIARY_CHANNEL) {
        const [from, branchId] = (n.payload ?? '').split(' ');
        if (from !== self && branchId) listener?.diaryChanged?.(branchId);
      } else if (n.payload !== self) listener?.changed();
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}; LISTEN ${DIARY_CHANNEL}`);
    } catch (err) {
      lost(next, err as Error);
      return;
    }
    client = next;
    listener?.listening(true);
  };
  const lost = (which: pg.Client, err?: Error) => {
    if (closed || (client && which !== client)) return;
    if (client === which) log(`[catalog] lost the notification connection${err ? ` (${err.message})` : ''}`);
    client = undefined;
    listener?.listening(false);
    which.end().catch(() => {});
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), 1000);
    retry.unref();
  };

  return {
    publish() {
      publisher.query('select pg_notify($1, $2)', [CHANNEL, self]).catch((err: Error) => {
        // The others still drop what they keep within a minute (the cache's age limit).
        log(`[catalog] could not notify the other processes: ${err.message}`);
      });
    },
    publishDiary(branchId) {
      publisher.query('select pg_notify($1, $2)', [DIARY_CHANNEL, `${self} ${branchId}`]).catch((err: Error) => {
        // The others read the diary again within a second anyway (server/queries/diary-cache.ts's age limit).
        log(`[catalog] could not notify the other processes of a booking change: ${err.message}`);
      });
    },
    subscribe(l) {
      listener = l;
      // Until the first LISTEN is in place, nothing is kept.
      l.listening(false);
      void connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
