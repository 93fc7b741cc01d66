/**
 * The running server's control channel for `npm run backup`: HTTP over a Unix socket in DATA_DIR. Only the data
 * folder's owner can reach it (the socket is mode 0600), nothing listens on the network, and the server (which owns
 * the embedded database) does the work, so a backup is consistent while it serves.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { BackupResult } from './backup.ts';

export interface ControlHandlers {
  backup(): Promise<BackupResult>;
}

/** Starts listening; answers a close function. A socket left by a killed server is removed first. */
export async function listenControl(socketPath: string, handlers: ControlHandlers): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'Unknown request.' });
    handlers.backup().then(
      (result) => answer(200, result),
      (err: Error) => answer(500, { error: err.message }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

/** Asks the server listening on `socketPath` for a backup and waits for it. */
export function requestBackup(socketPath: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          const body = JSON.parse(text) as BackupResult & { error?: string };
          if (res.statusCode === 200) resolve(body);
          else reject(new Error(body.error ?? `the server answered ${res.statusCode}`));
        } catch {
          reject(new Error(`the server answered ${res.statusCode}`));
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}
