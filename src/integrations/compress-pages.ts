/**
 * A full build started by the server's site builder (SITE_COMPRESS=1) writes each page's brotli and gzip variants as
 * it renders them, rather than the builder compressing 100,000 pages once the build is done: zlib works on its own
 * threads, on the core the render (one thread) leaves, while the next pages render. At most a few pages wait for
 * compression at once; past that a render waits, so the build never holds the site in memory. What this leaves (the
 * assets, public files, the 404 page) the builder compresses after the build (server/site/builder.ts).
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { compressBytes } from '../../server/site/precompress.ts';

/** Pages whose variants are being written at once; more would only queue on zlib's threads. */
const IN_FLIGHT = 8;

/**
 * The file a static build writes a route's page to (directory format), by its decoded pathname; undefined for one it
 * names otherwise.
 */
export function pageFile(pathname: string, routeType: string, route: string): string | undefined {
  if (routeType === 'endpoint') return pathname.slice(1);
  // 404.astro is written as 404.html: left to the builder's pass.
  if (routeType !== 'page' || route === '/404') return undefined;
  return join(pathname.slice(1), 'index.html');
}

/**
 * Has `prerenderer` write each rendered page's compressed variants under outDir, as it renders, until `drain` (the
 * build's end): the pages it renders after that (a live update's, into a folder of their own) are left as they are.
 */
export function compressAsRendered(prerenderer: AstroPrerenderer, outDir: string): { drain: () => Promise<void> } {
  const pending = new Set<Promise<void>>();
  let failure: unknown;
  let drained = false;
  const render = prerenderer.render.bind(prerenderer);
  prerenderer.render = async (request, options) => {
    if (drained) return render(request, options);
    if (failure) throw failure;
    const result = await render(request, options);
    const response = result instanceof Response ? result : result.response;
    const pathname = decodeURIComponent(new URL(request.url).pathname);
    const file = pageFile(pathname, options.routeData.type, options.routeData.route);
    if (!response.ok || !file) return result;
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    const path = join(outDir, file);
    const job = mkdir(dirname(path), { recursive: true })
      .then(() => compressBytes(path, bytes))
      .then(
        () => void pending.delete(job),
        (err: unknown) => void (failure ??= err),
      );
    pending.add(job);
    while (pending.size >= IN_FLIGHT && !failure) await Promise.race(pending);
    return result;
  };
  return {
    drain: async () => {
      drained = true;
      await Promise.all(pending);
      if (failure) throw failure;
    },
  };
}
