/** The browser for tests and tools: Debian's Chromium (never a downloaded build), with flags for a sandboxed root. */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function chromiumPath(): Promise<string> {
  for (const path of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (path && existsSync(path)) return path;
  }
  throw new Error('Chromium is not installed: run `apt-get install -y chromium` (CI does this in .ci/run).');
}
