/**
 * Deposits survive faults (issue 29): payments in flight when the server is killed with SIGKILL, every webhook
 * replayed five times, the payer retrying; after a restart the reconciler settles what no one reported. No deposit
 * the gateway took is lost, none is paid twice (scripts/lib/deposit-faults.ts; `npm run bench:deposits` runs more).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runDepositFaults } from '../../scripts/lib/deposit-faults.ts';
import { demoDatabase } from './fixtures/shared.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'salon-deposit-faults-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('kill -9 between the gateway and our write, webhooks replayed: nothing lost, nothing paid twice', async () => {
  await demoDatabase(join(dataDir, 'db'));
  const figures = await runDepositFaults({ dataDir, rounds: 2, bookingsPerRound: 12 });
  console.log(`deposit fault run: ${JSON.stringify(figures)}`);
  expect(figures.bookingsWithDeposits).toBe(24);
  expect(figures.processesKilled).toBe(2);
  expect(figures.reconcilerOnly).toBe(8);
  expect(figures.depositsLost).toBe(0);
  expect(figures.paidTwice).toBe(0);
});
