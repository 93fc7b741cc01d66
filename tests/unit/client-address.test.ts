/**
 * Whose address a limit counts (server/http/rate-limit.ts clientAddress): the socket's peer, or behind a proxy on
 * this machine the address the proxy saw, the last of X-Forwarded-For; a header from anyone else counts for nothing.
 */
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { clientAddress } from '../../server/http/rate-limit.ts';

const app = new Hono().get('/', (c) => c.text(clientAddress(c)));
const from = async (peer: string, forwardedFor?: string) => {
  const headers = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : undefined;
  const env = { incoming: { socket: { remoteAddress: peer, remotePort: 1, remoteFamily: 'IPv4' } } };
  return (await app.request('/', { headers }, env)).text();
};

it("counts the socket's peer when nothing is in front", async () => {
  expect(await from('203.0.113.7')).toBe('203.0.113.7');
  expect(await from('127.0.0.1')).toBe('127.0.0.1');
});

it('counts the address the local proxy saw: the last X-Forwarded-For, not what the caller wrote', async () => {
  expect(await from('127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
  expect(await from('::1', '10.0.0.1, 198.51.100.4')).toBe('198.51.100.4');
});

it('ignores X-Forwarded-For from a caller that is not a proxy on this machine', async () => {
  expect(await from('203.0.113.7', '198.51.100.4')).toBe('203.0.113.7');
});
