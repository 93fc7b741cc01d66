/**
 * Astro hashes every inline script and style of every page for its Content-Security-Policy (`generateCspDigest`,
 * through WebCrypto: a job on another thread and a promise for each), and most are the same on every page: the
 * islands' runtime, the intent directive, a route's head scripts. In the 10,000-branch build that was 3.2 s of the
 * render thread's 63 s. This Vite plugin keeps the digests made (a few hundred at most; a digest depends only on the
 * text and the algorithm), and fails the build when the function it wraps is not there (a new Astro: check whether
 * it still helps).
 */
import type { Plugin } from 'vite';

const ENCRYPTION = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const DEFINITION = 'async function generateCspDigest(data, algorithm) {';
/** Digests kept at most; past that they are forgotten at once (the build's own texts come back first). */
const KEPT = 512;

/** Astro's encryption module with generateCspDigest answering a text's digest once. */
export function withDigestCache(code: string): string {
  if (!code.includes(DEFINITION)) throw new Error("Astro's encryption module no longer defines generateCspDigest");
  return code.replace(DEFINITION, 'async function generateCspDigestOnce(data, algorithm) {').concat(`
const cspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\0" + data;
  let digest = cspDigests.get(key);
  if (digest === undefined) {
    if (cspDigests.size >= ${KEPT}) cspDigests.clear();
    digest = generateCspDigestOnce(data, algorithm);
    cspDigests.set(key, digest);
    digest.catch(() => cspDigests.delete(key));
  }
  return digest;
}
`);
}

export default function cspDigestCache(): Plugin {
  return {
    name: 'salonbook:csp-digest-cache',
    transform: (code, id) => (ENCRYPTION.test(id) ? withDigestCache(code) : undefined),
  };
}
