/** The build makes each inline text's CSP digest once (src/integrations/csp-digest-cache.ts), installed Astro. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it, vi } from 'vitest';
import { withDigestCache } from '../../src/integrations/csp-digest-cache.ts';

interface Encryption {
  generateCspDigest(data: string, algorithm: 'SHA-256' | 'SHA-512'): Promise<string>;
}

const require = createRequire(import.meta.url);
const encryption = join(dirname(require.resolve('astro/package.json')), 'dist/core/encryption.js');

it("answers the installed Astro's digests, the same as before, hashing each text once", async () => {
  const fixed = withDigestCache(readFileSync(encryption, 'utf8'));
  // The module beside the original, so that its imports resolve as they do in the build.
  const file = join(dirname(encryption), `encryption.digest-cache-test-${process.pid}.js`);
  writeFileSync(file, fixed);
  try {
    const original = (await import(pathToFileURL(encryption).href)) as Encryption;
    const cached = (await import(pathToFileURL(file).href)) as Encryption;
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const texts = ['console.log(1)', '<style>a{}</style>', 'console.log(1)', 'console.log(1)'];
    const answers = await Promise.all(texts.map((text) => cached.generateCspDigest(text, 'SHA-256')));
    expect(digest).toHaveBeenCalledTimes(2);
    digest.mockRestore();
    expect(answers).toEqual(await Promise.all(texts.map((text) => original.generateCspDigest(text, 'SHA-256'))));
    expect(answers[0]).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(await cached.generateCspDigest('console.log(1)', 'SHA-512')).toBe(
      await original.generateCspDigest('console.log(1)', 'SHA-512'),
    );
  } finally {
    rmSync(file);
  }
});

it('fails the build when Astro no longer has the function it wraps', () => {
  expect(() => withDigestCache('export async function digest(data) {}')).toThrow(/no longer defines/);
});
