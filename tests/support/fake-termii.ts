/**
 * A fake Termii on 127.0.0.1 for the texts tests: it answers the send call as Termii does, records every text it
 * accepted, and can play an outage (500), a slow provider, or a number it rejects (400).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTermii {
  url: string;
  /** Every accepted text: the outbox row's text and number, in order (a repeat appears twice). */
  accepted: { to: string; sms: string; channel: string; messageId: string }[];
  /** Answer 500 to the next n sends. */
  failNext(n: number): void;
  /** Hold every answer this long (a provider timing out). */
  delay(ms: number): void;
  /** Numbers (as Termii writes them: 234...) it refuses with 400. */
  rejects: Set<string>;
  close(): Promise<void>;
}

export async function fakeTermii(): Promise<FakeTermii> {
  const accepted: FakeTermii['accepted'] = [];
  const rejects = new Set<string>();
  let failing = 0;
  let holdMs = 0;
  let serial = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        setTimeout(() => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        }, holdMs);
      if (req.url !== '/api/sms/send' || req.method !== 'POST') return answer(404, { message: 'Not found' });
      const body = JSON.parse(raw || '{}') as { to: string; sms: string; channel: string; api_key?: string };
      if (failing > 0) {
        failing--;
        return answer(500, { message: 'Internal server error' });
      }
      if (rejects.has(body.to)) return answer(400, { message: 'Invalid phone number' });
      const messageId = `30175440544${String(++serial).padStart(8, '0')}`;
      accepted.push({ to: body.to, sms: body.sms, channel: body.channel, messageId });
      return answer(200, { message_id: messageId, message: 'Successfully Sent', balance: 100, user: 'Salonbook' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    rejects,
    failNext: (n) => (failing = n),
    delay: (ms) => (holdMs = ms),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
