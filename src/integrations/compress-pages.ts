/**
 * A full build started by the server's site builder (SITE_COMPRESS=1) writes each page with its brotli and gzip
 * variants as it renders them, rather than the builder compressing 100,000 pages once the build is done: one thread
 * of its own (./page-compressor.ts) writes the page and compresses and writes its variants, on the core the render
 * (one thread) leaves, while the next pages render. Astro is handed the page's answer without its body, so it writes
 * nothing itself (its folder and file calls were a tenth of the render thread's time in a profiled build). One
 * thread, not zlib's pool of four: on two cores, four compressing threads and the render took turns with each other
 * and the API (a 10,000-branch build: 29.5 s, against 22.4 s). At most a few pages wait for the thread at once; past
 * that a render waits, so the build never holds the site in memory. What this leaves (the assets, public files, the
 * 404 page) the builder compresses after the build (server/site/builder.ts).
 */
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { Worker } from 'node:worker_threads';
import type { CompressDone, CompressJob } from './page-compressor.ts';

/**
 * Pages sent to the compressing thread and not yet written; more would only wait in its queue, in memory. Several
 * times what the thread writes before it answers (./page-compressor.ts), so that it never runs out while an answer
 * is on its way.
 */
const IN_FLIGHT = 16;

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
 * Has `prerenderer` write each rendered page and its compressed variants under outDir, as it renders, until `drain`
 * (the build's end): the pages it renders after that (a live update's, into a folder of their own) are left to their
 * caller.
 */
export function compressAsRendered(prerenderer: AstroPrerenderer, outDir: string): { drain: () => Promise<void> } {
  const thread = new Worker(new URL('./page-compressor.ts', import.meta.url));
  // The pages sent and not yet written, oldest first: the thread writes them in the order sent.
  const pending: { written: Promise<void>; done: () => void }[] = [];
  let failure: Error | undefined;
  const settle = (count: number) => {
    for (const page of pending.splice(0, count)) page.done();
  };
  thread.on('message', ({ written, failed }: CompressDone) => {
    if (failed) failure ??= new Error(`compressing ${failed.path}: ${failed.error}`);
    settle(written);
  });
  thread.on('error', (err) => {
    failure ??= err;
    settle(pending.length);
  });
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
    // The bytes move to the thread (not copied); Astro writes no file for an answer without a body.
    const bytes = new Uint8Array(await response.arrayBuffer());
    let done!: () => void;
    pending.push({ written: new Promise<void>((resolve) => (done = resolve)), done });
    thread.postMessage({ path: join(outDir, file), bytes } satisfies CompressJob, [bytes.buffer]);
    while (pending.length >= IN_FLIGHT && !failure) await pending[0]!.written;
    const { status, statusText, headers } = response;
    const written = new Response(null, { status, statusText, headers });
    return result instanceof Response ? written : { ...result, response: written };
  };
  return {
    drain: async () => {
      drained = true;
      await Promise.all(pending.map((p) => p.written));
      await thread.terminate();
      if (failure) throw failure;
    },
  };
}
