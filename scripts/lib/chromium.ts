/**
 * The browser for tests and tools. Never a downloaded build: `CHROMIUM_PATH`, else Debian's Chromium, else the
 * headless Chromium shipped inside the npm package `@sparticuz/chromium` (unpacked into the temporary folder once).
 */
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

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of a Chromium executable; the first call may unpack the packaged one (about 2 s). */
export async function chromiumPath(): Promise<string> {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    throw new Error(`CHROMIUM_PATH is set to ${wanted}, which does not exist.`);
  }
  const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}
