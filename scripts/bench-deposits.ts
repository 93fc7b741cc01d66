// npm run bench:deposits [rounds] [bookings per round] — the deposits' fault run (scripts/lib/deposit-faults.ts) on
// a fresh copy of the demo data: payments in flight when the server is killed with SIGKILL, every webhook replayed
// five times, the reconciler after each restart. Prints the figures; deposits lost and paid twice must both be 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/seed/seed.ts';
import { runDepositFaults } from './lib/deposit-faults.ts';

const rounds = Number(process.argv[2] ?? 3);
const bookingsPerRound = Number(process.argv[3] ?? 40);
const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-deposits-'));
try {
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  await seedDemo(database.db);
  await database.close();
  const figures = await runDepositFaults({ dataDir, rounds, bookingsPerRound, log: console.log });
  console.log(figures);
  if (figures.depositsLost || figures.paidTwice) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
